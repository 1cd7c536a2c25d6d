// Boundary tables for Fischer, delay, Bronstein, Canadian, hourglass, Ing and multi-stage: each instant where a
// system changes state, at 1 ms before it, exactly at it, and 1 ms after.
import { describe, expect, it } from 'vitest';
import { findPreset, parseSettings, type ClockEvent } from '../../firmware/core/index';
import { calls, ofType, run } from '../helpers/helpers';

const start = { at: 0, do: 'start' };
const quiet = { minutesLeft: [], count: false };

/** Black's move at `at`: the press event, or the refusal when the flag fell first. */
function blackMove(tc: object, at: number): ClockEvent[] {
  return run(tc, [start, { at: at, do: 'press', side: 'black' }]).filter((e) => e.type === 'press' || e.type === 'rejected' || e.type === 'flag' || e.type === 'extension');
}

describe('Fischer', () => {
  const tc = { system: 'fischer', mainMs: 5000, incrementMs: 2000, calls: quiet };

  it.each([
    [4999, { type: 'press', mainMs: 1 + 2000 }],
    [5000, { type: 'flag' }],
    [5001, { type: 'flag' }],
  ])('adds the increment at the exact press, the first move included: a press at %i ms', (at, expected) => {
    expect(blackMove(tc, at)[0]).toMatchObject(expected);
  });

  it.each([
    [500, 12000],
    [1000, 12000],
    [1001, 11999],
  ])('caps the time after the increment: a press at %i ms leaves %i', (at, mainMs) => {
    const capped = { system: 'fischer', mainMs: 10000, incrementMs: 3000, maxMs: 12000, calls: quiet };
    expect(blackMove(capped, at)).toMatchObject([{ type: 'press', mainMs: mainMs, usedMs: at }]);
  });

  it('refuses a cap below main time, and an increment of nothing, naming the field', () => {
    expect(() => parseSettings({ system: 'fischer', mainMs: 60000, incrementMs: 1000, maxMs: 59999 }, 'tc', findPreset)).toThrow('tc.maxMs: must be at least mainMs');
    expect(() => parseSettings({ system: 'fischer', mainMs: 60000, incrementMs: 0 }, 'tc', findPreset)).toThrow('tc.incrementMs');
  });
});

describe('simple delay', () => {
  const tc = { system: 'delay', mainMs: 10000, delayMs: 5000, calls: quiet };

  it.each([
    [4999, 10000],
    [5000, 10000],
    [5001, 9999],
    [14999, 1],
  ])('does not count the first 5 s of a move: a press at %i ms leaves %i', (at, mainMs) => {
    expect(blackMove(tc, at)).toMatchObject([{ type: 'press', mainMs: mainMs }]);
  });

  it('flags when the delay and main time are both gone, and gives every move a fresh delay', () => {
    expect(blackMove(tc, 15000)[0]).toMatchObject({ type: 'flag', at: 15000 });
    const events = run(tc, [start, { at: 5001, do: 'press', side: 'black' }, { at: 5002, do: 'press', side: 'white' }], 30000);
    expect(ofType(events, 'flag')).toEqual([{ at: 5002 + 5000 + 9999, type: 'flag', side: 'black' }]);
  });

  it('says nothing during the delay: the count starts when main time has 9 s left', () => {
    const counted = { system: 'delay', mainMs: 12000, delayMs: 5000 };
    const said = calls(run(counted, [start], 17000));
    expect(said[0]).toBe(5000 + 3000 + ' count:1');
    expect(said.slice(-2)).toEqual(['17000 count:10', '17000 timeout']);
  });

  it('allows a delay longer than main time', () => {
    expect(() => parseSettings({ system: 'delay', mainMs: 1000, delayMs: 600000 }, 'tc', findPreset)).not.toThrow();
  });
});

describe('Bronstein', () => {
  const tc = { system: 'bronstein', mainMs: 10000, delayMs: 5000, calls: quiet };

  it.each([
    [4999, 10000],
    [5000, 10000],
    [5001, 9999],
    [9999, 5001],
  ])('gives back min(time used, delay) at the press: a press at %i ms leaves %i', (at, mainMs) => {
    expect(blackMove(tc, at)).toMatchObject([{ type: 'press', mainMs: mainMs }]);
  });

  it('flags inside the delay when main time is shorter than it: nothing is given back before the press', () => {
    const short = { system: 'bronstein', mainMs: 3000, delayMs: 5000, calls: quiet };
    expect(blackMove(short, 3000)[0]).toMatchObject({ type: 'flag', at: 3000 });
    expect(blackMove(short, 2999)).toMatchObject([{ type: 'press', mainMs: 3000 }]);
  });

  it('holds the minute calls inside the delay, whose time comes back, but always counts the last seconds', () => {
    const minute = { system: 'bronstein', mainMs: 62000, delayMs: 5000 };
    // 1 minute left falls 2 s into the move, inside the delay: not said. The count is.
    expect(calls(run(minute, [start], 62000))).not.toContain('2000 main:1');
    const later = { system: 'bronstein', mainMs: 65000, delayMs: 5000 };
    expect(calls(run(later, [start], 5000))).toEqual(['5000 main:1']);
    const counting = { system: 'bronstein', mainMs: 8000, delayMs: 5000 };
    expect(calls(run(counting, [start], 1000))).toEqual(['1000 count:3']);
  });
});

describe('Canadian byo-yomi', () => {
  const tc = { system: 'canadian', mainMs: 0, moves: 2, periodMs: 10000, calls: quiet };
  const twoMoves = (second: number) => [
    start,
    { at: 1000, do: 'press', side: 'black' },
    { at: 1000, do: 'press', side: 'white' },
    { at: second, do: 'press', side: 'black' },
  ];

  it.each([
    [9999, 'moves:2', 10000],
    [10000, null, null],
  ])('a block finished at %i ms: a fresh period, or the flag when it ends at exactly 0 ms left', (second, call, periodMs) => {
    const events = run(tc, twoMoves(second), 20000);
    const black = ofType(events, 'press').filter((e) => e.side === 'black');
    if (call === null) {
      expect(ofType(events, 'flag')).toEqual([{ at: 10000, type: 'flag', side: 'black' }]);
      expect(black).toHaveLength(1);
    } else {
      expect(black[1]).toMatchObject({ at: second, periodMs: periodMs, moves: 2 });
      expect(calls(events)).toContain(second + ' ' + call);
    }
  });

  it('starts each period full, with no carry, and says the moves due when one starts', () => {
    const withMain = { system: 'canadian', mainMs: 1000, moves: 2, periodMs: 10000, calls: quiet };
    const events = run(withMain, [start, { at: 2000, do: 'press', side: 'black' }, { at: 2000, do: 'press', side: 'white' }, { at: 3000, do: 'press', side: 'black' }]);
    expect(calls(events)).toEqual(['1000 moves:2', '3000 moves:2']);
    // Black finished its block with 8 s left: the next period is 10 s, not 18 s.
    expect(ofType(events, 'press').filter((e) => e.side === 'black')[1]).toMatchObject({ periodMs: 10000, moves: 2 });
  });

  it('refuses a period of no moves', () => {
    expect(() => parseSettings({ system: 'canadian', mainMs: 0, moves: 0, periodMs: 60000 }, 'tc', findPreset)).toThrow('tc.moves: must be');
  });
});

describe('hourglass', () => {
  const tc = { system: 'hourglass', mainMs: 5000, calls: quiet };

  it.each([
    [2999, 2001, 7999],
    [3000, 2000, 8000],
  ])('moves the time a side uses to the other: a press at %i ms', (at, black, white) => {
    const events = run(tc, [start, { at: at, do: 'press', side: 'black' }, { at: at + 1, do: 'press', side: 'white' }]);
    expect(ofType(events, 'press').map((e) => e.mainMs)).toEqual([black, white - 1]);
  });

  it('flags the side whose sand runs out', () => {
    expect(blackMove(tc, 5000)[0]).toMatchObject({ type: 'flag', at: 5000 });
  });
});

describe('Ing overtime', () => {
  const tc = { system: 'ing', mainMs: 5000, extensionMs: 3000, penaltyPoints: 2, maxExtensions: 2, calls: quiet };

  it.each([
    [4999, [{ type: 'press', mainMs: 1 }]],
    [5000, [{ type: 'extension', at: 5000, number: 1, points: 2, totalPoints: 2 }, { type: 'press', mainMs: 3000 }]],
    [5001, [{ type: 'extension', at: 5000 }, { type: 'press', mainMs: 2999 }]],
  ])('takes an extension when time runs out, also at the same ms as a press: a press at %i ms', (at, expected) => {
    expect(blackMove(tc, at)).toMatchObject(expected);
  });

  it('says each extension and the points in all, and flags after the last', () => {
    const events = run(tc, [start], 20000);
    expect(calls(events)).toEqual(['5000 extension:1', '5000 penalty:2', '8000 extension:2', '8000 penalty:4', '11000 timeout']);
    expect(ofType(events, 'flag')).toEqual([{ at: 11000, type: 'flag', side: 'black' }]);
  });
});

describe('multi-stage', () => {
  it('FIDE style: the 40th move adds 30 min after its increment; short of it at 90 min, the flag', () => {
    const settings = parseSettings('fide-90m+30s-40', 'tc', findPreset);
    expect(settings.black.system).toBe('stages');
    const actions = [start];
    for (let move = 1; move <= 79; move++) actions.push({ at: move * 1000, do: 'press', side: move % 2 === 1 ? 'black' : 'white' } as typeof start);
    const events = run('fide-90m+30s-40', actions);
    const black = ofType(events, 'press').filter((e) => e.side === 'black');
    // Each black move used 1 s and gained 30 s: 40 of them, then the second stage's 30 min.
    expect(black[38].mainMs).toBe(5400000 + 39 * 29000);
    expect(black[39].mainMs).toBe(5400000 + 40 * 29000 + 1800000);
    expect(calls(events)).toContain(black[39].at + ' stage:2');
    const flag = ofType(run('fide-90m+30s-40', [start], 6000000), 'flag');
    expect(flag).toEqual([{ at: 5400000, type: 'flag', side: 'black' }]);
  });

  it.each([
    [2999, 'press', 1],
    [3000, 'press', 10000],
    [3001, 'press', 9999],
  ])('hands over on time at the exact ms: a press at %i ms', (at, type, mainMs) => {
    const tc = { system: 'stages', stages: [{ system: 'absolute', mainMs: 3000, calls: quiet }, { system: 'fischer', mainMs: 10000, incrementMs: 1000, calls: quiet }] };
    // The move that crossed stages ends under the new stage's rule: its increment comes with it.
    expect(blackMove(tc, at)).toMatchObject([{ type: type, mainMs: at >= 3000 ? mainMs + 1000 : mainMs }]);
    if (at >= 3000) expect(calls(run(tc, [start], at))).toEqual(['3000 stage:2']);
  });

  it('goes straight into byo-yomi when the last stage has no main time', () => {
    const tc = { system: 'stages', stages: [{ system: 'absolute', mainMs: 3000, calls: quiet }, { system: 'byoyomi', mainMs: 0, periods: 2, periodMs: 10000 }] };
    expect(calls(run(tc, [start], 3000))).toEqual(['3000 byoyomi:2']);
  });

  it('refuses impossible stages, naming the field', () => {
    const parse = (tc: object) => () => parseSettings(tc, 'tc', findPreset);
    const byo = { system: 'byoyomi', mainMs: 0, periods: 1, periodMs: 30000 };
    const sd = { system: 'absolute', mainMs: 60000 };
    expect(parse({ system: 'stages', stages: [sd] })).toThrow('tc.stages: must be an array of 2 to 5');
    expect(parse({ system: 'stages', stages: [byo, sd] })).toThrow('tc.stages[0].system: cannot be "byoyomi" before another stage');
    expect(parse({ system: 'stages', stages: [sd, Object.assign({ untilMove: 3 }, sd)] })).toThrow('tc.stages[1].untilMove: is not allowed on the last stage');
    expect(parse({ system: 'stages', stages: [Object.assign({ untilMove: 5 }, sd), Object.assign({ untilMove: 5 }, sd), sd] })).toThrow('tc.stages[1].untilMove: must be');
    expect(parse({ system: 'stages', stages: [sd, { system: 'delay', mainMs: 1000, delayMs: 1000 }] })).toThrow('tc.stages[1].system: cannot be "delay" after a stage that ends');
    expect(parse({ system: 'stages', stages: [sd, { system: 'stages', stages: [] }] })).toThrow('tc.stages[1].system: must be one of');
  });
});
