// What each view of the case shows, written across its top in the faces' own 5x7 font (firmware/app/faces/font.ts):
// no font is looked up on the machine, so every machine draws the same pixels and the views stay reproducible.
import { FONT_CHARS, GLYPH_HEIGHT, glyphColumn, PITCH } from '../../firmware/app/faces/font';

/** Each picture's caption, by its file, in the guide's order: capitals, as the font has no others. */
export const CAPTIONS: Record<string, string> = {
  'printed.png': 'THE TWO PRINTED PARTS AS THEY LIE ON THE BED: THE BODY AND THE LID',
  'lid-fitted.png': 'THE LID FROM ABOVE, WITH THE PARTS IT HOLDS',
  'body-fitted.png': 'THE BODY FROM BELOW, WITH THE PARTS FITTED IN IT',
  'closing.png': 'CLOSING: THE BODY LOWERED ONTO THE LID',
  'front.png': "THE CLOCK FROM THE REFEREE'S SIDE",
  'back.png': 'THE CLOCK FROM THE BACK: USB, PIN HOLE, MICROSD, POWER SWITCH',
};

/** A font pixel's side in picture pixels: 14 px capitals read at the guide's width. */
export const CAPTION_SCALE = 2;
/** Where the caption's first glyph starts, and the band across the top kept clear of the model for it. */
export const CAPTION_AT = { x: 12, y: 10 };
export const CAPTION_BAND = CAPTION_AT.y * 2 + GLYPH_HEIGHT * CAPTION_SCALE;
export const CAPTION_INK = [40, 40, 48];

/** Whether the font pixel at `column` (0–4), `row` (0–6) of `char` is inked. */
export function inked(char: string, column: number, row: number): boolean {
  return (glyphColumn(char, column) & (1 << row)) !== 0;
}

/** Writes `text` into the RGB picture `rgb`, `width` pixels wide, at the top left; throws on a character the font lacks or a line too long. */
export function drawCaption(rgb: Uint8Array, width: number, text: string): void {
  for (const char of text) if (!FONT_CHARS.includes(char)) throw new Error('caption "' + text + '": the font has no "' + char + '"');
  if (CAPTION_AT.x + text.length * PITCH * CAPTION_SCALE > width) throw new Error('caption "' + text + '" is wider than the picture');
  [...text].forEach((char, i) => {
    for (let column = 0; column < PITCH - 1; column++) {
      for (let row = 0; row < GLYPH_HEIGHT; row++) {
        if (!inked(char, column, row)) continue;
        const [x0, y0] = [CAPTION_AT.x + (i * PITCH + column) * CAPTION_SCALE, CAPTION_AT.y + row * CAPTION_SCALE];
        for (let dy = 0; dy < CAPTION_SCALE; dy++) {
          for (let dx = 0; dx < CAPTION_SCALE; dx++) rgb.set(CAPTION_INK, ((y0 + dy) * width + x0 + dx) * 3);
        }
      }
    }
  });
}
