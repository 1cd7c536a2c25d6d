import { describe, expect, it } from 'vitest';
import { byo, calls, ofType, run } from '../helpers/helpers';

const start = { at: 0, do: 'start' };

describe('the rules 60 s schedule', () => {
  it('calls 30, 40, 50, 55, 58 s and "1 minute", "X minutes left" in a minute that is not the last', () => {
    const events = run(byo(0, 5, 60000), [start], 60000);
    expect(calls(events)).toEqual([
      '30000 sec:30',
      '40000 sec:40',
      '50000 sec:50',
      '55000 sec:55',
      '58000 sec:58',
      '60000 sec:60',
      '60000 left:4',
    ]);
  });

  it('calls 30, 40, 50 s, then 1 … 9 on seconds 51 … 59 and "10", timeout and the flag at 60 s in the last minute', () => {
    const events = run(byo(0, 1, 60000), [start], 70000);
    const expected = ['30000 sec:30', '40000 sec:40', '50000 sec:50'];
    for (let k = 1; k <= 10; k++) expected.push((50000 + k * 1000) + ' count:' + k);
    expected.push('60000 timeout');
    expect(calls(events)).toEqual(expected);
    expect(events[events.length - 1]).toEqual({ at: 60000, type: 'flag', side: 'black' });
  });

  it('announces byo-yomi with the number of periods at the instant main time runs out, mid-move', () => {
    const events = run(byo(90000, 5, 60000), [start], 90000);
    expect(calls(events)).toEqual(['90000 byoyomi:5']);
  });

  it('makes no byoyomi call when there is no main time', () => {
    expect(calls(run(byo(0, 3, 30000), [start], 1000))).toEqual([]);
  });
});

describe('a press around the end of a period (P = period length)', () => {
  const table: [number, number, number][] = [];
  for (const seconds of [60, 40, 30, 20, 10]) {
    const p = seconds * 1000;
    table.push([p, p - 1, 3], [p, p, 2], [p, p + 1, 2], [p, 2 * p - 1, 2], [p, 2 * p, 1]);
  }
  it.each(table)('period %i ms, press after %i ms leaves %i of 3 periods', (periodMs, pressAt, periodsLeft) => {
    const events = run(byo(0, 3, periodMs), [start, { at: pressAt, do: 'press', side: 'black' }]);
    const press = ofType(events, 'press')[0];
    expect(press).toMatchObject({ at: pressAt, usedMs: pressAt, periods: periodsLeft, mainMs: 0 });
  });

  it('gives the next move a fresh period after a move shorter than the period', () => {
    const events = run(byo(0, 2, 30000), [
      start,
      { at: 29999, do: 'press', side: 'black' },
      { at: 30000, do: 'press', side: 'white' },
    ], 59999);
    expect(calls(events).filter((c) => c.indexOf('left') >= 0)).toEqual([]);
    expect(calls(events).slice(-4)).toEqual(['40000 sec:10', '50000 sec:20', '55000 sec:25', '58000 sec:28']);
  });

  it('burns three periods in one long move, each announced at its own instant', () => {
    const events = run(byo(10000, 5, 30000), [start, { at: 10000 + 3 * 30000 + 500, do: 'press', side: 'black' }]);
    expect(calls(events).filter((c) => /left|byoyomi/.test(c))).toEqual([
      '10000 byoyomi:5',
      '40000 left:4',
      '70000 left:3',
      '100000 left:2',
    ]);
    expect(ofType(events, 'press')[0]).toMatchObject({ periods: 2, usedMs: 100500 });
  });
});

describe('deadlines beat a press at the same millisecond', () => {
  it('a press at the instant main time runs out is the first byo-yomi move, which costs nothing', () => {
    const events = run(byo(60000, 3, 30000), [start, { at: 60000, do: 'press', side: 'black' }]);
    expect(events.map((e) => e.type)).toEqual(['start', 'call', 'press']);
    expect(events[1]).toMatchObject({ at: 60000, call: 'byoyomi:3' });
    expect(events[2]).toMatchObject({ at: 60000, mainMs: 0, periods: 3, usedMs: 60000 });
  });

  it('a press at the instant of "10" in the last period is too late: flag first, press rejected', () => {
    const events = run(byo(0, 1, 60000), [start, { at: 60000, do: 'press', side: 'black' }]);
    expect(events.slice(-4)).toEqual([
      { at: 60000, type: 'call', side: 'black', call: 'count:10' },
      { at: 60000, type: 'call', side: 'black', call: 'timeout' },
      { at: 60000, type: 'flag', side: 'black' },
      { at: 60000, type: 'rejected', action: 'press', reason: 'flagged', side: 'black' },
    ]);
  });

  it('a press 1 ms before "10" saves the game', () => {
    const events = run(byo(0, 1, 60000), [start, { at: 59999, do: 'press', side: 'black' }], 60000);
    expect(ofType(events, 'flag')).toEqual([]);
    expect(calls(events).pop()).toBe('59000 count:9');
  });
});

describe('pause and resume', () => {
  it('inside a period: the period is neither reset nor eaten, calls resume where they left off', () => {
    const events = run(byo(0, 2, 60000), [start, { at: 35000, do: 'pause' }, { at: 100000, do: 'resume' }], 200000);
    expect(calls(events).slice(0, 4)).toEqual(['30000 sec:30', '105000 sec:40', '115000 sec:50', '120000 sec:55']);
  });

  it('inside the last ten seconds: the count goes on from where it stopped', () => {
    const events = run(byo(0, 1, 60000), [start, { at: 53500, do: 'pause' }, { at: 90000, do: 'resume' }], 200000);
    expect(calls(events).slice(3)).toEqual([
      '51000 count:1',
      '52000 count:2',
      '53000 count:3',
      '90500 count:4',
      '91500 count:5',
      '92500 count:6',
      '93500 count:7',
      '94500 count:8',
      '95500 count:9',
      '96500 count:10',
      '96500 timeout',
    ]);
  });

  it('rejects presses while paused and a second pause', () => {
    const events = run(byo(60000, 1, 60000), [
      start,
      { at: 1000, do: 'pause' },
      { at: 2000, do: 'press', side: 'black' },
      { at: 3000, do: 'pause' },
      { at: 4000, do: 'resume' },
      { at: 5000, do: 'resume' },
    ]);
    expect(ofType(events, 'rejected').map((e) => e.action + ':' + e.reason)).toEqual([
      'press:paused',
      'pause:paused',
      'resume:not-paused',
    ]);
  });

  it('counts a move’s used time without its pauses', () => {
    const events = run(byo(60000, 1, 60000), [
      start,
      { at: 1000, do: 'pause' },
      { at: 9000, do: 'resume' },
      { at: 10000, do: 'press', side: 'black' },
    ]);
    expect(ofType(events, 'press')[0]).toMatchObject({ usedMs: 2000, mainMs: 58000 });
  });
});

describe('query', () => {
  it.each([
    [0, 'main:2'],
    [1, 'main:1'],
    [60000, 'main:1'],
    [60001, 'main:0'],
    [120000, 'left:3'],
    [150000, 'left:2'],
    [179999, 'left:2'],
  ])('at %i ms Black hears %s', (at, answer) => {
    const events = run(byo(120000, 3, 30000), [start, { at: at, do: 'query', side: 'black' }]);
    expect(ofType(events, 'answer')).toEqual([{ at: at, type: 'answer', side: 'black', answer: answer }]);
  });

  it('answers the asking side, not the side on move, and changes nothing', () => {
    const withQuery = run(byo(0, 3, 30000), [start, { at: 5000, do: 'query', side: 'white' }], 100000);
    const without = run(byo(0, 3, 30000), [start], 100000);
    expect(ofType(withQuery, 'answer')[0].answer).toBe('left:3');
    expect(withQuery.filter((e) => e.type !== 'answer')).toEqual(without);
  });
});

describe('after a flag', () => {
  const flagAt = 60000;
  it('rejects everything but timeoutPass and end', () => {
    const events = run(byo(0, 1, 60000), [
      start,
      { at: flagAt + 1, do: 'press', side: 'white' },
      { at: flagAt + 2, do: 'pause' },
      { at: flagAt + 3, do: 'query', side: 'black' },
      { at: flagAt + 4, do: 'end' },
    ]);
    expect(ofType(events, 'rejected').map((e) => e.reason)).toEqual(['flagged', 'flagged', 'flagged']);
    expect(events[events.length - 1]).toEqual({ at: flagAt + 4, type: 'end', side: 'black', reason: 'time' });
  });

  it('timeoutPass (later rules): a pass for the flagged side, one period kept, the opponent runs from the decision', () => {
    const events = run(byo(0, 1, 60000), [start, { at: 70000, do: 'timeoutPass' }, { at: 75000, do: 'press', side: 'white' }], 135000);
    const passAt = events.findIndex((e) => e.type === 'pass');
    expect(events.slice(passAt, passAt + 3)).toEqual([
      { at: 70000, type: 'pass', side: 'black', move: 1 },
      { at: 75000, type: 'press', side: 'white', move: 2, usedMs: 5000, mainMs: 0, periods: 1 },
      { at: 105000, type: 'call', side: 'black', call: 'sec:30' },
    ]);
    expect(events[events.length - 1]).toEqual({ at: 135000, type: 'flag', side: 'black' });
  });

  it('timeoutPass is refused under the 1988 rules and without byo-yomi', () => {
    const rules1988 = run(byo(0, 1, 60000, { rules: '1988' }), [start, { at: 70000, do: 'timeoutPass' }]);
    const sudden = run({ system: 'absolute', mainMs: 60000 }, [start, { at: 70000, do: 'timeoutPass' }]);
    expect(rules1988.pop()).toMatchObject({ type: 'rejected', reason: 'rules-1988' });
    expect(sudden.pop()).toMatchObject({ type: 'rejected', reason: 'not-byoyomi' });
  });

  it('timeoutPass without a flag is rejected', () => {
    expect(run(byo(0, 1, 60000), [start, { at: 1, do: 'timeoutPass' }]).pop()).toMatchObject({ reason: 'not-flagged' });
  });
});

describe('before the start and after the end', () => {
  it('rejects presses before the start and everything after the end', () => {
    const events = run(byo(0, 1, 60000), [
      { at: 0, do: 'press', side: 'black' },
      { at: 1, do: 'start', side: 'white' },
      { at: 2, do: 'start' },
      { at: 3, do: 'end' },
      { at: 4, do: 'press', side: 'white' },
    ], 100000);
    expect(events.map((e) => e.type + (e.type === 'rejected' ? ':' + e.reason : ''))).toEqual([
      'rejected:not-started',
      'start',
      'rejected:already-started',
      'end',
      'rejected:ended',
    ]);
  });
});
