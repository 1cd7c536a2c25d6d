// The faces' and menus' text font: 5x7 glyphs on a 6-pixel pitch, drawn so that no two characters a
// referee reads can be mistaken (W/H, B/8, N/M, 0/O/D, 5/S, 1/I/L, 2/Z; test/font.test.ts measures it).
import type { Canvas } from '../../devices';

/** The characters the font draws; any other is drawn as a space. */
export const FONT_CHARS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789:-+/.,()\'"?!%=# ';
/** Five columns a glyph, two hex digits a column, the top row in bit 0. */
const GLYPHS =
  '7e0909097e7f494949363e414141227f4141221c7f494949417f090909013e4149497a7f0808087f00417f41002040413f01' +
  '7f081422417f404040407f020c027f7f0408107f3e4141413e7f090909063e4151215e7f09192946464949493101017f0101' +
  '3f4040403f1f2040201f3f4038403f6314081463030478040361514945433e615d433e44427f404042615149462141454b31' +
  '1814127f1027454545393c4a49493001710905032255495522064949291e0036360000080808080808083e08082010080402' +
  '00606000000050300000001c2241000041221c0000040300000007000700020151090600005f000023130864621414141414147f147f140000000000';

export const GLYPH_WIDTH = 5;
export const GLYPH_HEIGHT = 7;
/** Pixels from one character to the next at scale 1. */
export const PITCH = 6;

/** Column `column` (0–4) of a character's glyph: bit r lit for row r. */
export function glyphColumn(char: string, column: number): number {
  const index = FONT_CHARS.indexOf(char);
  return index < 0 ? 0 : parseInt(GLYPHS.substr(index * 10 + column * 2, 2), 16);
}

/** The width of `text` drawn at `scale`, without the gap after its last character. */
export function textWidth(text: string, scale: number): number {
  return text.length === 0 ? 0 : (text.length * PITCH - 1) * scale;
}

/** The font's range as Espruino's custom fonts take it: ' ' to 'Z' (every character of FONT_CHARS). */
const FIRST_CHAR = 32;
const LAST_CHAR = 90;
/** Rows a column takes in the bitmap: the glyph's seven and a blank one, so a column is a byte. */
const BITMAP_ROWS = 8;

let bitmap: string | null = null;

/** `bits` with the top row (bit 0) moved to the most significant bit, as setFontCustom reads a column. */
function topFirst(bits: number): number {
  let out = 0;
  for (let row = 0; row < BITMAP_ROWS; row++) if ((bits >> row) & 1) out |= 0x80 >> row;
  return out;
}

/**
 * The font as Graphics.setFontCustom takes it: each character from FIRST_CHAR to LAST_CHAR as PITCH
 * columns (its five and the gap), a byte each. Made once, at the first text drawn, and kept (about 40
 * variables): then the interpreter's native code draws every string.
 */
function fontBitmap(): string {
  if (bitmap !== null) return bitmap;
  let out = '';
  for (let code = FIRST_CHAR; code <= LAST_CHAR; code++) {
    for (let column = 0; column < PITCH; column++) out += String.fromCharCode(column < GLYPH_WIDTH ? topFirst(glyphColumn(String.fromCharCode(code), column)) : 0);
  }
  bitmap = out;
  return out;
}

/** Draws `text` with its top-left corner at (x, y), `scale` pixels a font pixel. */
export function drawText(canvas: Canvas, text: string, x: number, y: number, scale: number): void {
  canvas.setFontCustom(fontBitmap(), FIRST_CHAR, PITCH, BITMAP_ROWS + (scale << 8));
  canvas.drawString(text, x, y);
}
