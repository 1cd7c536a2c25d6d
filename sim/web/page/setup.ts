// The setup dialog and the settings it saves in the browser: a preset or a time control's JSON, the rules,
// the voice. The core validates the time control; its message, naming the field, shows in the form. During a
// game it changes only what may change mid-game (the voice, the count's words, the sound): the time control
// is the game's, and "New game" asks before it replaces a game in progress.
import { presets, type ClockSettings } from '../../../firmware/core/index';
import type { SoundMode } from './webVoice';
import { LANGUAGES } from '../../voice/texts';
import { $ } from './view';
import { clockSettingsOf, readSavedSettings, STORE_KEY, type PageSettings } from './savedSettings';

/** The saved settings, mended where a field no longer parses; `problems` names each such field, once. */
export function loadSettings(): { settings: PageSettings; problems: string[] } {
  const read = readSavedSettings(localStorage.getItem(STORE_KEY));
  if (read.problems.length > 0) saveSettings(read.settings);
  return read;
}

function saveSettings(page: PageSettings): void {
  localStorage.setItem(STORE_KEY, JSON.stringify(page));
}

/** What the dialog needs of the page. */
/** What a tap on Setup says while a clock runs. */
export const SETUP_WAITS = 'Setup waits while a clock runs: pause first.';

export interface SetupHost {
  current(): PageSettings;
  /** The game in progress in a line ("White on move, move 2"), or null when none would be lost. */
  gameInProgress(): string | null;
  /** Says `text` under the clock. */
  tell(text: string): void;
  /** The voice's settings changed for the game in progress. */
  applied(page: PageSettings): void;
  /** A new game under the settings and the clock settings they stand for. */
  started(page: PageSettings, settings: ClockSettings): void;
}

function formSettings(): PageSettings {
  return {
    preset: $<HTMLSelectElement>('preset').value,
    timeControl: $<HTMLTextAreaElement>('timeControl').value,
    rules: $<HTMLSelectElement>('rules').value,
    language: $<HTMLSelectElement>('language').value,
    countStyle: $<HTMLSelectElement>('countStyle').value,
    sound: $<HTMLSelectElement>('sound').value as SoundMode,
    mainTimeCalls: $<HTMLInputElement>('mainTimeCalls').checked,
  };
}

function fillForm(page: PageSettings): void {
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
}

/** Wires the dialog: Setup opens it filled with the current settings; Close or a tap outside it closes it. */
export function wireSetup(host: SetupHost): void {
  const dialog = $<HTMLDialogElement>('setupDialog');
  const confirm = $('confirmNew');
  const error = $('setupError');
  const open = () => {
    fillForm(host.current());
    const inGame = host.gameInProgress() !== null;
    // The time control belongs to the game in progress.
    $<HTMLFieldSetElement>('timeFields').disabled = inGame;
    $('midGame').hidden = !inGame;
    $('apply').hidden = !inGame;
    confirm.hidden = true;
    error.textContent = '';
    dialog.showModal();
  };
  const startNew = (next: PageSettings) => {
    let settings: ClockSettings;
    try {
      settings = clockSettingsOf(next);
    } catch (failure) {
      // The core's own message, naming the field and the reason, beside the form.
      error.textContent = (failure as Error).message;
      return;
    }
    saveSettings(next);
    dialog.close();
    host.started(next, settings);
  };
  $('setup').addEventListener('click', () => {
    // As on the device, setup waits until no clock runs.
    if ($('setup').getAttribute('aria-disabled') === 'true') host.tell(SETUP_WAITS);
    else open();
  });
  $('closeSetup').addEventListener('click', () => dialog.close());
  // A tap on the backdrop lands on the dialog itself, outside its form.
  dialog.addEventListener('click', (event) => {
    if (event.target === dialog) dialog.close();
  });
  $('apply').addEventListener('click', () => {
    // Only the voice's fields; the time control stays the game's.
    const current = host.current();
    const next = Object.assign(formSettings(), { preset: current.preset, timeControl: current.timeControl, rules: current.rules });
    saveSettings(next);
    dialog.close();
    host.applied(next);
  });
  $('start').addEventListener('click', () => {
    const game = host.gameInProgress();
    if (game === null) return startNew(formSettings());
    // Nothing is replaced until the referee or player says so.
    $('confirmText').textContent = 'A game is in progress (' + game + '). End it and start a new one?';
    $<HTMLFieldSetElement>('timeFields').disabled = false;
    confirm.hidden = false;
  });
  $('confirmYes').addEventListener('click', () => startNew(formSettings()));
  $('confirmNo').addEventListener('click', () => (confirm.hidden = true));
}
