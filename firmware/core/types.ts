// Plain-data types shared by the core, the firmware and the simulator.
// All times are integer milliseconds passed in from outside; the core never reads a clock.

export type Side = 'black' | 'white';
export type RulesEdition = '1988' | 'later';

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

export type TimeControl = AbsoluteControl | ByoyomiControl | MovesControl;

export interface ClockSettings {
  black: TimeControl;
  white: TimeControl;
  rules: RulesEdition;
}

/** One side's clock as of the state's `atMs`. Fields a system does not use stay at their initial values. */
export interface SideClock {
  mainMs: number;
  /** byoyomi: periods left, the current one included. moves: 1 once the side is in its move blocks, else 0. */
  periods: number;
  /** byoyomi: time already used in the current period. */
  periodUsedMs: number;
  /** moves: time left in the current block. */
  periodLeftMs: number;
  /** moves: moves still due in the current block. */
  movesLeft: number;
  /** All time this side's clock has run. */
  usedMs: number;
}

export type Phase = 'ready' | 'running' | 'paused' | 'flagged' | 'ended';

export interface ClockState {
  settings: ClockSettings;
  phase: Phase;
  onMove: Side;
  /** The instant the side clocks hold for; the running side's time is computed from here. */
  atMs: number;
  black: SideClock;
  white: SideClock;
  /** Number of the move in progress, 1 for the first move of the game. */
  move: number;
  /** Time used by the move in progress as of `atMs`, pauses excluded. */
  moveUsedMs: number;
  /** The side whose flag fell and is not yet decided on. */
  flagged: Side | null;
  /** The first side whose flag fell in this game, for the flag sign. */
  firstFlag: Side | null;
}

export type Action = 'start' | 'press' | 'pause' | 'resume' | 'query' | 'timeoutPass' | 'end';

export type Input =
  | { type: 'tick' }
  | { type: 'start'; side?: Side }
  | { type: 'press'; side: Side }
  | { type: 'pause' }
  | { type: 'resume' }
  | { type: 'query'; side: Side }
  | { type: 'timeoutPass' }
  | { type: 'end' };

export type RejectReason =
  | 'not-started'
  | 'already-started'
  | 'not-on-move'
  | 'paused'
  | 'not-paused'
  | 'flagged'
  | 'not-flagged'
  | 'ended'
  | 'not-byoyomi'
  | 'rules-1988'
  | 'out-of-order';

export interface PressEvent {
  at: number;
  type: 'press';
  side: Side;
  move: number;
  usedMs: number;
  mainMs: number;
  periods: number;
  periodMs?: number;
  moves?: number;
}

export type ClockEvent =
  | { at: number; type: 'start'; side: Side }
  | { at: number; type: 'pause' }
  | { at: number; type: 'resume' }
  | { at: number; type: 'end' }
  | PressEvent
  | { at: number; type: 'call'; side: Side; call: string }
  | { at: number; type: 'answer'; side: Side; answer: string }
  | { at: number; type: 'flag'; side: Side }
  | { at: number; type: 'pass'; side: Side; move: number }
  | { at: number; type: 'rejected'; action: Action; reason: RejectReason; side?: Side };

export interface StepResult {
  state: ClockState;
  events: ClockEvent[];
}
