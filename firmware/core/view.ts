// What a face shows, derived from the state at any instant without changing it.
// Displayed seconds round up, so a face never shows zero while time remains.
import type { ClockState, FaceView, Side } from './types';
import { activeControl, nextDeadline, sideClockOf, step } from './clock';
import { stageSystem, FIGURE_CLOCK } from './systems/index';
import { ceilSeconds, SECOND_MS } from './units';

/** The state as it is at `nowMs`: every due point applied, the events dropped (a view never acts). */
function present(state: ClockState, nowMs: number): ClockState {
  return nowMs > state.atMs ? step(state, { type: 'tick' }, nowMs).state : state;
}

/** What is left of a delay that runs before `side`'s main time, while its move is under way; else 0. */
function delayLeftMs(state: ClockState, side: Side): number {
  const onMove = state.onMove === side && (state.phase === 'running' || state.phase === 'paused');
  const tc = activeControl(state, side);
  return onMove ? stageSystem(tc).delayLeftMs(tc, sideClockOf(state, side), state.moveUsedMs) : 0;
}

/** The value the face counts down, in ms: a delay running first, main time, or the overtime. */
function countdownMs(state: ClockState, side: Side, delayMs: number): number {
  const tc = activeControl(state, side);
  return delayMs > 0 ? delayMs : stageSystem(tc).countdownMs(tc, sideClockOf(state, side));
}

export function faceView(stored: ClockState, side: Side, nowMs: number): FaceView {
  const state = present(stored, nowMs);
  const tc = activeControl(state, side);
  const system = stageSystem(tc);
  const sideClock = sideClockOf(state, side);
  const delayMs = delayLeftMs(state, side);
  const view: FaceView = {
    side: side,
    mode: '',
    running: state.phase === 'running' && state.onMove === side,
    seconds: ceilSeconds(countdownMs(state, side, delayMs)),
    mainSeconds: ceilSeconds(sideClock.mainMs),
    delaySeconds: ceilSeconds(delayMs),
    figure: FIGURE_CLOCK,
    status: '',
    aside: null,
    control: tc,
    stage: sideClock.stage === undefined ? 0 : sideClock.stage + 1,
    extensions: sideClock.extensions ?? 0,
    // Fields a system does not use stay 0: periods are byo-yomi's, moves left the blocks'.
    periods: sideClock.periods,
    moves: sideClock.movesLeft,
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
  system.showFace(view, tc, sideClock);
  return view;
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
  const left = countdownMs(state, side, delayLeftMs(state, side));
  if (left <= 0) return deadline;
  // The displayed value drops when what is left reaches the next lower whole second.
  const repaint = state.atMs + left - Math.floor((left - 1) / SECOND_MS) * SECOND_MS;
  return repaint < deadline ? repaint : deadline;
}
