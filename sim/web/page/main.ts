// The web clock's entry point, the only place that wires the page together: the core's game, the two
// halves of the screen, taps and keys, the voice on the audio clock, settings in localStorage.
import { faceView, findPreset, newClock, nextWake, parseSettings, playerInput, presets, runTo, step, type ClockEvent, type Input, type Side } from '../../../firmware/core/index';
import { callContext, phraseFor } from '../../../firmware/voice/phrases';
import { createCallScheduler, HIDDEN_LOOKAHEAD_MS, LOOKAHEAD_MS } from '../callScheduler';
import { createWebClock, type WebClock } from '../webClock';
import { createWebVoice, type SoundMode, type WebVoice } from './webVoice';
import { describeFace } from './faceText';
import { createRefereePanel } from './refereePanel';
import { refusalText } from '../../terminal/refusals';
import { LANGUAGES } from '../../voice/texts';

interface PageSettings {
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

const $ = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;

function loadSettings(): PageSettings {
  try {
    return Object.assign({}, DEFAULTS, JSON.parse(localStorage.getItem(STORE_KEY) ?? '{}'));
  } catch {
    return Object.assign({}, DEFAULTS);
  }
}

/** The settings' time control, validated by the core: its message names the field at fault. */
function clockSettingsOf(page: PageSettings) {
  const raw = page.timeControl.trim() === '' ? findPreset(page.preset) : JSON.parse(page.timeControl);
  const withRules = typeof raw === 'object' && raw !== null && !Array.isArray(raw) && !('rules' in raw) ? Object.assign({}, raw, { rules: page.rules }) : raw;
  return parseSettings(withRules, 'timeControl', findPreset, page.countStyle as never);
}

let page = loadSettings();
let game: WebClock = createWebClock(clockSettingsOf(page));
let voice: WebVoice | null = null;
let timer: ReturnType<typeof setTimeout> | null = null;
let wakeLock: WakeLockSentinel | null = null;
let askingForLock = false;

/** The screen stays on while a clock runs; the browser drops the lock when the page is hidden, so it is asked again. */
function keepScreenOn(running: boolean): void {
  if (running && wakeLock === null && !askingForLock && !document.hidden && 'wakeLock' in navigator) {
    askingForLock = true;
    navigator.wakeLock
      .request('screen')
      .then((lock) => {
        wakeLock = lock;
        lock.addEventListener('release', () => (wakeLock = null));
      })
      .catch(() => undefined)
      .then(() => (askingForLock = false));
  } else if (!running && wakeLock !== null) void wakeLock.release();
}
const scheduler = createCallScheduler((call) => (voice === null ? () => undefined : voice.play(call, game.settings)));
const halves: Record<Side, HTMLElement> = { white: $('top'), black: $('bottom') };

function notice(text: string): void {
  $('notice').textContent = text;
}

function voiceFor(): WebVoice {
  if (voice === null) {
    voice = createWebVoice('voice/', { language: page.language, sound: page.sound, mainTimeCalls: page.mainTimeCalls });
    preloadCalls();
  }
  voice.resume();
  return voice;
}

function repaint(): void {
  const now = performance.now();
  const state = game.state();
  for (const side of ['black', 'white'] as Side[]) {
    const view = faceView(state, side, now);
    const text = describeFace(view);
    const half = halves[side];
    (half.querySelector('.name') as HTMLElement).textContent = text.name;
    (half.querySelector('.figure') as HTMLElement).textContent = text.figure;
    (half.querySelector('.info') as HTMLElement).textContent = text.info;
    half.classList.toggle('running', view.running);
    half.classList.toggle('flagged', view.flagged);
  }
  $('pause').textContent = state.phase === 'paused' ? 'Resume' : 'Pause';
  keepScreenOn(state.phase === 'running');
  // As on the device, setup waits until no clock runs: pause first.
  $<HTMLButtonElement>('setup').disabled = state.phase === 'running';
  scheduler.scheduleAhead(state, now, document.hidden ? HIDDEN_LOOKAHEAD_MS : LOOKAHEAD_MS);
  schedule(now);
}

/** One timer, for the next displayed second or call; none while hidden, paused or idle. */
function schedule(now: number): void {
  if (timer !== null) clearTimeout(timer);
  timer = null;
  if (document.hidden) return;
  const wake = nextWake(game.state(), now);
  if (wake !== null) timer = setTimeout(repaint, Math.max(0, wake - performance.now()));
}

/** Applies an input at its instant; returns the core's refusal in words, or null. */
function feed(input: Input, atMs: number): string | null {
  const events = game.apply(input, atMs);
  scheduler.inputAt(game.state().atMs);
  scheduler.playNow(events);
  for (const e of events) tell(e);
  repaint();
  const refused = events.find((e) => e.type === 'rejected');
  return refused !== undefined && refused.type === 'rejected' ? refusalText(refused) : null;
}

function tell(e: ClockEvent): void {
  if (e.type === 'rejected') notice(refusalText(e));
  else if (e.type === 'flag') notice(e.side + (e.reason === 'late' ? ' forfeits for lateness' : ' ran out of time'));
  else if (e.type === 'extension') notice(e.side + ' takes extension ' + e.number + ' (' + e.totalPoints + ' points)');
  else if (e.type === 'pause') notice('paused');
  else if (e.type === 'start' || e.type === 'resume' || e.type === 'press') notice('');
}

/** A tap or key of `side`'s player, charged at the event's own instant: it starts the game, or ends the move. */
function playerPress(side: Side, at: number): void {
  voiceFor();
  feed(playerInput(game.state(), side), at);
}

for (const side of ['black', 'white'] as Side[]) {
  halves[side].addEventListener('pointerdown', (event) => playerPress(side, event.timeStamp));
}
document.addEventListener('keydown', (event) => {
  if (event.repeat || $<HTMLDialogElement>('setupDialog').open) return;
  if (event.key === 'a') playerPress('black', event.timeStamp);
  else if (event.key === 'l') playerPress('white', event.timeStamp);
  else if (event.key === ' ') togglePause(event.timeStamp);
});

function togglePause(at: number): void {
  feed(game.state().phase === 'paused' ? { type: 'resume' } : { type: 'pause' }, at);
}

/** A press on Pause held this long opens the referee's panel, pausing a running game at the press's instant. */
const REFEREE_HOLD_MS = 800;
const openReferee = createRefereePanel($<HTMLDialogElement>('refereeDialog'), () => game.settings, feed);
let pauseDownAt = 0;
$('pause').addEventListener('pointerdown', (event) => (pauseDownAt = event.timeStamp));
$('pause').addEventListener('click', (event) => {
  if (event.timeStamp - pauseDownAt < REFEREE_HOLD_MS || pauseDownAt === 0) togglePause(event.timeStamp);
  else {
    if (game.state().phase === 'running') feed({ type: 'pause' }, pauseDownAt);
    openReferee();
  }
  pauseDownAt = 0;
});
document.addEventListener('visibilitychange', () => repaint());

function download(name: string, text: string): void {
  const link = document.createElement('a');
  link.href = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
  link.download = name;
  link.click();
}
$('jsonl').addEventListener('click', () => download('game.jsonl', game.jsonl(performance.now())));
$('sgf').addEventListener('click', () => download('game.sgf', game.sgf(performance.now())));

function openSetup(): void {
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
}
$('setup').addEventListener('click', openSetup);
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
  try {
    game = createWebClock(clockSettingsOf(next));
  } catch (error) {
    // The core's own message, naming the field and the reason, beside the form.
    event.preventDefault();
    $('setupError').textContent = (error as Error).message;
    return;
  }
  page = next;
  localStorage.setItem(STORE_KEY, JSON.stringify(page));
  voice = null;
  notice('Tap your half to start the opponent’s clock.');
  repaint();
});

/** For tests and developers: the game, the calls scheduled, and the audio clock's mapping. */
(window as unknown as { goClock: object }).goClock = {
  game: () => game,
  scheduled: () => scheduler.scheduled(),
  audioTimeOf: (ms: number) => (voice === null ? null : voice.audioTimeOf(ms)),
};

/** Loads every clip the game can say with no press (the count, its overtime, the time-out), so none comes late and all work offline. */
function preloadCalls(): void {
  const said = new Set<string>();
  const started = step(newClock(game.settings), { type: 'start' }, 0).state;
  runTo(started, 2 * 24 * 3600 * 1000, (e) => {
    if (e.type === 'call') said.add(phraseFor(e.call, callContext(game.settings, e.side)));
  });
  void voiceFor().preload(Array.from(said));
}

if ('serviceWorker' in navigator) void navigator.serviceWorker.register('sw.js').catch(() => undefined);
notice('Tap your half to start the opponent’s clock.');
repaint();
