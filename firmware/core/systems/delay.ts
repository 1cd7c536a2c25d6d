// Simple (US) delay: each move's first `delayMs` do not count; main time runs only after them.
import type { DelayControl } from '../types';
import { formatSeconds, SECOND_MS } from '../units';
import { countdownDistance, delayDesk, noControls, single, singleDesk } from './countdown';
import { FIGURE_SECONDS, type StageSystem, type SystemWords } from './system';

/** What is left of the delay of a move that has run `moveUsedMs`. */
function delayLeft(tc: DelayControl, moveUsedMs: number): number {
  return Math.max(0, tc.delayMs - moveUsedMs);
}

/** The simple-delay system, built when a game or a menu asks for it (registry.ts). */
export function delay(): StageSystem<DelayControl> {
  return single<DelayControl>(
    {
      name: 'delay',
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
      face(view) {
        view.mode = 'delay';
        view.status = 'DELAY';
        if (view.delaySeconds > 0) view.figure = FIGURE_SECONDS;
      },
    },
    () => singleDesk<DelayControl>(delayDesk('DELAY', 'simple')),
  );
}

export const delayWords: SystemWords<DelayControl> = {
  name: 'delay',
  describe(tc, main) {
    return 'simple delay ' + main(tc.mainMs) + ', the first ' + tc.delayMs / SECOND_MS + ' s of each move free';
  },
  status(view, tc) {
    return view.delaySeconds > 0 ? 'DELAY, then main time ' + formatSeconds(view.mainSeconds) : 'delay: first ' + (tc as DelayControl).delayMs / SECOND_MS + ' s of a move free';
  },
  sweep: noControls,
};
