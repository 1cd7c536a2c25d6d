// Invariants over random action sequences over every time system, and an independent 1 ms brute-force oracle for byo-yomi.
import { describe, expect, it } from 'vitest';
import {
  findPreset,
  newClock,
  nextDeadline,
  parseSettings,
  step,
  type ClockEvent,
  type ClockSettings,
  type ClockState,
  type Input,
  type Side,
  type SideClock,
  type TimeControl,
  startingMainMs,
} from '../../firmware/core/index';
import { runScenario, type ScenarioAction } from '../../sim/scenario';
import { random, randomSettings } from '../helpers/helpers';

const SIDES: Side[] = ['black', 'white'];


/** Times that stress boundaries: whole seconds, one ms either side, and plain random gaps. */
function randomGap(rand: () => number): number {
  const r = rand();
  if (r < 0.15) return 0;
  if (r < 0.6) return Math.floor(rand() * 40) * 1000 + Math.floor(rand() * 3) - 1 + 1;
  if (r < 0.9) return Math.floor(rand() * 30000);
  return Math.floor(rand() * 120000);
}

function randomActions(rand: () => number): ScenarioAction[] {
  const actions: ScenarioAction[] = [{ at: 0, input: { type: 'start' } }];
  const count = 1 + Math.floor(rand() * 25);
  let at = 0;
  for (let i = 0; i < count; i++) {
    at += randomGap(rand);
    const side = SIDES[Math.floor(rand() * 2)];
    const r = rand();
    let input: Input;
    if (r < 0.6) input = { type: 'press', side: side };
    else if (r < 0.7) input = { type: 'pause' };
    else if (r < 0.8) input = { type: 'resume' };
    else if (r < 0.88) input = { type: 'query', side: side };
    else if (r < 0.96) input = { type: 'timeoutPass' };
    else if (r < 0.98) input = { type: 'start', side: side };
    else input = { type: 'end' };
    actions.push({ at: at, input: input });
  }
  return actions;
}

interface MoveStart {
  mainMs: number;
  periods: number;
}

/** Plain asserts: vitest's expect is too heavy for millions of checks. */
function check(condition: boolean, what: string): void {
  if (!condition) throw new Error('invariant broken: ' + what);
}

function same(actual: unknown, expected: unknown, what: string): void {
  if (actual !== expected) throw new Error('invariant broken: ' + what + ' is ' + String(actual) + ', expected ' + String(expected));
}

/** What a press must leave on a side's main time under the systems that change it at a press; null where another check covers it. */
function mainAfterPress(tc: TimeControl, start: MoveStart, usedMs: number, extensions: number): number | null {
  switch (tc.system) {
    case 'fischer':
      return Math.min(tc.maxMs ?? Infinity, start.mainMs - usedMs + tc.incrementMs);
    case 'delay':
    case 'bronstein':
      // Either way a move costs what it ran beyond the delay.
      return start.mainMs - Math.max(0, usedMs - tc.delayMs);
    case 'ing':
      return start.mainMs + extensions * tc.extensionMs - usedMs;
    default:
      return null;
  }
}

function checkSequence(settings: ClockSettings, actions: ScenarioAction[], until: number): ClockEvent[] {
  const initialMain = { black: startingMainMs(settings.black), white: startingMainMs(settings.white) };
  const clockOf = (s: ClockState, side: Side): SideClock => (side === 'black' ? s.black : s.white);
  const events: ClockEvent[] = [];
  const seen = new Set<string>();
  let state = newClock(settings);
  let moveStart: MoveStart | null = null;
  let extensions = 0;
  const snapshot = (s: ClockState): MoveStart => ({ mainMs: clockOf(s, s.onMove).mainMs, periods: clockOf(s, s.onMove).periods });

  const apply = (input: Input, at: number) => {
    const before = state;
    const result = step(before, input, at);
    state = result.state;
    let flagAt: number | null = null;
    for (const e of result.events) {
      if (events.length > 0) check(e.at >= events[events.length - 1].at, 'e.at >= events[events.length - 1].at');
      check(e.at >= before.atMs, 'e.at >= before.atMs');
      check(e.at <= at, 'e.at <= at');
      if (e.type === 'call') {
        // A call repeats only with a new move: a press can start a Canadian period or a stage at the instant of another.
        const key = e.at + e.side + e.call + ' ' + events.filter((p) => p.type === 'press').length;
        same(seen.has(key), false, 'seen.has(key)');
        seen.add(key);
        same(e.side, before.onMove, 'e.side');
      }
      if (e.type === 'extension') extensions++;
      if (e.type === 'flag') {
        flagAt = e.at;
        const c = clockOf(state, e.side);
        const tc = settings[e.side];
        same(c.mainMs, 0, 'c.mainMs');
        if (tc.system === 'byoyomi') {
          same(c.periods, 0, 'c.periods');
          check(moveStart !== null, 'moveStart is set');
          // The flag falls exactly when the move has used its main time and every period.
          same(state.moveUsedMs, moveStart!.mainMs + moveStart!.periods * tc.periodMs, 'state.moveUsedMs');
        }
        if (tc.system === 'moves' || tc.system === 'canadian') same(c.periodLeftMs, 0, 'c.periodLeftMs');
        if (tc.system === 'ing') same(c.ownCount, tc.maxExtensions, 'c.ownCount');
        if (tc.system === 'fischer' && tc.maxMs !== undefined) check(c.mainMs <= tc.maxMs, 'main within the cap');
      }
      if (e.type === 'press') {
        const tc = settings[e.side];
        if (tc.system === 'byoyomi' && moveStart !== null) {
          const byoyomiMs = Math.max(0, e.usedMs - moveStart.mainMs);
          same(moveStart.periods - e.periods, Math.floor(byoyomiMs / tc.periodMs), 'moveStart.periods - e.periods');
        }
        const expected = moveStart === null ? null : mainAfterPress(tc, moveStart, e.usedMs, extensions);
        if (expected !== null) same(e.mainMs, expected, 'main time after a ' + tc.system + ' press');
      }
      events.push(e);
    }
    // Only the running side's clock runs, by exactly the time it ran; main time follows from what each used.
    for (const side of SIDES) {
      const ran = before.phase === 'running' && before.onMove === side ? (flagAt ?? at) - before.atMs : 0;
      const c = clockOf(state, side);
      same(c.usedMs - clockOf(before, side).usedMs, ran, 'clockOf(state, side).usedMs - clockOf(before, side).usedMs');
      const system = settings[side].system;
      if (system === 'absolute' || system === 'byoyomi' || system === 'moves') same(c.mainMs, Math.max(0, initialMain[side] - c.usedMs), 'main time of ' + system);
      // An hourglass side holds what it started with, less what it used, plus all its opponent used.
      if (system === 'hourglass') same(c.mainMs, initialMain[side] - c.usedMs + clockOf(state, side === 'black' ? 'white' : 'black').usedMs, 'hourglass main time');
      if (side !== before.onMove) same(c.periods, clockOf(before, side).periods, 'clockOf(state, side).periods');
    }
    const startedMove =
      (before.phase === 'ready' && state.phase === 'running') ||
      result.events.some((e) => e.type === 'press' || e.type === 'pass');
    if (startedMove) {
      moveStart = snapshot(state);
      extensions = 0;
    }
  };

  let next = 0;
  for (;;) {
    const deadline = nextDeadline(state);
    const actionAt = next < actions.length ? actions[next].at : until;
    if (deadline !== null && deadline <= actionAt) apply({ type: 'tick' }, deadline);
    else if (next < actions.length) {
      apply(actions[next].input, actions[next].at);
      next++;
    } else break;
  }
  return events;
}

describe('property: 100 000 random action sequences', () => {
  it('keeps every invariant, and a shell that wakes late hears exactly the same events', () => {
    const rand = random(20261130);
    for (let i = 0; i < 100000; i++) {
      const settings = randomSettings(rand, false);
      const actions = randomActions(rand);
      const until = actions[actions.length - 1].at + Math.floor(rand() * 300000);
      const events = checkSequence(settings, actions, until);
      if (i % 20 === 0) {
        // Stepping only at actions (no deadline wake-ups) must deliver the same events at the same instants.
        let state = newClock(settings);
        const late: ClockEvent[] = [];
        for (const a of actions.concat([{ at: until, input: { type: 'tick' } }])) {
          const r = step(state, a.input, a.at);
          state = r.state;
          late.push(...r.events);
        }
        expect(late).toEqual(events);
      }
    }
  }, 120000);
});

/** An independent byo-yomi clock that steps one millisecond at a time, written from the rules' text. */
function oracle(mainMs: number, periods: number, periodMs: number, actions: ScenarioAction[], until: number): string[] {
  const P = periodMs / 1000;
  const normal = [P - 30, P - 20, P - 10, P - 5, P - 2].filter((s) => s > 0);
  const last = [P - 30, P - 20, P - 10].filter((s) => s > 0 && s < P - 9);
  const clock: Record<Side, { main: number; periods: number; used: number }> = {
    black: { main: mainMs, periods: periods, used: 0 },
    white: { main: mainMs, periods: periods, used: 0 },
  };
  const out: string[] = [];
  let running = false;
  let started = false;
  let flagged = false;
  let onMove: Side = 'black';
  let moveUsed = 0;
  let next = 0;
  for (let t = 0; t <= until; t++) {
    if (running && t > 0) {
      const c = clock[onMove];
      moveUsed++;
      if (c.main > 0) {
        c.main--;
        if (c.main === 0) out.push(t + ' ' + onMove + ' byoyomi:' + c.periods);
      } else {
        c.used++;
        if (c.used % 1000 === 0) {
          const s = c.used / 1000;
          if (s === P && c.periods === 1) {
            out.push(t + ' ' + onMove + ' count:10', t + ' ' + onMove + ' timeout', t + ' ' + onMove + ' flag');
            running = false;
            flagged = true;
          } else if (s === P) {
            c.periods--;
            c.used = 0;
            out.push(t + ' ' + onMove + ' sec:' + P, t + ' ' + onMove + ' left:' + c.periods);
          } else if ((c.periods === 1 ? last : normal).includes(s)) out.push(t + ' ' + onMove + ' sec:' + s);
          else if (c.periods === 1 && s >= P - 9) out.push(t + ' ' + onMove + ' count:' + (s - P + 10));
        }
      }
    }
    while (next < actions.length && actions[next].at === t) {
      const input = actions[next++].input;
      if (input.type === 'start' && !started) {
        started = running = true;
      } else if (input.type === 'press' && running && input.side === onMove) {
        const c = clock[onMove];
        out.push(t + ' ' + onMove + ' press ' + moveUsed + ' ' + c.main + ' ' + c.periods);
        if (c.main === 0) c.used = 0;
        onMove = onMove === 'black' ? 'white' : 'black';
        moveUsed = 0;
      } else if (input.type === 'pause' && running) running = false;
      else if (input.type === 'resume' && started && !running && !flagged) running = true;
    }
  }
  return out;
}

describe('oracle: the core agrees with a 1 ms brute-force byo-yomi clock', () => {
  it('on 300 random games around period boundaries', () => {
    const rand = random(7);
    for (let i = 0; i < 300; i++) {
      const periodMs = [10000, 20000, 30000][Math.floor(rand() * 3)];
      const mainMs = rand() < 0.3 ? 0 : Math.floor(rand() * 15000);
      const periods = 1 + Math.floor(rand() * 3);
      const actions: ScenarioAction[] = [{ at: 0, input: { type: 'start' } }];
      let at = 0;
      for (let k = 0; k < 12; k++) {
        at += rand() < 0.5 ? Math.floor(rand() * 25000) : Math.floor(rand() * 3) * periodMs + Math.floor(rand() * 3) - 1 + periodMs;
        const r = rand();
        const input: Input =
          r < 0.75 ? { type: 'press', side: SIDES[Math.floor(rand() * 2)] } : r < 0.875 ? { type: 'pause' } : { type: 'resume' };
        actions.push({ at: at, input: input });
      }
      const until = at + 100000;
      const settings = parseSettings({ system: 'byoyomi', mainMs: mainMs, periods: periods, periodMs: periodMs }, 'tc', findPreset);
      const core: string[] = [];
      runScenario({ settings: settings, actions: actions, until: until }, (e) => {
        if (e.type === 'call') core.push(e.at + ' ' + e.side + ' ' + e.call);
        if (e.type === 'flag') core.push(e.at + ' ' + e.side + ' flag');
        if (e.type === 'press') core.push(e.at + ' ' + e.side + ' press ' + e.usedMs + ' ' + e.mainMs + ' ' + e.periods);
      });
      expect(core).toEqual(oracle(mainMs, periods, periodMs, actions, until));
    }
  }, 120000);
});
