// Draws one face on a 128x64 canvas: seven-segment digits made of rectangles (legible at 3 m on a
// 2.42" panel, and no font data to ship), a small 3x5 font for labels.
import type { Canvas } from '../devices';
import { formatSeconds, type FaceView } from '../core/index';

export const FACE_WIDTH = 128;

/** The characters of the 3x5 font, and their glyphs: four hex digits each, five rows of three bits, top row first. */
const SMALL_CHARS = 'ABCDEFGHIKLMNOPRSTUVWXY0123456789:-+x JZQ/';
const SMALL_GLYPHS =
  '2bed6bae79276b6e79a779a4796f5bed74975bad49275fed5ffd7b6f7be47bad79cf74925b6f5b6a5b7d5aad5a927b6f' +
  '2c9773e773cf5bc979cf79ef72497bef7bcf041001c005d00aa80000126f72a77b7912a4';

/** A character's glyph (a space for one the font lacks). */
export function smallGlyph(char: string): number {
  const index = SMALL_CHARS.indexOf(char);
  return index < 0 ? 0 : parseInt(SMALL_GLYPHS.substr(index * 4, 4), 16);
}

export interface DigitBox {
  x: number;
  y: number;
  width: number;
  height: number;
  thickness: number;
}

/** Where each segment of a digit box lies: [x1, y1, x2, y2] inclusive, segments a–g. */
export function segmentRects(box: DigitBox): number[][] {
  const t = box.thickness;
  const x2 = box.x + box.width - 1;
  const y2 = box.y + box.height - 1;
  const mid = box.y + Math.floor((box.height - t) / 2);
  return [
    [box.x, box.y, x2, box.y + t - 1],
    [x2 - t + 1, box.y, x2, mid + t - 1],
    [x2 - t + 1, mid, x2, y2],
    [box.x, y2 - t + 1, x2, y2],
    [box.x, mid, box.x + t - 1, y2],
    [box.x, box.y, box.x + t - 1, mid + t - 1],
    [box.x, mid, x2, mid + t - 1],
  ];
}

function drawDigit(canvas: Canvas, digit: number, box: DigitBox): void {
  const rects = segmentRects(box);
  // Segments a–g of each digit, as bits 0–6.
  const segments = [0x3f, 0x06, 0x5b, 0x4f, 0x66, 0x6d, 0x7d, 0x07, 0x7f, 0x6f][digit];
  for (let s = 0; s < 7; s++) {
    if (segments & (1 << s)) canvas.fillRect(rects[s][0], rects[s][1], rects[s][2], rects[s][3]);
  }
}

export interface BigLayout {
  height: number;
  digitWidth: number;
  thickness: number;
  colonWidth: number;
  gap: number;
}

/** The boxes of the digits of `text` ("1:55:00", "59:00", "42") laid out from `x`, bottom-aligned at `bottom`. */
export function bigTextBoxes(text: string, x: number, bottom: number, layout: BigLayout): DigitBox[] {
  const boxes: DigitBox[] = [];
  let cursor = x;
  for (let i = 0; i < text.length; i++) {
    if (text[i] === ':') {
      cursor += layout.colonWidth + layout.gap;
      continue;
    }
    boxes.push({ x: cursor, y: bottom - layout.height, width: layout.digitWidth, height: layout.height, thickness: layout.thickness });
    cursor += layout.digitWidth + layout.gap;
  }
  return boxes;
}

function bigTextWidth(text: string, layout: BigLayout): number {
  let width = -layout.gap;
  for (let i = 0; i < text.length; i++) width += (text[i] === ':' ? layout.colonWidth : layout.digitWidth) + layout.gap;
  return width;
}

function drawBigText(canvas: Canvas, text: string, x: number, bottom: number, layout: BigLayout): void {
  const boxes = bigTextBoxes(text, x, bottom, layout);
  let digit = 0;
  let cursor = x;
  for (let i = 0; i < text.length; i++) {
    if (text[i] === ':') {
      const c = layout.colonWidth;
      const cx = cursor + Math.floor((c - layout.thickness) / 2);
      const top = bottom - layout.height;
      canvas.fillRect(cx, top + Math.floor(layout.height / 3) - 2, cx + layout.thickness - 1, top + Math.floor(layout.height / 3) + layout.thickness - 3);
      canvas.fillRect(cx, top + Math.floor((2 * layout.height) / 3), cx + layout.thickness - 1, top + Math.floor((2 * layout.height) / 3) + layout.thickness - 1);
      cursor += c + layout.gap;
      continue;
    }
    drawDigit(canvas, text.charCodeAt(i) - 48, boxes[digit++]);
    cursor += layout.digitWidth + layout.gap;
  }
}

/** Small text, `scale` pixels per font pixel. */
export function drawSmallText(canvas: Canvas, text: string, x: number, y: number, scale: number): void {
  for (let i = 0; i < text.length; i++) {
    const glyph = smallGlyph(text.charAt(i));
    for (let bit = 0; bit < 15; bit++) {
      if (glyph & (1 << (14 - bit))) {
        const px = x + i * 4 * scale + (bit % 3) * scale;
        const py = y + Math.floor(bit / 3) * scale;
        canvas.fillRect(px, py, px + scale - 1, py + scale - 1);
      }
    }
  }
}

/** The layout and text of the big figure for a view; exported so tests can read digits back from pixels. */
export function bigFigure(view: FaceView): { text: string; layout: BigLayout; x: number; bottom: number } {
  if (view.mode === 'byoyomi') {
    const text = (view.seconds < 10 ? '0' : '') + view.seconds;
    return { text: text, layout: { height: 48, digitWidth: 28, thickness: 6, colonWidth: 0, gap: 4 }, x: 4, bottom: 63 };
  }
  const text = formatSeconds(view.seconds);
  // Layouts are made when drawn, not kept: on Espruino every object held costs variables the whole game.
  const layout: BigLayout =
    text.length > 5
      ? { height: 36, digitWidth: 16, thickness: 4, colonWidth: 6, gap: 3 }
      : { height: 44, digitWidth: 22, thickness: 5, colonWidth: 8, gap: 3 };
  return { text: text, layout: layout, x: Math.floor((FACE_WIDTH - bigTextWidth(text, layout)) / 2), bottom: 63 };
}

function statusText(view: FaceView, flagged: boolean): string {
  if (flagged) return view.firstFlag ? 'FLAG 1ST' : 'FLAG';
  if (view.over) return 'GAME OVER';
  if (view.paused) return 'PAUSED';
  switch (view.mode) {
    case 'byoyomi':
      return 'BYO-YOMI';
    case 'moves':
      return view.moves + ' MOVES';
    case 'sudden-death':
      return 'SUDDEN';
    case 'main':
      return 'MAIN';
  }
}

/** The device's state each face shows in small print under the status: the sound, the battery. */
export interface FaceMarks {
  /** "" when calls go as chosen; else "NO VOICE", "BEEP" or "SILENT". */
  sound: string;
  /** 0–4, or -1 on USB power without a pack. */
  batteryBars: number;
  batteryLow: boolean;
}

const MARK_Y = 10;

/** A battery outline with up to four bars at the right edge (or "USB"), and the sound mark before it. */
function drawMarks(canvas: Canvas, marks: FaceMarks): void {
  let left = FACE_WIDTH;
  if (marks.batteryBars < 0) {
    left -= 12;
    drawSmallText(canvas, 'USB', left, MARK_Y, 1);
  } else {
    left -= 18;
    canvas.fillRect(left, MARK_Y, left + 15, MARK_Y + 5);
    canvas.setColor(0);
    canvas.fillRect(left + 1, MARK_Y + 1, left + 14, MARK_Y + 4);
    canvas.setColor(1);
    canvas.fillRect(left + 16, MARK_Y + 2, left + 17, MARK_Y + 3);
    for (let i = 0; i < marks.batteryBars; i++) canvas.fillRect(left + 2 + i * 3, MARK_Y + 2, left + 3 + i * 3, MARK_Y + 3);
    if (marks.batteryLow) {
      left -= 14;
      drawSmallText(canvas, 'LOW', left, MARK_Y, 1);
    }
  }
  if (marks.sound !== '') drawSmallText(canvas, marks.sound, left - 2 - marks.sound.length * 4, MARK_Y, 1);
}

/**
 * Draws the face. `notice` replaces the status label (e.g. RECOVERED). `flagged` is the settled flag (the app shows it only once no earlier press can undo
 * it); a side that flagged earlier in the game keeps a "1ST" mark.
 */
export function drawFace(canvas: Canvas, view: FaceView, sideLabel: string, flagged: boolean, notice: string | null, marks: FaceMarks): void {
  canvas.clear();
  canvas.setColor(1);
  drawSmallText(canvas, sideLabel, 0, 0, 2);
  const status = notice ?? statusText(view, flagged);
  drawSmallText(canvas, status, FACE_WIDTH - status.length * 8 + 1, 0, 2);
  const figure = bigFigure(view);
  drawBigText(canvas, figure.text, figure.x, figure.bottom, figure.layout);
  if (view.mode === 'byoyomi') {
    // Periods left beside the seconds, with a label, so "42" and "3" can never be read as one number.
    drawSmallText(canvas, 'LEFT', 76, 16, 2);
    const periods = String(view.periods);
    drawBigText(canvas, periods, 76, 63, { height: 30, digitWidth: 16, thickness: 4, colonWidth: 0, gap: 3 });
  }
  // Small marks under the side's name, above the digits: who flagged first, and in pause who is on move.
  if (!flagged && view.firstFlag) drawSmallText(canvas, '1ST', 0, MARK_Y, 1);
  if (view.paused && view.onMove) drawSmallText(canvas, 'TO MOVE', 16, MARK_Y, 1);
  drawMarks(canvas, marks);
}
