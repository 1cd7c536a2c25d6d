// The words the web clock shows, in the language the player chose (the browser's own until then): every
// text is said through `t`. No DOM here: the controller says its notices through it in Node's tests too.
import { LANGUAGE_NAMES, TEXT_LANGUAGES, type Say, type TextLanguage } from '../../../firmware/core/index';
import { inEnglish, wordsIn } from '../../words';

let said: Say = inEnglish;

/** A key's text in the page's language, its {name} slots filled. */
export const t: Say = (key, slots) => said(key, slots);

/** Says every later text in `language`. */
export function sayIn(language: TextLanguage): void {
  said = wordsIn(language);
}

/** The languages a chooser lists, each in its own words. */
export function languageChoices(): [TextLanguage, string][] {
  return TEXT_LANGUAGES.map((language) => [language, LANGUAGE_NAMES[language]]);
}
