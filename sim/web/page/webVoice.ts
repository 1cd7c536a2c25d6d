// The web clock's voice: the packs `npm run voice` builds, played on the Web Audio clock. Each call starts
// with AudioBufferSourceNode.start(when) at its instant mapped onto the audio clock, so it lands on the
// second however late the page's timers run. Beeps and silence are the other sound modes, and beeps are
// what it falls back to, saying so once, when a clip cannot be loaded (offline with a pack never kept, say).
import { callContext, phraseFor } from '../../../firmware/voice/phrases';
import type { ClockSettings } from '../../../firmware/core/index';
import type { ScheduledCall } from '../callScheduler';

import type { SoundMode } from '../../../firmware/app/settings';
import { recordedClips } from './recordedVoice';
import { RECORDED } from './savedSettings';

export type { SoundMode };

export interface WebVoiceOptions {
  /** The pack's language, or RECORDED and the language of a voice recorded on record.html. */
  language: string;
  sound: SoundMode;
  /** Say main time's minutes left; many players of online clocks want only the overtime's calls. */
  mainTimeCalls: boolean;
  /** The voice fell back to beeps: its pack (`pack`) or one of its clips (`clip`) could not be loaded. */
  noVoice(why: 'pack' | 'clip'): void;
}

interface ManifestClip {
  phrase: string;
  /** The card's WAV, which every browser plays. */
  file: string;
  /** Ogg Opus, a tenth of the size, where the browser plays it. */
  web?: string;
}

export interface WebVoice {
  /** Starts a call at its clock instant; returns how to cancel it. */
  play(call: ScheduledCall, settings: ClockSettings): () => void;
  /** The audio clock time (s) of a page-clock instant (ms), as the page maps it now. */
  audioTimeOf(ms: number): number;
  /** Loads the clips a game will need first (the count, the time-out), so the first calls are not late. */
  preload(phrases: string[]): Promise<void>;
  resume(): void;
  /** Every file of the language's pack the browser would play, relative to the site, to keep for offline. */
  packFiles(): Promise<string[]>;
}

/** Whether `call` is said at all: main time's calls only when the player wants them. */
export function callSaid(call: string, mainTimeCalls: boolean): boolean {
  return mainTimeCalls || call.indexOf('main:') !== 0;
}

export function createWebVoice(base: string, options: WebVoiceOptions): WebVoice {
  // Made when first needed, not with the page: a silent page never waits for the audio device, and a
  // sounding one makes it on the player's first tap, which the browser's autoplay rule asks for anyway.
  let audio: AudioContext | null = null;
  const context = (): AudioContext => audio ?? (audio = new window.AudioContext());
  const buffers = new Map<string, Promise<AudioBuffer | null>>();
  const opus = new Audio().canPlayType('audio/ogg; codecs=opus') !== '';
  let manifest: Promise<ManifestClip[] | null> | null = null;
  let beepsOnly = false;
  const fallBack = (why: 'pack' | 'clip') => {
    if (beepsOnly) return;
    beepsOnly = true;
    options.noVoice(why);
  };
  const clipsOf = () => {
    manifest =
      manifest ??
      fetch(base + options.language + '/manifest.json')
        .then((r) => (r.ok ? r.json() : Promise.reject(new Error('HTTP ' + r.status))))
        .then((m: { clips: ManifestClip[] }) => m.clips)
        .catch(() => {
          fallBack('pack');
          return null;
        });
    return manifest;
  };
  const fileOf = (clip: ManifestClip) => (opus && clip.web !== undefined ? clip.web : clip.file);
  const recorded = options.language.indexOf(RECORDED) === 0 ? options.language.slice(RECORDED.length) : null;
  const recordedClip = recorded === null ? null : recordedClips(recorded);
  const recordedBuffer = (clipOf: NonNullable<typeof recordedClip>, phrase: string): Promise<AudioBuffer | null> =>
    clipOf(phrase).then((clip) => {
      if (clip === null) return null;
      const buffer = context().createBuffer(1, clip.samples.length, clip.rate);
      buffer.copyToChannel(clip.samples, 0);
      return buffer;
    });
  const bufferOf = (phrase: string): Promise<AudioBuffer | null> => {
    let buffer = buffers.get(phrase);
    if (buffer === undefined && recordedClip !== null) buffers.set(phrase, (buffer = recordedBuffer(recordedClip, phrase)));
    if (buffer === undefined) {
      buffer = clipsOf().then((clips) => {
        const clip = clips === null ? undefined : clips.find((c) => c.phrase === phrase);
        if (clip === undefined) return null;
        return fetch(base + fileOf(clip))
          .then((r) => (r.ok ? r.arrayBuffer() : Promise.reject(new Error('HTTP ' + r.status))))
          .then((bytes) => context().decodeAudioData(bytes))
          .catch(() => {
            fallBack('clip');
            return null;
          });
      });
      buffers.set(phrase, buffer);
    }
    return buffer;
  };
  const audioTimeOf = (ms: number): number => {
    // The pair of the audio clock and the page's clock at the same moment, from the browser when it has one.
    const stamp = typeof context().getOutputTimestamp === 'function' ? context().getOutputTimestamp() : null;
    const contextTime = stamp !== null && stamp.contextTime !== undefined && stamp.contextTime > 0 ? stamp.contextTime : context().currentTime;
    const pageTime = stamp !== null && stamp.performanceTime !== undefined && stamp.contextTime !== undefined && stamp.contextTime > 0 ? stamp.performanceTime : performance.now();
    return contextTime + (ms - pageTime) / 1000;
  };
  const beep = (when: number) => {
    const oscillator = context().createOscillator();
    const gain = context().createGain();
    oscillator.frequency.value = 880;
    gain.gain.value = 0.2;
    oscillator.connect(gain).connect(context().destination);
    oscillator.start(when);
    oscillator.stop(when + 0.12);
    return () => oscillator.stop();
  };
  return {
    play(call, settings) {
      if (options.sound === 'silent') return () => undefined;
      if (!callSaid(call.call, options.mainTimeCalls)) return () => undefined;
      const phrase = phraseFor(call.call, callContext(settings, call.side));
      if (phrase === '') return () => undefined;
      if (options.sound === 'beep' || beepsOnly) return beep(Math.max(context().currentTime, audioTimeOf(call.at)));
      let source: AudioBufferSourceNode | null = null;
      let stopBeep: (() => void) | null = null;
      let cancelled = false;
      void bufferOf(phrase).then((buffer) => {
        if (cancelled) return;
        // The clip could not be loaded, or was never recorded: its beep, at its instant, rather than silence.
        if (buffer === null && (beepsOnly || recorded !== null)) stopBeep = beep(Math.max(context().currentTime, audioTimeOf(call.at)));
        if (buffer === null) return;
        source = context().createBufferSource();
        source.buffer = buffer;
        source.connect(context().destination);
        // A clip whose instant has just passed (a call made by the press itself) plays at once.
        source.start(Math.max(context().currentTime, audioTimeOf(call.at)));
      });
      return () => {
        cancelled = true;
        if (source !== null) source.stop();
        if (stopBeep !== null) stopBeep();
      };
    },
    audioTimeOf: audioTimeOf,
    preload(phrases) {
      // Beeps and silence play no clip.
      if (options.sound !== 'voice') return Promise.resolve();
      return Promise.all(phrases.map(bufferOf)).then(() => undefined);
    },
    resume() {
      void context().resume();
    },
    packFiles() {
      // A recorded voice is kept in the browser already.
      if (recorded !== null) return Promise.resolve([]);
      return clipsOf().then((clips) => [base + options.language + '/manifest.json'].concat(clips === null ? [] : clips.map((c) => base + fileOf(c))));
    },
  };
}
