// Runs timed inputs through the core the way a shell does: it wakes for the next deadline or the next
// input, whichever comes first (a deadline wins a tie). The scenario runner and the game record's
// export and recovery all use it, so they reproduce exactly what the clock did.
import type { ClockEvent, ClockSettings, ClockState, Input } from './types';
import { newClock, nextDeadline, step } from './clock';

export interface TimedInput {
  at: number;
  input: Input;
}

export function replay(settings: ClockSettings, inputs: TimedInput[], until: number, emit: (event: ClockEvent) => void): ClockState {
  let state = newClock(settings);
  let next = 0;
  const apply = (input: Input, at: number) => {
    const result = step(state, input, at);
    state = result.state;
    for (let i = 0; i < result.events.length; i++) emit(result.events[i]);
  };
  for (;;) {
    const deadline = nextDeadline(state);
    const inputAt = next < inputs.length ? inputs[next].at : until;
    if (deadline !== null && deadline <= inputAt) {
      apply({ type: 'tick' }, deadline);
    } else if (next < inputs.length) {
      apply(inputs[next].input, inputAt);
      next++;
    } else {
      break;
    }
  }
  if (until > state.atMs) apply({ type: 'tick' }, until);
  return state;
}
