// Bronstein: when a move ends, min(the time it used, `delayMs`) is given back.
import type { BronsteinControl } from '../types';
import { SECOND_MS } from '../units';
import { delayDesk, fireCountdown, noControls, single, singleDesk } from './countdown';
import type { StageSystem, SystemWords } from './system';

/** The Bronstein system, built when a game or a menu asks for it (registry.ts). */
export function bronstein(): StageSystem<BronsteinControl> {
  return single<BronsteinControl>(
    {
      name: 'bronstein',
      // Inside the delay a minute call would be undone by the give-back: it stays quiet.
      firePoint(tc, clock, side, at, events, moveUsedMs) {
        return fireCountdown(tc.calls, clock.mainMs, side, at, events, moveUsedMs < tc.delayMs);
      },
      endMove(tc, clock, moveUsedMs) {
        clock.mainMs += Math.min(moveUsedMs, tc.delayMs);
        return '';
      },
      faceDetail(view, short) {
        return 'UP TO ' + short((view.control as BronsteinControl).delayMs) + ' BACK';
      },
    },
    () => singleDesk<BronsteinControl>(delayDesk('BRONSTEIN', 'bronstein')),
  );
}

export const bronsteinWords: SystemWords<BronsteinControl> = {
  name: 'bronstein',
  describe(tc, main) {
    return 'Bronstein ' + main(tc.mainMs) + ', up to ' + tc.delayMs / SECOND_MS + ' s of each move given back';
  },
  status(_view, tc) {
    return 'Bronstein: up to ' + (tc as BronsteinControl).delayMs / SECOND_MS + ' s a move back';
  },
  sweep: noControls,
};
