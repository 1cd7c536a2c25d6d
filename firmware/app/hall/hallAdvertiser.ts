// The clock's game told to the tournament hall in its Bluetooth advertising (advert.ts): each change the
// faces show, at most once a displayed second while a clock runs; a move, a pause, a flag, a change in
// a pause or the game's result goes at once.
// Between games, or with no board number set, the clock advertises only itself.
// @espruino-hot: its functions run at every wake-up, so the build keeps them declared.
import type { ClockServiceDevice } from '../../devices';
import { gameResult, type ClockState } from '../../core/index';
import { advertOfLive } from './advert';
import type { LiveEncoder } from '../link/live';

export interface HallAdvertiser {
  /** The clock as its faces show it now, on board `board` (0: in no hall). */
  shown(state: ClockState, nowMs: number, board: number): void;
}

/** Time between two adverts of the same move and phase: one displayed second. */
const ADVERT_EVERY_MS = 1000;

/** Whether two states agree on what goes out at once when it changes. Fields, not a string of them: no string is built each repaint. */
function sameFacts(a: ClockState, b: ClockState): boolean {
  return a.move === b.move && a.phase === b.phase && a.onMove === b.onMove && a.flagged === b.flagged;
}

/** `device`: all the advertiser needs of the clock's service is its advertising. */
export function createHallAdvertiser(device: Pick<ClockServiceDevice, 'advertise'>, live: LiveEncoder): HallAdvertiser {
  let seq = 0;
  /** The live bytes and board last told: the encoder answers the same array while nothing changed. */
  let told: number[] = [];
  let toldBoard = 0;
  let toldAt = 0;
  let toldResult: string | null = null;
  /** The state last told (null: none in this game): a change of its move, phase, side on move or flag goes out at once. */
  let toldState: ClockState | null = null;
  return {
    shown(state, nowMs, board) {
      if (board === 0 || state.phase === 'ready') {
        if (toldState !== null) device.advertise(null);
        toldState = null;
        return;
      }
      // Only a running clock changes each second; in a pause what changes (a correction) goes at once.
      if (toldState !== null && state.phase === 'running' && nowMs - toldAt < ADVERT_EVERY_MS && sameFacts(toldState, state)) return;
      const liveNow = live.bytes(state, nowMs);
      // Only an ended game has a result: in play no string is made at each repaint.
      const result = state.phase === 'ended' ? gameResult(state) : null;
      if (toldState !== null && liveNow === told && board === toldBoard && result === toldResult) return;
      seq = (seq + 1) & 65535;
      told = liveNow;
      toldResult = result;
      toldBoard = board;
      toldAt = nowMs;
      toldState = state;
      device.advertise(advertOfLive(board, seq, liveNow, result));
    },
  };
}
