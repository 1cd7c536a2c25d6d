// Boot resumes the record from its last checkpoint: the clock it gives is the one a replay of every line
// gives, on records of any length, after damage before the checkpoint, in it or after it; it reads only
// the record's end; and a record whose end proves nothing is read whole.
import { describe, expect, it } from 'vitest';
import { createRecorder, RECORD_FILES, CHECKPOINT_INPUTS } from '../../firmware/app/record/recorder';
import { linesOf, readRecord, type RecordReading } from '../../firmware/app/record/record';
import { resumeRecord } from '../../firmware/app/record/resume';
import { createFlashStorage } from '../../firmware/drivers/flashStorage';
import { findPreset, newClock, parseSettings, step } from '../../firmware/core/index';
import type { StorageDevice } from '../../firmware/devices';
import { FlashStorage } from '../../sim/espruino/flashModel';
import { espruinoStorage } from '../../sim/espruino/storageModule';
import { joltFlash } from '../helpers/appHarness';
import { readTextAt, showsText } from '../helpers/firmwareHelpers';
import type { Ssd1306Model } from '../../sim/espruino/ssd1306Model';
import { actionEdges, bootFirmware, GAME_ORIGIN_MS, readBundle } from '../../sim/espruino/firmwareRun';
import { FakeEspruino } from '../../sim/espruino/fake';

const settings = parseSettings({ system: 'byoyomi', mainMs: 600000, periods: 3, periodMs: 30000 }, 'tc', findPreset);
const RECORD = RECORD_FILES[0];

/** The flash driver over the flash model, counting the lines it hands out. */
function device(flash: FlashStorage): { storage: StorageDevice; linesRead: () => number } {
  const storage = createFlashStorage(espruinoStorage(flash) as unknown as Espruino.StorageModule, flash.pageBytes);
  let lines = 0;
  const readLines = storage.readLines;
  storage.readLines = (name, visit, fromChunk, fromOffset) => readLines(name, (line) => {
    lines++;
    return visit(line);
  }, fromChunk, fromOffset);
  return { storage: storage, linesRead: () => lines };
}

/** A game of `moves` presses, their lengths drawn from `random`, recorded as the app records it. */
function play(flash: FlashStorage, moves: number, random: () => number): void {
  const recorder = createRecorder(device(flash).storage);
  recorder.begin(settings, () => undefined);
  let state = step(newClock(settings), { type: 'start' }, 0).state;
  recorder.record([{ at: 0, input: { type: 'start' } }], [], state);
  let at = 0;
  for (let i = 1; i <= moves; i++) {
    at += 200 + Math.floor(random() * 9000);
    state = step(state, { type: 'press', side: state.onMove }, at).state;
    recorder.record([{ at: at, input: { type: 'press', side: i % 2 === 1 ? 'black' : 'white' } }], [], state);
  }
}

function seeded(seed: number): () => number {
  let s = seed;
  return () => ((s = (s * 1103515245 + 12345) % 2147483648) / 2147483648);
}

const whole = (flash: FlashStorage) => readRecord(linesOf(flash.readStorageFile(RECORD)), () => undefined);

function resumed(flash: FlashStorage): { reading: RecordReading | null; bytes: number; lines: number } {
  const { storage, linesRead } = device(flash);
  let bytes = -1;
  const reading = resumeRecord(storage, RECORD, storage.chunkCount(RECORD), undefined, (n) => (bytes = n));
  return { reading: reading, bytes: bytes, lines: linesRead() };
}

/** What a restore takes from a reading: the clock, its instant, and where the record goes on. */
const clockOf = (r: RecordReading) => ({ state: r.state, lastAt: r.lastAt, inputs: r.inputs, lastInputAt: r.lastInputAt, torn: r.torn });

/** Clears one byte of the record (flash only clears bits): damage where `at` (0–1) of its length falls. */
function damage(flash: FlashStorage, at: number): void {
  const length = flash.readStorageFile(RECORD).length;
  const chunkBytes = flash.pageBytes - 32;
  const offset = Math.min(length - 1, Math.floor(at * length));
  flash.andWrite(flash.chunkName(RECORD, Math.floor(offset / chunkBytes) + 1), '\x00', offset % chunkBytes);
}

describe('resuming the record at boot', () => {
  it('gives the clock a whole replay gives, for games of 1 to 700 moves, reading only the record’s end', () => {
    const random = seeded(7);
    for (const moves of [1, 2, 15, 16, 17, 40, 150, 300, 451, 700]) {
      const flash = joltFlash();
      play(flash, moves, random);
      const { reading, bytes, lines } = resumed(flash);
      expect(reading, moves + ' moves').not.toBeNull();
      expect(clockOf(reading!), moves + ' moves').toEqual(clockOf(whole(flash)));
      expect(bytes).toBe(flash.readStorageFile(RECORD).length);
      // Two header copies, the checkpoint, the inputs after it (and the start's line in a short game).
      expect(lines, moves + ' moves').toBeLessThanOrEqual(2 + 2 + CHECKPOINT_INPUTS);
    }
  });

  it('gives the same clock after damage before the last checkpoint, in it, after it, and at a torn end', () => {
    const random = seeded(11);
    let resumedCount = 0;
    for (let trial = 0; trial < 200; trial++) {
      const flash = joltFlash();
      play(flash, 20 + Math.floor(random() * 400), random);
      if (trial % 4 === 3) flash.tearLastWrite(Math.floor(random() * 12));
      else damage(flash, 0.05 + random() * 0.95);
      const { reading } = resumed(flash);
      if (reading === null) continue;
      resumedCount++;
      expect(clockOf(reading), 'trial ' + trial).toEqual(clockOf(whole(flash)));
    }
    // Damage to a header copy or to every checkpoint of the end sends the record to a whole reading.
    expect(resumedCount).toBeGreaterThan(150);
  });

  it('leaves a record with a damaged header copy, or with no checkpoint at its end, to a whole reading', () => {
    const flash = joltFlash();
    play(flash, 30, seeded(3));
    flash.andWrite(flash.chunkName(RECORD, 1), '\x00', 5);
    expect(resumed(flash).reading).toBeNull();
    const started = joltFlash();
    createRecorder(device(started).storage).begin(settings, () => undefined);
    expect(resumed(started).reading).toBeNull();
  });
});

/** What a percent is written with. */
const PERCENT = '0123456789%';

describe('a boot that reads a game back', () => {
  it('says RESTORING on both faces with how far it has come, then shows the game a resumed boot shows', () => {
    // The notices the left face showed, in order: RESTORING and the percent under it.
    const noticeOn = (display: Ssd1306Model) => {
      if (!showsText(display, 'RESTORING')) return null;
      const percent = readTextAt(display, PERCENT, 3, 0, 36, 2) ?? readTextAt(display, PERCENT, 2, 0, 36, 2);
      return 'RESTORING ' + percent;
    };
    const played = bootFirmware({ preset: 'cn-national' }, { savedCodeBytes: 16 * 1024 });
    actionEdges(played, { at: 0, do: 'start' });
    for (let move = 1; move <= 300; move++) actionEdges(played, { at: move * 20000, do: 'press', side: move % 2 === 1 ? 'black' : 'white' });
    played.runUntil(GAME_ORIGIN_MS + 300 * 20000 + 5000);
    const boot = (flash: FlashStorage) => {
      const fake = new FakeEspruino({ storage: flash });
      const seen: string[] = [];
      const write = fake.displays.left.write.bind(fake.displays.left);
      fake.displays.left.write = (bytes) => {
        write(bytes);
        const notice = noticeOn(fake.displays.left);
        if (notice !== null && seen[seen.length - 1] !== notice) seen.push(notice);
      };
      fake.boot(readBundle());
      return { fake: fake, seen: seen };
    };
    // Resumed: once, with the share of the record its last checkpoint proves.
    const resumed = boot(played.storage.clone());
    expect(resumed.seen).toEqual(['RESTORING 90%']);
    // One header copy damaged: the record is read whole.
    const damaged = played.storage.clone();
    damaged.andWrite(damaged.chunkName(RECORD, 1), '\x00', 5);
    const whole = boot(damaged);
    expect(whole.seen).toEqual([0, 10, 20, 30, 40, 50, 60, 70, 80, 90].map((percent) => 'RESTORING ' + percent + '%'));
    expect(whole.fake.console('clock.state()')).toEqual(resumed.fake.console('clock.state()'));
    expect(showsText(whole.fake.displays.left, 'RESTORING')).toBe(false);
  });
});
