// What a face shows, derived from the state at any instant without changing it.
// Displayed seconds round up, so a face never shows zero while time remains.
import type { ClockState, Side, SideClock } from './types';
import { controlOf, nextDeadline, sideClockOf, step } from './clock';

const SECOND_MS = 1000;

export type FaceMode = 'main' | 'byoyomi' | 'moves' | 'sudden-death';

export interface FaceView {
  side: Side;
  mode: FaceMode;
  running: boolean;
  /** The time the face counts down, in whole seconds rounded up: main time, or what is left of the period. */
  seconds: number;
  /** byoyomi: periods left, the current one included. */
  periods: number;
  /** moves: moves still due in the block. */
  moves: number;
  flagged: boolean;
  firstFlag: boolean;
  paused: boolean;
  /** The side whose move it is (shown in pause, when no clock runs to say so). */
  onMove: boolean;
  /** The game has ended. */
  over: boolean;
  /** The pause is a seal's. */
  sealed: boolean;
  /** The move in progress; 0 before the game starts. */
  move: number;
  /** How this side lost, once the referee decided its flag as lost (or while the flag waits). */
  lostBy: 'time' | 'late' | null;
  /** How this side won: its opponent lost on a flag. */
  wonBy: 'time' | 'late' | null;
}

/** Whole seconds, rounded up, of a non-negative ms value. */
export function ceilSeconds(ms: number): number {
  return Math.floor((ms + SECOND_MS - 1) / SECOND_MS);
}

/** The state as it is at `nowMs`: every due point applied, the events dropped (a view never acts). */
function present(state: ClockState, nowMs: number): ClockState {
  return nowMs > state.atMs ? step(state, { type: 'tick' }, nowMs).state : state;
}

/** The value the face counts down, in ms. */
function countdownMs(state: ClockState, side: Side, sideClock: SideClock): number {
  const tc = controlOf(state, side);
  if (sideClock.mainMs > 0 || tc.system === 'absolute') return sideClock.mainMs;
  if (tc.system === 'byoyomi') return sideClock.periods === 0 ? 0 : tc.periodMs - sideClock.periodUsedMs;
  return sideClock.periodLeftMs;
}

export function faceView(stored: ClockState, side: Side, nowMs: number): FaceView {
  const state = present(stored, nowMs);
  const tc = controlOf(state, side);
  const sideClock = sideClockOf(state, side);
  let mode: FaceMode = 'main';
  if (tc.system === 'absolute') mode = 'sudden-death';
  else if (sideClock.mainMs === 0) mode = tc.system;
  return {
    side: side,
    mode: mode,
    running: state.phase === 'running' && state.onMove === side,
    seconds: ceilSeconds(countdownMs(state, side, sideClock)),
    periods: tc.system === 'byoyomi' ? sideClock.periods : 0,
    moves: tc.system === 'moves' ? sideClock.movesLeft : 0,
    flagged: state.flagged === side,
    firstFlag: state.firstFlag === side,
    paused: state.phase === 'paused',
    onMove: state.onMove === side,
    over: state.phase === 'ended',
    sealed: state.phase === 'paused' && state.sealed,
    move: state.startedAtMs === null ? 0 : state.move,
    lostBy: state.flagged === side ? state.flagReason : null,
    wonBy: state.phase === 'ended' && state.flagged !== null && state.flagged !== side ? state.flagReason : null,
  };
}

/**
 * The one instant a shell must wake at next: the earlier of the next call or flag and the next change
 * of the running face's displayed seconds. Null when nothing runs (no wake-ups while paused or idle).
 */
export function nextWake(stored: ClockState, nowMs: number): number | null {
  const state = present(stored, nowMs);
  const deadline = nextDeadline(state);
  if (deadline === null) return null;
  const left = countdownMs(state, state.onMove, sideClockOf(state, state.onMove));
  if (left <= 0) return deadline;
  // The displayed value drops when what is left reaches the next lower whole second.
  const repaint = state.atMs + left - Math.floor((left - 1) / SECOND_MS) * SECOND_MS;
  return repaint < deadline ? repaint : deadline;
}

/** "1:55:00", "5:07", "0:09": hours only when there are any. */
export function formatSeconds(totalSeconds: number): string {
  const hours = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const seconds = totalSeconds % 60;
  const ss = (seconds < 10 ? '0' : '') + seconds;
  if (hours > 0) return hours + ':' + (minutes < 10 ? '0' : '') + minutes + ':' + ss;
  return minutes + ':' + ss;
}
