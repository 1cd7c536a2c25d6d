// The clock's state and the moves made on it: creating and copying it, ending a move, raising and
// clearing a flag, refusing an input. Shared by the state machine (clock.ts) and the referee's
// decisions (decisions.ts).
// @espruino-hot: its functions run at every wake-up, so the build keeps them declared.
import type { Action, AdjustField, ClockEvent, ClockSettings, ClockState, Input, PressEvent, RejectReason, Side, SideClock, Stage, TimeControl } from './types';
import { copySideClock, endOfMove, initialSideClock, pressEvent } from './sideClock';
import { stageOf } from './systems/index';

export function otherSide(side: Side): Side {
  return side === 'black' ? 'white' : 'black';
}

/**
 * What a player's press means: before the game it starts the opponent's clock, as on a real clock (White
 * presses, Black's clock runs); after that it ends the player's move.
 */
export function playerInput(state: ClockState, side: Side): Input {
  return state.phase === 'ready' ? { type: 'start', side: otherSide(side) } : { type: 'press', side: side };
}

/** What a pause key means to the shells (terminal, web): resume in pause, else pause. */
export function pauseToggle(state: ClockState): Input {
  return state.phase === 'paused' ? { type: 'resume' } : { type: 'pause' };
}

export function controlOf(state: ClockState, side: Side): TimeControl {
  return state.settings[side];
}

/** The control in effect for a side now: its current stage under multi-stage. */
// @espruino-lead
export function activeControl(state: ClockState, side: Side): Stage {
  return stageOf(state.settings[side], state[side]);
}

export function sideClockOf(state: ClockState, side: Side): SideClock {
  return state[side];
}

/**
 * The side's clock, copied into `state` for changing: a step works on a copy of the state, whose side
 * clocks are still shared with the state it came from.
 */
export function ownSideClock(state: ClockState, side: Side): SideClock {
  const sideClock = copySideClock(state[side]);
  state[side] = sideClock;
  return sideClock;
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
    sealed: false,
  };
}

/**
 * A copy of the state for a step to change. Written out field by field: in Node an object literal of one
 * shape copies about 16 times faster than Object.assign, and on Espruino it costs two work units more. The
 * compiler makes it name every field.
 */
export function copyState(s: ClockState): ClockState {
  const copy: ClockState = {
    settings: s.settings,
    phase: s.phase,
    onMove: s.onMove,
    atMs: s.atMs,
    black: s.black,
    white: s.white,
    move: s.move,
    moveUsedMs: s.moveUsedMs,
    flagged: s.flagged,
    flagReason: s.flagReason,
    firstFlag: s.firstFlag,
    firstFlagMove: s.firstFlagMove,
    startedAtMs: s.startedAtMs,
    arrived: s.arrived,
    resumed: s.resumed,
    sealed: s.sealed,
  };
  // Set only once told: an absent field costs nothing in the states of a game in play.
  if (s.result !== undefined) copy.result = s.result;
  return copy;
}

/**
 * The state with its field names written out, as the console shows it. The firmware bundle shortens
 * the names of the state's own fields (a clock state is the largest object Espruino holds several of):
 * quoted names are the ones it keeps.
 */
export function publicState(state: ClockState): ClockState {
  return {
    'settings': state.settings,
    'phase': state.phase,
    'onMove': state.onMove,
    'atMs': state.atMs,
    'black': state.black,
    'white': state.white,
    'move': state.move,
    'moveUsedMs': state.moveUsedMs,
    'flagged': state.flagged,
    'flagReason': state.flagReason,
    'firstFlag': state.firstFlag,
    'firstFlagMove': state.firstFlagMove,
    'startedAtMs': state.startedAtMs,
    'arrived': state.arrived,
    'resumed': state.resumed,
    'sealed': state.sealed,
    'result': state.result,
  };
}

export function raiseFlag(state: ClockState, side: Side, at: number, events: ClockEvent[], late: boolean): void {
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

export function reject(events: ClockEvent[], at: number, action: Action, reason: RejectReason, side?: Side, field?: AdjustField): void {
  const event: ClockEvent = { at: at, type: 'rejected', action: action, reason: reason };
  if (side !== undefined) event.side = side;
  if (field !== undefined) event.field = field;
  events.push(event);
}

/** Why an action that needs a running clock cannot happen now (a stopped clock's phase names it), or null when it can. */
export function notRunningReason(state: ClockState): RejectReason | null {
  const phase = state.phase;
  return phase === 'running' ? null : phase === 'ready' ? 'not-started' : phase;
}

/** The referee's decision lifts the flag and play goes on. */
export function clearFlag(state: ClockState): void {
  state.flagged = null;
  state.flagReason = null;
  state.phase = 'running';
}

/** Ends the move of the side on move and starts the opponent's clock at `at`. */
export function endMove(state: ClockState, at: number, events: ClockEvent[], type: PressEvent['type']): void {
  const side = state.onMove;
  const tc = controlOf(state, side);
  const sideClock = ownSideClock(state, side);
  const follows = endOfMove(tc, sideClock, state.moveUsedMs);
  events.push(pressEvent(sideClock, side, state.move, state.moveUsedMs, at, type));
  if (follows !== '') events.push({ at: at, type: 'call', side: side, call: follows });
  state.onMove = otherSide(side);
  state.move += 1;
  state.moveUsedMs = 0;
}

