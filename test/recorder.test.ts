// The recorder on its own: what it writes, and what it writes after a torn line.
import { describe, expect, it } from 'vitest';
import { createRecorder, RECORD_FILE } from '../firmware/app/recorder';
import { readRecord } from '../firmware/app/record';
import { findPreset, newClock, parseSettings, step } from '../firmware/core/index';
import { memoryStorage } from './appHarness';

const settings = parseSettings({ system: 'byoyomi', mainMs: 60000, periods: 3, periodMs: 30000 }, 'tc', findPreset);

function recordedGame(files: Map<string, string>) {
  const recorder = createRecorder(memoryStorage(files));
  recorder.begin(settings);
  let state = step(newClock(settings), { type: 'start' }, 1000).state;
  recorder.record([{ at: 1000, input: { type: 'start' } }], [], step(state, { type: 'tick' }, 1100).state);
  state = step(state, { type: 'press', side: 'black' }, 4000).state;
  recorder.record([{ at: 4000, input: { type: 'press', side: 'black' } }], [], step(state, { type: 'tick' }, 4100).state);
  return state;
}

describe('the recorder', () => {
  it('writes the header twice, then each input numbered, the start with a checkpoint', () => {
    const files = new Map<string, string>();
    recordedGame(files);
    const lines = files.get(RECORD_FILE)!.trim().split('\n').map((l) => l.slice(0, 3));
    expect(lines).toEqual(['H{"', 'H{"', 'I1,', 'K1,', 'I2,']);
  });

  it('after a torn last line, starts the next line on a fresh one, and the game goes on from there', () => {
    const files = new Map<string, string>();
    recordedGame(files);
    const whole = files.get(RECORD_FILE)!;
    files.set(RECORD_FILE, whole.slice(0, whole.length - 6));
    const recorder = createRecorder(memoryStorage(files));
    const reading = recorder.recover()!;
    expect(reading).toMatchObject({ torn: true, inputs: 1, corruptLines: 1 });
    const after = files.get(RECORD_FILE)!;
    expect(after.slice(whole.length - 6, whole.length - 5)).toBe('\n');
    // Later lines read cleanly: only the fragment is lost.
    recorder.record([{ at: 9000, input: { type: 'pause' } }], [], step(reading.state!, { type: 'pause' }, 9000).state);
    const again = readRecord(files.get(RECORD_FILE)!, () => undefined);
    expect(again).toMatchObject({ corruptLines: 1, inputs: 2, unresolved: false, torn: false });
    expect(again.state!.phase).toBe('paused');
  });

  it('writes a damaged header copy again at recovery, so the game never rests on one copy', () => {
    const files = new Map<string, string>();
    recordedGame(files);
    files.set(RECORD_FILE, 'H{damaged' + files.get(RECORD_FILE)!.slice(files.get(RECORD_FILE)!.indexOf('\n')));
    const reading = createRecorder(memoryStorage(files)).recover()!;
    expect(reading.goodHeaders).toBe(1);
    expect(readRecord(files.get(RECORD_FILE)!, () => undefined).goodHeaders).toBe(3);
  });
});
