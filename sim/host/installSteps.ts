// What both installers (npm run flash and the installer page) say to a board's console so that Storage ends up laid
// out as sim/host/storageLayout.ts says, where no compaction the clock makes can move the firmware or leave Storage corrupt:
// first they ask what the clock keeps (its settings' text, a kept record, which is saved for the player), then
// Storage is erased whole; once the firmware, its words and its voice are written in place (no trash), the journal
// fills their last page, and the settings go back as a whole page of their own, marked in the journal.
import { JOURNAL_FILE, SAVED_SETTINGS } from '../../firmware/app/record/journal';
import { SETTINGS_FILE } from '../../firmware/app/settings';
import { RECORD_FILES } from '../../firmware/app/record/recorder';
import { FLASH_PAGE_ERASE_MS, HEADER_BYTES } from './storageFacts';

/** Espruino's Storage module, as each line names it. */
export const STORAGE = 'require("Storage")';

/** The settings' text, up to its page's first erased byte, as the firmware reads it; null without a settings file. */
export const SETTINGS_QUESTION = '(function(t){return t===undefined?null:t.split("\\xff")[0]})(' + STORAGE + '.read("' + SETTINGS_FILE + '"))';

/** Whether a record is kept: a first chunk of either record file. */
export const RECORD_QUESTION = RECORD_FILES.map((file) => STORAGE + '.read(' + JSON.stringify(file + '\x01') + ')!==undefined').join('||');

/** The record as the running firmware prints it, its own lines (what npm run sim -- --sgf-from reads). */
export const RECORD_PRINT = 'clock.record("raw")';

/** One chunk of a record file, base64 (a console line carries no 0xFF safely); null past the last. */
const chunkQuestion = (file: string, chunk: number) => '(function(d){return d===undefined?null:btoa(d)})(' + STORAGE + '.read(' + JSON.stringify(file + String.fromCharCode(chunk)) + '))';

/** Storage erased whole: a page at a time, the watchdog kicked between pages (jshFlashErasePages, targets/nrf5x). */
export const ERASE_ALL = STORAGE + '.eraseAll()';

/** How long erasing Storage whole keeps the board from answering: every page at the nRF52840's erase time. */
export function eraseAllMs(storageBytes: number, pageBytes: number): number {
  return Math.ceil(storageBytes / pageBytes) * FLASH_PAGE_ERASE_MS;
}

/** The settings file's size: one chunk, so that with its header it takes a whole page, as the firmware writes it. */
export function settingsPageSize(pageBytes: number): number {
  return Math.min(pageBytes, 4096) - HEADER_BYTES;
}

/** A JavaScript string literal of `text` in ASCII: the console's links carry bytes, and Espruino reads \u escapes. */
export function asciiLiteral(text: string): string {
  return JSON.stringify(text).replace(/[\u007f-\uffff]/g, (c) => '\\u' + c.charCodeAt(0).toString(16).padStart(4, '0'));
}

/** Writes the settings (`literal`, a string's JavaScript) back as a whole page, then marks in the journal that settings were saved ('S'), as the firmware does. */
export function settingsBack(literal: string, pageBytes: number): string {
  return STORAGE + '.write("' + SETTINGS_FILE + '",' + literal + ',0,' + settingsPageSize(pageBytes) + '),' +
    '(function(s){var j=s.read("' + JOURNAL_FILE + '");s.write("' + JOURNAL_FILE + '","' + SAVED_SETTINGS + '",j.indexOf("\\xff"),j.length)})(' + STORAGE + ')';
}

/** Asks the board for the JSON of `expression`; `timeoutMs` when it takes longer than a line. */
export type Ask = (expression: string, timeoutMs?: number) => Promise<unknown>;
/** Runs `statement` on the board and answers what it printed, or null when it threw (no firmware answers). */
export type AskPrinted = (statement: string) => Promise<string | null>;

/** What the clock keeps that an install must carry over: its settings' text and its record's, each null without one. */
export interface Kept {
  settings: string | null;
  record: string | null;
}

/** Asks the board what it keeps: the record through the firmware when it answers, else the record files' bytes. */
export async function keptOnBoard(ask: Ask, printed: AskPrinted): Promise<Kept> {
  const settings = await ask(SETTINGS_QUESTION);
  if (settings !== null && typeof settings !== 'string') throw new Error('the board answered what is not its settings');
  if ((await ask(RECORD_QUESTION)) !== true) return { settings: settings, record: null };
  const raw = await printed(RECORD_PRINT);
  if (raw !== null && raw !== '') return { settings: settings, record: raw };
  // No firmware to print it (or one that cannot read it): the chunks as Storage holds them, without their erased ends.
  let bytes = '';
  for (const file of RECORD_FILES) {
    for (let chunk = 1; ; chunk++) {
      const data = await ask(chunkQuestion(file, chunk));
      if (typeof data !== 'string') break;
      bytes += atob(data).replace(/\xff+$/, '');
    }
  }
  return { settings: settings, record: bytes };
}

/** The name a saved record gets: the clock's record and the minute it was saved, goclock-record-YYYYMMDD-HHMM.txt. */
export function recordFileName(at: Date): string {
  const two = (n: number) => String(n).padStart(2, '0');
  return 'goclock-record-' + at.getFullYear() + two(at.getMonth() + 1) + two(at.getDate()) + '-' + two(at.getHours()) + two(at.getMinutes()) + '.txt';
}
