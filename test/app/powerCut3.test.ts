// Power cuts of every damage kind, each followed by a second, clean cut (trials 20 001 on): see powerCut.ts.
import { describe, it } from 'vitest';
import { checkKindsThenClean } from '../helpers/powerCut';

describe('a clean cut after any damage', () => {
  it('invents no time, and loses at most a second and the late-press window', () => {
    checkKindsThenClean(20001, 286);
  }, 300000);
});
