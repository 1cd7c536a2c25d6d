// Hourglass: the time the opponent uses is added to this side's clock.
// @espruino-hot: its functions run at every wake-up, so the build keeps them declared.
import type { HourglassControl } from '../types';
import { mainTimeWords, noControls, single, singleDesk } from './countdown';
import type { StageSystem } from './system';

/** The hourglass system, built when a game or a menu asks for it (registry.ts). */
export function hourglass(): StageSystem<HourglassControl> {
  return single<HourglassControl>(
    {
      systemName: 'hourglass',
      gainsOpponentTime: true,
    },
    () => singleDesk<HourglassControl>({
        menuLabel: 'HOURGLASS',
        sgfOvertime() {
          return 'hourglass';
        },
      }),
  );
}

export const hourglassWords = mainTimeWords<HourglassControl>('hourglass', 'hourglass', 'hourglass: time used goes across', noControls);
