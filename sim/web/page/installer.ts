// Installs the clock on a Jolt.js over its console (USB or Bluetooth), as `npm run flash` does: the board
// and its Espruino checked first; then each file written to a temporary file in pieces, its CRC-32 read back
// and compared, and only then copied under its own name in one command, so that a link lost halfway leaves
// every file whole, the former firmware included. The firmware (`.bootcde`) goes last, then `load()` starts it.
// Settings (goclock.json) and records (goclock.rec, goclock.re2, goclock.tk0, goclock.tk1) are never touched.
// No DOM here: the page (install.ts) gives it a console and shows what it says.
import type { ConsoleLine } from '../../../hardware/boardIdentity';
import { askBoard, askIdentity } from '../../../hardware/boardIdentity';
import { BOARD } from '../../../firmware/boards';
import { REQUIRED_VERSION, versionAtLeast } from '../../../firmware/version';
import { crc32 } from '../../../firmware/app/record/crc32';
import type { Say } from '../../../firmware/core/index';
import { WATCHDOG_SECONDS } from '../../../firmware/drivers/time';

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

/** The file each piece is written to before it is whole and checked. */
export const TEMPORARY_FILE = 'goclock.new';
/** Bytes a console line carries (base64 makes it a third longer): Espruino's own tools send 1 KB at a time. */
const PIECE_BYTES = 1024;
/** How long a board has to answer a line: a piece's write, or a copy that may compact Storage first. */
const LINE_ANSWER_MS = 8000;

/** A refusal or a failure, in the page's words. */
export class InstallStop extends Error {}

/** Espruino's Storage module, as each line names it. */
const STORAGE = 'require("Storage")';

/**
 * Installs `files` (the firmware last) on the board at `console`; `progress` hears the share done (0 to 1).
 * Throws an InstallStop saying why in `say`'s words: another board, an older Espruino, a link lost, a checksum
 * that differs, too little room.
 */
export async function install(link: { console: ConsoleLine; ended: Promise<void> }, files: InstallFile[], progress: (share: number) => void, say: Say): Promise<void> {
  const console = link.console;
  let written = 0;
  const total = files.reduce((sum, file) => sum + file.bytes.length, 0);
  const lost = () => new InstallStop(say('install.interrupted', { share: Math.floor((100 * written) / total) }));
  // A line unanswered, or the link gone (the cable pulled, the board out of reach): the upload stopped.
  const ended = link.ended.then(() => Promise.reject(lost()));
  ended.catch(() => undefined);
  const ask = (expression: string) => Promise.race([askBoard(console, expression, LINE_ANSWER_MS, '').catch(() => Promise.reject(lost())), ended]);
  const found = await Promise.race([askIdentity(console).catch(() => Promise.reject(new InstallStop(say('install.silent')))), ended]);
  if (found.board !== BOARD.id) throw new InstallStop(say('install.wrongBoard', { found: found.board, board: BOARD.name }));
  if (!versionAtLeast(found.version, REQUIRED_VERSION)) throw new InstallStop(say('install.oldVersion', { version: found.version, needed: REQUIRED_VERSION }));
  // The running clock stops (a game in progress resumes from its record when the new firmware starts), and a
  // temporary file left by an upload that stopped is let go. The clock's watchdog runs on through reset(), and
  // nothing would kick it: the interpreter is told to kick it whenever it is idle, until the new firmware takes it back.
  console.send('\x10reset();E.enableWatchdog(' + WATCHDOG_SECONDS + ',true)\n');
  await ask(STORAGE + '.erase("' + TEMPORARY_FILE + '"),1');
  const page = BOARD.storagePageBytes;
  for (const file of files) {
    // Room for the file twice over (its pieces and its copy), made by compacting now, with under two pages to
    // spare, rather than in the middle of the copy; a page to spare after compacting will do.
    const room = (await ask(STORAGE + '.getFree()')) as number;
    if (room < 2 * file.bytes.length + 2 * page && ((await ask(STORAGE + '.compact(),' + STORAGE + '.getFree()')) as number) < 2 * file.bytes.length + page) {
      throw new InstallStop(say('install.noRoom', { file: file.name }));
    }
    for (let at = 0; at < file.bytes.length; at += PIECE_BYTES) {
      const piece = file.bytes.slice(at, at + PIECE_BYTES);
      await ask(STORAGE + '.write("' + TEMPORARY_FILE + '",atob("' + btoa(piece) + '"),' + at + (at === 0 ? ',' + file.bytes.length : '') + ')');
      written += piece.length;
      progress(written / total);
    }
    const want = crc32(file.bytes);
    if ((await ask('E.CRC32(' + STORAGE + '.read("' + TEMPORARY_FILE + '"))')) !== want) throw new InstallStop(say('install.mismatch', { file: file.name }));
    const kept = await ask(STORAGE + '.write("' + file.name + '",' + STORAGE + '.read("' + TEMPORARY_FILE + '")),' + STORAGE + '.erase("' + TEMPORARY_FILE + '"),E.CRC32(' + STORAGE + '.read("' + file.name + '"))');
    if (kept !== want) throw new InstallStop(say('install.mismatch', { file: file.name }));
  }
  console.send('\x10load()\n');
}
