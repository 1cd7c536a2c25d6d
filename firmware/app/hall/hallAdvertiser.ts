// The clock's game told to the tournament hall in its Bluetooth advertising (advert.ts): a move, a pause,
// a flag, a change in a pause or the game's result at once; any other change the faces show at most once
// a displayed second while a clock runs; and while only the running figure counts down, every
// ADVERT_QUIET_MS, on one of its drops: the hall counts down between (an advert each second was the
// repaint's largest cost on the chip).
// Between games, or with no board number set, the clock advertises only itself.
// @espruino-hot: its functions run at every wake-up, so the build keeps them declared.
import type { ClockServiceDevice } from '../../devices';
import { gameResult, type ClockState } from '../../core/index';
import { advertOfLive, gameSeconds } from './advert';
import type { LiveEncoder } from '../link/live';

export interface HallAdvertiser {
  /**
   * The clock as its faces show it now, on board `board` (0: in no hall); `countingOnly` when only the
   * running figure changed since the faces were last drawn whole (a repaint). Returns the instant before which a
   * repaint need not tell it again, as it would tell nothing: the end of its quiet time while the clock only
   * counts down, for ever while there is nothing to advertise, else `nowMs`.
   */
  shown(state: ClockState, nowMs: number, board: number, countingOnly: boolean): number;
}

/** Time between two adverts of the same move and phase: one displayed second. */
const ADVERT_EVERY_MS = 1000;
/** Time between two adverts while only the running figure counts down: a hall marks a clock silent after three. */
export const ADVERT_QUIET_MS = 5000;

/** Whether two states agree on what goes out at once when it changes. Fields, not a string of them: no string is built each repaint. */
// @espruino-lead
function sameFacts(a: ClockState, b: ClockState): boolean {
  return a.move === b.move && a.phase === b.phase && a.onMove === b.onMove && a.flagged === b.flagged;
}

/** Whether live bytes `now` differ from `was` in the seconds at `at` (the running side's, live.ts) alone. */
// @espruino-lead
function onlyCountedDown(was: number[], now: number[], at: number): boolean {
  // Native slices and joins, not a loop over the bytes: on the chip the loop cost an advert about 30 work units.
  return was.slice(0, at).join() === now.slice(0, at).join() && was.slice(at + 3).join() === now.slice(at + 3).join();
}

/** `device`: all the advertiser needs of the clock's service is its advertising; `lowBattery`: the clock's supply, read when an advert is made. */
export function createHallAdvertiser(device: Pick<ClockServiceDevice, 'advertise'>, live: LiveEncoder, lowBattery: () => boolean): HallAdvertiser {
  let seq = 0;
  /** The live bytes and board last told: the encoder answers the same array while nothing changed. */
  let told: number[] = [];
  let toldBoard = 0;
  let toldAt = 0;
  let toldResult: string | null = null;
  /** The state last told (null: none in this game): a change of its move, phase, side on move or flag goes out at once. */
  let toldState: ClockState | null = null;
  /** A change held back by the one-second rule: the next repaint tells it, whatever the quiet time. */
  let owed = false;

  /** When a repaint of `state` next has something to tell: see shown. */
  function quietUntil(state: ClockState, nowMs: number): number {
    return !owed && toldState && state.phase === 'running' && sameFacts(toldState, state) ? toldAt + ADVERT_QUIET_MS : nowMs;
  }

  return {
    shown(state, nowMs, board, countingOnly) {
      // Only a running clock changes each second; in a pause what changes (a correction) goes at once.
      // The state last told itself (most repaints) needs no comparison.
      const counting = !!toldState && state.phase === 'running' && (state === toldState || sameFacts(toldState, state));
      // Most repaints: the clock only counts down, and its quiet time has not passed.
      if (counting && countingOnly && !owed && nowMs - toldAt < ADVERT_QUIET_MS) return toldAt + ADVERT_QUIET_MS;
      // Only a whole update changes the board or starts a game.
      if (board === 0 || state.phase === 'ready') {
        if (toldState) device.advertise(null);
        toldState = null;
        return Infinity;
      }
      const liveNow = live.bytes(state, nowMs);
      // Only an ended game has a result: in play no string is made at each repaint.
      const result = state.phase === 'ended' ? gameResult(state) : null;
      if (toldState && liveNow === told && board === toldBoard && result === toldResult) return quietUntil(state, nowMs);
      if (counting) {
        const gapMs = onlyCountedDown(told, liveNow, state.onMove === 'black' ? 4 : 10) ? ADVERT_QUIET_MS : ADVERT_EVERY_MS;
        if (nowMs - toldAt < gapMs) {
          owed = owed || gapMs === ADVERT_EVERY_MS;
          return quietUntil(state, nowMs);
        }
      }
      seq = (seq + 1) & 65535;
      told = liveNow;
      toldResult = result;
      toldBoard = board;
      toldAt = nowMs;
      toldState = state;
      owed = false;
      device.advertise(advertOfLive(board, seq, liveNow, { result: result, age: gameSeconds(state, nowMs), lowBattery: lowBattery() }));
      return quietUntil(state, nowMs);
    },
  };
}
