// What the setup menu edits: a draft of the settings, every system's fields kept whatever the system,
// made from the clock's settings and turned back into raw JSON for parseSettings.
import { copyPlainSettings, type SavedSettings } from '../settings';
import { findPreset, resultParts, resultText, startingMainMs, systemFields, systemNamed, systemNames, OPTIONAL, type ClockSettings, type ResultBy, type ResultWinner, type Stage, type TimeControl, type TimeSystem } from '../../core/index';

/** The settings the setup menu edits besides the time control: the saved settings' own fields. */
export type VoiceSettings = Pick<SavedSettings, 'volume' | 'sound' | 'mainTimeCalls' | 'language' | 'text' | 'countStyle' | 'moveNumbers' | 'board'>;

/**
 * A time control being edited: every system's own fields kept by name (each system's module names them and
 * gives the value they start from), whatever the system, so switching systems loses nothing. A multi-stage
 * control is picked as a preset and kept whole in `stages`.
 */
export interface DraftControl {
  system: string;
  mainMs: number;
  stages: Stage[];
}

export interface SetupDraft extends VoiceSettings {
  preset: string;
  black: DraftControl;
  white: DraftControl;
  odds: boolean;
  rules: '1988' | 'later';
  blackButton: 'left' | 'right';
}

/** What the result menu edits: who won and how, and a margin in points as whole points and a half. */
export interface ResultDraft {
  winner: ResultWinner;
  by: ResultBy;
  points: number;
  half: boolean;
}

export interface MenuState {
  kind: 'setup' | 'referee' | 'flag' | 'result';
  index: number;
  /** An item being edited: its value so far, and for a time the digit under edit (0 = hours). */
  editing: { current: number; digit: number } | null;
  draft: SetupDraft | ResultDraft | null;
  /** The setup menu offers to open the Bluetooth console (a board with Bluetooth, between games). */
  radio?: boolean;
  /** The text languages whose words are in Storage, which the setup menu offers. */
  texts?: string[];
}

export function toDraft(tc: TimeControl): DraftControl {
  const draft = { system: tc.system, mainMs: startingMainMs(tc), stages: [] as Stage[] };
  const fields = draft as unknown as Record<string, number>;
  // Each field starts from the value its system gives (the first system in the registry's order that has it).
  const names = systemNames();
  for (let s = 0; s < names.length; s++) {
    const rows = systemFields(names[s]);
    for (let i = 0; i < rows.length; i++) if (fields[rows[i][0]] === undefined) fields[rows[i][0]] = rows[i][5];
  }
  const own = tc as unknown as Record<string, unknown>;
  for (const name in fields) if (name !== 'mainMs' && typeof own[name] === 'number') fields[name] = own[name] as number;
  // Choosing STAGES without a multi-stage preset gives the FIDE one's stages to start from.
  draft.stages = (tc as { stages?: Stage[] }).stages ?? ((findPreset('fide-90m+30s-40') ?? { stages: [] }) as { stages: Stage[] }).stages;
  return draft;
}

export function draftFrom(settings: ClockSettings, saved: SavedSettings): SetupDraft {
  const draft = {
    black: toDraft(settings.black),
    white: toDraft(settings.white),
    odds: JSON.stringify(settings.black) !== JSON.stringify(settings.white),
    rules: settings.rules,
  } as SetupDraft;
  copyPlainSettings(saved, draft);
  return draft;
}

/** The draft's time control as raw JSON, for parseSettings. */
export function draftTimeControl(draft: SetupDraft): unknown {
  const raw = (c: DraftControl) => {
    const desk = (systemNamed(c.system) as TimeSystem).desk();
    // A control that comes whole from a preset (multi-stage) is kept whole.
    if (desk.fromPreset) return { system: c.system, stages: c.stages };
    const control: Record<string, unknown> = { system: c.system, mainMs: c.mainMs };
    const own = desk.fields();
    for (let i = 0; i < own.length; i++) {
      const value = (c as unknown as Record<string, number>)[own[i][0]];
      if (value !== 0 || !(own[i][3] & OPTIONAL)) control[own[i][0]] = value;
    }
    return control;
  };
  return draft.odds ? { black: raw(draft.black), white: raw(draft.white), rules: draft.rules } : Object.assign(raw(draft.black), { rules: draft.rules });
}

/** The result menu's draft: the result told so far, or Black by resignation (komi's half point ready for a count). */
export function resultDraft(told: string | null): ResultDraft {
  if (told === null) return { winner: 'black', by: 'resign', points: 0, half: true };
  const parts = resultParts(told);
  return { winner: parts.winner, by: parts.winner === 'jigo' ? 'resign' : parts.by, points: Math.floor(parts.margin), half: parts.margin % 1 !== 0 || told === '0' };
}

/** The result the draft tells (core/result.ts; by points with no margin is no result). */
export function draftResult(draft: ResultDraft): string {
  return resultText(draft.winner, draft.by, draft.points + (draft.half ? 0.5 : 0));
}
