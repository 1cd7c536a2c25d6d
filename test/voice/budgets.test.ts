// Each phrase's time, from the core's own call schedule (sim/voice/budgets.ts).
import { describe, expect, it } from 'vitest';
import { findPreset, parseSettings } from '../../firmware/core/index';
import { callSequences, phraseBudgets, SAFETY_MS, spokenSequences, type SpokenSequence } from '../../sim/voice/budgets';

const sixtySeconds = (periods: number) => parseSettings({ system: 'byoyomi', mainMs: 1000, periods: periods, periodMs: 60000 }, 'tc', findPreset);

describe('call sequences from the schedule', () => {
  it('a 60 s period: 30/40/50/55/58 s, then "1 minute" with the periods left; the last period counts after 50 s', () => {
    const sequences = callSequences(sixtySeconds(2));
    expect(sequences.slice(0, 8)).toEqual([
      { calls: ['byoyomi:2'], gapMs: 30000 },
      { calls: ['sec:30'], gapMs: 10000 },
      { calls: ['sec:40'], gapMs: 10000 },
      { calls: ['sec:50'], gapMs: 5000 },
      { calls: ['sec:55'], gapMs: 3000 },
      { calls: ['sec:58'], gapMs: 2000 },
      { calls: ['sec:60', 'left:1'], gapMs: 30000 },
      { calls: ['sec:30'], gapMs: 10000 },
    ]);
    const last = sequences.slice(-11);
    expect(last[0]).toEqual({ calls: ['sec:50'], gapMs: 1000 });
    expect(last[1]).toEqual({ calls: ['count:1'], gapMs: 1000 });
    // The count's "10" and the time-out share the flag's instant, and nothing follows them.
    expect(last[last.length - 1]).toEqual({ calls: ['count:10', 'timeout'], gapMs: Infinity });
  });

  it('takes each spoken sequence at the least room it is ever given, in every count style', () => {
    const sequences = spokenSequences([{ system: 'byoyomi', mainMs: 1000, periods: 5, periodMs: 60000 }]);
    const room = (phrases: string) => sequences.find((s) => s.phrases.join(' ') === phrases)?.roomMs;
    expect(room('sec-58')).toBe(2000 - SAFETY_MS);
    expect(room('sec-55')).toBe(3000 - SAFETY_MS);
    // 50 s is followed a second later by the last period's "1".
    expect(room('sec-50')).toBe(1000 - SAFETY_MS);
    expect(room('count-1')).toBe(1000 - SAFETY_MS);
    // The later rules' Chinese words, and the English count of what is left.
    expect(room('minute-later minutes-left-later-4')).toBe(30000 - SAFETY_MS);
    expect(room('sec-2')).toBe(2000 - SAFETY_MS);
    expect(room('count-10 timeout')).toBe(Infinity);
  });
});

describe('phrase budgets', () => {
  const sequences: SpokenSequence[] = [
    { phrases: ['a'], roomMs: 1940 },
    { phrases: ['a', 'b'], roomMs: 940 },
    { phrases: ['b'], roomMs: 2940 },
    { phrases: ['c', 'timeout'], roomMs: Infinity },
  ];

  it('shares a sequence among its phrases in proportion to their natural lengths, and keeps the least', () => {
    const natural: Record<string, number> = { a: 300, b: 600, c: 500, timeout: 400 };
    const budgets = phraseBudgets(sequences, (p) => natural[p], 1.5, false);
    expect(budgets).toEqual({ a: 313, b: 626 });
    // A sequence whose clips keep their budgets fits its room.
    expect(budgets.a + budgets.b).toBeLessThanOrEqual(940);
  });

  it('lets the call that marks the instant keep its natural length when what follows fits the rest at the floor', () => {
    const natural: Record<string, number> = { a: 300, b: 900, c: 500, timeout: 400 };
    expect(phraseBudgets(sequences, (p) => natural[p], 1.5, false)).toEqual({ a: 300, b: 640 });
    // When what follows cannot fit even at the floor, both are squeezed alike, so that both take
    // their shorter words; once the words are final, the first call keeps its natural length.
    natural.b = 1500;
    expect(phraseBudgets(sequences, (p) => natural[p], 1.5, false)).toEqual({ a: 156, b: 783 });
    expect(phraseBudgets(sequences, (p) => natural[p], 1.5, true)).toEqual({ a: 300, b: 640 });
  });
});
