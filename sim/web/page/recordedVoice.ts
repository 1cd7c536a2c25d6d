// A voice a person recorded on record.html, as the web clock plays it: each phrase made from the kept takes by
// takes.ts, a composed one ("X minutes left") from its parts back to back, as the Storage voice composes it. A
// phrase whose take is missing or refused has no clip: the clock beeps that call.
import { phraseText } from '../../voice/texts';
import { recordings, storageVoicePhrases } from '../../voice/storagePhrases';
import { processTake, TAKE_RATE } from '../../voice/takes';
import { readWavBytes } from '../../voice/wavBytes';
import { keptTakes } from './takeStore';

/** The clip of `phrase` in the recorded `voice`, as samples at TAKE_RATE, or null when it was not recorded. */
export async function recordedClip(voice: string, phrase: string): Promise<{ rate: number; samples: Float32Array<ArrayBuffer> } | null> {
  const takes = await keptTakes(voice);
  const parts = storageVoicePhrases(voice)[phrase] ?? [phraseText(voice, phrase)];
  const clips: Float32Array[] = [];
  for (const text of parts) {
    const recording = recordings(voice).find((r) => r.text === (parts.length > 1 ? text.trim() : text));
    const take = recording === undefined || takes[recording.id] === undefined ? null : processTake(takes[recording.id], recording.id, recording.budgetMs);
    if (take === null || !take.ok) return null;
    clips.push(readWavBytes(take.wav).samples);
  }
  const samples = new Float32Array(clips.reduce((n, c) => n + c.length, 0));
  clips.reduce((at, clip) => (samples.set(clip, at), at + clip.length), 0);
  return { rate: TAKE_RATE, samples: samples };
}
