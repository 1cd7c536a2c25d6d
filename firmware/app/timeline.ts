// Feeds the core in timestamp order although button events arrive late (after the debounce delay and
// the main loop's latency). Inputs newer than `windowMs` stay pending: the present is replayed from the
// settled state, so a press stamped before a deadline still beats it. Events are delivered as soon as
// they happen (the voice must be on time) and retracted if a late press undoes them; they become final
// (settled) once the window has passed with no earlier-stamped input.
// @espruino-hot: its functions run at every wake-up, so the build keeps them declared.
import { nextDeadline, step, type ClockEvent, type ClockState, type Input, type StepResult } from '../core/index';

export interface Timeline {
  windowMs: number;
  settled: ClockState;
  /**
   * The instant up to which the settled state holds: nothing happens between its own instant and this
   * one, so it is not stepped there until something settles (a wake-up that only repaints steps once).
   */
  settledAtMs: number;
  pending: { at: number; input: Input }[];
  /** Keys of the delivered events that are not settled yet. */
  delivered: string[];
  present: ClockState;
}

export interface TimelineUpdate {
  fresh: ClockEvent[];
  retracted: ClockEvent[];
  settled: ClockEvent[];
  /** Inputs that became final, in time order: what the game record keeps. */
  settledInputs: { at: number; input: Input }[];
}

export function newTimeline(state: ClockState, windowMs: number): Timeline {
  return { windowMs: windowMs, settled: state, settledAtMs: state.atMs, pending: [], delivered: [], present: state };
}

/** Queues an input at its hardware instant; one older than the settled instant is charged there. */
export function addInput(timeline: Timeline, input: Input, atMs: number): void {
  const at = atMs < timeline.settledAtMs ? timeline.settledAtMs : atMs;
  let i = timeline.pending.length;
  while (i > 0 && timeline.pending[i - 1].at > at) i--;
  timeline.pending.splice(i, 0, { at: at, input: input });
}

/** An event's identity, so a call is made once and one a late press undid can be found and retracted. */
export function eventKey(event: ClockEvent): string {
  return JSON.stringify(event);
}

/** Whether a point of `state` falls due by `atMs`. */
function dueBy(state: ClockState, atMs: number): boolean {
  const deadline = nextDeadline(state);
  return deadline !== null && deadline <= atMs;
}

/** Brings the timeline to `nowMs` and says which events are new, undone, or final. */
export function advance(timeline: Timeline, nowMs: number): TimelineUpdate {
  const settleAt = nowMs - timeline.windowMs;
  const update: TimelineUpdate = { fresh: [], retracted: [], settled: [], settledInputs: [] };
  let settled = timeline.settled;
  let present = settled;
  const events: ClockEvent[] = [];
  const collect = (result: { state: ClockState; events: ClockEvent[] }, final: boolean) => {
    present = result.state;
    for (let i = 0; i < result.events.length; i++) {
      events.push(result.events[i]);
      if (final) update.settled.push(result.events[i]);
    }
    if (final) settled = present;
  };
  let i = 0;
  while (i < timeline.pending.length && timeline.pending[i].at <= settleAt) {
    collect(step(settled, timeline.pending[i].input, timeline.pending[i].at), true);
    update.settledInputs.push(timeline.pending[i]);
    i++;
  }
  // The settled state moves to settleAt only when something settles on the way or there: an input, a
  // delivered event, or a deadline. Otherwise it stands, as it would after the tick.
  if (settleAt > settled.atMs && (i > 0 || timeline.delivered.length > 0 || dueBy(settled, settleAt))) {
    collect(step(settled, { type: 'tick' }, settleAt), true);
  }
  const pending = timeline.pending.slice(i);
  for (let k = 0; k < pending.length; k++) collect(step(present, pending[k].input, pending[k].at), false);
  if (nowMs > present.atMs) collect(step(present, { type: 'tick' }, nowMs), false);

  const all = events.map(eventKey);
  const keys: string[] = [];
  for (let k = 0; k < events.length; k++) {
    if (timeline.delivered.indexOf(all[k]) < 0) update.fresh.push(events[k]);
    if (update.settled.indexOf(events[k]) < 0) keys.push(all[k]);
  }
  for (let k = 0; k < timeline.delivered.length; k++) {
    if (all.indexOf(timeline.delivered[k]) < 0) update.retracted.push(JSON.parse(timeline.delivered[k]) as ClockEvent);
  }
  timeline.settled = settled;
  timeline.settledAtMs = Math.max(timeline.settledAtMs, settleAt, settled.atMs);
  timeline.pending = pending;
  timeline.delivered = keys;
  timeline.present = present;
  return update;
}

/**
 * Moves the present on to the deadline that `result` stepped it to, whose events are all delivered now,
 * without replaying from the settled state: the present it leaves settles, with the events delivered
 * before it. Null, and nothing changed, while an input is pending, the present is still inside the window,
 * or the deadline is already past it: then the timeline must be advanced as usual.
 */
export function deliverAhead(timeline: Timeline, result: StepResult, nowMs: number): TimelineUpdate | null {
  const settleAt = nowMs - timeline.windowMs;
  if (timeline.pending.length > 0 || timeline.present.atMs > settleAt || result.state.atMs <= settleAt) return null;
  const settled: ClockEvent[] = [];
  for (let i = 0; i < timeline.delivered.length; i++) settled.push(JSON.parse(timeline.delivered[i]) as ClockEvent);
  timeline.settled = timeline.present;
  timeline.settledAtMs = Math.max(timeline.settledAtMs, settleAt);
  timeline.present = result.state;
  timeline.delivered = result.events.map(eventKey);
  return { fresh: result.events, retracted: [], settled: settled, settledInputs: [] };
}

/** The settled state as of the instant up to which it holds (what the console shows and exports). */
export function settledNow(timeline: Timeline): ClockState {
  const settled = timeline.settled;
  return timeline.settledAtMs > settled.atMs ? step(settled, { type: 'tick' }, timeline.settledAtMs).state : settled;
}

/** The state at `atMs` as far as inputs up to then are known: what a button edge stamped then acted on. */
export function stateAt(timeline: Timeline, atMs: number): ClockState {
  let state = timeline.settled;
  if (atMs <= state.atMs) return state;
  for (let i = 0; i < timeline.pending.length && timeline.pending[i].at <= atMs; i++) {
    state = step(state, timeline.pending[i].input, timeline.pending[i].at).state;
  }
  return atMs > state.atMs ? step(state, { type: 'tick' }, atMs).state : state;
}

/** When the timeline must be advanced again just to settle what is pending, or null. */
export function nextSettle(timeline: Timeline): number | null {
  let earliest: number | null = timeline.pending.length > 0 ? timeline.pending[0].at : null;
  for (let i = 0; i < timeline.delivered.length; i++) {
    const at = (JSON.parse(timeline.delivered[i]) as ClockEvent).at;
    if (earliest === null || at < earliest) earliest = at;
  }
  return earliest === null ? null : earliest + timeline.windowMs + 1;
}
