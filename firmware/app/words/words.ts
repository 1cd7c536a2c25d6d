// The device's words: the chosen language's file in Storage (sim/deviceFiles.ts writes it as npm run flash
// does), read each time a face or menu is drawn, so that no language's words are held in variables and a
// Storage that compacts itself never leaves a stale reference behind.
// @espruino-hot: its functions run at every wake-up, so the build keeps them declared.
import type { Say } from '../../core/index';
import type { StorageDevice } from '../../devices';
// The words file names each text by its key's short id; the bundle's keys are ids already (the build's choice).
import { wordId } from '../../build/wordIds.js'; // @espruino-bundle ./wordIdBundled.ts

/** A text language's words are the Storage file of this name and the language ("words.ja"): "\nid\ttext" lines (a key's short id), a character of its font a byte. */
export const WORDS_FILE = 'words.';
/** A text language's font (faces/font.ts), for a language the faces' own cannot write: the file of this name and the language. */
export const FONT_FILE = 'font.';

/** Where the words are read from, and the chosen language's file. */
// @espruino-lead
let wordsStorage: Pick<StorageDevice, 'read'> | null = null;
// @espruino-lead
let wordsName = '';

/** Reads the words from the file `name` of `storage` from now on. */
export function useWords(storage: Pick<StorageDevice, 'read'>, name: string): void {
  wordsStorage = storage;
  wordsName = name;
}

/**
 * The text of `key` in the chosen language, its {name} slots filled; a key and a number ("moves.device.left 15")
 * is how the core and the drivers name a text with its figure, which fills {n}. A key the file lacks (words
 * older than the firmware) shows as "?", never as the key.
 */
export const word: Say = (key, slots) => {
  const space = key.indexOf(' ');
  if (space >= 0) return word(key.slice(0, space), { n: key.slice(space + 1) });
  const words = wordsStorage ? wordsStorage.read(wordsName) || '' : '';
  // Twice rather than held: in the bundle each call is the key itself, and a local would cost a variable.
  const at = words.indexOf('\n' + wordId(key) + '\t');
  if (at < 0) return '?';
  const start = at + wordId(key).length + 2;
  let text = words.slice(start, words.indexOf('\n', start));
  if (slots !== undefined) for (const name in slots) text = text.replace('{' + name + '}', String(slots[name]));
  return text;
};

