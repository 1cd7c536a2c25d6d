import { parseScenario, scenarioEvents } from '../sim/scenario';
import { findPreset, parseSettings, type ClockEvent, type ClockSettings } from '../firmware/core/index';

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

/** Random settings over every system, with time odds sometimes, and a lateness rule when `lateness`. */
export function randomSettings(rand: () => number, lateness: boolean): ClockSettings {
  const pick = <T>(xs: T[]) => xs[Math.floor(rand() * xs.length)];
  const control = () => {
    const mainMs = pick([0, 0, 1000, 5000, 10000, Math.floor(rand() * 20000)]);
    const periodMs = pick([10000, 20000, 30000, 60000]);
    switch (pick(['byoyomi', 'byoyomi', 'absolute', 'moves'])) {
      case 'absolute':
        return { system: 'absolute', mainMs: mainMs + 1000 };
      case 'moves':
        return { system: 'moves', mainMs: mainMs, moves: 1 + Math.floor(rand() * 3), periodMs: periodMs };
      default:
        return { system: 'byoyomi', mainMs: mainMs, periods: 1 + Math.floor(rand() * 3), periodMs: periodMs };
    }
  };
  const extra: Record<string, unknown> = { rules: pick(['1988', 'later']) };
  if (lateness && rand() < 0.5) extra.lateness = { limitMs: pick([5000, 20000, 60000]), limitIncluded: rand() < 0.5 };
  const raw = rand() < 0.3 ? Object.assign({ black: control(), white: control() }, extra) : Object.assign(control(), extra);
  return parseSettings(raw, 'tc', findPreset);
}
