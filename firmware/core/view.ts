// What a face shows, derived from the state at any instant without changing it.
// Displayed seconds round up, so a face never shows zero while time remains.
import type { ClockState, Side, SideClock, Stage } from './types';
import { activeControl, nextDeadline, sideClockOf, step } from './clock';
import { hasOvertime } from './stages';

const SECOND_MS = 1000;

/** What the big figure counts: main time before an overtime, the overtime, or the one time of a system without any. */
export type FaceMode = 'main' | 'byoyomi' | 'moves' | 'canadian' | 'sudden-death' | 'fischer' | 'delay' | 'bronstein' | 'hourglass' | 'ing';

export interface FaceView {
  side: Side;
  mode: FaceMode;
  running: boolean;
  /** The time the face counts down, in whole seconds rounded up: main time, what is left of the period, or of a delay. */
  seconds: number;
  /** Main time, in whole seconds rounded up (shown beside a delay that runs first). */
  mainSeconds: number;
  /** Simple delay: what is left of the move's delay, rounded up, while it runs first; else 0. */
  delaySeconds: number;
  /** The control in effect: the current stage's under multi-stage (for its increment, delay, moves…). */
  control: Stage;
  /** Multi-stage: the stage in effect, from 1; 0 for a single time control. */
  stage: number;
  /** Ing overtime: extensions taken. */
  extensions: number;
  /** byoyomi: periods left, the current one included. */
  periods: number;
  /** moves, canadian: moves still due in the block (stones left in a Canadian period). */
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

/** Simple delay: what is left of the delay of the move `side` is on, or 0. `tc` is the side's control in effect. */
function delayLeftMs(state: ClockState, side: Side, tc: Stage, sideClock: SideClock): number {
  const onMove = state.onMove === side && (state.phase === 'running' || state.phase === 'paused');
  return tc.system === 'delay' && onMove ? tc.delayMs - sideClock.periodUsedMs : 0;
}

/** The value the face counts down, in ms: a delay running first (`delayMs`), main time, or the overtime. */
function countdownMs(tc: Stage, sideClock: SideClock, delayMs: number): number {
  if (delayMs > 0) return delayMs;
  if (sideClock.mainMs > 0 || !hasOvertime(tc.system)) return sideClock.mainMs;
  if (tc.system === 'byoyomi') return sideClock.periods === 0 ? 0 : tc.periodMs - sideClock.periodUsedMs;
  return sideClock.periodLeftMs;
}

export function faceView(stored: ClockState, side: Side, nowMs: number): FaceView {
  const state = present(stored, nowMs);
  const tc = activeControl(state, side);
  const sideClock = sideClockOf(state, side);
  const delayMs = delayLeftMs(state, side, tc, sideClock);
  return {
    side: side,
    mode: tc.system === 'absolute' ? 'sudden-death' : sideClock.mainMs > 0 && hasOvertime(tc.system) ? 'main' : tc.system,
    running: state.phase === 'running' && state.onMove === side,
    seconds: ceilSeconds(countdownMs(tc, sideClock, delayMs)),
    mainSeconds: ceilSeconds(sideClock.mainMs),
    delaySeconds: ceilSeconds(delayMs),
    control: tc,
    stage: sideClock.stage === undefined ? 0 : sideClock.stage + 1,
    extensions: sideClock.extensions ?? 0,
    periods: tc.system === 'byoyomi' ? sideClock.periods : 0,
    moves: tc.system === 'moves' || tc.system === 'canadian' ? sideClock.movesLeft : 0,
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
  const side = state.onMove;
  const tc = activeControl(state, side);
  const sideClock = sideClockOf(state, side);
  const left = countdownMs(tc, sideClock, delayLeftMs(state, side, tc, sideClock));
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
