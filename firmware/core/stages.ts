// What a side's clock does between points: the stage in effect, a move's end under each system (an
// increment, a delay given back, a period restarted), and the hand-over from one stage to the next.
import type { ClockEvent, Side, SideClock, SingleControl, Stage, TimeControl } from './types';

/** Systems with an overtime after main time, which a side can start in and a voided flag can end a move in. */
export function hasOvertime(system: string): boolean {
  return system === 'byoyomi' || system === 'moves' || system === 'canadian';
}

/** The control in effect for a side: its stage under multi-stage, else the control itself. */
export function stageOf(tc: TimeControl, sideClock: SideClock): Stage {
  return tc.system === 'stages' ? tc.stages[sideClock.stage as number] : tc;
}

/** The control whose overtime a side can reach: a multi-stage control's last stage. */
export function overtimeControl(tc: TimeControl): Stage {
  return tc.system === 'stages' ? tc.stages[tc.stages.length - 1] : tc;
}

/** Main time at the start of the game. */
export function startingMainMs(tc: TimeControl): number {
  return tc.system === 'stages' ? tc.stages[0].mainMs : tc.mainMs;
}

export function call(events: ClockEvent[], at: number, side: Side, name: string): void {
  events.push({ at: at, type: 'call', side: side, call: name });
}

/** Sets the fields a system keeps besides main time to how a fresh control of it starts. */
export function startOvertime(tc: SingleControl, sideClock: SideClock): void {
  sideClock.periods = 0;
  sideClock.periodUsedMs = 0;
  sideClock.periodLeftMs = 0;
  sideClock.movesLeft = 0;
  switch (tc.system) {
    case 'ing':
      sideClock.extensions = 0;
      break;
    case 'byoyomi':
      sideClock.periods = tc.periods;
      break;
    case 'moves':
    case 'canadian':
      sideClock.periods = sideClock.mainMs === 0 ? 1 : 0;
      sideClock.periodLeftMs = tc.periodMs;
      sideClock.movesLeft = tc.moves;
      break;
  }
}

/**
 * The next stage starts: its main time adds to what is left (nothing, when the last one ran out).
 * Returns the call that says so: the overtime's own when it starts without main time, else "stage:N".
 */
export function enterNextStage(tc: TimeControl, sideClock: SideClock): string {
  if (tc.system !== 'stages') return '';
  const stage = (sideClock.stage as number) + 1;
  const next = tc.stages[stage];
  sideClock.stage = stage;
  sideClock.mainMs += next.mainMs;
  startOvertime(next, sideClock);
  if (sideClock.mainMs > 0) return 'stage:' + (stage + 1);
  return next.system === 'byoyomi' ? 'byoyomi:' + sideClock.periods : 'moves:' + sideClock.movesLeft;
}

/**
 * A move ends: what the side's system does then, and the next stage when this move was the one its
 * stage lasts until. Returns the call to make at the press (a new Canadian period, a new stage), or "".
 */
export function endOfMove(tc: TimeControl, sideClock: SideClock): string {
  const active = stageOf(tc, sideClock);
  if (tc.system === 'stages') sideClock.movesMade = (sideClock.movesMade as number) + 1;
  switch (active.system) {
    case 'fischer':
      // The increment comes with every move, the first included (as FIDE's), then the cap.
      sideClock.mainMs += active.incrementMs;
      if (active.maxMs !== undefined && sideClock.mainMs > active.maxMs) sideClock.mainMs = active.maxMs;
      break;
    case 'bronstein':
      sideClock.mainMs += sideClock.periodUsedMs;
      sideClock.periodUsedMs = 0;
      break;
    case 'delay':
      sideClock.periodUsedMs = 0;
      break;
    case 'byoyomi':
      // A move shorter than a period costs nothing: the next move starts a fresh period.
      if (sideClock.mainMs === 0) sideClock.periodUsedMs = 0;
      break;
    case 'moves':
    case 'canadian':
      if (sideClock.mainMs > 0) break;
      sideClock.movesLeft -= 1;
      if (sideClock.movesLeft === 0) {
        // The rules' moves system carries the time left over; Canadian starts each period full.
        sideClock.periodLeftMs = active.system === 'moves' ? sideClock.periodLeftMs + active.periodMs : active.periodMs;
        sideClock.movesLeft = active.moves;
        if (active.system === 'canadian') return 'moves:' + active.moves;
      }
      break;
    case 'absolute':
    case 'hourglass':
    case 'ing':
      break;
  }
  return active.untilMove === sideClock.movesMade ? enterNextStage(tc, sideClock) : '';
}
