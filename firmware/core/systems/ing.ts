// Ing overtime (应氏计时): when main time runs out, `extensionMs` more for `penaltyPoints`, at most
// `maxExtensions` times; then the flag.
// @espruino-hot: its functions run at every wake-up, so the build keeps them declared.
import type { IngControl } from '../types';
import { formatSeconds, MINUTE_MS, SECOND_MS } from '../units';
import { call, fireCountdown, singleDesk, MAX_MAIN_MS, single } from './countdown';
import type { StageSystem, SystemWords } from './system';

const MAX_EXTENSIONS = 9;
const MAX_PENALTY_POINTS = 10;

/** The Ing system, built when a game or a menu asks for it (registry.ts). */
export function ing(): StageSystem<IngControl> {
  return single<IngControl>(
    {
      systemName: 'ing',
      mainRanOut(tc, clock, side, at, events) {
        const taken = clock.extensions as number;
        if (taken >= tc.maxExtensions) return fireCountdown(tc.calls, 0, side, at, events, false);
        const number = taken + 1;
        const points = number * tc.penaltyPoints;
        clock.extensions = number;
        clock.mainMs = tc.extensionMs;
        events.push({ at: at, type: 'extension', side: side, number: number, points: tc.penaltyPoints, totalPoints: points });
        call(events, at, side, 'extension:' + number);
        call(events, at, side, 'penalty:' + points);
        return false;
      },
      startControl(_tc, clock) {
        clock.extensions = 0;
      },
      showFace(view, tc) {
        view.mode = 'ing';
        view.status = view.extensions > 0 ? 'EXT ' + view.extensions + '/' + tc.maxExtensions : 'ING';
      },
      faceDetail(view, short) {
        const tc = view.control as IngControl;
        return view.extensions > 0 ? '-' + view.extensions * tc.penaltyPoints + ' PTS' : 'EXT ' + short(tc.extensionMs) + ' -' + tc.penaltyPoints + ' PTS';
      },
    },
    () =>
      singleDesk<IngControl>({
        menuLabel: 'ING',
        // Its extensions never hand over to a next stage.
        endsWithMain: false,
        fields() {
          return [['extensionMs', SECOND_MS, MAX_MAIN_MS, 0], ['penaltyPoints', 1, MAX_PENALTY_POINTS, 0], ['maxExtensions', 1, MAX_EXTENSIONS, 0]];
        },
        sgfOvertime(tc, seconds) {
          return tc.maxExtensions + 'x' + seconds(tc.extensionMs) + ' ing (' + tc.penaltyPoints + ' points each)';
        },
      }),
  );
}

export const ingWords: SystemWords<IngControl> = {
  systemName: 'ing',
  describe(tc, main) {
    return 'Ing ' + main(tc.mainMs) + ' + up to ' + tc.maxExtensions + ' x ' + formatSeconds(tc.extensionMs / SECOND_MS) + ' at ' + tc.penaltyPoints + ' points each';
  },
  status(view, stage) {
    const tc = stage as IngControl;
    return view.extensions > 0
      ? 'EXTENSION ' + view.extensions + ' of ' + tc.maxExtensions + ': ' + view.extensions * tc.penaltyPoints + ' points'
      : 'main, then ' + tc.maxExtensions + ' x ' + formatSeconds(tc.extensionMs / SECOND_MS) + ' at ' + tc.penaltyPoints + ' pts';
  },
  // Extensions of a minute with every penalty.
  sweep() {
    const controls: unknown[] = [];
    for (let points = 1; points <= MAX_PENALTY_POINTS; points++) {
      controls.push({ system: 'ing', mainMs: MINUTE_MS, extensionMs: MINUTE_MS, penaltyPoints: points, maxExtensions: MAX_EXTENSIONS });
    }
    return controls;
  },
};
