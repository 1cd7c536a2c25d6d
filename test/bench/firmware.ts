// Firmware budgets, measured on the fake Espruino running dist/firmware.js: bundle size, wake-ups,
// and live data in Espruino's JsVar terms.
import { mkdtempSync, statSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { readFileSync } from 'node:fs';
import { actionEdges, bootFirmware, GAME_ORIGIN_MS } from '../../sim/espruino/firmwareRun';
import { bundleBytesBySource } from './bundleBytes';
import { closeMemoryProbe } from '../../sim/espruino/memoryProbe';
import { PICO_JSVARS } from '../../sim/espruino/fakeMemory';
import { BYOYOMI_BUNDLE, FIRMWARE_BUNDLE } from '../../sim/espruino/bundlePaths';

/** What `npm run flash` would save on the board: the bundle pretokenised by the espruino tool. */
function savedBytes(): string {
  const out = join(mkdtempSync(join(tmpdir(), 'bench-')), 'upload.js');
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'hardware/flash.ts', '--dry-run', out], { encoding: 'utf8' });
  const match = /\((\d+) bytes saved on the board\)/.exec(result.stdout);
  return match === null ? 'unknown (' + result.stderr.trim() + ')' : match[1] + ' bytes (' + (Number(match[1]) / 1024).toFixed(1) + ' KB; a Pico has 48 KB of Storage for it and the record)';
}

/**
 * A whole byo-yomi game to the flag on `bundle`: 10 moves of main time, then Black lets its minutes run
 * out; the memory model samples one repaint, Storage read or printed line in 50.
 */
function gameToTheFlag(bundle: string): { peak: number; samples: number; phase: string } {
  const game = bootFirmware({ preset: 'cn-local' }, { probeMemory: 50, probeRepaints: true }, bundle);
  actionEdges(game, { at: 0, do: 'start' });
  for (let move = 1; move <= 10; move++) actionEdges(game, { at: move * 30000, do: 'press', side: move % 2 === 1 ? 'black' : 'white' });
  game.runUntil(GAME_ORIGIN_MS + 3800000);
  return { peak: game.sampler!.peak, samples: game.sampler!.samples, phase: (game.console('clock.state()') as { phase: string }).phase };
}

export function benchFirmware(): string[] {
  const size = statSync(FIRMWARE_BUNDLE).size;
  const gzipped = gzipSync(readFileSync(FIRMWARE_BUNDLE)).length;
  const leanSize = statSync(BYOYOMI_BUNDLE).size;
  const fake = bootFirmware({ preset: 'cn-national' });
  actionEdges(fake, { at: 61000, do: 'start' });
  actionEdges(fake, { at: 121500, do: 'pause' });
  fake.runUntil(GAME_ORIGIN_MS);
  const idleStart = fake.wakeups;
  fake.runUntil(GAME_ORIGIN_MS + 60000);
  const idle = fake.wakeups - idleStart;
  fake.runUntil(GAME_ORIGIN_MS + 61000);
  const runStart = fake.wakeups;
  const i2cStart = fake.i2cBytes;
  const started = process.hrtime.bigint();
  fake.runUntil(GAME_ORIGIN_MS + 121000);
  const callbackMs = Number(process.hrtime.bigint() - started) / 1e6;
  const running = fake.wakeups - runStart;
  const i2cPerSecond = (fake.i2cBytes - i2cStart) / 60;
  const heapRunning = fake.memory([fake.console('clock.state()')]).usage;
  fake.runUntil(GAME_ORIGIN_MS + 122000);
  const pauseStart = fake.wakeups;
  fake.runUntil(GAME_ORIGIN_MS + 182000);
  const paused = fake.wakeups - pauseStart;

  const byoyomi = bootFirmware({ timeControl: { system: 'byoyomi', mainMs: 0, periods: 5, periodMs: 60000 } });
  actionEdges(byoyomi, { at: 0, do: 'start' });
  byoyomi.runUntil(GAME_ORIGIN_MS + 1000);
  const byoStart = byoyomi.wakeups;
  byoyomi.runUntil(GAME_ORIGIN_MS + 61000);
  const byoWakes = byoyomi.wakeups - byoStart;
  const game = gameToTheFlag(readFileSync(FIRMWARE_BUNDLE, 'utf8'));
  const lean = gameToTheFlag(readFileSync(BYOYOMI_BUNDLE, 'utf8'));
  closeMemoryProbe();
  const total = PICO_JSVARS;
  const peakLine = (label: string, run: { peak: number; samples: number; phase: string }) =>
    'firmware: a cn-local game to the flag, ' + label + ' (' + run.phase + '): peak ' + run.peak + ' of ' + total + ' JsVars, ' + Math.round((100 * (total - run.peak)) / total) + ' % free (the memory model, ' + run.samples + ' samples; it counts 3-12 % below Espruino\'s interpreter, whose figures are in the README)';
  const bySource = bundleBytesBySource().slice(0, 12).map((s) => 'firmware:   ' + String(s.bytes).padStart(6) + '  ' + s.source);
  return [
    'firmware: bundle size                ' + size + ' bytes (' + (size / 1024).toFixed(1) + ' KB, ' + gzipped + ' gzipped; budget 32 KB)',
    'firmware: byo-yomi family only       ' + leanSize + ' bytes (' + (size - leanSize) + ' saved by leaving the other systems out)',
    'firmware: saved on the board         ' + savedBytes(),
    'firmware: where the bytes go (the twelve largest sources)',
    ...bySource,
    'firmware: wake-ups per minute, main  ' + running + ' (budget 60)',
    'firmware: I2C bytes per second, main ' + Math.round(i2cPerSecond) + ' (a whole frame each second was 1 031; goal a fifth)',
    'firmware: wake-up callback, main     ' + (callbackMs / running).toFixed(2) + ' ms in the fake (Node; a Pico is far slower)',
    'firmware: wake-ups per minute, byo   ' + byoWakes + ' (repaints plus calls)',
    'firmware: wake-ups per minute, idle  ' + idle + ', paused ' + paused + ' (the watchdog\'s kicks, every 4 s)',
    'firmware: clock.state(), running     ' + heapRunning + ' of ' + fake.memory().total + ' JsVars (it and the firmware\'s globals, process.memory() terms: closures unseen)',
    peakLine('every system', game),
    peakLine('byo-yomi family only', lean),
  ];
}
