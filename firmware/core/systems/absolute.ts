// Sudden death (包干): main time only; the flag falls when it runs out.
// @espruino-hot: its functions run at every wake-up, so the build keeps them declared.
import type { AbsoluteControl } from '../types';
import { MINUTE_MS } from '../units';
import { mainTimeWords, single, singleDesk } from './countdown';
import type { StageSystem } from './system';

/** The sudden-death system, built when a game or a menu asks for it (registry.ts). */
export function absolute(): StageSystem<AbsoluteControl> {
  return single<AbsoluteControl>(
    {
      systemName: 'absolute',
      showFace(view) {
        view.mode = 'sudden-death';
        view.status = 'absolute.device';
      },
    },
    () =>
      singleDesk<AbsoluteControl>({
        menuLabel: 'absolute.device',
        sgfOvertime() {
          return 'none';
        },
        sgfStage(tc, _seconds, mainText) {
          return mainText(tc.mainMs) + (tc.mainMs % MINUTE_MS === 0 ? ' min' : '');
        },
      }),
  );
}

export const absoluteWords = /*#__PURE__*/ mainTimeWords<AbsoluteControl>(
  'absolute',
  {
    'absolute.name': ['包干', '包乾', '切れ負け', '절대 시간', 'sudden death'],
    'absolute.device': ['包干', '包乾', '切れ負け', '절대 시간', 'SUDDEN DEATH'],
    'absolute.status': ['包干：用完即负', '包乾：用完即負', '切れ負け（秒読みなし）', '절대 시간: 시간이 끝나면 패', 'sudden death'],
  },
  () => [1, 2, 5, 10, 11, 30, 60, 600].map((minutes) => ({ system: 'absolute', mainMs: minutes * MINUTE_MS })),
);
