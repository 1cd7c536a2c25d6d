// `npm run cuts:chip -- --espruino PATH`: power cuts while Storage compacts, on Espruino's own interpreter with the
// nRF52840's flash times (../shared/tools/build-espruino.sh's espruino-jolt-slowflash). Storage is laid out as npm run
// flash lays it (sim/storageLayout.ts), the clock has played, and old pages' trash leaves too little room for a new game:
// the referee's new settings then start a game whose record compacts Storage. The interpreter is killed at instants
// across that compaction, started again on the same flash, and asked what it kept: whether Espruino found Storage
// corrupt (and erased it), whether the saved firmware is byte for byte what was saved and started, and what the
// settings, the journal and the record hold. The faces' words for each loss are proven on the fake
// (test/compactionCut.test.ts), where the same firmware draws them.
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fail, failOnUncaught, flagValue } from '../cliFail';
import { buildFirst, takeBuildFlag } from '../buildFirst';
import { PRELUDE } from './chipPrograms';
import { savedProgram } from './savedProgram';
import { textFiles } from '../deviceFiles';
import { journalOnBoard } from '../storageLayout';
import { crc32 } from 'node:zlib';
import { BOARD } from '../../firmware/boards';

const USAGE = `usage: npm run cuts:chip -- --espruino PATH [--cuts N]
  --espruino PATH   espruino-jolt-slowflash from ../shared/tools/build-espruino.sh: Espruino for Linux sized like
                    Jolt.js, its flash as slow as the nRF52840's
  --cuts N          instants the compaction is cut at (default 40; each a few seconds)`;

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

/** Old records' and settings' trash, a page a file, until a new game's 64 KB no longer fit. */
const TRASH_PROGRAM = "var S=require('Storage'),n=0;while(S.getFree()>56*1024){S.write('old'+n,'x',0,4064);n++;}for(var i=0;i<n;i++)S.erase('old'+i);print('TRASH '+n);quit();";
/**
 * What the cut interrupts, from the interpreter's start: the boot, whose new game (the record held only its header)
 * compacts Storage to make its record's room, then new settings and the new game they start.
 */
const CUT_PROGRAM = "setTimeout(function(){clock.configure({preset:'cn-local'});print('DONE');quit();},10);";

/** What a restarted interpreter finds: Storage erased, the firmware's checksum and whether it started, the settings, the journal, the record. */
function checkProgram(): string {
  return "setTimeout(function(){try{var S=require('Storage'),s=S.read('goclock.json'),j=S.read('goclock.jnl')||'',ok=1;" +
    "try{s=s||'';var x=s.indexOf('\\xff');JSON.parse(x<0?s:s.substr(0,x));}catch(e){ok=0;}" +
    "print('KEPT '+S.list().length+' '+E.CRC32(S.read('.bootcde')||'')+' '+(typeof clock!=='undefined'?1:0)+' '+ok+' '+(j.indexOf('S')>=0?1:0)+' '+(S.read('goclock.rec\\x01')!==undefined||S.read('goclock.re2\\x01')!==undefined?1:0)+' '+(j.lastIndexOf('R')>j.lastIndexOf('E')?1:0));}catch(e){print('FAILED '+e);}quit();},1500);";
}

function interpret(espruino: string, dir: string, program: string, tag: string): number[] {
  const result = spawnSync(espruino, ['-e', program], { cwd: dir, encoding: 'latin1', timeout: 120000, maxBuffer: 1 << 26 });
  const line = new RegExp(tag + ' ([\\d. -]+)').exec(result.stdout ?? '');
  if (line === null) return fail('the interpreter printed no ' + tag + ' (exit ' + result.status + '): ' + (result.stdout ?? '').split('\n').slice(-4).join(' | '));
  return line[1].trim().split(' ').map(Number);
}

/** Runs the cut program in `dir`, killing the interpreter `afterMs` after it started; resolves with whether it finished first. */
function cutAfter(espruino: string, dir: string, afterMs: number): Promise<boolean> {
  return new Promise((done) => {
    const child = spawn(espruino, ['-e', CUT_PROGRAM], { cwd: dir });
    let output = '';
    child.stdout.on('data', (data: Buffer) => (output += String(data)));
    const kill = setTimeout(() => child.kill('SIGKILL'), afterMs);
    child.on('close', () => {
      clearTimeout(kill);
      done(output.indexOf('DONE') >= 0);
    });
  });
}

async function main(args: string[]): Promise<void> {
  const build = takeBuildFlag(args);
  if (args.includes('--help')) return void process.stdout.write(USAGE + '\n');
  let espruino: string | undefined;
  let cuts = 40;
  for (let i = 0; i < args.length; i += 2) {
    flagValue(args, i, ['--espruino', '--cuts']);
    if (args[i] === '--espruino') espruino = args[i + 1];
    else if (args[i] === '--cuts') cuts = Number(args[i + 1]);
    else fail('unknown argument ' + args[i] + ' (see --help)');
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
    for (const program of installPrograms(saved)) interpret(espruino, base, program, 'INSTALLED');
    spawnSync(espruino, ['-e', 'setTimeout(quit,3000)'], { cwd: base, timeout: 60000, stdio: 'ignore' });
    interpret(espruino, base, TRASH_PROGRAM, 'TRASH');
    // The whole of it, timed from the interpreter's start: the cuts fall evenly across it.
    const whole = join(base, 'whole');
    cpSync(join(base, 'espruino.flash'), join(whole, 'espruino.flash'), { recursive: true });
    const began = Date.now();
    await cutAfter(espruino, whole, 1e9);
    const spanMs = Date.now() - began;
    const tally = { cuts: 0, started: 0, wiped: 0, firmwareKept: 0, settingsLost: 0, recordLost: 0 };
    for (let i = 0; i < cuts; i++) {
      const dir = join(base, 'cut' + i);
      cpSync(join(base, 'espruino.flash'), join(dir, 'espruino.flash'));
      await cutAfter(espruino, dir, Math.round((spanMs * (i + 0.5)) / cuts));
      const [files, firmwareCrc, started, settingsRead, settingsMarked, recordHeld, recordExpected] = interpret(espruino, dir, checkProgram(), 'KEPT');
      tally.cuts++;
      if (files === 0) tally.wiped++;
      if (expected.includes(firmwareCrc)) tally.firmwareKept++;
      if (started === 1) tally.started++;
      if (settingsMarked === 1 && settingsRead === 0) tally.settingsLost++;
      if (recordExpected === 1 && recordHeld === 0) tally.recordLost++;
      rmSync(dir, { recursive: true, force: true });
    }
    process.stdout.write('a new game\'s compaction, ' + spanMs + ' ms with its settings and record, cut at ' + tally.cuts + ' instants across it: Storage erased at power-up ' + tally.wiped +
      ' times, the firmware kept byte for byte ' + tally.firmwareKept + ' times and started ' + tally.started + ' times; the settings lost ' + tally.settingsLost + ' times, a kept record ' + tally.recordLost + ' times (the faces say each: test/compactionCut.test.ts)\n');
    if (tally.wiped > 0 || tally.firmwareKept < tally.cuts || tally.started < tally.cuts) process.exitCode = 1;
  } finally {
    rmSync(base, { recursive: true, force: true });
  }
}

failOnUncaught();
void main(process.argv.slice(2));
