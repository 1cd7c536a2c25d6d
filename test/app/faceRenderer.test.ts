// A face drawn part by part over the look it showed is, pixel for pixel, the face drawn whole: the
// digits that change segment by segment, the rows and the body when they change.
import { describe, expect, it } from 'vitest';
import { FakeGraphics } from '../../sim/espruino/fakeGraphics';
import { opponentX, paintFace, paintOpponentTime } from '../../firmware/app/faces/faceRenderer';
import { word } from '../../firmware/app/words/words';
import type { TextLanguage } from '../../firmware/core/index';
import { useLanguage } from '../helpers/faceLanguage';
import { bigLayout, type FaceLook } from '../../firmware/app/faces/faceLook';
import { bigTextBoxes, drawBigText } from '../../firmware/app/faces/bigDigits';

const canvas = () => FakeGraphics.createArrayBuffer(128, 64, 1, { vertical_byte: true, msb: false });
const pixels = (g: FakeGraphics) => Array.from(new Uint8Array(g.buffer));

function look(figure: string, layout: number, more: Partial<FaceLook> = {}): FaceLook {
  return Object.assign(
    { side: 'BLACK', status: 'BYO-YOMI', detail: '', batteryBars: 3, batteryLow: false, figure: figure, layout: layout, asideLabel: '', asideCount: '', mainTime: '', opponent: 'WHITE 1:23:45' },
    more,
  );
}

describe('a face drawn over the look it showed', () => {
  it('equals the face drawn whole after every change of digit, layout, row and aside', () => {
    const looks: FaceLook[] = [];
    for (let a = 0; a <= 9; a++) for (let b = 0; b <= 9; b++) looks.push(look(String(a) + String(9 - b), 0, { asideLabel: 'PERIODS', asideCount: '3' }));
    looks.push(look('1:00:00', 2), look('59:59', 3), look('59:58', 3, { status: 'MAIN' }), look('59:48', 3, { detail: '1ST ON TIME', batteryLow: true, batteryBars: 1 }));
    looks.push(look('10', 0, { asideLabel: 'DELAY', mainTime: '4:59' }), look('09', 0, { asideLabel: 'DELAY', mainTime: '4:59' }), look('4:59', 1, { asideLabel: 'STONES', asideCount: '12' }));
    looks.push(look('4:58', 1, { asideLabel: 'STONES', asideCount: '11', side: 'BLACK #42', batteryBars: -1 }));
    looks.push(look('11:11', 3), look('1:11:11', 2), look('LOST', 4, { status: '0:00', detail: '1ST FLAG, ON TIME' }), look('GAME OVER', 4), look('GAME OVER', 4, { status: '9:59' }));
    const drawn = canvas();
    let was: FaceLook | null = null;
    for (const now of looks) {
      paintFace(drawn, was, now);
      const whole = canvas();
      paintFace(whole, null, now);
      expect(pixels(drawn), JSON.stringify(now)).toEqual(pixels(whole));
      was = now;
    }
  });

  it("redraws the opponent's running time alone as the row drawn whole, the words after it kept, in the faces' own font and a language's", () => {
    for (const language of ['en', 'ja', 'ko'] as TextLanguage[]) {
      useLanguage(language);
      const side = word('device.white') + ' ';
      const after = word('device.seconds', { n: '' }) + ' ' + word('byoyomi.device.periodsLeft', { count: 3 });
      const drawn = canvas();
      paintFace(drawn, null, look('26', 0, { opponent: side + '30' + after }));
      for (let s = 29; s >= 0; s--) {
        const time = (s < 10 ? '0' : '') + s;
        paintOpponentTime(drawn, time, opponentX(side));
        const whole = canvas();
        paintFace(whole, null, look('26', 0, { opponent: side + time + after }));
        expect(pixels(drawn), language + ' ' + time).toEqual(pixels(whole));
      }
    }
    useLanguage('en');
  });

  it('touches only a changed digit when a second ticks: its segments the first time, its image after, and nothing when nothing changed', () => {
    const g = canvas();
    paintFace(g, null, look('0:05', 3));
    g.getModified(true);
    paintFace(g, look('0:05', 3), look('0:05', 3));
    expect(g.getModified(true)).toBeUndefined();
    // A tick in another layout: the digits of this one are drawn afresh, with no image taken yet.
    paintFace(g, look('0:05', 3), look('0:04', 3));
    paintFace(g, null, look('59', 0));
    g.getModified(true);
    // 9 to 8 lights segment e alone: the box is that segment's rectangle, in the second digit's cell.
    paintFace(g, look('59', 0), look('58', 0));
    const cell = 4 + bigLayout(0).digitWidth + bigLayout(0).gap;
    const segment = g.getModified(true)!;
    expect(segment.x2 - segment.x1 + 1).toBe(bigLayout(0).thickness);
    expect(segment.x1).toBeGreaterThanOrEqual(cell);
    // The next time the 8 is the image taken then: its whole cell, and no other.
    paintFace(g, null, look('59', 0));
    g.getModified(true);
    paintFace(g, look('59', 0), look('58', 0));
    expect(g.getModified(true)).toEqual({ x1: cell, y1: 63 - bigLayout(0).height, x2: cell + bigLayout(0).digitWidth - 1, y2: 62 });
  });
});

describe('the big digits', () => {
  /** The lit pixels' columns and rows on a canvas. */
  const litBox = (g: FakeGraphics) => {
    const xs: number[] = [];
    const ys: number[] = [];
    const bytes = new Uint8Array(g.buffer);
    // Vertical bytes, top pixel in bit 0: as the SSD1306 takes them.
    for (let x = 0; x < 128; x++) for (let y = 0; y < 64; y++) if ((bytes[x + (y >> 3) * 128] >> (y & 7)) & 1) (xs.push(x), ys.push(y));
    return { left: Math.min(...xs), right: Math.max(...xs), top: Math.min(...ys), bottom: Math.max(...ys) };
  };

  it('set every digit in a fixed cell: the cells do not move with the digits, and each digit stays in its own', () => {
    for (const layout of [0, 1, 2, 3].map(bigLayout)) {
      expect(bigTextBoxes('1:11:11', 4, 63, layout)).toEqual(bigTextBoxes('0:00:00', 4, 63, layout));
      const [cell] = bigTextBoxes('0', 4, 63, layout);
      for (let digit = 0; digit <= 9; digit++) {
        const g = canvas();
        g.setColor(1);
        drawBigText(g as never, String(digit), 4, 63, layout);
        const box = litBox(g);
        expect([box.left >= cell.x, box.right <= cell.x + cell.width - 1, box.top >= cell.y, box.bottom <= 63], 'digit ' + digit).toEqual([true, true, true, true]);
        if (digit === 1) {
          // The one stands in the middle of its cell, not at its right edge, so "1:31:00" never reads "1:3 1:00".
          const middle = cell.x + (cell.width - 1) / 2;
          expect(Math.abs((box.left + box.right) / 2 - middle), 'the one, digit width ' + layout.digitWidth).toBeLessThanOrEqual(layout.thickness / 2 + 1);
          expect(box.right - box.left + 1).toBeGreaterThanOrEqual(layout.thickness * 3);
        } else expect([box.left, box.right], 'digit ' + digit).toEqual([cell.x, cell.x + cell.width - 1]);
      }
    }
  });
});
