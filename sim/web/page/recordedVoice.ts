// A voice a person recorded on record.html, as the web clock plays it: each phrase made from the kept takes by the
// code that makes the Storage voice and the card (voiceFromTakes.ts), a composed one ("X minutes left") from its parts
// back to back. A phrase whose take is missing or refused has no clip: the clock beeps that call.
import { phraseClips } from '../../voice/voiceFromTakes';
import { recordings } from '../../voice/storagePhrases';
import { TAKE_RATE } from '../../voice/takes';
import { keptTakes } from './takeStore';
import { voiceLanguage } from './savedSettings';

/** The clip of `phrase` in the recorded `voice`, as samples at TAKE_RATE, or null when it was not recorded. */
export async function recordedClip(voice: string, phrase: string): Promise<{ rate: number; samples: Float32Array<ArrayBuffer> } | null> {
  const clip = phraseClips(voiceLanguage(voice), await keptTakes(voice), [phrase]).clips[phrase];
  return clip === undefined ? null : { rate: TAKE_RATE, samples: clip as Float32Array<ArrayBuffer> };
}

/** How many of the takes the Storage voice needs the recorded `voice` lacks or had refused, of how many. */
export async function takesLacking(voice: string): Promise<{ lacking: number; needed: number }> {
  const needed = recordings(voiceLanguage(voice)).filter((r) => r.needed);
  const made = phraseClips(voiceLanguage(voice), await keptTakes(voice), needed.map((r) => r.phrase));
  const lacking = made.missing.concat(made.refused.map((r) => r.id));
  return { lacking: needed.filter((r) => lacking.indexOf(r.id) >= 0).length, needed: needed.length };
}
