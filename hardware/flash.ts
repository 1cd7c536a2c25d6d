// `npm run flash -- --port /dev/ttyACM0 [--board pico|wifi]`: writes dist/firmware.js to the board's
// flash with the npm espruino CLI so the clock starts at power-up. `--dry-run [FILE]` writes what would
// be sent to FILE (or prints it) instead, without a board. Board JSON is local, so nothing is downloaded.
// A firmware that leaves the board no Storage for a game record is refused (a dry run only warns).
// The code is saved pretokenised, as Espruino's own tools can do.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fail, failOnUncaught } from '../sim/cliFail';
import { FIRMWARE_BUNDLE } from '../sim/espruino/bundlePaths';

const BOARDS: Record<string, string> = { pico: 'hardware/boards/pico.json', wifi: 'hardware/boards/wifi.json' };
/** Each board's Storage, which holds the saved firmware and the game record together. */
const STORAGE_BYTES: Record<string, number> = { pico: 48 * 1024, wifi: 64 * 1024 };
/** Less room than this and not even a short game's record fits beside the firmware. */
const LEAST_RECORD_BYTES = 4096;
/** What a 400-move game's record takes, with room for one compaction (see the README's record figures). */
const LONG_GAME_RECORD_BYTES = 16 * 1024;
const USAGE = 'usage: npm run flash -- --port /dev/ttyACM0 [--board pico|wifi]\n       npm run flash -- --dry-run [OUT.js] [--board pico|wifi]   (no file: print it)';

failOnUncaught();
const args = process.argv.slice(2);
if (args.indexOf('--help') >= 0 || args.indexOf('-h') >= 0) {
  process.stdout.write(USAGE + '\n');
  process.exit(0);
}
let port: string | undefined;
let dryRun: string | undefined;
let board = 'pico';
let print = false;
for (let i = 0; i < args.length; i += 2) {
  const value = args[i + 1];
  if (args[i] === '--dry-run' && (value === undefined || value.startsWith('--'))) {
    // No file: what would be sent goes to standard output.
    print = true;
    dryRun = join(mkdtempSync(join(tmpdir(), 'flash-')), 'upload.js');
    i--;
    continue;
  }
  if (value === undefined) fail(args[i] + ' needs a value');
  if (args[i] === '--port') port = value;
  else if (args[i] === '--dry-run') dryRun = value;
  else if (args[i] === '--board') board = value;
  else fail('unknown argument ' + args[i] + ' (see --help)');
}
if (!(board in BOARDS)) fail('--board must be one of ' + Object.keys(BOARDS).join(', ') + ' (got ' + board + ')');
if ((port === undefined) === (dryRun === undefined)) fail('give either --port or --dry-run');
if (!existsSync(FIRMWARE_BUNDLE)) fail(FIRMWARE_BUNDLE + ' is missing: run npm run build');
if (port !== undefined && !existsSync(port)) fail('no board on ' + port + ': plug the board in over USB, or give its port with --port');
// SAVE_ON_SEND=1 writes the code to flash (.bootcde), so it runs at every boot. PRETOKENISE=2 has the
// tool store keywords, operators, strings and numbers as Espruino's own tokens (2v25.396 and later read
// them; the clock needs 2v29): the same program in about 14 % less Storage.
const cli = ['espruino', '--board', BOARDS[board], '--config', 'SAVE_ON_SEND=1', '--config', 'MINIFICATION_LEVEL=', '--config', 'PRETOKENISE=2', '-t'];
/** Runs the espruino CLI; it says a great deal, on both streams: only our one line goes out when it fails. */
function espruino(target: string[], what: string): void {
  const result = spawnSync('npx', cli.concat(target, [FIRMWARE_BUNDLE]), { encoding: 'utf8' });
  if (result.status !== 0) fail('the espruino tool could not ' + what + ' (exit ' + result.status + ')');
}

// What the board would store, measured before anything is written to it.
const upload = dryRun ?? join(mkdtempSync(join(tmpdir(), 'flash-')), 'upload.js');
espruino(['-n', '-o', upload], 'write ' + upload);
const sent = readFileSync(upload);
// The first line sets the board's clock; the rest is what is saved.
const savedBytes = sent.length - (sent.indexOf(10) + 1);
const roomBytes = STORAGE_BYTES[board] - savedBytes;
if (roomBytes < LEAST_RECORD_BYTES) {
  const why = 'the firmware takes ' + savedBytes + ' bytes saved: the ' + board + "'s " + STORAGE_BYTES[board] / 1024 + ' KB of Storage cannot hold it and a game record';
  if (port !== undefined) fail(why + ' (see the README, Budgets)');
  process.stderr.write('warning: ' + why + '\n');
} else if (roomBytes < LONG_GAME_RECORD_BYTES) {
  process.stderr.write('note: ' + Math.floor(roomBytes / 1024) + ' KB of Storage stay for the record, less than a 400-move game needs (16 KB)\n');
}
if (port !== undefined) {
  espruino(['-p', port], 'write to the board on ' + port);
  process.stdout.write('written to the board on ' + port + ' (' + savedBytes + ' bytes)\n');
} else if (print) process.stdout.write(sent);
else process.stdout.write('written to ' + dryRun + ' (' + savedBytes + ' bytes saved on the board)\n');
