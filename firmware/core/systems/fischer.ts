// Fischer: `incrementMs` is added when a move ends (the first move too, as FIDE's), then capped at `maxMs`.
// @espruino-hot: its functions run at every wake-up, so the build keeps them declared.
import type { FischerControl } from '../types';
import { formatSeconds, SECOND_MS } from '../units';
import { fieldError } from '../validate';
import { noControls, single, singleDesk, MAX_BONUS_MS, MAX_MAIN_MS, OPTIONAL } from './countdown';
import type { StageSystem, SystemWords } from './system';

/** The Fischer system, built when a game or a menu asks for it (registry.ts). */
export function fischer(): StageSystem<FischerControl> {
  return single<FischerControl>(
    {
      systemName: 'fischer',
      endMove(tc, clock) {
        clock.mainMs += tc.incrementMs;
        if (tc.maxMs !== undefined && clock.mainMs > tc.maxMs) clock.mainMs = tc.maxMs;
        return '';
      },
      faceDetail(view, short) {
        const tc = view.control as FischerControl;
        return '+' + short(tc.incrementMs) + (tc.maxMs === undefined ? '' : ' CAP ' + short(tc.maxMs));
      },
    },
    () => {
      const overtime = (tc: FischerControl, seconds: (ms: number) => string, mainText: (ms: number) => string) =>
        mainText(tc.mainMs) + '+' + seconds(tc.incrementMs) + ' fischer' + (tc.maxMs === undefined ? '' : ' (max ' + mainText(tc.maxMs) + ')');
      const desk = singleDesk<FischerControl>({
        menuLabel: 'FISCHER',
        fields() {
          return [['incrementMs', 1, MAX_BONUS_MS, 0, 'INCREMENT', 10 * SECOND_MS], ['maxMs', 1, MAX_MAIN_MS, OPTIONAL, 'CAP', 0]];
        },
        sgfOvertime: overtime,
        // Its OT text carries its main time.
        sgfStage: overtime,
      });
      const parse = desk.parseControl;
      desk.parseControl = (record, field, extraKeys) => {
        const control = parse(record, field, extraKeys);
        if (control.maxMs !== undefined && control.maxMs < control.mainMs) throw fieldError(field + '.maxMs', 'must be at least mainMs (' + control.mainMs + ')');
        return control;
      };
      return desk;
    },
  );
}

export const fischerWords: SystemWords<FischerControl> = {
  systemName: 'fischer',
  describe(tc, main) {
    return 'Fischer ' + main(tc.mainMs) + ' + ' + tc.incrementMs / SECOND_MS + ' s a move' + (tc.maxMs === undefined ? '' : ', at most ' + formatSeconds(tc.maxMs / SECOND_MS));
  },
  status(_view, stage) {
    const tc = stage as FischerControl;
    return 'Fischer +' + tc.incrementMs / SECOND_MS + ' s a move' + (tc.maxMs !== undefined ? ', max ' + formatSeconds(tc.maxMs / SECOND_MS) : '');
  },
  sweep: noControls,
};
