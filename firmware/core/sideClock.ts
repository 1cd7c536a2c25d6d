// One room for a side's clock: every change to it goes through here (after scalachess' ClockPlayer:
// take time, give time, set what remains). What a change means under a system is that system's module,
// reached through the registry; the rest of the core never writes a side clock's fields.
// @espruino-hot: its functions run at every wake-up, so the build keeps them declared.
import type { AdjustField, Adjustment, ClockEvent, PressEvent, Side, SideClock, Stage, TimeControl } from './types';
import { stageOf, systemOf } from './systems/index';

/** A side clock as a fresh control starts: its first main time, and its system's own fields. */
export function initialSideClock(tc: TimeControl): SideClock {
  const system = systemOf(tc);
  const clock: SideClock = { mainMs: system.firstMainMs(tc), periods: 0, periodUsedMs: 0, periodLeftMs: 0, movesLeft: 0, usedMs: 0 };
  system.startControl(tc, clock);
  return clock;
}

/**
 * A copy of a side clock, field by field as copyState (an object of one shape copies far faster in Node
 * than Object.assign makes one); a system's own fields only where the clock has them.
 */
export function copySideClock(c: SideClock): SideClock {
  const copy: SideClock = { mainMs: c.mainMs, periods: c.periods, periodUsedMs: c.periodUsedMs, periodLeftMs: c.periodLeftMs, movesLeft: c.movesLeft, usedMs: c.usedMs };
  if (c.ownCount !== undefined) copy.ownCount = c.ownCount;
  if (c.stage !== undefined) copy.stage = c.stage;
  if (c.movesMade !== undefined) copy.movesMade = c.movesMade;
  return copy;
}

/**
 * Runs the clock of `stage`, the control in effect, for `ms`, which must not pass its next point;
 * `moveUsedMs` is what the move had run before.
 */
export function takeTime(stage: Stage, clock: SideClock, ms: number, moveUsedMs: number): void {
  clock.usedMs += ms;
  systemOf(stage).consume(stage, clock, ms, moveUsedMs);
}

/** An hourglass side gains what its opponent uses. */
export function giveTime(clock: SideClock, ms: number): void {
  clock.mainMs += ms;
}

/** Main time has just run out (the clock was in it before this point): an overtime, an extension, a next stage, or the flag (true). */
export function mainRanOut(tc: TimeControl, clock: SideClock, side: Side, at: number, events: ClockEvent[]): boolean {
  return systemOf(tc).mainRanOut(tc, clock, side, at, events);
}

/** Fires any other point the clock has just reached (a call, a period's end). Returns true on a flag. */
export function firePoint(tc: TimeControl, clock: SideClock, side: Side, at: number, events: ClockEvent[], moveUsedMs: number): boolean {
  const stage = stageOf(tc, clock);
  return systemOf(stage).firePoint(stage, clock, side, at, events, moveUsedMs);
}

/** A move of `moveUsedMs` ends: an increment, a give-back, a new period or stage. Returns the call to make then, or "". */
export function endOfMove(tc: TimeControl, clock: SideClock, moveUsedMs: number): string {
  return systemOf(tc).endMove(tc, clock, moveUsedMs);
}

/** The event of a move that ended, with the clock as it leaves it. */
export function pressEvent(clock: SideClock, side: Side, move: number, usedMs: number, at: number, type: PressEvent['type']): PressEvent {
  const event: PressEvent = { at: at, type: type, side: side, move: move, usedMs: usedMs, mainMs: clock.mainMs, periods: clock.periods };
  // Moves due are a block system's alone: its block's time and moves go with every move it ends.
  if (clock.movesLeft > 0) {
    event.periodMs = clock.periodLeftMs;
    event.moves = clock.movesLeft;
  }
  return event;
}

/** Where each correction lands on a side's clock. */
export function clockFieldOf(field: AdjustField): 'mainMs' | 'periods' | 'periodUsedMs' | 'movesLeft' | 'periodLeftMs' {
  return field === 'moves' ? 'movesLeft' : field === 'periodMs' ? 'periodLeftMs' : field;
}

/** The correctable fields, in the order they are applied; made when asked for, since Espruino would hold a table all game. */
export function adjustFields(): AdjustField[] {
  return ['mainMs', 'periods', 'periodUsedMs', 'moves', 'periodMs'];
}

/** Sets what remains, as a referee's validated correction says, recording each old and new value. */
export function setRemaining(clock: SideClock, adjustment: Adjustment): { field: AdjustField; from: number; to: number }[] {
  const changes: { field: AdjustField; from: number; to: number }[] = [];
  // Back in main time, no period is running; applied first, so a period-used correction is not undone by it.
  if (adjustment.mainMs !== undefined && adjustment.mainMs > 0) clock.periodUsedMs = 0;
  const fields = adjustFields();
  for (let i = 0; i < fields.length; i++) {
    const to = adjustment[fields[i]];
    if (to === undefined) continue;
    const key = clockFieldOf(fields[i]);
    if (clock[key] !== to) changes.push({ field: fields[i], from: clock[key], to: to });
    clock[key] = to;
  }
  return changes;
}

/**
 * Deducts `ms` of lateness: main time first, then what the system takes from its overtime (whole
 * byo-yomi periods, the block's time). Returns true when nothing is left (the side's flag falls).
 */
export function deductLateness(tc: TimeControl, clock: SideClock, ms: number): boolean {
  const fromMain = Math.min(ms, clock.mainMs);
  clock.mainMs -= fromMain;
  const stage = stageOf(tc, clock);
  return systemOf(stage).desk().deduct(stage, clock, ms - fromMain);
}

/** The referee forgives a flag: the clock as the move that ended at the flag leaves it. */
export function forgiveFlag(tc: TimeControl, clock: SideClock): void {
  const stage = stageOf(tc, clock);
  systemOf(stage).desk().forgiveFlag(stage, clock);
}

/** The fields a restored clock keeps: those its control and its stage in effect have, as in a clock that ran. */
export function keepOwnFields(tc: TimeControl, clock: SideClock): SideClock {
  const stage = stageOf(tc, clock);
  const own = {} as SideClock;
  systemOf(stage).startControl(stage, own);
  // A single control is its own stage: only a multi-stage clock keeps its stage and moves made.
  if (stage === tc) {
    delete clock.stage;
    delete clock.movesMade;
  }
  if (own.ownCount === undefined) delete clock.ownCount;
  // Periods are byo-yomi's alone (a record written before each field had one meaning may hold others' here).
  if (own.periods === undefined) {
    clock.periods = 0;
    clock.periodUsedMs = 0;
  }
  return clock;
}
