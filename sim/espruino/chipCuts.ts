// `npm run cuts:chip -- --espruino PATH`: power cuts while Storage compacts, on Espruino's own interpreter with the
// nRF52840's flash times (../shared/tools/build-espruino.sh's espruino-jolt-slowflash). Storage is laid out as npm run
// flash lays it (sim/host/storageLayout.ts), the clock has played, and old pages' trash leaves too little room for a new game:
// the referee's new settings then start a game whose record compacts Storage; or a damaged record is kept for the
// referee and Storage is so full that the new settings' page makes Espruino compact by itself (sim/espruino/cutKinds.ts).
// The interpreter is killed at instants across that compaction, started again on the same flash, and asked what it
// kept: whether Espruino found Storage corrupt (and erased it), whether the saved firmware is byte for byte what was
// saved and started, what the settings, the journal and the record hold, and whether the notice the firmware decided
// (clock.notice(), what the faces say) is the one the fake's test holds them to (test/app/compactionCut.test.ts).
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fail, failOnUncaught, flagValue } from '../host/cliFail';
import { buildFirst, takeBuildFlag } from '../host/buildFirst';
import { beside, PRELUDE } from './chipPrograms';
import { savedProgram } from './savedProgram';
import { textFiles } from '../deviceFiles';
import { journalOnBoard } from '../host/storageLayout';
import { crc32 } from 'node:zlib';
import { CHECK_PROGRAM, CUT_KINDS, KINDS, noticeAt, noticeOwed, type CutKind } from './cutKinds';
import { BOARD } from '../../firmware/boards';

const USAGE = `usage: npm run cuts:chip -- --espruino PATH [--cuts N] [--kind new-game|kept-record|all]
  --espruino PATH   espruino-jolt-slowflash from ../shared/tools/build-espruino.sh: Espruino for Linux sized like
                    Jolt.js, its flash as slow as the nRF52840's
  --cuts N          instants each kind's compaction is cut at (default 40; each a few seconds)
  --kind KIND       new-game (a new game on a nearly full Storage), kept-record (new settings beside a damaged record
                    kept for the referee), or all (default)`;

/** Writes a file in base64 pieces of its whole length, as npm run flash does. */
function writeFile(name: string, data: Buffer): string {
  const text = data.toString('base64');
  let program = '';
  for (let i = 0; i < text.length; i += 8192) program += 'S.write(' + JSON.stringify(name) + ",atob('" + text.slice(i, i + 8192) + "')," + (i / 4) * 3 + ',' + data.length + ');';
  return program;
}

/**
 * The install, as npm run flash lays it, in two programs (a program is one argument, which Linux holds to 128 KB, and the
 * firmware once saved runs before the next): Storage erased and the words; then the firmware, the journal, and the
 * settings' page.
 */
function installPrograms(saved: Buffer): string[] {
  let words = "var S=require('Storage');S.eraseAll();";
  for (const file of textFiles('en')) words += writeFile(file.name, Buffer.from(file.data, 'latin1'));
  const settings = JSON.stringify({ preset: 'cn-national', blackButton: 'left', volume: 20 });
  const firmware = "var S=require('Storage');S.write('.boot0'," + JSON.stringify(PRELUDE) + ');' + writeFile('.bootcde', saved) + journalOnBoard(BOARD.storagePageBytes) +
    ";S.write('goclock.json'," + JSON.stringify(settings) + ',0,' + (BOARD.storagePageBytes - 32) + ");print('INSTALLED 1');quit();";
  return [words + "print('INSTALLED 1');quit();", firmware];
}

/** Runs `program` beside the firmware, or as it is when it `installs` Storage (a function would copy its whole text). */
function interpret(espruino: string, dir: string, program: string, tag: string, installs = false): number[] {
  const result = spawnSync(espruino, ['-e', installs ? program : beside(program)], { cwd: dir, encoding: 'latin1', timeout: 120000, maxBuffer: 1 << 26 });
  const line = new RegExp(tag + ' ([\\d. -]+)').exec(result.stdout ?? '');
  if (line === null) return fail('the interpreter printed no ' + tag + ' (exit ' + result.status + '): ' + (result.stdout ?? '').split('\n').slice(-4).join(' | '));
  return line[1].trim().split(' ').map(Number);
}

/** Runs `program` in `dir`, killing the interpreter `afterMs` after it started; resolves with what it printed. */
function cutAfter(espruino: string, dir: string, program: string, afterMs: number): Promise<string> {
  return new Promise((done) => {
    const child = spawn(espruino, ['-e', beside(program)], { cwd: dir });
    let output = '';
    child.stdout.on('data', (data: Buffer) => (output += String(data)));
    const kill = setTimeout(() => child.kill('SIGKILL'), afterMs);
    child.on('close', () => {
      clearTimeout(kill);
      done(output);
    });
  });
}

/** The trash bytes a program's `tag` line gave, or undefined when it printed none (the interpreter was cut first). */
function trashAfter(output: string, tag: string): number | undefined {
  const line = new RegExp(tag + ' (\\d+)').exec(output);
  return line === null ? undefined : Number(line[1]);
}

/** Cuts one kind's compaction at `cuts` instants, on a copy of the installed flash in `base`; prints its tally, and returns whether every cut kept Storage, the firmware and the faces' word. */
async function cutKind(espruino: string, base: string, kind: CutKind, cuts: number, expected: number[]): Promise<boolean> {
  const programs = KINDS[kind];
  const laid = join(base, kind);
  cpSync(join(base, 'espruino.flash'), join(laid, 'espruino.flash'));
  const [trashBefore] = interpret(espruino, laid, programs.setup, 'TRASH');
  // The whole of it, timed from the interpreter's start: the cuts fall evenly across it.
  const whole = join(base, kind + '-whole');
  cpSync(join(laid, 'espruino.flash'), join(whole, 'espruino.flash'));
  const began = Date.now();
  const trashLeft = trashAfter(await cutAfter(espruino, whole, programs.cut, 1e9), 'DONE');
  const spanMs = Date.now() - began;
  if (trashLeft === undefined) fail(kind + ': the uncut run printed no DONE');
  if (trashLeft >= trashBefore) fail(kind + ': the uncut run compacted nothing (trash ' + trashBefore + ' bytes before, ' + trashLeft + ' after)');
  const tally = { started: 0, wiped: 0, firmwareKept: 0, settingsLost: 0, recordLost: 0, unsaid: 0 };
  for (let i = 0; i < cuts; i++) {
    const dir = join(base, kind + '-cut' + i);
    cpSync(join(laid, 'espruino.flash'), join(dir, 'espruino.flash'));
    await cutAfter(espruino, dir, programs.cut, Math.round((spanMs * (i + 0.5)) / cuts));
    const [files, firmwareCrc, started, settingsRead, settingsMarked, recordHeld, recordExpected, notice] = interpret(espruino, dir, CHECK_PROGRAM, 'KEPT');
    if (files === 0) tally.wiped++;
    if (expected.includes(firmwareCrc)) tally.firmwareKept++;
    if (started === 1) tally.started++;
    if (settingsMarked === 1 && settingsRead === 0) tally.settingsLost++;
    if (recordExpected === 1 && recordHeld === 0) tally.recordLost++;
    const owed = noticeOwed(settingsRead === 1, settingsMarked === 1, recordHeld === 1, recordExpected === 1);
    if (owed !== '' && noticeAt(notice) !== owed) tally.unsaid++;
    rmSync(dir, { recursive: true, force: true });
  }
  process.stdout.write(programs.title + ', ' + spanMs + ' ms, cut at ' + cuts + ' instants across it: Storage erased at power-up ' + tally.wiped +
    ' times, the firmware kept byte for byte ' + tally.firmwareKept + ' times and started ' + tally.started + ' times; the settings lost ' + tally.settingsLost + ' times, a kept record ' + tally.recordLost +
    ' times, a loss the faces do not say ' + tally.unsaid + ' times\n');
  return tally.wiped === 0 && tally.firmwareKept === cuts && tally.started === cuts && tally.unsaid === 0;
}

async function main(args: string[]): Promise<void> {
  const build = takeBuildFlag(args);
  if (args.includes('--help')) return void process.stdout.write(USAGE + '\n');
  let espruino: string | undefined;
  let cuts = 40;
  let kinds: CutKind[] = CUT_KINDS;
  for (let i = 0; i < args.length; i += 2) {
    const value = flagValue(args, i, ['--espruino', '--cuts', '--kind']);
    if (args[i] === '--espruino') espruino = value;
    else if (args[i] === '--cuts') cuts = Number(value);
    else if (value === 'all') kinds = CUT_KINDS;
    else if (CUT_KINDS.includes(value as CutKind)) kinds = [value as CutKind];
    else fail('--kind must be new-game, kept-record or all');
  }
  if (espruino === undefined) fail('give the interpreter with --espruino PATH (see --help)');
  if (!existsSync(espruino)) fail('no interpreter at ' + espruino);
  if (!Number.isInteger(cuts) || cuts < 1 || cuts > 1000) fail('--cuts must be a whole number from 1 to 1000');
  if (build) buildFirst('build');
  const saved = savedProgram();
  // E.CRC32 may print the checksum signed or not, as its build keeps integers.
  const expected = [crc32(saved), crc32(saved) | 0];
  const base = mkdtempSync(join(tmpdir(), 'cuts-'));
  try {
    for (const program of installPrograms(saved)) interpret(espruino, base, program, 'INSTALLED', true);
    spawnSync(espruino, ['-e', 'setTimeout(quit,3000)'], { cwd: base, timeout: 60000, stdio: 'ignore' });
    let allKept = true;
    for (const kind of kinds) allKept = (await cutKind(espruino, base, kind, cuts, expected)) && allKept;
    if (!allKept) process.exitCode = 1;
  } finally {
    rmSync(base, { recursive: true, force: true });
  }
}

failOnUncaught();
void main(process.argv.slice(2));
