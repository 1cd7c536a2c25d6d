// The referee's corrections and decisions on a side's clock: adjustments in pause, and the deduction
// for lateness. Pure functions on plain data, used by the state machine in clock.ts.
import type { AdjustField, Adjustment, ClockSettings, Side, SideClock, TimeControl } from './types';
import { MAX_MAIN_MS, MAX_MOVES_PERIOD_MS, MAX_PERIODS } from './timeControl';
import { hasOvertime } from './stages';
import { fieldError, rejectUnknownKeys, requireInteger, requireOneOf, requireRecord } from './validate';

/** The correctable fields, in the order they are applied; made when asked for, since Espruino would hold a table all game. */
function adjustFields(): AdjustField[] {
  return ['mainMs', 'periods', 'periodUsedMs', 'moves', 'periodMs'];
}

/** Which adjustment fields a side's system has: main time, and the overtime of byo-yomi and moves systems. */
function fieldsOf(tc: TimeControl): AdjustField[] {
  if (tc.system === 'byoyomi') return ['mainMs', 'periods', 'periodUsedMs'];
  return hasOvertime(tc.system) ? ['mainMs', 'moves', 'periodMs'] : ['mainMs'];
}

/**
 * Validates a correction against the time control of the side it names: every field must exist for
 * that side's system and be in range. `extraKeys` are keys the caller owns (e.g. a scenario's "at").
 */
export function parseAdjustment(value: unknown, settings: ClockSettings, field: string, extraKeys: string[]): Adjustment {
  const record = requireRecord(value, field);
  const fields = adjustFields();
  rejectUnknownKeys(record, ['side'].concat(fields, extraKeys), field);
  const side = requireOneOf(record.side, ['black', 'white'] as Side[], field + '.side');
  const tc = settings[side];
  const allowed = fieldsOf(tc);
  const adjustment: Adjustment = { side: side };
  let any = false;
  // Each field's bounds, in the order of adjustFields().
  const tcPeriodMs = (tc as { periodMs: number }).periodMs;
  const mins = [0, 1, 0, 1, 1];
  const maxes = [MAX_MAIN_MS, MAX_PERIODS, tcPeriodMs - 1, (tc as { moves: number }).moves, MAX_MOVES_PERIOD_MS];
  for (let i = 0; i < fields.length; i++) {
    const name = fields[i];
    const raw = record[name];
    if (raw === undefined) continue;
    if (allowed.indexOf(name) < 0) {
      throw fieldError(field + '.' + name, 'does not apply to the ' + side + ' side\'s "' + tc.system + '" time control (it has ' + allowed.join(', ') + ')');
    }
    any = true;
    adjustment[name] = requireInteger(raw, field + '.' + name, mins[i], maxes[i]);
  }
  if (!any) throw fieldError(field, 'changes nothing: give one of ' + allowed.join(', '));
  if (adjustment.mainMs === 0 && allowed.length === 1) {
    throw fieldError(field + '.mainMs', 'must be at least 1: the "' + tc.system + '" time control has no overtime to go on in');
  }
  if (adjustment.periodUsedMs !== undefined && adjustment.periodUsedMs > 0 && (adjustment.mainMs ?? 0) > 0) {
    throw fieldError(field + '.periodUsedMs', 'needs mainMs 0: a side is either in main time or in a period');
  }
  return adjustment;
}

/** Applies a validated correction to a copy of the side's clock, recording each old and new value. */
export function applyAdjustment(tc: TimeControl, sideClock: SideClock, adjustment: Adjustment): { field: AdjustField; from: number; to: number }[] {
  const changes: { field: AdjustField; from: number; to: number }[] = [];
  // Where each correction lands on a side's clock.
  const clockField: Record<AdjustField, 'mainMs' | 'periods' | 'periodUsedMs' | 'movesLeft' | 'periodLeftMs'> = {
    mainMs: 'mainMs',
    periods: 'periods',
    periodUsedMs: 'periodUsedMs',
    moves: 'movesLeft',
    periodMs: 'periodLeftMs',
  };
  const set = (field: AdjustField, to: number) => {
    const key = clockField[field];
    if (sideClock[key] !== to) changes.push({ field: field, from: sideClock[key], to: to });
    sideClock[key] = to;
  };
  if (adjustment.mainMs !== undefined) {
    set('mainMs', adjustment.mainMs);
    if (adjustment.mainMs > 0) {
      // Back in main time: no period is running.
      if (tc.system === 'byoyomi') sideClock.periodUsedMs = 0;
      if (tc.system === 'moves' || tc.system === 'canadian') sideClock.periods = 0;
    } else if (tc.system === 'moves' || tc.system === 'canadian') sideClock.periods = 1;
  }
  // Applied in this order, so a period-used correction after a main-time one is not undone by it.
  const fields = adjustFields();
  for (let i = 1; i < fields.length; i++) {
    const value = adjustment[fields[i]];
    if (value !== undefined) set(fields[i], value);
  }
  return changes;
}

/**
 * Deducts `ms` from a side's time for lateness: main time first, then whole byo-yomi periods or the
 * block's time. Returns true when nothing is left (the side's flag falls).
 */
export function deduct(tc: TimeControl, sideClock: SideClock, ms: number): boolean {
  const fromMain = Math.min(ms, sideClock.mainMs);
  sideClock.mainMs -= fromMain;
  const rest = ms - fromMain;
  switch (tc.system) {
    case 'byoyomi': {
      if (rest === 0) return false;
      const burnt = Math.floor(rest / tc.periodMs);
      sideClock.periods = Math.max(0, sideClock.periods - burnt);
      return sideClock.periods === 0;
    }
    case 'moves':
    case 'canadian':
      if (sideClock.mainMs === 0) sideClock.periods = 1;
      sideClock.periodLeftMs = Math.max(0, sideClock.periodLeftMs - rest);
      return sideClock.mainMs === 0 && sideClock.periodLeftMs === 0;
  }
  // Lateness takes main time only: never a stage to come, an Ing extension or a delay.
  return sideClock.mainMs === 0;
}

/** Lateness factor k: the later rules deduct twice the lateness (Art. 22.1), the 1988 rules once (Art. 23.3). */
export function latenessFactor(settings: ClockSettings): number {
  return settings.rules === 'later' ? 2 : 1;
}
