// The clock's menus on two buttons, as a pure state machine. Left tap: next item (in an editor: the
// previous value, or the next digit). Right tap: open or do the item (in an editor: the next value, or
// +1 on the digit). Right hold: confirm. Left hold: back. Setup before the game; corrections and
// decisions (seal, lateness, end) in pause; the referee's choice after a flag.
import { COUNT_STYLES, LANGUAGES, SOUND_MODES, type SoundMode } from './settings';
import { presets, findPreset, formatSeconds, type Adjustment, type AdjustField, type ClockSettings, type ClockState, type Input, type Side, type TimeControl } from '../core/index';

export type MenuKey = 'left' | 'right';
export type MenuGesture = 'tap' | 'hold';

export interface VoiceSettings {
  volume: number;
  sound: SoundMode;
  mainTimeCalls: boolean;
  language: string;
  countStyle: string;
}

/** A time control being edited: every field kept, whatever the system, so switching systems loses nothing. */
export interface DraftControl {
  system: 'byoyomi' | 'absolute' | 'moves';
  mainMs: number;
  periods: number;
  periodMs: number;
  moves: number;
}

export interface SetupDraft extends VoiceSettings {
  preset: string;
  black: DraftControl;
  white: DraftControl;
  odds: boolean;
  rules: '1988' | 'later';
  blackButton: 'left' | 'right';
}

type ItemKind = 'action' | 'number' | 'choice' | 'clock';

/**
 * One menu item, as data: what it edits and within what bounds. In setup it edits a field of the draft,
 * or of one side's draft control (`side`); in the referee menu it corrects `key` of a side's clock,
 * reading the clock's own `from`; an action feeds inputs, saves or leaves.
 */
interface Item {
  label: string;
  kind: ItemKind;
  key?: string;
  side?: Side;
  /** A correction of the clock (the referee menu), read from the clock's field `from`. */
  from?: string;
  /** ms per unit shown: 1000 where the item shows seconds. */
  scale?: number;
  min?: number;
  /** number: the largest value; clock: the most seconds. */
  max?: number;
  step?: number;
  /** choice: the values the field takes, shown as `labels` (or the values in capitals). */
  values?: unknown[];
  labels?: string[];
  act?: Input | 'save' | 'close';
}

export interface MenuEffect {
  inputs: Input[];
  save?: SetupDraft;
  close: boolean;
}

export interface MenuState {
  kind: 'setup' | 'referee' | 'flag';
  index: number;
  editing: { value: number; cursor: number } | null;
  draft: SetupDraft | null;
}

const NOTHING: MenuEffect = { inputs: [], close: false };
const CLOSE: MenuEffect = { inputs: [], close: true };
/** Clock editor digits: hours, tens of minutes, minutes, tens of seconds, seconds. */
const CLOCK_DIGITS = [3600, 600, 60, 10, 1];
const CLOCK_BASES = [10, 6, 10, 6, 10];

function toDraft(tc: TimeControl): DraftControl {
  return {
    system: tc.system,
    mainMs: tc.mainMs,
    periods: tc.system === 'byoyomi' ? tc.periods : 5,
    periodMs: tc.system === 'absolute' ? 60000 : tc.periodMs,
    moves: tc.system === 'moves' ? tc.moves : 15,
  };
}

export function draftFrom(settings: ClockSettings, preset: string, blackButton: 'left' | 'right', voice: VoiceSettings): SetupDraft {
  return {
    preset: preset,
    black: toDraft(settings.black),
    white: toDraft(settings.white),
    odds: JSON.stringify(settings.black) !== JSON.stringify(settings.white),
    rules: settings.rules,
    blackButton: blackButton,
    volume: voice.volume,
    sound: voice.sound,
    mainTimeCalls: voice.mainTimeCalls,
    language: voice.language,
    countStyle: voice.countStyle,
  };
}

/** The draft's time control as raw JSON, for parseSettings. */
export function draftTimeControl(draft: SetupDraft): unknown {
  const raw = (c: DraftControl) =>
    c.system === 'absolute'
      ? { system: 'absolute', mainMs: c.mainMs }
      : c.system === 'byoyomi'
        ? { system: 'byoyomi', mainMs: c.mainMs, periods: c.periods, periodMs: c.periodMs }
        : { system: 'moves', mainMs: c.mainMs, moves: c.moves, periodMs: c.periodMs };
  return draft.odds ? { black: raw(draft.black), white: raw(draft.white), rules: draft.rules } : Object.assign(raw(draft.black), { rules: draft.rules });
}

const SYSTEMS = ['byoyomi', 'absolute', 'moves'];
const DAY_S = 24 * 3600 - 1;
const BLOCK_S = 2 * 3600;

function controlItems(draft: SetupDraft, side: Side, prefix: string): Item[] {
  const system = draft[side].system;
  const items: Item[] = [
    { label: prefix + 'SYSTEM', kind: 'choice', side: side, key: 'system', values: SYSTEMS, labels: ['BYO-YOMI', 'SUDDEN', 'MOVES'] },
    { label: prefix + 'MAIN', kind: 'clock', side: side, key: 'mainMs', scale: 1000, max: DAY_S },
  ];
  if (system === 'byoyomi') {
    items.push({ label: prefix + 'PERIODS', kind: 'number', side: side, key: 'periods', min: 1, max: 60, step: 1 });
    items.push({ label: prefix + 'PERIOD S', kind: 'number', side: side, key: 'periodMs', scale: 1000, min: 5, max: 600, step: 5 });
  }
  if (system === 'moves') {
    items.push({ label: prefix + 'MOVES', kind: 'number', side: side, key: 'moves', min: 1, max: 200, step: 1 });
    items.push({ label: prefix + 'BLOCK', kind: 'clock', side: side, key: 'periodMs', scale: 1000, min: 1, max: BLOCK_S });
  }
  return items;
}

function setupItems(state: MenuState): Item[] {
  const draft = state.draft as SetupDraft;
  const names = presets().map((p) => p.name);
  return [{ label: 'PRESET', kind: 'choice', key: 'preset', values: names } as Item].concat(
    controlItems(draft, 'black', draft.odds ? 'B ' : ''),
    [{ label: 'ODDS', kind: 'choice', key: 'odds', values: [false, true], labels: ['SAME', 'DIFFERENT'] }],
    draft.odds ? controlItems(draft, 'white', 'W ') : [],
    [
      { label: 'RULES', kind: 'choice', key: 'rules', values: ['later', '1988'] },
      { label: 'BLACK', kind: 'choice', key: 'blackButton', values: ['left', 'right'] },
      { label: 'VOLUME', kind: 'number', key: 'volume', min: 0, max: 30, step: 1 },
      { label: 'SOUND', kind: 'choice', key: 'sound', values: SOUND_MODES },
      { label: 'MAIN CALLS', kind: 'choice', key: 'mainTimeCalls', values: [true, false], labels: ['ON', 'OFF'] },
      { label: 'LANGUAGE', kind: 'choice', key: 'language', values: LANGUAGES },
      { label: 'COUNT', kind: 'choice', key: 'countStyle', values: COUNT_STYLES },
      { label: 'SAVE', kind: 'action', act: 'save' },
      { label: 'EXIT', kind: 'action', act: 'close' },
    ],
  );
}

function correctionItems(clock: ClockState, side: Side, prefix: string): Item[] {
  const tc = side === 'black' ? clock.settings.black : clock.settings.white;
  const c = side === 'black' ? clock.black : clock.white;
  // Sudden death cannot be corrected to no time at all.
  const items: Item[] = [{ label: prefix + 'MAIN', kind: 'clock', side: side, key: 'mainMs', from: 'mainMs', scale: 1000, min: tc.system === 'absolute' ? 1 : 0, max: DAY_S }];
  if (tc.system === 'byoyomi') {
    items.push({ label: prefix + 'PERIODS', kind: 'number', side: side, key: 'periods', from: 'periods', min: 1, max: 60, step: 1 });
    // The time already used in the period: a wrongly read count restarts from the wrong place (Art. 16.2).
    // Only the side on move in byo-yomi has a period under way; an idle side's restarts with its move.
    if (side === clock.onMove && c.mainMs === 0) {
      items.push({ label: prefix + 'USED S', kind: 'number', side: side, key: 'periodUsedMs', from: 'periodUsedMs', scale: 1000, min: 0, max: tc.periodMs / 1000 - 1, step: 1 });
    }
  }
  if (tc.system === 'moves') {
    items.push({ label: prefix + 'MOVES', kind: 'number', side: side, key: 'moves', from: 'movesLeft', min: 1, max: tc.moves, step: 1 });
    items.push({ label: prefix + 'BLOCK', kind: 'clock', side: side, key: 'periodMs', from: 'periodLeftMs', scale: 1000, min: 1, max: BLOCK_S });
  }
  return items;
}

function refereeItems(clock: ClockState): Item[] {
  return [{ label: 'RESUME', kind: 'action', act: { type: 'resume' } } as Item].concat(
    correctionItems(clock, 'black', 'B '),
    correctionItems(clock, 'white', 'W '),
    [
      { label: 'SEAL', kind: 'action', act: { type: 'seal' } },
      { label: 'LATE B', kind: 'action', act: { type: 'arrive', side: 'black' } },
      { label: 'LATE W', kind: 'action', act: { type: 'arrive', side: 'white' } },
      { label: 'END', kind: 'action', act: { type: 'end' } },
      { label: 'EXIT', kind: 'action', act: 'close' },
    ],
  );
}

function flagItems(clock: ClockState): Item[] {
  const items: Item[] = [{ label: 'LOST', kind: 'action', act: { type: 'end' } }];
  // A lateness forfeit is final; a time-out may be decided otherwise (later Art. 22.5).
  const system = clock.flagged === null || clock.flagReason === 'late' ? 'absolute' : (clock.flagged === 'black' ? clock.settings.black : clock.settings.white).system;
  // At the byo-yomi side's request its time-out may count as a pass.
  if (system === 'byoyomi' && clock.settings.rules === 'later') items.push({ label: 'PASS', kind: 'action', act: { type: 'timeoutPass' } });
  if (system !== 'absolute') items.push({ label: 'VOID FLAG', kind: 'action', act: { type: 'voidFlag' } });
  items.push({ label: 'EXIT', kind: 'action', act: 'close' });
  return items;
}

/** The value an item shows: a choice's index, or the field in the item's units (corrections rounded up to whole seconds). */
function valueOf(item: Item, state: MenuState, clock: ClockState): number {
  const scale = item.scale ?? 1;
  if (item.from !== undefined) {
    const held = (item.side === 'black' ? clock.black : clock.white) as unknown as Record<string, number>;
    const value = item.kind === 'clock' ? Math.ceil(held[item.from] / scale) : Math.floor(held[item.from] / scale);
    return Math.max(item.min ?? 0, value);
  }
  const fields = fieldsOf(item, state);
  if (item.kind === 'choice') return Math.max(0, (item.values as unknown[]).indexOf(fields[item.key as string]));
  return (fields[item.key as string] as number) / scale;
}

function fieldsOf(item: Item, state: MenuState): Record<string, unknown> {
  const draft = state.draft as SetupDraft;
  return (item.side === undefined ? draft : draft[item.side]) as unknown as Record<string, unknown>;
}

/** Applies a confirmed value: to the draft in setup, or as a correction the core makes. */
function apply(item: Item, state: MenuState, value: number): Input[] {
  const amount = Math.max(item.min ?? 0, value) * (item.scale ?? 1);
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
  return item.labels ?? (item.values as unknown[]).map((v) => String(v).toUpperCase());
}

function itemsOf(state: MenuState, clock: ClockState): Item[] {
  return state.kind === 'setup' ? setupItems(state) : state.kind === 'referee' ? refereeItems(clock) : flagItems(clock);
}

export function openMenu(kind: MenuState['kind'], draft: SetupDraft | null): MenuState {
  return { kind: kind, index: 0, editing: null, draft: draft };
}

function clampStep(item: Item, value: number, direction: number): number {
  if (item.kind === 'choice') {
    const n = (item.values as unknown[]).length;
    return (value + direction + n) % n;
  }
  const next = value + direction * (item.step as number);
  if (next > (item.max as number)) return item.min as number;
  if (next < (item.min as number)) return item.max as number;
  return next;
}

function clockStep(value: number, cursor: number, max: number): number {
  const unit = CLOCK_DIGITS[cursor];
  const digit = Math.floor(value / unit) % CLOCK_BASES[cursor];
  const next = value + (digit + 1 === CLOCK_BASES[cursor] ? -digit * unit : unit);
  return next > max ? value - digit * unit : next;
}

/** One gesture on an open menu: the new menu state (null when closed) and what the clock must do. */
export function menuGesture(state: MenuState, clock: ClockState, key: MenuKey, gesture: MenuGesture): { state: MenuState | null; effect: MenuEffect } {
  const items = itemsOf(state, clock);
  const item = items[Math.min(state.index, items.length - 1)];
  const next: MenuState = { kind: state.kind, index: state.index, editing: state.editing, draft: state.draft };
  if (state.editing !== null) {
    const editing = { value: state.editing.value, cursor: state.editing.cursor };
    next.editing = editing;
    if (gesture === 'hold') {
      next.editing = null;
      if (key === 'left') return { state: next, effect: NOTHING };
      return { state: next, effect: { inputs: apply(item, state, editing.value), close: false } };
    }
    if (item.kind === 'clock') {
      if (key === 'left') editing.cursor = (editing.cursor + 1) % CLOCK_DIGITS.length;
      else editing.value = clockStep(editing.value, editing.cursor, item.max as number);
    } else editing.value = clampStep(item, editing.value, key === 'left' ? -1 : 1);
    return { state: next, effect: NOTHING };
  }
  if (gesture === 'hold') return key === 'left' ? { state: null, effect: CLOSE } : { state: next, effect: NOTHING };
  if (key === 'left') {
    next.index = (state.index + 1) % items.length;
    return { state: next, effect: NOTHING };
  }
  if (item.kind === 'action') {
    const act = item.act as Input | 'save' | 'close';
    if (act === 'close') return { state: null, effect: CLOSE };
    return { state: null, effect: act === 'save' ? { inputs: [], save: state.draft as SetupDraft, close: true } : { inputs: [act], close: true } };
  }
  next.editing = { value: valueOf(item, state, clock), cursor: 0 };
  return { state: next, effect: NOTHING };
}

/** What the faces show for a menu: the item and its value on the left, the keys on the right. */
export function menuLines(state: MenuState, clock: ClockState): { left: string[]; right: string[] } {
  const items = itemsOf(state, clock);
  const item = items[Math.min(state.index, items.length - 1)];
  const value = state.editing !== null ? state.editing.value : item.kind === 'action' ? 0 : valueOf(item, state, clock);
  let shown = '';
  if (item.kind === 'clock') shown = formatSeconds(value);
  else if (item.kind === 'choice') shown = optionsOf(item)[value];
  else if (item.kind === 'number') shown = String(value);
  const title = state.kind === 'setup' ? 'SETUP' : state.kind === 'referee' ? 'REFEREE' : 'FLAG';
  const left = [title + ' ' + (state.index + 1) + '/' + items.length, item.label, shown];
  if (state.editing !== null && item.kind === 'clock') left.push('DIGIT ' + (state.editing.cursor + 1));
  const right = state.editing !== null ? ['L ' + (item.kind === 'clock' ? 'NEXT DIGIT' : '-'), 'R +', 'HOLD R OK', 'HOLD L BACK'] : ['L NEXT', 'R ' + (item.kind === 'action' ? 'DO' : 'EDIT'), 'HOLD L EXIT'];
  return { left: left, right: right };
}
