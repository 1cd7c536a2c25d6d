// The web clock's entry point, the only place that wires the page together: the controller (the game,
// its timer, its calls), the view, the setup dialog, the referee's panel, the voice, offline use and the
// screen lock.
import { callContext, phraseFor } from '../../../firmware/voice/phrases';
import { newClock, pauseToggle, runTo, step, type ClockSettings, type Side } from '../../../firmware/core/index';
import { createClockController } from './controller';
import { callSaid, createWebVoice, type WebVoice } from './webVoice';
import { createCaptions } from './captions';
import { createRefereePanel, REFEREE_HOLD_MS } from './refereePanel';
import { createScreenKeeper } from './wakeLock';
import { $, halves, paintClock, showNotice, showWarning, useLanguage } from './view';
import { loadSettings, wireSetup } from './setup';
import { clockSettingsOf, type PageSettings } from './savedSettings';
import { keepForOffline, missingFeatures, type KeepProgress } from './offline';
import { followClock, type RemoteClock } from './remoteClock';
import { openSerial, serialAvailable } from './serialTransport';
import { bluetoothAvailable, openBluetooth } from './bluetoothTransport';
import type { LinkTransport } from './linkTransport';
import { t } from './pageLanguage';

const loaded = loadSettings();
let page = loaded.settings;
useLanguage(page.text);
/** The halves' alert's key: the voice fell back to beeps, or "". */
let alert = '';
const alertText = () => (alert === '' ? '' : t(alert));
const voiceName = () => t('voice.' + page.language);
let kept: (KeepProgress & { language: string }) | null = null;
const keepScreenOn = createScreenKeeper();
/** A hardware clock the page shows and drives, or null: the page's own game. */
let remote: RemoteClock | null = null;

/** The voice for the page's settings; clips that fail to load turn it to beeps, said on both halves. */
function makeVoice(): WebVoice {
  return createWebVoice('voice/', {
    language: page.language,
    sound: page.sound,
    mainTimeCalls: page.mainTimeCalls,
    noVoice(why) {
      alert = 'alert.noVoice';
      showNotice(t('notice.noVoice', { why: t(why === 'pack' ? 'voice.packFailed' : 'voice.clipFailed', { voice: voiceName() }) }));
      controller.refresh();
    },
  });
}
let voice = makeVoice();

/** The game's settings with the count's words chosen now: the count style may change mid-game, its schedule not. */
const spoken = (settings: ClockSettings): ClockSettings => Object.assign({}, settings, { countStyle: page.countStyle });

const caption = createCaptions(() => performance.now());
const controller = createClockController(clockSettingsOf(page), {
  now: () => performance.now(),
  hidden: () => document.hidden,
  setTimer(fn, ms) {
    const timer = setTimeout(fn, ms);
    return () => clearTimeout(timer);
  },
  play(call) {
    const settings = spoken(controller.game().settings);
    const stopVoice = voice.play(call, settings);
    // Written whatever the sound: a muted phone still tells the count.
    const stopCaption = callSaid(call.call, page.mainTimeCalls) ? caption(call, settings) : () => undefined;
    return () => (stopVoice(), stopCaption());
  },
  paint(state, nowMs) {
    // Connected, the halves show the hardware clock's times instead.
    if (remote !== null) return;
    paintClock(state, nowMs, alertText());
    keepScreenOn(state.phase === 'running');
  },
  tell: showNotice,
});

/** Keeps the chosen language's whole pack for offline use, telling its progress. */
function keepVoice(): void {
  if (page.sound !== 'voice') return;
  void voice.packFiles().then((files) =>
    keepForOffline(files, (progress) => {
      kept = Object.assign({ language: page.language }, progress);
      const done = progress.kept + progress.failed;
      // A pack kept before says nothing: the notice keeps what the players need.
      if (progress.fetched === 0 && progress.failed === 0) return;
      // Before the game the hint to start stays after the progress: it is what the players need first.
      const hint = controller.present().phase === 'ready' && remote === null ? ' ' + t('notice.start') : '';
      const counts = { voice: voiceName(), done: done, failed: progress.failed, total: progress.total };
      showNotice(t(done < progress.total ? 'notice.keeping' : progress.failed > 0 ? 'notice.keptSome' : 'notice.kept', counts) + hint);
    }),
  );
}

/** Loads every clip the game can say with no press (the count, its overtime, the time-out), so none comes late. */
function preloadCalls(into: WebVoice): void {
  const settings = spoken(controller.game().settings);
  const said = new Set<string>();
  const started = step(newClock(settings), { type: 'start' }, 0).state;
  runTo(started, 2 * 24 * 3600 * 1000, (e) => {
    if (e.type === 'call') said.add(phraseFor(e.call, callContext(settings, e.side)));
  });
  void into.preload(Array.from(said));
}

/** A new voice for changed settings; the calls already scheduled ahead are scheduled again with it. */
function voiceChanged(): void {
  alert = '';
  voice = makeVoice();
  preloadCalls(voice);
  controller.voiceChanged();
  keepVoice();
}

function playerPress(side: Side, at: number): void {
  if (remote !== null) return showNotice(t('notice.playOnClock'));
  // Browsers start audio only after a tap.
  voice.resume();
  controller.playerPress(side, at);
}

const sides = halves();
for (const side of ['black', 'white'] as Side[]) sides[side].addEventListener('pointerdown', (event) => playerPress(side, event.timeStamp));
document.addEventListener('keydown', (event) => {
  if (event.repeat || document.querySelector('dialog[open]') !== null) return;
  if (event.key === 'a') playerPress('black', event.timeStamp);
  else if (event.key === 'l') playerPress('white', event.timeStamp);
  else if (event.key === ' ') togglePause(event.timeStamp);
});
/** Pause or resume: the connected clock's (its MODE button's input), or the page's own game. */
function togglePause(atMs: number): void {
  const state = remote === null ? null : remote.state();
  if (remote === null || state === null) return controller.togglePause(atMs);
  remote.command(pauseToggle(state));
}
$('pause').addEventListener('click', (event) => togglePause(event.timeStamp));

const openReferee = createRefereePanel($<HTMLDialogElement>('refereeDialog'), {
  state: () => (remote === null ? controller.present() : (remote.state() ?? controller.present())),
  feed(input, atMs) {
    if (remote === null) return controller.feed(input, atMs);
    remote.command(input);
    return null;
  },
});
const refereeButton = $('referee');
let holding: ReturnType<typeof setTimeout> | null = null;
const letGo = () => {
  if (holding !== null) clearTimeout(holding);
  holding = null;
  refereeButton.classList.remove('holding');
};
refereeButton.addEventListener('pointerdown', () => {
  letGo();
  refereeButton.classList.add('holding');
  holding = setTimeout(() => {
    letGo();
    openReferee();
  }, REFEREE_HOLD_MS);
});
for (const end of ['pointerup', 'pointerleave', 'pointercancel']) refereeButton.addEventListener(end, letGo);
refereeButton.addEventListener('click', () => {
  if (!$<HTMLDialogElement>('refereeDialog').open) showNotice(t('notice.holdReferee'));
});
document.addEventListener('visibilitychange', () => controller.refresh());
// A turned phone refits the figures to their new halves.
window.addEventListener('resize', () => controller.refresh());

function download(name: string, text: string): void {
  const link = document.createElement('a');
  link.href = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
  link.download = name;
  link.click();
}
/** The record to download: the connected clock's own, read over the link, or the page's game. */
function record(format: 'jsonl' | 'sgf'): void {
  const name = 'game.' + format;
  if (remote === null) return download(name, format === 'sgf' ? controller.game().sgf(performance.now(), t) : controller.game().jsonl(performance.now()));
  remote.record(format).then(
    (text) => download(name, text),
    // A link that dropped has said so already.
    (error: Error) => remote !== null && showNotice(t('notice.recordFailed', { why: error.message })),
  );
}
// The records are a menu's, not among the players' buttons.
$('more').addEventListener('click', () => $<HTMLDialogElement>('moreDialog').showModal());
$('jsonl').addEventListener('click', () => record('jsonl'));
$('sgf').addEventListener('click', () => record('sgf'));

/** Links the page to a hardware clock over `open`'s link: the halves show its times until the link ends. */
function connect(open: (lost: (why: string) => void) => Promise<LinkTransport>, connected: string): void {
  let shown: RemoteClock | null = null;
  const lost = (why: string) => {
    if (remote !== shown || remote === null) return;
    remote = null;
    showNotice(t('notice.linkDropped', { why: why }));
    controller.refresh();
  };
  open(lost)
    .then((link) => followClock(link, { paint: (state, nowMs) => paintClock(state, nowMs, link.label), tell: showNotice }).catch((error: Error) => {
      link.close();
      throw error;
    }))
    .then(
      (clock) => {
        remote = shown = clock;
        $<HTMLDialogElement>('setupDialog').close();
        showNotice(t(connected));
      },
      (error: Error) => ($('connectNote').textContent = t('connect.failed', { why: error.message })),
    );
}
$('connect').addEventListener('click', () => {
  if (!serialAvailable()) return void ($('connectNote').textContent = t('connect.noSerial'));
  connect(openSerial, 'notice.connectedUsb');
});
$('connectBluetooth').addEventListener('click', () => {
  if (!bluetoothAvailable()) return void ($('connectNote').textContent = t('connect.noBluetooth'));
  connect(openBluetooth, 'notice.connectedBluetooth');
});

// The clock's board number in a tournament hall: the clock's own setting, so only a connected clock takes it.
$('sendBoard').addEventListener('click', () => {
  const text = $<HTMLInputElement>('board').value.trim();
  if (remote === null) return void ($('connectNote').textContent = t('board.connectFirst'));
  if (!/^\d+$/.test(text)) return void ($('connectNote').textContent = t('board.whole'));
  void remote.configure({ board: Number(text) }).then((refusal) => showNotice(refusal === null ? t('board.set', { board: text }) : t('board.refused', { why: refusal })));
});

wireSetup({
  current: () => page,
  tell: showNotice,
  gameInProgress() {
    const state = controller.present();
    if (state.phase !== 'running' && state.phase !== 'paused' && state.phase !== 'flagged') return null;
    return t('game.onMove', { side: t(state.onMove === 'black' ? 'side.Black' : 'side.White'), move: state.move });
  },
  applied(next: PageSettings) {
    const sameVoice = ['language', 'countStyle', 'sound', 'mainTimeCalls'].every((key) => next[key as keyof PageSettings] === page[key as keyof PageSettings]);
    const sameWords = next.text === page.text;
    page = next;
    useLanguage(page.text);
    if (!sameWords) {
      // The notice and the warning are said again in the new words.
      showNotice(controller.present().phase === 'ready' && remote === null ? t('notice.start') : '');
      showWarning(warningText());
    }
    controller.refresh();
    if (!sameVoice) voiceChanged();
  },
  started(next, settings) {
    page = next;
    if (remote !== null) return sendSettings(remote, next);
    controller.newGame(settings);
    voiceChanged();
    showNotice(t('notice.start'));
  },
});

/** The setup form's settings, as the clock's configure takes them; the clock's own core checks them again. */
function sendSettings(to: RemoteClock, next: PageSettings): void {
  const timeControl = next.timeControl.trim() === '' ? { preset: next.preset } : { timeControl: JSON.parse(next.timeControl) };
  const voice = { language: next.language, countStyle: next.countStyle, sound: next.sound, mainTimeCalls: next.mainTimeCalls };
  void to.configure(Object.assign(timeControl, voice)).then((refusal) => showNotice(refusal === null ? t('settings.took') : t('settings.refused', { why: refusal })));
}

/** For tests and developers: the game, the calls scheduled, the audio clock's mapping and the pack kept. */
(window as unknown as { goClock: object }).goClock = {
  game: () => controller.game(),
  scheduled: () => controller.scheduled(),
  audioTimeOf: (ms: number) => voice.audioTimeOf(ms),
  kept: () => kept,
  remote: () => remote,
};

if ('serviceWorker' in navigator) void navigator.serviceWorker.register('sw.js').catch(() => undefined);
/** Each setting's label, to name one the saved settings lost. */
const SETTING_LABELS: Record<keyof PageSettings, string> = { preset: 'setup.preset', timeControl: 'setup.system', rules: 'setup.rules', text: 'setup.text', language: 'setup.voice', countStyle: 'setup.count', sound: 'setup.sound', mainTimeCalls: 'setup.mainTimeCalls' };
/** What the page cannot do here, and the settings it mended as it loaded, in the page's words. */
function warningText(): string {
  const mended = loaded.fields.length > 0 ? t('settings.mended', { fields: loaded.fields.map((field) => t(SETTING_LABELS[field])).join(t('list.separator')) }) : '';
  return [missingFeatures() ?? '', mended].filter((text) => text !== '').join(' ');
}
showWarning(warningText());
showNotice(t('notice.start'));
preloadCalls(voice);
keepVoice();
controller.refresh();
