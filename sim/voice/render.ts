// Renders a game's voice track into one WAV: each clip at its call's instant, as the clock plays it.
// Calls due at the same instant play back to back; a call at a later instant starts on time and cuts off
// whatever is still playing, as the DFPlayer does when it is told to play the next track.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ClockEvent, ClockSettings } from '../../firmware/core/index';
import { callContext, phraseFor } from '../../firmware/voice/phrases';
import { readWav, type Pcm } from './wav';
import { CARD_RATE, type Manifest } from './packs';

export interface Placed {
  /** The call's instant. */
  at: number;
  /** When the clip starts: the instant, or the end of the clip before it at the same instant. */
  startMs: number;
  phrase: string;
}

export type ClipSource = (phrase: string) => Pcm;

export function packSource(manifest: Manifest, dir: string): ClipSource {
  const files: Record<string, string> = {};
  for (const clip of manifest.clips) files[clip.phrase] = clip.file;
  const cache: Record<string, Pcm> = {};
  return (phrase) => {
    if (files[phrase] === undefined) {
      const why = manifest.missing.indexOf(phrase) >= 0 ? ' (not recorded)' : ': a sample pack holds only the phrases the tests use; npm run voice builds the full packs';
      throw new Error(manifest.language + ' pack in ' + dir + ' has no clip for ' + phrase + why);
    }
    return (cache[phrase] = cache[phrase] ?? readWav(readFileSync(join(dir, files[phrase]))));
  };
}

/** What is said, when: calls and answers, in the settings' count style and rules. */
export function spokenPhrases(settings: ClockSettings, events: ClockEvent[], source: ClipSource): Placed[] {
  const placed: Placed[] = [];
  let previous: { at: number; endMs: number } | null = null;
  for (const e of events) {
    if (e.type !== 'call' && e.type !== 'answer') continue;
    const phrase = phraseFor(e.type === 'call' ? e.call : e.answer, callContext(settings, e.side));
    if (phrase === '') continue;
    const clip = source(phrase);
    const startMs: number = previous !== null && previous.at === e.at ? Math.max(e.at, previous.endMs) : e.at;
    placed.push({ at: e.at, startMs: startMs, phrase: phrase });
    previous = { at: e.at, endMs: startMs + Math.ceil((clip.samples.length * 1000) / clip.rate) };
  }
  return placed;
}

/** The whole track, from 0 to `untilMs` (or the end of the last clip), at the card's sample rate. */
export function renderTrack(placed: Placed[], source: ClipSource, untilMs: number): Pcm {
  const rate = CARD_RATE;
  let endMs = untilMs;
  for (const p of placed) endMs = Math.max(endMs, p.startMs + Math.ceil((source(p.phrase).samples.length * 1000) / rate));
  const samples = new Int16Array(Math.ceil((endMs * rate) / 1000));
  for (let i = 0; i < placed.length; i++) {
    const clip = source(placed[i].phrase).samples;
    const start = Math.round((placed[i].startMs * rate) / 1000);
    const next = i + 1 < placed.length ? Math.round((placed[i + 1].startMs * rate) / 1000) : samples.length;
    const length = Math.min(clip.length, next - start, samples.length - start);
    for (let k = 0; k < length; k++) samples[start + k] = clip[k];
  }
  return { rate: rate, samples: samples };
}
