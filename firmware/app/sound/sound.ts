// How the clock's calls reach the players: spoken by the voice module, beeped on the piezo, or not at
// all. The voice falls back to beeps whenever the module is missing, has no card, or reports an error,
// and comes back once it answers again; the faces show which way the calls go.
// @espruino-hot: its functions run at every wake-up, so the build keeps them declared.
import type { BeeperDevice, VoiceDevice } from '../../devices';
import type { ClockEvent, ClockSettings, Side } from '../../core/index';
import { createVoicePlayer, type PreparedCall } from './voicePlayer';
import { callContext, phraseFor } from '../../voice/phrases';
import { clipFor } from '../../voice/clips';
import { beepFor } from '../../voice/beeps';
import { languageFolder, type SavedSettings } from '../settings';
import { eventKey } from '../timeline';

export interface Sound {
  /** Makes the call an event stands for, if it has one, at the event's instant. */
  announce(event: ClockEvent, nowMs: number): void;
  /**
   * The first spoken call among the events of a coming instant, made ready to start first thing then
   * (the voice's frame before any other work); null when none is spoken. Its announce then does nothing.
   */
  prepare(events: ClockEvent[]): PreparedCall | null;
  /** A word of the clock's own ("recovered", "low-battery"), said now. */
  say(word: string, nowMs: number): void;
  /** Undoes calls a late press cancelled. */
  retract(keys: string[]): void;
  /** What the faces show of the sound: "" when the calls go as chosen, else "NO VOICE", "BEEP" or "SILENT". */
  mark(): string;
  /** Why the voice is down ("NO CARD", "CHECK WIRING", "CARD OUT", "ERROR 8"), or "". */
  problem(): string;
}

/** The call string of an event the clock announces ("sec:40", "answer" words, "paused"), or "". */
function callOf(event: ClockEvent, settings: SavedSettings): string {
  switch (event.type) {
    case 'call':
      // Main-time calls ("N minutes left") can be switched off on their own; byo-yomi calls never.
      return !settings.mainTimeCalls && event.call.indexOf('main:') === 0 ? '' : event.call;
    case 'answer':
      return event.answer;
    case 'pause':
      return 'paused';
    case 'resume':
      return 'resumed';
    case 'flag':
      return 'flag';
    default:
      return '';
  }
}

export interface SoundContext {
  /** A call delivered later than this is dropped rather than made late. */
  staleMs: number;
  /** The current choices, and the time control whose calls are made. */
  settings: () => SavedSettings;
  clock: () => ClockSettings;
  /** The game's time now. */
  now: () => number;
  /** The way calls go changed by itself (the module failed or came back): the faces say so at once. */
  changed: () => void;
}

export function createSound(voice: VoiceDevice, beeper: BeeperDevice, context: SoundContext): Sound {
  const settings = context.settings;
  const staleMs = context.staleMs;
  const folder = () => languageFolder(settings().language);
  const player = createVoicePlayer(voice, staleMs, folder);
  let voiceReady = true;
  /** Until the module first answers, it may still be starting and drops what it is sent. */
  let voiceAnswered = false;
  /** A word said before the module answered: said once it does. */
  let heldWord = '';
  let voiceProblem = '';
  let beeping = '';
  /** The last call handed to the voice, beeped instead if the module fails while it should be speaking it. */
  let lastSpoken: { call: string; key: string; at: number } | null = null;
  voice.onStatus((ready, reason) => {
    const before = voiceReady;
    voiceReady = ready;
    voiceAnswered = true;
    voiceProblem = ready ? '' : reason;
    // A module that has just started has lost the volume sent at boot.
    if (ready) voice.setVolume(settings().volume);
    if (heldWord !== '') sound.say(heldWord, context.now());
    heldWord = '';
    if (!ready && lastSpoken !== null && context.now() - lastSpoken.at <= staleMs && beeps()) beep(lastSpoken.call, lastSpoken.key);
    lastSpoken = null;
    if (before !== ready) context.changed();
  });
  voice.check();

  const speaks = () => settings().sound === 'voice' && voiceReady;
  const beeps = () => settings().sound === 'beep' || (settings().sound === 'voice' && !voiceReady);

  function clipOf(event: ClockEvent, call: string): number {
    if (event.type === 'call' || event.type === 'answer') return clipFor(phraseFor(call, callContext(context.clock(), event.side as Side)));
    return clipFor(call);
  }

  function beep(call: string, key: string): void {
    const pattern = beepFor(call);
    if (pattern === null) return;
    beeping = key;
    beeper.beep(pattern.freqHz, pattern.pattern);
  }

  const sound: Sound = {
    announce(event: ClockEvent, nowMs: number): void {
      const call = callOf(event, settings());
      if (call === '' || nowMs - event.at > staleMs) return;
      const key = eventKey(event);
      // A call made ready ahead has gone out at its instant already: nothing to look up again.
      if (player.started(key)) return;
      if (speaks()) {
        const clip = clipOf(event, call);
        if (voice.speaks(folder(), clip)) {
          player.announce({ at: event.at, clip: clip, key: key }, nowMs);
          if (event.type === 'call') lastSpoken = { call: call, key: key, at: event.at };
          return;
        }
        // A call the voice does not hold (one language's calls in Storage) is beeped, never lost.
        if (clip === 0) return;
      } else if (!beeps()) return;
      // Only calls beep: a pause or an answer has no pattern a player could read.
      if (event.type === 'call' || event.type === 'flag') beep(call, key);
    },
    prepare(events: ClockEvent[]) {
      if (!speaks()) return null;
      for (let i = 0; i < events.length; i++) {
        const event = events[i];
        const call = callOf(event, settings());
        if (call === '') continue;
        const clip = clipOf(event, call);
        if (clip === 0 || !voice.speaks(folder(), clip)) continue;
        const key = eventKey(event);
        const prepared = player.prepare({ at: event.at, clip: clip, key: key });
        return {
          send: prepared.send,
          started() {
            prepared.started();
            if (event.type === 'call') lastSpoken = { call: call, key: key, at: event.at };
          },
        };
      }
      return null;
    },
    say(word: string, nowMs: number): void {
      if (speaks() && !voiceAnswered) heldWord = word;
      else if (speaks() && voice.speaks(folder(), clipFor(word))) player.announce({ at: nowMs, clip: clipFor(word), key: word + nowMs }, nowMs);
      else if (speaks() || beeps()) beep(word, word);
    },
    retract(keys: string[]): void {
      player.retract(keys);
      if (lastSpoken !== null && keys.indexOf(lastSpoken.key) >= 0) lastSpoken = null;
      if (beeping !== '' && keys.indexOf(beeping) >= 0) {
        beeper.stop();
        beeping = '';
      }
    },
    mark(): string {
      const mode = settings().sound;
      if (mode === 'voice') return voiceReady ? '' : 'device.noVoice';
      return mode === 'beep' ? 'device.beep' : 'device.silent';
    },
    problem: () => voiceProblem,
  };
  return sound;
}
