// What the setup menu edits: a draft of the settings, every system's fields kept whatever the system,
// made from the clock's settings and turned back into raw JSON for parseSettings.
import { copyPlainSettings, type SavedSettings } from '../settings';
import { findPreset, startingMainMs, systemNamed, MINUTE_MS, OPTIONAL, SECOND_MS, type ClockSettings, type Stage, type TimeControl, type TimeSystem } from '../../core/index';

/** The settings the setup menu edits besides the time control: the saved settings' own fields. */
export type VoiceSettings = Pick<SavedSettings, 'volume' | 'sound' | 'mainTimeCalls' | 'language' | 'countStyle' | 'moveNumbers' | 'board'>;

/**
 * A time control being edited: every system's fields kept, whatever the system, so switching systems
 * loses nothing. `maxMs` 0 is no cap. A multi-stage control is picked as a preset and kept whole in `stages`.
 */
export interface DraftControl {
  system: string;
  mainMs: number;
  periods: number;
  periodMs: number;
  moves: number;
  incrementMs: number;
  maxMs: number;
  delayMs: number;
  extensionMs: number;
  penaltyPoints: number;
  maxExtensions: number;
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

export interface MenuState {
  kind: 'setup' | 'referee' | 'flag';
  index: number;
  /** An item being edited: its value so far, and for a time the digit under edit (0 = hours). */
  editing: { current: number; digit: number } | null;
  draft: SetupDraft | null;
  /** The setup menu offers to open the Bluetooth console (a board with Bluetooth, between games). */
  radio?: boolean;
}

export function toDraft(tc: TimeControl): DraftControl {
  const draft: DraftControl = {
    system: tc.system,
    mainMs: 0,
    periods: 5,
    periodMs: MINUTE_MS,
    moves: 15,
    incrementMs: 10 * SECOND_MS,
    maxMs: 0,
    delayMs: 5 * SECOND_MS,
    extensionMs: 35 * MINUTE_MS,
    penaltyPoints: 2,
    maxExtensions: 3,
    // Choosing STAGES without a multi-stage preset gives the FIDE one's stages to start from.
    stages: ((findPreset('fide-90m+30s-40') ?? { stages: [] }) as { stages: Stage[] }).stages,
  };
  Object.assign(draft, tc);
  delete (draft as { calls?: unknown }).calls;
  draft.mainMs = startingMainMs(tc);
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

