// What the piezo beeps: a pure mapping from a clock call to a beep pattern, the fallback when there is
// no voice and a mode of its own. Patterns are told apart by rhythm. A pattern that a call one second
// later can follow (the 50 s call, the count) ends within 900 ms; calls at one instant replace each other.
// @espruino-hot: its functions run at every wake-up, so the build keeps them declared.
import { splitCall } from './phrases';

export interface BeepPattern {
  freqHz: number;
  /** Alternating on and off durations in ms, starting with a tone. */
  pattern: number[];
}

/** A piezo disc's loudest band is near 2.7 kHz; the count is pitched higher so it stands apart. */
const TONE_HZ = 2700;
const COUNT_HZ = 3400;

/** n medium beeps, 100 ms on and 80 ms off: five of them take 880 ms. */
function beeps(n: number): BeepPattern {
  const pattern: number[] = [];
  for (let i = 0; i < n; i++) pattern.push(100, 80);
  pattern.pop();
  return { freqHz: TONE_HZ, pattern: pattern };
}

/**
 * The pattern for a call (the core's `call` strings, e.g. "sec:40", "count:7"), or null for none:
 * - "sec:N": one medium beep per ten seconds used (30 s: 3, 40 s: 4, 50 s: 5, at most 5), and a short
 *   high one after them when N is not a multiple of ten (55 s, 58 s);
 * - the count 1…9: one short high tick each; the last count, 10: one long high tone;
 * - the time-out (and the flag): three long beeps;
 * - minutes or periods left, and the other announcements: two short beeps.
 */
export function beepFor(call: string): BeepPattern | null {
  const split = splitCall(call);
  const kind = split.kind;
  const n = split.n;
  switch (kind) {
    case 'count':
      // A tick for each number, a long tone for the last.
      return { freqHz: COUNT_HZ, pattern: [n >= 10 ? 800 : 60] };
    case 'sec': {
      const tens = Math.max(1, Math.min(5, Math.floor(n / 10)));
      const pattern = beeps(tens);
      if (n % 10 !== 0) pattern.pattern.push(80, 40);
      return pattern;
    }
    case 'timeout':
    case 'flag':
      return { freqHz: TONE_HZ, pattern: [240, 80, 240, 80, 240] };
    case 'main':
    case 'left':
    case 'byoyomi':
    case 'moves':
    case 'low-battery':
      return { freqHz: TONE_HZ, pattern: [60, 80, 60] };
    default:
      return null;
  }
}

/** How long a pattern sounds, first tone to last. */
export function beepLengthMs(beep: BeepPattern): number {
  let total = 0;
  for (let i = 0; i < beep.pattern.length; i++) total += beep.pattern[i];
  return total;
}
