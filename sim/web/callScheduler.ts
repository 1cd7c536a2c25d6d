// The calls the web clock will make in the next moments, scheduled ahead on the audio clock so that each
// starts at its exact instant, whenever the page's timers happen to run; cancelled when an input comes
// first. Pure of the DOM: the page gives it a `play` that starts a clip at a clock instant.
import { runTo, MINUTE_MS, type ClockEvent, type ClockState, type Side } from '../../firmware/core/index';

/** How far ahead calls are scheduled: more than the page's one wake-up a displayed second. */
export const LOOKAHEAD_MS = 1500;
/** Hidden, the page wakes no more: it schedules everything the next ten minutes can say, on the audio clock. */
export const HIDDEN_LOOKAHEAD_MS = 10 * MINUTE_MS;

export interface ScheduledCall {
  at: number;
  side: Side;
  call: string;
}

/** Starts `call` at clock instant `at` (ms); returns how to cancel it. */
export type PlayCall = (call: ScheduledCall) => () => void;

export interface CallScheduler {
  /** Schedules every call due in (now − a moment, now + lookahead] that is not yet scheduled. */
  scheduleAhead(state: ClockState, nowMs: number, lookaheadMs: number): void;
  /** Calls an input's own step made (at the input's instant), played now. */
  playNow(events: ClockEvent[]): void;
  /** An input at `atMs` changed the future: calls after it are cancelled, to be scheduled again. */
  inputAt(atMs: number): void;
  /** Every call scheduled so far, for tests and the record of what was said. */
  scheduled(): ScheduledCall[];
}

/** A call already due by this much when the page learns of it still plays (a timer ran late). */
const LATE_MS = 250;

export function createCallScheduler(play: PlayCall): CallScheduler {
  const pending: { call: ScheduledCall; cancel: () => void }[] = [];
  const made: ScheduledCall[] = [];
  const keyOf = (c: ScheduledCall) => c.at + ' ' + c.side + ' ' + c.call;
  const known = new Set<string>();
  const start = (call: ScheduledCall) => {
    const key = keyOf(call);
    if (known.has(key)) return;
    known.add(key);
    made.push(call);
    pending.push({ call: call, cancel: play(call) });
  };
  return {
    scheduleAhead(state, nowMs, lookaheadMs) {
      // Calls long said are forgotten; the record keeps them.
      for (let i = pending.length - 1; i >= 0; i--) if (pending[i].call.at < nowMs - 10000) pending.splice(i, 1);
      // The clock as it will be with no input: what it will say, and when.
      runTo(state, nowMs + lookaheadMs, (e) => {
        if (e.type === 'call' && e.at > nowMs - LATE_MS) start({ at: e.at, side: e.side, call: e.call });
      });
    },
    playNow(events) {
      for (const e of events) if (e.type === 'call' || e.type === 'answer') start({ at: e.at, side: e.side, call: e.type === 'call' ? e.call : e.answer });
    },
    inputAt(atMs) {
      for (let i = pending.length - 1; i >= 0; i--) {
        if (pending[i].call.at <= atMs) continue;
        pending[i].cancel();
        known.delete(keyOf(pending[i].call));
        made.splice(made.indexOf(pending[i].call), 1);
        pending.splice(i, 1);
      }
    },
    scheduled() {
      return made.slice();
    },
  };
}
