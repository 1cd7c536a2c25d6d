// Fischer: `incrementMs` is added when a move ends (the first move too, as FIDE's), then capped at `maxMs`.
// @espruino-hot: its functions run at every wake-up, so the build keeps them declared.
import type { FischerControl } from '../types';
import { formatSeconds, SECOND_MS } from '../units';
import { fieldError } from '../validate';
import { noControls, single, singleDesk, MAX_BONUS_MS, MAX_MAIN_MS, OPTIONAL } from './countdown';
import type { StageSystem, SystemWords } from './system';
import type { Say } from '../words';

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
      faceDetail(view, short, say) {
        const tc = view.control as FischerControl;
        return tc.maxMs === undefined ? '+' + short(tc.incrementMs) : say('fischer.device.capped', { time: short(tc.incrementMs), cap: short(tc.maxMs) });
      },
    },
    () => {
      const overtime = (tc: FischerControl, seconds: (ms: number) => string, mainText: (ms: number) => string) =>
        mainText(tc.mainMs) + '+' + seconds(tc.incrementMs) + ' fischer' + (tc.maxMs === undefined ? '' : ' (max ' + mainText(tc.maxMs) + ')');
      const desk = singleDesk<FischerControl>({
        menuLabel: 'fischer.device',
        fields() {
          return [['incrementMs', 1, MAX_BONUS_MS, 0, 'fischer.device.incrementMs', 10 * SECOND_MS], ['maxMs', 1, MAX_MAIN_MS, OPTIONAL, 'fischer.device.maxMs', 0]];
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
  texts: {
    'fischer.name': ['费舍尔加秒', '費雪加秒', 'フィッシャー', '피셔', 'Fischer'],
    'fischer.incrementMs': ['每手加秒', '每手加秒', '1手ごとの加算', '한 수당 추가', 'Increment'],
    'fischer.maxMs': ['时间上限（0 为不设）', '時間上限（0 為不設）', '上限（0 はなし）', '최대 시간 (0은 없음)', 'Cap (0: none)'],
    'fischer.describe': ['费舍尔加秒 {main}，每手加 {increment} 秒', '費雪加秒 {main}，每手加 {increment} 秒', 'フィッシャー {main}、1手ごとに {increment}秒加算', '피셔 {main}, 한 수마다 {increment}초 추가', 'Fischer {main} + {increment} s a move'],
    'fischer.device': ['费舍尔', '費雪', 'フィッシャー', '피셔', 'FISCHER'],
    'fischer.device.capped': ['+{time} 上限{cap}', '+{time} 上限{cap}', '+{time} 上限{cap}', '+{time} 상한 {cap}', '+{time} CAP {cap}'],
    'fischer.device.incrementMs': ['加秒', '加秒', '加算', '추가', 'INCREMENT'],
    'fischer.device.maxMs': ['上限', '上限', '上限', '상한', 'CAP'],
    'fischer.status': ['每手加 {increment} 秒', '每手加 {increment} 秒', '1手ごとに +{increment}秒', '한 수마다 +{increment}초', 'Fischer +{increment} s a move'],
    'fischer.cap': ['{line}，上限 {max}', '{line}，上限 {max}', '{line}、上限 {max}', '{line}, 최대 {max}', '{line}, cap {max}'],
    'fischer.max': ['{line}，上限 {max}', '{line}，上限 {max}', '{line}、上限 {max}', '{line}, 상한 {max}', '{line}, cap {max}'],
  },
  describe(tc, say, main) {
    return capped(say('fischer.describe', { main: main(tc.mainMs), increment: tc.incrementMs / SECOND_MS }), tc, 'fischer.cap', say);
  },
  status(_view, stage, say) {
    const tc = stage as FischerControl;
    return capped(say('fischer.status', { increment: tc.incrementMs / SECOND_MS }), tc, 'fischer.max', say);
  },
  sweep: noControls,
};

/** A Fischer line with the control's cap, if it has one, said as `key` says it. */
function capped(line: string, tc: FischerControl, key: string, say: Say): string {
  return tc.maxMs === undefined ? line : say(key, { line: line, max: formatSeconds(tc.maxMs / SECOND_MS) });
}
