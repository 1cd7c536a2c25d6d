// Runs timed inputs through the core the way a shell does: it wakes for the next deadline or the next
// input, whichever comes first (a deadline wins a tie). The scenario runner and the game record's
// export and recovery all use it, so they reproduce exactly what the clock did.
// @espruino-hot: its functions run at every wake-up, so the build keeps them declared.
import type { ClockEvent, ClockSettings, ClockState, Input } from './types';
import { newClock, nextDeadline, step } from './clock';

export interface TimedInput {
  at: number;
  input: Input;
}

function emitAll(events: ClockEvent[], emit: (event: ClockEvent) => void): void {
  for (let i = 0; i < events.length; i++) emit(events[i]);
}

/** Wakes for every deadline up to and including `at`, as a shell would, and returns the state there. */
export function wakeUntil(state: ClockState, at: number, emit: (event: ClockEvent) => void): ClockState {
  for (let deadline = nextDeadline(state); deadline !== null && deadline <= at; deadline = nextDeadline(state)) {
    const result = step(state, { type: 'tick' }, deadline);
    state = result.state;
    emitAll(result.events, emit);
  }
  return state;
}

/** One input at its instant, after every deadline due before or at it. */
export function applyInput(state: ClockState, timed: TimedInput, emit: (event: ClockEvent) => void): ClockState {
  const result = step(wakeUntil(state, timed.at, emit), timed.input, timed.at);
  emitAll(result.events, emit);
  return result.state;
}

/** The state at `at` with no further input: every deadline on the way fires. */
export function runTo(state: ClockState, at: number, emit: (event: ClockEvent) => void): ClockState {
  state = wakeUntil(state, at, emit);
  if (at <= state.atMs) return state;
  const result = step(state, { type: 'tick' }, at);
  emitAll(result.events, emit);
  return result.state;
}

export function replay(settings: ClockSettings, inputs: TimedInput[], until: number, emit: (event: ClockEvent) => void): ClockState {
  let state = newClock(settings);
  for (let i = 0; i < inputs.length; i++) state = applyInput(state, inputs[i], emit);
  return runTo(state, until, emit);
}
