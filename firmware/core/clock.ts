// The timing core: a pure state machine (state, input, nowMs) -> (state, events), plus the one
// deadline a shell must wake for. It stores each side's time as of the last event (`atMs`) and
// computes the present from it, so ticks never accumulate error.
// @espruino-hot: its functions run at every wake-up, so the build keeps them declared.
import type {
  ClockEvent,
  ClockState,
  Input,
  Side,
  SideClock,
  Stage,
  StepResult,
} from './types';
import { firePoint, giveTime, mainRanOut, takeTime } from './sideClock';
import { activeControl, controlOf, copyState, endMove, notRunningReason, otherSide, ownSideClock, raiseFlag, reject, sideClockOf } from './clockState';
import { adjust, arrive, tellResult, timeoutPass, voidFlag } from './decisions';
import { systemOf } from './systems/index';

export { otherSide, controlOf, activeControl, sideClockOf, newClock, publicState, playerInput, pauseToggle } from './clockState';
export { initialSideClock } from './sideClock';
export { adjustmentRefusal } from './decisions';

/** The instant of the running side's next call or flag; null when no clock runs. */
export function nextDeadline(state: ClockState): number | null {
  if (state.phase !== 'running') return null;
  const stage = activeControl(state, state.onMove);
  return state.atMs + systemOf(stage).distance(stage, sideClockOf(state, state.onMove), state.moveUsedMs);
}

/** The side on move's clock, under `stage`, runs `ms`; an hourglass opponent (`gainer`) gains them. */
function run(state: ClockState, stage: Stage, sideClock: SideClock, gainer: SideClock | null, ms: number): void {
  takeTime(stage, sideClock, ms, state.moveUsedMs);
  if (gainer !== null) giveTime(gainer, ms);
  state.moveUsedMs += ms;
}

/** Runs the clock of the side on move up to `nowMs`, firing every point on the way. Mutates `state`. */
function runUntil(state: ClockState, nowMs: number, events: ClockEvent[]): void {
  if (state.phase !== 'running') {
    state.atMs = nowMs;
    return;
  }
  const side = state.onMove;
  const tc = controlOf(state, side);
  const sideClock = ownSideClock(state, side);
  // An hourglass opponent gains all the time this side uses.
  const other = otherSide(side);
  const gainer = systemOf(activeControl(state, other)).gainsOpponentTime ? ownSideClock(state, other) : null;
  // Only a control with stages can hand over to another stage at a point.
  const staged = systemOf(tc).staged;
  let stage = activeControl(state, side);
  let system = systemOf(stage);
  for (;;) {
    const distance = system.distance(stage, sideClock, state.moveUsedMs);
    const pointAt = state.atMs + distance;
    if (pointAt > nowMs) break;
    const fromMain = sideClock.mainMs > 0;
    run(state, stage, sideClock, gainer, distance);
    state.atMs = pointAt;
    // Where main time ends (it ran before this point, and is spent) an overtime begins; any other point fires.
    const flagged = fromMain && sideClock.mainMs === 0 ? mainRanOut(tc, sideClock, side, pointAt, events) : firePoint(tc, sideClock, side, pointAt, events, state.moveUsedMs);
    if (flagged) {
      raiseFlag(state, side, pointAt, events, false);
      state.atMs = nowMs;
      return;
    }
    // A point may hand over to the next stage.
    if (staged) {
      stage = activeControl(state, side);
      system = systemOf(stage);
    }
  }
  run(state, stage, sideClock, gainer, nowMs - state.atMs);
  state.atMs = nowMs;
}

function answer(state: ClockState, side: Side, at: number, events: ClockEvent[]): void {
  const tc = activeControl(state, side);
  const answers = systemOf(tc).desk().answerCalls(tc, sideClockOf(state, side));
  for (let i = 0; i < answers.length; i++) events.push({ at: at, type: 'answer', side: side, answer: answers[i] });
}

function pause(state: ClockState, reason: 'capture' | undefined, at: number, events: ClockEvent[]): void {
  const notRunning = notRunningReason(state);
  if (notRunning !== null) {
    reject(events, at, 'pause', notRunning);
    return;
  }
  if (reason === 'capture') {
    // 1988 Art. 23.4: removing captured stones in byo-yomi is not timed; the later rules time it.
    const tc = activeControl(state, state.onMove);
    if (state.settings.rules !== '1988') return reject(events, at, 'pause', 'rules-later');
    if (!systemOf(tc).desk().capturePause(tc, sideClockOf(state, state.onMove))) return reject(events, at, 'pause', 'capture-not-byoyomi');
  }
  state.phase = 'paused';
  // Later rules Art. 22.9: each pause records both sides' used time.
  const usedMs = { black: state.black.usedMs, white: state.white.usedMs };
  if (reason === 'capture') events.push({ at: at, type: 'pause', usedMs: usedMs, reason: 'capture' });
  else events.push({ at: at, type: 'pause', usedMs: usedMs });
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
        state.sealed = false;
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
        state.sealed = true;
      }
      break;
    }
    case 'arrive':
      arrive(state, input.side, nowMs, events);
      break;
    case 'voidFlag':
      voidFlag(state, nowMs, events);
      break;
    case 'result':
      tellResult(state, input.result, nowMs, events);
      break;
    case 'end':
      if (state.phase === 'ended') reject(events, nowMs, 'end', 'ended');
      else {
        // A flag waiting for a decision stands: the flagged side lost on it, and the faces and record say so.
        const lost = state.phase === 'flagged' ? state.flagged : null;
        state.phase = 'ended';
        state.sealed = false;
        if (lost === null || state.flagReason === null) events.push({ at: nowMs, type: 'end' });
        else events.push({ at: nowMs, type: 'end', side: lost, reason: state.flagReason });
      }
      break;
  }
  return { state: state, events: events };
}
