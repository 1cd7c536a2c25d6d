// Draws a face on its 128x64 canvas from its look: three rows of 5x7 text (the side and its state, the
// detail and marks, the opponent's time) over the big figure. Given the look the canvas already shows, only the parts
// that differ are drawn again: the display then sends only the window they touched.
// @espruino-hot: its functions run at every wake-up, so the build keeps them declared.
import type { Canvas } from '../../devices';
import type { FaceView } from '../../core/index';
import { bigTextBoxes, bigTextWidth, changeDigit, drawBigText, type BigLayout, type DigitBox } from './bigDigits';
import { batteryLeft, bigLayout, figureOf, FACE_WIDTH, RESULT_LAYOUT, type FaceLook } from './faceLook';
import { drawText, textWidth, PITCH } from './font';

export { segmentRects, bigTextBoxes, type DigitBox, type BigLayout } from './bigDigits';

const ROW_B = 9;
/** Row C's text, in the display's third page (rows 16–23): a change to it sends that page alone. */
const ROW_C = 17;
/** The rows below the three text rows: the big figure and what stands beside it. */
const BODY_TOP = 26;
const BOTTOM = 63;

// @espruino-lead
function figureX(text: string, index: number, layout: BigLayout): number {
  return index === 0 ? 4 : index === 1 ? 2 : Math.floor((FACE_WIDTH - bigTextWidth(text, layout)) / 2);
}

/** The layout and text of the big figure for a view; exported so tests can read digits back from pixels. */
export function bigFigure(view: FaceView): { text: string; layout: BigLayout; x: number; bottom: number } {
  const figure = figureOf(view);
  const layout = bigLayout(figure.layout);
  return { text: figure.text, layout: layout, x: figureX(figure.text, figure.layout, layout), bottom: BOTTOM };
}

function clearBox(canvas: Canvas, x1: number, y1: number, x2: number, y2: number): void {
  canvas.setColor(0);
  canvas.fillRect(x1, y1, x2, y2);
  canvas.setColor(1);
}

/** A battery outline with up to four bars at the right edge of row B (or "USB"), LOW before it. */
function drawBattery(canvas: Canvas, look: FaceLook): void {
  const left = batteryLeft(look.batteryBars, look.batteryLow);
  if (look.batteryBars < 0) return drawText(canvas, 'USB', left, ROW_B, 1);
  const outline = FACE_WIDTH - 18;
  canvas.fillRect(outline, ROW_B, outline + 15, ROW_B + 6);
  clearBox(canvas, outline + 1, ROW_B + 1, outline + 14, ROW_B + 5);
  canvas.fillRect(outline + 16, ROW_B + 2, outline + 17, ROW_B + 4);
  for (let i = 0; i < look.batteryBars; i++) canvas.fillRect(outline + 2 + i * 3, ROW_B + 2, outline + 3 + i * 3, ROW_B + 4);
  if (look.batteryLow) drawText(canvas, 'LOW', left, ROW_B, 1);
}

/**
 * What stands beside the figure. Beside byo-yomi's seconds, the periods left in letters of another kind, as "3"
 * over "LEFT", so "26" and "3" never read as one number or as a count of periods; beside a time, stones left in
 * digits under their label; or a delay's main time.
 */
function drawAside(canvas: Canvas, look: FaceLook): void {
  if (look.asideCount !== '' && look.layout === 0) {
    drawText(canvas, look.asideCount, 74, 28, 3);
    drawText(canvas, 'LEFT', 74, 50, 2);
  } else if (look.asideCount !== '') {
    drawText(canvas, look.asideLabel, 74, 27, 1);
    drawBigText(canvas, look.asideCount, 80, BOTTOM, { height: 26, digitWidth: 16, thickness: 4, colonWidth: 0, gap: 3 });
  } else if (look.mainTime !== '') {
    drawText(canvas, look.asideLabel, 74, 27, 1);
    drawText(canvas, 'MAIN', 74, 38, 1);
    drawText(canvas, look.mainTime, 74, 48, textWidth(look.mainTime, 2) <= FACE_WIDTH - 74 ? 2 : 1);
  }
}

/** A result in the largest letters its width allows, centred in the body. */
function drawResult(canvas: Canvas, text: string): void {
  let scale = 4;
  while (scale > 1 && textWidth(text, scale) > FACE_WIDTH - 4) scale--;
  drawText(canvas, text, (FACE_WIDTH - textWidth(text, scale)) >> 1, BODY_TOP + ((BOTTOM - BODY_TOP - 7 * scale) >> 1), scale);
}

/** Whether two looks lay out their figure alike and have the same beside it: then only digits can differ. */
// @espruino-lead
function sameBody(was: FaceLook, now: FaceLook): boolean {
  return was.layout === now.layout && (now.layout !== RESULT_LAYOUT || was.figure === now.figure) && was.figure.length === now.figure.length && was.asideLabel === now.asideLabel && was.asideCount === now.asideCount && was.mainTime === now.mainTime;
}

/** Draws the big figure `text` in `layout` on a blank body. */
function drawFigure(canvas: Canvas, text: string, layout: number): void {
  const big = bigLayout(layout);
  drawBigText(canvas, text, figureX(text, layout, big), BOTTOM, big);
}

/**
 * Where the ticking figure's digits stand, worked out once for its layout and length rather than each
 * second: a figure of one layout and length has its colons in the same places (formatSeconds).
 */
let ticking: { layout: number; length: number; boxes: DigitBox[] } | null = null;

/** Turns the running figure `was` into `text` of the same layout and length: only the digits that differ change. */
// @espruino-lead
function tickFigure(canvas: Canvas, text: string, layout: number, was: string): void {
  if (ticking === null || ticking.layout !== layout || ticking.length !== text.length) {
    const big = bigLayout(layout);
    ticking = { layout: layout, length: text.length, boxes: bigTextBoxes(text, figureX(text, layout, big), BOTTOM, big) };
  }
  const boxes = ticking.boxes;
  let digit = 0;
  for (let i = 0; i < text.length; i++) {
    const char = text.charCodeAt(i);
    // ':' never changes in place.
    if (char === 58) continue;
    const before = was.charCodeAt(i);
    if (before !== char) changeDigit(canvas, boxes[digit], before - 48, char - 48);
    digit++;
  }
}

/**
 * Turns the big figure of `look`, which the canvas shows, into `text` in `layout` (a repaint of the running
 * figure): in the same layout and length only the digits that differ are drawn, and `look` itself is
 * changed, with no new look made or compared; else the face is painted from a copy. Returns the look shown.
 */
// @espruino-lead
export function paintFigure(canvas: Canvas, look: FaceLook, text: string, layout: number): FaceLook {
  if (layout !== look.layout || text.length !== look.figure.length || layout === RESULT_LAYOUT) {
    const now = Object.assign({}, look);
    now.figure = text;
    now.layout = layout;
    paintFace(canvas, look, now);
    return now;
  }
  if (text === look.figure) return look;
  tickFigure(canvas, text, layout, look.figure);
  look.figure = text;
  return look;
}

/**
 * Row C, the opponent's time, turned from `was` ("" on a blank canvas) into `now` from character `from` on
 * (the side's name before it stands), so a second that ticks sends the display the time's columns, not the
 * row's, with no search for what changed.
 */
// @espruino-lead
export function paintOpponent(canvas: Canvas, was: string, now: string, from: number): void {
  const end = (now.length > was.length ? now.length : was.length) * PITCH;
  // Cleared in place, not by clearBox: it runs each second on the idle face.
  canvas.setColor(0);
  canvas.fillRect(from * PITCH, ROW_C - 1, end - 1, ROW_C + 6);
  canvas.setColor(1);
  drawText(canvas, now.slice(from), from * PITCH, ROW_C, 1);
}

/** Draws `now` on a canvas that shows `was`; with `was` null the canvas is cleared and drawn whole. */
// @espruino-lead
export function paintFace(canvas: Canvas, was: FaceLook | null, now: FaceLook): void {
  if (was === null) {
    canvas.clear();
    canvas.setColor(1);
  }
  if (was === null || was.side !== now.side || was.status !== now.status) {
    if (was !== null) clearBox(canvas, 0, 0, FACE_WIDTH - 1, ROW_B - 2);
    drawText(canvas, now.side, 0, 0, 1);
    drawText(canvas, now.status, FACE_WIDTH - textWidth(now.status, 1), 0, 1);
  }
  if (was === null || was.detail !== now.detail || was.batteryBars !== now.batteryBars || was.batteryLow !== now.batteryLow) {
    if (was !== null) clearBox(canvas, 0, ROW_B - 1, FACE_WIDTH - 1, ROW_C - 2);
    drawBattery(canvas, now);
    drawText(canvas, now.detail, 0, ROW_B, 1);
  }
  if (was === null || was.opponent !== now.opponent) paintOpponent(canvas, was === null ? '' : was.opponent, now.opponent, 0);
  const digitsOnly = was !== null && sameBody(was, now);
  if (digitsOnly && was.figure === now.figure) return;
  if (was !== null && !digitsOnly) clearBox(canvas, 0, BODY_TOP, FACE_WIDTH - 1, BOTTOM);
  if (now.layout === RESULT_LAYOUT) return drawResult(canvas, now.figure);
  if (digitsOnly) return tickFigure(canvas, now.figure, now.layout, was.figure);
  drawFigure(canvas, now.figure, now.layout);
  drawAside(canvas, now);
}
