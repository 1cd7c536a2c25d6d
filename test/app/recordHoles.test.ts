// A hole in the record: a run of erased bytes (0xFF) that a power cut left before later lines. Storage
// appends at the first erased byte of the first chunk whose last byte is erased, so a record that went on
// in place would write over the lines after the hole. Holes are made at every place a cut can leave one
// before the last checkpoint; the boot, the play after it and a clean cut then must write over nothing,
// keep a record that replays to the clock resumed from it, and lose at most a tick and the late-press window.
import { describe, expect, it } from 'vitest';
import { AppBench, joltFlash, writeSettings } from '../helpers/appHarness';
import { random } from '../helpers/helpers';
import { TICK_SPACING_MS } from '../helpers/powerCut';
import { createRecorder, RECORD_FILES } from '../../firmware/app/record/recorder';
import { linesOf, readRecord, type RecordReading } from '../../firmware/app/record/record';
import { resumeRecord } from '../../firmware/app/record/resume';
import { createFlashStorage } from '../../firmware/drivers/flashStorage';
import { findPreset, newClock, parseSettings, step, type ClockState, type Side } from '../../firmware/core/index';
import { FlashStorage } from '../../sim/espruino/flashModel';
import { espruinoStorage } from '../../sim/espruino/storageModule';

const ERASED = '\xff';

/** The record file in use: the one that holds lines. */
function recordFile(flash: FlashStorage): string {
  return flash.readStorageFile(RECORD_FILES[1]) !== '' ? RECORD_FILES[1] : RECORD_FILES[0];
}

function chunkCount(flash: FlashStorage, file: string): number {
  let chunks = 0;
  while (flash.read(flash.chunkName(file, chunks + 1)) !== undefined) chunks++;
  return chunks;
}

function buttonOf(side: Side): 'left' | 'right' {
  return side === 'black' ? 'left' : 'right';
}

/** Presses of the side on move from `from` (hardware time), `count` of them, 1.2–4.2 s apart; returns the last one's time. */
function press(bench: AppBench, rand: () => number, from: number, count: number): number {
  let t = from;
  for (let i = 0; i < count; i++) {
    t += 1200 + Math.floor(rand() * 3000);
    bench.tap(buttonOf(bench.app.timeline().present.onMove), t);
  }
  return t;
}

/** A game whose record fills two chunks and most of a third, cut cleanly 3.7 s into a move. */
function playedGame(): AppBench {
  const rand = random(5);
  const flash = joltFlash();
  writeSettings(flash, { preset: 'cn-national', timeControl: { system: 'absolute', mainMs: 3 * 3600000 }, blackButton: 'left', volume: 20 });
  const bench = new AppBench(flash);
  bench.tap('right', 300);
  let t = 400;
  const lastChunk = () => flash.read(flash.chunkName(recordFile(flash), chunkCount(flash, recordFile(flash)))) as string;
  while (chunkCount(flash, recordFile(flash)) < 3 || lastChunk().indexOf(ERASED) < 2500) t = press(bench, rand, t, 1);
  bench.runUntil(t + 3700);
  return bench;
}

/** A run of erased bytes: `length` of them from `offset` in chunk `chunk`. */
interface Hole {
  chunk: number;
  offset: number;
  length: number;
}

/** Where the record's end lies: its chunks, and where each line of the last chunk starts. */
interface Layout {
  chunks: number;
  chunkBytes: number;
  /** Line starts in the last chunk, up to and including its last checkpoint's. */
  starts: number[];
}

function layoutOf(flash: FlashStorage, file: string): Layout {
  const chunks = chunkCount(flash, file);
  const last = flash.read(flash.chunkName(file, chunks)) as string;
  const checkpoint = last.lastIndexOf('\nK') + 1;
  const starts: number[] = [];
  for (let at = last.indexOf('\n') + 1; at > 0 && at <= checkpoint; at = last.indexOf('\n', at) + 1) starts.push(at);
  return { chunks: chunks, chunkBytes: flash.chunkBytes, starts: starts };
}

/** Every place a cut can leave a hole before the last checkpoint, as runs of erased bytes. */
const PLACES: { name: string; holes: (layout: Layout) => Hole[] }[] = [
  { name: 'a byte in a line of the last chunk', holes: (l) => [{ chunk: l.chunks, offset: l.starts[l.starts.length - 4] + 2, length: 1 }] },
  { name: 'the middle of a line of the last chunk', holes: (l) => [{ chunk: l.chunks, offset: l.starts[l.starts.length - 3] + 4, length: 9 }] },
  { name: 'across a line end', holes: (l) => [{ chunk: l.chunks, offset: l.starts[l.starts.length - 3] - 3, length: 8 }] },
  { name: 'whole lines', holes: (l) => [{ chunk: l.chunks, offset: l.starts[l.starts.length - 5], length: l.starts[l.starts.length - 3] - l.starts[l.starts.length - 5] }] },
  { name: 'the end of the line before the last checkpoint', holes: (l) => [{ chunk: l.chunks, offset: l.starts[l.starts.length - 1] - 7, length: 6 }] },
  { name: 'in the last chunk, before a later checkpoint', holes: (l) => [{ chunk: l.chunks, offset: l.starts[2] + 5, length: 40 }] },
  { name: 'the start of the last chunk', holes: (l) => [{ chunk: l.chunks, offset: 0, length: 12 }] },
  { name: 'the end of the chunk before the last', holes: (l) => [{ chunk: l.chunks - 1, offset: l.chunkBytes - 12, length: 12 }] },
  { name: 'across a chunk boundary', holes: (l) => [{ chunk: l.chunks - 1, offset: l.chunkBytes - 7, length: 7 }, { chunk: l.chunks, offset: 0, length: 9 }] },
  { name: 'the middle of the chunk before the last', holes: (l) => [{ chunk: l.chunks - 1, offset: 2000, length: 30 }] },
  { name: 'an earlier chunk', holes: () => [{ chunk: 1, offset: 1500, length: 20 }] },
];

/** Erases the bytes of `hole` in record file `file`, as a cut leaves them. */
function punch(flash: FlashStorage, file: string, hole: Hole): void {
  flash.eraseBytes(flash.chunkName(file, hole.chunk), hole.offset, hole.length);
}

/** Counts the writes that land on bytes already written (flash ANDs them: the old line is lost). */
function countOverwrites(flash: FlashStorage): () => number {
  let overwrites = 0;
  const andWrite = flash.andWrite.bind(flash);
  flash.andWrite = (name, data, offset) => {
    if ((flash.read(name) as string).slice(offset, offset + data.length) !== ERASED.repeat(data.length)) overwrites++;
    andWrite(name, data, offset);
  };
  return () => overwrites;
}

/** Boots a clone of the flash of `bench`, cut now; returns the rebooted clock and the time it lost against the live one. */
function cutAndBoot(bench: AppBench, damage: (flash: FlashStorage) => void): { rebooted: AppBench; lostMs: number; overwrites: () => number } {
  const truth = bench.truth();
  const flash = bench.flash.clone();
  damage(flash);
  const overwrites = countOverwrites(flash);
  const rebooted = new AppBench(flash);
  rebooted.runUntil(500);
  const state: ClockState = rebooted.app.console.state();
  expect(state.phase).toBe('paused');
  expect(state.black.usedMs).toBeLessThanOrEqual(truth.black.usedMs);
  expect(state.white.usedMs).toBeLessThanOrEqual(truth.white.usedMs);
  return { rebooted: rebooted, lostMs: truth.black.usedMs - state.black.usedMs + truth.white.usedMs - state.white.usedMs, overwrites: overwrites };
}

/** The inputs a whole reading of the record applies: each one's instant by its number. */
function provenInputs(flash: FlashStorage): Map<number, number> {
  const inputs = new Map<number, number>();
  const keep = { header: () => undefined, checkpoint: () => undefined, input: (n: number, at: number) => void inputs.set(n, at) };
  readRecord(linesOf(flash.readStorageFile(recordFile(flash))), () => undefined, keep);
  return inputs;
}

function device(flash: FlashStorage) {
  return createFlashStorage(espruinoStorage(flash) as unknown as Espruino.StorageModule, flash.pageBytes);
}

/** What a reading proves: the clock, its instant, and the inputs it holds. */
const clockOf = (r: RecordReading | null) => (r === null ? null : { state: r.state, lastAt: r.lastAt, inputs: r.inputs, unresolved: r.unresolved });

/** The record of `flash` read from its last checkpoint (as the boot does), and whole (as an export does). */
function readings(flash: FlashStorage): { resumed: RecordReading | null; whole: RecordReading } {
  const copy = flash.clone();
  const file = recordFile(copy);
  const storage = device(copy);
  return {
    resumed: resumeRecord(storage, file, storage.chunkCount(file), undefined, () => undefined),
    whole: readRecord(linesOf(copy.readStorageFile(file)), () => undefined),
  };
}

describe('a hole a power cut left in the record', () => {
  const game = playedGame();
  const file = recordFile(game.flash);
  const layout = layoutOf(game.flash, file);

  it('is made by a game whose record spans three chunks, the last with several checkpoints', () => {
    expect(layout.chunks).toBeGreaterThanOrEqual(3);
    expect(layout.starts.length).toBeGreaterThan(20);
  });

  for (const place of PLACES) {
    it(place.name + ': never written into, and the next clean cut loses at most ' + TICK_SPACING_MS + ' ms', () => {
      const holes = place.holes(layout);
      let before = new Map<number, number>();
      const first = cutAndBoot(game, (flash) => {
        holes.forEach((hole) => punch(flash, file, hole));
        before = provenInputs(flash);
      });
      expect(first.lostMs).toBeLessThanOrEqual(TICK_SPACING_MS);
      // The referee resumes; play goes on across a checkpoint; the power fails cleanly.
      const resumed = first.rebooted;
      resumed.tap('mode', 1000);
      resumed.runUntil(press(resumed, random(9), 1200, 40) + 2300);
      expect(first.overwrites()).toBe(0);
      // Every input the holed record proves, before the hole and after it, it still proves.
      const after = provenInputs(resumed.flash);
      expect([...before].filter(([n, at]) => after.get(n) !== at)).toEqual([]);
      const { resumed: fromCheckpoint, whole } = readings(resumed.flash);
      expect(whole.unresolved).toBe(false);
      expect(clockOf(fromCheckpoint ?? whole)).toEqual(clockOf(whole));
      const second = cutAndBoot(resumed, () => undefined);
      expect(second.lostMs).toBeLessThanOrEqual(TICK_SPACING_MS);
      expect(second.overwrites()).toBe(0);
    });
  }
});

describe('a hole where Storage appends, with no room for a fresh file', () => {
  it('stops the record rather than write into the hole: the record stays as it was', () => {
    const flash = new FlashStorage();
    flash.create('.bootcde', 400 * 1024 - 12 * 1024);
    const settings = parseSettings({ system: 'absolute', mainMs: 3600000 }, 'tc', findPreset);
    const recorder = createRecorder(device(flash));
    recorder.begin(settings, () => undefined);
    let state = step(newClock(settings), { type: 'start' }, 0).state;
    recorder.record([{ at: 0, input: { type: 'start' } }], [], state);
    for (let i = 1; i <= 40; i++) {
      state = step(state, { type: 'press', side: state.onMove }, i * 2000).state;
      recorder.record([{ at: i * 2000, input: { type: 'press', side: i % 2 === 1 ? 'black' : 'white' } }], [], state);
    }
    const layout = layoutOf(flash, RECORD_FILES[0]);
    punch(flash, RECORD_FILES[0], { chunk: 1, offset: layout.starts[layout.starts.length - 3] + 4, length: 9 });
    const holed = flash.read(flash.chunkName(RECORD_FILES[0], 1));
    const again = createRecorder(device(flash));
    expect(again.recover()!.inputs).toBe(41);
    expect(again.recording()).toBe(false);
    again.record([{ at: 90000, input: { type: 'pause' } }], [], step(state, { type: 'pause' }, 90000).state);
    expect(flash.read(flash.chunkName(RECORD_FILES[0], 1))).toBe(holed);
  });
});
