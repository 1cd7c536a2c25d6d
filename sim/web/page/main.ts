// The web clock's entry point, the only place that wires the page together: the controller (the game,
// its timer, its calls), the view, the setup dialog, the referee's panel, the voice and the screen lock.
import { callContext, phraseFor } from '../../../firmware/voice/phrases';
import { newClock, runTo, step, type Side } from '../../../firmware/core/index';
import { createClockController } from './controller';
import { createWebVoice, type WebVoice } from './webVoice';
import { createRefereePanel } from './refereePanel';
import { createScreenKeeper } from './wakeLock';
import { $, halves, paintClock, showNotice } from './view';
import { clockSettingsOf, loadSettings, wireSetup } from './setup';

const START_NOTICE = 'Tap your half to start the opponent’s clock.';

let page = loadSettings();
let voice: WebVoice | null = null;
const keepScreenOn = createScreenKeeper();
const controller = createClockController(clockSettingsOf(page), {
  now: () => performance.now(),
  hidden: () => document.hidden,
  setTimer(fn, ms) {
    const timer = setTimeout(fn, ms);
    return () => clearTimeout(timer);
  },
  play: (call) => (voice === null ? () => undefined : voice.play(call, controller.game().settings)),
  paint(state, nowMs) {
    paintClock(state, nowMs);
    keepScreenOn(state.phase === 'running');
  },
  tell: showNotice,
});

/** The voice, made at the first tap (browsers start audio only after one), with every clip it may say loaded. */
function voiceFor(): WebVoice {
  if (voice === null) {
    voice = createWebVoice('voice/', { language: page.language, sound: page.sound, mainTimeCalls: page.mainTimeCalls });
    preloadCalls(voice);
  }
  voice.resume();
  return voice;
}

/** Loads every clip the game can say with no press (the count, its overtime, the time-out), so none comes late and all work offline. */
function preloadCalls(into: WebVoice): void {
  const settings = controller.game().settings;
  const said = new Set<string>();
  const started = step(newClock(settings), { type: 'start' }, 0).state;
  runTo(started, 2 * 24 * 3600 * 1000, (e) => {
    if (e.type === 'call') said.add(phraseFor(e.call, callContext(settings, e.side)));
  });
  void into.preload(Array.from(said));
}

function playerPress(side: Side, at: number): void {
  voiceFor();
  controller.playerPress(side, at);
}

const sides = halves();
for (const side of ['black', 'white'] as Side[]) sides[side].addEventListener('pointerdown', (event) => playerPress(side, event.timeStamp));
document.addEventListener('keydown', (event) => {
  if (event.repeat || $<HTMLDialogElement>('setupDialog').open) return;
  if (event.key === 'a') playerPress('black', event.timeStamp);
  else if (event.key === 'l') playerPress('white', event.timeStamp);
  else if (event.key === ' ') controller.togglePause(event.timeStamp);
});

/** A press on Pause held this long opens the referee's panel, pausing a running game at the press's instant. */
const REFEREE_HOLD_MS = 800;
const openReferee = createRefereePanel($<HTMLDialogElement>('refereeDialog'), () => controller.game().settings, controller.feed);
let pauseDownAt = 0;
$('pause').addEventListener('pointerdown', (event) => (pauseDownAt = event.timeStamp));
$('pause').addEventListener('click', (event) => {
  if (event.timeStamp - pauseDownAt < REFEREE_HOLD_MS || pauseDownAt === 0) controller.togglePause(event.timeStamp);
  else {
    if (controller.game().state().phase === 'running') controller.feed({ type: 'pause' }, pauseDownAt);
    openReferee();
  }
  pauseDownAt = 0;
});
document.addEventListener('visibilitychange', () => controller.refresh());

function download(name: string, text: string): void {
  const link = document.createElement('a');
  link.href = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
  link.download = name;
  link.click();
}
$('jsonl').addEventListener('click', () => download('game.jsonl', controller.game().jsonl(performance.now())));
$('sgf').addEventListener('click', () => download('game.sgf', controller.game().sgf(performance.now())));

wireSetup(
  () => page,
  (next, settings) => {
    page = next;
    voice = null;
    controller.newGame(settings);
    showNotice(START_NOTICE);
  },
);

/** For tests and developers: the game, the calls scheduled, and the audio clock's mapping. */
(window as unknown as { goClock: object }).goClock = {
  game: () => controller.game(),
  scheduled: () => controller.scheduled(),
  audioTimeOf: (ms: number) => (voice === null ? null : voice.audioTimeOf(ms)),
};

if ('serviceWorker' in navigator) void navigator.serviceWorker.register('sw.js').catch(() => undefined);
showNotice(START_NOTICE);
controller.refresh();
