// The clock's game told to the tournament hall in its Bluetooth advertising (advert.ts): each change the
// faces show, at most once a displayed second while a clock runs; a move, a pause, a flag or a change in
// a pause goes at once.
// Between games, or with no board number set, the clock advertises only itself.
import type { ClockServiceDevice } from '../../devices';
import type { ClockState } from '../../core/index';
import { advertOfLive } from './advert';
import type { LiveEncoder } from '../link/live';

export interface HallAdvertiser {
  /** The clock as its faces show it now, on board `board` (0: in no hall). */
  shown(state: ClockState, nowMs: number, board: number): void;
}

/** Time between two adverts of the same move and phase: one displayed second. */
const ADVERT_EVERY_MS = 1000;

/** `device`: all the advertiser needs of the clock's service is its advertising. */
export function createHallAdvertiser(device: Pick<ClockServiceDevice, 'advertise'>, live: LiveEncoder): HallAdvertiser {
  let seq = 0;
  let told = '';
  let toldAt = 0;
  /** The move, phase and flag last told: a change of these goes out at once. */
  let toldFacts = '';
  let inGame = false;
  return {
    shown(state, nowMs, board) {
      if (board === 0 || state.phase === 'ready') {
        if (inGame) device.advertise(null);
        inGame = false;
        return;
      }
      const facts = state.move + state.phase + state.onMove + state.flagged;
      // Only a running clock changes each second; in a pause what changes (a correction) goes at once.
      if (inGame && state.phase === 'running' && facts === toldFacts && nowMs - toldAt < ADVERT_EVERY_MS) return;
      const liveNow = live.bytes(state, nowMs);
      const text = board + ':' + liveNow.join(',');
      if (inGame && text === told) return;
      seq = (seq + 1) & 65535;
      told = text;
      toldAt = nowMs;
      toldFacts = facts;
      inGame = true;
      device.advertise(advertOfLive(board, seq, liveNow));
    },
  };
}
