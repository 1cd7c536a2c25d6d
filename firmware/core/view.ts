// What a face shows, derived from the state at any instant without changing it.
// Displayed seconds round up, so a face never shows zero while time remains.
// @espruino-hot: its functions run at every wake-up, so the build keeps them declared.
import type { ClockState, FaceView, Side, SideClock, Stage, StepResult } from './types';
import { activeControl, nextDeadline, otherSide, step } from './clock';
import { systemOf, FIGURE_CLOCK, type StageSystem } from './systems/index';
import { ceilSeconds, SECOND_MS } from './units';

/** The state as it is at `nowMs`: every due point applied, the events dropped (a view never acts). */
function present(state: ClockState, nowMs: number): ClockState {
  return nowMs > state.atMs ? step(state, { type: 'tick' }, nowMs).state : state;
}

/** What a side's face counts from: the control in effect, its system and the side's clock, found once. */
interface SideNow {
  tc: Stage;
  system: StageSystem;
  clock: SideClock;
  /** What is left of a delay that runs before main time, while the side's move is under way; else 0. */
  delayMs: number;
  /** The value the face counts down, in ms: a delay running first, main time, or the overtime. */
  countdownMs: number;
}

function sideNow(state: ClockState, side: Side): SideNow {
  const tc = activeControl(state, side);
  const system = systemOf(tc);
  const clock = state[side];
  const onMove = state.onMove === side && (state.phase === 'running' || state.phase === 'paused');
  const delayMs = onMove ? system.delayLeftMs(tc, clock, state.moveUsedMs) : 0;
  return { tc: tc, system: system, clock: clock, delayMs: delayMs, countdownMs: delayMs > 0 ? delayMs : system.countdownMs(tc, clock) };
}

export function faceView(stored: ClockState, side: Side, nowMs: number): FaceView {
  const state = present(stored, nowMs);
  const now = sideNow(state, side);
  const sideClock = now.clock;
  const view: FaceView = {
    side: side,
    mode: '',
    running: state.phase === 'running' && state.onMove === side,
    seconds: ceilSeconds(now.countdownMs),
    mainSeconds: ceilSeconds(sideClock.mainMs),
    delaySeconds: ceilSeconds(now.delayMs),
    figure: FIGURE_CLOCK,
    status: '',
    aside: null,
    control: now.tc,
    stage: sideClock.stage === undefined ? 0 : sideClock.stage + 1,
    ownCount: sideClock.ownCount ?? 0,
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
    result: state.phase === 'ended' && state.result !== undefined ? state.result : null,
  };
  now.system.showFace(view, now.tc, sideClock);
  return view;
}

/** When a countdown of `leftMs` at `atMs` next shows one second less (it shows whole seconds rounded up). */
// @espruino-lead
function nextDrop(atMs: number, leftMs: number): number {
  return atMs + leftMs - Math.floor((leftMs - 1) / SECOND_MS) * SECOND_MS;
}

/**
 * The one instant a shell must wake at next: the earlier of the next call or flag and the next change
 * of the running face's displayed seconds. Null when nothing runs (no wake-ups while paused or idle).
 */
export function nextWake(stored: ClockState, nowMs: number): number | null {
  const state = present(stored, nowMs);
  const deadline = nextDeadline(state);
  if (deadline === null) return null;
  const left = sideNow(state, state.onMove).countdownMs;
  if (left <= 0) return deadline;
  let repaint = nextDrop(state.atMs, left);
  // An hourglass opponent gains what this side uses: its face shows one second more when what it holds
  // passes the next whole second.
  const other = otherSide(state.onMove);
  if (systemOf(activeControl(state, other)).gainsOpponentTime) {
    const held = state[other].mainMs;
    const rise = state.atMs + Math.ceil(held / SECOND_MS) * SECOND_MS - held + 1;
    if (rise < repaint) repaint = rise;
  }
  return repaint < deadline ? repaint : deadline;
}

/** The running side's countdown, `leftMs` at `atMs`, and the instant up to which nothing else on either face moves. */
export interface RunningCountdown {
  side: Side;
  leftMs: number;
  atMs: number;
  /** The next deadline, or the countdown's end (a delay's hands over to main time), whichever is first. */
  untilMs: number;
  /** The next deadline itself. */
  deadlineMs: number;
}

/**
 * Between deadlines only the running side's countdown moves, one ms a ms: a shell may repaint its
 * figure from this alone until `untilMs`. Null when nothing runs, or when the other side's time moves
 * too (an hourglass opponent gains what this side uses).
 */
export function runningCountdown(state: ClockState): RunningCountdown | null {
  const deadline = nextDeadline(state);
  if (deadline === null || systemOf(activeControl(state, otherSide(state.onMove))).gainsOpponentTime) return null;
  const now = sideNow(state, state.onMove);
  const end = state.atMs + now.countdownMs;
  return { side: state.onMove, leftMs: now.countdownMs, atMs: state.atMs, untilMs: end < deadline ? end : deadline, deadlineMs: deadline };
}

/** What a running countdown shows at `nowMs` (before its `untilMs`), in whole seconds, and when that next drops. */
// @espruino-lead
export function countdownAt(countdown: RunningCountdown, nowMs: number): { seconds: number; dropsAt: number } {
  const left = countdown.leftMs - (nowMs - countdown.atMs);
  // ceilSeconds and nextDrop worked out from one floor, without calling them: this runs at every repaint,
  // and a call costs Espruino more than the sum. The seconds shown are the whole seconds below `left`, and one.
  const below = Math.floor((left - 1) / SECOND_MS);
  return { seconds: below + 1, dropsAt: nowMs + left - below * SECOND_MS };
}

/** Whether two clocks of one side agree on everything but the time they hold: what a face shows besides its countdown. */
function sameCounts(a: SideClock, b: SideClock): boolean {
  return (
    a.mainMs > 0 === b.mainMs > 0 && a.periods === b.periods && a.movesLeft === b.movesLeft && a.ownCount === b.ownCount && a.stage === b.stage &&
    a.movesMade === b.movesMade
  );
}

/**
 * The running countdown after a deadline that only calls: `result` steps `before`, whose running countdown
 * is `counting`, to its next deadline, and makes calls and nothing else. The same side runs on, its clock
 * counts on without a jump, and neither face shows anything new but that figure, so a shell may hand the
 * calls to the voice and repaint from this without a whole update. Null when the deadline changes more.
 */
export function callsOnly(counting: RunningCountdown, before: ClockState, result: StepResult): RunningCountdown | null {
  const after = result.state;
  const events = result.events;
  if (after.phase !== 'running' || after.onMove !== before.onMove) return null;
  for (let i = 0; i < events.length; i++) if (events[i].type !== 'call') return null;
  const side = after.onMove;
  const other = otherSide(side);
  if (after[other] !== before[other] || !sameCounts(after[side], before[side])) return null;
  const next = runningCountdown(after);
  return next && next.leftMs === counting.leftMs - (after.atMs - counting.atMs) ? next : null;
}
