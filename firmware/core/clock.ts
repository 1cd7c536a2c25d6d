// The timing core: a pure state machine (state, input, nowMs) -> (state, events), plus the one
// deadline a shell must wake for. It stores each side's time as of the last event (`atMs`) and
// computes the present from it, so ticks never accumulate error.
import type {
  Action,
  AdjustField,
  Adjustment,
  ClockEvent,
  ClockSettings,
  ClockState,
  Input,
  PressEvent,
  RejectReason,
  Side,
  SideClock,
  StepResult,
  TimeControl,
} from './types';
import { consume, distanceToNextPoint, firePoint } from './schedule';
import { applyAdjustment, deduct, latenessFactor } from './referee';

export function otherSide(side: Side): Side {
  return side === 'black' ? 'white' : 'black';
}

export function controlOf(state: ClockState, side: Side): TimeControl {
  return side === 'black' ? state.settings.black : state.settings.white;
}

export function sideClockOf(state: ClockState, side: Side): SideClock {
  return side === 'black' ? state.black : state.white;
}

export function initialSideClock(tc: TimeControl): SideClock {
  const sideClock: SideClock = { mainMs: tc.mainMs, periods: 0, periodUsedMs: 0, periodLeftMs: 0, movesLeft: 0, usedMs: 0 };
  switch (tc.system) {
    case 'absolute':
      break;
    case 'byoyomi':
      sideClock.periods = tc.periods;
      break;
    case 'moves':
      sideClock.periods = tc.mainMs === 0 ? 1 : 0;
      sideClock.periodLeftMs = tc.periodMs;
      sideClock.movesLeft = tc.moves;
      break;
  }
  return sideClock;
}

export function copySideClock(s: SideClock): SideClock {
  return {
    mainMs: s.mainMs,
    periods: s.periods,
    periodUsedMs: s.periodUsedMs,
    periodLeftMs: s.periodLeftMs,
    movesLeft: s.movesLeft,
    usedMs: s.usedMs,
  };
}

export function newClock(settings: ClockSettings): ClockState {
  return {
    settings: settings,
    phase: 'ready',
    onMove: 'black',
    atMs: 0,
    black: initialSideClock(settings.black),
    white: initialSideClock(settings.white),
    move: 1,
    moveUsedMs: 0,
    flagged: null,
    flagReason: null,
    firstFlag: null,
    firstFlagMove: null,
    startedAtMs: null,
    arrived: [],
    resumed: false,
  };
}

function copyState(state: ClockState): ClockState {
  return {
    settings: state.settings,
    phase: state.phase,
    onMove: state.onMove,
    atMs: state.atMs,
    black: state.black,
    white: state.white,
    move: state.move,
    moveUsedMs: state.moveUsedMs,
    flagged: state.flagged,
    flagReason: state.flagReason,
    firstFlag: state.firstFlag,
    firstFlagMove: state.firstFlagMove,
    startedAtMs: state.startedAtMs,
    arrived: state.arrived,
    resumed: state.resumed,
  };
}

function setSideClock(state: ClockState, side: Side, sideClock: SideClock): void {
  if (side === 'black') state.black = sideClock;
  else state.white = sideClock;
}

/** The instant of the running side's next call or flag; null when no clock runs. */
export function nextDeadline(state: ClockState): number | null {
  if (state.phase !== 'running') return null;
  return state.atMs + distanceToNextPoint(controlOf(state, state.onMove), sideClockOf(state, state.onMove));
}

/** Runs the clock of the side on move up to `nowMs`, firing every point on the way. Mutates `state`. */
function runUntil(state: ClockState, nowMs: number, events: ClockEvent[]): void {
  if (state.phase !== 'running') {
    state.atMs = nowMs;
    return;
  }
  const side = state.onMove;
  const tc = controlOf(state, side);
  const sideClock = copySideClock(sideClockOf(state, side));
  setSideClock(state, side, sideClock);
  for (;;) {
    const distance = distanceToNextPoint(tc, sideClock);
    const pointAt = state.atMs + distance;
    if (pointAt > nowMs) break;
    const fromMain = sideClock.mainMs > 0;
    consume(tc, sideClock, distance);
    state.moveUsedMs += distance;
    state.atMs = pointAt;
    if (firePoint(tc, sideClock, fromMain, side, pointAt, events)) {
      raiseFlag(state, side, pointAt, events, false);
      state.atMs = nowMs;
      return;
    }
  }
  consume(tc, sideClock, nowMs - state.atMs);
  state.moveUsedMs += nowMs - state.atMs;
  state.atMs = nowMs;
}

function raiseFlag(state: ClockState, side: Side, at: number, events: ClockEvent[], late: boolean): void {
  state.phase = 'flagged';
  state.flagged = side;
  state.flagReason = late ? 'late' : 'time';
  if (state.firstFlag === null) {
    state.firstFlag = side;
    state.firstFlagMove = state.move;
  }
  if (late) events.push({ at: at, type: 'flag', side: side, reason: 'late' });
  else events.push({ at: at, type: 'flag', side: side });
}

function reject(events: ClockEvent[], at: number, action: Action, reason: RejectReason, side?: Side, field?: AdjustField): void {
  const event: ClockEvent = { at: at, type: 'rejected', action: action, reason: reason };
  if (side !== undefined) event.side = side;
  if (field !== undefined) event.field = field;
  events.push(event);
}

/** Why an action that needs a running clock cannot happen now, or null when it can. */
function notRunningReason(state: ClockState): RejectReason | null {
  switch (state.phase) {
    case 'running':
      return null;
    case 'ready':
      return 'not-started';
    case 'paused':
      return 'paused';
    case 'flagged':
      return 'flagged';
    case 'ended':
      return 'ended';
  }
}

function pressEvent(state: ClockState, side: Side, tc: TimeControl, sideClock: SideClock, at: number, type: PressEvent['type']): PressEvent {
  const event: PressEvent = {
    at: at,
    type: type,
    side: side,
    move: state.move,
    usedMs: state.moveUsedMs,
    mainMs: sideClock.mainMs,
    periods: sideClock.periods,
  };
  if (tc.system === 'moves') {
    event.periodMs = sideClock.periodLeftMs;
    event.moves = sideClock.movesLeft;
  }
  return event;
}

/** Ends the move of the side on move and starts the opponent's clock at `at`. */
function endMove(state: ClockState, at: number, events: ClockEvent[], type: PressEvent['type']): void {
  const side = state.onMove;
  const tc = controlOf(state, side);
  const sideClock = copySideClock(sideClockOf(state, side));
  if (sideClock.mainMs === 0) {
    switch (tc.system) {
      case 'absolute':
        break;
      case 'byoyomi':
        // A move shorter than a period costs nothing: the next move starts a fresh period.
        sideClock.periodUsedMs = 0;
        break;
      case 'moves':
        sideClock.movesLeft -= 1;
        if (sideClock.movesLeft === 0) {
          sideClock.periodLeftMs += tc.periodMs;
          sideClock.movesLeft = tc.moves;
        }
        break;
    }
  }
  setSideClock(state, side, sideClock);
  events.push(pressEvent(state, side, tc, sideClock, at, type));
  state.onMove = otherSide(side);
  state.move += 1;
  state.moveUsedMs = 0;
}

function answer(state: ClockState, side: Side, at: number, events: ClockEvent[]): void {
  const tc = controlOf(state, side);
  const sideClock = sideClockOf(state, side);
  const push = (text: string) => events.push({ at: at, type: 'answer', side: side, answer: text });
  if (sideClock.mainMs > 0 || tc.system === 'absolute') {
    push('main:' + Math.floor(sideClock.mainMs / 60000));
    return;
  }
  if (tc.system === 'byoyomi') {
    push('left:' + sideClock.periods);
    return;
  }
  push('main:' + Math.floor(sideClock.periodLeftMs / 60000));
  push('moves:' + sideClock.movesLeft);
}

/**
 * The side whose time-out awaits the referee's decision, or null after rejecting `action`. A lateness
 * forfeit is final (later Art. 22.1): no decision applies to it.
 */
function timedOutSide(state: ClockState, action: Action, at: number, events: ClockEvent[]): Side | null {
  const side = state.flagged;
  if (state.phase !== 'flagged' || side === null) {
    reject(events, at, action, notRunningReason(state) ?? 'not-flagged');
    return null;
  }
  if (state.flagReason === 'late') {
    reject(events, at, action, 'late-forfeit', side);
    return null;
  }
  return side;
}

/** A byo-yomi side whose time-out is forgiven keeps one fresh period for its next move. */
function keepLastPeriod(state: ClockState, side: Side): void {
  const sideClock = copySideClock(sideClockOf(state, side));
  sideClock.periods = 1;
  sideClock.periodUsedMs = 0;
  setSideClock(state, side, sideClock);
}

function timeoutPass(state: ClockState, at: number, events: ClockEvent[]): void {
  const side = timedOutSide(state, 'timeoutPass', at, events);
  if (side === null) return;
  const tc = controlOf(state, side);
  if (tc.system !== 'byoyomi') {
    reject(events, at, 'timeoutPass', 'not-byoyomi', side);
    return;
  }
  if (state.settings.rules === '1988') {
    reject(events, at, 'timeoutPass', 'rules-1988', side);
    return;
  }
  // Later rules Art. 22.5: the time-out counts as a pass and the side keeps its last period.
  keepLastPeriod(state, side);
  events.push({ at: at, type: 'pass', side: side, move: state.move });
  state.onMove = otherSide(side);
  state.move += 1;
  state.moveUsedMs = 0;
  clearFlag(state);
}

/** The referee's decision lifts the flag and play goes on. */
function clearFlag(state: ClockState): void {
  state.flagged = null;
  state.flagReason = null;
  state.phase = 'running';
}

function pause(state: ClockState, reason: 'capture' | undefined, at: number, events: ClockEvent[]): void {
  const notRunning = notRunningReason(state);
  if (notRunning !== null) {
    reject(events, at, 'pause', notRunning);
    return;
  }
  if (reason === 'capture') {
    // 1988 Art. 23.4: removing captured stones in byo-yomi is not timed; the later rules time it.
    const tc = controlOf(state, state.onMove);
    if (state.settings.rules !== '1988') return reject(events, at, 'pause', 'rules-later');
    if (tc.system !== 'byoyomi' || sideClockOf(state, state.onMove).mainMs > 0) return reject(events, at, 'pause', 'not-byoyomi');
  }
  state.phase = 'paused';
  // Later rules Art. 22.9: each pause records both sides' used time.
  const usedMs = { black: state.black.usedMs, white: state.white.usedMs };
  if (reason === 'capture') events.push({ at: at, type: 'pause', usedMs: usedMs, reason: 'capture' });
  else events.push({ at: at, type: 'pause', usedMs: usedMs });
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

function adjust(state: ClockState, adjustment: Adjustment, at: number, events: ClockEvent[]): void {
  const side = adjustment.side;
  const refusal = adjustmentRefusal(state, adjustment);
  if (refusal !== null) {
    reject(events, at, 'adjust', refusal.reason, side, refusal.field);
    return;
  }
  const sideClock = copySideClock(sideClockOf(state, side));
  const changes = applyAdjustment(controlOf(state, side), sideClock, adjustment);
  setSideClock(state, side, sideClock);
  events.push({ at: at, type: 'adjust', side: side, changes: changes });
}

/** Whether `side` has ended a move in this game (moves alternate from the first mover). */
function hasMoved(state: ClockState, side: Side): boolean {
  const firstMover = state.move % 2 === 1 ? state.onMove : otherSide(state.onMove);
  return state.move > (side === firstMover ? 1 : 2);
}

/** Why a late side's arrival cannot be marked now, or null when it can. */
function arrivalRefusal(state: ClockState, side: Side): RejectReason | null {
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
function arrive(state: ClockState, side: Side, at: number, events: ClockEvent[]): void {
  const refusal = arrivalRefusal(state, side);
  if (refusal !== null) {
    reject(events, at, 'arrive', refusal, side);
    return;
  }
  state.arrived = state.arrived.concat([side]);
  const lateMs = at - (state.startedAtMs as number);
  const limit = state.settings.lateness;
  const tc = controlOf(state, side);
  const sideClock = copySideClock(sideClockOf(state, side));
  const chargedMs = limit === null ? 0 : Math.max(0, latenessFactor(state.settings) * lateMs - sideClock.usedMs);
  const forfeit = limit !== null && (lateMs > limit.limitMs || (limit.limitIncluded && lateMs === limit.limitMs));
  const hadMain = sideClock.mainMs > 0;
  const timeUp = forfeit ? false : deduct(tc, sideClock, chargedMs);
  setSideClock(state, side, sideClock);
  events.push({ at: at, type: 'arrive', side: side, lateMs: lateMs, chargedMs: forfeit ? 0 : chargedMs, mainMs: sideClock.mainMs, periods: sideClock.periods });
  if (forfeit || timeUp) {
    // A deduction that takes all the time is lost by lateness too, not by a time-out in play.
    raiseFlag(state, side, at, events, true);
    return;
  }
  if (hadMain && sideClock.mainMs === 0 && state.onMove === side && tc.system === 'byoyomi' && state.phase === 'running') {
    events.push({ at: at, type: 'call', side: side, call: 'byoyomi:' + sideClock.periods });
  }
}

/**
 * The stone was placed before the flag but the press came late: the move ends as if pressed at the
 * flag, keeping the last period or completing the block (the next block starts fresh); the opponent's
 * clock starts now.
 */
function voidFlag(state: ClockState, at: number, events: ClockEvent[]): void {
  const side = timedOutSide(state, 'voidFlag', at, events);
  if (side === null) return;
  const tc = controlOf(state, side);
  if (tc.system === 'absolute') {
    reject(events, at, 'voidFlag', 'no-time-left', side);
    return;
  }
  if (tc.system === 'byoyomi') keepLastPeriod(state, side);
  else {
    // The voided move is the block's last: ending it starts a fresh block of the full time and moves.
    const sideClock = copySideClock(sideClockOf(state, side));
    sideClock.movesLeft = 1;
    setSideClock(state, side, sideClock);
  }
  if (state.firstFlag === side && state.firstFlagMove === state.move) {
    state.firstFlag = null;
    state.firstFlagMove = null;
  }
  clearFlag(state);
  endMove(state, at, events, 'voidFlag');
}

/**
 * Applies one input at `nowMs`. Every point due up to and including `nowMs` fires first, in order, each
 * with its own scheduled instant; then the input is applied. The given state is never modified.
 */
export function step(previous: ClockState, input: Input, nowMs: number): StepResult {
  const events: ClockEvent[] = [];
  if (nowMs < previous.atMs) {
    if (input.type !== 'tick') reject(events, nowMs, input.type, 'out-of-order');
    return { state: previous, events: events };
  }
  const state = copyState(previous);
  runUntil(state, nowMs, events);
  switch (input.type) {
    case 'tick':
      break;
    case 'start':
      if (state.phase !== 'ready') {
        reject(events, nowMs, 'start', state.phase === 'ended' ? 'ended' : 'already-started');
        break;
      }
      state.phase = 'running';
      state.onMove = input.side ?? 'black';
      state.startedAtMs = nowMs;
      events.push({ at: nowMs, type: 'start', side: state.onMove });
      break;
    case 'press': {
      const reason = notRunningReason(state);
      if (reason !== null) reject(events, nowMs, 'press', reason, input.side);
      else if (input.side !== state.onMove) reject(events, nowMs, 'press', 'not-on-move', input.side);
      else endMove(state, nowMs, events, 'press');
      break;
    }
    case 'pause':
      pause(state, input.reason, nowMs, events);
      break;
    case 'resume':
      if (state.phase !== 'paused') reject(events, nowMs, 'resume', notRunningReason(state) ?? 'not-paused');
      else {
        state.phase = 'running';
        state.resumed = true;
        events.push({ at: nowMs, type: 'resume' });
      }
      break;
    case 'query':
      if (state.phase === 'flagged' || state.phase === 'ended') reject(events, nowMs, 'query', state.phase, input.side);
      else answer(state, input.side, nowMs, events);
      break;
    case 'timeoutPass':
      timeoutPass(state, nowMs, events);
      break;
    case 'adjust':
      if (state.phase !== 'paused') reject(events, nowMs, 'adjust', notRunningReason(state) ?? 'not-paused', input.side);
      else adjust(state, input, nowMs, events);
      break;
    case 'seal': {
      // 1988 Art. 14: the move on hand is sealed; the clock stops with the opponent on move. The referee
      // may pause first: paused time is not charged, so the move ends where the clock stopped.
      const reason = state.phase === 'paused' ? null : notRunningReason(state);
      if (reason !== null) reject(events, nowMs, 'seal', reason);
      else {
        endMove(state, nowMs, events, 'seal');
        state.phase = 'paused';
      }
      break;
    }
    case 'arrive':
      arrive(state, input.side, nowMs, events);
      break;
    case 'voidFlag':
      voidFlag(state, nowMs, events);
      break;
    case 'end':
      if (state.phase === 'ended') reject(events, nowMs, 'end', 'ended');
      else {
        state.phase = 'ended';
        state.flagged = null;
        state.flagReason = null;
        events.push({ at: nowMs, type: 'end' });
      }
      break;
  }
  return { state: state, events: events };
}
