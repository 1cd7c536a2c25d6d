// The words the web clock shows, in the language the player chose (the browser's own until then): every
// text is said through `t`. No DOM here: the controller says its notices through it in Node's tests too.
import { joinBooks, sayer, LANGUAGE_NAMES, TEXT_LANGUAGES, type Say, type TextLanguage } from '../../../firmware/core/index';
import { sharedBooks } from '../../words';
import { PAGE_TEXTS } from './pageWords';
import { REFEREE_TEXTS } from './refereeWords';

const BOOK = joinBooks(sharedBooks().concat([PAGE_TEXTS, REFEREE_TEXTS]));
let said: Say = sayer(BOOK, 'en');

/** A key's text in the page's language, its {name} slots filled. */
export const t: Say = (key, slots) => said(key, slots);

/** Says every later text in `language`. */
export function sayIn(language: TextLanguage): void {
  said = sayer(BOOK, language);
}

/** The languages a chooser lists, each in its own words. */
export function languageChoices(): [TextLanguage, string][] {
  return TEXT_LANGUAGES.map((language) => [language, LANGUAGE_NAMES[language]]);
}
