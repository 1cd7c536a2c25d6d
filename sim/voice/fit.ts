// Speaks each phrase as clearly as its budget allows: at the natural rate when it fits, faster only as
// much as the budget needs and never past SPEED_FLOOR, and in a referee's shorter words when even that
// is too long.
import { readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { durationMs, processClip, readWav, writeWav, type Pcm } from './wav';
import { phraseText, shortPhraseText, type Language } from './texts';
import { phraseBudgets, type SpokenSequence } from './budgets';
import { runTool } from './tools';

/** espeak-ng's own rate, in words per minute: every clip that has the time is spoken at it. */
export const NATURAL_WPM = 170;
/**
 * The fastest a clip may be made, as a factor of its natural rate. Listening tests of time-compressed
 * speech keep words intelligible to about 1.5× and lose them quickly beyond; a squeezed "fifty-eight
 * seconds" at 1.7× was heard as "fifty" by a speech recogniser.
 */
export const SPEED_FLOOR = 1.5;
/** Resampling for the card can round a clip up by a few ms: aim this much under the budget. */
const RESAMPLE_SLACK_MS = 10;

export async function speak(language: Language, text: string, wpm: number): Promise<Pcm> {
  return processClip(readWav(await runTool('espeak-ng', ['-v', language.espeakVoice, '-s', String(Math.round(wpm)), '--stdout', text])));
}

/** `pcm` made `factor` times faster (or slower, below 1) without changing its pitch. */
export async function tempo(pcm: Pcm, factor: number, scratch: string): Promise<Pcm> {
  writeFileSync(scratch, writeWav(pcm));
  await runTool('sox', [scratch, scratch + '.tempo.wav', 'tempo', '-s', factor.toFixed(4)]);
  // Not trimmed again: the clip was trimmed before, and trimming now would undo the length asked for.
  const out = readWav(readFileSync(scratch + '.tempo.wav'));
  unlinkSync(scratch);
  unlinkSync(scratch + '.tempo.wav');
  return out;
}

/**
 * `natural` (the clip at the natural rate, or a recording) fitted to `budgetMs` (null: no budget), with
 * how much faster it was made. `faster` speaks the words again at a given rate, which sounds better than
 * stretching audio (null for a recording); sox's tempo then lands the clip on the length wanted, which
 * is never shorter than the natural length over SPEED_FLOOR.
 */
export async function fitClip(natural: Pcm, budgetMs: number | null, scratch: string, faster: ((wpm: number) => Promise<Pcm>) | null): Promise<{ pcm: Pcm; speed: number }> {
  const naturalMs = durationMs(natural);
  const target = budgetMs === null ? Infinity : budgetMs - RESAMPLE_SLACK_MS;
  if (naturalMs <= target) return { pcm: natural, speed: 1 };
  const wantedMs = Math.max(target, naturalMs / SPEED_FLOOR);
  let pcm = faster === null ? natural : await faster((NATURAL_WPM * naturalMs) / wantedMs);
  // Land within 1 % above the length wanted, never below it (below would pass the floor).
  const fits = (ms: number) => ms >= wantedMs && ms <= wantedMs * 1.01;
  for (let i = 0; i < 3 && !fits(durationMs(pcm)); i++) pcm = await tempo(pcm, durationMs(pcm) / (wantedMs * 1.005), scratch);
  return { pcm: pcm, speed: naturalMs / durationMs(pcm) };
}

/**
 * Each phrase's words and budget: budgets from the sequences the phrases are spoken in, and the shorter
 * wording for a phrase that would need more than SPEED_FLOOR in its own (budgets are then shared again,
 * since a shorter phrase leaves more of a sequence to the others).
 */
export async function chooseWordings(
  language: Language,
  sequences: SpokenSequence[],
  naturalMs: (text: string) => Promise<number>,
): Promise<{ text: Record<string, string>; budget: Record<string, number> }> {
  const phrases: string[] = [];
  for (const s of sequences) for (const p of s.phrases) if (phrases.indexOf(p) < 0) phrases.push(p);
  const text: Record<string, string> = {};
  const lengths: Record<string, number> = {};
  for (const phrase of phrases) {
    text[phrase] = phraseText(language.id, phrase);
    lengths[phrase] = await naturalMs(text[phrase]);
  }
  let budget = phraseBudgets(sequences, (p) => lengths[p], SPEED_FLOOR, false);
  for (let changed = true; changed; ) {
    changed = false;
    for (const phrase of phrases) {
      const short = shortPhraseText(language.id, phrase);
      if (short === null || short === text[phrase] || lengths[phrase] / budget[phrase] <= SPEED_FLOOR) continue;
      text[phrase] = short;
      lengths[phrase] = await naturalMs(short);
      changed = true;
    }
    if (changed) budget = phraseBudgets(sequences, (p) => lengths[p], SPEED_FLOOR, false);
  }
  return { text: text, budget: phraseBudgets(sequences, (p) => lengths[p], SPEED_FLOOR, true) };
}
