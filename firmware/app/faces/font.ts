// The faces' and menus' text font: 5x7 glyphs on a 6-pixel pitch, drawn so that no two characters a
// referee reads can be mistaken (W/H, B/8, N/M, 0/O/D, 5/S, 1/I/L, 2/Z; test/app/font.test.ts measures it).
// A language written in Chinese, Japanese or Korean characters has a font of its own in Storage, 12 pixels
// high, which holds these glyphs beside its own (sim/deviceFont.ts makes it): read where it is drawn.
// @espruino-hot: its functions run at every wake-up, so the build keeps them declared.
import type { Canvas, StorageDevice } from '../../devices';

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
/** The height of a language's own font: its glyphs' rows, and a text line's. */
export const FONT_HEIGHT = 12;
/** The bytes of a language font's widths, before its glyphs: one per character code. */
const WIDTHS_BYTES = 256;

/** Where the language's font is read from, and its file's name; null: the faces' own font. */
// @espruino-lead
let fontStorage: Pick<StorageDevice, 'readAt'> | null = null;
// @espruino-lead
let fontName = '';

/**
 * The pixels a text line takes, its gap below included: 8 in the faces' own font, FONT_HEIGHT in a language's.
 * A variable, not a function: the faces read it at every repaint, and a read costs no call.
 */
// @espruino-lead
export let lineHeight = BITMAP_ROWS;

/** Draws with the font in the file `name` of `storage`, read where it is drawn, or with the faces' own (null). */
export function useFont(storage: Pick<StorageDevice, 'readAt'> | null, name: string): void {
  fontStorage = storage;
  fontName = name;
  lineHeight = storage === null ? BITMAP_ROWS : FONT_HEIGHT;
}

/** Where in a language's font the faces' own glyphs (digits, capitals) stand: their last row two above the line's foot, where the others' ink ends. */
export const OWN_GLYPH_TOP = FONT_HEIGHT - GLYPH_HEIGHT - 2;

/** The width of `text` drawn at `scale`, without the gap after its last character. */
export function textWidth(text: string, scale: number): number {
  if (text.length === 0) return 0;
  if (fontStorage === null) return (text.length * PITCH - 1) * scale;
  const widths = fontStorage.readAt(fontName, 0, WIDTHS_BYTES) as string;
  let width = 0;
  for (let i = 0; i < text.length; i++) width += widths.charCodeAt(text.charCodeAt(i));
  return (width - 1) * scale;
}

// @espruino-lead
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
// @espruino-lead
export function drawText(canvas: Canvas, text: string, x: number, y: number, scale: number): void {
  // The bitmap once decoded is read where it is kept: a call fewer on every text drawn.
  if (fontStorage === null) canvas.setFontCustom(bitmap === null ? fontBitmap() : bitmap, FIRST_CHAR, PITCH, BITMAP_ROWS + (scale << 8));
  else canvas.setFontCustom(fontStorage.readAt(fontName, WIDTHS_BYTES) as string, 0, fontStorage.readAt(fontName, 0, WIDTHS_BYTES) as string, FONT_HEIGHT + (scale << 8));
  canvas.drawString(text, x, y);
}

/**
 * Draws `text`, of the faces' own characters only (a time), at scale 1 from the faces' own font: where a language's
 * font is in use, `OWN_GLYPH_TOP` lower, as that font holds the same glyphs, so the pixels are the same and no font is
 * read from Storage.
 */
// @espruino-lead
export function drawOwnText(canvas: Canvas, text: string, x: number, y: number): void {
  canvas.setFontCustom(bitmap === null ? fontBitmap() : bitmap, FIRST_CHAR, PITCH, BITMAP_ROWS + 256);
  canvas.drawString(text, x, fontStorage === null ? y : y + OWN_GLYPH_TOP);
}
