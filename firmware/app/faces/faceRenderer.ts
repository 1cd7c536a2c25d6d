// Draws one face on a 128x64 canvas: seven-segment digits made of rectangles (legible at 3 m on a
// 2.42" panel, and no font data to ship) under two rows of 5x7 text: the side and its state, then marks.
import type { Canvas } from '../../devices';
import { formatSeconds, stageSystem, FIGURE_SECONDS, FIGURE_SMALL_CLOCK, MINUTE_MS, SECOND_MS, type FaceView } from '../../core/index';
import { drawText, textWidth } from './font';

export const FACE_WIDTH = 128;

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

/** The layout and text of the big figure for a view; exported so tests can read digits back from pixels. */
export function bigFigure(view: FaceView): { text: string; layout: BigLayout; x: number; bottom: number } {
  // Byo-yomi's seconds and a delay's run as two big digits, with what goes with them at the right.
  if (view.figure === FIGURE_SECONDS) {
    const text = (view.seconds < 10 ? '0' : '') + view.seconds;
    return { text: text, layout: { height: 46, digitWidth: 28, thickness: 6, colonWidth: 0, gap: 4 }, x: 4, bottom: 63 };
  }
  const text = formatSeconds(view.seconds);
  // A count beside the time (a Canadian period's stones) leaves the time the smaller digits.
  if (view.figure === FIGURE_SMALL_CLOCK) return { text: text, layout: { height: 36, digitWidth: 14, thickness: 4, colonWidth: 6, gap: 3 }, x: 2, bottom: 63 };
  // Layouts are made when drawn, not kept: on Espruino every object held costs variables the whole game.
  const layout: BigLayout =
    text.length > 5
      ? { height: 36, digitWidth: 16, thickness: 4, colonWidth: 6, gap: 3 }
      : { height: 44, digitWidth: 22, thickness: 5, colonWidth: 8, gap: 3 };
  return { text: text, layout: layout, x: Math.floor((FACE_WIDTH - bigTextWidth(text, layout)) / 2), bottom: 63 };
}

/** Row A, right: the one word that matters most about this side now. */
function statusText(view: FaceView, flagged: boolean, marks: FaceMarks): string {
  if (view.over) return view.lostBy !== null ? 'LOST' : view.wonBy !== null ? 'WON' : 'GAME OVER';
  if (flagged) return 'FLAG';
  if (view.paused) return view.sealed ? 'SEALED' : 'PAUSED';
  // A voice that cannot speak outranks the mode, which the figures already show.
  if (marks.sound !== '') return marks.sound;
  return view.status;
}

/** A time in the faces' short form: "5S" under a minute in whole seconds, else m:ss or h:mm:ss. */
function shortTime(ms: number): string {
  return ms < MINUTE_MS && ms % SECOND_MS === 0 ? ms / SECOND_MS + 'S' : formatSeconds(Math.ceil(ms / SECOND_MS));
}

/** Row B in play: what the system adds to a move (increment, delay, extension), and the stage; `room` in pixels. */
function systemText(view: FaceView, room: number): string {
  const tc = view.control;
  let text = stageSystem(tc).faceDetail(view, shortTime);
  if (view.stage > 0) {
    const stage = 'STAGE ' + view.stage + (tc.untilMove === undefined ? '' : ' TO #' + tc.untilMove);
    // The stage first: the figures under it already show what the system does.
    text = textWidth(stage + ' ' + text, 1) <= room ? stage + ' ' + text : stage;
  }
  return textWidth(text, 1) <= room ? text : '';
}

/** Row B, left: how the flag fell or the game was decided, or in pause whose clock runs next; `room` in pixels. */
function detailText(view: FaceView, flagged: boolean, room: number): string {
  const reason = view.over || flagged ? view.lostBy ?? view.wonBy : null;
  if (reason !== null) return reason === 'late' ? 'BY LATENESS' : 'ON TIME';
  if (!view.paused || !view.onMove) return view.over ? '' : systemText(view, room);
  return view.sealed && textWidth('RUNS ON RESUME', 1) <= room ? 'RUNS ON RESUME' : 'TO MOVE';
}

/** What the app adds to a face: the device's state in small print, and the move number. */
export interface FaceMarks {
  /** "" when calls go as chosen; else "NO VOICE", "BEEP" or "SILENT". */
  sound: string;
  /** 0–4, or -1 on USB power without a pack. */
  batteryBars: number;
  batteryLow: boolean;
  /** The move in progress, shown beside the side's name; 0 hides it. */
  moveNumber: number;
}

const ROW_B = 9;

/** A battery outline with up to four bars at the right edge of row B (or "USB"), LOW before it; returns where they begin. */
function drawBattery(canvas: Canvas, marks: FaceMarks): number {
  let left = FACE_WIDTH;
  if (marks.batteryBars < 0) {
    left -= textWidth('USB', 1);
    drawText(canvas, 'USB', left, ROW_B, 1);
    return left;
  }
  left -= 18;
  canvas.fillRect(left, ROW_B, left + 15, ROW_B + 6);
  canvas.setColor(0);
  canvas.fillRect(left + 1, ROW_B + 1, left + 14, ROW_B + 5);
  canvas.setColor(1);
  canvas.fillRect(left + 16, ROW_B + 2, left + 17, ROW_B + 4);
  for (let i = 0; i < marks.batteryBars; i++) canvas.fillRect(left + 2 + i * 3, ROW_B + 2, left + 3 + i * 3, ROW_B + 4);
  if (marks.batteryLow) {
    left -= textWidth('LOW', 1) + 3;
    drawText(canvas, 'LOW', left, ROW_B, 1);
  }
  return left;
}

/**
 * Draws the face on a cleared canvas. `notice` replaces the status word (e.g. RECOVERED). `flagged` is the settled flag (the
 * app shows it only once no earlier press can undo it); a side that flagged first keeps its "1ST" mark
 * all game, the end included.
 */
export function drawFace(canvas: Canvas, view: FaceView, sideLabel: string, flagged: boolean, notice: string | null, marks: FaceMarks): void {
  drawText(canvas, marks.moveNumber > 0 ? sideLabel + ' #' + marks.moveNumber : sideLabel, 0, 0, 1);
  const status = notice ?? statusText(view, flagged, marks);
  drawText(canvas, status, FACE_WIDTH - textWidth(status, 1), 0, 1);
  const first = view.firstFlag ? '1ST ' : '';
  const batteryLeft = drawBattery(canvas, marks);
  drawText(canvas, first + detailText(view, flagged, batteryLeft - 3 - textWidth(first, 1)), 0, ROW_B, 1);
  const figure = bigFigure(view);
  drawBigText(canvas, figure.text, figure.x, figure.bottom, figure.layout);
  // Periods or stones left beside the time, with a label, so "42" and "3" can never be read as one number.
  const aside = view.aside;
  if (aside !== null) {
    drawText(canvas, aside[0], 74, 22, 1);
    drawBigText(canvas, String(aside[1]), 80, 63, { height: 30, digitWidth: 16, thickness: 4, colonWidth: 0, gap: 3 });
  } else if (view.delaySeconds > 0) {
    // The delay runs first; main time waits beside it.
    const main = formatSeconds(view.mainSeconds);
    drawText(canvas, 'DELAY', 74, 22, 1);
    drawText(canvas, 'MAIN', 74, 38, 1);
    drawText(canvas, main, 74, 48, textWidth(main, 2) <= FACE_WIDTH - 74 ? 2 : 1);
  }
}
