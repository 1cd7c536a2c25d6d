// A 3x5 block font for the faces' digits, readable across a table.

const GLYPHS: Record<string, string[]> = {
  '0': ['###', '# #', '# #', '# #', '###'],
  '1': [' # ', '## ', ' # ', ' # ', '###'],
  '2': ['###', '  #', '###', '#  ', '###'],
  '3': ['###', '  #', '###', '  #', '###'],
  '4': ['# #', '# #', '###', '  #', '  #'],
  '5': ['###', '#  ', '###', '  #', '###'],
  '6': ['###', '#  ', '###', '# #', '###'],
  '7': ['###', '  #', '  #', '  #', '  #'],
  '8': ['###', '# #', '###', '# #', '###'],
  '9': ['###', '# #', '###', '  #', '###'],
  ':': ['   ', ' # ', '   ', ' # ', '   '],
  ' ': ['   ', '   ', '   ', '   ', '   '],
};

export const BIG_TEXT_HEIGHT = 5;

/**
 * Five lines of block characters, each pixel `cells` wide: two makes digits look square, one fits
 * "1:55:00" into a face on an 80-column terminal.
 */
export function bigText(text: string, cells = 2): string[] {
  const on = '█'.repeat(cells);
  const off = ' '.repeat(cells);
  const rows: string[] = [];
  for (let row = 0; row < BIG_TEXT_HEIGHT; row++) {
    let line = '';
    for (const ch of text) {
      const glyph = GLYPHS[ch] ?? GLYPHS[' '];
      line += glyph[row].replace(/#/g, on).replace(/ /g, off) + off;
    }
    rows.push(line.replace(/ +$/, ''));
  }
  return rows;
}

/** The width of `text` in cells, at `cells` per pixel. */
export function bigTextWidth(text: string, cells: number): number {
  return text.length * 4 * cells - cells;
}
