// The faces' big figures: seven-segment digits made of native rectangles (legible at 3 m on a 2.42"
// panel, and no font data to ship). A figure that changed only some digits has only their changed
// segments drawn again, so a ticking clock touches a few rectangles and sends a small window.
// @espruino-hot: its functions run at every wake-up, so the build keeps them declared.
import type { Canvas } from '../../devices';

export interface DigitBox {
  x: number;
  y: number;
  width: number;
  height: number;
  thickness: number;
}

export interface BigLayout {
  height: number;
  digitWidth: number;
  thickness: number;
  colonWidth: number;
  gap: number;
}

/**
 * A one as a figure of its own, centred in its cell with a flag and a foot: a seven-segment one is a bar at
 * the cell's right edge, whose empty left splits a time ("1:3 1:00").
 */
// @espruino-lead
function fillOne(canvas: Pick<Canvas, 'fillRect'>, box: DigitBox): void {
  const t = box.thickness;
  const stem = box.x + ((box.width - t) >> 1);
  const y2 = box.y + box.height - 1;
  canvas.fillRect(stem, box.y, stem + t - 1, y2);
  canvas.fillRect(stem - t, box.y, stem - 1, box.y + t - 1);
  canvas.fillRect(stem - t, y2 - t + 1, stem + 2 * t - 1, y2);
}

/** Segments a–g of each digit 0–9, as bits 0–6. */
// @espruino-lead
const DIGIT_SEGMENTS = '\x3f\x06\x5b\x4f\x66\x6d\x7d\x07\x7f\x6f';
/** Fills the segments of `mask` (bits 0–6, a–g) of the digit in `box`, in the canvas's colour. */
// @espruino-lead
function fillSegments(canvas: Pick<Canvas, 'fillRect'>, box: DigitBox, mask: number): void {
  const t = box.thickness;
  const x = box.x;
  const y = box.y;
  const x2 = x + box.width - 1;
  const y2 = y + box.height - 1;
  const mid = y + ((box.height - t) >> 1);
  if (mask & 1) canvas.fillRect(x, y, x2, y + t - 1);
  if (mask & 2) canvas.fillRect(x2 - t + 1, y, x2, mid + t - 1);
  if (mask & 4) canvas.fillRect(x2 - t + 1, mid, x2, y2);
  if (mask & 8) canvas.fillRect(x, y2 - t + 1, x2, y2);
  if (mask & 16) canvas.fillRect(x, mid, x + t - 1, y2);
  if (mask & 32) canvas.fillRect(x, y, x + t - 1, mid + t - 1);
  if (mask & 64) canvas.fillRect(x, mid, x2, mid + t - 1);
}

/** Where each segment of a digit box lies: [x1, y1, x2, y2] inclusive, segments a–g (for reading digits back). */
export function segmentRects(box: DigitBox): number[][] {
  const rects: number[][] = [];
  const recorder = { fillRect: (x1: number, y1: number, x2: number, y2: number) => void rects.push([x1, y1, x2, y2]) };
  for (let s = 0; s < 7; s++) fillSegments(recorder, box, 1 << s);
  return rects;
}

/**
 * Turns the digit `was` in `box` into `now` (was < 0: the box is blank): the segments it loses are
 * cleared, those it gains filled, and the corner squares where segments meet that a cleared segment
 * took from a lit one filled again, so only pixels that change are touched. Leaves the colour at 1.
 * One function, corners and all: on Espruino each call of a repaint costs as much as a few rectangles.
 */
// @espruino-lead
export function changeDigit(canvas: Canvas, box: DigitBox, was: number, now: number): void {
  if (was === 1 || now === 1) {
    // The one is no set of segments: its cell is drawn afresh.
    if (was >= 0) canvas.clearRect(box.x, box.y, box.x + box.width - 1, box.y + box.height - 1);
    if (now === 1) return fillOne(canvas, box);
    was = -1;
  }
  const lit = DIGIT_SEGMENTS.charCodeAt(now);
  const before = was < 0 ? 0 : DIGIT_SEGMENTS.charCodeAt(was);
  const cleared = before & ~lit;
  if (cleared !== 0) {
    canvas.setColor(0);
    fillSegments(canvas, box, cleared);
    canvas.setColor(1);
  }
  fillSegments(canvas, box, lit & ~before);
  if (cleared === 0) return;
  const t = box.thickness;
  const left = box.x;
  const right = box.x + box.width - t;
  const top = box.y;
  const mid = box.y + ((box.height - t) >> 1);
  const bottom = box.y + box.height - t;
  // Each corner with the segments that meet there: a f, a b, e f g, b c g, d e, c d.
  if (cleared & 33 && lit & 33) canvas.fillRect(left, top, left + t - 1, top + t - 1);
  if (cleared & 3 && lit & 3) canvas.fillRect(right, top, right + t - 1, top + t - 1);
  if (cleared & 112 && lit & 112) canvas.fillRect(left, mid, left + t - 1, mid + t - 1);
  if (cleared & 70 && lit & 70) canvas.fillRect(right, mid, right + t - 1, mid + t - 1);
  if (cleared & 24 && lit & 24) canvas.fillRect(left, bottom, left + t - 1, bottom + t - 1);
  if (cleared & 12 && lit & 12) canvas.fillRect(right, bottom, right + t - 1, bottom + t - 1);
}

/** The boxes of the digits of `text` ("1:55:00", "59:00", "42") laid out from `x`, bottom-aligned at `bottom`. */
export function bigTextBoxes(text: string, x: number, bottom: number, layout: BigLayout): DigitBox[] {
  const boxes: DigitBox[] = [];
  let cursor = x;
  for (let i = 0; i < text.length; i++) {
    if (text.charAt(i) === ':') {
      cursor += layout.colonWidth + layout.gap;
      continue;
    }
    boxes.push({ x: cursor, y: bottom - layout.height, width: layout.digitWidth, height: layout.height, thickness: layout.thickness });
    cursor += layout.digitWidth + layout.gap;
  }
  return boxes;
}

// @espruino-lead
export function bigTextWidth(text: string, layout: BigLayout): number {
  let width = -layout.gap;
  for (let i = 0; i < text.length; i++) width += (text.charAt(i) === ':' ? layout.colonWidth : layout.digitWidth) + layout.gap;
  return width;
}

/** Draws `text` laid out from `x`, bottom-aligned at `bottom`, on a blank canvas (changeDigit changes a digit drawn). */
export function drawBigText(canvas: Canvas, text: string, x: number, bottom: number, layout: BigLayout): void {
  const top = bottom - layout.height;
  let cursor = x;
  for (let i = 0; i < text.length; i++) {
    const char = text.charCodeAt(i);
    if (char === 58) {
      const cx = cursor + ((layout.colonWidth - layout.thickness) >> 1);
      const upper = top + Math.floor(layout.height / 3);
      const lower = top + Math.floor((2 * layout.height) / 3);
      canvas.fillRect(cx, upper - 2, cx + layout.thickness - 1, upper + layout.thickness - 3);
      canvas.fillRect(cx, lower, cx + layout.thickness - 1, lower + layout.thickness - 1);
      cursor += layout.colonWidth + layout.gap;
      continue;
    }
    changeDigit(canvas, { x: cursor, y: top, width: layout.digitWidth, height: layout.height, thickness: layout.thickness }, -1, char - 48);
    cursor += layout.digitWidth + layout.gap;
  }
}
