// The setup dialog and the settings it saves in the browser: a preset or a time control's JSON, the
// rules, the voice. The core validates the time control; its message, naming the field, shows in the form.
import { findPreset, parseSettings, presets, type ClockSettings } from '../../../firmware/core/index';
import type { SoundMode } from './webVoice';
import { LANGUAGES } from '../../voice/texts';
import { $ } from './view';

export interface PageSettings {
  preset: string;
  timeControl: string;
  /** The rules edition, unless the time control's JSON names one. */
  rules: string;
  language: string;
  countStyle: string;
  sound: SoundMode;
  mainTimeCalls: boolean;
}

const STORE_KEY = 'goclock.web';
const DEFAULTS: PageSettings = { preset: 'cn-national', timeControl: '', rules: 'later', language: 'zh', countStyle: 'cn', sound: 'voice', mainTimeCalls: true };

export function loadSettings(): PageSettings {
  try {
    return Object.assign({}, DEFAULTS, JSON.parse(localStorage.getItem(STORE_KEY) ?? '{}'));
  } catch {
    return Object.assign({}, DEFAULTS);
  }
}

function saveSettings(page: PageSettings): void {
  localStorage.setItem(STORE_KEY, JSON.stringify(page));
}

/** The settings' time control, validated by the core: its message names the field at fault. */
export function clockSettingsOf(page: PageSettings): ClockSettings {
  const raw = page.timeControl.trim() === '' ? findPreset(page.preset) : JSON.parse(page.timeControl);
  const withRules = typeof raw === 'object' && raw !== null && !Array.isArray(raw) && !('rules' in raw) ? Object.assign({}, raw, { rules: page.rules }) : raw;
  return parseSettings(withRules, 'timeControl', findPreset, page.countStyle as never);
}

/**
 * Wires the dialog: Setup opens it filled with `current()`; Start validates the form and, when the core
 * accepts it, saves it and hands the page the new settings and the clock settings they stand for.
 */
export function wireSetup(current: () => PageSettings, started: (page: PageSettings, settings: ClockSettings) => void): void {
  const open = () => {
    const page = current();
    const preset = $<HTMLSelectElement>('preset');
    if (preset.options.length === 0) {
      for (const p of presets()) preset.add(new Option(p.name, p.name));
      for (const l of LANGUAGES) $<HTMLSelectElement>('language').add(new Option(l.name, l.id));
    }
    preset.value = page.preset;
    $<HTMLTextAreaElement>('timeControl').value = page.timeControl;
    $<HTMLSelectElement>('language').value = page.language;
    $<HTMLSelectElement>('rules').value = page.rules;
    $<HTMLSelectElement>('countStyle').value = page.countStyle;
    $<HTMLSelectElement>('sound').value = page.sound;
    $<HTMLInputElement>('mainTimeCalls').checked = page.mainTimeCalls;
    $('setupError').textContent = '';
    $<HTMLDialogElement>('setupDialog').showModal();
  };
  $('setup').addEventListener('click', open);
  $('start').addEventListener('click', (event) => {
    const next: PageSettings = {
      preset: $<HTMLSelectElement>('preset').value,
      timeControl: $<HTMLTextAreaElement>('timeControl').value,
      rules: $<HTMLSelectElement>('rules').value,
      language: $<HTMLSelectElement>('language').value,
      countStyle: $<HTMLSelectElement>('countStyle').value,
      sound: $<HTMLSelectElement>('sound').value as SoundMode,
      mainTimeCalls: $<HTMLInputElement>('mainTimeCalls').checked,
    };
    let settings: ClockSettings;
    try {
      settings = clockSettingsOf(next);
    } catch (error) {
      // The core's own message, naming the field and the reason, beside the form.
      event.preventDefault();
      $('setupError').textContent = (error as Error).message;
      return;
    }
    saveSettings(next);
    started(next, settings);
  });
}
