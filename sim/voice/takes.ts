// A take a person recorded, made into a clip or refused with the reason, by the same code in the browser's
// recorder and in `npm run voice -- --human`: the same take gives the same clip, byte for byte. The take is
// brought to one rate, its silence trimmed from both ends, its level set to the loudness every clip of a voice
// has, and its length held to the phrase's budget; a take that is silent, only noise, or clipped is refused,
// since trimming and levelling cannot mend it.
import { presets } from '../../firmware/core/index';
import { spokenSequences } from './budgets';
import { readWavBytes, toInt16, writeWavBytes } from './wavBytes';

/** A clip's rate: the card's (16 kHz speech loses nothing a call needs), from which sox makes the device's 8 kHz. */
export const TAKE_RATE = 16000;
/** Every clip of every voice is levelled to this RMS over its sounding part (about −16 dBFS), as wav.ts levels the synthesised ones. */
export const TARGET_RMS = 5200 / 32768;
/** …unless that would push its peak past this: a loud consonant is not clipped to level a quiet vowel. */
export const PEAK_LIMIT = 32000 / 32768;
/** Analysis frames of 10 ms: long enough to measure a level, short enough to trim close to a word. */
const FRAME = TAKE_RATE / 100;
/** Quieter than about −50 dBFS everywhere: the microphone heard nothing. */
const SILENT = 0.00316;
/** Sound must stand 12 dB over the quietest tenth of the take, or the take is only noise. */
const ABOVE_FLOOR = 4;
/** A frame belongs to the word 10 dB above the floor. */
const WORD_OVER_FLOOR = 3.16;
/** At full scale: within 0.1 % of it. A take with more than CLIPPED_SHARE of its samples there was clipped. */
const FULL_SCALE = 0.999;
const CLIPPED_SHARE = 0.001;
const CLIPPED_LEAST = 16;
/** Kept before the word's first loud frame and after its last: a soft onset, a fading final syllable. */
const LEAD_FRAMES = 2;
const TAIL_FRAMES = 6;
/** Faded in and out over these many samples, so a cut in the room's noise does not click. */
const FADE = TAKE_RATE / 200;

export type Refusal =
  | { why: 'unreadable'; detail: string }
  | { why: 'silent' }
  | { why: 'noise' }
  | { why: 'clipped'; percent: number }
  | { why: 'long'; phrase: string; ms: number; budgetMs: number };

export type Take = { ok: true; wav: Uint8Array; ms: number } | { ok: false; refusal: Refusal };

/** `samples` at `rate` brought to `to`: each output sample the mean of the input it spans (a low-pass against aliasing), or interpolated when upsampling. */
export function resample(samples: Float32Array, rate: number, to = TAKE_RATE): Float32Array {
  const ratio = rate / to;
  const out = new Float32Array(Math.floor(samples.length / ratio));
  for (let i = 0; i < out.length; i++) {
    const centre = i * ratio;
    if (ratio <= 1) {
      const at = Math.floor(centre);
      const next = Math.min(at + 1, samples.length - 1);
      out[i] = samples[at] + (samples[next] - samples[at]) * (centre - at);
      continue;
    }
    const from = Math.max(0, Math.round(centre - ratio / 2));
    const to = Math.min(samples.length, Math.round(centre + ratio / 2));
    let sum = 0;
    for (let j = from; j < to; j++) sum += samples[j];
    out[i] = sum / Math.max(1, to - from);
  }
  return out;
}

function frameLevels(samples: Float32Array): number[] {
  const levels: number[] = [];
  for (let start = 0; start + FRAME <= samples.length; start += FRAME) {
    let energy = 0;
    for (let i = start; i < start + FRAME; i++) energy += samples[i] * samples[i];
    levels.push(Math.sqrt(energy / FRAME));
  }
  return levels;
}

/** The share of `samples` at full scale, which no levelling can bring back. */
function clippedShare(samples: Float32Array): number {
  let clipped = 0;
  for (let i = 0; i < samples.length; i++) if (Math.abs(samples[i]) >= FULL_SCALE) clipped++;
  return clipped < CLIPPED_LEAST ? 0 : clipped / samples.length;
}

/** The take in `wav` made into a clip for `phrase`, at most `budgetMs` long (null: no budget), or why not. */
export function processTake(wav: Uint8Array, phrase: string, budgetMs: number | null): Take {
  let read;
  try {
    read = readWavBytes(wav);
  } catch (error) {
    return { ok: false, refusal: { why: 'unreadable', detail: (error as Error).message } };
  }
  const clipped = clippedShare(read.samples);
  if (clipped > CLIPPED_SHARE) return { ok: false, refusal: { why: 'clipped', percent: Math.round(clipped * 1000) / 10 } };
  const samples = resample(read.samples, read.rate);
  const levels = frameLevels(samples);
  const loudest = levels.reduce((a, b) => Math.max(a, b), 0);
  if (loudest < SILENT) return { ok: false, refusal: { why: 'silent' } };
  const floor = levels.slice().sort((a, b) => a - b)[Math.floor(levels.length / 10)];
  if (loudest < floor * ABOVE_FLOOR) return { ok: false, refusal: { why: 'noise' } };
  const threshold = Math.max(floor * WORD_OVER_FLOOR, SILENT);
  let first = 0;
  while (levels[first] < threshold) first++;
  let last = levels.length - 1;
  while (levels[last] < threshold) last--;
  const start = Math.max(0, first - LEAD_FRAMES) * FRAME;
  const end = Math.min(levels.length, last + 1 + TAIL_FRAMES) * FRAME;
  let energy = 0;
  let counted = 0;
  for (let f = first; f <= last; f++) {
    if (levels[f] < threshold) continue;
    energy += levels[f] * levels[f];
    counted++;
  }
  let peak = 0;
  for (let i = start; i < end; i++) peak = Math.max(peak, Math.abs(samples[i]));
  const gain = Math.min(TARGET_RMS / Math.sqrt(energy / counted), PEAK_LIMIT / peak);
  const clip = new Float32Array(end - start);
  for (let i = 0; i < clip.length; i++) clip[i] = samples[start + i] * gain * Math.min(1, (i + 1) / FADE, (clip.length - i) / FADE);
  const ms = Math.round((clip.length * 1000) / TAKE_RATE);
  if (budgetMs !== null && ms > budgetMs) return { ok: false, refusal: { why: 'long', phrase: phrase, ms: ms, budgetMs: budgetMs } };
  return { ok: true, wav: writeWavBytes(TAKE_RATE, toInt16(clip)), ms: ms };
}

let budgets: Record<string, number> | null = null;

/**
 * How long a recorded `phrase` may last: the least room the presets' calls leave it, in any count style. The call
 * that marks an instant (a count's number, a seconds call) must end before the next one; a phrase said after it at
 * the same instant ("1 minute", then "4 minutes left") has the instant's room too, and a long one is cut off by the
 * next call rather than squeezing the count. Null when no call follows it closely. The presets, not the whole sweep
 * of npm run voice, so that a phone works it out at once; a count's budget is the same either way.
 */
export function takeBudget(phrase: string): number | null {
  if (budgets === null) {
    budgets = {};
    for (const sequence of spokenSequences(presets().map((p) => p.timeControl))) {
      for (const p of sequence.phrases) budgets[p] = Math.min(budgets[p] ?? Infinity, sequence.roomMs);
    }
  }
  const budget = budgets[phrase];
  return budget === undefined || budget === Infinity ? null : budget;
}
