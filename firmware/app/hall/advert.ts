// What a clock tells the tournament hall in its Bluetooth LE advertising, for anyone nearby to read: its
// board number, a sequence number, and the live state (../link/live.ts: the phase, the side on move, the
// move, each face's seconds, periods or stones and stage, and a fallen flag). Twenty bytes of
// manufacturer data under Espruino's company identifier, so an advert is 27 bytes of the 31 allowed.
// The encoder is the firmware's; the decoder, the same module's, is the hall gateway's.
// @espruino-hot: its functions run at every wake-up, so the build keeps them declared.
import type { ClockState } from '../../core/index';
import { LIVE_BYTES, liveBytes, readLive, type LiveState } from '../link/live';

export { MAX_BOARD } from '../settings';

/** Espruino's Bluetooth SIG company identifier, under which its boards' manufacturer data goes. */
export const ESPRUINO_COMPANY = 0x0590;
export const ADVERT_VERSION = 1;
/** The version, the board (2 bytes), the sequence number (2 bytes), then the live state less its own version byte. */
export const ADVERT_BYTES = 5 + LIVE_BYTES - 1;
const SEQ_SPAN = 65536;

export interface HallAdvert {
  board: number;
  /** Counts up by one for each change told, modulo 65,536. */
  seq: number;
  live: LiveState;
}

/** The manufacturer data that tells board `board`'s `seq`th change: `state` as the faces show it at `nowMs`. */
export function advertBytes(board: number, seq: number, state: ClockState, nowMs: number): number[] {
  return advertOfLive(board, seq, liveBytes(state, nowMs));
}

/** The manufacturer data that tells board `board`'s `seq`th change, from the live state's bytes. */
export function advertOfLive(board: number, seq: number, live: number[]): number[] {
  // Native concat and slice, not a loop: this runs at each advert on the chip.
  return [ADVERT_VERSION, board & 255, (board >> 8) & 255, seq & 255, (seq >> 8) & 255].concat(live.slice(1));
}

/** The advert in manufacturer data `bytes`, or null when they are not one of this version (anything may be on the air). */
export function readAdvert(bytes: ArrayLike<number>): HallAdvert | null {
  if (bytes.length !== ADVERT_BYTES || bytes[0] !== ADVERT_VERSION) return null;
  for (let i = 0; i < bytes.length; i++) if (!Number.isInteger(bytes[i]) || bytes[i] < 0 || bytes[i] > 255) return null;
  const board = bytes[1] | (bytes[2] << 8);
  const live = readLive([1].concat(Array.from(bytes).slice(5)));
  if (board === 0 || live === null) return null;
  return { board: board, seq: bytes[3] | (bytes[4] << 8), live: live };
}

/** Whether sequence number `next` comes after `last`, on a counter that wraps: within half its span ahead. */
export function seqAfter(next: number, last: number): boolean {
  const ahead = (next - last + SEQ_SPAN) % SEQ_SPAN;
  return ahead > 0 && ahead < SEQ_SPAN / 2;
}
