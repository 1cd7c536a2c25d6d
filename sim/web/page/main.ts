// The web clock's entry point, the only place that wires the page together: the controller (the game,
// its timer, its calls), the view, the setup dialog, the referee's panel, the voice, offline use and the
// screen lock.
import { callContext, phraseFor } from '../../../firmware/voice/phrases';
import { newClock, pauseToggle, runTo, step, type ClockSettings, type Side } from '../../../firmware/core/index';
import { LANGUAGES } from '../../voice/texts';
import { createClockController } from './controller';
import { createWebVoice, type WebVoice } from './webVoice';
import { createRefereePanel, REFEREE_HOLD_MS } from './refereePanel';
import { createScreenKeeper } from './wakeLock';
import { $, halves, paintClock, showNotice, showWarning } from './view';
import { loadSettings, wireSetup } from './setup';
import { clockSettingsOf, type PageSettings } from './savedSettings';
import { keepForOffline, missingFeatures, type KeepProgress } from './offline';
import { followClock, type RemoteClock } from './remoteClock';
import { openSerial, serialAvailable } from './serialTransport';
import { bluetoothAvailable, openBluetooth } from './bluetoothTransport';
import type { LinkTransport } from './linkTransport';

const START_NOTICE = 'Tap your half to start the opponent’s clock.';
const NO_VOICE = 'NO VOICE: BEEPS';

const loaded = loadSettings();
let page = loaded.settings;
let alert = '';
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
      alert = NO_VOICE;
      showNotice('No voice: ' + why + '. The clock beeps instead.');
      controller.refresh();
    },
  });
}
let voice = makeVoice();

/** The game's settings with the count's words chosen now: the count style may change mid-game, its schedule not. */
const spoken = (settings: ClockSettings): ClockSettings => Object.assign({}, settings, { countStyle: page.countStyle });

const controller = createClockController(clockSettingsOf(page), {
  now: () => performance.now(),
  hidden: () => document.hidden,
  setTimer(fn, ms) {
    const timer = setTimeout(fn, ms);
    return () => clearTimeout(timer);
  },
  play: (call) => voice.play(call, spoken(controller.game().settings)),
  paint(state, nowMs) {
    // Connected, the halves show the hardware clock's times instead.
    if (remote !== null) return;
    paintClock(state, nowMs, alert);
    keepScreenOn(state.phase === 'running');
  },
  tell: showNotice,
});

/** Keeps the chosen language's whole pack for offline use, telling its progress. */
function keepVoice(): void {
  if (page.sound !== 'voice') return;
  const name = LANGUAGES.find((l) => l.id === page.language)?.name ?? page.language;
  void voice.packFiles().then((files) =>
    keepForOffline(files, (progress) => {
      kept = Object.assign({ language: page.language }, progress);
      const done = progress.kept + progress.failed;
      // A pack kept before says nothing: the notice keeps what the players need.
      if (progress.fetched === 0 && progress.failed === 0) return;
      // Before the game the hint to start stays after the progress: it is what the players need first.
      const hint = controller.present().phase === 'ready' && remote === null ? ' ' + START_NOTICE : '';
      if (done < progress.total) showNotice('Keeping the ' + name + ' voice for offline use: ' + done + ' of ' + progress.total + ' files.' + hint);
      else if (progress.failed > 0) showNotice('The ' + name + ' voice: ' + progress.failed + ' of ' + progress.total + ' files could not be kept; offline, those calls beep.' + hint);
      else showNotice('The ' + name + ' voice is kept for offline use (' + progress.total + ' files).' + hint);
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
  if (remote !== null) return showNotice('Connected to a clock: play on its buttons. The page shows its times.');
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
  if (!$<HTMLDialogElement>('refereeDialog').open) showNotice('Hold Referee for a second to open the referee’s panel.');
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
  if (remote === null) return download(name, format === 'sgf' ? controller.game().sgf(performance.now()) : controller.game().jsonl(performance.now()));
  remote.record(format).then(
    (text) => download(name, text),
    // A link that dropped has said so already.
    (error: Error) => remote !== null && showNotice('The clock’s record could not be read: ' + error.message),
  );
}
$('jsonl').addEventListener('click', () => record('jsonl'));
$('sgf').addEventListener('click', () => record('sgf'));

/** Links the page to a hardware clock over `open`'s link: the halves show its times until the link ends. */
function connect(open: (lost: (why: string) => void) => Promise<LinkTransport>, how: string): void {
  let shown: RemoteClock | null = null;
  const lost = (why: string) => {
    if (remote !== shown || remote === null) return;
    remote = null;
    showNotice('The link to the clock dropped: ' + why + '. The page shows its own game again.');
    controller.refresh();
  };
  open(lost)
    .then((link) => followClock(link, { paint: (state, nowMs) => paintClock(state, nowMs, link.label), tell: showNotice }).catch((error: Error) => {
      link.close();
      throw error;
    }))
    .then(
      (connected) => {
        remote = shown = connected;
        $<HTMLDialogElement>('setupDialog').close();
        showNotice('Connected to the clock ' + how + ': its own times, its buttons. Setup and Referee drive it.');
      },
      (error: Error) => ($('connectNote').textContent = 'Not connected: ' + error.message),
    );
}
$('connect').addEventListener('click', () => {
  if (!serialAvailable()) return void ($('connectNote').textContent = 'This browser has no Web Serial (Chrome or Edge on a computer or Android have it).');
  connect(openSerial, 'over USB');
});
$('connectBluetooth').addEventListener('click', () => {
  if (!bluetoothAvailable()) return void ($('connectNote').textContent = 'This browser has no Web Bluetooth (Chrome or Edge on Android or a computer have it; on iPhone, an app such as Bluefy).');
  connect(openBluetooth, 'by Bluetooth');
});

// The clock's board number in a tournament hall: the clock's own setting, so only a connected clock takes it.
$('sendBoard').addEventListener('click', () => {
  const text = $<HTMLInputElement>('board').value.trim();
  if (remote === null) return void ($('connectNote').textContent = 'Connect to a clock first: the board number is the clock’s own setting.');
  if (!/^\d+$/.test(text)) return void ($('connectNote').textContent = 'The board is a whole number, 0 for a clock in no hall.');
  void remote.configure({ board: Number(text) }).then((refusal) => showNotice(refusal === null ? 'The clock is board ' + text + ' of the hall now.' : 'The clock refused the board: ' + refusal));
});

wireSetup({
  current: () => page,
  tell: showNotice,
  gameInProgress() {
    const state = controller.present();
    if (state.phase !== 'running' && state.phase !== 'paused' && state.phase !== 'flagged') return null;
    return (state.onMove === 'black' ? 'Black' : 'White') + ' on move, move ' + state.move;
  },
  applied(next: PageSettings) {
    page = next;
    voiceChanged();
  },
  started(next, settings) {
    page = next;
    if (remote !== null) return sendSettings(remote, next);
    controller.newGame(settings);
    voiceChanged();
    showNotice(START_NOTICE);
  },
});

/** The setup form's settings, as the clock's configure takes them; the clock's own core checks them again. */
function sendSettings(to: RemoteClock, next: PageSettings): void {
  const timeControl = next.timeControl.trim() === '' ? { preset: next.preset } : { timeControl: JSON.parse(next.timeControl) };
  const voice = { language: next.language, countStyle: next.countStyle, sound: next.sound, mainTimeCalls: next.mainTimeCalls };
  void to.configure(Object.assign(timeControl, voice)).then((refusal) => showNotice(refusal === null ? 'The clock took the new settings.' : 'The clock refused the settings: ' + refusal));
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
const problems = loaded.problems.length > 0 ? 'Saved settings mended: ' + loaded.problems.join('; ') + '.' : '';
showWarning([missingFeatures() ?? '', problems].filter((t) => t !== '').join(' '));
showNotice(START_NOTICE);
preloadCalls(voice);
keepVoice();
controller.refresh();
