// Jolt.js's budgets, the firmware on the fake sized like it: 12,000 variables, 400 KB of Storage in 4 KB
// pages and compaction's buffer from the free variables.
import { afterAll, describe, expect, it } from 'vitest';
import { BOARD } from '../../firmware/boards';
import { BOOT_BUDGETS, bootCalls, bootUnits, memoryPeaks, playLongGame, savedBytes } from '../../sim/espruino/boardBudget';
import { actionEdges, bootFirmware, GAME_ORIGIN_MS } from '../../sim/espruino/firmwareRun';
import { FlashStorage } from '../../sim/espruino/flashModel';
import type { Side } from '../../firmware/core/index';
import { closeMemoryProbe } from '../../sim/espruino/memoryProbe';
import { misquoted } from '../bench/figures';
import { RECORD_ROOM_BYTES } from '../../sim/host/storageBudget';

const JOLT = BOARD;

describe('Jolt.js', () => {
  afterAll(closeMemoryProbe);
  const saved = savedBytes();
  if (saved === null) throw new Error('npm run flash -- --dry-run gave no saved size for Jolt.js');
  const long = playLongGame(JOLT, saved);

  it('keeps a 1,000-move, four-hour game’s record within 10 % of Storage, with no compaction of either', () => {
    console.log('Jolt.js Storage: firmware', saved, 'bytes saved; after', long.moves, 'moves', long.freeAtEnd, 'bytes free; record at most', long.recordBytes, 'bytes; a page wears out after', long.gamesToWearOut, 'four-hour games');
    expect(long.moves).toBe(1000);
    expect(long.recordBytes).toBeLessThanOrEqual(0.1 * JOLT.storageBytes);
    // What npm run flash keeps free for a game.
    expect(long.allocatedBytes).toBeLessThanOrEqual(RECORD_ROOM_BYTES);
    expect(long.recordCompactions).toBe(0);
    expect(long.storageCompactions).toBe(0);
    // Four hours of writes with the chip's flash times: none holds a call back by 20 ms.
    expect(long.longestStallMs).toBeLessThan(20);
    expect(long.gamesToWearOut).toBeGreaterThan(10000);
    // The guides quote these as the game gives them.
    expect(misquoted([{ name: 'saved-bytes', value: saved }, { name: 'game-storage', value: long.allocatedBytes }, { name: 'wear-games', value: long.gamesToWearOut }])).toEqual([]);
  });

  let peaks: ReturnType<typeof memoryPeaks> | null = null;
  const peaksOfJolt = () => (peaks = peaks ?? memoryPeaks(JOLT, long));

  it('keeps at least half of its variables free at boot, in a game to the flag, at a 1,000-move restore and at each export', () => {
    const found = peaksOfJolt();
    console.log('Jolt.js peaks (of ' + JOLT.variables + ' JsVars):', found);
    const half = JOLT.variables / 2;
    for (const [name, peak] of [['boot', found.boot], ['game', found.game], ['restore', found.restore]] as const) {
      expect(peak, name).toBeGreaterThan(0);
      expect(peak, name).toBeLessThan(half);
    }
    expect(misquoted([{ name: 'boot-peak', value: found.boot }, { name: 'game-peak', value: found.game }])).toEqual([]);
    expect(Object.keys(found.exports)).toEqual(['jsonl', 'sgf', 'raw']);
    for (const format of Object.keys(found.exports)) expect(found.exports[format], format).toBeLessThan(half);
  }, 180000);

  it('boots fresh, and restoring 300 and 1,000 moves, within its work-unit budgets as the interpreter’s calibration carries its calls over', () => {
    const boots = bootCalls(BOOT_BUDGETS.slice(1).map((b) => b.moves));
    expect(boots.map((b) => b.moves)).toEqual(BOOT_BUDGETS.map((b) => b.moves));
    // A restore reads the record's end, not the game: a long game costs a boot about what an ordinary one does.
    expect(boots[2].calls).toBeLessThan(1.25 * boots[1].calls);
    for (let i = 0; i < boots.length; i++) expect(bootUnits(boots[i].calls), boots[i].moves + ' moves').toBeLessThanOrEqual(BOOT_BUDGETS[i].units);
    // Three boots on the fake, a second or so alone: room for a loaded machine.
  }, 60000);
});

describe('a Storage compaction in the middle of a game', () => {
  afterAll(closeMemoryProbe);

  it('gets its page-sized buffer from the variables, leaving half of them free', () => {
    const board = JOLT;
    // The memory model samples inside the write that compacts, so the peak is what the firmware held then.
    const fake = bootFirmware({ preset: 'cn-national' }, { savedCodeBytes: 16 * 1024, probeMemory: 100000 });
    // An old file's trash fills Storage, so that one of the record's next chunks makes it compact.
    fake.storage.create('old.bin', fake.storage.getFree() - 6000);
    fake.storage.remove('old.bin');
    actionEdges(fake, { at: 0, do: 'start' });
    let side: Side = 'black';
    for (let move = 1; move <= 300 && fake.storage.compactions === 0; move++) {
      actionEdges(fake, { at: move * 20000, do: 'press', side: side });
      side = side === 'black' ? 'white' : 'black';
      fake.runUntil(GAME_ORIGIN_MS + move * 20000 + 1);
    }
    console.log(board.name + ': a compaction during the game peaked at ' + fake.compactionPeak + ' of ' + board.variables + ' JsVars, its buffer included');
    expect(fake.storage.compactions).toBe(1);
    expect(fake.storage.compactionsRefused).toBe(0);
    expect(fake.compactionPeak).toBeLessThan(0.5 * board.variables);
    expect((fake.console('clock.state()') as { phase: string }).phase).toBe('running');
  });

  it('is refused, as Espruino refuses it, when the variables cannot give the buffer', () => {
    const storage = new FlashStorage({ totalBytes: 48 * 1024, pageBytes: 4096 });
    storage.compactionBuffer = (bytes) => bytes <= 1000;
    storage.create('live', 10000);
    storage.create('a', 30000);
    storage.remove('a');
    expect(() => storage.create('b', 30000)).toThrow('Unable to find or create file');
    expect(storage.compactionsRefused).toBe(1);
    expect(storage.compactions).toBe(0);
  });
});
