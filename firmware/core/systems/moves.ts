// Moves per period (the rules' 包干 in blocks): after main time, `moves` moves in each block of
// `periodMs`; time left over carries into the next block.
// @espruino-hot: its functions run at every wake-up, so the build keeps them declared.
import type { MovesControl } from '../types';
import { overtimeFace } from './countdown';
import { blocks, blockSweep, blockTexts, blockWords, BLOCK_TEXTS } from './blocks';
import { FIGURE_CLOCK, type StageSystem, type SystemWords } from './system';

/** The moves system, built when a game or a menu asks for it (registry.ts). */
export function moves(): StageSystem<MovesControl> {
  return blocks<MovesControl>(
    {
      systemName: 'moves',
      showFace(view, _tc, clock) {
        overtimeFace(view, clock, 'moves', 'moves.device.left ' + clock.movesLeft, FIGURE_CLOCK, null);
      },
    },
    {
      menuLabel: 'moves.device',
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
  texts: /*#__PURE__*/ Object.assign(
    /*#__PURE__*/ blockTexts('moves', {
      'moves.device': ['限手', '限手', '手数制', '수 제한', 'MOVES'],
      'moves.device.left': ['剩{n}手', '剩{n}手', '残り{n}手', '{n}수 남음', '{n} MOVES'],
      'moves.name': ['限手计时', '限手計時', '手数制', '수 제한제', 'moves'],
      'moves.describe': ['限手计时 {main} + {block}', '限手計時 {main} + {block}', '手数制 {main} + {block}', '수 제한제 {main} + {block}', 'moves {main} + {block}'],
      'moves.period': ['本段还需下 {moves} 手', '本段還需下 {moves} 手', 'この区間 残り {moves}手', '이 구간 {moves}수 남음', 'PERIOD  {moves} moves due in this block'],
    }),
    BLOCK_TEXTS,
  ),
  describe(tc, say, main) {
    return say('moves.describe', { main: main(tc.mainMs), block: blockWords(tc, say) });
  },
  status(view, tc, say) {
    return view.mode === 'main' ? say('blocks.main', { block: blockWords(tc as MovesControl, say) }) : say('moves.period', { moves: view.moves });
  },
  sweep() {
    return blockSweep('moves');
  },
};
