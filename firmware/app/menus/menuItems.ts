// The menus' items as data: what each edits and within what bounds. The state machine that walks them
// is in menus.ts. Items are made by the small constructors below, positional to keep the bundle small.
import { COUNT_STYLES, LANGUAGES, SOUND_MODES } from '../settings';
import { activeControl, clockFieldOf, presets, systemOf, systemNamed, systemNames, IN_FIVES, MAX_MAIN_MS, OPTIONAL, SECOND_MS, type AdjustField, type ClockState, type FieldRow, type Input, type Side, type TimeSystem } from '../../core/index';
import type { MenuState, ResultDraft, SetupDraft } from './draft';

export type ItemKind = 'action' | 'number' | 'choice' | 'clock';

/**
 * One menu item, as data: what it edits and within what bounds. In setup it edits a field of the draft,
 * or of one side's draft control (`side`); in the referee menu it corrects `key` of a side's clock,
 * reading the clock's own `from`; an action feeds inputs, saves or leaves.
 */
export interface Item {
  /** The catalogue key of its name (app/appWords.ts, or its system's), with "device.sideB" or "device.sideW" before it for one side's. */
  label: string;
  side?: Side;
  kind: ItemKind;
  key?: string;
  /** A correction of the clock (the referee menu), read from the clock's field `from`. */
  from?: string;
  /** ms per unit shown: 1000 where the item shows seconds. */
  scale: number;
  min: number;
  /** number: the largest value; clock: the most seconds. */
  max: number;
  step: number;
  /** choice: the values the field takes, shown as the words of `labels` (keys). */
  values?: unknown[];
  labels?: string[];
  act?: MenuAct;
}

const DAY_S = 24 * 3600 - 1;
/** Main time's bound, as the core checks it (a control's and a correction's alike). */
const MAIN_S = MAX_MAIN_MS / SECOND_MS;

function number(label: string, key: string, min: number, max: number, step: number, scale: number): Item {
  return { label: label, kind: 'number', key: key, min: min, max: max, step: step, scale: scale };
}

/** A time shown as h:mm:ss and edited digit by digit; `max` in seconds. */
function clock(label: string, key: string, min: number, max: number): Item {
  return { label: label, kind: 'clock', key: key, min: min, max: max, step: 1, scale: 1000 };
}

function choice(label: string, key: string, values: unknown[], labels: string[]): Item {
  return { label: label, kind: 'choice', key: key, values: values, labels: labels, min: 0, max: values.length - 1, step: 1, scale: 1 };
}

/** What an action item does: an input to the clock, or one of the menu's own acts ('result' tells the draft's). */
export type MenuAct = Input | 'save' | 'close' | 'radio' | 'result';

function action(label: string, act: MenuAct): Item {
  return { label: label, kind: 'action', act: act, min: 0, max: 0, step: 1, scale: 1 };
}

/** The items of one side's time control, its side named when `named`; `from` names the clock fields a correction reads. */
function forSide(items: Item[], side: Side, named: boolean, from?: string[]): Item[] {
  for (let i = 0; i < items.length; i++) {
    if (named) items[i].label = (side === 'black' ? 'device.sideB ' : 'device.sideW ') + items[i].label;
    items[i].side = side;
    if (from) items[i].from = from[i];
  }
  return items;
}

/** The item that edits one row of a system's fields, labelled as the system names it: a time digit by digit (an optional one from 0, "none"), else a number. */
function fieldItem(row: FieldRow): Item {
  const name = row[0];
  const label = row[4];
  // Periods of seconds go in 5 s steps, as referees set them; a block of moves is a time.
  if (row[3] & IN_FIVES) return number(label, name, 5, row[2] / SECOND_MS, 5, SECOND_MS);
  if (name.slice(-2) === 'Ms') return clock(label, name, row[3] & OPTIONAL ? 0 : Math.ceil(row[1] / SECOND_MS), Math.min(DAY_S, row[2] / SECOND_MS));
  return number(label, name, row[1], row[2], 1, 1);
}

function controlItems(draft: SetupDraft, side: Side, named: boolean): Item[] {
  const system = draft[side].system;
  const names = systemNames();
  const items = [choice('device.item.system', 'system', names, names.map((n) => (systemNamed(n) as TimeSystem).desk().menuLabel))];
  const desk = (systemNamed(system) as TimeSystem).desk();
  // A multi-stage control comes whole from a preset: its stages are not edited item by item.
  if (!desk.fromPreset) items.push(clock('device.item.main', 'mainMs', 0, MAIN_S));
  const own = desk.fields();
  for (let i = 0; i < own.length; i++) items.push(fieldItem(own[i]));
  return forSide(items, side, named);
}

export function setupItems(state: MenuState): Item[] {
  const draft = state.draft as SetupDraft;
  const names = presets().map((p) => p.name);
  return [choice('device.item.preset', 'preset', names, names.map((name) => 'device.preset.' + name))].concat(
    controlItems(draft, 'black', draft.odds),
    [choice('device.item.odds', 'odds', [false, true], ['device.item.same', 'device.item.different'])],
    draft.odds ? controlItems(draft, 'white', true) : [],
    [
      choice('device.item.rules', 'rules', ['later', '1988'], ['device.rules.later', 'device.rules.1988']),
      choice('device.item.blackButton', 'blackButton', ['left', 'right'], ['device.button.left', 'device.button.right']),
      number('device.item.volume', 'volume', 0, 30, 1, 1),
      choice('device.item.sound', 'sound', SOUND_MODES, ['device.sound.voice', 'device.beep', 'device.silent']),
      choice('device.item.mainCalls', 'mainTimeCalls', [true, false], ['device.on', 'device.off']),
      choice('device.item.language', 'language', LANGUAGES, LANGUAGES.map((l) => 'device.voice.' + l)),
      // The faces' language: the voice's, or one whose words npm run flash wrote.
      choice('device.item.text', 'text', [''].concat(state.texts ?? []), ['device.text.asVoice'].concat((state.texts ?? []).map((l) => 'device.text.' + l))),
      choice('device.item.count', 'countStyle', COUNT_STYLES, COUNT_STYLES.map((c) => 'device.count.' + c)),
      choice('device.item.moveNumbers', 'moveNumbers', [true, false], ['device.on', 'device.off']),
    ],
    // A board with Bluetooth tells the hall its game under this number (app/hall/); 0 tells nothing.
    state.radio ? [number('device.item.board', 'board', 0, 999, 1, 1)] : [],
    [action('device.item.save', 'save')],
    // Bluetooth's console, closed during games, opens only from here (firmware/app/console/radioConsole.ts).
    state.radio ? [action('device.item.radio', 'radio')] : [],
    [action('device.item.exit', 'close')],
  );
}

function correctionItems(clockState: ClockState, side: Side): Item[] {
  const tc = clockState.settings[side];
  const desk = systemOf(tc).desk();
  const rows = desk.adjustable(tc);
  const items: Item[] = [];
  const from: string[] = [];
  for (let i = 0; i < rows.length; i++) {
    const field: AdjustField = rows[i][0];
    if (field === 'mainMs') {
      // A system with no overtime cannot be corrected to no time at all.
      items.push(clock('device.item.main', field, desk.overtime ? 0 : 1, MAIN_S));
    } else if (field === 'periodUsedMs') {
      // The time already used in the period: a wrongly read count restarts from the wrong place (Art. 16.2).
      // Only the side on move in its periods has one under way; an idle side's restarts with its move.
      if (side !== clockState.onMove || clockState[side].mainMs > 0) continue;
      items.push(number('device.item.used', field, 0, Math.floor(rows[i][2] / SECOND_MS), 1, SECOND_MS));
    } else {
      // The label its system gives the field on the setup menu.
      const label = desk.fields().filter((row) => row[0] === field)[0][4];
      if (field.slice(-2) === 'Ms') items.push(clock(label, field, 1, rows[i][2] / SECOND_MS));
      else items.push(number(label, field, rows[i][1], rows[i][2], 1, 1));
    }
    from.push(clockFieldOf(field));
  }
  return forSide(items, side, true, from);
}

export function refereeItems(clockState: ClockState): Item[] {
  return [action('device.item.resume', { type: 'resume' })].concat(correctionItems(clockState, 'black'), correctionItems(clockState, 'white'), [
    action('device.item.seal', { type: 'seal' }),
    action('device.item.lateBlack', { type: 'arrive', side: 'black' }),
    action('device.item.lateWhite', { type: 'arrive', side: 'white' }),
    action('device.item.end', { type: 'end' }),
    action('device.item.exit', 'close'),
  ]);
}

export function flagItems(clockState: ClockState): Item[] {
  const items = [action('device.item.lost', { type: 'end' })];
  // A lateness forfeit is final; a time-out may be decided otherwise (later Art. 22.5).
  const flagged = clockState.flagged;
  if (flagged !== null && clockState.flagReason !== 'late') {
    const desk = systemOf(activeControl(clockState, flagged)).desk();
    // At the byo-yomi side's request its time-out may count as a pass.
    if (desk.passOnTimeout && clockState.settings.rules === 'later') items.push(action('device.item.pass', { type: 'timeoutPass' }));
    // A flag voided ends the move at the flag, which only a system with overtime has time for.
    if (desk.overtime) items.push(action('device.item.voidFlag', { type: 'voidFlag' }));
  }
  items.push(action('device.item.exit', 'close'));
  return items;
}

/** The end of a game not decided on a flag: who won and how, the margin only for a count. */
export function resultItems(draft: ResultDraft): Item[] {
  const items = [choice('device.item.winner', 'winner', ['black', 'white', 'jigo'], ['device.black', 'device.white', 'device.jigo'])];
  if (draft.winner !== 'jigo') items.push(choice('device.item.by', 'by', ['resign', 'points', 'time', 'forfeit'], ['device.by.resign', 'device.by.points', 'device.by.time', 'device.by.forfeit']));
  if (draft.winner !== 'jigo' && draft.by === 'points') items.push(number('device.item.points', 'points', 0, 999, 1, 1), choice('device.item.half', 'half', [true, false], ['device.half', 'device.none']));
  items.push(action('device.item.save', 'result'), action('device.item.exit', 'close'));
  return items;
}
