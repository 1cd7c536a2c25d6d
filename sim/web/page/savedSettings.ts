// The web clock's settings as the browser keeps them, checked field by field on load: an update may rename a
// preset or a language, and a phone keeps what an old version saved. A field that no longer parses falls
// back to its default and is named once; the page saves the mended settings, so the next load is quiet.
// No DOM here: the page reads and writes the text, and tests run this in Node.
import { findPreset, parseSettings, presets, textLanguageOf, voiceOf, COUNT_STYLES, TEXT_LANGUAGES, type ClockSettings, type CountStyle, type TextLanguage } from '../../../firmware/core/index';
import { LANGUAGES, SOUND_MODES, type SoundMode } from '../../../firmware/app/settings';

export interface PageSettings {
  preset: string;
  /** A time control's JSON, or "" for the preset's. */
  timeControl: string;
  /** The rules edition, unless the time control's JSON names one. */
  rules: string;
  /** The words a person reads. */
  text: TextLanguage;
  /** The voice's language. */
  language: string;
  countStyle: string;
  sound: SoundMode;
  mainTimeCalls: boolean;
}

export const STORE_KEY = 'goclock.web';

/** Each voice's own way of calling the count: a Japanese voice counts as Japanese players are counted, and so on. */
const VOICE_STYLES: Record<string, CountStyle> = { zh: 'cn', yue: 'cn', ja: 'jp', ko: 'kr', en: 'en' };

/** The prefix of a recorded voice's setting: "recorded-zh" is the Mandarin a person recorded on record.html, "recorded-zh~1" a voice of their own saying its phrases. */
export const RECORDED = 'recorded-';

/** Between the language a voice's phrases mean and the number of a voice of the user's own. */
export const OWN_MARK = '~';

/** The language whose phrases `voice` says: the voice's own, or the chosen one's for a voice of the user's own. */
export function voiceLanguage(voice: string): string {
  return voice.split(OWN_MARK)[0];
}

/** Whether `voice` names a voice of the user's own meaning one of `languages`. */
function isOwnVoice(voice: string, languages: readonly string[]): boolean {
  const at = voice.indexOf(OWN_MARK);
  return at > 0 && languages.indexOf(voice.slice(0, at)) >= 0 && /^[1-9]\d{0,3}$/.test(voice.slice(at + 1));
}

/** The count style a voice is heard in unless the player chooses another: a recorded voice its language's. */
export function countStyleOf(voice: string): CountStyle {
  return VOICE_STYLES[voiceLanguage(voice.replace(RECORDED, ''))] ?? 'cn';
}

/** Whether `voice` is a voice the page plays: a pack's, or one recorded on record.html. */
function knownVoice(voice: unknown): boolean {
  if (typeof voice !== 'string') return false;
  const recorded = voice.indexOf(RECORDED) === 0 ? voice.slice(RECORDED.length) : null;
  return LANGUAGES.indexOf(recorded ?? voice) >= 0 || (recorded !== null && isOwnVoice(recorded, LANGUAGES));
}

/** The settings a browser starts from: its own language's words, and the voice that goes with them. */
function defaultSettings(browserTag: string): PageSettings {
  const text = textLanguageOf(browserTag);
  return { preset: 'cn-national', timeControl: '', rules: 'later', text: text, language: voiceOf(text), countStyle: countStyleOf(voiceOf(text)), sound: 'voice', mainTimeCalls: true };
}

/** The settings' time control, validated by the core: its message names the field at fault. */
export function clockSettingsOf(page: PageSettings): ClockSettings {
  const raw = page.timeControl.trim() === '' ? findPreset(page.preset) : jsonOf(page.timeControl);
  const withRules = typeof raw === 'object' && raw !== null && !Array.isArray(raw) && !('rules' in raw) ? Object.assign({}, raw, { rules: page.rules }) : raw;
  return parseSettings(withRules, 'timeControl', findPreset, page.countStyle as never);
}

function jsonOf(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new Error('timeControl: is not JSON (' + (error as Error).message + ')');
  }
}

/** Each field's check: null when `value` is fine for it, else why not. */
const CHECKS: { [K in keyof PageSettings]: (value: unknown) => string | null } = {
  preset: (v) => (typeof v === 'string' && findPreset(v) !== undefined ? null : 'is no longer a preset (known: ' + presets().map((p) => p.name).join(', ') + ')'),
  timeControl: (v) => (typeof v === 'string' ? null : 'must be text'),
  rules: (v) => oneOf(v, ['later', '1988']),
  text: (v) => oneOf(v, TEXT_LANGUAGES),
  language: (v) => (knownVoice(v) ? null : 'must be one of ' + LANGUAGES.concat(LANGUAGES.map((l) => RECORDED + l)).join(', ') + ', or a voice of your own (' + RECORDED + 'zh~1)'),
  countStyle: (v) => oneOf(v, COUNT_STYLES),
  sound: (v) => oneOf(v, SOUND_MODES),
  mainTimeCalls: (v) => (typeof v === 'boolean' ? null : 'must be true or false'),
};

function oneOf(value: unknown, allowed: readonly unknown[]): string | null {
  return allowed.indexOf(value) >= 0 ? null : 'must be one of ' + allowed.join(', ');
}

const shown = (value: unknown) => (value === undefined ? 'nothing' : JSON.stringify(value).slice(0, 40));

/**
 * Reads what the browser kept (null: nothing yet): the settings to use, and each field that fell back and
 * why; `browserTag` (navigator.language) gives the defaults. `fields` names each field that fell back. A
 * language the address asks for (`?lang=`, `askedTag`) shows the words in it whatever was kept, as the
 * device's and the hall's pages do; kept settings are otherwise left as they are.
 */
export function readSavedSettings(text: string | null, browserTag = 'en', askedTag: string | null = null): { settings: PageSettings; problems: string[]; fields: (keyof PageSettings)[] } {
  const read = readKept(text, askedTag ?? browserTag);
  if (askedTag !== null) read.settings.text = textLanguageOf(askedTag);
  return read;
}

function readKept(text: string | null, browserTag: string): { settings: PageSettings; problems: string[]; fields: (keyof PageSettings)[] } {
  const defaults = defaultSettings(browserTag);
  const settings = Object.assign({}, defaults);
  const fallen: (keyof PageSettings)[] = [];
  if (text === null) return { settings: settings, problems: [], fields: [] };
  let saved: unknown;
  try {
    saved = JSON.parse(text);
  } catch {
    return { settings: settings, problems: ['the saved settings are not JSON, so the defaults are used'], fields: ['preset'] };
  }
  if (typeof saved !== 'object' || saved === null || Array.isArray(saved)) return { settings: settings, problems: ['the saved settings are ' + shown(saved) + ', not an object, so the defaults are used'], fields: ['preset'] };
  const problems: string[] = [];
  const record = saved as Record<string, unknown>;
  const fields = Object.keys(CHECKS) as (keyof PageSettings)[];
  for (const field of fields) {
    if (!(field in record)) continue;
    const why = CHECKS[field](record[field]);
    if (why === null) (settings as unknown as Record<string, unknown>)[field] = record[field];
    else {
      problems.push(field + ' ' + shown(record[field]) + ' ' + why + ', so ' + shown(defaults[field]) + ' is used');
      fallen.push(field);
    }
  }
  // Settings saved before the count style was kept hear their voice's own.
  if (!('countStyle' in record)) settings.countStyle = countStyleOf(settings.language);
  // The time control must also stand with the rest (its JSON, the rules, the count style).
  try {
    clockSettingsOf(settings);
  } catch (error) {
    problems.push((error as Error).message + ', so the preset ' + settings.preset + ' is used');
    fallen.push('timeControl');
    settings.timeControl = '';
  }
  return { settings: settings, problems: problems, fields: fallen };
}
