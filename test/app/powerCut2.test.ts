// Power cuts, second half of 7 000 trials: see powerCut.ts.
import { describe, it } from 'vitest';
import { checkTrials } from '../helpers/powerCut';

describe('the record survives any power cut (trials 3 501–7 000)', () => {
  it('boots paused, never charges a side for time it did not use, and loses no more than the bound', () => {
    checkTrials(3501, 3500);
  }, 300000);
});
