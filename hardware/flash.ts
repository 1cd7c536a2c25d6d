// `npm run flash -- --port /dev/ttyACM0`: writes the firmware to a Jolt.js's flash with the npm espruino
// CLI, so the clock starts at power-up. `--dry-run [FILE]` writes what would be sent to FILE (or prints it) instead, without
// a board. Board JSON is local, so nothing is downloaded. Before writing, it asks the board what it is and
// which Espruino it runs, and refuses another board or an older Espruino in one line. `--voice LANG` writes
// the Storage voice (npm run voice -- --storage) beside the firmware. The faces' words go with it: each text
// language's (with its font) that `--text` names, by default every language beside a voice on the card, the
// voice's own beside a voice in Storage. A firmware (and voice and words)
// that leaves the board too little Storage for a long game's record and a quarter spare is refused (a dry
// run only warns; the room counts the journal to the end of its page and the settings' page).
// Around the CLI's writes it lays Storage out as the installer page does (flashSteps.ts): it asks the board for its
// settings and a kept record (saved in a file beside the command) and erases Storage whole; once the files and the
// firmware are written, the journal, the settings back as a page of their own, and load(). A dry run without a file prints those steps too.
// The code is saved pretokenised, as Espruino's own tools can do.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { closeSync, constants, existsSync, mkdtempSync, openSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { isatty } from 'node:tty';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fail, failOnUncaught, flagValue } from '../sim/host/cliFail';
import { buildFirst, takeBuildFlag } from '../sim/host/buildFirst';
import { FIRMWARE_BUNDLE } from '../sim/espruino/bundlePaths';
import { BOARD } from '../firmware/boards';
import { keptFreeBytes, storageLeft, storedTotal } from '../sim/host/storageBudget';
import { afterWriting, beforeWriting, dryRunAfter, dryRunBefore } from './flashSteps';
import { ANSWER_MS, askIdentity, identityRefusal } from '../sim/host/boardIdentity';
import { serialConsole } from '../sim/host/usbReporter';
import { LANGUAGES } from '../sim/voice/texts';
import { STORAGE_VOICE_DIR } from '../sim/voice/storageVoice';
import { VOICE_INDEX_FILE } from '../firmware/voice/storageFormat';
import { TEXT_LANGUAGES, type TextLanguage } from '../firmware/core/index';
import { LANGUAGES as VOICE_IDS } from '../firmware/app/settings';
import { writeTextFiles } from '../sim/deviceFiles';

const USAGE = 'usage: npm run flash -- --port /dev/ttyACM0   (builds the firmware, then writes it to the Jolt.js on that port)\n' +
  '       npm run flash -- --dry-run [OUT.js]   (OUT.js: the program saved; no file: print every step sent, Storage erased, the journal and the settings)\n' +
  '         with --firmware FILE   another build than the board\'s own (refused if it does not fit)\n' +
  '         with --voice LANG      the voice kept in Storage too, built by npm run voice -- --storage --language LANG (' + LANGUAGES.map((l) => l.id).join(', ') + ')\n' +
  '         with --text LANG,...   the faces\' languages kept (' + TEXT_LANGUAGES.join(', ') + '; default: all, or the Storage voice\'s)';

failOnUncaught();
const args = process.argv.slice(2);
const build = takeBuildFlag(args);
if (args.indexOf('--help') >= 0 || args.indexOf('-h') >= 0) {
  process.stdout.write(USAGE + '\n');
  process.exit(0);
}
let port: string | undefined;
let dryRun: string | undefined;
let print = false;
let firmware: string | undefined;
let voice: string | undefined;
let texts: string | undefined;
for (let i = 0; i < args.length; i += 2) {
  const value = args[i + 1];
  if (args[i] === '--dry-run' && (value === undefined || value.startsWith('--'))) {
    // No file: what would be sent goes to standard output.
    print = true;
    dryRun = '';
    i--;
    continue;
  }
  flagValue(args, i, ['--port', '--dry-run', '--firmware', '--voice', '--text']);
  if (args[i] === '--port') port = value;
  else if (args[i] === '--dry-run') dryRun = value;
  else if (args[i] === '--firmware') firmware = value;
  else if (args[i] === '--voice') voice = value;
  else if (args[i] === '--text') texts = value;
  else fail('unknown argument ' + args[i] + ' (see --help)');
}
/**
 * True when `path` is a terminal device, as a board's USB serial port is: stty would otherwise refuse it in its own
 * words. Opened without waiting for a modem's carrier and without becoming this process's terminal.
 */
function isSerialPort(path: string): boolean {
  let fd: number;
  try {
    fd = openSync(path, constants.O_RDWR | constants.O_NOCTTY | constants.O_NONBLOCK);
  } catch (error) {
    return fail('--port ' + path + ': ' + (error as Error).message);
  }
  try {
    return isatty(fd);
  } finally {
    closeSync(fd);
  }
}

/** The faces' languages npm run flash writes unless told: every one beside a voice on the card (Storage has room); the Storage voice's own beside it. */
function defaultTexts(voiceId: string | undefined): string[] {
  return voiceId === undefined ? TEXT_LANGUAGES.slice() : [TEXT_LANGUAGES[VOICE_IDS.indexOf(voiceId)]];
}

const profile = BOARD;
const bundle = firmware ?? FIRMWARE_BUNDLE;
if ((port === undefined) === (dryRun === undefined)) fail('give either --port or --dry-run');
if (port !== undefined && !existsSync(port)) fail('no board on ' + port + ': plug the board in over USB, or give its port with --port');
if (port !== undefined && !isSerialPort(port)) fail('--port ' + port + ' is not a serial port: give the board\'s USB port, as /dev/ttyACM0');
if (voice !== undefined && LANGUAGES.every((l) => l.id !== voice)) fail('--voice must be one of ' + LANGUAGES.map((l) => l.id).join(', ') + ' (got ' + voice + ')');
const voiceDir = join(STORAGE_VOICE_DIR, voice ?? '');
if (voice !== undefined && !existsSync(join(voiceDir, VOICE_INDEX_FILE))) fail('no Storage voice for ' + voice + ': run npm run voice -- --storage --language ' + voice + ' first');
const textLanguages = texts === undefined ? defaultTexts(voice) : texts.split(',');
const unknownText = textLanguages.filter((language) => (TEXT_LANGUAGES as readonly string[]).indexOf(language) < 0);
if (unknownText.length > 0) fail('--text takes languages among ' + TEXT_LANGUAGES.join(', ') + ' (got ' + unknownText.join(', ') + ')');
if (port !== undefined) {
  // Asked before any build: a wrong board or an old Espruino is refused at once.
  const found = await askIdentity(serialConsole(port), ANSWER_MS, true).catch((error: Error) => fail('the board on ' + port + ' did not say what it is: ' + error.message));
  const refusal = identityRefusal(found, BOARD, port);
  if (refusal !== null) fail(refusal);
}
if (build && firmware === undefined) buildFirst('build');
if (!existsSync(bundle)) fail(bundle + (firmware === undefined ? ' is missing: run npm run build' : ' does not exist'));
// SAVE_ON_SEND=1 writes the code to flash (.bootcde), so it runs at every boot. PRETOKENISE=2 has the
// tool store keywords, operators, strings and numbers as Espruino's own tokens (2v25.396 and later read
// them; the clock needs 2v29): the same program in about 14 % less Storage.
const voiceFiles = voice === undefined ? [] : readdirSync(voiceDir).map((name) => ({ name: name, path: join(voiceDir, name) }));
// The words (and fonts) go to Storage as files of their own, as the voice's do.
/** A folder of this run's own, removed when it ends however it ends (a failure exits through process.exit too). */
function scratchDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  process.on('exit', () => rmSync(dir, { recursive: true, force: true }));
  return dir;
}
const textFiles = writeTextFiles(textLanguages as TextLanguage[], scratchDir('flash-text-'));
const files = voiceFiles.concat(textFiles);
const sizes = files.map((file) => statSync(file.path).size);
// What the files take of Storage: each with its header, padded to a word.
const voiceBytes = storedTotal(sizes);
// The espruino package's own CLI, run with this Node as npx would run it, without npx's second of finding it. It does
// not load() what it saved: the journal and the settings go after the firmware first.
const cli = [createRequire(import.meta.url).resolve('espruino/bin/espruino-cli.js'), '--board', 'hardware/boards/jolt.json', '--config', 'SAVE_ON_SEND=1', '--config', 'LOAD_STORAGE_FILE=0', '--config', 'MINIFICATION_LEVEL=', '--config', 'PRETOKENISE=2', '-t'];
/** Runs the espruino CLI; it says a great deal, on both streams: only our one line goes out when it fails. */
function espruino(target: string[], what: string): void {
  const result = spawnSync(process.execPath, cli.concat(target, [bundle]), { encoding: 'utf8' });
  if (result.status !== 0) fail('the espruino tool could not ' + what + ' (exit ' + result.status + ')');
}

// What the board would store, measured before anything is written to it.
const upload = join(scratchDir('flash-'), 'upload.js');
espruino(['-n', '-o', upload], 'write ' + upload);
const sent = readFileSync(upload);
// The first line sets the board's clock; the rest is what is saved.
const savedBytes = sent.length - (sent.indexOf(10) + 1);
const roomBytes = storageLeft(profile.storageBytes, savedBytes, sizes, profile.storagePageBytes);
const needBytes = keptFreeBytes(profile.storageBytes);
if (roomBytes < needBytes) {
  const voiceSaved = (voice === undefined ? ' and the faces\' words ' : ' and the ' + voice + ' voice and the faces\' words ') + voiceBytes;
  const why = bundle + ' takes ' + storedTotal([savedBytes]) + ' bytes of Storage saved' + voiceSaved + ' (' + (files.length + 1) + ' files, each with its header) and the journal and the settings a page each at most: the ' + profile.name + "'s " + profile.storageBytes / 1024 + ' KB of Storage would keep ' + roomBytes + ' bytes, less than the ' + needBytes + ' a long game and a quarter spare need';
  if (port !== undefined) fail(why + ' (see firmware/README.md, Budgets)');
  process.stderr.write('warning: ' + why + '\n');
}
if (port !== undefined) {
  const told = (line: string) => void process.stdout.write(line + '\n');
  const before = serialConsole(port);
  const settings = await beforeWriting(before, told).catch((error: Error) => fail('the board on ' + port + ' stopped answering as its settings and record were read and its Storage erased (flash again): ' + error.message));
  before.close();
  // After this, a failure leaves the board without its firmware: each says so, with the settings it held, to flash again.
  const lostSettings = settings === null ? '' : ' (the settings it held: ' + settings + ')';
  // Each voice file goes to Storage under its own name, written before the firmware that reads it.
  espruino(files.flatMap((file) => ['--storage', file.name + ':' + file.path]).concat(['-p', port]), 'write to the board on ' + port + ', whose Storage is erased: flash again' + lostSettings);
  const after = serialConsole(port);
  await afterWriting(after, settings).catch((error: Error) => fail('the board on ' + port + ' has its firmware but no journal or settings yet: flash again' + lostSettings + ': ' + error.message));
  after.close();
  process.stdout.write('written to the board on ' + port + ' (' + savedBytes + ' bytes, and ' + (voice === undefined ? '' : 'the ' + voice + ' voice and ') + 'the faces\' words in ' + voiceBytes +
    ' bytes of Storage with their ' + files.length + ' headers; ' + roomBytes + ' bytes left)\n');
} else if (print) process.stdout.write(dryRunBefore() + sent.toString('latin1') + dryRunAfter(), 'latin1');
else {
  // The file is the program alone, as the CLI sends it: the site's installer, the release and the budgets read it (sim/espruino/savedProgram.ts).
  writeFileSync(dryRun as string, sent);
  process.stdout.write('written to ' + dryRun + ' (' + savedBytes + ' bytes saved on the board; ' + files.length + ' files beside it in ' + voiceBytes + ' bytes of Storage, headers included; ' + roomBytes + ' bytes left)\n');
}
