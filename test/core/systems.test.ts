import { describe, expect, it } from 'vitest';
import { PRESETS, findPreset, parseSettings, type ClockEvent } from '../../firmware/core/index';
import { byo, calls, flagAfterMs, ofType, run } from '../helpers/helpers';

const start = { at: 0, do: 'start' };

describe('call schedules for 60/40/30/20/10 s periods', () => {
  it.each([
    [60, [30, 40, 50, 55, 58], [30, 40, 50]],
    [40, [10, 20, 30, 35, 38], [10, 20, 30]],
    [30, [10, 20, 25, 28], [10, 20]],
    [20, [10, 15, 18], [10]],
    [10, [5, 8], []],
  ])('%i s: %j, then in the last period %j and the count', (seconds, periodSec, lastSec) => {
    const p = seconds * 1000;
    const events = run(byo(0, 2, p), [start], 2 * p);
    const expected = periodSec.map((s) => s * 1000 + ' sec:' + s);
    expected.push(p + ' sec:' + seconds, p + ' left:1');
    for (const s of lastSec) expected.push(p + s * 1000 + ' sec:' + s);
    for (let k = 1; k <= 10; k++) expected.push(2 * p - (10 - k) * 1000 + ' count:' + k);
    expected.push(2 * p + ' timeout');
    expect(calls(events)).toEqual(expected);
    expect(ofType(events, 'flag')).toEqual([{ at: 2 * p, type: 'flag', side: 'black' }]);
  });

  it('takes a schedule given as data', () => {
    const tc = byo(0, 2, 30000, { calls: { periodSec: [15], lastPeriodSec: [20], count: 3 } });
    expect(calls(run(tc, [start], 60000))).toEqual([
      '15000 sec:15',
      '30000 sec:30',
      '30000 left:1',
      '50000 sec:20',
      '58000 count:1',
      '59000 count:2',
      '60000 count:3',
      '60000 timeout',
    ]);
  });
});

describe('absolute (sudden death)', () => {
  it('calls 10, 5 and 1 minutes left, counts the last ten seconds and flags at zero', () => {
    const events = run({ system: 'absolute', mainMs: 11 * 60000 }, [start], 11 * 60000);
    const expected = ['60000 main:10', '360000 main:5', '600000 main:1'];
    for (let k = 1; k <= 10; k++) expected.push(660000 - (10 - k) * 1000 + ' count:' + k);
    expected.push('660000 timeout');
    expect(calls(events)).toEqual(expected);
    expect(events[events.length - 1]).toEqual({ at: 660000, type: 'flag', side: 'black' });
  });

  it('can be silenced but the time-out is still called', () => {
    const tc = { system: 'absolute', mainMs: 60000, calls: { minutesLeft: [], count: false } };
    expect(calls(run(tc, [start], 60000))).toEqual(['60000 timeout']);
  });

  it('charges each move to main time', () => {
    const events = run({ system: 'absolute', mainMs: 60000 }, [start, { at: 12345, do: 'press', side: 'black' }]);
    expect(ofType(events, 'press')[0]).toMatchObject({ mainMs: 47655, periods: 0, usedMs: 12345 });
  });
});

describe('moves per period', () => {
  const tc = { system: 'moves', mainMs: 10000, moves: 3, periodMs: 60000, calls: { minutesLeft: [], count: true } };

  it('counts the move in which main time ran out as the first of the block and carries time over', () => {
    const events = run(tc, [
      start,
      { at: 15000, do: 'press', side: 'black' }, // main ran out at 10 s: move 1 of the block, 5 s used
      { at: 16000, do: 'press', side: 'white' },
      { at: 26000, do: 'press', side: 'black' }, // move 2, 10 s used
      { at: 27000, do: 'press', side: 'white' },
      { at: 47000, do: 'press', side: 'black' }, // move 3: block done with 25 s left, carried over
    ]);
    expect(calls(events)).toEqual(['10000 moves:3']);
    expect(ofType(events, 'press').filter((p) => p.side === 'black')).toEqual([
      { at: 15000, type: 'press', side: 'black', move: 1, usedMs: 15000, mainMs: 0, periods: 0, periodMs: 55000, moves: 2 },
      { at: 26000, type: 'press', side: 'black', move: 3, usedMs: 10000, mainMs: 0, periods: 0, periodMs: 45000, moves: 1 },
      { at: 47000, type: 'press', side: 'black', move: 5, usedMs: 20000, mainMs: 0, periods: 0, periodMs: 85000, moves: 3 },
    ]);
  });

  it('flags at zero with the count', () => {
    const events = run(tc, [start], 70000);
    expect(calls(events).slice(-3)).toEqual(['69000 count:9', '70000 count:10', '70000 timeout']);
    expect(events[events.length - 1]).toEqual({ at: 70000, type: 'flag', side: 'black' });
  });

  it('calls minutes left in the block and answers a query with time and moves', () => {
    const events = run(
      { system: 'moves', mainMs: 0, moves: 15, periodMs: 600000 },
      [start, { at: 300000, do: 'query', side: 'black' }],
      541000,
    );
    expect(calls(events)).toEqual(['300000 main:5', '540000 main:1']);
    expect(ofType(events, 'answer').map((a) => a.answer)).toEqual(['main:5', 'moves:15']);
  });
});

describe('time odds', () => {
  it('runs each side on its own time control', () => {
    const events = run(
      { black: byo(0, 1, 30000), white: { system: 'absolute', mainMs: 5000, calls: { minutesLeft: [], count: false } } },
      [start, { at: 1000, do: 'press', side: 'black' }],
      10000,
    );
    expect(calls(events)).toEqual(['6000 timeout']);
    expect(ofType(events, 'flag')).toEqual([{ at: 6000, type: 'flag', side: 'white' }]);
  });

  it('accepts preset names per side and rules at the top', () => {
    const settings = parseSettings({ black: 'cn-national', white: 'fast-30s', rules: '1988' }, 'tc', findPreset);
    expect(settings.black).toMatchObject({ mainMs: 115 * 60000, periods: 5 });
    expect(settings.white).toMatchObject({ mainMs: 600000, periodMs: 30000 });
    expect(settings.rules).toBe('1988');
  });
});

describe('every preset', () => {
  it.each(PRESETS.map((p) => [p.name]))('%s runs to a flag at exactly its total time', (name) => {
    const settings = parseSettings(name, 'tc', findPreset);
    const tc = settings.black;
    const total = flagAfterMs(tc);
    const events: ClockEvent[] = run(name, [start], total + 5000);
    const flags = ofType(events, 'flag');
    expect(flags).toEqual([{ at: total, type: 'flag', side: 'black' }]);
    const callTimes = ofType(events, 'call').map((c) => c.at);
    expect(callTimes).toEqual(callTimes.slice().sort((a, b) => a - b));
    expect(ofType(events, 'call').pop()!.call).toBe('timeout');
  });

  it('cn-national is 1:55 + 5 x 60 s and cn-local 0:59 + 1 x 60 s, as the rules reserve minutes', () => {
    expect(parseSettings('cn-national', 'tc', findPreset).black).toMatchObject({ mainMs: 6900000, periods: 5, periodMs: 60000 });
    expect(parseSettings('cn-local', 'tc', findPreset).black).toMatchObject({ mainMs: 3540000, periods: 1, periodMs: 60000 });
  });
});
