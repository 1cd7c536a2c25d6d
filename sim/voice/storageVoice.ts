// One language's calls for the voice kept in Jolt.js's Storage (firmware/drivers/storageVoice.ts): the
// rules' calls (the count 1…10, 30/40/50/55/58 s, "1 minute", "X minutes left" in both editions' words,
// the time-out) and pause and resume, as 8 kHz 8-bit PCM files "v<k>" and the index "voice". "X minutes
// left" is composed from parts where the language allows it (还剩 + 二 + 十 + 三 + 分钟); a call Storage does
// not hold is beeped. The whole phrases come from the pack builder, fitted to their budgets.
import { mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { clipFor } from '../../firmware/voice/clips';
import { VOICE_INDEX_FILE } from '../../firmware/drivers/storageVoice';
import { buildPack, writePcm8, type BuildOptions } from './packs';
import { phraseText, type Language } from './texts';
import { NATURAL_WPM, speak } from './fit';
import { writeWav } from './wav';
import { BOARD } from '../../firmware/boards';
import { voiceRoomBytes } from '../../hardware/storageBudget';
import { savedBytes } from '../espruino/boardBudget';

/** The seconds calls the rules make in a minute (later Art. 12.3; 1988 Art. 12.2). */
const SECONDS_CALLS = [30, 40, 50, 55, 58, 60];
/** "X minutes left": the stems, and the most minutes each language's clips cover. */
const MINUTE_STEMS = ['minutes-left', 'minutes-left-later'];
const COMPOSED_UP_TO = 60;
/**
 * The clock's own words that Storage keeps beside the calls: the time-out, and pause and resume, which
 * players hear in every game. The longer words (recovered, low battery, ready, under a minute, last
 * period) would take about as much again: the faces show them, and a card speaks them.
 */
const STORAGE_WORDS = ['timeout', 'timeout-lost', 'minute-later', 'paused', 'resumed'];
const WHOLE_UP_TO = 10;
/**
 * How "X minutes left" is composed: from the number's characters where a language writes it one syllable
 * per character (Chinese numerals, Sino-Korean Hangul), for every X up to an hour; from the number as one
 * word (English) up to ten. Elsewhere (Japanese, whose counters change the number's sound) it is whole.
 */
const NUMBER_PARTS: Record<string, 'characters' | 'word'> = { zh: 'characters', yue: 'characters', ko: 'characters', en: 'word' };

export const STORAGE_VOICE_DIR = 'dist/voice-storage';

/** What a voice may take of Jolt.js's Storage: what the firmware (as saved now) and a long game leave, less a quarter spare. */
export function storageRoomBytes(savedFirmwareBytes?: number): number {
  const firmware = savedFirmwareBytes ?? savedBytes();
  if (firmware === null) throw new Error('the firmware\'s saved size is unknown: run npm run build first');
  return voiceRoomBytes(BOARD.storageBytes, firmware);
}

/** Each phrase the Storage voice holds, with the texts of its parts in order. */
export function storageVoicePhrases(language: string): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  const whole = (phrase: string) => (out[phrase] = [phraseText(language, phrase)]);
  for (let n = 1; n <= 10; n++) whole('count-' + n);
  for (const s of SECONDS_CALLS) whole('sec-' + s);
  for (const word of STORAGE_WORDS) whole(word);
  const parts = NUMBER_PARTS[language];
  for (const stem of MINUTE_STEMS) {
    const four = phraseText(language, stem + '-4');
    const five = phraseText(language, stem + '-5');
    let head = 0;
    while (four[head] === five[head]) head++;
    let tail = 0;
    while (four[four.length - 1 - tail] === five[five.length - 1 - tail]) tail++;
    const prefix = four.slice(0, head);
    const suffix = four.slice(four.length - tail);
    for (let n = 1; n <= (parts === 'characters' ? COMPOSED_UP_TO : WHOLE_UP_TO); n++) {
      const text = phraseText(language, stem + '-' + n);
      const number = text.slice(head, text.length - tail);
      // A phrase whose words change with its number ("1 minute left") stays whole.
      const fits = parts !== undefined && text === prefix + number + suffix;
      const numberParts = parts === 'characters' ? number.split('') : [number];
      out[stem + '-' + n] = fits ? [prefix].concat(numberParts, [suffix]).filter((part) => part.trim() !== '') : [text];
    }
  }
  return out;
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
}

/**
 * Builds the Storage voice of `language` into `outDir`/ID: whole phrases through the pack, the other parts spoken
 * as they are. `only` keeps those phrases alone: a small voice for tests, made by the same code.
 */
export async function buildStorageVoice(language: Language, outDir: string, controls?: unknown[], only?: string[]): Promise<StorageVoice> {
  const all = storageVoicePhrases(language.id);
  const phrases: Record<string, string[]> = {};
  for (const phrase of Object.keys(all)) if (only === undefined || only.indexOf(phrase) >= 0) phrases[phrase] = all[phrase];
  const dir = join(outDir, language.id);
  const packDir = join(outDir, 'pack');
  const options: BuildOptions = { only: Object.keys(phrases).filter((p) => phrases[p].length === 1), outDir: packDir, controls: controls };
  const manifest = await buildPack(language, options);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const partOf: Record<string, number> = {};
  const files: Record<string, string> = {};
  const place = (text: string, pcm8: Buffer) => {
    partOf[text] = Object.keys(partOf).length + 1;
    files['v' + partOf[text]] = join(dir, 'v' + partOf[text]);
    writeFileSync(files['v' + partOf[text]], pcm8);
  };
  // A whole phrase is the pack's clip, in the words the pack chose for its budget.
  for (const clip of manifest.clips) {
    phrases[clip.phrase] = [clip.text];
    if (partOf[clip.text] === undefined) place(clip.text, readFileSync(join(packDir, clip.pcm8)));
  }
  for (const phrase of Object.keys(phrases)) {
    for (const text of phrases[phrase]) {
      if (partOf[text] !== undefined) continue;
      const scratch = join(dir, 'part.wav');
      writeFileSync(scratch, writeWav(await speak(language, text, NATURAL_WPM)));
      await writePcm8(scratch, scratch + '.raw');
      place(text, readFileSync(scratch + '.raw'));
      rmSync(scratch);
      rmSync(scratch + '.raw');
    }
  }
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
    largestPartBytes: Math.max(...Object.keys(sizes).filter((name) => name !== VOICE_INDEX_FILE).map((name) => sizes[name])),
  };
}
