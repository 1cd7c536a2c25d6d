// The small pack the tests build through the same code path as the full one: every phrase the presets'
// calls speak in every count style and rules edition, every phrase three scenarios speak (60 s
// byo-yomi, the Korean count with a query, an English sudden-death count) and sim/README.md's example
// speaks, plus the clips the tests measure. Tests check what the catalogue promises (words and a clip number for every phrase) from the
// catalogue itself; `npm run voice` builds everything.
import { parseScenario, scenarioEvents } from '../scenario';
import { callContext, phraseFor } from '../../firmware/voice/phrases';
import { presets } from '../../firmware/core/index';
import { presetSequences } from './budgets';

export const SAMPLE_PACKS_DIR = 'dist/voice-sample';

export const SAMPLE_SCENARIOS = [
  { timeControl: { system: 'byoyomi', mainMs: 2000, periods: 2, periodMs: 60000 }, actions: [{ at: 0, do: 'start' }], until: 125000 },
  { timeControl: { system: 'byoyomi', mainMs: 0, periods: 3, periodMs: 10000, countStyle: 'kr' }, actions: [{ at: 0, do: 'start' }, { at: 4000, do: 'query', side: 'white' }], until: 32000 },
  { timeControl: { system: 'absolute', mainMs: 65000, countStyle: 'en' }, actions: [{ at: 0, do: 'start' }], until: 66000 },
];

/**
 * sim/README.md's example scenario, which its guide plays with --wav on these packs: its query's answer is a minute no
 * preset calls. test/sim/validation.test.ts holds it equal to the guide's.
 */
export const README_SCENARIO = {
  timeControl: 'cn-national',
  actions: [{ at: 0, do: 'start' }, { at: 41000, do: 'press', side: 'black' }, { at: 90000, do: 'query', side: 'black' }],
  until: 8000000,
};

/** Clips the pack tests measure besides the scenarios' calls. */
const MEASURED = ['sec-10', 'sec-30', 'sec-58', 'timeout', 'minutes-left-1', 'minutes-left-4', 'paused', 'resumed'];

/** The time controls a sample pack's budgets are taken over: the presets (the full packs take the sweep too). */
export function sampleControls(): unknown[] {
  return presets().map((p) => p.timeControl);
}

/** Every phrase a preset's calls speak, in every count style and rules edition. */
export function presetPhrases(): string[] {
  const phrases: string[] = [];
  for (const sequence of presetSequences()) for (const phrase of sequence.phrases) if (phrases.indexOf(phrase) < 0) phrases.push(phrase);
  return phrases;
}

export function samplePhrases(): string[] {
  const phrases: string[] = MEASURED.slice();
  for (const phrase of presetPhrases()) if (phrases.indexOf(phrase) < 0) phrases.push(phrase);
  for (let n = 1; n <= 10; n++) phrases.push('count-' + n);
  for (const raw of (SAMPLE_SCENARIOS as unknown[]).concat([README_SCENARIO])) {
    const scenario = parseScenario(raw);
    for (const event of scenarioEvents(scenario)) {
      if (event.type !== 'call' && event.type !== 'answer') continue;
      const phrase = phraseFor(event.type === 'call' ? event.call : event.answer, callContext(scenario.settings, event.side));
      if (phrase !== '' && phrases.indexOf(phrase) < 0) phrases.push(phrase);
    }
  }
  return phrases.filter((p, i) => phrases.indexOf(p) === i).sort();
}
