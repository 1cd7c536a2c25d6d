// Firmware budgets, measured on the fake Espruino sized like Jolt.js: the bundle's size, wake-ups and
// repaints, Storage and the memory model's peaks (sim/espruino/boardBudget.ts).
import { statSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { readFileSync } from 'node:fs';
import { actionEdges, bootFirmware, GAME_ORIGIN_MS } from '../../sim/espruino/firmwareRun';
import { BOOT_BUDGETS, BOOT_CALIBRATED, bootCalls, bootPeak, bootUnits, gameToTheFlagPeak, LONG_GAME_MOVES, playLongGame, restorePeaks, savedBytes, wakeWork, type WakeWork } from '../../sim/espruino/boardBudget';
import { BOARD } from '../../firmware/boards';
import { bundleBytesBySource } from './bundleBytes';
import { closeMemoryProbe } from '../../sim/espruino/memoryProbe';
import { FIRMWARE_BUNDLE } from '../../sim/espruino/bundlePaths';

/** Every budget figure of the firmware on the fake sized like Jolt.js. */
function boardLines(): string[] {
  const board = BOARD;
  const label = 'board: ';
  const bundle = FIRMWARE_BUNDLE;
  const saved = savedBytes();
  const lines = [label + bundle + ' ' + statSync(bundle).size + ' bytes, saved ' + (saved === null ? 'unknown' : saved + ' bytes') + ' of ' + board.storageBytes / 1024 + ' KB of Storage'];
  if (saved === null) return lines;
  const percent = (n: number) => Math.round((100 * (board.variables - n)) / board.variables) + ' % free';
  let long;
  try {
    long = playLongGame(board, saved);
  } catch (error) {
    return lines.concat(label + 'a long game (' + LONG_GAME_MOVES + ' moves) does not fit beside the firmware: ' + (error as Error).message);
  }
  lines.push(
    label + 'Storage free after ' + long.moves + ' moves ' + long.freeAtEnd + ' bytes; the record took at most ' + long.recordBytes + ' bytes (' + ((100 * long.recordBytes) / board.storageBytes).toFixed(1) + ' % of Storage)',
    label + 'record compactions ' + long.recordCompactions + ', Storage compactions ' + long.storageCompactions + ' (refused for want of a buffer: ' + long.storageCompactionsRefused + ')' +
      (long.storageCompactions > 0 ? ', peak at a compaction ' + long.compactionPeak + ' JsVars, ' + percent(long.compactionPeak) : ''),
  );
  const work = wakeWork();
  const phase = (name: string, w: WakeWork) =>
    label + 'a wake-up in ' + name + ' (' + w.wakeups + '): function calls median ' + w.calls.median + ', p95 ' + w.calls.p95 + '; function code made ' + w.madeBytes.median + ', ' + w.madeBytes.p95 + ' bytes; Graphics calls ' + w.graphicsCalls.median + ', ' + w.graphicsCalls.p95 + '; I2C ' + w.i2cBytes.toFixed(0) + ' bytes';
  lines.push(phase('main time', work.main), phase('byo-yomi', work.byoyomi), label + '  (on Espruino\'s interpreter about 6 work units a call in a repaint, 4 in a whole update: firmware/README.md, Speed on the chip)');
  const boots = bootCalls(BOOT_BUDGETS.slice(1).map((b) => b.moves)).map((b, i) =>
    (b.moves === 0 ? 'fresh ' : 'restoring ' + b.moves + ' moves ') + b.calls + ' calls, about ' + bootUnits(b.calls) + ' units (budget ' + BOOT_BUDGETS[i].units + ')');
  lines.push(label + 'boot: ' + boots.join('; '), label + '  (units estimated from the calls as bench:chip measured two boots on ' + BOOT_CALIBRATED + ': firmware/README.md, Speed on the chip)');
  const boot = bootPeak();
  const game = gameToTheFlagPeak();
  lines.push(label + 'memory model peaks (of ' + board.variables + ' JsVars): boot ' + boot + ' (' + percent(boot) + '), game to the flag ' + game + ' (' + percent(game) + ')');
  lines.push(label + '  (the model counts a game about 13 % below the interpreter: npm run bench:chip measures the peaks the budget is judged on, firmware/README.md, Memory)');
  // A record that never started (Storage full beside the firmware) has nothing to restore.
  if (long.recordBytes === 0) return lines.concat(label + 'no record: Storage has no room for its first chunk beside the firmware, so no restore or export to measure');
  const restored = restorePeaks(board, long);
  const exports = Object.keys(restored.exports).map((format) => format + ' ' + restored.exports[format] + ' (' + percent(restored.exports[format]) + ')').join(', ');
  return lines.concat(label + 'restore of ' + long.moves + ' moves ' + restored.restore + ' (' + percent(restored.restore) + '); exports ' + exports);
}

export function benchFirmware(): string[] {
  const size = statSync(FIRMWARE_BUNDLE).size;
  const gzipped = gzipSync(readFileSync(FIRMWARE_BUNDLE)).length;
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
  const storageStart = fake.storage.bytesWritten;
  const started = process.hrtime.bigint();
  fake.runUntil(GAME_ORIGIN_MS + 121000);
  const callbackMs = Number(process.hrtime.bigint() - started) / 1e6;
  const running = fake.wakeups - runStart;
  const i2cPerSecond = (fake.i2cBytes - i2cStart) / 60;
  const storagePerSecond = (fake.storage.bytesWritten - storageStart) / 60;
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
  const boards = boardLines();
  closeMemoryProbe();
  const bySource = bundleBytesBySource().slice(0, 12).map((s) => 'firmware:   ' + String(s.bytes).padStart(6) + '  ' + s.source);
  return [
    'firmware: Jolt.js bundle             ' + size + ' bytes (' + (size / 1024).toFixed(1) + ' KB, ' + gzipped + ' gzipped)',
    'firmware: where the bytes go (the twelve largest sources)',
    ...bySource,
    'firmware: wake-ups per minute, main  ' + running + ' (budget 60)',
    'firmware: I2C bytes per second, main ' + Math.round(i2cPerSecond) + ' (a whole frame each second would be 1,031)',
    'firmware: Storage bytes per second, main ' + storagePerSecond.toFixed(2) + ' (the ticks of a running move, a byte a second)',
    'firmware: wake-up callback, main     ' + (callbackMs / running).toFixed(2) + ' ms in the fake (Node; the chip is far slower)',
    'firmware: wake-ups per minute, byo   ' + byoWakes + ' (repaints plus calls)',
    'firmware: wake-ups per minute, idle  ' + idle + ', paused ' + paused + ' (the watchdog\'s kicks, every 4 s)',
    'firmware: clock.state(), running     ' + heapRunning + ' of ' + fake.memory().total + ' JsVars (it and the firmware\'s globals, process.memory() terms: closures unseen)',
    'firmware: on the fake sized like Jolt.js (the memory model counts 3-12 % below Espruino\'s interpreter)',
    ...boards,
  ];
}
