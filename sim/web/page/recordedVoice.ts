// A voice a person recorded on record.html, as the web clock plays it: each phrase made from the kept takes by the
// code that makes the Storage voice and the card (voiceFromTakes.ts), a composed one ("X minutes left") from its parts
// back to back. A phrase whose take is missing or refused has no clip: the clock beeps that call.
import { phraseClips, voiceClipper } from '../../voice/voiceFromTakes';
import { recordings } from '../../voice/storagePhrases';
import { TAKE_RATE } from '../../voice/takes';
import { keptTakes } from './takeStore';
import { voiceLanguage } from './savedSettings';

/**
 * The clips of the recorded `voice`: of each phrase asked for, its samples at TAKE_RATE, or null when it was not
 * recorded. The takes are read once, and each made into a clip once, however many phrases say it.
 */
export function recordedClips(voice: string): (phrase: string) => Promise<{ rate: number; samples: Float32Array<ArrayBuffer> } | null> {
  const clipper = keptTakes(voice).then((takes) => voiceClipper(voiceLanguage(voice), takes));
  return async (phrase) => {
    const clip = (await clipper).clip(phrase);
    return clip === null ? null : { rate: TAKE_RATE, samples: clip as Float32Array<ArrayBuffer> };
  };
}

/** How many of the takes the Storage voice needs the recorded `voice` lacks or had refused, of how many. */
export async function takesLacking(voice: string): Promise<{ lacking: number; needed: number }> {
  const needed = recordings(voiceLanguage(voice)).filter((r) => r.needed);
  const made = phraseClips(voiceLanguage(voice), await keptTakes(voice), needed.map((r) => r.phrase));
  const lacking = made.missing.concat(made.refused.map((r) => r.id));
  return { lacking: needed.filter((r) => lacking.indexOf(r.id) >= 0).length, needed: needed.length };
}
