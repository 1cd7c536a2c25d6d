// Each time system's control as plain data, as a time control's JSON gives it: integer milliseconds and
// counts, one meaning per field name. What a system does with its control is its module's (systems/).
// @espruino-public: the members declared here cross JSON or the console, so the build keeps their names.
// @espruino-hot: its functions run at every wake-up, so the build keeps them declared.

/** Calls while a countdown runs to zero (sudden death main time, a `moves` block). */
export interface CountdownCalls {
  /** `main:M` when exactly M whole minutes are left, largest first. */
  minutesLeft: number[];
  /** `count:1` … `count:9` over the last ten seconds, `count:10` at zero. */
  count: boolean;
}

/** Calls inside one byo-yomi period, in seconds elapsed since the period began. */
export interface ByoyomiCalls {
  /** `sec:s` in a period that is not the last. */
  periodSec: number[];
  /** `sec:s` in the last period, before the count. */
  lastPeriodSec: number[];
  /** How many count calls end the last period: `count:1` … `count:N`, the last at the period's end. */
  count: number;
  /** Count every period, not only the last (the Korean style: 하나 … 열, then the periods left). */
  countAllPeriods: boolean;
}

export interface AbsoluteControl {
  system: 'absolute';
  mainMs: number;
  calls: CountdownCalls;
}

export interface ByoyomiControl {
  system: 'byoyomi';
  mainMs: number;
  periods: number;
  periodMs: number;
  calls: ByoyomiCalls;
}

export interface MovesControl {
  system: 'moves';
  mainMs: number;
  moves: number;
  periodMs: number;
  calls: CountdownCalls;
}

/** Fischer: `incrementMs` added when a move ends (the first move too), then capped at `maxMs` if given. */
export interface FischerControl {
  system: 'fischer';
  mainMs: number;
  incrementMs: number;
  maxMs?: number;
  calls: CountdownCalls;
}

/** Simple (US) delay: each move's first `delayMs` do not count. */
export interface DelayControl {
  system: 'delay';
  mainMs: number;
  delayMs: number;
  calls: CountdownCalls;
}

/** Bronstein: when a move ends, min(time it used, `delayMs`) is given back. */
export interface BronsteinControl {
  system: 'bronstein';
  mainMs: number;
  delayMs: number;
  calls: CountdownCalls;
}

/** Canadian byo-yomi: after main time, `moves` moves in `periodMs`; each period starts full (no carry). */
export interface CanadianControl {
  system: 'canadian';
  mainMs: number;
  moves: number;
  periodMs: number;
  calls: CountdownCalls;
}

/** Hourglass: the time the opponent uses is added to this side's clock. */
export interface HourglassControl {
  system: 'hourglass';
  mainMs: number;
  calls: CountdownCalls;
}

/** Ing overtime (应氏计时): when time runs out, `extensionMs` more for `penaltyPoints`, at most `maxExtensions` times. */
export interface IngControl {
  system: 'ing';
  mainMs: number;
  extensionMs: number;
  penaltyPoints: number;
  maxExtensions: number;
  calls: CountdownCalls;
}

/** Every system but multi-stage: what one stage of a multi-stage control is. */
export type SingleControl =
  | AbsoluteControl
  | ByoyomiControl
  | MovesControl
  | FischerControl
  | DelayControl
  | BronsteinControl
  | CanadianControl
  | HourglassControl
  | IngControl;

/**
 * One stage: a time control that lasts until the side's own move `untilMove` (its time then adds to what is
 * left), or, without `untilMove`, until its time runs out.
 */
export type Stage = SingleControl & { untilMove?: number };

/** Multi-stage: stages follow one another by move number or when a stage's time runs out. */
export interface StagesControl {
  system: 'stages';
  stages: Stage[];
}

export type TimeControl = SingleControl | StagesControl;
