// A person's takes made into the voices the clock plays, by one pure code in the recorder's page and in
// `npm run voice -- --human`: the same takes give the same files, byte for byte. Each take is made into a clip by
// takes.ts; a phrase composed of parts ("X minutes left") is its parts' clips back to back. From the clips come the
// Jolt.js's Storage voice (8 kHz 8-bit PCM parts and their index, as storageVoice.ts lays it out) and the DFPlayer's
// card folder (16 kHz 16-bit WAVs numbered as the firmware plays them). A phrase whose take is missing or refused
// has no clip: the clock beeps that call.
import { allPhrases, clipFor } from '../../firmware/voice/clips';
import { VOICE_INDEX_FILE, VOICE_RATE_HZ } from '../../firmware/voice/storageFormat';
import { phraseText } from './texts';
import { partId, recordings, storageVoicePhrases, type Recording } from './storagePhrases';
import { processTake, resample, takeBudget, TAKE_RATE, type Refusal } from './takes';
import { readWavBytes, toInt16, writeWavBytes } from './wavBytes';

/** A voice's takes as recorded: WAV bytes by take id (count-7, part-还剩). */
export type Takes = Record<string, Uint8Array>;

export interface MadeVoice {
  /** The files, by name: Storage's v1…vN and voice, or the card's NN/NNNN.wav. */
  files: Record<string, Uint8Array>;
  /** The phrases the files speak. */
  phrases: string[];
  /** The takes not recorded, and those refused with why, in the order the phrases need them. */
  missing: string[];
  refused: { id: string; refusal: Refusal }[];
}

/** Makes each take into a clip once, and notes the takes missing and refused. */
class Clips {
  /** The Storage voice's phrases, each with its parts' texts. */
  readonly composed: Record<string, string[]>;
  private made: Record<string, Float32Array | null> = {};
  private byText: Record<string, Recording> = {};
  private byId: Record<string, Recording> = {};
  readonly missing: string[] = [];
  readonly refused: { id: string; refusal: Refusal }[] = [];

  constructor(
    private language: string,
    private takes: Takes,
  ) {
    for (const recording of recordings(language)) this.byId[recording.id] = this.byText[recording.text] = recording;
    this.composed = storageVoicePhrases(language);
  }

  /** The take that says `text` of `phrase`: a part's, the list's take of the same words, or one named by the phrase. */
  private idOf(text: string, phrase: string, part: boolean): string {
    if (part) return partId(text);
    const listed = this.byText[text]?.id ?? phrase;
    // A take named by its phrase serves where the list's take of the same words (part-一 for count-1) was not made.
    return this.takes[listed] === undefined && this.takes[phrase] !== undefined ? phrase : listed;
  }

  /** The clip of the take `id` for `phrase`, or null when it is missing or refused. */
  private clip(id: string, phrase: string): Float32Array | null {
    if (id in this.made) return this.made[id];
    const wav = this.takes[id];
    // A take of the list has the least budget of the phrases that say it; one named by another phrase, that phrase's.
    const budget = this.byId[id] !== undefined ? this.byId[id].budgetMs : takeBudget(phrase);
    const take = wav === undefined ? null : processTake(wav, id, budget);
    if (take === null) this.missing.push(id);
    else if (!take.ok) this.refused.push({ id: id, refusal: take.refusal });
    this.made[id] = take !== null && take.ok ? readWavBytes(take.wav).samples : null;
    return this.made[id];
  }

  /** The clips of `phrase`'s parts, or null when one is missing or refused (each is still tried, to be named). */
  parts(phrase: string): Float32Array[] | null {
    const texts = this.composed[phrase] ?? [phraseText(this.language, phrase)];
    const clips = texts.map((text) => this.clip(this.idOf(text, phrase, texts.length > 1), phrase));
    return clips.some((clip) => clip === null) ? null : (clips as Float32Array[]);
  }
}

function joined(clips: Float32Array[]): Float32Array {
  const out = new Float32Array(clips.reduce((n, c) => n + c.length, 0));
  clips.reduce((at, clip) => (out.set(clip, at), at + clip.length), 0);
  return out;
}

/** A clip at TAKE_RATE as Espruino's Waveform plays it: 8-bit unsigned at the firmware's rate. */
export function pcm8(clip: Float32Array): Uint8Array {
  const samples = resample(clip, TAKE_RATE, VOICE_RATE_HZ);
  const out = new Uint8Array(samples.length);
  for (let i = 0; i < samples.length; i++) out[i] = Math.max(0, Math.min(255, Math.round(samples[i] * 128) + 128));
  return out;
}

/**
 * The clip of a phrase the takes make, at TAKE_RATE, or null; each take made into a clip once, however many phrases
 * say it. `missing` and `refused` grow as the phrases asked for need takes.
 */
export function voiceClipper(language: string, takes: Takes): { clip: (phrase: string) => Float32Array | null; missing: string[]; refused: MadeVoice['refused'] } {
  const made = new Clips(language, takes);
  const clip = (phrase: string) => {
    const parts = made.parts(phrase);
    return parts === null ? null : joined(parts);
  };
  return { clip: clip, missing: made.missing, refused: made.refused };
}

/** The clip of each phrase in `phrases` that the takes make, at TAKE_RATE: for the web clock and the card. */
export function phraseClips(language: string, takes: Takes, phrases: string[]): { clips: Record<string, Float32Array>; missing: string[]; refused: MadeVoice['refused'] } {
  const clipper = voiceClipper(language, takes);
  const clips: Record<string, Float32Array> = {};
  for (const phrase of phrases) {
    const clip = clipper.clip(phrase);
    if (clip !== null) clips[phrase] = clip;
  }
  return { clips: clips, missing: clipper.missing, refused: clipper.refused };
}

/**
 * The Storage voice of `language` from `takes`: each distinct part once, as "v<k>", in the order the phrases first say
 * it, and the index "voice" (" F<folder> <clip>:<k>.<k>…"), which the firmware reads. `only` keeps those phrases alone.
 */
export function storageFromTakes(language: { id: string; folder: number }, takes: Takes, only?: string[]): MadeVoice {
  const made = new Clips(language.id, takes);
  const all = made.composed;
  const files: Record<string, Uint8Array> = {};
  const partOf: Record<string, number> = {};
  const entries: string[] = [];
  const phrases: string[] = [];
  for (const phrase of Object.keys(all)) {
    if (only !== undefined && only.indexOf(phrase) < 0) continue;
    const texts = all[phrase];
    const clips = made.parts(phrase);
    if (clips === null) continue;
    texts.forEach((text, i) => {
      if (partOf[text] !== undefined) return;
      partOf[text] = Object.keys(partOf).length + 1;
      files['v' + partOf[text]] = pcm8(clips[i]);
    });
    entries.push(clipFor(phrase) + ':' + texts.map((text) => partOf[text]).join('.'));
    phrases.push(phrase);
  }
  files[VOICE_INDEX_FILE] = new TextEncoder().encode(' F' + language.folder + ' ' + entries.join(' '));
  return { files: files, phrases: phrases, missing: made.missing, refused: made.refused };
}

/** The DFPlayer's card folder of `language` from `takes`: NN/NNNN.wav for every phrase the takes make, 16 kHz 16-bit. */
export function cardFromTakes(language: { id: string; folder: number }, takes: Takes): MadeVoice {
  const numbered = allPhrases();
  const made = phraseClips(language.id, takes, numbered.map((p) => p.phrase));
  const folder = String(language.folder).padStart(2, '0');
  const files: Record<string, Uint8Array> = {};
  for (const { phrase, clip } of numbered) {
    if (made.clips[phrase] !== undefined) files[folder + '/' + String(clip).padStart(4, '0') + '.wav'] = writeWavBytes(TAKE_RATE, toInt16(made.clips[phrase]));
  }
  return { files: files, phrases: Object.keys(made.clips), missing: made.missing, refused: made.refused };
}
