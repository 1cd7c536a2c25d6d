// Power cuts, second half of 10 000 trials: see powerCut.ts.
import { describe, it } from 'vitest';
import { checkTrials } from './powerCut';

describe('the record survives any power cut (trials 5 001–10 000)', () => {
  it('boots paused, never charges a side for time it did not use, and loses no more than the bound', () => {
    checkTrials(5001, 5000);
  }, 300000);
});
