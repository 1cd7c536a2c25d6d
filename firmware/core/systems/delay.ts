// Simple (US) delay: each move's first `delayMs` do not count; main time runs only after them.
// @espruino-hot: its functions run at every wake-up, so the build keeps them declared.
import type { DelayControl } from '../types';
import { formatSeconds } from '../units';
import { countdownDistance, delayDesk, delaySystemWords, single, singleDesk } from './countdown';
import { FIGURE_SECONDS, type StageSystem } from './system';

/** What is left of the delay of a move that has run `moveUsedMs`. */
function delayLeft(tc: DelayControl, moveUsedMs: number): number {
  return Math.max(0, tc.delayMs - moveUsedMs);
}

/** The simple-delay system, built when a game or a menu asks for it (registry.ts). */
export function delay(): StageSystem<DelayControl> {
  return single<DelayControl>(
    {
      systemName: 'delay',
      // What is left of the move's delay runs first; main time's points come after it.
      distance(tc, clock, moveUsedMs) {
        return delayLeft(tc, moveUsedMs) + countdownDistance(tc.calls, clock.mainMs);
      },
      consume(tc, clock, ms, moveUsedMs) {
        clock.mainMs -= ms - Math.min(ms, delayLeft(tc, moveUsedMs));
      },
      delayLeftMs(tc, _clock, moveUsedMs) {
        return delayLeft(tc, moveUsedMs);
      },
      faceDetail(view, short) {
        return 'FIRST ' + short((view.control as DelayControl).delayMs) + ' FREE';
      },
      // While the delay runs first, its seconds stand as two big digits.
      showFace(view) {
        view.mode = 'delay';
        view.status = 'DELAY';
        if (view.delaySeconds > 0) view.figure = FIGURE_SECONDS;
      },
    },
    () => singleDesk<DelayControl>(delayDesk('DELAY', 'simple')),
  );
}

export const delayWords = delaySystemWords<DelayControl>(
  'delay',
  (main, seconds) => 'simple delay ' + main + ', the first ' + seconds + ' s of each move free',
  (view, seconds) => (view.delaySeconds > 0 ? 'DELAY, then main time ' + formatSeconds(view.mainSeconds) : 'delay: first ' + seconds + ' s of a move free'),
);
