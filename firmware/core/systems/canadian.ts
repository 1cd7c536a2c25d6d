// Canadian byo-yomi: after main time, `moves` moves in each period of `periodMs`; every period starts
// full (nothing carries over), and the new period's stones are announced at the press that starts it.
// @espruino-hot: its functions run at every wake-up, so the build keeps them declared.
import type { CanadianControl } from '../types';
import { overtimeFace } from './countdown';
import { blocks, blockSweep, blockTexts, blockWords } from './blocks';
import { FIGURE_SMALL_CLOCK, type StageSystem, type SystemWords } from './system';

/** The Canadian system, built when a game or a menu asks for it (registry.ts). */
export function canadian(): StageSystem<CanadianControl> {
  return blocks<CanadianControl>(
    {
      systemName: 'canadian',
      faceDetail(view, short, say) {
        const tc = view.control as CanadianControl;
        return view.mode === 'main' ? say('canadian.device.then', { moves: tc.moves, time: short(tc.periodMs) }) : '';
      },
      // In a period, the stones left stand big at the right: the period's time takes the smaller digits.
      showFace(view, _tc, clock) {
        overtimeFace(view, clock, 'canadian', 'canadian.device', FIGURE_SMALL_CLOCK, ['canadian.device.stones', clock.movesLeft, 'canadian.device.stonesLeft']);
      },
    },
    {
      menuLabel: 'canadian.device',
      sgfOvertime(tc, seconds) {
        return tc.moves + '/' + seconds(tc.periodMs) + ' Canadian';
      },
    },
    false,
  );
}

export const canadianWords: SystemWords<CanadianControl> = {
  systemName: 'canadian',
  texts: /*#__PURE__*/ blockTexts('canadian', {
    'canadian.device': ['加拿大', '加拿大', 'カナダ式', '캐나다식', 'CANADIAN'],
    'canadian.device.then': ['之后{time}内{moves}手', '之後{time}內{moves}手', '次は{time}で{moves}手', '이후 {time}에 {moves}수', 'THEN {moves} IN {time}'],
    'canadian.device.stones': ['手', '手', '手', '수', 'STONES'],
    'canadian.device.stonesLeft': ['剩{count}手', '剩{count}手', '残り{count}手', '{count}수 남음', '{count} LEFT'],
    // English names Canadian overtime's block a period, counted in stones.
    'canadian.moves': ['每段手数', '每段手數', '1区間の手数', '구간당 수', 'Stones per period'],
    'canadian.periodMs': ['每段时长', '每段時長', '1区間の時間', '구간 시간', 'Period length'],
    'canadian.name': ['加拿大读秒', '加拿大讀秒', 'カナダ式', '캐나다식', 'Canadian'],
    'canadian.describe': ['加拿大读秒 {main} + {block}，余时不累计', '加拿大讀秒 {main} + {block}，餘時不累計', 'カナダ式 {main} + {block}、残りは持ち越さない', '캐나다식 {main} + {block}, 남은 시간 이월 없음', 'Canadian {main} + {block}, no carry'],
    'canadian.period': ['加拿大读秒 本段还需下 {moves} 手', '加拿大讀秒 本段還需下 {moves} 手', 'カナダ式 この区間 残り {moves}手', '캐나다식 이 구간 {moves}수 남음', 'CANADIAN  {moves} stones in this period'],
  }),
  describe(tc, say, main) {
    return say('canadian.describe', { main: main(tc.mainMs), block: blockWords(tc, say) });
  },
  status(view, tc, say) {
    return view.mode === 'main' ? say('blocks.main', { block: blockWords(tc as CanadianControl, say) }) : say('canadian.period', { moves: view.moves });
  },
  sweep() {
    return blockSweep('canadian');
  },
};
