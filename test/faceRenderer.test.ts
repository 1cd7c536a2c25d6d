// A face drawn part by part over the look it showed is, pixel for pixel, the face drawn whole: the
// digits that change segment by segment, the rows and the body when they change.
import { describe, expect, it } from 'vitest';
import { FakeGraphics } from '../sim/espruino/fakeGraphics';
import { paintFace } from '../firmware/app/faces/faceRenderer';
import type { FaceLook } from '../firmware/app/faces/faceLook';

const canvas = () => FakeGraphics.createArrayBuffer(128, 64, 1, { vertical_byte: true, msb: false });
const pixels = (g: FakeGraphics) => Array.from(new Uint8Array(g.buffer));

function look(figure: string, layout: number, more: Partial<FaceLook> = {}): FaceLook {
  return Object.assign(
    { side: 'BLACK', status: 'BYO-YOMI', detail: '', batteryBars: 3, batteryLow: false, figure: figure, layout: layout, asideLabel: '', asideCount: '', mainTime: '' },
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

  it('touches only a changed digit’s segments when a second ticks, and nothing when nothing changed', () => {
    const g = canvas();
    paintFace(g, null, look('0:05', 3));
    g.getModified(true);
    paintFace(g, look('0:05', 3), look('0:05', 3));
    expect(g.getModified(true)).toBeUndefined();
    // 9 to 8 lights segment e alone: the box is that segment's rectangle.
    paintFace(g, look('59', 0), look('58', 0));
    paintFace(g, null, look('59', 0));
    g.getModified(true);
    paintFace(g, look('59', 0), look('58', 0));
    const box = g.getModified(true)!;
    expect(box.x2 - box.x1 + 1).toBe(6);
    expect(box.x1).toBeGreaterThanOrEqual(36);
  });
});
