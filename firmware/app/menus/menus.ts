// The clock's menus on two buttons, as a pure state machine. Left tap: next item (in an editor: the
// previous value, or -1 on the digit). Right tap: open or do the item (in an editor: the next value, or
// +1 on the digit). Right hold: confirm. Left hold: back, or in a time editor the next digit (a long
// hold, 3 s, is back there). Setup before the game; corrections and decisions (seal, lateness, end) in
// pause; the referee's choice after a flag.
import { flagItems, refereeItems, resultItems, setupItems, type Item, type MenuAct } from './menuItems';
import { draftResult, toDraft, type MenuState, type ResultDraft, type SetupDraft } from './draft';
import { findPreset, formatSeconds, resultProblem, type Adjustment, type AdjustField, type ClockState, type Input, type Side, type TimeControl } from '../../core/index';
import { word } from '../words/words';

export type { MenuState, ResultDraft, SetupDraft } from './draft';
export type { Item } from './menuItems';
export { draftFrom, draftTimeControl, resultDraft } from './draft';

export type MenuKey = 'left' | 'right';
export type MenuGesture = 'tap' | 'hold' | 'long';

export interface MenuEffect {
  inputs: Input[];
  save?: SetupDraft;
  /** Open the Bluetooth console for a few minutes. */
  radio?: boolean;
  close: boolean;
  /** Why the act was not done, for the faces: the menu stays open. */
  error?: string;
}

// Effects and tables are made when a gesture needs them: on Espruino an object held costs variables the whole game.
function nothing(): MenuEffect {
  return { inputs: [], close: false };
}

function closed(): MenuEffect {
  return { inputs: [], close: true };
}
/** Clock editor digits: hours, tens of minutes, minutes, tens of seconds, seconds. */
const CLOCK_DIGITS = 5;

/** The value an item shows: a choice's index, or the field in the item's units (corrections rounded up to whole seconds). */
function valueOf(item: Item, state: MenuState, clock: ClockState): number {
  if (item.from !== undefined) {
    const held = clock[item.side as Side] as unknown as Record<string, number>;
    const value = (item.kind === 'clock' ? Math.ceil : Math.floor)(held[item.from] / item.scale);
    return Math.max(item.min, value);
  }
  const fields = fieldsOf(item, state);
  if (item.kind === 'choice') return Math.max(0, (item.values as unknown[]).indexOf(fields[item.key as string]));
  return (fields[item.key as string] as number) / item.scale;
}

function fieldsOf(item: Item, state: MenuState): Record<string, unknown> {
  const draft = state.draft as SetupDraft;
  return (item.side === undefined ? draft : draft[item.side]) as unknown as Record<string, unknown>;
}

/** Applies a confirmed value: to the draft in setup, or as a correction the core makes. */
function apply(item: Item, state: MenuState, value: number): Input[] {
  const amount = Math.max(item.min, value) * item.scale;
  if (item.from !== undefined) {
    const adjustment: Adjustment = { side: item.side as Side };
    adjustment[item.key as AdjustField] = amount;
    return [Object.assign({ type: 'adjust' as const }, adjustment)];
  }
  const draft = state.draft as SetupDraft;
  fieldsOf(item, state)[item.key as string] = item.kind === 'choice' ? (item.values as unknown[])[value] : amount;
  if (item.key === 'preset') {
    const raw = findPreset(draft.preset) as TimeControl;
    draft.black = toDraft(raw);
    draft.white = toDraft(raw);
    draft.odds = false;
  }
  if (item.key === 'odds' && draft.odds) draft.white = JSON.parse(JSON.stringify(draft.black));
  return [];
}

function optionsOf(item: Item): string[] {
  return (item.labels as string[]).map((key) => word(key));
}

/** An item's name in words: its key's, after its side's for one side's item ("device.sideB byoyomi.device.periods"). */
function labelWord(label: string): string {
  const space = label.indexOf(' ');
  return space < 0 ? word(label) : word(label.slice(0, space), { label: word(label.slice(space + 1)) });
}

function itemsOf(state: MenuState, clock: ClockState): Item[] {
  if (state.kind === 'result') return resultItems(state.draft as ResultDraft);
  return state.kind === 'setup' ? setupItems(state) : state.kind === 'referee' ? refereeItems(clock) : flagItems(clock);
}

/** `radio`: the setup menu offers to open the Bluetooth console. */
export function openMenu(kind: MenuState['kind'], draft: SetupDraft | ResultDraft | null, radio?: boolean, texts?: string[]): MenuState {
  return { kind: kind, index: 0, editing: null, draft: draft, radio: radio === true, texts: texts };
}

/** The next or previous value, wrapping round at the bounds (a choice's bounds are its first and last index). */
function clampStep(item: Item, value: number, direction: number): number {
  const next = value + direction * item.step;
  if (next > item.max) return item.min;
  if (next < item.min) return item.max;
  return next;
}

/** The value with the digit under `cursor` one up or down, wrapping within the digit and never over `max`. */
export function clockStep(value: number, cursor: number, max: number, direction: number): number {
  // Each digit's seconds and base, made here rather than kept: Espruino would hold them all game.
  const unit = [3600, 600, 60, 10, 1][cursor];
  const base = [10, 6, 10, 6, 10][cursor];
  const rest = value - (Math.floor(value / unit) % base) * unit;
  let digit = (Math.floor(value / unit) % base + base + direction) % base;
  // Past the top: up wraps to 0; down lands on the highest digit that fits.
  while (rest + digit * unit > max) digit = direction > 0 ? 0 : digit - 1;
  return rest + digit * unit;
}

/** A time as the editor shows it: "h:mm:ss", the hours always there so each digit keeps its place. */
export function clockText(seconds: number): string {
  const text = formatSeconds(seconds);
  return seconds < 3600 ? '0:' + (seconds < 600 ? '0' : '') + text : text;
}


/** One gesture on an open menu: the new menu state (null when closed) and what the clock must do. */
export function menuGesture(state: MenuState, clock: ClockState, key: MenuKey, gesture: MenuGesture): { state: MenuState | null; effect: MenuEffect } {
  const items = itemsOf(state, clock);
  const item = items[Math.min(state.index, items.length - 1)];
  const next: MenuState = { kind: state.kind, index: state.index, editing: state.editing, draft: state.draft, radio: state.radio, texts: state.texts };
  if (state.editing !== null) {
    const editing = { current: state.editing.current, digit: state.editing.digit };
    next.editing = editing;
    if (key === 'left' && gesture === 'hold' && item.kind === 'clock') {
      editing.digit = (editing.digit + 1) % CLOCK_DIGITS;
      return { state: next, effect: nothing() };
    }
    if (gesture !== 'tap') {
      next.editing = null;
      if (key === 'left') return { state: next, effect: nothing() };
      return { state: next, effect: { inputs: apply(item, state, editing.current), close: false } };
    }
    const direction = key === 'left' ? -1 : 1;
    editing.current = item.kind === 'clock' ? clockStep(editing.current, editing.digit, item.max, direction) : clampStep(item, editing.current, direction);
    return { state: next, effect: nothing() };
  }
  if (gesture !== 'tap') return key === 'left' ? { state: null, effect: closed() } : { state: next, effect: nothing() };
  if (key === 'left') {
    next.index = (state.index + 1) % items.length;
    return { state: next, effect: nothing() };
  }
  if (item.kind === 'action') {
    const act = item.act as MenuAct;
    if (act === 'close') return { state: null, effect: closed() };
    if (act === 'radio') return { state: null, effect: { inputs: [], radio: true, close: true } };
    if (act === 'result') {
      const told = draftResult(state.draft as ResultDraft);
      // A count with no margin is no result: the faces say so, and the menu stays.
      if (resultProblem(told) !== '') return { state: next, effect: { inputs: [], close: false, error: word('device.noMargin') } };
      return { state: null, effect: { inputs: [{ type: 'result', result: told }], close: true } };
    }
    return { state: null, effect: act === 'save' ? { inputs: [], save: state.draft as SetupDraft, close: true } : { inputs: [act], close: true } };
  }
  next.editing = { current: valueOf(item, state, clock), digit: 0 };
  return { state: next, effect: nothing() };
}

/** What the faces show for a menu: on the left the item and its value, with the digit under edit; on the right the keys. */
export interface MenuFace {
  heading: string;
  item: string;
  shown: string;
  /** The character of `shown` under edit, or -1. */
  editAt: number;
  /** What each key does now. */
  hints: string[];
}

/** The item the menu is on. */
export function menuItem(state: MenuState, clock: ClockState): Item {
  const items = itemsOf(state, clock);
  return items[Math.min(state.index, items.length - 1)];
}

/**
 * A choice's option the menu shows, as its catalogue key, or null on another kind of item: a tool that walks the
 * menus (the simulator's referee gestures) compares keys, as the words change with the faces' language.
 */
export function menuOptionKey(state: MenuState, clock: ClockState): string | null {
  const item = menuItem(state, clock);
  if (item.kind !== 'choice') return null;
  return (item.labels as string[])[state.editing !== null ? state.editing.current : valueOf(item, state, clock)];
}

export function menuFace(state: MenuState, clock: ClockState): MenuFace {
  const items = itemsOf(state, clock);
  const item = items[Math.min(state.index, items.length - 1)];
  const editing = state.editing;
  const value = editing !== null ? editing.current : item.kind === 'action' ? 0 : valueOf(item, state, clock);
  let shown = '';
  if (item.kind === 'clock') shown = clockText(value);
  else if (item.kind === 'choice') shown = optionsOf(item)[value];
  else if (item.kind === 'number') shown = String(value);
  else if (item.act === 'result') shown = draftResult(state.draft as ResultDraft);
  const title = word('device.menu.' + state.kind, { at: state.index + 1, of: items.length });
  let keys = ['device.hint.next', item.kind === 'action' ? 'device.hint.do' : 'device.hint.change', 'device.hint.leave'];
  if (editing !== null && item.kind === 'clock') keys = ['device.hint.down', 'device.hint.up', 'device.hint.nextDigit', 'device.hint.ok', 'device.hint.cancelDigits'];
  else if (editing !== null) keys = ['device.hint.previous', 'device.hint.following', 'device.hint.ok', 'device.hint.cancel'];
  // The digit under edit, by where each editor digit sits in clockText.
  return { heading: title, item: labelWord(item.label), shown: shown, editAt: editing !== null && item.kind === 'clock' ? [0, 2, 3, 5, 6][editing.digit] : -1, hints: keys.map((key) => word(key)) };
}
