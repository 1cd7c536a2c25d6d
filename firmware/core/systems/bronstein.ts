// Bronstein: when a move ends, min(the time it used, `delayMs`) is given back.
// @espruino-hot: its functions run at every wake-up, so the build keeps them declared.
import type { BronsteinControl } from '../types';
import { delayDesk, delaySystemWords, fireCountdown, single, singleDesk } from './countdown';
import type { StageSystem } from './system';

/** The Bronstein system, built when a game or a menu asks for it (registry.ts). */
export function bronstein(): StageSystem<BronsteinControl> {
  return single<BronsteinControl>(
    {
      systemName: 'bronstein',
      // Inside the delay a minute call would be undone by the give-back: it stays quiet.
      firePoint(tc, clock, side, at, events, moveUsedMs) {
        return fireCountdown(tc.calls, clock.mainMs, side, at, events, moveUsedMs < tc.delayMs);
      },
      endMove(tc, clock, moveUsedMs) {
        clock.mainMs += Math.min(moveUsedMs, tc.delayMs);
        return '';
      },
      faceDetail(view, short, say) {
        return say('bronstein.device.detail', { time: short((view.control as BronsteinControl).delayMs) });
      },
    },
    () => singleDesk<BronsteinControl>(delayDesk('bronstein.device', 'bronstein')),
  );
}

export const bronsteinWords = /*#__PURE__*/ delaySystemWords<BronsteinControl>(
  'bronstein',
  {
    'bronstein.name': ['布朗斯坦', '布朗斯坦', 'ブロンスタイン', '브론스타인', 'Bronstein'],
    'bronstein.describe': ['布朗斯坦 {main}，每手最多返还 {seconds} 秒', '布朗斯坦 {main}，每手最多返還 {seconds} 秒', 'ブロンスタイン {main}、毎手 使った時間を最大{seconds}秒まで補填', '브론스타인 {main}, 매 수 최대 {seconds}초 돌려줌', 'Bronstein {main}, up to {seconds} s of each move given back'],
    'bronstein.device': ['布朗斯坦', '布朗斯坦', 'ブロンスタイン', '브론스타인', 'BRONSTEIN'],
    'bronstein.device.detail': ['最多返还{time}', '最多返還{time}', '最大{time}補填', '최대 {time} 반환', 'UP TO {time} BACK'],
    'bronstein.status': ['布朗斯坦：每手最多返还 {seconds} 秒', '布朗斯坦：每手最多返還 {seconds} 秒', 'ブロンスタイン：毎手最大{seconds}秒まで補填', '브론스타인: 매 수 최대 {seconds}초 돌려줌', 'Bronstein: up to {seconds} s a move back'],
  },
  false,
);
