// What a clock tells the tournament hall in its Bluetooth LE advertising, for anyone nearby to read: its
// board number, a sequence number, the live state (../link/live.ts: the phase, the side on move, the
// move, each face's seconds, periods or stones and stage, and a fallen flag), how long ago the game began
// (so the hall tells a game begun before the round from one begun in it), and the game's result once
// known. Twenty-four bytes of manufacturer data under Espruino's company identifier, so an advert is all
// 31 bytes allowed: the flags (3), and the manufacturer data's length, type and company (4).
// The encoder is the firmware's; the decoder, the same module's, is the hall gateway's.
// @espruino-hot: its functions run at every wake-up, so the build keeps them declared.
import { gameResult, resultProblem, type ClockState } from '../../core/index';
import { LIVE_BYTES, liveBytes, readLive, type LiveState } from '../link/live';

export { MAX_BOARD } from '../settings';

/** Espruino's Bluetooth SIG company identifier, under which its boards' manufacturer data goes. */
export const ESPRUINO_COMPANY = 0x0590;
export const ADVERT_VERSION = 3;
/**
 * The version, the board (2 bytes), the sequence number (2 bytes), the live state less its own version
 * byte, the game's age (2 bytes), the result (2 bytes).
 */
export const ADVERT_BYTES = 5 + LIVE_BYTES - 1 + 2 + 2;
/** The most a game's age tells, in seconds: 18 hours, longer than any game. */
export const MAX_GAME_SECONDS = 65535;
const SEQ_SPAN = 65536;

export interface HallAdvert {
  board: number;
  /** Counts up by one for each change told, modulo 65,536. */
  seq: number;
  live: LiveState;
  /** The game's result as SGF writes it (core/result.ts), or null while none is known. */
  result: string | null;
  /** How long ago the game began, in whole seconds (at most MAX_GAME_SECONDS; 0 before it begins). */
  gameSeconds: number;
  /** The clock's battery is low. */
  lowBattery: boolean;
}

/** In the live state's flags byte, a bit the live state leaves free: the clock's battery is low. */
const LOW_BATTERY = 64;

/** How long before `nowMs` the game of `state` began, in whole seconds as the advert tells it. */
export function gameSeconds(state: ClockState, nowMs: number): number {
  return state.startedAtMs === null ? 0 : Math.min(MAX_GAME_SECONDS, Math.max(0, Math.floor((nowMs - state.startedAtMs) / 1000)));
}

/** The manufacturer data that tells board `board`'s `seq`th change: `state` as the faces show it at `nowMs`. */
export function advertBytes(board: number, seq: number, state: ClockState, nowMs: number, lowBattery = false): number[] {
  return advertOfLive(board, seq, liveBytes(state, nowMs), { result: gameResult(state), age: gameSeconds(state, nowMs), lowBattery: lowBattery });
}

/**
 * A result in two bytes. The first: the winner in its two low bits (0 none yet, 1 Black, 2 White, 3 jigo),
 * how in the next two (0 resignation, 1 time, 2 forfeit, 3 points), the margin's top four bits above
 * them; the second: the margin's low byte. The margin counts half points, up to 4,095.
 */
function resultBytes(result: string | null): number[] {
  if (result === null) return [0, 0];
  if (result === '0') return [3, 0];
  const how = 'RTF'.indexOf(result.charAt(2));
  const halves = how < 0 ? Number(result.slice(2)) * 2 : 0;
  return [(result.charAt(0) === 'B' ? 1 : 2) | ((how < 0 ? 3 : how) << 2) | ((halves >> 8) << 4), halves & 255];
}

/** The result in two bytes, null for none; undefined when they are no result (anything may be on the air). */
function readResult(first: number, second: number): string | null | undefined {
  const winner = first & 3;
  if (winner === 0) return first === 0 && second === 0 ? null : undefined;
  if (winner === 3) return first === 3 && second === 0 ? '0' : undefined;
  const how = (first >> 2) & 3;
  const halves = ((first >> 4) << 8) | second;
  if (how < 3 && halves !== 0) return undefined;
  const result = (winner === 1 ? 'B' : 'W') + '+' + (how < 3 ? 'RTF'.charAt(how) : String(halves / 2));
  return resultProblem(result) === '' ? result : undefined;
}

/** What an advert tells beside the live state: the game's result, its age in seconds, and a low battery. */
export interface AdvertExtras {
  result: string | null;
  age: number;
  lowBattery: boolean;
}

/** The manufacturer data that tells board `board`'s `seq`th change, from the live state's bytes and `extras`. */
export function advertOfLive(board: number, seq: number, live: number[], extras: AdvertExtras): number[] {
  // Native concat and slice, not a loop: this runs at each advert on the chip.
  const rest = live.slice(1);
  if (extras.lowBattery) rest[0] |= LOW_BATTERY;
  return [ADVERT_VERSION, board & 255, (board >> 8) & 255, seq & 255, (seq >> 8) & 255].concat(rest, [extras.age & 255, extras.age >> 8], resultBytes(extras.result));
}

/** The advert in manufacturer data `bytes`, or null when they are not one of this version (anything may be on the air). */
export function readAdvert(bytes: ArrayLike<number>): HallAdvert | null {
  if (bytes.length !== ADVERT_BYTES || bytes[0] !== ADVERT_VERSION) return null;
  for (let i = 0; i < bytes.length; i++) if (!Number.isInteger(bytes[i]) || bytes[i] < 0 || bytes[i] > 255) return null;
  const board = bytes[1] | (bytes[2] << 8);
  const live = readLive([1, bytes[5] & ~LOW_BATTERY].concat(Array.from(bytes).slice(6, 5 + LIVE_BYTES - 1)));
  const result = readResult(bytes[ADVERT_BYTES - 2], bytes[ADVERT_BYTES - 1]);
  if (board === 0 || live === null || result === undefined) return null;
  return { board: board, seq: bytes[3] | (bytes[4] << 8), live: live, result: result, gameSeconds: bytes[ADVERT_BYTES - 4] | (bytes[ADVERT_BYTES - 3] << 8), lowBattery: (bytes[5] & LOW_BATTERY) !== 0 };
}

/** Whether sequence number `next` comes after `last`, on a counter that wraps: within half its span ahead. */
export function seqAfter(next: number, last: number): boolean {
  const ahead = (next - last + SEQ_SPAN) % SEQ_SPAN;
  return ahead > 0 && ahead < SEQ_SPAN / 2;
}
