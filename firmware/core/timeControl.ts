// Time controls from untrusted JSON: validated, with call schedules filled in from the rules' defaults.
import type { ByoyomiCalls, ClockSettings, CountStyle, CountdownCalls, Lateness, RulesEdition, SingleControl, Stage, SystemName, TimeControl } from './types';
import { hasOvertime } from './stages';
import {
  describe,
  fieldError,
  rejectUnknownKeys,
  requireBoolean,
  requireInteger,
  requireOneOf,
  requireRecord,
  requireSortedIntegers,
} from './validate';

const SECOND_MS = 1000;
export const MINUTE_MS = 60000;
/** Ten hours a side is already a game beyond one day's play (the rules' national events); the voice has a clip for every minute up to it. */
export const MAX_MAIN_MS = 10 * 60 * MINUTE_MS;
export const MAX_PERIODS = 60;
export const MAX_BYOYOMI_PERIOD_MS = 10 * MINUTE_MS;
export const MAX_MOVES = 200;
export const MAX_MOVES_PERIOD_MS = 2 * 60 * MINUTE_MS;
export const MAX_COUNT = 10;
/** An increment or a delay longer than a byo-yomi period would be a period by another name. */
export const MAX_BONUS_MS = 10 * MINUTE_MS;
export const MAX_EXTENSIONS = 9;
export const MAX_PENALTY_POINTS = 10;
export const MAX_STAGES = 5;
/** A stage ends by the side's own move number, at most this one (a very long game). */
export const MAX_UNTIL_MOVE = 300;

/** Sudden death's calls unless the time control says otherwise. */
export const DEFAULT_ABSOLUTE_CALLS: CountdownCalls = { minutesLeft: [10, 5, 1], count: true };
/** A `moves` block's calls unless the time control says otherwise. */
export const DEFAULT_MOVES_CALLS: CountdownCalls = { minutesLeft: [5, 1], count: true };

const RULES: RulesEdition[] = ['1988', 'later'];
export const COUNT_STYLES: CountStyle[] = ['cn', 'jp', 'kr', 'en'];

/**
 * The rules' 60 s schedule generalised to a period of `periodSec` seconds: 30/20/10/5/2 s before the end
 * in a period that is not the last; 30/20/10 s before the end, then the count, in the last one.
 */
export function defaultByoyomiCalls(periodSec: number): ByoyomiCalls {
  const count = Math.min(MAX_COUNT, periodSec);
  const firstCountSec = periodSec - count + 1;
  const periodCalls: number[] = [];
  const lastCalls: number[] = [];
  const before = [30, 20, 10, 5, 2];
  for (let i = 0; i < before.length; i++) {
    const s = periodSec - before[i];
    if (s <= 0) continue;
    periodCalls.push(s);
    if (before[i] >= 10 && s < firstCountSec) lastCalls.push(s);
  }
  return { periodSec: periodCalls, lastPeriodSec: lastCalls, count: count, countAllPeriods: false };
}

function requireWholeSeconds(value: unknown, field: string, minMs: number, maxMs: number): number {
  const ms = requireInteger(value, field, minMs, maxMs);
  if (ms % SECOND_MS !== 0) throw fieldError(field, 'must be a whole number of seconds in ms (got ' + ms + ')');
  return ms;
}

function parseCountdownCalls(value: unknown, field: string, defaults: CountdownCalls): CountdownCalls {
  if (value === undefined) return { minutesLeft: defaults.minutesLeft.slice(), count: defaults.count };
  const record = requireRecord(value, field);
  rejectUnknownKeys(record, ['minutesLeft', 'count'], field);
  const count = record.count === undefined ? defaults.count : requireBoolean(record.count, field + '.count');
  const minutesLeft =
    record.minutesLeft === undefined
      ? defaults.minutesLeft.slice()
      : requireSortedIntegers(record.minutesLeft, field + '.minutesLeft', 1, MAX_MAIN_MS / MINUTE_MS, true);
  return { minutesLeft: minutesLeft, count: count };
}

function parseByoyomiCalls(value: unknown, field: string, periodMs: number): ByoyomiCalls {
  const periodSec = periodMs / SECOND_MS;
  const defaults = defaultByoyomiCalls(periodSec);
  if (value === undefined) return defaults;
  const record = requireRecord(value, field);
  rejectUnknownKeys(record, ['periodSec', 'lastPeriodSec', 'count', 'countAllPeriods'], field);
  const countAllPeriods =
    record.countAllPeriods === undefined ? defaults.countAllPeriods : requireBoolean(record.countAllPeriods, field + '.countAllPeriods');
  const count =
    record.count === undefined
      ? defaults.count
      : requireInteger(record.count, field + '.count', 0, Math.min(MAX_COUNT, periodSec));
  // With a count in every period, a period's calls must also come before its count.
  const periodLimit = countAllPeriods ? periodSec - Math.max(count, 1) : periodSec - 1;
  const periodCallsInRange =
    record.periodSec === undefined ? defaults.periodSec.filter((s) => s <= periodLimit) : requireSortedIntegers(record.periodSec, field + '.periodSec', 1, periodLimit, false);
  // The last period's calls must come before its count starts, or two calls would share a second.
  const lastCalls =
    record.lastPeriodSec === undefined
      ? defaults.lastPeriodSec.filter((s) => s <= periodSec - count)
      : requireSortedIntegers(record.lastPeriodSec, field + '.lastPeriodSec', 1, periodSec - Math.max(count, 1), false);
  return { periodSec: periodCallsInRange, lastPeriodSec: lastCalls, count: count, countAllPeriods: countAllPeriods };
}

/** A field row's flags: a period is whole seconds (its calls fall on whole seconds); an optional field may be left out. */
export const WHOLE_SECONDS = 1;
export const OPTIONAL = 2;

/**
 * A system's own fields besides `mainMs`, in the order a time control lists them: [name, min, max, flags].
 * Every system is a row here: validation, presets and the setup menu all read this table.
 */
export function systemFields(system: string): [string, number, number, number][] {
  switch (system) {
    case 'byoyomi':
      return [['periods', 1, MAX_PERIODS, 0], ['periodMs', SECOND_MS, MAX_BYOYOMI_PERIOD_MS, WHOLE_SECONDS]];
    case 'moves':
    case 'canadian':
      return [['moves', 1, MAX_MOVES, 0], ['periodMs', SECOND_MS, MAX_MOVES_PERIOD_MS, WHOLE_SECONDS]];
    case 'fischer':
      return [['incrementMs', 1, MAX_BONUS_MS, 0], ['maxMs', 1, MAX_MAIN_MS, OPTIONAL]];
    case 'delay':
    case 'bronstein':
      return [['delayMs', 1, MAX_BONUS_MS, 0]];
    case 'ing':
      return [['extensionMs', SECOND_MS, MAX_MAIN_MS, 0], ['penaltyPoints', 1, MAX_PENALTY_POINTS, 0], ['maxExtensions', 1, MAX_EXTENSIONS, 0]];
  }
  return [];
}

/** Every system a time control may name; `stages` holds the others. */
export function systemNames(): SystemName[] {
  return ['byoyomi', 'absolute', 'moves', 'fischer', 'delay', 'bronstein', 'canadian', 'hourglass', 'ing', 'stages'];
}

function parseSingle(record: Record<string, unknown>, system: SystemName, field: string, extraKeys: string[], style?: CountStyle): SingleControl {
  const own = systemFields(system);
  rejectUnknownKeys(record, ['system', 'mainMs', 'calls'].concat(own.map((f) => f[0]), extraKeys), field);
  // A system with nothing after its main time would be lost before it starts.
  const mainMs = requireInteger(record.mainMs, field + '.mainMs', hasOvertime(system) ? 0 : 1, MAX_MAIN_MS);
  const control: Record<string, unknown> = { system: system, mainMs: mainMs };
  for (let i = 0; i < own.length; i++) {
    const name = own[i][0];
    const flags = own[i][3];
    if (record[name] === undefined && flags & OPTIONAL) continue;
    control[name] = (flags & WHOLE_SECONDS ? requireWholeSeconds : requireInteger)(record[name], field + '.' + name, own[i][1], own[i][2]);
  }
  if (control.maxMs !== undefined && (control.maxMs as number) < mainMs) {
    throw fieldError(field + '.maxMs', 'must be at least mainMs (' + mainMs + ')');
  }
  const calls = record.calls;
  control.calls =
    system === 'byoyomi'
      ? parseByoyomiCalls(calls === undefined && style === 'kr' ? { countAllPeriods: true } : calls, field + '.calls', control.periodMs as number)
      : parseCountdownCalls(calls, field + '.calls', system === 'moves' ? DEFAULT_MOVES_CALLS : DEFAULT_ABSOLUTE_CALLS);
  return control as unknown as SingleControl;
}

/**
 * Stages: two to five, each a time control with an optional `untilMove` (the side's own move that ends
 * it). A stage without one ends when its time runs out, so only systems whose time ends with main time
 * can come before another stage; any system can be the last, which nothing follows.
 */
function parseStages(record: Record<string, unknown>, field: string, extraKeys: string[], style?: CountStyle): TimeControl {
  rejectUnknownKeys(record, ['system', 'stages'].concat(extraKeys), field);
  const raw = record.stages;
  if (!Array.isArray(raw) || raw.length < 2 || raw.length > MAX_STAGES) {
    throw fieldError(field + '.stages', 'must be an array of 2 to ' + MAX_STAGES + ' time controls (got ' + describe(raw) + ')');
  }
  const stages: Stage[] = [];
  let previousMove = 0;
  for (let i = 0; i < raw.length; i++) {
    const stageField = field + '.stages[' + i + ']';
    const stageRecord = requireRecord(raw[i], stageField);
    const system = requireOneOf(stageRecord.system, systemNames().slice(0, -1), stageField + '.system');
    const last = i === raw.length - 1;
    // Only a time that ends with main time hands over to a next stage: an overtime or Ing's extensions never do.
    if (!last && (hasOvertime(system) || system === 'ing')) throw fieldError(stageField + '.system', 'cannot be "' + system + '" before another stage');
    // A stage after one that ends on time starts in the middle of a move, whose delay is past.
    if (i > 0 && stages[i - 1].untilMove === undefined && (system === 'delay' || system === 'bronstein')) {
      throw fieldError(stageField + '.system', 'cannot be "' + system + '" after a stage that ends on time');
    }
    const stage: Stage = parseSingle(stageRecord, system, stageField, ['untilMove'], style);
    if (stageRecord.untilMove !== undefined) {
      if (last) throw fieldError(stageField + '.untilMove', 'is not allowed on the last stage');
      previousMove = stage.untilMove = requireInteger(stageRecord.untilMove, stageField + '.untilMove', previousMove + 1, MAX_UNTIL_MOVE);
    }
    stages.push(stage);
  }
  return { system: 'stages', stages: stages };
}

/**
 * Validates one time control. `allowRules` lets a single control shared by both sides carry `rules`.
 * The count style gives byo-yomi its default schedule: the Korean style counts every period.
 */
export function parseTimeControl(value: unknown, field: string, allowRules: boolean, style?: CountStyle): TimeControl {
  const record = requireRecord(value, field);
  const system = requireOneOf(record.system, systemNames(), field + '.system');
  const extraKeys = allowRules ? ['rules', 'lateness', 'countStyle'] : [];
  return system === 'stages' ? parseStages(record, field, extraKeys, style) : parseSingle(record, system, field, extraKeys, style);
}

function parseRules(value: unknown, field: string): RulesEdition {
  return value === undefined ? 'later' : requireOneOf(value, RULES, field);
}

/**
 * The lateness limit: the rules name 15 minutes (same venue) or 1 hour (away from lodging). Arriving
 * beyond it forfeits (超過); `limitIncluded` makes arriving exactly at it forfeit too.
 */
function parseLateness(value: unknown, field: string): Lateness | null {
  if (value === undefined) return null;
  const record = requireRecord(value, field);
  rejectUnknownKeys(record, ['limitMs', 'limitIncluded'], field);
  return {
    limitMs: requireInteger(record.limitMs, field + '.limitMs', 1, MAX_MAIN_MS),
    limitIncluded: record.limitIncluded === undefined ? false : requireBoolean(record.limitIncluded, field + '.limitIncluded'),
  };
}

/** A named preset's raw time control, or undefined. */
export type PresetLookup = (name: string) => unknown;

/** A preset's raw time control when `value` names one, else `value` itself. */
function resolvePreset(value: unknown, field: string, lookup: PresetLookup): unknown {
  if (typeof value !== 'string') return value;
  const preset = lookup(value);
  if (preset === undefined) throw fieldError(field, 'is not a known preset (got ' + describe(value) + ')');
  return preset;
}

function parseSideControl(value: unknown, field: string, lookup: PresetLookup, style: CountStyle): TimeControl {
  return parseTimeControl(resolvePreset(value, field, lookup), field, typeof value === 'string', style);
}

function parseCountStyle(value: unknown, field: string, fallback: CountStyle | undefined): CountStyle {
  return value === undefined ? fallback ?? 'cn' : requireOneOf(value, COUNT_STYLES, field);
}

/**
 * Clock settings from a preset name, one time control for both sides (which may carry `rules`,
 * `lateness` and `countStyle`), or `{"black": …, "white": …, "rules"?, "lateness"?, "countStyle"?}` for time
 * odds. `style` is the count style when the input names none (the clock's own setting).
 */
export function parseSettings(value: unknown, field: string, lookup: PresetLookup, style?: CountStyle): ClockSettings {
  const record = requireRecord(resolvePreset(value, field, lookup), field);
  const odds = record.system === undefined && (record.black !== undefined || record.white !== undefined);
  if (odds) rejectUnknownKeys(record, ['black', 'white', 'rules', 'lateness', 'countStyle'], field);
  else if (record.system === undefined) throw fieldError(field + '.system', 'is missing: give "system", or "black" and "white" for time odds');
  const countStyle = parseCountStyle(record.countStyle, field + '.countStyle', style);
  const shared = odds ? null : parseTimeControl(record, field, true, countStyle);
  return {
    black: shared ?? parseSideControl(record.black, field + '.black', lookup, countStyle),
    white: shared ?? parseSideControl(record.white, field + '.white', lookup, countStyle),
    rules: parseRules(record.rules, field + '.rules'),
    countStyle: countStyle,
    lateness: parseLateness(record.lateness, field + '.lateness'),
  };
}
