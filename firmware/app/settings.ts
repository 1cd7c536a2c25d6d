// What the referee sets and the clock keeps in flash, and the checks clock.configure makes on it.
// @espruino-public: the members declared here cross JSON or the console, so the build keeps their names.
import { COUNT_STYLES, TEXT_LANGUAGES, fieldError, findPreset, unknownPresetReason, parseSettings, rejectUnknownKeys, requireBoolean, requireInteger, requireOneOf, requireRecord, type ClockSettings, type CountStyle } from '../core/index';
import type { StorageDevice } from '../devices';

/** Voice languages, in the order of their folders (01–05) on the DFPlayer's card. */
export const LANGUAGES = ['zh', 'yue', 'ja', 'ko', 'en'];

/** The card's folder of a language's clips (1 for the first of LANGUAGES). */
export function languageFolder(language: string): number {
  return LANGUAGES.indexOf(language) + 1;
}
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
  /** The language of the faces' words (core/words.ts TEXT_LANGUAGES); "" for the voice's (Cantonese's is Traditional Chinese). */
  text: string;
  countStyle: string;
  /** The move number on both faces beside the side's name. */
  moveNumbers: boolean;
  /** The clock's board in a tournament hall, told in its Bluetooth advertising (app/hall/); 0: in no hall. */
  board: number;
}

/** The largest board number a hall takes (app/hall/advert.ts). */
export const MAX_BOARD = 65535;

export const SETTINGS_FILE = 'goclock.json';
/**
 * The saved fields checked one by one, besides the preset and the time control, which are checked
 * together. Made when asked for: on Espruino a table held costs variables the whole game.
 */
function ownFields(): (keyof SavedSettings)[] {
  return ['blackButton', 'volume', 'sound', 'mainTimeCalls', 'language', 'text', 'countStyle', 'moveNumbers', 'board'];
}
export const DEFAULT_SETTINGS: SavedSettings = {
  preset: 'cn-national',
  blackButton: 'left',
  volume: 20,
  sound: 'voice',
  mainTimeCalls: true,
  language: 'zh',
  text: '',
  countStyle: 'cn',
  moveNumbers: true,
  board: 0,
};

/** The clock settings saved settings stand for; throws with the field and reason when invalid. */
export function settingsOf(saved: SavedSettings): ClockSettings {
  return parseSettings(saved.timeControl === undefined ? saved.preset : saved.timeControl, 'timeControl', findPreset, saved.countStyle as CountStyle);
}

/** Copies every saved field but the time control (which the menus edit as a draft) from `from` to `to`. */
export function copyPlainSettings(from: object, to: object): void {
  const fields: string[] = ['preset'].concat(ownFields());
  for (let i = 0; i < fields.length; i++) (to as Record<string, unknown>)[fields[i]] = (from as Record<string, unknown>)[fields[i]];
}

/** A field of settings saved by older firmware (declared, so the bundle keeps its name). */
interface SettingsBeforeSoundModes {
  mute?: boolean;
}

/** The settings file's text, up to its page's erased bytes (devices.ts, write); undefined without one. */
export function settingsText(storage: StorageDevice): string | undefined {
  const text = storage.read(SETTINGS_FILE);
  const end = text === undefined ? -1 : text.indexOf('\xff');
  return end < 0 ? text : (text as string).slice(0, end);
}

/**
 * Settings from flash, each field checked as clock.configure checks it: an unreadable file or time
 * control falls back to the defaults, any other bad field to its default, rather than stopping the boot.
 */
export function loadSettings(storage: StorageDevice): SavedSettings {
  let out = DEFAULT_SETTINGS;
  try {
    const saved = JSON.parse(settingsText(storage) as string) as Record<string, unknown> & SettingsBeforeSoundModes;
    // Settings saved before the sound modes had only "mute".
    if (saved.sound === undefined && saved.mute === true) saved.sound = 'silent';
    const known: Record<string, unknown> = { preset: saved.preset, timeControl: saved.timeControl };
    const fields = ownFields();
    for (let i = 0; i < fields.length; i++) known[fields[i]] = saved[fields[i]];
    // Valid settings are checked in one pass; only a bad file is taken field by field.
    try {
      return validateConfiguration(known, out, false);
    } catch (error) {
      // Some field is bad: the time control decides below whether anything is kept.
    }
    out = validateConfiguration({ preset: saved.preset, timeControl: saved.timeControl }, out, false);
    for (let i = 0; i < fields.length; i++) {
      const one: Record<string, unknown> = {};
      one[fields[i]] = saved[fields[i]];
      try {
        out = validateConfiguration(one, out, false);
      } catch (error) {
        // This field keeps its default.
      }
    }
  } catch (error) {
    return DEFAULT_SETTINGS;
  }
  return out;
}

/** What clock.record() prints: every event as JSON Lines, SGF, or the record's own lines. */
export type RecordFormat = 'jsonl' | 'sgf' | 'raw';

/** clock.record()'s format: JSON Lines unless SGF, or the record's own lines ("raw"), is asked for. */
export function parseRecordFormat(format: unknown): RecordFormat {
  return format === undefined ? 'jsonl' : requireOneOf(format, ['jsonl', 'sgf', 'raw'] as RecordFormat[], 'record.format');
}

/**
 * Validates clock.configure's JSON: {"preset"?, "timeControl"?, "blackButton"?, "volume"?, "sound"?,
 * "mainTimeCalls"?, "language"?, "text"?, "countStyle"?, "moveNumbers"?, "board"?}. In a paused game the time control cannot change.
 */
export function validateConfiguration(json: unknown, current: SavedSettings, inGame: boolean): SavedSettings {
  const record = requireRecord(json, 'configure');
  rejectUnknownKeys(record, ['preset', 'timeControl'].concat(ownFields()), 'configure');
  if (inGame && (record.preset !== undefined || record.timeControl !== undefined)) {
    throw fieldError(record.preset !== undefined ? 'configure.preset' : 'configure.timeControl', 'cannot change during a game: correct times with clock.adjust, or end the game');
  }
  const next: SavedSettings = Object.assign({}, current);
  if (record.preset !== undefined) {
    if (typeof record.preset !== 'string' || findPreset(record.preset) === undefined) {
      throw fieldError('configure.preset', unknownPresetReason(JSON.stringify(record.preset)));
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
  if (record.text !== undefined) next.text = requireOneOf(record.text, [''].concat(TEXT_LANGUAGES), 'configure.text');
  if (record.countStyle !== undefined) next.countStyle = requireOneOf(record.countStyle, COUNT_STYLES, 'configure.countStyle');
  if (record.moveNumbers !== undefined) next.moveNumbers = requireBoolean(record.moveNumbers, 'configure.moveNumbers');
  if (record.board !== undefined) next.board = requireInteger(record.board, 'configure.board', 0, MAX_BOARD);
  return next;
}
