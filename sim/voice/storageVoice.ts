// One language's calls for the voice kept in Jolt.js's Storage (firmware/drivers/storageVoice.ts), the phrases
// storagePhrases.ts lists, as 8 kHz 8-bit PCM files "v<k>" and the index "voice". The whole phrases come from the
// pack builder, fitted to their budgets; or from a person's takes, made into clips as the recorder's page makes them.
import { existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { clipFor } from '../../firmware/voice/clips';
import { VOICE_INDEX_FILE } from '../../firmware/drivers/storageVoice';
import { buildPack, writePcm8 } from './packs';
import { type Language } from './texts';
import { partId, recordings, storageVoicePhrases, type Recording } from './storagePhrases';
import { processTake, type Refusal } from './takes';
import { NATURAL_WPM, speak } from './fit';
import { writeWav } from './wav';
import { BOARD } from '../../firmware/boards';
import { voiceRoomBytes } from '../../hardware/storageBudget';
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
  const all = storageVoicePhrases(language.id);
  const phrases: Record<string, string[]> = {};
  for (const phrase of Object.keys(all)) if (only === undefined || only.indexOf(phrase) >= 0) phrases[phrase] = all[phrase];
  const dir = join(outDir, language.id);
  const manifest = humanDir === undefined ? await buildPack(language, { only: Object.keys(phrases).filter((p) => phrases[p].length === 1), outDir: join(outDir, 'pack'), controls: controls }) : null;
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const partOf: Record<string, number> = {};
  const files: Record<string, string> = {};
  const place = (text: string, pcm8: Buffer) => {
    partOf[text] = Object.keys(partOf).length + 1;
    files['v' + partOf[text]] = join(dir, 'v' + partOf[text]);
    writeFileSync(files['v' + partOf[text]], pcm8);
  };
  const scratch = join(dir, 'part.wav');
  const placeWav = async (text: string, wav: Uint8Array) => {
    writeFileSync(scratch, wav);
    await writePcm8(scratch, scratch + '.raw');
    place(text, readFileSync(scratch + '.raw'));
    rmSync(scratch);
    rmSync(scratch + '.raw');
  };
  // A whole phrase is the pack's clip, in the words the pack chose for its budget.
  for (const clip of manifest === null ? [] : manifest.clips) {
    phrases[clip.phrase] = [clip.text];
    if (partOf[clip.text] === undefined) place(clip.text, readFileSync(join(outDir, 'pack', clip.pcm8)));
  }
  const missing: string[] = [];
  const refused: { id: string; refusal: Refusal }[] = [];
  // A text recorded once serves every phrase that says it (recordings() names it after the first).
  const byText: Record<string, Recording> = {};
  const byId: Record<string, Recording> = {};
  for (const recording of recordings(language.id)) byId[recording.id] = byText[recording.text] = recording;
  const tried: string[] = [];
  for (const phrase of Object.keys(phrases)) {
    for (const text of phrases[phrase]) {
      if (partOf[text] !== undefined) continue;
      if (humanDir === undefined) {
        writeFileSync(scratch + '.tts', writeWav(await speak(language, text, NATURAL_WPM)));
        await placeWav(text, readFileSync(scratch + '.tts'));
        rmSync(scratch + '.tts');
        continue;
      }
      const id = phrases[phrase].length === 1 ? byText[text].id : partId(text);
      if (tried.indexOf(id) >= 0) continue;
      tried.push(id);
      const path = join(humanDir, id + '.wav');
      if (!existsSync(path)) {
        missing.push(id);
        continue;
      }
      const take = processTake(readFileSync(path), id, byId[id].budgetMs);
      if (take.ok) await placeWav(text, take.wav);
      else refused.push({ id: id, refusal: take.refusal });
    }
  }
  // A phrase with a part missing or refused is beeped, as any call Storage does not hold.
  for (const phrase of Object.keys(phrases)) if (phrases[phrase].some((text) => partOf[text] === undefined)) delete phrases[phrase];
  const entries = Object.keys(phrases).map((p) => clipFor(p) + ':' + phrases[p].map((text) => partOf[text]).join('.'));
  files[VOICE_INDEX_FILE] = join(dir, VOICE_INDEX_FILE);
  writeFileSync(files[VOICE_INDEX_FILE], ' F' + language.folder + ' ' + entries.join(' '));
  const sizes: Record<string, number> = {};
  for (const name of Object.keys(files)) sizes[name] = statSync(files[name]).size;
  return {
    language: language.id,
    files: files,
    bytes: Object.keys(sizes).reduce((sum, name) => sum + sizes[name], 0),
    phrases: entries.length,
    parts: Object.keys(partOf).length,
    missing: missing,
    refused: refused,
    largestPartBytes: Math.max(...Object.keys(sizes).filter((name) => name !== VOICE_INDEX_FILE).map((name) => sizes[name])),
  };
}
