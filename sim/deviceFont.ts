// The faces' font for a language written in Chinese, Japanese or Korean characters: the glyphs its device
// words use and no more, 12 pixels high, generated at build time from a Debian bitmap font, with the faces'
// own 5x7 capitals, digits and signs beside them. The firmware draws it as it draws its own font, with
// Graphics.setFontCustom, from Storage (firmware/app/faces/font.ts).
//   Chinese and Japanese: WenQuanYi Bitmap Song 9pt (xfonts-wqy), GPL 2 with the font embedding exception.
//   Korean: Baekmuk Dotum 12 (xfonts-baekmuk), its own licence, which allows use and modification with
//   its notice; WenQuanYi has no Hangul syllables. Neither font is copied into this repository.
import { existsSync } from 'node:fs';
import { readPcfFont, type PcfFont } from './host/pcfFont';
import { glyphColumn, FONT_CHARS, FONT_HEIGHT, GLYPH_HEIGHT, OWN_GLYPH_TOP, PITCH } from '../firmware/app/faces/font';
import type { TextLanguage } from '../firmware/core/index';

/** A bitmap font's file, and how a character is found in it: most fonts by its code point, Baekmuk by its KS X 1001 code. */
interface FontSource {
  path: string;
  package: string;
  code(char: string): number | null;
  /** Rows of its cell above the 12 taken: a CJK glyph's ink starts a row below the cell's top in WenQuanYi. */
  skipRows: number;
}

const WENQUANYI: FontSource = { path: '/usr/share/fonts/X11/misc/wenquanyi_9pt.pcf', package: 'xfonts-wqy', code: (char) => char.codePointAt(0) ?? null, skipRows: 1 };

/** KS X 1001's code of each Hangul syllable and sign it holds, from EUC-KR, which is KS X 1001 with the high bits set. */
function ksCodes(): Map<string, number> {
  const decoder = new TextDecoder('euc-kr');
  const codes = new Map<string, number>();
  for (let high = 0x21; high <= 0x7e; high++) {
    for (let low = 0x21; low <= 0x7e; low++) codes.set(decoder.decode(new Uint8Array([high | 0x80, low | 0x80])), (high << 8) | low);
  }
  return codes;
}

const BAEKMUK: FontSource = {
  path: '/usr/share/fonts/X11/75dpi/dotum12.pcf.gz',
  package: 'xfonts-baekmuk',
  code: (() => {
    let codes: Map<string, number> | null = null;
    return (char: string) => (codes ??= ksCodes()).get(char) ?? null;
  })(),
  skipRows: -1,
};

/** Where each language's characters come from; English needs none but the faces' own. */
export const FONT_SOURCES: Partial<Record<TextLanguage, FontSource>> = { 'zh-Hans': WENQUANYI, 'zh-Hant': WENQUANYI, ja: WENQUANYI, ko: BAEKMUK };

/**
 * The character codes a language's glyphs take, in order: every byte but the faces' own characters (FONT_CHARS),
 * NUL (Graphics.drawString's inline image), the tab and line end that part the words file, and the braces of its {slots}.
 */
export const GLYPH_CODES: number[] = [];
for (let code = 1; code < 256; code++) if ('\t\n{}'.indexOf(String.fromCharCode(code)) < 0 && FONT_CHARS.indexOf(String.fromCharCode(code)) < 0) GLYPH_CODES.push(code);

/** A language's face font: each of its characters' code, and the font as Storage holds it (see packFont). */
export interface FaceFont {
  codes: Map<string, number>;
  file: string;
}

/** Column `x` of a glyph, as the font packs it: `FONT_HEIGHT` bits, the top row first. */
type Columns = number[][];

/** The faces' own glyph of `char`, with its gap, its 5x7 rows from OWN_GLYPH_TOP on. */
function ownGlyph(char: string): Columns {
  const top = OWN_GLYPH_TOP;
  const columns: Columns = [];
  for (let x = 0; x < PITCH; x++) {
    const bits = x < PITCH - 1 ? glyphColumn(char, x) : 0;
    columns.push(Array.from({ length: FONT_HEIGHT }, (_, y) => (y >= top && y < top + GLYPH_HEIGHT ? (bits >> (y - top)) & 1 : 0)));
  }
  return columns;
}

/**
 * `char` from the bitmap font, FONT_HEIGHT rows of its cell from `skipRows` on (a negative skip adds blank rows above),
 * and a blank column after it where its ink reaches its cell's last: the faces measure a text without the gap after
 * its last character (textWidth), so a text set against the panel's right edge would lose that column.
 */
function sourceGlyph(font: PcfFont, source: FontSource, char: string): Columns {
  const code = source.code(char);
  const glyph = code === null ? null : font.glyph(code);
  if (glyph === null) throw new Error('the ' + source.package + ' font (' + source.path + ') has no glyph for ' + char);
  const columns: Columns = [];
  for (let x = 0; x < glyph.width; x++) {
    columns.push(Array.from({ length: FONT_HEIGHT }, (_, y) => glyph.rows[y + source.skipRows]?.[x] ?? 0));
  }
  if (columns.length > 0 && columns[columns.length - 1].some((bit) => bit === 1)) columns.push(new Array(FONT_HEIGHT).fill(0));
  return columns;
}

/**
 * The font as Graphics.setFontCustom takes it, in one file: 256 bytes of widths (a character's code indexes
 * them, 0 where the font has no glyph), then the glyphs from code 0 on, each column FONT_HEIGHT bits, the
 * top row first, bits packed across bytes as Espruino reads them.
 */
function packFont(glyphs: Map<number, Columns>): string {
  const widths: number[] = new Array(256).fill(0);
  const bits: number[] = [];
  for (let code = 0; code < 256; code++) {
    const columns = glyphs.get(code);
    if (columns === undefined) continue;
    widths[code] = columns.length;
    for (const column of columns) bits.push(...column);
  }
  const bytes: number[] = [];
  for (let i = 0; i < bits.length; i += 8) {
    let byte = 0;
    for (let b = 0; b < 8; b++) byte |= (bits[i + b] ?? 0) << (7 - b);
    bytes.push(byte);
  }
  return String.fromCharCode(...widths) + Buffer.from(bytes).toString('latin1');
}

/** The face font of `language` for the characters `texts` use beyond the faces' own, which keep their codes. */
export function faceFont(language: TextLanguage, texts: string[]): FaceFont {
  const source = FONT_SOURCES[language];
  if (source === undefined) throw new Error('the faces draw ' + language + ' with their own font');
  if (!existsSync(source.path)) throw new Error('no ' + source.path + ': install Debian\'s ' + source.package + ' (apt-get install ' + source.package + ')');
  const font = readPcfFont(source.path);
  const wide = [...new Set(texts.join(''))].filter((char) => FONT_CHARS.indexOf(char) < 0).sort();
  if (wide.length > GLYPH_CODES.length) throw new Error(language + ' uses ' + wide.length + ' characters, more than the ' + GLYPH_CODES.length + ' a face font holds');
  const codes = new Map<string, number>();
  const glyphs = new Map<number, Columns>();
  for (const char of FONT_CHARS) glyphs.set(char.charCodeAt(0), ownGlyph(char));
  wide.forEach((char, i) => {
    codes.set(char, GLYPH_CODES[i]);
    glyphs.set(GLYPH_CODES[i], sourceGlyph(font, source, char));
  });
  return { codes: codes, file: packFont(glyphs) };
}
