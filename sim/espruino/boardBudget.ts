// Jolt.js's budgets, measured by running the firmware on the fake sized like it (its variables, its
// Storage pages and chunks, compaction's page-sized buffer): a long game's record in Storage, and the
// memory model's peaks at boot, in a game to the flag, at a restore, at an export and at a compaction.
// The budgets test (test/espruino/boards.test.ts) checks these figures and `npm run bench` prints them.
import { actionEdges, bootFirmware, GAME_ORIGIN_MS, readBundle } from './firmwareRun';
import { FakeEspruino } from './fake';
import { savedProgram } from './savedProgram';
import type { BoardProfile } from '../../firmware/boards';
import { RECORD_FILES } from '../../firmware/app/record/recorder';
import type { FlashStorage } from './flashModel';
import type { Side } from '../../firmware/core/index';

/** The bytes `npm run flash` saves on the board: the firmware pretokenised by the espruino tool, or null when its dry run fails. */
export function savedBytes(): number | null {
  try {
    return savedProgram().length;
  } catch {
    return null;
  }
}

/** A long game: 1,000 moves in four hours of play. */
export const LONG_GAME_MOVES = 1000;
const FOUR_HOURS_MS = 4 * 3600 * 1000;
/** Samples one Storage read, printed line or repaint in this many: a restore or an export holds nothing that grows with the game (test/espruino/memory.test.ts), so its peak recurs at every line. */
const EVERY = 64;

export interface LongGame {
  moves: number;
  storage: FlashStorage;
  /** Storage free at the end of the game, and the most the record took (both files, its chunks whole). */
  freeAtEnd: number;
  recordBytes: number;
  /** Compactions of the record by the firmware, and of Storage by the interpreter (refused: no buffer). */
  recordCompactions: number;
  storageCompactions: number;
  storageCompactionsRefused: number;
  /** The most variables in use at a Storage compaction, its buffer included (0: none happened). */
  compactionPeak: number;
  /** Storage the game took (record, its compactions' copies, ticks), trash included: what wears flash. */
  allocatedBytes: number;
  /** Four-hour games before a page of Storage reaches its rated erase count (ERASE_CYCLES). */
  gamesToWearOut: number;
  /** The longest the flash held the firmware up while the game ran (ms). */
  longestStallMs: number;
}

/** The rated erase cycles of a flash page: 10,000 on the nRF52840 (Nordic's product specification). */
export const ERASE_CYCLES = 10000;

/** Storage taken from the start of flash: live files and trash (what only a compaction gives back). */
function usedBytes(storage: FlashStorage): number {
  const stats = storage.getStats();
  return stats.fileBytes + stats.trashBytes;
}

/** The record file a Storage file belongs to (its chunks are the name and a chunk number), or undefined. */
function recordFileOf(name: string): string | undefined {
  return RECORD_FILES.filter((file) => name.indexOf(file) === 0)[0];
}

/** Bytes the record's files take in Storage now: each chunk whole, with its header. */
function recordBytesIn(storage: FlashStorage): number {
  let bytes = 0;
  for (const name of storage.names()) if (recordFileOf(name) !== undefined) bytes += storage.read(name)!.length + 32;
  return bytes;
}

/** The record file in use (the firmware keeps two and compacts from one into the other), or null. */
function recordFileIn(storage: FlashStorage): string | null {
  const files = storage.names().map(recordFileOf).filter((file) => file !== undefined);
  return files.length > 0 && files.every((file) => file === files[0]) ? (files[0] as string) : null;
}

/**
 * A `cn-national` game of the board's long-game moves, pressed evenly over four hours, with the saved
 * firmware taking `savedCodeBytes` of Storage as `npm run flash` saves it.
 */
export function playLongGame(board: BoardProfile, savedCodeBytes: number): LongGame {
  const moves = LONG_GAME_MOVES;
  const fake = bootFirmware({ preset: 'cn-national' }, { savedCodeBytes: savedCodeBytes });
  const moveMs = Math.floor(FOUR_HOURS_MS / moves);
  const usedAtStart = usedBytes(fake.storage);
  const stallsAtStart = fake.stalls.length;
  actionEdges(fake, { at: 0, do: 'start' });
  let side: Side = 'black';
  let recordBytes = 0;
  let recordCompactions = 0;
  let recordFile = recordFileIn(fake.storage);
  for (let move = 1; move <= moves; move++) {
    actionEdges(fake, { at: move * moveMs, do: 'press', side: side });
    side = side === 'black' ? 'white' : 'black';
    fake.runUntil(GAME_ORIGIN_MS + move * moveMs + 1);
    recordBytes = Math.max(recordBytes, recordBytesIn(fake.storage));
    const file = recordFileIn(fake.storage);
    if (file !== null && recordFile !== null && file !== recordFile) recordCompactions++;
    if (file !== null) recordFile = file;
  }
  fake.runUntil(GAME_ORIGIN_MS + moves * moveMs + 5000);
  const status = fake.console('clock.state()') as { move: number };
  if (status.move !== moves + 1) throw new Error('the long game on ' + board.name + ' reached move ' + status.move + ', not ' + (moves + 1));
  // A compaction erases each page at most once, and comes when the games' files and trash fill what the
  // firmware and settings leave: so a page is erased at most once every `gamesPerCompaction` games.
  // A game that compacted Storage itself wears a page once a game.
  const allocatedBytes = usedBytes(fake.storage) - usedAtStart;
  const gamesPerCompaction = fake.storage.compactions > 0 ? 1 : Math.max(1, Math.floor((board.storageBytes - usedAtStart) / allocatedBytes));
  return {
    allocatedBytes: allocatedBytes,
    gamesToWearOut: ERASE_CYCLES * gamesPerCompaction,
    moves: moves,
    storage: fake.storage.clone(),
    freeAtEnd: fake.storage.getFree(),
    recordBytes: recordBytes,
    recordCompactions: recordCompactions,
    storageCompactions: fake.storage.compactions,
    storageCompactionsRefused: fake.storage.compactionsRefused,
    compactionPeak: fake.compactionPeak,
    longestStallMs: Math.max(0, ...fake.stalls.slice(stallsAtStart).map((stall) => stall.ms)),
  };
}

export interface Peaks {
  boot: number;
  game: number;
  restore: number;
  /** Each export: jsonl, sgf and raw. */
  exports: Record<string, number>;
}

/** The memory model's peak while a fresh clock boots. */
export function bootPeak(): number {
  return bootFirmware({ preset: 'cn-national' }, { probeMemory: 1, probeRepaints: true }).sampler!.peak;
}

/** A cn-local game to the flag: 10 moves of main time, then Black lets its minutes run out. */
export function gameToTheFlagPeak(): number {
  const game = bootFirmware({ preset: 'cn-local' }, { probeMemory: 200, probeRepaints: true });
  actionEdges(game, { at: 0, do: 'start' });
  for (let move = 1; move <= 10; move++) actionEdges(game, { at: move * 30000, do: 'press', side: move % 2 === 1 ? 'black' : 'white' });
  game.runUntil(GAME_ORIGIN_MS + 3800000);
  if ((game.console('clock.state()') as { phase: string }).phase !== 'flagged') throw new Error('the game to the flag did not flag');
  return game.sampler!.peak;
}

/** What wake-ups of one phase cost on the chip, counted by the fake: per wake-up, the median and the 95th percentile. */
export interface WakeWork {
  wakeups: number;
  /** Function entries in the firmware. */
  calls: { median: number; p95: number };
  /** Bytes of function code made (Espruino copies a function's code as it makes one: an inlined single-use function made at each call). */
  madeBytes: { median: number; p95: number };
  /** Calls of Graphics' methods (each one native call on Espruino). */
  graphicsCalls: { median: number; p95: number };
  /** I2C bytes sent to the faces, per wake-up on average. */
  i2cBytes: number;
}

function spread(values: number[]): { median: number; p95: number } {
  const sorted = values.slice().sort((a, b) => a - b);
  return { median: sorted[sorted.length >> 1], p95: sorted[Math.floor(sorted.length * 0.95)] };
}

/**
 * What costs time on the chip, counted by the fake wake-up by wake-up in the game timed on
 * Espruino's interpreter (firmware/README.md): 40 s of main time and one 60 s period of byo-yomi, ten moves first;
 * main time from 12 s to 40 s, byo-yomi from 41 s to 100 s.
 */
export function wakeWork(): { main: WakeWork; byoyomi: WakeWork } {
  const fake = bootFirmware({ timeControl: { system: 'byoyomi', mainMs: 40000, periods: 1, periodMs: 60000 } }, { countCalls: true });
  actionEdges(fake, { at: 0, do: 'start' });
  for (let move = 1; move <= 10; move++) actionEdges(fake, { at: move * 1000, do: 'press', side: move % 2 === 1 ? 'black' : 'white' });
  const drawn = () => fake.graphics.reduce((sum, g) => sum + g.calls, 0);
  const phase = (from: number, to: number): WakeWork => {
    fake.runUntil(GAME_ORIGIN_MS + from);
    const calls: number[] = [];
    const made: number[] = [];
    const graphics: number[] = [];
    const i2cStart = fake.i2cBytes;
    const now = () => ({ wakeups: fake.wakeups, calls: fake.calls.count, madeBytes: fake.calls.madeBytes, graphics: drawn() });
    let last = now();
    for (let t = from + 1; t <= to; t++) {
      fake.runUntil(GAME_ORIGIN_MS + t);
      if (fake.wakeups === last.wakeups) continue;
      calls.push(fake.calls.count - last.calls);
      made.push(fake.calls.madeBytes - last.madeBytes);
      graphics.push(drawn() - last.graphics);
      last = now();
    }
    return { wakeups: calls.length, calls: spread(calls), madeBytes: spread(made), graphicsCalls: spread(graphics), i2cBytes: (fake.i2cBytes - i2cStart) / calls.length };
  };
  return { main: phase(12000, 40000), byoyomi: phase(41000, 100000) };
}

/** The peaks of a restore and the exports of `long`'s record. */
export function restorePeaks(board: BoardProfile, long: LongGame): { restore: number; exports: Record<string, number> } {
  const fake = new FakeEspruino({ storage: long.storage.clone(), probeMemory: EVERY });
  fake.boot(readBundle());
  const restore = fake.sampler!.peak;
  const exports: Record<string, number> = {};
  for (const format of ['jsonl', 'sgf', 'raw']) {
    fake.sampler!.peak = 0;
    const lines = fake.consoleOutput('clock.record("' + format + '")').trim().split('\n');
    if (lines.length <= long.moves) throw new Error('the ' + format + ' export on ' + board.name + ' printed only ' + lines.length + ' lines');
    exports[format] = fake.sampler!.peak;
  }
  return { restore: restore, exports: exports };
}

/** The peaks of a boot, a game to the flag, and a restore and the exports of `long`'s record. */
export function memoryPeaks(board: BoardProfile, long: LongGame): Peaks {
  const restored = restorePeaks(board, long);
  return { boot: bootPeak(), game: gameToTheFlagPeak(), restore: restored.restore, exports: restored.exports };
}

/**
 * Two boots timed once by `npm run bench:chip` on Espruino's interpreter sized like Jolt.js, beside the
 * function calls the fake counts for the same boots: they carry a boot's calls over to work units. A
 * boot costs a fixed part whatever it calls (the code's scan, the faces' buffers, the first frames) and
 * the rest by the call; the interpreter's own figure decides (firmware/README.md, Speed on the chip).
 */
const CHIP_BOOTS = { measured: '2026-12-07', fresh: { calls: 446, units: 2758 }, restoring300: { calls: 1353, units: 6964 } };
const UNITS_PER_CALL = (CHIP_BOOTS.restoring300.units - CHIP_BOOTS.fresh.units) / (CHIP_BOOTS.restoring300.calls - CHIP_BOOTS.fresh.calls);
const FIXED_UNITS = CHIP_BOOTS.fresh.units - UNITS_PER_CALL * CHIP_BOOTS.fresh.calls;

/** The work units on the interpreter of a boot that makes `calls` function calls on the fake. */
export function bootUnits(calls: number): number {
  return Math.round(FIXED_UNITS + UNITS_PER_CALL * calls);
}

/** When the interpreter's units were measured, for what prints the estimate. */
export const BOOT_CALIBRATED = CHIP_BOOTS.measured;

/** The boot budgets in work units: fresh, and restoring an ordinary game and a long one. */
export const BOOT_BUDGETS = [
  { moves: 0, units: 4000 },
  { moves: 300, units: 20000 },
  { moves: LONG_GAME_MOVES, units: 40000 },
];

/**
 * The firmware's function calls at boot on the fake: fresh, and restoring a `cn-national` game of each
 * of `moves` presses (20 s each, cut while the last runs).
 */
export function bootCalls(moves: number[]): { moves: number; calls: number }[] {
  return [0].concat(moves).map((count) => {
    const played = bootFirmware({ preset: 'cn-national' }, { savedCodeBytes: 16 * 1024 });
    actionEdges(played, { at: 0, do: 'start' });
    for (let move = 1; move <= count; move++) actionEdges(played, { at: move * 20000, do: 'press', side: move % 2 === 1 ? 'black' : 'white' });
    played.runUntil(GAME_ORIGIN_MS + count * 20000 + 5000);
    const fake = new FakeEspruino({ storage: count === 0 ? new FakeEspruino({}).storage : played.storage.clone(), countCalls: true });
    fake.boot(readBundle());
    return { moves: count, calls: fake.calls.count };
  });
}
