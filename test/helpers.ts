import { parseScenario, scenarioEvents } from '../sim/scenario';
import type { ClockEvent } from '../firmware/core/index';

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
