// What a wake-up makes on the chip, counted by the fake in each board's own build: Espruino copies a
// function's code each time it makes the function, so a repaint, most of a game's wake-ups, must make
// none (rollup.config.js keeps the functions it calls declared rather than inlined).
import { describe, expect, it } from 'vitest';
import { wakeWork } from '../sim/espruino/boardBudget';
import { BOARDS } from '../firmware/boards';

describe('the function code a wake-up makes, in the game timed on the interpreter', () => {
  for (const board of BOARDS) {
    it('is none for the median wake-up of main time and of byo-yomi, on ' + board.name, () => {
      const work = wakeWork(board);
      expect(work.main.wakeups).toBeGreaterThan(20);
      expect(work.main.madeBytes.median).toBe(0);
      expect(work.byoyomi.madeBytes.median).toBe(0);
      // The count's deadlines make the callback that prepares the next one. Jolt.js keeps the core's
      // functions declared too; the Pico, short of variables, only the repaint's, so its preparation
      // makes the core's step anew (about 6.6 KB of code a count second).
      expect(work.byoyomi.madeBytes.p95).toBeLessThan(board.build === 'full' ? 1000 : 8000);
    }, 60000);
  }
});
