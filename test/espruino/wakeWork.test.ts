// What a wake-up makes on the chip, counted by the fake: Espruino copies a function's code each time it
// makes the function, so a repaint, most of a game's wake-ups, must make none (the build keeps the
// functions of the modules marked `@espruino hot` declared rather than inlined).
import { describe, expect, it } from 'vitest';
import { wakeWork } from '../../sim/espruino/boardBudget';
import { misquoted } from '../bench/figures';

describe('the function code a wake-up makes, in the game timed on the interpreter', () => {
  it('is none for the median wake-up of main time and of byo-yomi', () => {
    const work = wakeWork();
    expect(work.main.wakeups).toBeGreaterThan(20);
    expect(work.main.madeBytes.median).toBe(0);
    expect(work.byoyomi.madeBytes.median).toBe(0);
    // The count's deadlines make the callback that prepares the next one, and no more.
    expect(work.byoyomi.madeBytes.p95).toBeLessThan(1000);
    expect(misquoted([{ name: 'wake-calls-main', value: work.main.calls.median }, { name: 'wake-calls-byo', value: work.byoyomi.calls.median }])).toEqual([]);
  }, 60000);
});
