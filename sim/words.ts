// The catalogue: every part's words joined into one book, in five languages. A key in two parts, or a
// part left out, is found here: test/catalogue.test.ts checks every text of every key.
import { allWords, joinBooks, sayer, MAIN_TIME_TEXTS, type Say, type TextLanguage, type WordBook } from '../firmware/core/index';
import { FACE_TEXTS } from './faceWords';
import { REFUSAL_TEXTS } from './terminal/refusals';

/** The catalogue's parts that are not a page's: the systems', the faces', the refusals'. */
export function sharedBooks(): WordBook[] {
  return [MAIN_TIME_TEXTS, FACE_TEXTS, REFUSAL_TEXTS].concat(allWords().map((words) => words.texts));
}

/** What the shared words say in `language`, with `more` books (a page's own) joined to them. */
export function wordsIn(language: TextLanguage, more: WordBook[] = []): Say {
  return sayer(joinBooks(sharedBooks().concat(more)), language);
}

/** The shared words in English: the developers' tools, and the terminal clock until its own words join the catalogue. */
export const inEnglish: Say = wordsIn('en');

/** Names any language may show in Latin letters: formats, products, connections, SGF's result notation. */
const PROPER_NAMES = ['SGF', 'JSONL', 'USB', 'Bluetooth', 'Web', 'Serial', 'Chrome', 'Edge', 'Android', 'iPhone', 'Bluefy', 'HTTPS', 'RE', 'English'];

/** The Latin-letter words of `text` that are not proper names: English where another language was asked for. */
export function englishWords(text: string): string[] {
  return (text.match(/[A-Za-z]{2,}/g) ?? []).filter((word) => PROPER_NAMES.indexOf(word) < 0);
}
