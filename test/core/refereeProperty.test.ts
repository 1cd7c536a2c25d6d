// Random sequences with every referee action in them (pause, capture, corrections, sealing, lateness,
// decisions after a flag, queries), at least 100 000 steps a run, against the invariants a hall needs.
import { describe, expect, it } from 'vitest';
import {
  newClock,
  nextDeadline,
  parseAdjustment,
  replay,
  step,
  type ClockEvent,
  type ClockSettings,
  type ClockState,
  type Input,
  type Side,
  type TimedInput,
} from '../../firmware/core/index';
import { random, randomSettings } from '../helpers/helpers';

const SIDES: Side[] = ['black', 'white'];


function randomAdjustment(rand: () => number, settings: ClockSettings): Input | null {
  const side = SIDES[Math.floor(rand() * 2)];
  const raw: Record<string, unknown> = { side: side };
  const r = rand();
  if (r < 0.3) raw.mainMs = rand() < 0.5 ? 0 : Math.floor(rand() * 20000);
  else if (r < 0.5) raw.periods = 1 + Math.floor(rand() * 3);
  else if (r < 0.75) raw.periodUsedMs = Math.floor(rand() * 9000);
  else if (r < 0.88) raw.moves = 1 + Math.floor(rand() * 2);
  else raw.periodMs = 1 + Math.floor(rand() * 20000);
  try {
    return Object.assign({ type: 'adjust' as const }, parseAdjustment(raw, settings, 'adjust', []));
  } catch (error) {
    return null;
  }
}

function randomInput(rand: () => number, settings: ClockSettings, state: ClockState): Input {
  const side = SIDES[Math.floor(rand() * 2)];
  const r = rand();
  if (r < 0.4) return { type: 'press', side: rand() < 0.85 ? state.onMove : side };
  if (r < 0.47) return rand() < 0.3 ? { type: 'pause', reason: 'capture' } : { type: 'pause' };
  if (r < 0.56) return { type: 'resume' };
  if (r < 0.64) return randomAdjustment(rand, settings) ?? { type: 'query', side: side };
  if (r < 0.68) return { type: 'seal' };
  if (r < 0.74) return { type: 'arrive', side: side };
  if (r < 0.81) return { type: 'voidFlag' };
  if (r < 0.88) return { type: 'timeoutPass' };
  if (r < 0.95) return { type: 'query', side: side };
  if (r < 0.98) return { type: 'start', side: side };
  return { type: 'end' };
}

function check(condition: boolean, what: string): void {
  if (!condition) throw new Error('invariant broken: ' + what);
}

const clockOf = (s: ClockState, side: Side) => (side === 'black' ? s.black : s.white);

/** Plays one random sequence as a shell would; checks every step; returns its inputs, events and steps. */
function playSequence(rand: () => number, settings: ClockSettings): { inputs: TimedInput[]; events: ClockEvent[]; steps: number; until: number } {
  let state = newClock(settings);
  const inputs: TimedInput[] = [];
  const events: ClockEvent[] = [];
  /** Flags not yet decided, with their reason. */
  const flagged: Partial<Record<Side, 'time' | 'late'>> = {};
  let steps = 0;
  let at = 0;
  const apply = (input: Input, now: number) => {
    const before = state;
    const result = step(before, input, now);
    state = result.state;
    steps++;
    let flagAt: number | null = null;
    for (const e of result.events) {
      if (e.type === 'flag') {
        if (e.reason === undefined) flagAt = e.at;
        check(flagged[e.side] === undefined, 'a second flag for an undecided ' + e.side);
        flagged[e.side] = e.reason === 'late' ? 'late' : 'time';
      }
      if (e.type === 'call') check(flagged[e.side] === undefined, 'no call for ' + e.side + ' after its flag');
      if (e.type === 'pass' || e.type === 'voidFlag') {
        check(flagged[e.side] === 'time', 'a decision names ' + e.side + ', which did not run out of time');
        delete flagged[e.side];
      }
      if (e.type === 'press') check(e.side === before.onMove, 'a press for the side on move');
      if (e.type === 'end') for (const side of SIDES) delete flagged[side];
      events.push(e);
    }
    const adjusted = result.events.some((e) => e.type === 'adjust');
    for (const side of SIDES) {
      // Used time is exactly the running time charged to the side on move.
      const ran = before.phase === 'running' && before.onMove === side ? (flagAt ?? now) - before.atMs : 0;
      check(clockOf(state, side).usedMs - clockOf(before, side).usedMs === ran, side + ' used time equals its running time');
      // Byo-yomi periods rise only by a correction, or when a time-out decision keeps the last one.
      const tc = side === 'black' ? settings.black : settings.white;
      const decided = result.events.some((e) => (e.type === 'pass' || e.type === 'voidFlag') && e.side === side);
      if (tc.system === 'byoyomi' && clockOf(state, side).periods > clockOf(before, side).periods) {
        check(adjusted || (decided && clockOf(state, side).periods === 1), side + ' periods rose only by a correction');
      }
    }
    const deadline = nextDeadline(state);
    check(deadline === null || deadline > state.atMs, 'the next deadline is never the present instant');
  };
  const count = 10 + Math.floor(rand() * 30);
  apply({ type: 'start', side: SIDES[Math.floor(rand() * 2)] }, 0);
  inputs.push({ at: 0, input: { type: 'start', side: state.onMove } });
  for (let i = 0; i < count; i++) {
    const r = rand();
    at += r < 0.2 ? 0 : r < 0.6 ? Math.floor(rand() * 12) * 1000 + Math.floor(rand() * 3) - 1 + 1 : Math.floor(rand() * 40000);
    for (let deadline = nextDeadline(state); deadline !== null && deadline <= at; deadline = nextDeadline(state)) apply({ type: 'tick' }, deadline);
    const input = randomInput(rand, settings, state);
    inputs.push({ at: at, input: input });
    apply(input, at);
  }
  const until = at + Math.floor(rand() * 60000);
  for (let deadline = nextDeadline(state); deadline !== null && deadline <= until; deadline = nextDeadline(state)) apply({ type: 'tick' }, deadline);
  if (until > state.atMs) apply({ type: 'tick' }, until);
  return { inputs: inputs, events: events, steps: steps, until: until };
}

describe('property: the referee’s actions in 100 000 random steps', () => {
  it('keep used time, periods, flags and decisions honest, and the inputs replay to the same events', () => {
    const rand = random(8_2026);
    let steps = 0;
    const decisions: Record<string, number> = {};
    while (steps < 100000) {
      const settings = randomSettings(rand, true);
      const played = playSequence(rand, settings);
      steps += played.steps;
      for (const e of played.events) {
        const key = e.type === 'rejected' ? 'rejected ' + e.action + ' ' + e.reason : e.type;
        decisions[key] = (decisions[key] ?? 0) + 1;
      }
      const replayed: ClockEvent[] = [];
      replay(settings, played.inputs, played.until, (e) => replayed.push(e));
      if (JSON.stringify(replayed) !== JSON.stringify(played.events)) expect(replayed).toEqual(played.events);
    }
    // Every action and refusal the rules name was exercised.
    for (const key of ['pass', 'voidFlag', 'seal', 'arrive', 'adjust', 'answer', 'rejected arrive already-moved', 'rejected arrive after-resume',
      'rejected voidFlag late-forfeit', 'rejected timeoutPass late-forfeit', 'rejected adjust idle-side', 'rejected adjust in-main-time']) {
      expect(decisions[key] ?? 0, key).toBeGreaterThan(0);
    }
  }, 120000);
});
