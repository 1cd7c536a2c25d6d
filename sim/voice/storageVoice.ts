// One language's calls for the voice kept in Jolt.js's Storage (firmware/drivers/storageVoice.ts), the phrases
// storagePhrases.ts lists, as 8 kHz 8-bit PCM files "v<k>" and the index "voice". The whole phrases come from the
// pack builder, fitted to their budgets; or from a person's takes, made into clips as the recorder's page makes them.
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { clipFor } from '../../firmware/voice/clips';
import { VOICE_INDEX_FILE } from '../../firmware/voice/storageFormat';
import { buildPack, writePcm8 } from './packs';
import { type Language } from './texts';
import { storageVoicePhrases } from './storagePhrases';
import { type Refusal } from './takes';
import { storageFromTakes, type MadeVoice, type Takes } from './voiceFromTakes';
import { NATURAL_WPM, speak } from './fit';
import { writeWav } from './wav';
import { BOARD } from '../../firmware/boards';
import { voiceRoomBytes } from '../host/storageBudget';
import { savedBytes } from '../espruino/boardBudget';

export { storageVoicePhrases };

export const STORAGE_VOICE_DIR = 'dist/voice-storage';

/** What a voice may take of Jolt.js's Storage: what the firmware (as saved now) and a long game leave, less a quarter spare. */
export function storageRoomBytes(savedFirmwareBytes?: number): number {
  const firmware = savedFirmwareBytes ?? savedBytes();
  if (firmware === null) throw new Error('the firmware\'s saved size is unknown: run npm run build first');
  return voiceRoomBytes(BOARD.storageBytes, firmware);
}

export interface StorageVoice {
  language: string;
  /** The Storage files, name → local path, for `npm run flash`. */
  files: Record<string, string>;
  /** What they take of Storage: the clips and the index. */
  bytes: number;
  phrases: number;
  parts: number;
  /** The longest part, in bytes (a Waveform's buffer walks at most 65,535). */
  largestPartBytes: number;
  /** From a person's takes: the takes not found, and those refused with why (their phrases are beeped). */
  missing: string[];
  refused: { id: string; refusal: Refusal }[];
}

/**
 * Builds the Storage voice of `language` into `outDir`/ID: whole phrases through the pack, the other parts spoken
 * as they are; or, from `humanDir`, every phrase and part from the takes named by its id (recordings()), each made
 * into a clip by takes.ts. `only` keeps those phrases alone: a small voice for tests, made by the same code.
 */
export async function buildStorageVoice(language: Language, outDir: string, controls?: unknown[], only?: string[], humanDir?: string): Promise<StorageVoice> {
  const dir = join(outDir, language.id);
  const made = humanDir === undefined ? await synthesised(language, outDir, controls, only) : storageFromTakes(language, readTakes(humanDir), only);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const files: Record<string, string> = {};
  for (const name of Object.keys(made.files)) writeFileSync((files[name] = join(dir, name)), made.files[name]);
  const parts = Object.keys(made.files).filter((name) => name !== VOICE_INDEX_FILE);
  return {
    language: language.id,
    files: files,
    bytes: Object.keys(made.files).reduce((sum, name) => sum + made.files[name].length, 0),
    phrases: made.phrases.length,
    parts: parts.length,
    missing: made.missing,
    refused: made.refused,
    largestPartBytes: Math.max(...parts.map((name) => made.files[name].length)),
  };
}

/** A person's takes in `dir`, by the name of their WAV files (count-7.wav is the take count-7). */
export function readTakes(dir: string): Takes {
  const takes: Takes = {};
  for (const name of readdirSync(dir)) if (/\.wav$/i.test(name)) takes[name.slice(0, -4)] = readFileSync(join(dir, name));
  return takes;
}

/** The voice spoken by espeak-ng: whole phrases through the pack, fitted to their budgets; the other parts spoken as they are. */
async function synthesised(language: Language, outDir: string, controls?: unknown[], only?: string[]): Promise<MadeVoice> {
  const all = storageVoicePhrases(language.id);
  const phrases: Record<string, string[]> = {};
  for (const phrase of Object.keys(all)) if (only === undefined || only.indexOf(phrase) >= 0) phrases[phrase] = all[phrase];
  const manifest = await buildPack(language, { only: Object.keys(phrases).filter((p) => phrases[p].length === 1), outDir: join(outDir, 'pack'), controls: controls });
  const scratch = join(outDir, 'pack', 'part.wav');
  const files: Record<string, Uint8Array> = {};
  const partOf: Record<string, number> = {};
  const place = (text: string, pcm8: Uint8Array) => {
    partOf[text] = Object.keys(partOf).length + 1;
    files['v' + partOf[text]] = pcm8;
  };
  // A whole phrase is the pack's clip, in the words the pack chose for its budget.
  for (const clip of manifest.clips) {
    phrases[clip.phrase] = [clip.text];
    if (partOf[clip.text] === undefined) place(clip.text, readFileSync(join(outDir, 'pack', clip.pcm8)));
  }
  for (const phrase of Object.keys(phrases)) {
    for (const text of phrases[phrase]) {
      if (partOf[text] !== undefined) continue;
      writeFileSync(scratch, writeWav(await speak(language, text, NATURAL_WPM)));
      await writePcm8(scratch, scratch + '.raw');
      place(text, readFileSync(scratch + '.raw'));
    }
  }
  rmSync(scratch, { force: true });
  rmSync(scratch + '.raw', { force: true });
  const entries = Object.keys(phrases).map((p) => clipFor(p) + ':' + phrases[p].map((text) => partOf[text]).join('.'));
  files[VOICE_INDEX_FILE] = Buffer.from(' F' + language.folder + ' ' + entries.join(' '));
  return { files: files, phrases: Object.keys(phrases), missing: [], refused: [] };
}
