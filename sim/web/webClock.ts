// The web clock's game: the core's state as of the last input, the inputs themselves (the record), and
// what each input said. The page computes the present from the state at every repaint; ticks never change
// it, so a tap stamped before the latest repaint is still charged at its own instant.
import { newClock, replay, step, type ClockEvent, type ClockSettings, type ClockState, type Input, type Say, type TimedInput } from '../../firmware/core/index';
import { toSgf } from '../../firmware/app/record/sgf';

export interface WebClock {
  settings: ClockSettings;
  state(): ClockState;
  /** Applies an input at its own instant (ms on the page's clock); returns the events of that step. */
  apply(input: Input, atMs: number): ClockEvent[];
  /** Every event of the game up to `untilMs`, as the scenario runner prints them for the same inputs. */
  events(untilMs: number): ClockEvent[];
  jsonl(untilMs: number): string;
  /** The record as SGF, its comments in `say`'s words. */
  sgf(untilMs: number, say: Say): string;
  inputs(): TimedInput[];
}

export function createWebClock(settings: ClockSettings): WebClock {
  let state = newClock(settings);
  const inputs: TimedInput[] = [];
  const events = (untilMs: number) => {
    const out: ClockEvent[] = [];
    replay(settings, inputs, Math.max(untilMs, state.atMs), (e) => out.push(e));
    return out;
  };
  return {
    settings: settings,
    state: () => state,
    apply(input, atMs) {
      // The page's clock never goes back; an instant before the last input is that input's instant.
      const at = Math.max(Math.round(atMs), state.atMs);
      const result = step(state, input, at);
      state = result.state;
      inputs.push({ at: at, input: input });
      return result.events;
    },
    events: events,
    jsonl: (untilMs) => events(untilMs).map((e) => JSON.stringify(e)).join('\n') + '\n',
    sgf: (untilMs, say) => toSgf(settings, events(untilMs), say),
    inputs: () => inputs.slice(),
  };
}
