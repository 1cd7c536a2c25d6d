// How long each phrase may last, from the core's own call schedule. A side's calls are followed by its
// next call; calls that share an instant play back to back, and the whole sequence must end before the
// next instant. Budgets come from running the core, over every preset and a sweep of time controls,
// with the side on move never pressing: its calls then come as close together as they ever can (a press
// only starts a fresh period, or lets the opponent's time pass, before the next call).
import { allWords, newClock, nextDeadline, parseSettings, presets, findPreset, step, type ClockSettings, type CountStyle, type RulesEdition } from '../../firmware/core/index';
import { callContext, phraseFor } from '../../firmware/voice/phrases';

/**
 * Kept free at the end of every gap. The DFPlayer starts a track some tens of ms after its command
 * (and the clock starts each call on its instant, not early), and resampling for the card may lengthen a
 * clip by a few ms: 60 ms keeps a clip's last syllable from being cut off by the next call.
 */
export const SAFETY_MS = 60;

/** Calls at one instant, and how long until the same side's next call (Infinity after the last). */
export interface CallSequence {
  calls: string[];
  gapMs: number;
}

/** The sequences of one side's calls under `settings`, the side on move running to its flag. */
export function callSequences(settings: ClockSettings): CallSequence[] {
  let state = step(newClock(settings), { type: 'start', side: 'black' }, 0).state;
  const byInstant: { at: number; calls: string[] }[] = [];
  for (let deadline = nextDeadline(state); deadline !== null; deadline = nextDeadline(state)) {
    const result = step(state, { type: 'tick' }, deadline);
    state = result.state;
    for (const event of result.events) {
      if (event.type !== 'call') continue;
      const last = byInstant[byInstant.length - 1];
      if (last !== undefined && last.at === event.at) last.calls.push(event.call);
      else byInstant.push({ at: event.at, calls: [event.call] });
    }
  }
  return byInstant.map((s, i) => ({ calls: s.calls, gapMs: i + 1 < byInstant.length ? byInstant[i + 1].at - s.at : Infinity }));
}

/** Every time control the budgets are taken over: the presets, and each system's sweep of its lengths. */
export function sweptControls(): unknown[] {
  const controls: unknown[] = presets().map((p) => p.timeControl);
  for (const words of allWords()) controls.push(...words.sweep());
  return controls;
}

const STYLES: CountStyle[] = ['cn', 'jp', 'kr', 'en'];
const RULES: RulesEdition[] = ['later', '1988'];

/**
 * Each preset's spoken sequences in every count style and rules edition, as a game plays them: what is
 * said at each instant (possibly nothing) and the gap to the side's next call. `label` names the case.
 */
export function presetSequences(): { label: string; phrases: string[]; gapMs: number }[] {
  const out: { label: string; phrases: string[]; gapMs: number }[] = [];
  for (const preset of presets()) {
    for (const style of STYLES) {
      for (const rules of RULES) {
        const settings = parseSettings(Object.assign({}, preset.timeControl as object, { countStyle: style, rules: rules }), 'preset', findPreset);
        const context = callContext(settings, 'black');
        for (const sequence of callSequences(settings)) {
          const phrases = sequence.calls.map((call) => phraseFor(call, context)).filter((p) => p !== '');
          out.push({ label: preset.name + ' ' + style + ' ' + rules, phrases: phrases, gapMs: sequence.gapMs });
        }
      }
    }
  }
  return out;
}

/** What is said at one instant, and the time it has: the gap less the safety margin. */
export interface SpokenSequence {
  phrases: string[];
  roomMs: number;
}

/**
 * Every distinct spoken sequence over the controls, in every count style and rules edition, with the
 * least room it is ever given. The schedule's timing is computed once per control and timing; the
 * words, which change with the style, the rules and the period's length, once per distinct set of calls.
 */
export function spokenSequences(controls: unknown[] = sweptControls()): SpokenSequence[] {
  // The least gap after each set of calls, per period length (which the words depend on) and per
  // timing: the Korean style counts every period, the others only the last.
  const gaps: Record<string, number> = {};
  for (const control of controls) {
    for (const timing of ['cn', 'kr']) {
      const settings = parseSettings(Object.assign({}, control as object, { countStyle: timing }), 'control', findPreset);
      const periodMs = callContext(settings, 'black').periodMs;
      for (const sequence of callSequences(settings)) {
        const key = timing + ' ' + periodMs + ' ' + sequence.calls.join(' ');
        gaps[key] = Math.min(gaps[key] ?? Infinity, sequence.gapMs);
      }
    }
  }
  const room: Record<string, number> = {};
  for (const key of Object.keys(gaps)) {
    const words = key.split(' ');
    for (const style of STYLES) {
      if ((style === 'kr') !== (words[0] === 'kr')) continue;
      for (const rules of RULES) {
        const context = { periodMs: Number(words[1]), rules: rules, style: style };
        const phrases = words.slice(2).map((call) => phraseFor(call, context)).filter((p) => p !== '');
        if (phrases.length === 0) continue;
        const spoken = phrases.join(' ');
        room[spoken] = Math.min(room[spoken] ?? Infinity, gaps[key] - SAFETY_MS);
      }
    }
  }
  return Object.keys(room).map((key) => ({ phrases: key.split(' '), roomMs: room[key] }));
}

/**
 * Each phrase's budget: the least room of every sequence it is in. A sequence's room is shared among
 * its phrases in proportion to their natural lengths, so that a sequence whose clips keep their budgets
 * always fits; but when it is short, the first call (the one that marks the instant: a count, a seconds
 * call) keeps its natural length if the announcements after it fit the rest at `speedFloor`. A
 * sequence that cannot fit even at `speedFloor` squeezes all its phrases alike, so that each takes its
 * shorter words; once the words are `final`, its first call keeps its natural length and the rest,
 * which the next call cuts off, never squeezes the count. Phrases no timed sequence holds are absent:
 * they have all the time they need.
 */
export function phraseBudgets(sequences: SpokenSequence[], naturalMs: (phrase: string) => number, speedFloor: number, final: boolean): Record<string, number> {
  const budgets: Record<string, number> = {};
  const keep = (phrase: string, ms: number) => (budgets[phrase] = Math.min(budgets[phrase] ?? Infinity, Math.floor(ms)));
  for (const sequence of sequences) {
    if (sequence.roomMs === Infinity) continue;
    const phrases = sequence.phrases;
    const total = phrases.reduce((sum, p) => sum + naturalMs(p), 0);
    const first = naturalMs(phrases[0]);
    const rest = sequence.roomMs - first;
    const hopeless = total / sequence.roomMs > speedFloor;
    if (phrases.length > 1 && total > sequence.roomMs && rest > 0 && ((total - first) / rest <= speedFloor || (hopeless && final))) {
      keep(phrases[0], first);
      for (let i = 1; i < phrases.length; i++) keep(phrases[i], (rest * naturalMs(phrases[i])) / (total - first));
      continue;
    }
    for (const phrase of phrases) keep(phrase, (sequence.roomMs * naturalMs(phrase)) / total);
  }
  return budgets;
}
