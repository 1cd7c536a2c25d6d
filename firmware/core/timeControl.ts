// Time controls from untrusted JSON: validated by their systems (systems/), with call schedules filled in
// from the rules' defaults; then the settings around them (rules, count style, lateness, time odds).
// @espruino-hot: its functions run at every wake-up, so the build keeps them declared.
import type { ClockSettings, CountStyle, Lateness, RulesEdition, Stage, TimeControl } from './types';
import { MAX_MAIN_MS, systemNames, systemNamed, systemOf } from './systems/index';
import { unknownPresetReason } from './presets';
import { describe, fieldError, rejectUnknownKeys, requireBoolean, requireInteger, requireOneOf, requireRecord } from './validate';

export const COUNT_STYLES: CountStyle[] = ['cn', 'jp', 'kr', 'en'];

/**
 * Validates one time control. `allowRules` lets a single control shared by both sides carry `rules`.
 * The count style gives byo-yomi its default schedule: the Korean style counts every period.
 */
export function parseTimeControl(value: unknown, field: string, allowRules: boolean, style?: CountStyle): TimeControl {
  const record = requireRecord(value, field);
  const name = requireOneOf(record.system, systemNames(), field + '.system');
  const extraKeys = allowRules ? ['rules', 'lateness', 'countStyle'] : [];
  return (systemNamed(name) as ReturnType<typeof systemOf>).desk().parseControl(record, field, extraKeys, style);
}

/** Main time at the start of the game. */
export function startingMainMs(tc: TimeControl): number {
  return systemOf(tc).firstMainMs(tc);
}

/** The control whose overtime a side can reach: a multi-stage control's last stage. */
export function overtimeControl(tc: TimeControl): Stage {
  return systemOf(tc).desk().lastStage(tc);
}

function parseRules(value: unknown, field: string): RulesEdition {
  return value === undefined ? 'later' : requireOneOf(value, ['1988', 'later'] as RulesEdition[], field);
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
  if (preset === undefined) throw fieldError(field, unknownPresetReason(describe(value)));
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
