// Bronstein: when a move ends, min(the time it used, `delayMs`) is given back.
// @espruino-hot: its functions run at every wake-up, so the build keeps them declared.
import type { BronsteinControl } from '../types';
import { delayDesk, delaySystemWords, fireCountdown, single, singleDesk } from './countdown';
import type { StageSystem } from './system';

/** The Bronstein system, built when a game or a menu asks for it (registry.ts). */
export function bronstein(): StageSystem<BronsteinControl> {
  return single<BronsteinControl>(
    {
      systemName: 'bronstein',
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

export const bronsteinWords = delaySystemWords<BronsteinControl>(
  'bronstein',
  (main, seconds) => 'Bronstein ' + main + ', up to ' + seconds + ' s of each move given back',
  (_view, seconds) => 'Bronstein: up to ' + seconds + ' s a move back',
);
