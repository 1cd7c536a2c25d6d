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
        menuLabel: 'hourglass.device',
        sgfOvertime() {
          return 'hourglass';
        },
      }),
  );
}

export const hourglassWords = /*#__PURE__*/ mainTimeWords<HourglassControl>(
  'hourglass',
  {
    'hourglass.name': ['沙漏', '沙漏', '砂時計', '모래시계', 'hourglass'],
    'hourglass.device': ['沙漏', '沙漏', '砂時計', '모래시계', 'HOURGLASS'],
    'hourglass.status': ['沙漏：所用时间加给对方', '沙漏：所用時間加給對方', '砂時計：使った時間は相手に加わる', '모래시계: 쓴 시간이 상대에게 더해짐', 'hourglass: opponent gains time used'],
  },
  noControls,
);
