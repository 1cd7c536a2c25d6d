// Simple (US) delay: each move's first `delayMs` do not count; main time runs only after them.
// @espruino-hot: its functions run at every wake-up, so the build keeps them declared.
import type { DelayControl } from '../types';
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
      faceDetail(view, short, say) {
        return say('delay.device.detail', { time: short((view.control as DelayControl).delayMs) });
      },
      // While the delay runs first, its seconds stand as two big digits.
      showFace(view) {
        view.mode = 'delay';
        view.status = 'delay.device';
        if (view.delaySeconds > 0) view.figure = FIGURE_SECONDS;
      },
    },
    () => singleDesk<DelayControl>(delayDesk('delay.device', 'simple')),
  );
}

export const delayWords = /*#__PURE__*/ delaySystemWords<DelayControl>(
  'delay',
  {
    'delay.name': ['延时', '延時', 'ディレイ', '딜레이', 'simple delay'],
    'delay.describe': ['延时 {main}，每手前 {seconds} 秒不计', '延時 {main}，每手前 {seconds} 秒不計', 'ディレイ {main}、毎手最初の {seconds}秒は消費しない', '딜레이 {main}, 매 수 처음 {seconds}초는 차감 없음', 'simple delay {main}, the first {seconds} s of each move free'],
    'delay.device': ['延时', '延時', 'ディレイ', '딜레이', 'DELAY'],
    'delay.device.detail': ['前{time}不计', '前{time}不計', '毎手{time}猶予', '{time} 무차감', 'FIRST {time} FREE'],
    'delay.device.delayMs': ['延时', '延時', 'ディレイ', '딜레이', 'DELAY'],
    'delay.status': ['延时：每手前 {seconds} 秒不计', '延時：每手前 {seconds} 秒不計', 'ディレイ：毎手最初の {seconds}秒は消費しない', '딜레이: 매 수 처음 {seconds}초는 차감 없음', 'delay: first {seconds} s of a move free'],
    'delay.running': ['延时中，之后基本用时 {main}', '延時中，之後基本用時 {main}', 'ディレイ中、その後 持ち時間 {main}', '딜레이 중, 이후 기본 시간 {main}', 'DELAY, then main time {main}'],
  },
  true,
);
