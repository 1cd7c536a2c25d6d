import { describe, expect, it } from 'vitest';
import { checkpointLine, checksum, compactRecord, headerLine, inputLine, parseRecord, replayRecord } from '../firmware/app/record';
import { toSgf } from '../firmware/app/sgf';
import { findPreset, parseSettings } from '../firmware/core/index';
import { parseScenario, scenarioEvents } from '../sim/scenario';

const settings = parseSettings({ system: 'byoyomi', mainMs: 5000, periods: 2, periodMs: 10000 }, 'tc', findPreset);

function sampleRecord(): string {
  return (
    headerLine(settings) +
    inputLine(0, { type: 'start' }) +
    inputLine(3000, { type: 'press', side: 'black' }) +
    checkpointLine(13000) +
    inputLine(14000, { type: 'pause' }) +
    inputLine(20000, { type: 'adjust', side: 'white', mainMs: 0, periods: 1 }) +
    inputLine(21000, { type: 'resume' }) +
    checkpointLine(31000)
  );
}

describe('the game record', () => {
  it('keeps presses short and every line checksummed', () => {
    expect(inputLine(3000, { type: 'press', side: 'black' })).toBe('I2bc,pb*' + checksum('I2bc,pb') + '\n');
  });

  it('replays to exactly what the clock did', () => {
    const parsed = parseRecord(sampleRecord());
    expect(parsed).toMatchObject({ lastAt: 31000, corruptLines: 0 });
    const replayed = replayRecord(parsed)!;
    const direct = scenarioEvents(parseScenario({
      timeControl: { system: 'byoyomi', mainMs: 5000, periods: 2, periodMs: 10000 },
      actions: [
        { at: 0, do: 'start' }, { at: 3000, do: 'press', side: 'black' }, { at: 14000, do: 'pause' },
        { at: 20000, do: 'adjust', side: 'white', mainMs: 0, periods: 1 }, { at: 21000, do: 'resume' },
      ],
      until: 31000,
    }));
    expect(replayed.events).toEqual(direct);
    expect(replayed.state.atMs).toBe(31000);
  });

  it.each([
    ['a torn last line', (t: string) => t.slice(0, -7)],
    ['a flipped character', (t: string) => t.replace('I2bc,pb', 'I2bc,pw')],
    ['garbage', (t: string) => t + 'zzzz*0000\n\u0000\u0000'],
    ['a line whose time goes back', (t: string) => t + inputLine(5, { type: 'pause' })],
  ])('skips %s and keeps the rest', (_name, damage) => {
    const parsed = parseRecord(damage(sampleRecord()));
    expect(parsed.corruptLines).toBeGreaterThan(0);
    expect(parsed.settings).not.toBeNull();
    expect(() => replayRecord(parsed)).not.toThrow();
  });

  it('survives a record that is all damage', () => {
    const parsed = parseRecord('\u00ff\u00ff\u00ff\nH{not json*1234\n');
    expect(parsed.settings).toBeNull();
    expect(replayRecord(parsed)).toBeNull();
  });

  it('compacts to the inputs and the latest checkpoint', () => {
    const compacted = compactRecord(parseRecord(sampleRecord()));
    expect(compacted.split('\n').filter((l) => l.startsWith('K'))).toEqual([checkpointLine(31000).trim()]);
    expect(replayRecord(parseRecord(compacted))!.events).toEqual(replayRecord(parseRecord(sampleRecord()))!.events);
  });
});

describe('SGF export', () => {
  it('describes the time control and each move’s time left and periods', () => {
    const replayed = replayRecord(parseRecord(sampleRecord()))!;
    const sgf = toSgf(settings, replayed.events);
    expect(sgf.startsWith('(;FF[4]GM[1]CA[UTF-8]AP[go-clock:1]RU[Chinese]TM[5]OT[2x10 byo-yomi]')).toBe(true);
    expect(sgf).toContain(';MN[1]BL[2]');
    expect(sgf).toContain('correction white: periods 2 -> 1; white ran out of time at 25 s');
    expect(sgf.trim().endsWith(')')).toBe(true);
  });

  it('writes a time-out counted as a pass as a real pass', () => {
    const events = scenarioEvents(parseScenario({ timeControl: { system: 'byoyomi', mainMs: 0, periods: 1, periodMs: 10000 },
      actions: [{ at: 0, do: 'start' }, { at: 12000, do: 'timeoutPass' }], until: 12000 }));
    const sgf = toSgf(parseSettings({ system: 'byoyomi', mainMs: 0, periods: 1, periodMs: 10000 }, 'tc', findPreset), events);
    expect(sgf).toContain(';B[]MN[1]C[time-out counted as a pass');
  });
});
