// The recorder over the flash driver and the flash model: what it writes, after a torn line, when
// compacting, and when flash is nearly full.
import { describe, expect, it } from 'vitest';
import { createRecorder, RECORD_FILES, TICK_MS } from '../../firmware/app/record/recorder';
import { linesOf, readRecord } from '../../firmware/app/record/record';
import { createFlashStorage } from '../../firmware/drivers/flashStorage';
import { findPreset, newClock, parseSettings, step } from '../../firmware/core/index';
import { FlashStorage } from '../../sim/espruino/flashModel';
import { espruinoStorage } from '../../sim/espruino/storageModule';
import { AppBench, joltFlash } from '../helpers/appHarness';

const settings = parseSettings({ system: 'byoyomi', mainMs: 3600000, periods: 3, periodMs: 30000 }, 'tc', findPreset);

function device(flash: FlashStorage) {
  return createFlashStorage(espruinoStorage(flash) as unknown as Espruino.StorageModule, flash.pageBytes);
}

/** Plays `moves` presses of `moveMs` each through a recorder, as the app feeds it. */
function play(flash: FlashStorage, moves: number, moveMs: number) {
  const recorder = createRecorder(device(flash));
  recorder.begin(settings, () => undefined);
  let state = step(newClock(settings), { type: 'start' }, 0).state;
  recorder.record([{ at: 0, input: { type: 'start' } }], [], state);
  for (let i = 1; i <= moves; i++) {
    for (let t = (i - 1) * moveMs + 1000; t < i * moveMs; t += 1000) recorder.record([], [], step(state, { type: 'tick' }, t).state);
    state = step(state, { type: 'press', side: state.onMove }, i * moveMs).state;
    recorder.record([{ at: i * moveMs, input: { type: 'press', side: i % 2 === 1 ? 'black' : 'white' } }], [], state);
  }
  return { recorder: recorder, state: state };
}

const text = (flash: FlashStorage) => flash.readStorageFile(RECORD_FILES[0]) + flash.readStorageFile(RECORD_FILES[1]);

describe('the recorder', () => {
  it('writes the header twice, then each input numbered, the start with a checkpoint', () => {
    const flash = joltFlash();
    play(flash, 2, 3000);
    expect(text(flash).trim().split('\n').map((l) => l.slice(0, 3))).toEqual(['H{"', 'H{"', 'I1,', 'K1,', 'I2,', 'I3,']);
  });

  it('shares the settings the clock holds when the header matches them, and parses its own otherwise', () => {
    const flash = joltFlash();
    play(flash, 2, 3000);
    const held = JSON.parse(JSON.stringify(settings));
    expect(createRecorder(device(flash)).recover(held)!.settings).toBe(held);
    const other = parseSettings('cn-national', 'tc', findPreset);
    const reading = createRecorder(device(flash)).recover(other)!;
    expect(reading.settings).not.toBe(other);
    expect(reading.settings).toEqual(settings);
  });

  it('after a torn last line, goes on in a fresh file that never joins the fragment', () => {
    const flash = joltFlash();
    play(flash, 2, 3000);
    flash.tearLastWrite(5);
    const recorder = createRecorder(device(flash));
    const reading = recorder.recover()!;
    expect(reading).toMatchObject({ torn: true, inputs: 2, corruptLines: 1 });
    recorder.record([{ at: 9000, input: { type: 'pause' } }], [], step(reading.state!, { type: 'pause' }, 9000).state);
    const again = readRecord(linesOf(text(flash)), () => undefined);
    expect(again).toMatchObject({ corruptLines: 0, inputs: 3, unresolved: false, torn: false, goodHeaders: 2 });
    expect(again.state!.phase).toBe('paused');
  });

  it('appends on a fresh line when there is no room for a fresh file', () => {
    const flash = new FlashStorage();
    flash.create('.bootcde', 400 * 1024 - 12 * 1024);
    play(flash, 2, 3000);
    flash.tearLastWrite(5);
    const torn = flash.readStorageFile(RECORD_FILES[0]);
    createRecorder(device(flash)).recover();
    expect(flash.readStorageFile(RECORD_FILES[0]).slice(torn.length, torn.length + 2)).toBe('\nK');
  });

  it('proves the time of a long move with ticks, a byte a second, and no record line', () => {
    const flash = joltFlash();
    const { state, recorder } = play(flash, 1, 3000);
    const before = flash.bytesWritten;
    // White thinks for 95 s, the repaints a second apart from the first, 350 ms into the move: a step of
    // six bytes to there, then a tick a second.
    for (let t = 3350; t <= 98350; t += 1000) recorder.record([], [], step(state, { type: 'tick' }, t).state);
    expect(flash.bytesWritten - before).toBe(6 + 95);
    const reading = createRecorder(device(flash)).recover()!;
    expect(reading.lastAt).toBe(98350);
    expect(reading.state!.white.usedMs).toBe(95350);
    expect(TICK_MS).toBe(1000);
  });

  it('proves a move longer than a tick file holds, across the other file, and never more than was written', () => {
    const flash = joltFlash();
    const { recorder } = play(flash, 1, 3000);
    // Six hours of one move: more seconds than one file's 16 KB.
    for (let t = 4000; t <= 3000 + 6 * 3600 * 1000; t += 1000) recorder.tick(t);
    const reading = createRecorder(device(flash)).recover()!;
    expect(reading.lastAt).toBe(3000 + 6 * 3600 * 1000);
    // A step cut short by the power proves nothing: the play stands where the last whole write left it.
    const cut = joltFlash();
    const game = play(cut, 1, 3000);
    game.recorder.tick(3700);
    game.recorder.tick(4700);
    game.recorder.tick(5250);
    cut.tearLastWrite(3);
    expect(createRecorder(device(cut)).recover()!.lastAt).toBe(4700);
  });

  it('writes both header copies again at recovery, so the game never rests on one copy', () => {
    const flash = joltFlash();
    play(flash, 2, 3000);
    const whole = flash.readStorageFile(RECORD_FILES[0]);
    flash.writeStorageFile(RECORD_FILES[0], 'H{damaged' + whole.slice(whole.indexOf('\n')));
    expect(createRecorder(device(flash)).recover()!.goodHeaders).toBe(1);
    expect(readRecord(linesOf(text(flash)), () => undefined).goodHeaders).toBe(2);
  });

  it('keeps a 400-move, 4-hour game within Storage with at most one compaction', () => {
    const flash = joltFlash();
    const free = flash.getFree();
    const { state, recorder } = play(flash, 400, 36000);
    const reading = readRecord(linesOf(text(flash)), () => undefined);
    expect(reading.inputs).toBe(401);
    expect(reading.state).toEqual(state);
    expect(recorder.compactions()).toBeLessThanOrEqual(1);
    expect(flash.compactions).toBeLessThanOrEqual(1);
    console.log('400 moves: ' + (free - flash.getFree()) + ' bytes of Storage taken, ' + flash.bytesWritten + ' written, ' +
      recorder.compactions() + ' record compactions, ' + flash.compactions + ' Storage compactions (' + flash.pageErases + ' page erases)');
  });

  it('compacts into the other file, spanning several chunks, and erases the old one only once the new one reads back', () => {
    // A Storage with room for the record to fill five chunks, compact once, and go on.
    const flash = new FlashStorage();
    flash.create('.bootcde', 400 * 1024 - 32 * 1024);
    const { state, recorder } = play(flash, 1000, 2000);
    expect(recorder.recording()).toBe(true);
    const reading = readRecord(linesOf(text(flash)), () => undefined);
    expect(reading.inputs).toBe(1001);
    expect(reading.state).toEqual(state);
    // The record lives in one file only, and it spans several chunks.
    expect(flash.readStorageFile(RECORD_FILES[0]) === '' || flash.readStorageFile(RECORD_FILES[1]) === '').toBe(true);
    expect(text(flash).length).toBeGreaterThan(flash.chunkBytes);
    expect(recorder.compactions()).toBeGreaterThan(0);
  });

  it('never loses the record when flash is too full to compact: it stops recording, and the record still reads', () => {
    const flash = new FlashStorage();
    flash.create('.bootcde', 400 * 1024 - 17 * 1024);
    const { recorder } = play(flash, 600, 2000);
    expect(recorder.recording()).toBe(false);
    const reading = readRecord(linesOf(text(flash)), () => undefined);
    expect(reading.state).not.toBeNull();
    expect(reading.inputs).toBeGreaterThan(100);
  });
});

describe('booting on a record that cannot even be read', () => {
  it('still boots, keeps the record, and says so on the faces', () => {
    const flash = joltFlash();
    play(flash, 3, 3000);
    const read = flash.read.bind(flash);
    flash.read = (name: string) => {
      if (name.startsWith('goclock.rec')) throw new Error('flash read error');
      return read(name);
    };
    const bench = new AppBench(flash);
    bench.runUntil(1000);
    expect(bench.app.damaged()).toBe(true);
    expect(bench.app.console.state().phase).toBe('ready');
    flash.read = read;
    expect(readRecord(linesOf(text(flash)), () => undefined).inputs).toBe(4);
  });
});
