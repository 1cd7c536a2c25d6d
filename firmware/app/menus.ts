// The clock's menus on two buttons, as a pure state machine. Left tap: next item (in an editor: the
// previous value, or the next digit). Right tap: open or do the item (in an editor: the next value, or
// +1 on the digit). Right hold: confirm. Left hold: back. Setup before the game; corrections and
// decisions (seal, lateness, end) in pause; the referee's choice after a flag.
import { COUNT_STYLES, LANGUAGES, SOUND_MODES, type SoundMode } from './settings';
import { presets, findPreset, formatSeconds, type Adjustment, type AdjustField, type ClockSettings, type CountStyle, type ClockState, type Input, type Side, type TimeControl } from '../core/index';

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

interface Item {
  label: string;
  kind: ItemKind;
  /** number: [min, max, step]; choice: the options; clock: max seconds. */
  min?: number;
  max?: number;
  step?: number;
  options?: string[];
  get?: () => number;
  /** Applies a confirmed value; returns inputs for the core, if any. */
  set?: (value: number) => Input[];
  act?: () => MenuEffect;
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

function controlItems(draft: SetupDraft, side: Side, prefix: string): Item[] {
  const c = side === 'black' ? draft.black : draft.white;
  const systems = ['byoyomi', 'absolute', 'moves'];
  const items: Item[] = [
    { label: prefix + 'SYSTEM', kind: 'choice', options: ['BYO-YOMI', 'SUDDEN', 'MOVES'], get: () => systems.indexOf(c.system),
      set: (v) => { c.system = systems[v] as DraftControl['system']; return []; } },
    { label: prefix + 'MAIN', kind: 'clock', max: 24 * 3600 - 1, get: () => c.mainMs / 1000, set: (v) => { c.mainMs = v * 1000; return []; } },
  ];
  if (c.system === 'byoyomi') {
    items.push({ label: prefix + 'PERIODS', kind: 'number', min: 1, max: 60, step: 1, get: () => c.periods, set: (v) => { c.periods = v; return []; } });
    items.push({ label: prefix + 'PERIOD S', kind: 'number', min: 5, max: 600, step: 5, get: () => c.periodMs / 1000, set: (v) => { c.periodMs = v * 1000; return []; } });
  }
  if (c.system === 'moves') {
    items.push({ label: prefix + 'MOVES', kind: 'number', min: 1, max: 200, step: 1, get: () => c.moves, set: (v) => { c.moves = v; return []; } });
    items.push({ label: prefix + 'BLOCK', kind: 'clock', max: 2 * 3600, get: () => c.periodMs / 1000, set: (v) => { c.periodMs = Math.max(1, v) * 1000; return []; } });
  }
  return items;
}

function setupItems(state: MenuState): Item[] {
  const draft = state.draft as SetupDraft;
  const items: Item[] = [
    { label: 'PRESET', kind: 'choice', options: presets().map((p) => p.name.toUpperCase()), get: () => Math.max(0, presets().findIndex((p) => p.name === draft.preset)),
      set: (v) => {
        const preset = presets()[v];
        const raw = findPreset(preset.name) as TimeControl;
        draft.preset = preset.name;
        draft.black = toDraft(raw);
        draft.white = toDraft(raw);
        draft.odds = false;
        return [];
      } },
  ];
  const prefix = draft.odds ? 'B ' : '';
  const rest: Item[] = [
    { label: 'ODDS', kind: 'choice', options: ['SAME', 'DIFFERENT'], get: () => (draft.odds ? 1 : 0),
      set: (v) => { draft.odds = v === 1; if (draft.odds) draft.white = JSON.parse(JSON.stringify(draft.black)); return []; } },
  ];
  const white = draft.odds ? controlItems(draft, 'white', 'W ') : [];
  const general: Item[] = [
    { label: 'RULES', kind: 'choice', options: ['LATER', '1988'], get: () => (draft.rules === 'later' ? 0 : 1), set: (v) => { draft.rules = v === 0 ? 'later' : '1988'; return []; } },
    { label: 'BLACK', kind: 'choice', options: ['LEFT', 'RIGHT'], get: () => (draft.blackButton === 'left' ? 0 : 1), set: (v) => { draft.blackButton = v === 0 ? 'left' : 'right'; return []; } },
    { label: 'VOLUME', kind: 'number', min: 0, max: 30, step: 1, get: () => draft.volume, set: (v) => { draft.volume = v; return []; } },
    { label: 'SOUND', kind: 'choice', options: SOUND_MODES.map((m) => m.toUpperCase()), get: () => Math.max(0, SOUND_MODES.indexOf(draft.sound)), set: (v) => { draft.sound = SOUND_MODES[v]; return []; } },
    { label: 'MAIN CALLS', kind: 'choice', options: ['ON', 'OFF'], get: () => (draft.mainTimeCalls ? 0 : 1), set: (v) => { draft.mainTimeCalls = v === 0; return []; } },
    { label: 'LANGUAGE', kind: 'choice', options: LANGUAGES.map((l) => l.toUpperCase()), get: () => Math.max(0, LANGUAGES.indexOf(draft.language)), set: (v) => { draft.language = LANGUAGES[v]; return []; } },
    { label: 'COUNT', kind: 'choice', options: COUNT_STYLES.map((c) => c.toUpperCase()), get: () => Math.max(0, COUNT_STYLES.indexOf(draft.countStyle as CountStyle)), set: (v) => { draft.countStyle = COUNT_STYLES[v]; return []; } },
    { label: 'SAVE', kind: 'action', act: () => ({ inputs: [], save: draft, close: true }) },
    { label: 'EXIT', kind: 'action', act: () => CLOSE },
  ];
  return items.concat(controlItems(draft, 'black', prefix), rest, white, general);
}

function adjust(side: Side, field: AdjustField, value: number): Input[] {
  const adjustment: Adjustment = { side: side };
  adjustment[field] = value;
  return [Object.assign({ type: 'adjust' as const }, adjustment)];
}

function correctionItems(clock: ClockState, side: Side, prefix: string): Item[] {
  const tc = side === 'black' ? clock.settings.black : clock.settings.white;
  const c = side === 'black' ? clock.black : clock.white;
  const items: Item[] = [
    { label: prefix + 'MAIN', kind: 'clock', max: 24 * 3600 - 1, get: () => Math.ceil(c.mainMs / 1000), set: (v) => adjust(side, 'mainMs', tc.system === 'absolute' ? Math.max(1, v) * 1000 : v * 1000) },
  ];
  if (tc.system === 'byoyomi') {
    items.push({ label: prefix + 'PERIODS', kind: 'number', min: 1, max: 60, step: 1, get: () => Math.max(1, c.periods), set: (v) => adjust(side, 'periods', v) });
    // The time already used in the period: a wrongly read count restarts from the wrong place (Art. 16.2).
    // Only the side on move in byo-yomi has a period under way; an idle side's restarts with its move.
    if (side === clock.onMove && c.mainMs === 0) {
      items.push({ label: prefix + 'USED S', kind: 'number', min: 0, max: tc.periodMs / 1000 - 1, step: 1, get: () => Math.floor(c.periodUsedMs / 1000),
        set: (v) => adjust(side, 'periodUsedMs', v * 1000) });
    }
  }
  if (tc.system === 'moves') {
    items.push({ label: prefix + 'MOVES', kind: 'number', min: 1, max: tc.moves, step: 1, get: () => c.movesLeft, set: (v) => adjust(side, 'moves', v) });
    items.push({ label: prefix + 'BLOCK', kind: 'clock', max: 2 * 3600, get: () => Math.ceil(c.periodLeftMs / 1000), set: (v) => adjust(side, 'periodMs', Math.max(1, v) * 1000) });
  }
  return items;
}

function refereeItems(clock: ClockState): Item[] {
  const act = (inputs: Input[]): MenuEffect => ({ inputs: inputs, close: true });
  return [
    { label: 'RESUME', kind: 'action', act: () => act([{ type: 'resume' }]) } as Item,
  ].concat(
    correctionItems(clock, 'black', 'B '),
    correctionItems(clock, 'white', 'W '),
    [
      { label: 'SEAL', kind: 'action', act: () => act([{ type: 'seal' }]) },
      { label: 'LATE B', kind: 'action', act: () => act([{ type: 'arrive', side: 'black' }]) },
      { label: 'LATE W', kind: 'action', act: () => act([{ type: 'arrive', side: 'white' }]) },
      { label: 'END', kind: 'action', act: () => act([{ type: 'end' }]) },
      { label: 'EXIT', kind: 'action', act: () => CLOSE },
    ],
  );
}

function flagItems(clock: ClockState): Item[] {
  const act = (inputs: Input[]): MenuEffect => ({ inputs: inputs, close: true });
  const items: Item[] = [{ label: 'LOST', kind: 'action', act: () => act([{ type: 'end' }]) }];
  // A lateness forfeit is final; a time-out may be decided otherwise (later Art. 22.5).
  const system = clock.flagged === null || clock.flagReason === 'late' ? 'absolute' : (clock.flagged === 'black' ? clock.settings.black : clock.settings.white).system;
  // At the byo-yomi side's request its time-out may count as a pass.
  if (system === 'byoyomi' && clock.settings.rules === 'later') items.push({ label: 'PASS', kind: 'action', act: () => act([{ type: 'timeoutPass' }]) });
  if (system !== 'absolute') items.push({ label: 'VOID FLAG', kind: 'action', act: () => act([{ type: 'voidFlag' }]) });
  items.push({ label: 'EXIT', kind: 'action', act: () => CLOSE });
  return items;
}

function itemsOf(state: MenuState, clock: ClockState): Item[] {
  return state.kind === 'setup' ? setupItems(state) : state.kind === 'referee' ? refereeItems(clock) : flagItems(clock);
}

export function openMenu(kind: MenuState['kind'], draft: SetupDraft | null): MenuState {
  return { kind: kind, index: 0, editing: null, draft: draft };
}

function clampStep(item: Item, value: number, direction: number): number {
  if (item.kind === 'choice') {
    const n = (item.options as string[]).length;
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
      return { state: next, effect: { inputs: (item.set as (v: number) => Input[])(editing.value), close: false } };
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
    const effect = (item.act as () => MenuEffect)();
    return { state: effect.close ? null : next, effect: effect };
  }
  next.editing = { value: (item.get as () => number)(), cursor: 0 };
  return { state: next, effect: NOTHING };
}

/** What the faces show for a menu: the item and its value on the left, the keys on the right. */
export function menuLines(state: MenuState, clock: ClockState): { left: string[]; right: string[] } {
  const items = itemsOf(state, clock);
  const item = items[Math.min(state.index, items.length - 1)];
  const value = state.editing !== null ? state.editing.value : item.get ? item.get() : 0;
  let shown = '';
  if (item.kind === 'clock') shown = formatSeconds(value);
  else if (item.kind === 'choice') shown = (item.options as string[])[value];
  else if (item.kind === 'number') shown = String(value);
  const title = state.kind === 'setup' ? 'SETUP' : state.kind === 'referee' ? 'REFEREE' : 'FLAG';
  const left = [title + ' ' + (state.index + 1) + '/' + items.length, item.label, shown];
  if (state.editing !== null && item.kind === 'clock') left.push('DIGIT ' + (state.editing.cursor + 1));
  const right = state.editing !== null ? ['L ' + (item.kind === 'clock' ? 'NEXT DIGIT' : '-'), 'R +', 'HOLD R OK', 'HOLD L BACK'] : ['L NEXT', 'R ' + (item.kind === 'action' ? 'DO' : 'EDIT'), 'HOLD L EXIT'];
  return { left: left, right: right };
}
