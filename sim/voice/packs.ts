// Builds voice packs offline: espeak-ng speaks each phrase (a person's takes: recordedPack.ts), the clip is
// trimmed and levelled, and it is written as the DFPlayer's card tree (folder per language, NNNN.wav),
// as 8-bit unsigned 8 kHz PCM for Espruino's Waveform (converted by sox), and into a manifest.
import { existsSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { allPhrases } from '../../firmware/voice/clips';
import { VOICE_RATE_HZ } from '../../firmware/voice/storageFormat';
import { durationMs, readWav, writeWav, type Pcm } from './wav';
import { phraseText, shortPhraseText, type Language } from './texts';
import { SAFETY_MS, spokenSequences, type SpokenSequence } from './budgets';
import { chooseWordings, fitClip, NATURAL_WPM, speak } from './fit';
import { runTool } from './tools';

/** The spoken sequences of the whole sweep, computed once per process. */
let sweep: SpokenSequence[] | null = null;

function sequencesOver(controls: unknown[] | undefined): SpokenSequence[] {
  if (controls !== undefined) return spokenSequences(controls);
  sweep = sweep ?? spokenSequences();
  return sweep;
}

export const PACKS_DIR = 'dist/voice';

/** A WAV as Espruino's Waveform plays it: raw 8-bit unsigned mono at the firmware's rate (sox converts). */
export async function writePcm8(wav: string, out: string): Promise<void> {
  await runTool('sox', [wav, '-r', String(VOICE_RATE_HZ), '-b', '8', '-e', 'unsigned-integer', '-c', '1', '-t', 'raw', out]);
}
/** The card's WAVs: 16 kHz 16-bit mono, which the DFPlayer plays and speech needs no more than. */
export const CARD_RATE = 16000;
export interface ManifestClip {
  phrase: string;
  clip: number;
  text: string;
  /** The card file, relative to the pack's directory: sd/NN/NNNN.wav. */
  file: string;
  /** 8-bit unsigned 8 kHz PCM, relative to the pack's directory. */
  pcm8: string;
  /** The web clock's clip: Ogg Opus (opusenc; decoders honour its pre-skip, so speech starts where the WAV's does). */
  web: string;
  durationMs: number;
  /** The clip's length at the natural rate (or as recorded). */
  naturalMs: number;
  /** How much faster than natural it was made: 1 when it fits its budget as it is. */
  speed: number;
  /** The most it may last (budgets.ts), or null when no call follows it closely. */
  budgetMs: number | null;
}

export interface Manifest {
  language: string;
  folder: number;
  source: string;
  clips: ManifestClip[];
  missing: string[];
  /** Sequences of the sweep that even shorter words at the fastest rate cannot fit: the next call cuts them off. */
  overruns: string[];
}

function pad(n: number, width: number): string {
  return String(n).padStart(width, '0');
}

export function manifestPath(language: string, dir: string): string {
  return join(dir, language, 'manifest.json');
}

export function readManifest(language: string, dir: string): Manifest | null {
  return existsSync(manifestPath(language, dir)) ? (JSON.parse(readFileSync(manifestPath(language, dir), 'utf8')) as Manifest) : null;
}

async function pool<T>(items: T[], width: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]);
  };
  const workers: Promise<void>[] = [];
  for (let i = 0; i < width; i++) workers.push(worker());
  await Promise.all(workers);
}

export interface BuildOptions {
  /** Only these phrases (tests build a small pack); all when absent. */
  only?: string[];
  /**
   * The time controls the budgets are taken over: the presets and the whole sweep unless given (a
   * sample pack takes the presets only; the sweep's budgets are never larger, so its clips are never longer).
   */
  controls?: unknown[];
  /** Parallel synthesis jobs. */
  jobs?: number;
  /** Where the pack goes (PACKS_DIR unless given). */
  outDir?: string;
}

/** Builds (or brings up to date) one language's pack; clips whose text and source are unchanged are kept. */
export async function buildPack(language: Language, options: BuildOptions): Promise<Manifest> {
  const dir = options.outDir ?? PACKS_DIR;
  const source = 'espeak-ng:' + language.espeakVoice + ':3';
  const folder = pad(language.folder, 2);
  const sdDir = join(dir, 'sd', folder);
  const pcmDir = join(dir, language.id, 'pcm8');
  mkdirSync(sdDir, { recursive: true });
  mkdirSync(join(dir, 'web', folder), { recursive: true });
  mkdirSync(pcmDir, { recursive: true });
  const previous = readManifest(language.id, dir);
  const kept: Record<string, ManifestClip> = {};
  if (previous !== null && previous.source === source) for (const clip of previous.clips) kept[clip.phrase] = clip;
  const phrases = allPhrases().filter((p) => options.only === undefined || options.only.indexOf(p.phrase) >= 0);
  const wanted = phrases.map((p) => p.phrase);
  // Budgets need the natural lengths of every phrase spoken with these, built or not.
  const sequences = sequencesOver(options.controls).filter((s) => s.phrases.some((p) => wanted.indexOf(p) >= 0));
  // Each text is synthesised at the natural rate once: its length chooses the words, its clip is kept.
  const naturals: Record<string, Pcm> = {};
  const naturalPcm = async (text: string) => (naturals[text] = naturals[text] ?? (await speak(language, text, NATURAL_WPM)));
  const naturalMs = async (text: string) => durationMs(await naturalPcm(text));
  const spoken: string[] = [];
  for (const sequence of sequences) for (const p of sequence.phrases) if (spoken.indexOf(p) < 0) spoken.push(p);
  // Measured in parallel first; the choice of words then reads them.
  await pool(spoken, options.jobs ?? 3, async (phrase) => {
    await naturalMs(phraseText(language.id, phrase));
    const short = shortPhraseText(language.id, phrase);
    if (short !== null) await naturalMs(short);
  });
  const chosen = await chooseWordings(language, sequences, naturalMs);
  const clips: ManifestClip[] = [];
  await pool(phrases, options.jobs ?? 3, async ({ phrase, clip }) => {
    const text = chosen.text[phrase] ?? phraseText(language.id, phrase);
    const budgetMs = chosen.budget[phrase] ?? null;
    const file = join('sd', folder, pad(clip, 4) + '.wav');
    const pcm8 = join(language.id, 'pcm8', pad(clip, 4) + '.raw');
    const web = join('web', folder, pad(clip, 4) + '.opus');
    const old = kept[phrase];
    const built = old !== undefined && old.web !== undefined && [file, pcm8, web].every((f) => existsSync(join(dir, f)));
    if (built && old.text === text && old.budgetMs === budgetMs) {
      clips.push(old);
      return;
    }
    const scratch = join(dir, language.id, 'scratch-' + clip + '.wav');
    const natural = await naturalPcm(text);
    const fitted = await fitClip(natural, budgetMs, scratch, (wpm: number) => speak(language, text, wpm));
    writeFileSync(scratch, writeWav(fitted.pcm));
    // sox resamples: 16 kHz 16-bit for the card (clear speech, a third smaller), 8 kHz 8-bit for Waveform.
    await runTool('sox', [scratch, '-r', String(CARD_RATE), '-b', '16', join(dir, file)]);
    await writePcm8(scratch, join(dir, pcm8));
    await runTool('opusenc', ['--quiet', '--bitrate', '24', join(dir, file), join(dir, web)]);
    unlinkSync(scratch);
    clips.push({
      phrase: phrase, clip: clip, text: text, file: file, pcm8: pcm8, web: web,
      durationMs: durationMs(readWav(readFileSync(join(dir, file)))),
      naturalMs: durationMs(natural),
      speed: Math.round(fitted.speed * 1000) / 1000,
      budgetMs: budgetMs,
    });
  });
  clips.sort((a, b) => a.clip - b.clip);
  const lengths: Record<string, number> = {};
  for (const clip of clips) lengths[clip.phrase] = clip.durationMs;
  const overruns = sequences
    .filter((q) => q.phrases.every((p) => lengths[p] !== undefined) && q.phrases.reduce((sum, p) => sum + lengths[p], 0) >= q.roomMs + SAFETY_MS)
    .map((q) => q.phrases.join(' + '));
  const manifest: Manifest = { language: language.id, folder: language.folder, source: source, clips: clips, missing: [], overruns: overruns };
  writeFileSync(manifestPath(language.id, dir), JSON.stringify(manifest, null, 1));
  return manifest;
}
