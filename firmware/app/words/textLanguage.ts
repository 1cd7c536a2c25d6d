// Which language the faces write in, and where its words and font are read from: the one the settings
// choose, else the voice's; a language whose words npm run flash did not write gives way to English, and
// English, when it was not written either, to the first language that was.
import { TEXT_LANGUAGES } from '../../core/index';
import type { StorageDevice } from '../../devices';
import { useFont } from '../faces/font';
import { LANGUAGES, type SavedSettings } from '../settings';
import { useWords, FONT_FILE, WORDS_FILE } from './words';

/** The text languages whose words are in Storage, in the catalogue's order. */
export function textLanguagesKept(storage: StorageDevice): string[] {
  return (TEXT_LANGUAGES as readonly string[]).filter((language) => storage.readAt(WORDS_FILE + language, 0, 1) !== undefined);
}

/**
 * Draws the faces from now on in the language `saved` asks for (its own, or the voice's: Cantonese's is Traditional
 * Chinese), English without settings, or as near to it as Storage holds.
 */
export function showTextLanguage(storage: StorageDevice, saved: SavedSettings | null): void {
  const asked = saved === null ? 'en' : saved.text !== '' ? saved.text : TEXT_LANGUAGES[LANGUAGES.indexOf(saved.language)];
  const kept = textLanguagesKept(storage);
  const language = kept.indexOf(asked) >= 0 || kept.length === 0 ? asked : kept.indexOf('en') >= 0 ? 'en' : kept[0];
  const font = FONT_FILE + language;
  useWords(storage, WORDS_FILE + language);
  useFont(storage.readAt(font, 0, 1) === undefined ? null : storage, font);
}
