// The catalogue: every part's words joined into one book, in five languages. A key in two parts, or a
// part left out, is found here: test/words/catalogue.test.ts checks every text of every key.
import { joinBooks, sayer, type Say, type TextLanguage, type WordBook } from '../firmware/core/index';
import { FIRMWARE_TEXTS } from './host/firmwareWords';
import { FACE_TEXTS } from './faceWords';
import { REFUSAL_TEXTS } from './terminal/refusals';
import { PAGE_TEXTS } from './web/page/pageWords';
import { REFEREE_TEXTS } from './web/page/refereeWords';
import { HALL_TEXTS } from './web/page/hallWords';
import { TERMINAL_TEXTS } from './terminal/terminalWords';
import { DIRECTOR_TEXTS } from './hall/directorWords';
import { SCREEN_TEXTS } from './screens/screenWords';
import { INSTALL_TEXTS } from './web/page/installWords';

/** Every part of the catalogue: the firmware's (the systems', the device's), its screens' captions, the faces', the refusals', the web clock's, the installer's, the hall's, the director's and the terminal's. */
function catalogueParts(): WordBook[] {
  return [FIRMWARE_TEXTS, SCREEN_TEXTS, FACE_TEXTS, REFUSAL_TEXTS, PAGE_TEXTS, REFEREE_TEXTS, INSTALL_TEXTS, HALL_TEXTS, TERMINAL_TEXTS, DIRECTOR_TEXTS];
}

/** The catalogue, its parts joined (a key in two parts is an error). */
export const CATALOGUE: WordBook = joinBooks(catalogueParts());

/** What the catalogue says in `language`. */
export function wordsIn(language: TextLanguage): Say {
  return sayer(CATALOGUE, language);
}

/** The catalogue in English: the developers' tools, and the default of what tests read. */
export const inEnglish: Say = wordsIn('en');

/** Names any language may show in Latin letters: formats, products, connections, SGF's result notation, keys. */
const PROPER_NAMES = ['SGF', 'JSONL', 'USB', 'Bluetooth', 'Web', 'Serial', 'Chrome', 'Edge', 'Android', 'iPhone', 'Bluefy', 'HTTPS', 'RE', 'English', 'Esc', 'Enter', 'ESPRUINO', 'Espruino', 'Node', 'DFPlayer', 'microSD', 'FAT', 'FIDE'];
/** What a person types, alike in every language: a command, and the terminal's correction syntax ("b 1h20m", "w periods 2", h:mm:ss). */
const TYPED = /npm run [\w:]+(?: -- --[\w-]+)?|\[[a-z|]+\]|\b\d+[hms]\d*[hms]?\b|\b[bw] (?:main|periods|used|moves|block)\b|\bh:mm:ss\b/g;

/** The Latin-letter words of `text` that are not proper names or typed: English where another language was asked for. */
export function englishWords(text: string): string[] {
  return (text.replace(TYPED, '').match(/[A-Za-z]{2,}/g) ?? []).filter((word) => PROPER_NAMES.indexOf(word) < 0);
}
