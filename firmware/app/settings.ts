// What the referee sets and the clock keeps in flash, and the checks clock.configure makes on it.
import { COUNT_STYLES } from '../core/timeControl';
import { findPreset, parseSettings, type ClockSettings, type CountStyle } from '../core/index';
import { fieldError, rejectUnknownKeys, requireBoolean, requireInteger, requireOneOf, requireRecord } from '../core/validate';
import type { StorageDevice } from '../devices';

/** Voice languages, in the order of their folders (01–05) on the DFPlayer's card. */
export const LANGUAGES = ['zh', 'yue', 'ja', 'ko', 'en'];
export { COUNT_STYLES };

/** How the clock makes its calls: spoken, beeped on the piezo, or not at all (the faces still show all). */
export type SoundMode = 'voice' | 'beep' | 'silent';
export const SOUND_MODES: SoundMode[] = ['voice', 'beep', 'silent'];

export interface SavedSettings {
  preset: string;
  /** A time control that is not a preset, validated like any other input; it wins over `preset`. */
  timeControl?: unknown;
  blackButton: 'left' | 'right';
  volume: number;
  sound: SoundMode;
  /** The "N minutes left" calls of main time; byo-yomi calls are never switched off. */
  mainTimeCalls: boolean;
  language: string;
  countStyle: string;
}

export const SETTINGS_FILE = 'goclock.json';
const FIELDS = ['preset', 'timeControl', 'blackButton', 'volume', 'sound', 'mainTimeCalls', 'language', 'countStyle'];
export const DEFAULT_SETTINGS: SavedSettings = {
  preset: 'cn-national',
  blackButton: 'left',
  volume: 20,
  sound: 'voice',
  mainTimeCalls: true,
  language: 'zh',
  countStyle: 'cn',
};

/** The clock settings saved settings stand for; throws with the field and reason when invalid. */
export function settingsOf(saved: SavedSettings): ClockSettings {
  return parseSettings(saved.timeControl === undefined ? saved.preset : saved.timeControl, 'timeControl', findPreset, saved.countStyle as CountStyle);
}

/** Settings from flash; anything unreadable falls back to the defaults rather than stopping the boot. */
export function loadSettings(storage: StorageDevice): SavedSettings {
  const text = storage.read(SETTINGS_FILE);
  if (text === undefined) return DEFAULT_SETTINGS;
  try {
    const saved = JSON.parse(text) as SavedSettings & { mute?: boolean };
    if (findPreset(saved.preset) === undefined) return DEFAULT_SETTINGS;
    settingsOf(saved);
    const known = (value: string, choices: string[], fallback: string) => (choices.indexOf(value) >= 0 ? value : fallback);
    const out: SavedSettings = {
      preset: saved.preset,
      blackButton: saved.blackButton === 'right' ? 'right' : 'left',
      volume: saved.volume >= 0 && saved.volume <= 30 ? Math.floor(saved.volume) : DEFAULT_SETTINGS.volume,
      // Settings saved before the sound modes had only "mute".
      sound: known(saved.sound, SOUND_MODES, saved.mute === true ? 'silent' : 'voice') as SoundMode,
      mainTimeCalls: saved.mainTimeCalls !== false,
      language: known(saved.language, LANGUAGES, DEFAULT_SETTINGS.language),
      countStyle: known(saved.countStyle, COUNT_STYLES, DEFAULT_SETTINGS.countStyle),
    };
    if (saved.timeControl !== undefined) out.timeControl = saved.timeControl;
    return out;
  } catch (error) {
    return DEFAULT_SETTINGS;
  }
}

/** clock.record()'s format: JSON Lines unless SGF is asked for. */
export function parseRecordFormat(format: unknown): 'jsonl' | 'sgf' {
  return format === undefined ? 'jsonl' : requireOneOf(format, ['jsonl', 'sgf'] as ('jsonl' | 'sgf')[], 'record.format');
}

/**
 * Validates clock.configure's JSON: {"preset"?, "timeControl"?, "blackButton"?, "volume"?, "sound"?,
 * "mainTimeCalls"?, "language"?, "countStyle"?}. In a paused game the time control cannot change.
 */
export function validateConfiguration(json: unknown, current: SavedSettings, inGame: boolean): SavedSettings {
  const record = requireRecord(json, 'configure');
  rejectUnknownKeys(record, FIELDS, 'configure');
  if (inGame && (record.preset !== undefined || record.timeControl !== undefined)) {
    throw fieldError(record.preset !== undefined ? 'configure.preset' : 'configure.timeControl', 'cannot change during a game: correct times with clock.adjust, or end the game');
  }
  const next: SavedSettings = Object.assign({}, current);
  if (record.preset !== undefined) {
    if (typeof record.preset !== 'string' || findPreset(record.preset) === undefined) {
      throw fieldError('configure.preset', 'is not a known preset (got ' + JSON.stringify(record.preset) + ')');
    }
    next.preset = record.preset;
    delete next.timeControl;
  }
  if (record.timeControl !== undefined) {
    parseSettings(record.timeControl, 'configure.timeControl', findPreset);
    next.timeControl = record.timeControl;
  }
  if (record.blackButton !== undefined) next.blackButton = requireOneOf(record.blackButton, ['left', 'right'] as ('left' | 'right')[], 'configure.blackButton');
  if (record.volume !== undefined) next.volume = requireInteger(record.volume, 'configure.volume', 0, 30);
  if (record.sound !== undefined) next.sound = requireOneOf(record.sound, SOUND_MODES, 'configure.sound');
  if (record.mainTimeCalls !== undefined) next.mainTimeCalls = requireBoolean(record.mainTimeCalls, 'configure.mainTimeCalls');
  if (record.language !== undefined) next.language = requireOneOf(record.language, LANGUAGES, 'configure.language');
  if (record.countStyle !== undefined) next.countStyle = requireOneOf(record.countStyle, COUNT_STYLES, 'configure.countStyle');
  return next;
}
