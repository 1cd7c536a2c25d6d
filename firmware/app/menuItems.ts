// The menus' items as data: what each edits and within what bounds. The state machine that walks them
// is in menus.ts.
import { COUNT_STYLES, LANGUAGES, SOUND_MODES } from './settings';
import { presets, type ClockState, type Input, type Side } from '../core/index';
import type { MenuState, SetupDraft } from './menus';

export type ItemKind = 'action' | 'number' | 'choice' | 'clock';

/**
 * One menu item, as data: what it edits and within what bounds. In setup it edits a field of the draft,
 * or of one side's draft control (`side`); in the referee menu it corrects `key` of a side's clock,
 * reading the clock's own `from`; an action feeds inputs, saves or leaves.
 */
export interface Item {
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

export function setupItems(state: MenuState): Item[] {
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

export function refereeItems(clock: ClockState): Item[] {
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

export function flagItems(clock: ClockState): Item[] {
  const items: Item[] = [{ label: 'LOST', kind: 'action', act: { type: 'end' } }];
  // A lateness forfeit is final; a time-out may be decided otherwise (later Art. 22.5).
  const system = clock.flagged === null || clock.flagReason === 'late' ? 'absolute' : (clock.flagged === 'black' ? clock.settings.black : clock.settings.white).system;
  // At the byo-yomi side's request its time-out may count as a pass.
  if (system === 'byoyomi' && clock.settings.rules === 'later') items.push({ label: 'PASS', kind: 'action', act: { type: 'timeoutPass' } });
  if (system !== 'absolute') items.push({ label: 'VOID FLAG', kind: 'action', act: { type: 'voidFlag' } });
  items.push({ label: 'EXIT', kind: 'action', act: 'close' });
  return items;
}
