// Plain-data types shared by the core, the firmware and the simulator.
// All times are integer milliseconds passed in from outside; the core never reads a clock.
// Each system's control is plain data (controls.ts); what a system does with it is its module's (systems/).
// @espruino-public: the members declared here cross JSON or the console, so the build keeps their names.

export type Side = 'black' | 'white';
export type RulesEdition = '1988' | 'later';
/** Counting tradition: Chinese rules (default), Japanese count-up, Korean 하나…열 every period, English countdown. */
export type CountStyle = 'cn' | 'jp' | 'kr' | 'en';

export type {
  CountdownCalls,
  ByoyomiCalls,
  AbsoluteControl,
  ByoyomiControl,
  MovesControl,
  FischerControl,
  DelayControl,
  BronsteinControl,
  CanadianControl,
  HourglassControl,
  IngControl,
  SingleControl,
  Stage,
  StagesControl,
  TimeControl,
} from './controls';
import type { Stage, TimeControl } from './controls';

export interface Lateness {
  limitMs: number;
  /** Whether arriving exactly at the limit forfeits (a reading of later Art. 22.1's 1小時（含）). */
  limitIncluded: boolean;
}

export interface ClockSettings {
  black: TimeControl;
  white: TimeControl;
  rules: RulesEdition;
  countStyle: CountStyle;
  /**
   * Lateness at the start of the game: a side arriving beyond `limitMs` (or at it, when `limitIncluded`)
   * forfeits; within it, k x lateness is deducted. null: no lateness rule, the absent side's clock runs.
   */
  lateness: Lateness | null;
}

/**
 * One side's clock as of the state's `atMs`. Each field means one thing whatever the system (after
 * goban's JGOF); fields a system does not use stay at 0. A delay is no field: what is left of it follows
 * from the time the move has run (`ClockState.moveUsedMs`).
 */
export interface SideClock {
  mainMs: number;
  /** byoyomi: periods left, the current one included. */
  periods: number;
  /** byoyomi: time already used in the current period. */
  periodUsedMs: number;
  /** moves, canadian: time left in the current block. */
  periodLeftMs: number;
  /** moves, canadian: moves still due in the current block. */
  movesLeft: number;
  /** All time this side's clock has run. */
  usedMs: number;
  /**
   * A count its system keeps of its own (what it counts is that system's module's word). Absent under systems
   * that keep none (on Espruino each field costs memory in every state held).
   */
  ownCount?: number;
  /** stages: the stage in effect, from 0. Absent under a single time control. */
  stage?: number;
  /** stages: moves this side has ended, for stages that end by move number. Absent under a single time control. */
  movesMade?: number;
}

export type Phase = 'ready' | 'running' | 'paused' | 'flagged' | 'ended';

// @espruino-private
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
  /** The side whose flag fell: not yet decided on while `flagged`; once `ended`, the side that lost on it. */
  flagged: Side | null;
  /** Why `flagged` fell: its time ran out, or it forfeited by lateness (no decision can undo that). */
  flagReason: 'time' | 'late' | null;
  /** The first side whose flag fell in this game and was not voided, for the flag sign. */
  firstFlag: Side | null;
  /** The move during which `firstFlag` fell, so voiding that flag can undo the sign. */
  firstFlagMove: number | null;
  /** When the game started, for lateness; null before the start. */
  startedAtMs: number | null;
  /** Sides the referee has marked as arrived late. */
  arrived: Side[];
  /** The game was resumed after a pause: lateness from then on has no limit and no deduction. */
  resumed: boolean;
  /** The pause is a seal's: the move on hand is sealed and `onMove`'s clock starts on resume. */
  sealed: boolean;
  /** The result told once the game ended (result.ts); absent until then (on Espruino a field costs memory in every state). */
  result?: string;
}

export type Action =
  | 'start'
  | 'press'
  | 'pause'
  | 'resume'
  | 'query'
  | 'timeoutPass'
  | 'end'
  | 'adjust'
  | 'seal'
  | 'arrive'
  | 'voidFlag'
  | 'result';

/** A referee's correction of one side's clock, in pause. Absent fields stay as they are. */
export interface Adjustment {
  side: Side;
  mainMs?: number;
  periods?: number;
  periodUsedMs?: number;
  moves?: number;
  periodMs?: number;
}

export type AdjustField = 'mainMs' | 'periods' | 'periodUsedMs' | 'moves' | 'periodMs';

export type Input =
  | { type: 'tick' }
  | { type: 'start'; side?: Side }
  | { type: 'press'; side: Side }
  | { type: 'pause'; reason?: 'capture' }
  | { type: 'resume' }
  | { type: 'query'; side: Side }
  | { type: 'timeoutPass' }
  | { type: 'end' }
  | ({ type: 'adjust' } & Adjustment)
  | { type: 'seal' }
  | { type: 'arrive'; side: Side }
  | { type: 'voidFlag' }
  /** The game's result as SGF's RE writes it (result.ts), told once it ended; a later one replaces it. */
  | { type: 'result'; result: string };

export type RejectReason =
  | 'not-started'
  | 'already-started'
  | 'not-on-move'
  | 'paused'
  | 'not-paused'
  | 'flagged'
  | 'not-flagged'
  | 'ended'
  /** timeoutPass: the flag did not fall in byo-yomi, so it cannot count as a pass. */
  | 'not-byoyomi'
  /** pause for a capture (1988 Art. 23.4): the side is not in byo-yomi, where only removing captured stones stops the clock. */
  | 'capture-not-byoyomi'
  | 'rules-1988'
  | 'rules-later'
  | 'already-arrived'
  | 'no-time-left'
  | 'out-of-order'
  /** arrive: the late side has already made a move. */
  | 'already-moved'
  /** arrive: the game was resumed after a pause, so lateness no longer applies. */
  | 'after-resume'
  /** timeoutPass / voidFlag: the flag is a lateness forfeit, not a time-out. */
  | 'late-forfeit'
  /** adjust periodUsedMs: the side is in main time. */
  | 'in-main-time'
  /** adjust periodUsedMs: the side is not on move (its period restarts with its next move). */
  | 'idle-side'
  /** result: the game has not ended. */
  | 'not-ended'
  /** result: the game ended on a flag, which gave its result. */
  | 'decided-on-flag'
  /** result: not a result as SGF writes it. */
  | 'not-a-result';

export interface PressEvent {
  at: number;
  /** A move ended: by a press, by sealing, or by a voided flag (as if pressed at the flag). */
  type: 'press' | 'seal' | 'voidFlag';
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
  | { at: number; type: 'pause'; usedMs: { black: number; white: number }; reason?: 'capture' }
  | { at: number; type: 'resume' }
  /** `side` lost on its flag (`reason`) when the game ended on the referee's decision "lost"; absent otherwise. */
  | { at: number; type: 'end'; side?: Side; reason?: 'time' | 'late' }
  | PressEvent
  | { at: number; type: 'call'; side: Side; call: string }
  | { at: number; type: 'answer'; side: Side; answer: string }
  | { at: number; type: 'flag'; side: Side; reason?: 'late' }
  /** Ing overtime: extension `number` taken, costing `points`, `totalPoints` in all so far. */
  | { at: number; type: 'extension'; side: Side; number: number; points: number; totalPoints: number }
  | { at: number; type: 'adjust'; side: Side; changes: { field: AdjustField; from: number; to: number }[] }
  | { at: number; type: 'arrive'; side: Side; lateMs: number; chargedMs: number; mainMs: number; periods: number }
  | { at: number; type: 'pass'; side: Side; move: number }
  | { at: number; type: 'result'; result: string }
  | { at: number; type: 'rejected'; action: Action; reason: RejectReason; side?: Side; field?: AdjustField };

// @espruino-private
export interface StepResult {
  state: ClockState;
  events: ClockEvent[];
}

// @espruino-private
export interface FaceView {
  side: Side;
  /** What the big figure counts: "main" before an overtime, the overtime, or the system's one time ("sudden-death"…). */
  mode: string;
  running: boolean;
  /** The time the face counts down, in whole seconds rounded up: main time, what is left of the period, or of a delay. */
  seconds: number;
  /** Main time, in whole seconds rounded up (shown beside a delay that runs first). */
  mainSeconds: number;
  /** Simple delay: what is left of the move's delay, rounded up, while it runs first; else 0. */
  delaySeconds: number;
  /** How the big figure is laid out: two-digit seconds (0), a clock (1), a smaller clock beside a count (2). */
  figure: 0 | 1 | 2;
  /** The one word for what this side's time is doing ("BYO-YOMI", "MAIN", "EXT 1/3"). */
  status: string;
  /**
   * The count beside the figure: its label's key, the count, and the key of the count with its words, which says
   * what is counted ("byoyomi.device.periodsLeft": 3 periods left; "canadian.device.stonesLeft": 25 stones to play); or null.
   */
  aside: [string, number, string] | null;
  /** The control in effect: the current stage's under multi-stage (for its increment, delay, moves…). */
  control: Stage;
  /** Multi-stage: the stage in effect, from 1; 0 for a single time control. */
  stage: number;
  /** The count the side's system keeps of its own (SideClock.ownCount), or 0. */
  ownCount: number;
  /** byoyomi: periods left, the current one included. */
  periods: number;
  /** moves, canadian: moves still due in the block (stones left in a Canadian period). */
  moves: number;
  flagged: boolean;
  firstFlag: boolean;
  paused: boolean;
  /** The side whose move it is (shown in pause, when no clock runs to say so). */
  onMove: boolean;
  /** The game has ended. */
  over: boolean;
  /** The pause is a seal's. */
  sealed: boolean;
  /** The move in progress; 0 before the game starts. */
  move: number;
  /** How this side lost, once the referee decided its flag as lost (or while the flag waits). */
  lostBy: 'time' | 'late' | null;
  /** How this side won: its opponent lost on a flag. */
  wonBy: 'time' | 'late' | null;
  /** The result told of the ended game (result.ts), or null. */
  result: string | null;
}
