// The Setup's time control as fields: a system, then its own fields with their labels, units and bounds.
// A time is typed as hours, minutes and seconds; each field says at once when it is out of its bounds.
// Each system keeps its own values while another is chosen (a byo-yomi period and a Canadian block are
// different things), and main time goes across, so switching loses nothing.
import { findPreset, type TimeControl } from '../../../firmware/core/index';
import { controlOf, controlProblems, controlWords, fieldHint, formFields, formSystems, valuesOf, type FormField } from './controlForm';
import { t } from './pageLanguage';
import { $ } from './view';

export interface ControlFields {
  /** Shows `tc` (a preset's or a saved control's): its system and values, or only its words when the fields cannot hold it. */
  show(tc: Record<string, unknown>): void;
  /** The control the fields make (with what the shown control held besides them), or null while a control the fields cannot hold stands. */
  control(): Record<string, unknown> | null;
  /** The first field's problem in words, or "". */
  problem(): string;
  /** Draws the fields again in the page's language. */
  redraw(): void;
}

/** A whole-number field from 0 to `max`, as a phone's number pad fills it. */
export function numberInput(id: string, value: number, max: number): HTMLInputElement {
  const input = document.createElement('input');
  input.type = 'number';
  input.id = id;
  input.min = '0';
  input.max = String(max);
  input.step = '1';
  input.inputMode = 'numeric';
  input.value = String(value);
  return input;
}

/** A field and its unit, kept on one line: a line breaks between them never ("0 分 | 30 秒", not "30 | 秒"). */
function withUnit(input: HTMLInputElement, unit: string): HTMLElement {
  const pair = document.createElement('span');
  pair.className = 'withUnit';
  pair.append(input, unit);
  return pair;
}

/**
 * A time's fields holding `seconds`, with their units: hours, minutes and seconds, ids `<prefix>-h`, `-m` and
 * `-s`. A time that cannot reach an hour (`maxSeconds`) has no hours' field: its minutes hold what it would.
 */
export function timeInputs(prefix: string, seconds: number, maxSeconds: number): (HTMLElement | string)[] {
  const hours = maxSeconds >= 3600;
  const parts: (HTMLElement | string)[] = hours ? [withUnit(numberInput(prefix + '-h', Math.floor(seconds / 3600), Math.floor(maxSeconds / 3600)), t('unit.h')), ' '] : [];
  const minutes = Math.floor((hours ? seconds % 3600 : seconds) / 60);
  return parts.concat([withUnit(numberInput(prefix + '-m', minutes, hours ? 59 : Math.floor(maxSeconds / 60)), t('unit.min')), ' ', withUnit(numberInput(prefix + '-s', seconds % 60, 59), t('unit.s'))]);
}

/** The time typed in timeInputs' fields under `prefix`, in ms (a field left empty, or not there, is 0). */
export function timeTyped(prefix: string): number {
  const part = (suffix: string) => Number((document.getElementById(prefix + suffix) as HTMLInputElement | null)?.value || '0');
  return (part('-h') * 3600 + part('-m') * 60 + part('-s')) * 1000;
}

/** `edited` is told whenever a field or the system changes (the control is now the player's own). */
export function createControlFields(edited: () => void): ControlFields {
  const systemSelect = $<HTMLSelectElement>('system');
  /** Each system's values as last shown or typed; the system chosen reads and writes its own. */
  const bySystem: Record<string, Record<string, number>> = {};
  let values: Record<string, number> = valuesOf({ system: 'byoyomi' });
  /** What a shown control holds besides its fields (its calls, its lateness), kept until the system changes. */
  let extra: Record<string, unknown> = {};
  let whole: Record<string, unknown> | null = null;

  const fields = () => formFields(systemSelect.value);
  const readField = (field: FormField): number => (field.time ? timeTyped('f-' + field.key) : Number($<HTMLInputElement>('f-' + field.key).value || '0'));
  const describe = () => {
    const made = whole ?? Object.assign({}, extra, controlOf(systemSelect.value, values));
    let words = '';
    try {
      words = controlWords(made as unknown as TimeControl, t);
    } catch {
      words = '';
    }
    $('controlWords').textContent = words;
  };
  const draw = () => {
    const box = $('controlFields');
    box.replaceChildren();
    box.hidden = whole !== null;
    const chosen = whole === null ? systemSelect.value || 'byoyomi' : (whole.system as string);
    systemSelect.replaceChildren(...formSystems().map((name) => new Option(t(name + '.name'), name)));
    systemSelect.value = chosen;
    for (const field of whole === null ? fields() : []) {
      const label = document.createElement('label');
      label.className = 'field';
      const name = document.createElement('span');
      name.textContent = t(field.label);
      label.append(name, ' ');
      const value = values[field.key];
      if (field.time) label.append(...timeInputs('f-' + field.key, Math.floor(value / 1000), Math.floor(field.max / 1000)));
      else label.append(numberInput('f-' + field.key, value, field.max));
      const hint = document.createElement('small');
      hint.textContent = ' ' + fieldHint(field, t);
      const error = document.createElement('span');
      error.className = 'error';
      error.id = 'e-' + field.key;
      label.append(hint, error);
      box.append(label);
    }
    describe();
  };
  const check = (): string => {
    let first = '';
    const problems = whole === null ? controlProblems(systemSelect.value, values, t) : {};
    for (const field of whole === null ? fields() : []) {
      const problem = problems[field.key];
      $('e-' + field.key).textContent = problem === '' ? '' : ' ' + problem;
      if (first === '') first = problem;
    }
    return first;
  };
  $('controlFields').addEventListener('input', () => {
    for (const field of fields()) values[field.key] = readField(field);
    check();
    describe();
    edited();
  });
  systemSelect.addEventListener('change', () => {
    const mainMs = values.mainMs;
    whole = null;
    extra = {};
    values = bySystem[systemSelect.value] ?? (bySystem[systemSelect.value] = valuesOf({ system: systemSelect.value }));
    values.mainMs = mainMs;
    draw();
    check();
    edited();
  });
  return {
    show(tc) {
      const fits = formSystems().indexOf(tc.system as string) >= 0 && tc.black === undefined;
      whole = fits ? null : tc;
      if (fits) {
        systemSelect.value = tc.system as string;
        values = bySystem[tc.system as string] = valuesOf(tc);
        const own = ['system'].concat(formFields(tc.system as string).map((field) => field.key));
        extra = {};
        for (const key of Object.keys(tc)) if (own.indexOf(key) < 0) extra[key] = tc[key];
      }
      draw();
      check();
    },
    control: () => (whole === null ? Object.assign({}, extra, controlOf(systemSelect.value, values)) : null),
    problem: check,
    redraw() {
      draw();
      check();
    },
  };
}

/** A preset's control, as the fields show it. */
export function presetControl(name: string): Record<string, unknown> {
  return findPreset(name) as Record<string, unknown>;
}
