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

/** Five lines of block characters; each pixel is two cells wide so digits look square. */
export function bigText(text: string): string[] {
  const rows: string[] = [];
  for (let row = 0; row < BIG_TEXT_HEIGHT; row++) {
    let line = '';
    for (const ch of text) {
      const glyph = GLYPHS[ch] ?? GLYPHS[' '];
      line += glyph[row].replace(/#/g, '██').replace(/ /g, '  ') + '  ';
    }
    rows.push(line.replace(/ +$/, ''));
  }
  return rows;
}
