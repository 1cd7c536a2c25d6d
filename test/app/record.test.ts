import { describe, expect, it } from 'vitest';
import { inEnglish } from '../../sim/words';
import { checkpointLine, checksum, compactRecord, headerLines, inputLine, linesOf, readRecord } from '../../firmware/app/record/record';
import { toSgf } from '../../firmware/app/record/sgf';
import { findPreset, parseSettings, replay, type ClockEvent, type ClockState, type TimedInput } from '../../firmware/core/index';
import { parseScenario, scenarioEvents } from '../../sim/scenario';

const settings = parseSettings({ system: 'byoyomi', mainMs: 5000, periods: 2, periodMs: 10000 }, 'tc', findPreset);
const inputs: TimedInput[] = [
  { at: 0, input: { type: 'start' } },
  { at: 3000, input: { type: 'press', side: 'black' } },
  { at: 14000, input: { type: 'pause' } },
  { at: 20000, input: { type: 'adjust', side: 'white', mainMs: 0, periods: 1 } },
  { at: 21000, input: { type: 'resume' } },
];

/** The clock as the app records it: the start checkpointed with it, and checkpoints at 13 s and 31 s. */
function sampleRecord(): string {
  const at = (ms: number, n: number) => checkpointLine(n, inputs[n - 1].at, replay(settings, inputs.slice(0, n), ms, () => undefined));
  const line = (n: number) => inputLine(n, inputs[n - 1].at, inputs[n - 1].input);
  return headerLines(settings) + line(1) + at(0, 1) + line(2) + at(13000, 2) + line(3) + line(4) + line(5) + at(31000, 5);
}

/** The compacted form of a record, as one string. */
function compacted(text: string, state: ClockState, inputs: number, lastInputAt: number): string {
  let out = '';
  compactRecord(linesOf(text), checkpointLine(inputs, lastInputAt, state), (t) => (out += t));
  return out;
}

function read(text: string): { events: ClockEvent[]; reading: ReturnType<typeof readRecord> } {
  const events: ClockEvent[] = [];
  return { events: events, reading: readRecord(linesOf(text), (e) => events.push(e)) };
}

const direct = () => scenarioEvents(parseScenario({
  timeControl: { system: 'byoyomi', mainMs: 5000, periods: 2, periodMs: 10000 },
  actions: [
    { at: 0, do: 'start' }, { at: 3000, do: 'press', side: 'black' }, { at: 14000, do: 'pause' },
    { at: 20000, do: 'adjust', side: 'white', mainMs: 0, periods: 1 }, { at: 21000, do: 'resume' },
  ],
  until: 31000,
}));

describe('the game record', () => {
  it('keeps presses short, numbered, and every line checksummed', () => {
    expect(inputLine(2, 3000, { type: 'press', side: 'black' })).toBe('I2,2bc,pb*' + checksum('I2,2bc,pb') + '\n');
    expect(checksum('I2,2bc,pb')).toMatch(/^[0-9a-f]{8}$/);
  });

  it('replays to exactly what the clock did', () => {
    const { events, reading } = read(sampleRecord());
    expect(reading).toMatchObject({ lastAt: 31000, inputs: 5, corruptLines: 0, resyncs: 0, unresolved: false, torn: false });
    expect(events).toEqual(direct());
    expect(reading.state!.atMs).toBe(31000);
  });

  it('a checkpoint holds the whole clock: replay resumes there after damage, never guessing', () => {
    // The press at 3 s is lost: without it White's moves would be charged to Black.
    const damaged = sampleRecord().replace(inputLine(2, 3000, { type: 'press', side: 'black' }), 'I2,2bc,pb*00000000\n');
    const { reading } = read(damaged);
    expect(reading).toMatchObject({ corruptLines: 1, resyncs: 1, skippedLines: 0, unresolved: false, lastAt: 31000 });
    const truth = read(sampleRecord()).reading.state!;
    expect(reading.state).toEqual(truth);
  });

  it('a dropped input is seen by its number: the replay waits for the next checkpoint', () => {
    const dropped = sampleRecord().replace(inputLine(3, 14000, { type: 'pause' }), '');
    const { reading } = read(dropped);
    // The adjust and resume after the gap are not applied on their own; the checkpoint at 31 s restores all.
    expect(reading).toMatchObject({ corruptLines: 0, skippedLines: 2, resyncs: 1, unresolved: false, lastAt: 31000 });
    expect(reading.state).toEqual(read(sampleRecord()).reading.state);
    // With no checkpoint after the gap, the game is proved only up to the line before it.
    const cut = dropped.slice(0, dropped.lastIndexOf('K'));
    expect(read(cut).reading).toMatchObject({ unresolved: true, lastAt: 13000, inputs: 2 });
  });

  it('applies a repeated line once', () => {
    const pause = inputLine(3, 14000, { type: 'pause' });
    const { events, reading } = read(sampleRecord().replace(pause, pause + pause));
    expect(reading).toMatchObject({ corruptLines: 0, skippedLines: 0, resyncs: 0, inputs: 5 });
    expect(events).toEqual(direct());
  });

  it.each([
    ['a torn last line', (t: string) => t.slice(0, -7)],
    ['a flipped character', (t: string) => t.replace('I2,2bc,pb', 'I2,2bc,pw')],
    ['garbage', (t: string) => t + 'zzzz*00000000\n\u0000\u0000'],
    ['a run of 0xFF', (t: string) => t.slice(0, 80) + '\u00ff'.repeat(30) + t.slice(110)],
    ['an input whose time goes back', (t: string) => t + inputLine(6, 5, { type: 'pause' })],
  ])('skips %s and never charges a side for time it did not use', (_name, damage) => {
    const { reading } = read(damage(sampleRecord()));
    const truth = read(sampleRecord()).reading.state!;
    expect(reading.corruptLines).toBeGreaterThan(0);
    expect(reading.settings).toEqual(settings);
    expect(reading.state!.black.usedMs).toBeLessThanOrEqual(truth.black.usedMs);
    expect(reading.state!.white.usedMs).toBeLessThanOrEqual(truth.white.usedMs);
  });

  it('keeps the settings when one header copy is damaged', () => {
    const text = sampleRecord();
    const { reading } = read('H{"damaged' + text.slice(text.indexOf('\n')));
    expect(reading).toMatchObject({ corruptLines: 1, lastAt: 31000, resyncs: 0 });
  });

  it('survives a record that is all damage', () => {
    const { reading } = read('\u00ff\u00ff\u00ff\nH{not json*12345678\n');
    expect(reading.settings).toBeNull();
    expect(reading.state).toBeNull();
  });

  it('compacts to the inputs, a checkpoint after each block of presses, and one of the clock as it stands', () => {
    const text = sampleRecord();
    const state = read(text).reading.state!;
    const compact = compacted(text, state, 5, 21000);
    expect(compact.split('\n').filter((l) => l.startsWith('K')).slice(-1)).toEqual([checkpointLine(5, 21000, state).trim()]);
    expect(compact.split('\n').map((l) => l.charAt(0)).join('')).toBe('HHIPKIIIK');
    expect(compact.split('\n').filter((l) => l.startsWith('H')).length).toBe(2);
    expect(read(compact).events).toEqual(direct());
    expect(compactRecord(linesOf('garbage\n'), '', () => undefined)).toBe(false);
  });
});

describe('SGF export', () => {
  it('describes the time control and each move’s time left and periods', () => {
    const sgf = toSgf(settings, read(sampleRecord()).events, inEnglish);
    expect(sgf.startsWith('(;FF[4]GM[1]CA[UTF-8]AP[go-clock:1]RU[Chinese]TM[5]OT[2x10 byo-yomi]')).toBe(true);
    expect(sgf).toContain(';MN[1]BL[2]');
    expect(sgf).toContain("corrected White's periods left 2 -> 1; white ran out of time at 25 s");
    expect(sgf.trim().endsWith(')')).toBe(true);
  });

  it('gives the result (RE) once the referee decides a flag as lost, never before', () => {
    const tc = { system: 'byoyomi', mainMs: 0, periods: 1, periodMs: 10000, lateness: { limitMs: 5000 } };
    const sgfOf = (actions: object[]) =>
      toSgf(parseSettings(tc, 'tc', findPreset), scenarioEvents(parseScenario({ timeControl: tc, actions: [{ at: 0, do: 'start' }].concat(actions as never[]) })), inEnglish);
    expect(sgfOf([{ at: 12000, do: 'end' }])).toContain(']RE[W+T]');
    expect(sgfOf([{ at: 3000, do: 'press', side: 'black' }, { at: 14000, do: 'end' }])).toContain(']RE[B+T]');
    expect(sgfOf([{ at: 6000, do: 'arrive', side: 'white' }, { at: 7000, do: 'end' }])).toContain(']RE[B+F]');
    expect(sgfOf([{ at: 12000, do: 'pause' }])).not.toContain('RE[');
    expect(sgfOf([{ at: 5000, do: 'pause' }, { at: 6000, do: 'end' }])).not.toContain('RE[');
  });

  it('writes a time-out counted as a pass as a real pass', () => {
    const events = scenarioEvents(parseScenario({ timeControl: { system: 'byoyomi', mainMs: 0, periods: 1, periodMs: 10000 },
      actions: [{ at: 0, do: 'start' }, { at: 12000, do: 'timeoutPass' }], until: 12000 }));
    const sgf = toSgf(parseSettings({ system: 'byoyomi', mainMs: 0, periods: 1, periodMs: 10000 }, 'tc', findPreset), events, inEnglish);
    expect(sgf).toContain(';B[]MN[1]C[time-out counted as a pass');
  });
});

describe('the header’s two copies', () => {
  it('repair each other when both are damaged in different places', () => {
    const text = sampleRecord();
    const firstEnd = text.indexOf('\n');
    const flip = (t: string, at: number) => t.slice(0, at) + (t.charAt(at) === 'x' ? 'y' : 'x') + t.slice(at + 1);
    const damaged = flip(flip(text, 12), firstEnd + 1 + 40);
    const { reading } = read(damaged);
    expect(reading.settings).toEqual(settings);
    expect(reading).toMatchObject({ lastAt: 31000, inputs: 5 });
    // Damaged in the same place, they cannot: no game can be proved.
    expect(read(flip(flip(text, 12), firstEnd + 1 + 12)).reading.settings).toBeNull();
  });
});

describe('the header’s two copies, joined by damage', () => {
  it('are split and repaired when the newline between them is hit', () => {
    const text = sampleRecord();
    const firstEnd = text.indexOf('\n');
    const joined = text.slice(0, firstEnd - 10) + '\u00ff'.repeat(25) + text.slice(firstEnd + 15);
    expect(read(joined).reading).toMatchObject({ settings: settings, lastAt: 31000, inputs: 5 });
  });
});

describe('compaction packs runs of presses', () => {
  const long: TimedInput[] = [{ at: 0, input: { type: 'start' } }];
  for (let i = 1; i <= 70; i++) long.push({ at: i * 1500 + (i % 3) * 7, input: { type: 'press', side: i % 2 === 1 ? 'black' : 'white' } });
  const longSettings = parseSettings({ system: 'byoyomi', mainMs: 600000, periods: 1, periodMs: 30000 }, 'tc', findPreset);
  const until = 71 * 1500;
  const state = replay(longSettings, long, until, () => undefined);
  const text = headerLines(longSettings) + long.map((l, i) => inputLine(i + 1, l.at, l.input)).join('');

  it('into blocks of 32 that replay to the same events, in a fraction of the bytes', () => {
    const compact = compacted(text, state, long.length, long[long.length - 1].at);
    const lines = compact.trim().split('\n');
    expect(lines.map((l) => l.charAt(0))).toEqual(['H', 'H', 'I', 'P', 'K', 'P', 'K', 'P', 'K', 'K']);
    const inputsBytes = (t: string) => t.split('\n').filter((l) => l.startsWith('I') || l.startsWith('P')).join('\n').length;
    expect(inputsBytes(compact)).toBeLessThan(inputsBytes(text) / 2.5);
    expect(read(compact).events).toEqual(read(text + checkpointLine(long.length, long[long.length - 1].at, state)).events);
    expect(read(compact).reading.state).toEqual(state);
  });

  it('a damaged block loses its presses to the export only: the checkpoint after it holds the clock', () => {
    const lines = compacted(text, state, long.length, long[long.length - 1].at).split('\n');
    lines[5] = lines[5].slice(0, 10) + '#' + lines[5].slice(11);
    const damaged = lines.join('\n');
    const { reading } = read(damaged);
    expect(reading).toMatchObject({ corruptLines: 1, resyncs: 1, inputs: long.length });
    expect(reading.state).toEqual(state);
  });
});
