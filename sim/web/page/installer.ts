// Installs the clock on a Jolt.js over its console (USB or Bluetooth), laying Storage out as npm run flash does
// (sim/host/installSteps.ts says why): the board and its Espruino checked first; what the clock keeps asked for (its
// settings, and a kept record, which is handed to the page to save for the player before anything is erased); Storage
// erased whole; the firmware, the words and fonts and the voice written each in place, piece by piece, their CRC-32
// read back and compared; then the journal to the end of their page, the settings back as a page of their own, and
// `load()`. No temporary file and no trash: the clock's own compactions then never move the firmware.
// No DOM here: the page (install.ts) gives it a console and shows what it says.
import type { ConsoleLine } from '../../host/boardIdentity';
import { askBoard, askIdentity, askPrinted } from '../../host/boardIdentity';
import { asciiLiteral, ERASE_ALL, eraseAllMs, keptOnBoard, SETTINGS_QUESTION, settingsBack, STORAGE } from '../../host/installSteps';
import { installedBytes, storedTotal } from '../../host/storageBudget';
import { journalOnBoard } from '../../host/storageLayout';
import { BOARD } from '../../../firmware/boards';
import { REQUIRED_VERSION, versionAtLeast } from '../../../firmware/version';
import { crc32 } from '../../../firmware/app/record/crc32';
import type { Say } from '../../../firmware/core/index';
import { WATCHDOG_SECONDS } from '../../../firmware/drivers/time';
import { SETTINGS_FILE } from '../../../firmware/app/settings';

/** One file for Storage: its name there and its bytes, one a character (latin1). */
export interface InstallFile {
  name: string;
  bytes: string;
}

/** What firmware/install.json lists (installFiles.ts writes it): the saved program, and each text language's and voice's Storage files, by name; the voices whose card folder the site holds. */
export interface InstallManifest {
  firmware: string;
  texts: Record<string, string[]>;
  voices: Record<string, string[]>;
  cards: string[];
}

/** What the page hears of an install besides its failure: the share written, a kept record to save, Storage being erased. */
export interface InstallHooks {
  progress(share: number): void;
  saveRecord(record: string): void;
  erasing(seconds: number): void;
}

/**
 * Settings the page carries from one install to the next: those read from a board whose install stopped after its
 * Storage was erased, so that installing again puts them back.
 */
export interface Carried {
  settings: string | null;
}

/** Bytes a console line carries (base64 makes it a third longer): Espruino's own tools send 1 KB at a time. */
const PIECE_BYTES = 1024;
/** How long a board has to answer a line. */
const LINE_ANSWER_MS = 8000;
/** How long a kept record takes to print: a long game's over Bluetooth. */
const RECORD_ANSWER_MS = 60000;

/** A refusal or a failure, in the page's words. */
export class InstallStop extends Error {}

/**
 * Installs `files` (the firmware first) on the board at `link`. Throws an InstallStop saying why in `say`'s words:
 * another board, an older Espruino, too little room, a link lost (before or after Storage was erased), a checksum that differs.
 */
export async function install(link: { console: ConsoleLine; ended: Promise<void> }, files: InstallFile[], hooks: InstallHooks, carried: Carried, say: Say): Promise<void> {
  const console = link.console;
  let written = 0;
  let erased = false;
  const total = files.reduce((sum, file) => sum + file.bytes.length, 0);
  const lost = () => new InstallStop(erased ? say('install.interrupted', { share: Math.floor((100 * written) / total) }) : say('install.lostEarly'));
  // A line unanswered, or the link gone (the cable pulled, the board out of reach): the install stopped.
  const ended = link.ended.then(() => Promise.reject(lost()));
  ended.catch(() => undefined);
  const ask = (expression: string, timeoutMs = LINE_ANSWER_MS) => Promise.race([askBoard(console, expression, timeoutMs, '').catch(() => Promise.reject(lost())), ended]);
  const printed = (statement: string) => Promise.race([askPrinted(console, statement, RECORD_ANSWER_MS, '').catch(() => Promise.reject(lost())), ended]);
  const found = await Promise.race([askIdentity(console).catch(() => Promise.reject(new InstallStop(say('install.silent')))), ended]);
  if (found.board !== BOARD.id) throw new InstallStop(say('install.wrongBoard', { found: found.board, board: BOARD.name }));
  if (!versionAtLeast(found.version, REQUIRED_VERSION)) throw new InstallStop(say('install.oldVersion', { version: found.version, needed: REQUIRED_VERSION }));
  // A board that answers what is not its settings is no clock this page can carry them from.
  const kept = await keptOnBoard(ask, printed).catch((error) => Promise.reject(error instanceof InstallStop ? error : new InstallStop(say('install.silent'))));
  // A board without settings whose last install stopped after erasing gets back those this page read from it then.
  const settings = kept.settings ?? carried.settings;
  carried.settings = settings;
  const page = BOARD.storagePageBytes;
  const storageBytes = (await ask(STORAGE + '.getStats().totalBytes')) as number;
  if (installedBytes(storedTotal(files.map((file) => file.bytes.length)), page) > storageBytes) throw new InstallStop(say('install.noRoom'));
  if (kept.record !== null) hooks.saveRecord(kept.record);
  // The running clock stops. Its watchdog runs on through reset(), and nothing would kick it: the interpreter is told
  // to kick it whenever it is idle, until the new firmware takes it back (erasing kicks it between pages).
  console.send('\x10reset();E.enableWatchdog(' + WATCHDOG_SECONDS + ',true)\n');
  const eraseMs = eraseAllMs(storageBytes, page);
  hooks.erasing(Math.ceil(eraseMs / 1000));
  erased = true;
  await ask(ERASE_ALL + ',1', eraseMs + LINE_ANSWER_MS);
  for (const file of files) {
    for (let at = 0; at < file.bytes.length; at += PIECE_BYTES) {
      const piece = file.bytes.slice(at, at + PIECE_BYTES);
      // The first piece makes the file at its whole size; each later one lands in its erased bytes.
      await ask(STORAGE + '.write(' + JSON.stringify(file.name) + ',atob("' + btoa(piece) + '"),' + at + (at === 0 ? ',' + file.bytes.length : '') + ')');
      written += piece.length;
      hooks.progress(written / total);
    }
    if ((await ask('E.CRC32(' + STORAGE + '.read(' + JSON.stringify(file.name) + '))')) !== crc32(file.bytes)) throw new InstallStop(say('install.mismatch', { file: file.name }));
  }
  await ask(journalOnBoard(page) + ',1');
  if (settings !== null) {
    await ask(settingsBack(asciiLiteral(settings), page) + ',1');
    if ((await ask(SETTINGS_QUESTION)) !== settings) throw new InstallStop(say('install.mismatch', { file: SETTINGS_FILE }));
  }
  carried.settings = null;
  console.send('\x10load()\n');
}
