// The referee's decisions on the clock: corrections, lateness, and what follows a flag (a pass, a void),
// each by the letter of the rules, with the reason named when refused.
// @espruino-hot: its functions run at every wake-up, so the build keeps them declared.
import type {
  Action,
  AdjustField,
  Adjustment,
  ClockEvent,
  ClockState,
  RejectReason,
  Side,
} from './types';
import { latenessFactor } from './referee';
import { resultAsked, resultProblem } from './result';
import { deductLateness, forgiveFlag, setRemaining } from './sideClock';
import { stageOf, systemOf } from './systems/index';
import { clearFlag, controlOf, endMove, otherSide, ownSideClock, raiseFlag, reject, sideClockOf } from './clockState';

/**
 * The side whose time-out awaits the referee's decision, or null after rejecting `action`. A lateness
 * forfeit is final (later Art. 22.1): no decision applies to it.
 */
export function timedOutSide(state: ClockState, action: Action, at: number, events: ClockEvent[]): Side | null {
  const side = state.flagged;
  if (state.phase !== 'flagged' || side === null) {
    // The reason is the missing flag, whatever else the clock is doing (paused, say), unless the game is over.
    reject(events, at, action, state.phase === 'ended' ? 'ended' : 'not-flagged');
    return null;
  }
  if (state.flagReason === 'late') {
    reject(events, at, action, 'late-forfeit', side);
    return null;
  }
  return side;
}

export function timeoutPass(state: ClockState, at: number, events: ClockEvent[]): void {
  const side = timedOutSide(state, 'timeoutPass', at, events);
  if (side === null) return;
  const tc = controlOf(state, side);
  const clock = sideClockOf(state, side);
  if (!systemOf(stageOf(tc, clock)).desk().passOnTimeout) {
    reject(events, at, 'timeoutPass', 'not-byoyomi', side);
    return;
  }
  if (state.settings.rules === '1988') {
    reject(events, at, 'timeoutPass', 'rules-1988', side);
    return;
  }
  // Later rules Art. 22.5: the time-out counts as a pass and the side keeps its last period.
  forgiveFlag(tc, ownSideClock(state, side));
  events.push({ at: at, type: 'pass', side: side, move: state.move });
  state.onMove = otherSide(side);
  state.move += 1;
  state.moveUsedMs = 0;
  clearFlag(state);
}

/**
 * Why a correction cannot apply to the clock as it stands, with the field at fault. The time used in a
 * period exists only for the side on move in byo-yomi: an idle side's period restarts with its next move.
 */
export function adjustmentRefusal(state: ClockState, adjustment: Adjustment): { reason: RejectReason; field: AdjustField } | null {
  if (adjustment.periodUsedMs === undefined) return null;
  const mainMs = adjustment.mainMs ?? sideClockOf(state, adjustment.side).mainMs;
  if (mainMs > 0) return { reason: 'in-main-time', field: 'periodUsedMs' };
  if (adjustment.side !== state.onMove) return { reason: 'idle-side', field: 'periodUsedMs' };
  return null;
}

export function adjust(state: ClockState, adjustment: Adjustment, at: number, events: ClockEvent[]): void {
  const side = adjustment.side;
  const refusal = adjustmentRefusal(state, adjustment);
  if (refusal !== null) {
    reject(events, at, 'adjust', refusal.reason, side, refusal.field);
    return;
  }
  const changes = setRemaining(ownSideClock(state, side), adjustment);
  events.push({ at: at, type: 'adjust', side: side, changes: changes });
}

/** Whether `side` has ended a move in this game (moves alternate from the first mover). */
export function hasMoved(state: ClockState, side: Side): boolean {
  const firstMover = state.move % 2 === 1 ? state.onMove : otherSide(state.onMove);
  return state.move > (side === firstMover ? 1 : 2);
}

/** Why a late side's arrival cannot be marked now, or null when it can. */
export function arrivalRefusal(state: ClockState, side: Side): RejectReason | null {
  if (state.startedAtMs === null) return 'not-started';
  if (state.phase === 'ended' || state.phase === 'flagged') return state.phase;
  if (state.arrived.indexOf(side) >= 0) return 'already-arrived';
  // Lateness concerns the start of the game only (later Art. 22.1).
  if (hasMoved(state, side)) return 'already-moved';
  if (state.resumed) return 'after-resume';
  return null;
}

/**
 * The referee marks a late side's arrival: it loses k x lateness in all, counting what its own clock
 * already ran while it was away; arriving beyond the limit forfeits. With no lateness rule the absent
 * side's clock simply ran (later Art. 22.4), and the arrival is only recorded. Each side is judged on
 * its own, so both may be late (later Art. 22.3).
 */
export function arrive(state: ClockState, side: Side, at: number, events: ClockEvent[]): void {
  const refusal = arrivalRefusal(state, side);
  if (refusal !== null) {
    reject(events, at, 'arrive', refusal, side);
    return;
  }
  state.arrived = state.arrived.concat([side]);
  const lateMs = at - (state.startedAtMs as number);
  const limit = state.settings.lateness;
  const tc = controlOf(state, side);
  const sideClock = ownSideClock(state, side);
  const chargedMs = limit === null ? 0 : Math.max(0, latenessFactor(state.settings) * lateMs - sideClock.usedMs);
  const forfeit = limit !== null && (lateMs > limit.limitMs || (limit.limitIncluded && lateMs === limit.limitMs));
  const hadMain = sideClock.mainMs > 0;
  const timeUp = forfeit ? false : deductLateness(tc, sideClock, chargedMs);
  events.push({ at: at, type: 'arrive', side: side, lateMs: lateMs, chargedMs: forfeit ? 0 : chargedMs, mainMs: sideClock.mainMs, periods: sideClock.periods });
  if (forfeit || timeUp) {
    // A deduction that takes all the time is lost by lateness too, not by a time-out in play.
    raiseFlag(state, side, at, events, true);
    return;
  }
  const stage = stageOf(tc, sideClock);
  const desk = systemOf(stage).desk();
  if (hadMain && sideClock.mainMs === 0 && state.onMove === side && desk.lateCall && state.phase === 'running') {
    events.push({ at: at, type: 'call', side: side, call: desk.overtimeCall(stage, sideClock) });
  }
}

/**
 * The stone was placed before the flag but the press came late: the move ends as if pressed at the
 * flag, keeping the last period or completing the block (the next block starts fresh); the opponent's
 * clock starts now.
 */
export function voidFlag(state: ClockState, at: number, events: ClockEvent[]): void {
  const side = timedOutSide(state, 'voidFlag', at, events);
  if (side === null) return;
  const tc = controlOf(state, side);
  if (!systemOf(stageOf(tc, sideClockOf(state, side))).desk().overtime) {
    reject(events, at, 'voidFlag', 'no-time-left', side);
    return;
  }
  forgiveFlag(tc, ownSideClock(state, side));
  if (state.firstFlag === side && state.firstFlagMove === state.move) {
    state.firstFlag = null;
    state.firstFlagMove = null;
  }
  clearFlag(state);
  endMove(state, at, events, 'voidFlag');
}


/** The result told of an ended game (a later one replaces it, as a referee mends a slip); a flag's stands. */
export function tellResult(state: ClockState, result: string, at: number, events: ClockEvent[]): void {
  if (state.phase !== 'ended') reject(events, at, 'result', 'not-ended');
  else if (!resultAsked(state)) reject(events, at, 'result', 'decided-on-flag', state.flagged as Side);
  else if (resultProblem(result) !== '') reject(events, at, 'result', 'not-a-result');
  else {
    state.result = result;
    events.push({ at: at, type: 'result', result: result });
  }
}
