// The referee's corrections from untrusted input, and the lateness rule's factor. Pure functions on
// plain data, used by the state machine in clock.ts and by the shells that take corrections.
// @espruino-hot: its functions run at every wake-up, so the build keeps them declared.
import type { AdjustField, Adjustment, ClockSettings, Side } from './types';
import type { Say } from './words';
import { adjustFields } from './sideClock';
import { systemOf } from './systems/index';
import { fieldError, rejectUnknownKeys, requireInteger, requireOneOf, requireRecord } from './validate';
import { ceilSeconds, formatSeconds } from './units';

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
  const desk = systemOf(tc).desk();
  const rows = desk.adjustable(tc);
  const allowed = rows.map((row) => row[0]);
  const adjustment: Adjustment = { side: side };
  let any = false;
  for (let i = 0; i < fields.length; i++) {
    const name = fields[i];
    const raw = record[name];
    if (raw === undefined) continue;
    const at = allowed.indexOf(name);
    if (at < 0) {
      throw fieldError(field + '.' + name, 'does not apply to the ' + side + ' side\'s "' + tc.system + '" time control (it has ' + allowed.join(', ') + ')');
    }
    any = true;
    adjustment[name] = requireInteger(raw, field + '.' + name, rows[at][1], rows[at][2]);
  }
  if (!any) throw fieldError(field, 'changes nothing: give one of ' + allowed.join(', '));
  if (adjustment.mainMs === 0 && !desk.overtime) {
    throw fieldError(field + '.mainMs', 'must be at least 1: the "' + tc.system + '" time control has no overtime to go on in');
  }
  if (adjustment.periodUsedMs !== undefined && adjustment.periodUsedMs > 0 && (adjustment.mainMs ?? 0) > 0) {
    throw fieldError(field + '.periodUsedMs', 'needs mainMs 0: a side is either in main time or in a period');
  }
  return adjustment;
}

/** Lateness factor k: the later rules deduct twice the lateness (Art. 22.1), the 1988 rules once (Art. 23.3). */
export function latenessFactor(settings: ClockSettings): number {
  return settings.rules === 'later' ? 2 : 1;
}

/**
 * A correction in `say`'s words, the same on the terminal, the phone and in the SGF: "Black's main time 1:54:56 ->
 * 1:20:00", a change each field (its words `device.sgf.field.<field>`).
 */
export function correctionText(side: Side, changes: { field: AdjustField; from: number; to: number }[], say: Say): string {
  const shown = (field: AdjustField, value: number) => (field === 'periods' || field === 'moves' ? String(value) : formatSeconds(ceilSeconds(value)));
  const parts: string[] = [];
  const who = say(side === 'black' ? 'device.sgf.Black' : 'device.sgf.White');
  for (let i = 0; i < changes.length; i++) {
    const change = changes[i];
    parts.push(say('device.sgf.change', { side: who, field: say('device.sgf.field.' + change.field), from: shown(change.field, change.from), to: shown(change.field, change.to) }));
  }
  return parts.join(', ');
}
