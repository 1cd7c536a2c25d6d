import { parseScenario, scenarioEvents } from '../../sim/scenario';
import { findPreset, parseSettings, type ClockEvent, type ClockSettings, type TimeControl } from '../../firmware/core/index';

export type RawAction = { at: number; do: string; side?: string; [field: string]: unknown };

export function run(timeControl: unknown, actions: RawAction[], until?: number): ClockEvent[] {
  return scenarioEvents(parseScenario({ timeControl: timeControl, actions: actions, until: until }));
}

/** Calls as "at call" strings, the easiest form to compare against a table. */
export function calls(events: ClockEvent[]): string[] {
  const out: string[] = [];
  for (const e of events) if (e.type === 'call') out.push(e.at + ' ' + e.call);
  return out;
}

type EventOf<T extends ClockEvent['type']> = ClockEvent extends infer E ? (E extends { type: infer U } ? (T extends U ? E & { type: T } : never) : never) : never;

export function ofType<T extends ClockEvent['type']>(events: ClockEvent[], type: T): EventOf<T>[] {
  return events.filter((e) => e.type === type) as EventOf<T>[];
}

export function byo(mainMs: number, periods: number, periodMs: number, extra?: object): object {
  return Object.assign({ system: 'byoyomi', mainMs: mainMs, periods: periods, periodMs: periodMs }, extra);
}

/** Mulberry32: a tiny seeded generator so property tests are reproducible. */
export function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A random raw time control of any system; `stage` leaves out multi-stage (a stage cannot hold one). */
export function randomControl(rand: () => number, stage?: boolean): Record<string, unknown> {
  const pick = <T>(xs: T[]) => xs[Math.floor(rand() * xs.length)];
  const mainMs = pick([0, 0, 1000, 5000, 10000, Math.floor(rand() * 20000)]);
  const periodMs = pick([10000, 20000, 30000, 60000]);
  const bonusMs = pick([1000, 2000, 5000, 1 + Math.floor(rand() * 10000)]);
  const systems = ['byoyomi', 'byoyomi', 'absolute', 'moves', 'fischer', 'delay', 'bronstein', 'canadian', 'hourglass', 'ing'];
  switch (pick(stage ? systems : systems.concat(['stages', 'stages']))) {
    case 'absolute':
      return { system: 'absolute', mainMs: mainMs + 1000 };
    case 'moves':
      return { system: 'moves', mainMs: mainMs, moves: 1 + Math.floor(rand() * 3), periodMs: periodMs };
    case 'canadian':
      return { system: 'canadian', mainMs: mainMs, moves: 1 + Math.floor(rand() * 3), periodMs: periodMs };
    case 'fischer': {
      const control: Record<string, unknown> = { system: 'fischer', mainMs: mainMs + 1000, incrementMs: bonusMs };
      if (rand() < 0.5) control.maxMs = mainMs + 1000 + Math.floor(rand() * 3) * bonusMs;
      return control;
    }
    case 'delay':
    case 'bronstein':
      return { system: rand() < 0.5 ? 'delay' : 'bronstein', mainMs: mainMs + 1000, delayMs: bonusMs };
    case 'hourglass':
      return { system: 'hourglass', mainMs: mainMs + 1000 };
    case 'ing':
      return { system: 'ing', mainMs: mainMs + 1000, extensionMs: pick([1000, 5000, 10000]), penaltyPoints: 1 + Math.floor(rand() * 3), maxExtensions: 1 + Math.floor(rand() * 3) };
    case 'stages': {
      // Main-time stages, each lasting to a move number or handing over on time, then any last stage.
      const stages: Record<string, unknown>[] = [];
      let untilMove = 0;
      for (let i = 0, count = 1 + Math.floor(rand() * 3); i < count; i++) {
        const afterTime = i > 0 && stages[i - 1].untilMove === undefined;
        stages.push(randomStage(rand, ['absolute', 'fischer', 'hourglass'].concat(afterTime ? [] : ['delay', 'bronstein'])));
        if (rand() < 0.5) stages[i].untilMove = untilMove += 1 + Math.floor(rand() * 3);
      }
      const afterTime = stages[stages.length - 1].untilMove === undefined;
      stages.push(randomStage(rand, afterTime ? ['absolute', 'byoyomi', 'moves', 'fischer', 'canadian', 'hourglass', 'ing'] : null));
      return { system: 'stages', stages: stages };
    }
    default:
      return { system: 'byoyomi', mainMs: mainMs, periods: 1 + Math.floor(rand() * 3), periodMs: periodMs };
  }
}

/** A random control of one of `systems` (null: any but multi-stage), for a stage. */
function randomStage(rand: () => number, systems: string[] | null): Record<string, unknown> {
  for (;;) {
    const control = randomControl(rand, true);
    if (systems === null || systems.indexOf(control.system as string) >= 0) return control;
  }
}

/** Random settings over every system, with time odds across systems sometimes, and a lateness rule when `lateness`. */
export function randomSettings(rand: () => number, lateness: boolean): ClockSettings {
  const pick = <T>(xs: T[]) => xs[Math.floor(rand() * xs.length)];
  const extra: Record<string, unknown> = { rules: pick(['1988', 'later']) };
  if (lateness && rand() < 0.5) extra.lateness = { limitMs: pick([5000, 20000, 60000]), limitIncluded: rand() < 0.5 };
  const raw = rand() < 0.3 ? Object.assign({ black: randomControl(rand), white: randomControl(rand) }, extra) : Object.assign(randomControl(rand), extra);
  return parseSettings(raw, 'tc', findPreset);
}

/** When a side that never presses flags, counted from its clock's start: every system's sum of what it can run. */
export function flagAfterMs(tc: TimeControl): number {
  switch (tc.system) {
    case 'absolute':
    case 'fischer':
    case 'bronstein':
    case 'hourglass':
      return tc.mainMs;
    case 'delay':
      return tc.delayMs + tc.mainMs;
    case 'byoyomi':
      return tc.mainMs + tc.periods * tc.periodMs;
    case 'moves':
    case 'canadian':
      return tc.mainMs + tc.periodMs;
    case 'ing':
      return tc.mainMs + tc.maxExtensions * tc.extensionMs;
    case 'stages': {
      // Stages hand over on time until one that lasts to a move number: that one flags.
      let total = 0;
      for (const stage of tc.stages) {
        if (stage.untilMove !== undefined) return total + stage.mainMs;
        total += flagAfterMs(stage);
      }
      return total;
    }
  }
}
