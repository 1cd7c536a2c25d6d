// Power cuts, first half of 7 000 trials (the other half runs beside it): see powerCut.ts.
import { describe, it } from 'vitest';
import { checkTrials } from '../helpers/powerCut';

describe('the record survives any power cut (trials 1–3 500)', () => {
  it('boots paused, never charges a side for time it did not use, and loses no more than the bound', () => {
    checkTrials(1, 3500);
  }, 300000);
});
