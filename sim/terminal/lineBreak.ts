// Text laid out in a terminal's cells: wide characters take two, and lines break where each language allows,
// never putting closing punctuation at the start of a line or opening punctuation at its end (kinsoku, 禁则).

/** Characters two cells wide: CJK, kana, Hangul and the fullwidth forms. */
const WIDE = /[\u1100-\u115f\u2e80-\u9fff\uac00-\ud7a3\uff00-\uff60\uffe0-\uffe6]/;
/** Wide characters a line may break between: Chinese and Japanese, not Hangul, whose words are spaced. */
const CJK = /[\u2e80-\u9fff\uff00-\uff60]/;
/** What may not begin a line: closing brackets, stops and commas, small kana, the long vowel mark. */
const NO_START = /[)\]}.,:;!?%）」』】〕〉》、。，．・：；！？ー々ぁぃぅぇぉっゃゅょゎァィゥェォッャュョヮヵヶ…‥]/;
/** What may not end a line: opening brackets. */
const NO_END = /[(\[{（「『【〔〈《]/;
/** Closing punctuation after which a line may break even before a Latin letter or figure. */
const CLOSING = /[）」』】〕〉》、。，．：；！？]/;

/** Cells a character takes on a terminal. */
export const charCells = (char: string): number => (WIDE.test(char) ? 2 : 1);

/** Cells `text` takes on a terminal. */
export const cellsOf = (text: string): number => Array.from(text).reduce((n, char) => n + charCells(char), 0);

/** Whether a line may break between `before` and `after`, two characters with no space between them. */
function breakable(before: string, after: string): boolean {
  if (NO_START.test(after) || NO_END.test(before)) return false;
  return (CJK.test(before) && CJK.test(after)) || CLOSING.test(before);
}

/** `text` in runs a line never breaks inside, each with the spaces that stood before it. */
function runs(text: string): { text: string; space: string }[] {
  const out: { text: string; space: string }[] = [];
  const words = text.split(/( +)/);
  for (let w = 0; w < words.length; w += 2) {
    const chars = Array.from(words[w]);
    let run = '';
    let space = words[w - 1] ?? '';
    chars.forEach((char, i) => {
      if (i > 0 && breakable(chars[i - 1], char)) {
        out.push({ text: run, space: space });
        run = '';
        space = '';
      }
      run += char;
    });
    if (run !== '') out.push({ text: run, space: space });
  }
  return out;
}

/** A run wider than a whole line, cut into pieces that fit (a long typed line, say). */
function cut(text: string, width: number): string[] {
  const pieces: string[] = [];
  let piece = '';
  for (const char of text) {
    if (piece !== '' && cellsOf(piece + char) > width) {
      pieces.push(piece);
      piece = '';
    }
    piece += char;
  }
  return pieces.concat([piece]);
}

/** Words in lines of at most `width` cells, broken only where the language allows. */
export function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const run of runs(text)) {
    const joined = line === '' ? run.text : line + run.space + run.text;
    if (cellsOf(joined) <= width) {
      line = joined;
      continue;
    }
    if (line !== '') lines.push(line);
    const pieces = cut(run.text, width);
    lines.push(...pieces.slice(0, -1));
    line = pieces[pieces.length - 1];
  }
  return line === '' ? lines : lines.concat([line]);
}

/** Between two entries of a key legend on one line. */
const GAP = '   ';

/**
 * A key legend in lines of at most `width` cells: each group starts a line, its entries packed after one
 * another, an entry never split across lines unless it is wider than a whole line.
 */
export function legendLines(groups: string[][], width: number): string[] {
  const lines: string[] = [];
  for (const group of groups) {
    let line = '';
    for (const entry of group) {
      const joined = line === '' ? entry : line + GAP + entry;
      if (cellsOf(joined) <= width) {
        line = joined;
        continue;
      }
      if (line !== '') lines.push(line);
      const pieces = wrap(entry, width);
      lines.push(...pieces.slice(0, -1));
      line = pieces[pieces.length - 1];
    }
    if (line !== '') lines.push(line);
  }
  return lines;
}
