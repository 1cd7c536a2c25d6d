// What the two systems of move blocks share (moves per period, Canadian byo-yomi): after main time,
// `moves` moves must be made in `periodMs`; what is left of a block and its moves due are the clock.
// @espruino-hot: its functions run at every wake-up, so the build keeps them declared.
import type { CanadianControl, CountdownCalls, MovesControl, SideClock } from '../types';
import { MINUTE_MS, SECOND_MS, formatSeconds } from '../units';
import { call, countdownDistance, fireCountdown, single, singleDesk, MAX_MAIN_MS, WHOLE_SECONDS } from './countdown';
import type { AdjustRow, StageDesk, StageSystem } from './system';
import type { Say, WordBook } from '../words';

/** A block of moves' control: moves per period or Canadian. */
export type BlockControl = MovesControl | CanadianControl;

const MAX_MOVES = 200;
const MAX_BLOCK_MS = 2 * 60 * MINUTE_MS;

/**
 * A block system: `own` is what it does differently, `desk` what its desk has differently, `carry` whether
 * the time left of a block carries into the next, `calls` its default calls. Its helpers are made with it.
 */
export function blocks<C extends BlockControl>(own: Partial<StageSystem<C>>, desk: Partial<StageDesk<C>>, carry: boolean, calls?: CountdownCalls): StageSystem<C> {
  const overtimeCall = (_tc: C, clock: SideClock) => 'moves:' + clock.movesLeft;
  return single<C>(
    Object.assign(
      {
        distance(tc: C, clock: SideClock) {
          return clock.mainMs > 0 ? clock.mainMs : countdownDistance(tc.calls, clock.periodLeftMs);
        },
        consume(_tc: C, clock: SideClock, ms: number) {
          if (clock.mainMs > 0) clock.mainMs -= ms;
          else clock.periodLeftMs -= ms;
        },
        mainRanOut(tc, clock, side, at, events) {
          call(events, at, side, overtimeCall(tc, clock));
          return false;
        },
        firePoint(tc, clock, side, at, events) {
          return fireCountdown(tc.calls, clock.periodLeftMs, side, at, events, false);
        },
        // One move fewer due; when the block is done, a fresh one (the call says so when nothing carries).
        endMove(tc, clock) {
          if (clock.mainMs > 0) return '';
          clock.movesLeft -= 1;
          if (clock.movesLeft > 0) return '';
          clock.periodLeftMs = carry ? clock.periodLeftMs + tc.periodMs : tc.periodMs;
          clock.movesLeft = tc.moves;
          return carry ? '' : 'moves:' + tc.moves;
        },
        startControl(tc: C, clock: SideClock) {
          clock.periodLeftMs = tc.periodMs;
          clock.movesLeft = tc.moves;
        },
        countdownMs(_tc, clock) {
          return clock.mainMs > 0 ? clock.mainMs : clock.periodLeftMs;
        },

      } as Partial<StageSystem<C>>,
      own,
    ),
    () =>
      singleDesk<C>(
        Object.assign(
          {
            overtime: true,
            endsWithMain: false,
            // "moves:N": the moves due in a block.
            clipBlocks: 'moves:2800:' + MAX_MOVES,
            fields() {
              return [['moves', 1, MAX_MOVES, 0, 'blocks.device.moves', 15], ['periodMs', SECOND_MS, MAX_BLOCK_MS, WHOLE_SECONDS, 'blocks.device.periodMs', 10 * MINUTE_MS]];
            },
            adjustable(tc): AdjustRow[] {
              return [['mainMs', 0, MAX_MAIN_MS], ['moves', 1, tc.moves], ['periodMs', 1, MAX_BLOCK_MS]];
            },
            sgfLeft(_tc, press) {
              return press.mainMs === 0 ? { left: press.periodMs ?? 0, count: press.moves ?? 0 } : { left: press.mainMs, count: null };
            },
            deduct(_tc, clock, ms) {
              clock.periodLeftMs = Math.max(0, clock.periodLeftMs - ms);
              return clock.mainMs === 0 && clock.periodLeftMs === 0;
            },
            forgiveFlag(_tc, clock) {
              // The voided move is the block's last: ending it starts a fresh block.
              clock.movesLeft = 1;
            },
            overtimeCall: overtimeCall,
            answerCalls(_tc, clock) {
              if (clock.mainMs > 0) return ['main:' + Math.floor(clock.mainMs / MINUTE_MS)];
              return ['main:' + Math.floor(clock.periodLeftMs / MINUTE_MS), 'moves:' + clock.movesLeft];
            },
          } as Partial<StageDesk<C>>,
          desk,
        ),
        calls,
      ),
  );
}

/** A block control in the simulators' words: "15 moves / 10:00". */
export function blockWords(tc: BlockControl, say: Say): string {
  return say('blocks.block', { moves: tc.moves, time: formatSeconds(tc.periodMs / SECOND_MS) });
}

/** The words a block system shares with the other (`system`: its fields' labels), and `own`, its name and lines (a label of its own there replaces the shared one). */
export function blockTexts(system: BlockControl['system'], own: WordBook): WordBook {
  return Object.assign(
    {
      [system + '.moves']: ['每段手数', '每段手數', '1区間の手数', '구간당 수', 'Moves per block'],
      [system + '.periodMs']: ['每段时长', '每段時長', '1区間の時間', '구간 시간', 'Block length'],
    },
    own,
  );
}

/** The block systems' shared lines, kept with the moves system's words. */
export const BLOCK_TEXTS: WordBook = {
  'blocks.device.moves': ['手数', '手數', '手数', '수', 'MOVES'],
  'blocks.device.periodMs': ['每段时间', '每段時間', '区間の時間', '구간 시간', 'BLOCK'],
  'blocks.block': ['{time}内{moves}手', '{time}內{moves}手', '{time}で{moves}手', '{moves}수 / {time}', '{moves} moves / {time}'],
  'blocks.main': ['基本用时，之后 {block}', '基本用時，之後 {block}', '持ち時間、その後 {block}', '기본 시간, 이후 {block}', 'main time, then {block}'],
};

/** Block controls of every length the voice must fit, for the budget sweep. */
export function blockSweep(system: BlockControl['system']): unknown[] {
  const controls: unknown[] = [];
  for (let moves = 1; moves <= MAX_MOVES; moves++) {
    for (const blockMinutes of [1, 5, 10, 20]) controls.push({ system: system, mainMs: 1000, moves: moves, periodMs: blockMinutes * MINUTE_MS });
  }
  return controls;
}
