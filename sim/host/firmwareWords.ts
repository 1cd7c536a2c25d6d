// The firmware's own words (the main time's, each time system's, the device's), joined as the catalogue joins them:
// what the clock itself shows, for the tools below the shells (the device's words file, the referee's gestures),
// which need no shell's words. The catalogue (sim/words.ts) gathers these and every shell's.
import { allWords, joinBooks, sayer, MAIN_TIME_TEXTS, type Say, type WordBook } from '../../firmware/core/index';
import { APP_TEXTS } from '../../firmware/app/words/appWords';

/** The firmware's words, its parts joined (a key in two parts is an error). */
export const FIRMWARE_TEXTS: WordBook = joinBooks([MAIN_TIME_TEXTS, APP_TEXTS].concat(allWords().map((words) => words.texts)));

/** The firmware's words in English: the developers' tools' messages. */
export const firmwareInEnglish: Say = sayer(FIRMWARE_TEXTS, 'en');
