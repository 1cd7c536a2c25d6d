// Draws a face on its 128x64 canvas from its look: rows of text over the big figure, which is as large in every
// language. In the faces' own 8-pixel font three rows: the side and its state, the detail and marks, the opponent's
// time. In a language's 12-pixel font two: the side, its state and the battery; the opponent's time and the detail.
// Given the look the canvas already shows, only the parts that differ are drawn again: the display then sends only
// the window they touched.
// @espruino-hot: its functions run at every wake-up, so the build keeps them declared.
import type { Canvas } from '../../devices';
import type { FaceView } from '../../core/index';
import { bigTextBoxes, bigTextWidth, changeDigit, drawBigText, type BigLayout, type DigitBox } from './bigDigits';
import { batteryLeft, bigLayout, figureOf, FACE_WIDTH, RESULT_LAYOUT, type FaceLook } from './faceLook';
import { drawOwnText, drawText, lineHeight, textWidth, OWN_GLYPH_TOP, PITCH } from './font';
import { word } from '../words/words';

export { segmentRects, bigTextBoxes, type DigitBox, type BigLayout } from './bigDigits';

/**
 * The top of text row `row` (0–2 in the faces' own font, 0–1 in a language's): in a language's 12-pixel font its
 * glyphs have a blank row above their ink, which the face's edge takes. Row C, in the faces' own font, stands in
 * the display's third page (rows 16–23), so a change to it sends that page alone.
 */
function rowTop(row: number): number {
  return lineHeight > 8 ? 12 * row - 1 : 8 * row + (row > 0 ? 1 : 0);
}

/** The first pixel row of text row `row` (and of the row after the last, below them), the band a change to that row clears: the display's pages in the faces' own font. */
function bandTop(row: number): number {
  return lineHeight > 8 ? (row === 0 ? 0 : 12 * row - 1) : 8 * row;
}

/** The top of the rows below the text rows: the big figure and what stands beside it, in every language. */
const BODY_TOP = 26;
/** The stones left in a Canadian period, in big digits under their label. */
const STONES_LAYOUT: BigLayout = { height: 26, digitWidth: 16, thickness: 4, colonWidth: 0, gap: 3 };

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

/** A battery outline with up to four bars at the right edge of row B (row A in a language's font), or "USB"; LOW before it. */
function drawBattery(canvas: Canvas, look: FaceLook): void {
  const left = batteryLeft(look.batteryBars, look.batteryLow);
  const row = rowTop(lineHeight > 8 ? 0 : 1);
  if (look.batteryBars < 0) return drawText(canvas, 'USB', left, row, 1);
  const outline = FACE_WIDTH - 18;
  // The outline stands where the faces' own capitals do.
  const top = row + (lineHeight > 8 ? OWN_GLYPH_TOP : 0);
  canvas.fillRect(outline, top, outline + 15, top + 6);
  canvas.clearRect(outline + 1, top + 1, outline + 14, top + 5);
  canvas.fillRect(outline + 16, top + 2, outline + 17, top + 4);
  for (let i = 0; i < look.batteryBars; i++) canvas.fillRect(outline + 2 + i * 3, top + 2, outline + 3 + i * 3, top + 4);
  if (look.batteryLow) drawText(canvas, word('device.low'), left, row, 1);
}

/**
 * What stands beside the figure. Beside byo-yomi's seconds, the periods left in letters of another kind, as "3"
 * over "LEFT" (in a language's font "3" and its word side by side, as that language writes a count), so "26" and
 * "3" never read as one number or as a count of periods; beside a time, stones left in digits under their label;
 * or a delay's main time under the delay's label and the word for main time (in a language's font, under that word alone).
 */
function drawAside(canvas: Canvas, look: FaceLook): void {
  // A language's font draws the faces' own glyphs OWN_GLYPH_TOP rows down its line, and its own a row down.
  const tall = lineHeight > 8;
  const own = tall ? OWN_GLYPH_TOP : 0;
  if (look.asideCount !== '' && look.layout === 0) {
    drawText(canvas, look.asideCount, 74, 28 - 3 * own, 3);
    const left = word('device.left');
    const x = 76 + textWidth(look.asideCount, 3);
    // The word as tall as the count where it fits, its foot on the count's.
    if (!tall) drawText(canvas, left, 74, 50, 2);
    else if (x + textWidth(left, 2) <= FACE_WIDTH) drawText(canvas, left, x, 26, 2);
    else drawText(canvas, left, x, 37, 1);
  } else if (look.asideCount !== '') {
    drawText(canvas, look.asideLabel, 74, tall ? 25 : 27, 1);
    drawBigText(canvas, look.asideCount, 80, BOTTOM, STONES_LAYOUT);
  } else if (look.mainTime !== '') {
    // Under a language's taller lines the delay's own word, which the status already shows, gives its row to the space between the others.
    if (!tall) drawText(canvas, look.asideLabel, 74, 27, 1);
    drawText(canvas, word('device.main'), 74, tall ? 28 : 38, 1);
    drawText(canvas, look.mainTime, 74, tall ? 43 : 48, textWidth(look.mainTime, 2) <= FACE_WIDTH - 74 ? 2 : 1);
  }
}

/** A result in the largest letters its width allows, centred in the body. */
function drawResult(canvas: Canvas, text: string): void {
  const top = BODY_TOP;
  let scale = 4;
  while (scale > 1 && (textWidth(text, scale) > FACE_WIDTH - 4 || (lineHeight - 1) * scale > BOTTOM - top)) scale--;
  drawText(canvas, text, (FACE_WIDTH - textWidth(text, scale)) >> 1, top + ((BOTTOM - top - (lineHeight - 1) * scale) >> 1), scale);
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
 * Where the ticking figure's digits stand, a box for each of its characters (null at a colon), worked out
 * once for its layout and length rather than each second: a figure of one layout and length has its colons
 * in the same places (formatSeconds). And each digit as its box showed it, an image taken the first time it
 * was drawn there: every box of a layout has one size, and one native drawImage costs Espruino a fifth of
 * the rectangles that change a digit.
 */
// @espruino-lead
let ticking: { layout: number; length: number; boxes: (DigitBox | null)[]; images: Record<string, string> } | null = null;

/** The box of each character of `text` laid out in `layout`, null at a colon. */
function characterBoxes(text: string, layout: number): (DigitBox | null)[] {
  const big = bigLayout(layout);
  const digits = bigTextBoxes(text, figureX(text, layout, big), BOTTOM, big);
  const boxes: (DigitBox | null)[] = [];
  for (let i = 0, digit = 0; i < text.length; i++) boxes.push(text.charAt(i) === ':' ? null : digits[digit++]);
  return boxes;
}

/**
 * Turns the running figure `was` into `text` of the same layout and length: only the digits that differ
 * change. A figure counting down changes at its end, so the search starts where the two first differ; the
 * loop's names are declared before it, as a name declared in a block costs Espruino a scope at each turn.
 */
// @espruino-lead
function tickFigure(canvas: Canvas, text: string, layout: number, was: string): void {
  if (!ticking || ticking.layout !== layout || ticking.length !== text.length) {
    ticking = { layout: layout, length: text.length, boxes: characterBoxes(text, layout), images: {} };
  }
  const boxes = ticking.boxes;
  const images = ticking.images;
  let i = 0;
  while (i < text.length && text[i] === was[i]) i++;
  let box: DigitBox | null;
  let char: string;
  for (; i < text.length; i++) {
    box = boxes[i];
    char = text[i];
    if (!box || char === was[i]) continue;
    if (images[char] !== undefined) canvas.drawImage(images[char], box.x, box.y);
    else {
      changeDigit(canvas, box, was.charCodeAt(i) - 48, char.charCodeAt(0) - 48);
      images[char] = canvas.asImage({ type: 'string', x: box.x, y: box.y, w: box.width, h: box.height });
    }
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

/** Where row C's text after `prefix` (the side's name and its gap, which stand all game) begins, in pixels: worked out once, not each second. */
export function opponentX(prefix: string): number {
  return lineHeight > 8 ? textWidth(prefix, 1) + 1 : prefix.length * PITCH;
}

/**
 * Row C, the opponent's time, turned from `was` ("" on a blank canvas) into `now` from character `from` on, which
 * stands at `x` (opponentX of what is before it), so a second that ticks sends the display the time's columns,
 * not the row's, with no search for what changed and nothing measured.
 */
// @espruino-lead
export function paintOpponent(canvas: Canvas, was: string, now: string, from: number, x: number): void {
  // In the faces' own font the row is on a 6-pixel pitch; in a language's the detail stands after it, so it clears only what either text took.
  const end = lineHeight === 8 ? (now.length > was.length ? now.length : was.length) * PITCH - 1 : x + Math.max(textWidth(was.slice(from), 1), textWidth(now.slice(from), 1));
  drawText(canvas, now.slice(from), x, clearOpponent(canvas, x, end), 1);
}

/**
 * Row C's running time alone, `time` at `x`, where a time of the same length stood: the words after it (byo-yomi's
 * seconds and periods) stay as drawn, and its characters are the faces' own glyphs, drawn from the faces' own font.
 */
// @espruino-lead
export function paintOpponentTime(canvas: Canvas, time: string, x: number): void {
  drawOwnText(canvas, time, x, clearOpponent(canvas, x, x + time.length * PITCH - 1));
}

/**
 * Clears the opponent's row from `x` to `end`, and gives the top of its text: in the faces' own font row C, the display's
 * third page; in a language's, row B (bandTop and rowTop of each, written out: this runs at every second's repaint).
 */
// @espruino-lead
function clearOpponent(canvas: Canvas, x: number, end: number): number {
  const own = lineHeight === 8;
  canvas.clearRect(x, own ? 16 : 11, end, own ? 23 : 22);
  return own ? 17 : 11;
}

/** Draws `now` on a canvas that shows `was`; with `was` null the canvas is cleared and drawn whole. */
// @espruino-lead
export function paintFace(canvas: Canvas, was: FaceLook | null, now: FaceLook): void {
  if (was === null) {
    canvas.clear();
    canvas.setColor(1);
  }
  const tall = lineHeight > 8;
  const battery = was === null || was.batteryBars !== now.batteryBars || was.batteryLow !== now.batteryLow;
  if (was === null || was.side !== now.side || was.status !== now.status || (tall && battery)) {
    if (was !== null) canvas.clearRect(0, 0, FACE_WIDTH - 1, bandTop(1) - 1);
    drawText(canvas, now.side, 0, rowTop(0), 1);
    drawText(canvas, now.status, (tall ? batteryLeft(now.batteryBars, now.batteryLow) - 3 : FACE_WIDTH) - textWidth(now.status, 1), rowTop(0), 1);
    if (tall) drawBattery(canvas, now);
  }
  let opponent = was === null ? '' : was.opponent;
  if (was === null || was.detail !== now.detail || (!tall && battery)) {
    if (was !== null) canvas.clearRect(0, bandTop(1), FACE_WIDTH - 1, bandTop(2) - 1);
    // Under a language's lines the band held the opponent's time too.
    if (tall) opponent = '';
    else drawBattery(canvas, now);
    drawText(canvas, now.detail, tall ? FACE_WIDTH - textWidth(now.detail, 1) : 0, rowTop(1), 1);
  }
  if (opponent !== now.opponent) paintOpponent(canvas, opponent, now.opponent, 0, 0);
  const digitsOnly = was !== null && sameBody(was, now);
  if (digitsOnly && was.figure === now.figure) return;
  if (was !== null && !digitsOnly) canvas.clearRect(0, BODY_TOP, FACE_WIDTH - 1, BOTTOM);
  if (now.layout === RESULT_LAYOUT) return drawResult(canvas, now.figure);
  if (digitsOnly) return tickFigure(canvas, now.figure, now.layout, was.figure);
  drawFigure(canvas, now.figure, now.layout);
  drawAside(canvas, now);
}
