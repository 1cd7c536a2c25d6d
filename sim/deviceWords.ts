// The device's words as npm run flash writes them to Storage, from the catalogue: a text language's words
// file, which the firmware reads where it draws them (firmware/app/words/words.ts). A language in Chinese, Japanese
// or Korean characters writes each of them as a byte: its code in the language's font (sim/deviceFiles.ts).
import { FONT_CHARS } from '../firmware/app/faces/font';
import { WORDS_FILE } from '../firmware/app/words/words';
import { wordId } from '../firmware/build/wordIds.js';
import { TEXT_LANGUAGES, type TextLanguage } from '../firmware/core/index';
import { FIRMWARE_TEXTS } from './host/firmwareWords';

/** A file for Storage: its name and its bytes, a character a byte. */
export interface StorageFile {
  name: string;
  data: string;
}

/** The catalogue keys a firmware text may name: the device's, its systems' and their fields'. */
const DEVICE_KEY = /^(?:[a-z]+\.)?device(?:\.[\w.+-]+)?$/;

/** Every key the firmware shows, as the catalogue holds them. */
export function deviceKeys(): string[] {
  return Object.keys(FIRMWARE_TEXTS).filter((key) => DEVICE_KEY.test(key));
}

/** Whether the device prints `key`'s text in the game's SGF rather than draws it: it is kept as UTF-8 (the SGF's CA), not in the font's codes. */
export function printedKey(key: string): boolean {
  return /\.sgf(\.|$)/.test(key);
}

/**
 * Whether the faces may show `key` in play: the device's own words of one part ("device.flag") and the systems'
 * ("byoyomi.device.periods"), not a menu's, a hint's or the record's ("device.item.main", "ing.device.sgf").
 */
function shownInPlay(key: string): boolean {
  const parts = key.split('.');
  return parts.length === 2 || (parts.length === 3 && parts[1] === 'device' && parts[2] !== 'sgf');
}

/**
 * The device's texts in `language`, by key: those the faces show in play first, as the firmware finds a word by
 * reading its file from the start, and a whole update of the clock looks up a dozen.
 */
export function deviceTexts(language: TextLanguage): [string, string][] {
  const at = TEXT_LANGUAGES.indexOf(language);
  const keys = deviceKeys();
  return keys.filter(shownInPlay).concat(keys.filter((key) => !shownInPlay(key))).map((key) => [key, FIRMWARE_TEXTS[key][at]]);
}

/** A text as the device holds it: its characters as the font's codes (`codes`: those beyond the faces' own), its {slots} as they are. */
function encoded(key: string, text: string, codes: Map<string, number>): string {
  return text.split(/(\{\w+\})/).map((part, i) => {
    if (i % 2 === 1) return part;
    let out = '';
    for (const char of part) {
      const code = codes.get(char);
      if (code === undefined && FONT_CHARS.indexOf(char) < 0) throw new Error('words: ' + key + ' has ' + char + ', which the faces cannot draw');
      out += code === undefined ? char : String.fromCharCode(code);
    }
    return out;
  }).join('');
}

/** The words file of `language`: "\nid\ttext" lines (each key's short id, as the bundle names it), ending in a line's end; `codes`: its font's characters beyond the faces' own. */
export function deviceWordsFile(language: TextLanguage, codes: Map<string, number> = new Map()): StorageFile {
  let words = '';
  for (const [key, text] of deviceTexts(language)) {
    if (/[\t\n]/.test(text)) throw new Error('words: ' + key + ' holds a tab or a line break');
    words += '\n' + wordId(key) + '\t' + (printedKey(key) ? String.fromCharCode(...new TextEncoder().encode(text)) : encoded(key, text, codes));
  }
  return { name: WORDS_FILE + language, data: words + '\n' };
}

/** Files held in memory, read as the firmware reads Storage (whole, or a part): how tools draw with the device's words and fonts. */
export function filesStorage(files: StorageFile[]): { read(name: string): string | undefined; readAt(name: string, offset: number, length?: number): string | undefined } {
  const data = (name: string) => files.find((file) => file.name === name)?.data;
  return {
    read: data,
    readAt: (name, offset, length) => data(name)?.slice(offset, length === undefined ? undefined : offset + length),
  };
}
