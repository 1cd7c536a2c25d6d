// Builds voice packs offline: espeak-ng speaks each phrase (or a recorded human WAV is used), the clip is
// trimmed and levelled, and it is written as the DFPlayer's card tree (folder per language, NNNN.wav),
// as 8-bit unsigned 8 kHz PCM for Espruino's Waveform (converted by sox), and into a manifest.
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { allPhrases } from '../../firmware/voice/clips';
import { durationMs, processClip, readWav, writeWav, type Pcm } from './wav';
import { phraseText, type Language } from './texts';

const run = promisify(execFile);

export const PACKS_DIR = 'dist/voice';
/** The card's WAVs: 16 kHz 16-bit mono, which the DFPlayer plays and speech needs no more than. */
export const CARD_RATE = 16000;
/** Count clips (1 … 10) must end well before the next second's count starts. */
export const COUNT_LIMIT_MS = 800;
/** A seconds call can be followed one second later (50 s, then the count's 1): it must end by then. */
export const SECONDS_LIMIT_MS = 950;
/** espeak-ng speeds tried, in words per minute, until a timed call fits its second. */
const FAST_SPEEDS = [190, 240, 290, 340, 400, 470, 540, 620];
const SPEECH_SPEED = 170;

/** How long a phrase may last, or none: counts and seconds calls are followed a second later. */
export function limitMs(phrase: string): number | null {
  if (/^count-/.test(phrase)) return COUNT_LIMIT_MS;
  if (/^sec-/.test(phrase)) return SECONDS_LIMIT_MS;
  return null;
}

export interface ManifestClip {
  phrase: string;
  clip: number;
  text: string;
  /** The card file, relative to the pack's directory: sd/NN/NNNN.wav. */
  file: string;
  /** 8-bit unsigned 8 kHz PCM, relative to the pack's directory. */
  pcm8: string;
  durationMs: number;
}

export interface Manifest {
  language: string;
  folder: number;
  source: string;
  clips: ManifestClip[];
  missing: string[];
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

async function speak(language: Language, text: string, speed: number): Promise<Pcm> {
  const { stdout } = await run('espeak-ng', ['-v', language.espeakVoice, '-s', String(speed), '--stdout', text], { encoding: 'buffer', maxBuffer: 1 << 24 });
  return processClip(readWav(stdout as unknown as Buffer));
}

/** A timed call must fit its second: speak it faster until it does, and as a last resort let sox's
 * tempo shorten it without changing its pitch. */
async function speakPhrase(language: Language, phrase: string, text: string, scratch: string): Promise<Pcm> {
  const hardLimit = limitMs(phrase);
  if (hardLimit === null) return speak(language, text, SPEECH_SPEED);
  // Aim a little under: resampling for the card can round a clip up by a millisecond.
  const limit = hardLimit - 10;
  let pcm = await speak(language, text, FAST_SPEEDS[0]);
  for (let i = 1; i < FAST_SPEEDS.length && durationMs(pcm) >= limit; i++) pcm = await speak(language, text, FAST_SPEEDS[i]);
  if (durationMs(pcm) < limit) return pcm;
  writeFileSync(scratch, writeWav(pcm));
  const factor = (durationMs(pcm) / (limit - 60)).toFixed(3);
  await run('sox', [scratch, scratch + '.tempo.wav', 'tempo', '-s', factor]);
  pcm = processClip(readWav(readFileSync(scratch + '.tempo.wav')));
  unlinkSync(scratch + '.tempo.wav');
  return pcm;
}

/** Any WAV a person recorded (any rate, depth or channels), through sox to 16-bit mono at 22.05 kHz. */
async function recorded(path: string, scratch: string): Promise<Pcm> {
  await run('sox', [path, '-r', '22050', '-c', '1', '-b', '16', '-e', 'signed-integer', scratch]);
  return processClip(readWav(readFileSync(scratch)));
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
  /** A folder of recorded WAVs named by phrase id (e.g. count-7.wav), instead of espeak-ng. */
  humanDir?: string;
  /** Only these phrases (tests build a small pack); all when absent. */
  only?: string[];
  /** Parallel synthesis jobs. */
  jobs?: number;
  /** Where the pack goes (PACKS_DIR unless given). */
  outDir?: string;
}

/** Builds (or brings up to date) one language's pack; clips whose text and source are unchanged are kept. */
export async function buildPack(language: Language, options: BuildOptions): Promise<Manifest> {
  const dir = options.outDir ?? PACKS_DIR;
  const source = options.humanDir !== undefined ? 'human:' + options.humanDir : 'espeak-ng:' + language.espeakVoice + ':2';
  const folder = pad(language.folder, 2);
  const sdDir = join(dir, 'sd', folder);
  const pcmDir = join(dir, language.id, 'pcm8');
  mkdirSync(sdDir, { recursive: true });
  mkdirSync(pcmDir, { recursive: true });
  const previous = readManifest(language.id, dir);
  const kept: Record<string, ManifestClip> = {};
  if (previous !== null && previous.source === source) for (const clip of previous.clips) kept[clip.phrase] = clip;
  const phrases = allPhrases().filter((p) => options.only === undefined || options.only.indexOf(p.phrase) >= 0);
  const clips: ManifestClip[] = [];
  const missing: string[] = [];
  await pool(phrases, options.jobs ?? 3, async ({ phrase, clip }) => {
    const text = phraseText(language.id, phrase);
    const file = join('sd', folder, pad(clip, 4) + '.wav');
    const pcm8 = join(language.id, 'pcm8', pad(clip, 4) + '.raw');
    const old = kept[phrase];
    const limit = limitMs(phrase);
    const fits = old !== undefined && (limit === null || old.durationMs < limit);
    if (old !== undefined && fits && old.text === text && existsSync(join(dir, file)) && existsSync(join(dir, pcm8))) {
      clips.push(old);
      return;
    }
    let pcm: Pcm = { rate: 0, samples: new Int16Array(0) };
    if (options.humanDir !== undefined) {
      const recording = join(options.humanDir, phrase + '.wav');
      if (!existsSync(recording)) {
        missing.push(phrase);
        return;
      }
      pcm = await recorded(recording, join(dir, language.id, 'scratch-' + clip + '.wav'));
    }
    const scratch = join(dir, language.id, 'scratch-' + clip + '.wav');
    if (options.humanDir === undefined) pcm = await speakPhrase(language, phrase, text, scratch);
    writeFileSync(scratch, writeWav(pcm));
    // sox resamples: 16 kHz 16-bit for the card (clear speech, a third smaller), 8 kHz 8-bit for Waveform.
    await run('sox', [scratch, '-r', String(CARD_RATE), '-b', '16', join(dir, file)]);
    await run('sox', [scratch, '-r', '8000', '-b', '8', '-e', 'unsigned-integer', '-c', '1', '-t', 'raw', join(dir, pcm8)]);
    unlinkSync(scratch);
    clips.push({ phrase: phrase, clip: clip, text: text, file: file, pcm8: pcm8, durationMs: durationMs(readWav(readFileSync(join(dir, file)))) });
  });
  clips.sort((a, b) => a.clip - b.clip);
  missing.sort();
  const manifest: Manifest = { language: language.id, folder: language.folder, source: source, clips: clips, missing: missing };
  writeFileSync(manifestPath(language.id, dir), JSON.stringify(manifest, null, 1));
  return manifest;
}
