// npm run flash's steps around the espruino CLI's writes, so that Storage is laid out as the installer page lays it
// (installSteps.ts says why): before, the board is asked what it keeps (a kept record is saved in a file beside the
// command), and its Storage is erased whole; after the CLI has written the words, the voice and the firmware in place,
// the journal fills their last page, the settings go back as a page of their own, marked, and load() starts the clock.
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { askBoard, askPrinted, ANSWER_MS, type ConsoleLine } from '../sim/host/boardIdentity';
import { asciiLiteral, ERASE_ALL, eraseAllMs, keptOnBoard, RECORD_PRINT, RECORD_QUESTION, recordFileName, SETTINGS_QUESTION, settingsBack } from '../sim/host/installSteps';
import { journalOnBoard } from '../sim/host/storageLayout';
import { WATCHDOG_SECONDS } from '../firmware/drivers/time';
import { BOARD } from '../firmware/boards';

/**
 * The clock stops; its watchdog runs on through reset(), and nothing would kick it: the interpreter is told to kick it
 * whenever it is idle, until the new firmware takes it back (erasing kicks it between pages).
 */
const STOP_CLOCK = 'reset();E.enableWatchdog(' + WATCHDOG_SECONDS + ',true)';
/** How long a long game's record takes to print over USB, at the most. */
const RECORD_ANSWER_MS = 30000;
const HINT = 'is the Espruino IDE closed?';

/** The board's Storage erased whole, once what it keeps is asked for; answers its settings' text (null without), after saving a kept record beside the command, its path told to `told`. */
export async function beforeWriting(console: ConsoleLine, told: (line: string) => void): Promise<string | null> {
  const ask = (expression: string, timeoutMs = ANSWER_MS) => askBoard(console, expression, timeoutMs, HINT);
  const kept = await keptOnBoard(ask, (statement) => askPrinted(console, statement, RECORD_ANSWER_MS, HINT));
  if (kept.record !== null) {
    const path = resolve(recordFileName(new Date()));
    writeFileSync(path, kept.record, 'latin1');
    told('the game record the clock kept is saved in ' + path);
  }
  console.send('\x10' + STOP_CLOCK + '\n');
  const eraseMs = eraseAllMs(BOARD.storageBytes, BOARD.storagePageBytes);
  told('erasing the board\'s Storage whole (about ' + Math.ceil(eraseMs / 1000) + ' s)');
  await ask(ERASE_ALL + ',1', eraseMs + ANSWER_MS);
  return kept.settings;
}

/** The journal, the settings back (a whole page, checked, and marked), and the new firmware started. */
export async function afterWriting(console: ConsoleLine, settings: string | null): Promise<void> {
  const ask = (expression: string) => askBoard(console, expression, ANSWER_MS, HINT);
  await ask(journalOnBoard(BOARD.storagePageBytes) + ',1');
  if (settings !== null) {
    await ask(settingsBack(asciiLiteral(settings), BOARD.storagePageBytes) + ',1');
    if ((await ask(SETTINGS_QUESTION)) !== settings) throw new Error('the settings read back differ from those written');
  }
  console.send('\x10load()\n');
}

/** What a dry run writes before the CLI's lines: the questions, the clock stopped, Storage erased. */
export function dryRunBefore(): string {
  return ['// asked first: the settings, whether a record is kept, and (when one is) the record, saved in ' + recordFileName(new Date()), SETTINGS_QUESTION, RECORD_QUESTION, RECORD_PRINT, STOP_CLOCK, ERASE_ALL, ''].join('\n');
}

/** What a dry run writes after the CLI's lines: the journal, the settings the board answered (SETTINGS here) back and marked, load(). */
export function dryRunAfter(): string {
  return ['', journalOnBoard(BOARD.storagePageBytes), '// where the board answered settings, SETTINGS: written back as a whole page, and marked in the journal', settingsBack('SETTINGS', BOARD.storagePageBytes), 'load()', ''].join('\n');
}
