// Canadian byo-yomi: after main time, `moves` moves in each period of `periodMs`; every period starts
// full (nothing carries over), and the new period's stones are announced at the press that starts it.
// @espruino-hot: its functions run at every wake-up, so the build keeps them declared.
import type { CanadianControl } from '../types';
import { overtimeFace } from './countdown';
import { blocks, blockSweep, blockWords } from './blocks';
import { FIGURE_SMALL_CLOCK, type StageSystem, type SystemWords } from './system';

/** The Canadian system, built when a game or a menu asks for it (registry.ts). */
export function canadian(): StageSystem<CanadianControl> {
  return blocks<CanadianControl>(
    {
      systemName: 'canadian',
      faceDetail(view, short) {
        const tc = view.control as CanadianControl;
        return view.mode === 'main' ? 'THEN ' + tc.moves + ' IN ' + short(tc.periodMs) : '';
      },
      // In a period, the stones left stand big at the right: the period's time takes the smaller digits.
      showFace(view, _tc, clock) {
        overtimeFace(view, clock, 'canadian', 'CANADIAN', FIGURE_SMALL_CLOCK, ['STONES', clock.movesLeft]);
      },
    },
    {
      menuLabel: 'CANADIAN',
      sgfOvertime(tc, seconds) {
        return tc.moves + '/' + seconds(tc.periodMs) + ' Canadian';
      },
    },
    false,
  );
}

export const canadianWords: SystemWords<CanadianControl> = {
  systemName: 'canadian',
  describe(tc, main) {
    return 'Canadian ' + main(tc.mainMs) + ' + ' + blockWords(tc) + ', no carry';
  },
  status(view, tc) {
    return view.mode === 'main' ? 'main time, then ' + blockWords(tc as CanadianControl) : 'CANADIAN  ' + view.moves + ' stones in this period';
  },
  sweep() {
    return blockSweep('canadian');
  },
};
