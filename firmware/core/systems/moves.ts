// Moves per period (the rules' 包干 in blocks): after main time, `moves` moves in each block of
// `periodMs`; time left over carries into the next block.
// @espruino-hot: its functions run at every wake-up, so the build keeps them declared.
import type { MovesControl } from '../types';
import { overtimeFace } from './countdown';
import { blocks, blockSweep, blockWords } from './blocks';
import { FIGURE_CLOCK, type StageSystem, type SystemWords } from './system';

/** The moves system, built when a game or a menu asks for it (registry.ts). */
export function moves(): StageSystem<MovesControl> {
  return blocks<MovesControl>(
    {
      systemName: 'moves',
      showFace(view, _tc, clock) {
        overtimeFace(view, clock, 'moves', clock.movesLeft + ' MOVES', FIGURE_CLOCK, null);
      },
    },
    {
      menuLabel: 'MOVES',
      sgfOvertime(tc, seconds) {
        return tc.moves + '/' + seconds(tc.periodMs) + ' canadian';
      },
    },
    true,
    { minutesLeft: [5, 1], count: true },
  );
}

export const movesWords: SystemWords<MovesControl> = {
  systemName: 'moves',
  describe(tc, main) {
    return 'moves ' + main(tc.mainMs) + ' + ' + blockWords(tc);
  },
  status(view, tc) {
    return view.mode === 'main' ? 'main time, then ' + blockWords(tc as MovesControl) : 'PERIOD  ' + view.moves + ' moves due in this block';
  },
  sweep() {
    return blockSweep('moves');
  },
};
