// The faces' and menus' text font: 5x7 glyphs on a 6-pixel pitch, drawn so that no two characters a
// referee reads can be mistaken (W/H, B/8, N/M, 0/O/D, 5/S, 1/I/L, 2/Z; test/font.test.ts measures it).
// @espruino-hot: its functions run at every wake-up, so the build keeps them declared.
import type { Canvas } from '../../devices';

/** The characters the font draws; any other is drawn as a space. */
export const FONT_CHARS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789:-+/.,()\'"?!%=# ';
/** The font's range as Espruino's custom fonts take it: ' ' to 'Z' (every character of FONT_CHARS). */
const FIRST_CHAR = 32;
const LAST_CHAR = 90;
/** Rows a column takes in the bitmap: the glyph's seven and a blank one, so a column is a byte. */
const BITMAP_ROWS = 8;
export const GLYPH_WIDTH = 5;
export const GLYPH_HEIGHT = 7;
/** Pixels from one character to the next at scale 1. */
export const PITCH = 6;

/** The width of `text` drawn at `scale`, without the gap after its last character. */
export function textWidth(text: string, scale: number): number {
  return text.length === 0 ? 0 : (text.length * PITCH - 1) * scale;
}

let bitmap: string | null = null;

/**
 * The font's bitmap, decoded at the first text drawn and kept (about 30 variables). The base64 is the
 * glyphs as Graphics.setFontCustom takes them, as Espruino's own fonts are: each character from
 * FIRST_CHAR to LAST_CHAR as PITCH columns (its five and the gap), a byte a column with the top row in
 * the most significant bit. Building it from a readable table took about 3,000 work units at boot; the
 * native atob decodes it at once. It is a literal here, not a constant, so
 * that only the decoded copy stays in the variables.
 */
function fontBitmap(): string {
  if (bitmap === null) {
    bitmap = atob(
      'AAAAAAAAAAD6AAAAAOAA4AAAKP4o/igAAAAAAAAAxMgQJkYAAAAAAAAAACDAAAAAADhEggAAAIJEOAAAAAAAAAAAEBB8EBAA' +
      'AAoMAAAAEBAQEBAAAAYGAAAABAgQIEAAfIa6wnwAIkL+AgIAQoaKkmIAhIKi0owAGChI/ggA5KKiopwAPFKSkgwAgI6QoMAA' +
      'RKqSqkQAYJKSlHgAAGxsAAAAAAAAAAAAAAAAAAAAKCgoKCgAAAAAAAAAQICKkGAAAAAAAAAAfpCQkH4A/pKSkmwAfIKCgkQA' +
      '/oKCRDgA/pKSkoIA/pCQkIAAfIKSkl4A/hAQEP4AAIL+ggAABAKC/IAA/hAoRIIA/gICAgIA/kAwQP4A/iAQCP4AfIKCgnwA' +
      '/pCQkGAAfIKKhHoA/pCYlGIAYpKSkowAgID+gIAA/AICAvwA+AQCBPgA/AIcAvwAxigQKMYAwCAeIMAAhoqSosIA');
  }
  return bitmap;
}

/** Column `column` (0–4) of a character's glyph: bit r lit for row r. */
export function glyphColumn(char: string, column: number): number {
  const code = char.charCodeAt(0);
  if (FONT_CHARS.indexOf(char) < 0 || code < FIRST_CHAR || code > LAST_CHAR) return 0;
  const byte = fontBitmap().charCodeAt((code - FIRST_CHAR) * PITCH + column);
  let bits = 0;
  for (let row = 0; row < GLYPH_HEIGHT; row++) if (byte & (0x80 >> row)) bits |= 1 << row;
  return bits;
}

/** Draws `text` with its top-left corner at (x, y), `scale` pixels a font pixel. */
export function drawText(canvas: Canvas, text: string, x: number, y: number, scale: number): void {
  // The bitmap once decoded is read where it is kept: a call fewer on every text drawn.
  canvas.setFontCustom(bitmap === null ? fontBitmap() : bitmap, FIRST_CHAR, PITCH, BITMAP_ROWS + (scale << 8));
  canvas.drawString(text, x, y);
}
