// `npm run bench:chip -- --espruino PATH`: the firmware timed on Espruino's own interpreter, in work
// units, run from Storage as the board runs it. PATH is an interpreter built for Linux from Espruino's
// public repository and made like Jolt.js where the firmware can tell: 12,000 variables of 14 bytes, 400 KB
// of Storage in 4 KB pages mapped into memory as the board maps its flash, no UTF-8 strings. Nothing here
// builds it; the command checks each of these and refuses an interpreter that differs. Each run saves
// the firmware as `npm run flash` saves it, then times the scan of its code alone, a fresh boot, the
// wake-ups of a game, and the boots that restore a game of 300 and of 1,000 moves played on the
// interpreter by the firmware itself (chipPrograms.ts). A unit is one iteration of the Leibniz loop
// timed in the same run, after the boot; then the peaks of variables in use, each counted by the interpreter
// itself (chipMemory.ts). A run takes about fifteen minutes.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fail, failOnUncaught, flagValue } from '../host/cliFail';
import { buildFirst, takeBuildFlag } from '../host/buildFirst';
import { beside, BOOT_PROGRAM, EMPTY_BOOT_PROGRAM, filesProgram, gameProgram, scanOnly, setupProgram, textProgram, WAKE_PROGRAM } from './chipPrograms';
import { recordedVoiceFiles, VOICE_PROGRAM, VOICE_STUB, voiceTiming } from './chipVoice';
import { BOARD } from '../../firmware/boards';
import { LANGUAGE_NAMES, TEXT_LANGUAGES, type TextLanguage } from '../../firmware/core/index';
import { textFiles } from '../deviceFiles';
import { savedProgram } from './savedProgram';
import { COMPACTION_BUFFER_VARIABLES, COMPACTION_PEAK_PROGRAM, gamePeakProgram, RESTORED_PEAK_PROGRAM, SAMPLER, TRASH_PROGRAM } from './chipMemory';

const USAGE = `usage: npm run bench:chip -- --espruino PATH [--runs N] [--quick] [--text LANG]
  --espruino PATH   an Espruino interpreter built for Linux like Jolt.js: 12,000 variables of 14
                    bytes (32-bit), 400 KB of Storage in 4 KB pages mapped into memory, no UTF-8
                    strings
  --runs N          runs, one after another (default 1; each about fifteen minutes,
                    the peaks of variables in use among them)
  --quick           boots only: fresh and a 300-move restore, no peaks (about a minute)
  --text LANG       the faces' language, its words and font in Storage (${TEXT_LANGUAGES.join(', ')}; default en)`;

/** The restores timed: an ordinary tournament game and a long one. */
const RESTORED_MOVES = [300, 1000];

/** Runs one program beside the firmware on the interpreter in `dir` (its Storage is the file espruino.flash there). */
function interpret(espruino: string, dir: string, program: string, tag: string): number[] {
  return install(espruino, dir, beside(program), tag);
}

/** Runs one program beside the firmware for what it leaves in Storage (a game it plays and records), its output unread. */
function play(espruino: string, dir: string, program: string): void {
  spawnSync(espruino, ['-e', beside(program)], { cwd: dir, timeout: 600000, stdio: 'ignore' });
}

/** Runs a program that writes Storage before the firmware is there, as it is: a function would copy its whole text. */
function install(espruino: string, dir: string, program: string, tag: string): number[] {
  const result = spawnSync(espruino, ['-e', program], { cwd: dir, encoding: 'latin1', timeout: 300000, maxBuffer: 1 << 26 });
  const line = new RegExp(tag + ' ([\\d. ]+)').exec(result.stdout ?? '');
  if (line === null) {
    const error = /(Uncaught [^\n]*|OUT OF MEMORY[^\n]*|New interpreter error: [^\n]*)/.exec(result.stdout ?? '');
    return fail('the interpreter printed no ' + tag + ' figures (exit ' + result.status + (error === null ? '' : ', ' + error[1].trim()) + ')');
  }
  return line[1].trim().split(' ').map(Number);
}

/** What `npm run flash` saves, or one line and exit 2 when its dry run fails. */
function savedFirmware(): Buffer {
  try {
    return savedProgram();
  } catch (error) {
    return fail((error as Error).message);
  }
}

/** A Storage with the firmware saved in it, and `files` beside it, in a directory of its own. */
function freshStorage(espruino: string, saved: Buffer, text: TextLanguage, appendix = '', files: { name: string; data: Buffer }[] = []): string {
  const dir = mkdtempSync(join(tmpdir(), 'chip-'));
  install(espruino, dir, textProgram(textFiles(text)), 'TEXT');
  // Before the firmware, which would run and outlive the program; a program a file, as Linux takes no argument over 128 KB.
  for (const file of files) install(espruino, dir, filesProgram([file], 'FILES'), 'FILES');
  const [variables, storageBytes, storageThroughFile, utf8Strings, variableBytes] = install(espruino, dir, setupProgram(saved, text, appendix), 'SIZE');
  const unlike = [
    {
      differs: variableBytes !== BOARD.variableBytes,
      why: 'keeps ' + variableBytes + '-byte variables, Jolt.js ' + BOARD.variableBytes + '-byte ones: build it 32-bit with fixed variables, as espruino-jolt is',
    },
    { differs: variables !== BOARD.variables || storageBytes !== BOARD.storageBytes, why: 'has ' + variables + ' variables and ' + storageBytes + ' bytes of Storage: build it sized like Jolt.js (' + BOARD.variables + ', ' + BOARD.storageBytes + ')' },
    { differs: storageThroughFile === 1, why: 'reads Storage through a file: build it with Storage mapped into memory, as Jolt.js maps its flash' },
    { differs: utf8Strings === 1, why: 'has UTF-8 strings, which Jolt.js has not: build it without ESPR_UNICODE_SUPPORT' },
  ].find((check) => check.differs);
  if (unlike !== undefined) {
    rmSync(dir, { recursive: true, force: true });
    fail(espruino + ' ' + unlike.why);
  }
  return dir;
}

/** Runs `programs` one after another on a fresh Storage whose `.boot0` samples the variables; the last one's PEAK figures. */
function peaks(espruino: string, saved: Buffer, text: TextLanguage, programs: string[]): number[] {
  const dir = freshStorage(espruino, saved, text, SAMPLER);
  try {
    for (const program of programs.slice(0, -1)) play(espruino, dir, program);
    return interpret(espruino, dir, programs[programs.length - 1], 'PEAK');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The variables in use after a boot that runs `.boot0` with `appendix` and no firmware, less those of a boot with no files at all. */
function benchOwnVariables(espruino: string, appendix: string): number {
  const usage = (setup: string | null): number => {
    const dir = mkdtempSync(join(tmpdir(), 'chip-'));
    try {
      if (setup !== null) install(espruino, dir, setup, 'SIZE');
      return interpret(espruino, dir, EMPTY_BOOT_PROGRAM, 'USAGE')[0];
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };
  return usage(setupProgram(Buffer.from(''), 'en', appendix)) - usage(null);
}

/**
 * The peaks of variables in use, each measured by the interpreter (chipMemory.ts), less what the bench's
 * own `.boot0` holds (its stubs of the pins, buses and radio, which the board has natively, and the sampling).
 */
function memoryPeaks(espruino: string, saved: Buffer): string {
  const own = benchOwnVariables(espruino, SAMPLER);
  const net = (figures: number[]) => figures.map((figure) => figure - own);
  const [boot, game, afterBoot] = net(peaks(espruino, saved, 'en', [gamePeakProgram(false)]));
  const phone = net(peaks(espruino, saved, 'en', [gamePeakProgram(true)]))[1];
  const japanese = net(peaks(espruino, saved, 'ja', [gamePeakProgram(false)]));
  const [restore, after, sgf, jsonl, raw] = net(peaks(espruino, saved, 'en', [gameProgram(1000), RESTORED_PEAK_PROGRAM]));
  const [compaction, newGame] = net(peaks(espruino, saved, 'en', [TRASH_PROGRAM, COMPACTION_PEAK_PROGRAM]));
  return [
    'variables (the bench\'s own .boot0 left out, ' + own + ') after a fresh boot ' + afterBoot + ', at most ' + boot + ' during it',
    'peaks: byo-yomi game to the flag ' + game,
    'the same with a phone connected and the hall advertising ' + phone,
    'with the Japanese faces: after a fresh boot ' + japanese[2] + ', the game ' + japanese[1],
    'restoring 1,000 moves ' + restore + ', the game after ' + after,
    'exports SGF ' + sgf + ', JSONL ' + jsonl + ', raw ' + raw,
    'a boot whose new game compacts Storage ' + (compaction + COMPACTION_BUFFER_VARIABLES) + ' (' + compaction + ' and the page buffer ' + COMPACTION_BUFFER_VARIABLES + ')',
    'a new time control from the console ' + newGame,
  ].join('; ');
}

/** A voice recorded on record.html, written to Storage as its installer writes it, speaking a game's calls. */
function recordedVoice(espruino: string, saved: Buffer, text: TextLanguage): string {
  const dir = freshStorage(espruino, saved, text, VOICE_STUB, recordedVoiceFiles());
  try {
    return voiceTiming(interpret(espruino, dir, VOICE_PROGRAM, 'VOICE'));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** One run; its variables are counted without those of the bench's own `.boot0`. */
function runOnce(espruino: string, saved: Buffer, quick: boolean, text: TextLanguage): string {
  const stubs = benchOwnVariables(espruino, '');
  const parts: string[] = ['variables without the bench\'s stubs (' + stubs + ')'];
  const scanned = freshStorage(espruino, scanOnly(saved), text);
  try {
    parts.push('scanning the saved firmware ' + interpret(espruino, scanned, BOOT_PROGRAM, 'BOOT')[1] + ' units');
  } finally {
    rmSync(scanned, { recursive: true, force: true });
  }
  const fresh = freshStorage(espruino, saved, text);
  try {
    const [unit, boot, variables, shown] = interpret(espruino, fresh, BOOT_PROGRAM, 'BOOT');
    parts.push('a unit ' + unit.toFixed(2) + ' µs', 'fresh boot ' + boot + ' units (faces drawn at ' + shown + ', ' + (variables - stubs) + ' variables, Bluetooth\'s handlers not kept)');
    if (!quick) {
      const wake = interpret(espruino, fresh, WAKE_PROGRAM, 'WAKE');
      parts.push(
        'main time median ' + wake[1] + ', p95 ' + wake[2],
        'byo-yomi median ' + wake[3] + ', p95 ' + wake[4],
        "the count's seconds at most " + wake[5] + ' (the flag with its "10": ' + wake[6] + ')',
        "a call's frame out within " + wake[7] + ' units of its callback',
      );
    }
  } finally {
    rmSync(fresh, { recursive: true, force: true });
  }
  for (const moves of quick ? RESTORED_MOVES.slice(0, 1) : RESTORED_MOVES) {
    const dir = freshStorage(espruino, saved, text);
    try {
      play(espruino, dir, gameProgram(moves));
      const [, boot, variables, shown] = interpret(espruino, dir, BOOT_PROGRAM, 'BOOT');
      parts.push('restoring ' + moves + ' moves ' + boot + ' units (faces drawn at ' + shown + ', ' + (variables - stubs) + ' variables)');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
  if (!quick) parts.push(recordedVoice(espruino, saved, text), memoryPeaks(espruino, saved));
  return parts.join('; ');
}

function main(args: string[]): void {
  if (args.includes('--help') || args.includes('-h')) return void process.stdout.write(USAGE + '\n');
  const build = takeBuildFlag(args);
  let espruino: string | undefined;
  let runs = 1;
  let quick = false;
  let text: TextLanguage = 'en';
  for (let i = 0; i < args.length; i += 2) {
    if (args[i] === '--quick') {
      quick = true;
      i--;
      continue;
    }
    const value = flagValue(args, i, ['--espruino', '--text', '--runs']);
    if (args[i] === '--espruino') espruino = value;
    else if (args[i] === '--text') {
      if ((TEXT_LANGUAGES as readonly string[]).indexOf(value) < 0) fail('--text must be one of ' + TEXT_LANGUAGES.join(', ') + ' (got ' + value + ')');
      text = value as TextLanguage;
    }
    else if (args[i] === '--runs') {
      runs = Number(value);
      if (!Number.isInteger(runs) || runs < 1 || runs > 10) fail('--runs must be a whole number from 1 to 10 (got ' + value + ')');
    } else fail('unknown argument ' + args[i] + ' (see --help)');
  }
  if (espruino === undefined) return fail('give the interpreter with --espruino PATH (see --help)');
  if (!existsSync(espruino)) fail('no interpreter at ' + espruino);
  if (build) buildFirst('build');
  const saved = savedFirmware();
  process.stdout.write('work units on ' + espruino + ', the firmware saved as npm run flash saves it (' + saved.length + ' bytes, the faces in ' + LANGUAGE_NAMES[text] + ', ' + new Date().toISOString().slice(0, 10) + ')\n');
  for (let r = 1; r <= runs; r++) process.stdout.write('run ' + r + ': ' + runOnce(espruino, saved, quick, text) + '\n');
}

failOnUncaught();
main(process.argv.slice(2));
