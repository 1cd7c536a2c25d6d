// The setup dialog and the settings it saves in the browser: the language, a preset or a time control built
// from fields (or loaded from a file), the rules, the voice. The fields say at once what is out of bounds,
// and the core validates the control before a game starts. During a game it changes only what may change
// mid-game (the words, the voice, the count's words, the sound): the time control is the game's, and
// "New game" asks before it replaces a game in progress.
import { presets, type ClockSettings, type TextLanguage, type TimeControl } from '../../../firmware/core/index';
import type { SoundMode } from './webVoice';
import { LANGUAGES } from '../../voice/texts';
import { $, useLanguage } from './view';
import { clockSettingsOf, countStyleOf, readSavedSettings, RECORDED, STORE_KEY, type PageSettings } from './savedSettings';
import { createControlFields, presetControl, type ControlFields } from './controlFields';
import { controlWords } from './controlForm';
import { languageChoices, t } from './pageLanguage';
import { ownVoiceNames } from './ownVoices';
import { takesLacking } from './recordedVoice';

/** The saved settings, mended where a field no longer parses; `fields` names each such field, once. */
export function loadSettings(): { settings: PageSettings; fields: (keyof PageSettings)[] } {
  const read = readSavedSettings(localStorage.getItem(STORE_KEY), navigator.language, new URLSearchParams(location.search).get('lang'));
  if (read.problems.length > 0) saveSettings(read.settings);
  return read;
}

function saveSettings(page: PageSettings): void {
  localStorage.setItem(STORE_KEY, JSON.stringify(page));
}

export interface SetupHost {
  current(): PageSettings;
  /** The game in progress in a line ("White on move, move 2"), or null when none would be lost. */
  gameInProgress(): string | null;
  /** Says `text` under the clock. */
  tell(text: string): void;
  /** The words' or the voice's settings changed for the game in progress. */
  applied(page: PageSettings): void;
  /** A new game under the settings and the clock settings they stand for. */
  started(page: PageSettings, settings: ClockSettings): void;
}

/** The form's own state: the custom control the settings or a file gave (kept whole), and the fields. */
let loaded = '';
let fields: ControlFields;

function formSettings(): PageSettings {
  const preset = $<HTMLSelectElement>('preset').value;
  const own = fields.control();
  return {
    preset: preset === '' ? $<HTMLSelectElement>('preset').dataset.last ?? 'cn-national' : preset,
    timeControl: preset !== '' ? '' : own === null ? loaded : JSON.stringify(own),
    rules: $<HTMLSelectElement>('rules').value,
    text: $<HTMLSelectElement>('textLanguage').value as TextLanguage,
    language: $<HTMLSelectElement>('language').value,
    countStyle: $<HTMLSelectElement>('countStyle').value,
    sound: $<HTMLSelectElement>('sound').value as SoundMode,
    mainTimeCalls: $<HTMLInputElement>('mainTimeCalls').checked,
  };
}

/** The choosers' options in the page's language. */
function fillChoices(): void {
  const preset = $<HTMLSelectElement>('preset');
  const keep = preset.value;
  preset.replaceChildren(new Option(t('setup.custom'), ''), ...presets().map((p) => new Option(controlWords(presetControl(p.name) as unknown as TimeControl, t), p.name)));
  preset.value = keep;
  const voice = $<HTMLSelectElement>('language');
  const chosen = voice.value;
  // The packs' voices, then the ones a person recorded on record.html (a call not recorded is beeped).
  const own = ownVoiceNames();
  voice.replaceChildren(
    ...LANGUAGES.map((l) => new Option(t('voice.' + l.id), l.id)),
    ...LANGUAGES.map((l) => new Option(t('voice.' + RECORDED + l.id), RECORDED + l.id)),
    ...Object.keys(own).map((id) => new Option(t('voice.own', { name: own[id] }), RECORDED + id)),
  );
  voice.value = chosen;
  const text = $<HTMLSelectElement>('textLanguage');
  if (text.options.length === 0) for (const [id, name] of languageChoices()) text.add(new Option(name, id));
}

function fillForm(page: PageSettings): void {
  fillChoices();
  const preset = $<HTMLSelectElement>('preset');
  preset.dataset.last = page.preset;
  loaded = page.timeControl;
  preset.value = page.timeControl.trim() === '' ? page.preset : '';
  fields.show(page.timeControl.trim() === '' ? presetControl(page.preset) : (JSON.parse(page.timeControl) as Record<string, unknown>));
  $<HTMLSelectElement>('textLanguage').value = page.text;
  $<HTMLSelectElement>('language').value = page.language;
  void sayLacking();
  $<HTMLSelectElement>('rules').value = page.rules;
  $<HTMLSelectElement>('countStyle').value = page.countStyle;
  $<HTMLSelectElement>('sound').value = page.sound;
  $<HTMLInputElement>('mainTimeCalls').checked = page.mainTimeCalls;
}

/** A time control from a file: a control, or a scenario that holds one; the core checks it as it checks any. */
function loadFile(file: File, error: HTMLElement): void {
  void file.text().then((text) => {
    try {
      const json = JSON.parse(text) as Record<string, unknown>;
      const control = (typeof json === 'object' && json !== null && 'timeControl' in json ? json.timeControl : json) as Record<string, unknown>;
      clockSettingsOf(Object.assign(formSettings(), { timeControl: JSON.stringify(control) }));
      loaded = JSON.stringify(control);
      $<HTMLSelectElement>('preset').value = '';
      fields.show(control);
      error.textContent = t('setup.loaded', { control: $('controlWords').textContent ?? '' });
    } catch (failure) {
      error.textContent = t('setup.loadFailed', { file: file.name, why: (failure as Error).message });
    }
  });
}

/** Under a recorded voice, how many of the calls it needs were not recorded: those beep. */
async function sayLacking(): Promise<void> {
  const voice = $<HTMLSelectElement>('language').value;
  const note = $('voiceLacking');
  const recorded = voice.indexOf(RECORDED) === 0 ? await takesLacking(voice.slice(RECORDED.length)) : null;
  note.hidden = recorded === null || recorded.lacking === 0;
  if (recorded !== null) note.textContent = t('setup.voiceLacking', { n: recorded.lacking, total: recorded.needed });
}

/** Wires the dialog: Setup opens it filled with the current settings; Close or a tap outside it closes it. */
export function wireSetup(host: SetupHost): void {
  const dialog = $<HTMLDialogElement>('setupDialog');
  const confirm = $('confirmNew');
  const error = $('setupError');
  fields = createControlFields(() => {
    $<HTMLSelectElement>('preset').value = '';
    error.textContent = '';
  });
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
    // The fields say what is wrong in the page's words; the core checks what they make.
    const problem = next.timeControl === '' || fields.control() === null ? '' : fields.problem();
    if (problem !== '') return void (error.textContent = problem);
    let settings: ClockSettings;
    try {
      settings = clockSettingsOf(next);
    } catch (failure) {
      // Only a control loaded from a file reaches here (the fields are checked as the core checks them): its reason names the file's own JSON fields.
      error.textContent = t('setup.refused', { why: (failure as Error).message });
      return;
    }
    saveSettings(next);
    dialog.close();
    host.started(next, settings);
  };
  $('setup').addEventListener('click', () => {
    // As on the device, setup waits until no clock runs.
    if ($('setup').getAttribute('aria-disabled') === 'true') host.tell(t('setup.waits'));
    else open();
  });
  $('closeSetup').addEventListener('click', () => dialog.close());
  // A tap on the backdrop lands on the dialog itself, outside its form.
  dialog.addEventListener('click', (event) => {
    if (event.target === dialog) dialog.close();
  });
  $('preset').addEventListener('change', () => {
    const name = $<HTMLSelectElement>('preset').value;
    if (name === '') return;
    $<HTMLSelectElement>('preset').dataset.last = name;
    fields.show(presetControl(name));
    error.textContent = '';
  });
  $('textLanguage').addEventListener('change', () => {
    // The words change at once, in the dialog too; they are kept with the other settings.
    useLanguage($<HTMLSelectElement>('textLanguage').value as TextLanguage);
    fillChoices();
    fields.redraw();
    // What was said in the old language goes; the fields say their problems again in the new one.
    error.textContent = '';
    $('connectNote').textContent = '';
    confirm.hidden = true;
    const next = Object.assign({}, host.current(), { text: $<HTMLSelectElement>('textLanguage').value as TextLanguage });
    saveSettings(next);
    host.applied(next);
  });
  // A voice is heard in its own language's count style unless the player then chooses another.
  $('language').addEventListener('change', () => {
    $<HTMLSelectElement>('countStyle').value = countStyleOf($<HTMLSelectElement>('language').value);
    void sayLacking();
  });
  // The browser's own file button speaks the browser's language: the page's button opens it.
  $('loadButton').addEventListener('click', () => $<HTMLInputElement>('loadControl').click());
  $<HTMLInputElement>('loadControl').addEventListener('change', (event) => {
    const file = (event.target as HTMLInputElement).files?.[0];
    if (file !== undefined) loadFile(file, error);
    // The same file may be loaded again.
    (event.target as HTMLInputElement).value = '';
  });
  $('apply').addEventListener('click', () => {
    // Only the words' and the voice's fields; the time control stays the game's.
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
    $('confirmText').textContent = t('setup.confirm', { game: game });
    $<HTMLFieldSetElement>('timeFields').disabled = false;
    confirm.hidden = false;
  });
  $('confirmYes').addEventListener('click', () => startNew(formSettings()));
  $('confirmNo').addEventListener('click', () => (confirm.hidden = true));
}
