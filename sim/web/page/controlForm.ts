// The time control as the web Setup's fields hold it, without the DOM: the system, then its own fields
// (the FieldRows the device's setup menu edits), each checked within its system's bounds and said wrong in
// the catalogue's words; the control they make is checked again by the core before a game starts.
import { parseTimeControl, systemNamed, systemNames, wordsOf, formatSeconds, IN_FIVES, MAX_MAIN_MS, OPTIONAL, SECOND_MS, WHOLE_SECONDS, type FieldRow, type Say, type TimeControl } from '../../../firmware/core/index';

/** A field as the form shows it: its key, bounds (ms for a time), flags, label key, and whether it is a time. */
export interface FormField {
  key: string;
  min: number;
  max: number;
  flags: number;
  label: string;
  time: boolean;
  start: number;
}

/** The systems the form builds; a multi-stage control comes from a preset (or a file), whole. */
export function formSystems(): string[] {
  return systemNames().filter((name) => !(systemNamed(name) as NonNullable<ReturnType<typeof systemNamed>>).desk().fromPreset);
}

/** A system's fields in the order a control lists them: main time first. */
export function formFields(system: string): FormField[] {
  const desk = (systemNamed(system) as NonNullable<ReturnType<typeof systemNamed>>).desk();
  const rows: FieldRow[] = [['mainMs', desk.overtime ? 0 : SECOND_MS, MAX_MAIN_MS, WHOLE_SECONDS, '', 0] as FieldRow].concat(desk.fields());
  return rows.map((row) => ({
    key: row[0],
    min: row[1],
    max: row[2],
    flags: row[3],
    label: row[0] === 'mainMs' ? 'field.mainMs' : system + '.' + row[0],
    time: row[0].slice(-2) === 'Ms',
    start: row[5],
  }));
}

/** A field's bound as a person reads it: a time as m:ss or h:mm:ss, a count as a number. */
export function boundText(field: FormField, value: number): string {
  return field.time ? formatSeconds(Math.ceil(value / SECOND_MS)) : String(value);
}

/** The step of a field's values: 5 s for a time in fives (as the device's menu steps it), else a second or one. */
const stepOf = (field: FormField) => (field.flags & IN_FIVES ? 5 * SECOND_MS : field.time ? SECOND_MS : 1);

/** The values a field takes, the one rule both its check and its hint read: the lowest on its step, the highest, the step. */
export function fieldBounds(field: FormField): { min: number; max: number; step: number } {
  const step = stepOf(field);
  return { min: Math.ceil(field.min / step) * step, max: field.max, step: step };
}

/** What a field takes, beside it: "0:05–10:00 (in steps of 5 s)". */
export function fieldHint(field: FormField, say: Say): string {
  const bounds = fieldBounds(field);
  const [min, max] = [boundText(field, bounds.min), boundText(field, bounds.max)];
  return field.flags & IN_FIVES ? say('field.inFives', { min: min, max: max }) : say('field.between', { min: min, max: max });
}

/** Why `value` (ms for a time) does not fit `field`, in words, or "" when it does. */
export function fieldProblem(field: FormField, value: number, say: Say): string {
  const label = say(field.label);
  const bounds = fieldBounds(field);
  if (!Number.isInteger(value) || (field.time && value % SECOND_MS !== 0)) return say('field.whole', { field: label });
  if (value === 0 && field.flags & OPTIONAL) return '';
  if (value < bounds.min || value > bounds.max) return say('field.range', { field: label, min: boundText(field, bounds.min), max: boundText(field, bounds.max) });
  if (value % bounds.step !== 0) return say('field.fives', { field: label });
  return '';
}

/** The control the fields make, as raw JSON for the core (an optional field at 0 is left out). */
export function controlOf(system: string, values: Record<string, number>): Record<string, unknown> {
  const control: Record<string, unknown> = { system: system };
  for (const field of formFields(system)) {
    if (values[field.key] === 0 && field.flags & OPTIONAL) continue;
    control[field.key] = values[field.key];
  }
  return control;
}

/** The values a control gives its system's fields, each field it lacks at its start. */
export function valuesOf(tc: Record<string, unknown>): Record<string, number> {
  const values: Record<string, number> = {};
  for (const field of formFields(tc.system as string)) values[field.key] = typeof tc[field.key] === 'number' ? (tc[field.key] as number) : field.flags & OPTIONAL ? 0 : field.start;
  return values;
}

/** The control in the catalogue's words: "读秒 1:55:00 + 5 次 × 60 秒". */
export function controlWords(tc: TimeControl, say: Say): string {
  const words = (control: TimeControl): string => wordsOf(control).describe(control, say, (ms) => formatSeconds(ms / SECOND_MS), words);
  return words(tc);
}

/**
 * Each field's problem in words, "" where it fits: first each field alone, then, once all fit, the control
 * they make as the core checks it. A field the core then refuses (Fischer's cap below its main time) is said
 * to clash with the others; the core's own message names its JSON field, so it is read for the field, not shown.
 */
export function controlProblems(system: string, values: Record<string, number>, say: Say): Record<string, string> {
  const fields = formFields(system);
  const problems: Record<string, string> = {};
  for (const field of fields) problems[field.key] = fieldProblem(field, values[field.key], say);
  if (fields.some((field) => problems[field.key] !== '')) return problems;
  try {
    parseTimeControl(controlOf(system, values), 'timeControl', false);
  } catch (error) {
    const named = /^timeControl\.(\w+)/.exec((error as Error).message);
    const field = fields.filter((candidate) => named !== null && candidate.key === named[1])[0] ?? fields[0];
    problems[field.key] = say('field.clash', { field: say(field.label) });
  }
  return problems;
}
