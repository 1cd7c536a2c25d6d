// Power cuts, first half of 10 000 trials (the other half runs beside it): see powerCut.ts.
import { describe, it } from 'vitest';
import { checkTrials } from './powerCut';

describe('the record survives any power cut (trials 1–5 000)', () => {
  it('boots paused, never charges a side for time it did not use, and loses no more than the bound', () => {
    checkTrials(1, 5000);
  }, 300000);
});
