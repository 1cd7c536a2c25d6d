// The one interface every time system implements. A system's module is the only code that knows it:
// its fields and bounds, what a move's end does, the points its schedule fires, what the referee may
// decide on its flag, its face words and figure, its SGF text. Everything else reaches a system through
// the registry (index.ts), so the compiler catches a system that lacks a part, and a build that leaves
// a system out touches one line of the registry.
import type { AdjustField, ClockEvent, CountStyle, FaceView, PressEvent, Side, SideClock, SingleControl, Stage, TimeControl } from '../types';
import type { Say, WordBook } from '../words';

/**
 * One of a system's own fields besides `mainMs`: [name, min, max, flags (WHOLE_SECONDS, OPTIONAL, IN_FIVES),
 * its label on the setup menu, the value a new draft starts from].
 */
export type FieldRow = [string, number, number, number, string, number];

/** A correctable field of a side's clock and its bounds: [field, min, max]. */
export type AdjustRow = [AdjustField, number, number];

/** How a face lays out its big figure: two-digit seconds, a clock, or a smaller clock beside a count. */
export type FigureKind = 0 | 1 | 2;
export const FIGURE_SECONDS: FigureKind = 0;
export const FIGURE_CLOCK: FigureKind = 1;
export const FIGURE_SMALL_CLOCK: FigureKind = 2;

/**
 * What every system is while a game uses it, multi-stage included: the parts the clock runs on. On
 * Espruino each method of a held system is a function in RAM for the whole game, so what is asked only
 * now and then (validation, menus, SGF, the referee's decisions) is on its desk, built when asked.
 */
export interface TimeSystem<C extends TimeControl = TimeControl> {
  systemName: C['system'];
  /** Whether a control of this system holds stages, one in effect at a time; if not, it is its own stage. */
  staged: boolean;
  /** The control in effect for a side clock (its stage under multi-stage). */
  inEffect(tc: C, clock: SideClock): Stage;
  /** Main time has just run out: the overtime, an extension, a next stage, or the flag (true). */
  mainRanOut(tc: C, clock: SideClock, side: Side, at: number, events: ClockEvent[]): boolean;
  /** A move of `moveUsedMs` ends: an increment, a give-back, a period or stage begun. Returns the call to make then, or "". */
  endMove(tc: C, clock: SideClock, moveUsedMs: number): string;
  /** The length of the period whose seconds its calls count (the voice's words depend on it), or 0. */
  voicePeriodMs(tc: C): number;
  /** Main time at the start of the game. */
  firstMainMs(tc: C): number;
  /** Sets the side clock's fields of this system as a fresh control of it starts (main time already set). */
  startControl(tc: C, clock: SideClock): void;
  /** The rest of the system, made when asked. */
  desk(): SystemDesk<C>;
}

/** What is asked of a system now and then: made when asked, never held. */
export interface SystemDesk<C extends TimeControl = TimeControl> {
  /** Its name on the setup menu. */
  menuLabel: string;
  /**
   * The clips of its own numbered calls (a call "kind:n" speaks the phrase "kind-n"), as "stem:base:max" blocks
   * between spaces ("extension:1800:9 penalty:1900:90"): where they stand in the voice packs' numbering. "" for none.
   */
  clipBlocks: string;
  /** An overtime follows main time: main time may start at 0, a flag may be voided, corrections reach it. */
  overtime: boolean;
  /** Its time ends when main time does, so a next stage can follow it. */
  endsWithMain: boolean;
  /** It needs a move's start (a delay): it cannot follow a stage that ends on time. */
  fromMoveStart: boolean;
  /** Its control comes whole from a preset (multi-stage): the setup menu edits none of its fields. */
  fromPreset: boolean;
  /** Its own fields besides `mainMs`, in the order a time control lists them. */
  fields(): FieldRow[];
  /** The control from untrusted JSON (a record already copied by requireRecord); `extraKeys` are the caller's. */
  parseControl(record: Record<string, unknown>, field: string, extraKeys: string[], style?: CountStyle): C;
  /** The control whose overtime a side can reach (a multi-stage control's last stage). */
  lastStage(tc: C): Stage;
  /** The fields a referee may correct, with their bounds. */
  adjustable(tc: C): AdjustRow[];
  /** SGF OT: the overtime as clients read it ("5x30 byo-yomi"); `seconds` and `mainText` write SGF's numbers. */
  sgfOvertime(tc: C, seconds: (ms: number) => string, mainText: (ms: number) => string): string;
  /** One stage of a multi-stage OT: its main time, then its overtime. */
  sgfStage(tc: C, seconds: (ms: number) => string, mainText: (ms: number) => string): string;
  /** SGF time left after a move (BL/WL), with the periods or stones left (OB/OW) or null. */
  sgfLeft(tc: C, press: PressEvent): { left: number; count: number | null };
  /** What one of its own events or calls adds to the SGF's comments ("black takes Ing extension 1: …"), in `say`'s words, or "". */
  sgfNote(tc: C, event: ClockEvent, say: Say): string;
}

/**
 * A system that runs a side's clock itself: every one but multi-stage, whose stages are such systems.
 * The core asks these of the control in effect (stageOf), never of a multi-stage control.
 */
export interface StageSystem<C extends SingleControl = SingleControl> extends TimeSystem<C> {
  desk(): StageDesk<C>;
  /** Milliseconds of running until the next point; `moveUsedMs` is the time the move in progress has run. */
  distance(tc: C, clock: SideClock, moveUsedMs: number): number;
  /** Runs the clock for `ms`, which must not pass its next point. */
  consume(tc: C, clock: SideClock, ms: number, moveUsedMs: number): void;
  /** Fires the point the clock has just reached outside main time's end; true on a flag. */
  firePoint(tc: C, clock: SideClock, side: Side, at: number, events: ClockEvent[], moveUsedMs: number): boolean;
  /** Whether this side gains the time its opponent uses (hourglass). */
  gainsOpponentTime: boolean;
  /** What the big figure counts now, in ms (a delay running first aside). */
  countdownMs(tc: C, clock: SideClock): number;
  /** What is left of the move's delay that runs before main time, for the side on move. */
  delayLeftMs(tc: C, clock: SideClock, moveUsedMs: number): number;
  /** Fills in what the face shows of the system: what it counts, its figure's layout, its word, the count beside it. */
  showFace(view: FaceView, tc: C, clock: SideClock): void;
  /** Row B of a face in play: what the system adds to a move; `short` writes a time in the faces' form. */
  faceDetail(view: FaceView, short: (ms: number) => string, say: Say): string;
}

/** The desk of a system that runs a side's clock: the referee's decisions on it, and what a side hears when it asks. */
export interface StageDesk<C extends SingleControl = SingleControl> extends SystemDesk<C> {
  /** Takes `ms` of lateness left over after main time; true when nothing is left. */
  deduct(tc: C, clock: SideClock, ms: number): boolean;
  /**
   * A flag the referee forgives (voided, or counted as a pass): the clock as the move that ended at the
   * flag leaves it (the last period kept, the block's last move). Called only for a system with overtime.
   */
  forgiveFlag(tc: C, clock: SideClock): void;
  /** Whether a time-out may count as a pass (later Art. 22.5: a side with byo-yomi periods). */
  passOnTimeout: boolean;
  /** Whether removing captures may stop the clock now (1988 Art. 23.4: in byo-yomi). */
  capturePause(tc: C, clock: SideClock): boolean;
  /** The call that says the overtime has begun ("byoyomi:5", "moves:15"), or "". */
  overtimeCall(tc: C, clock: SideClock): string;
  /** Whether a lateness deduction that ends main time on the running side says so (the overtime's call). */
  lateCall: boolean;
  /** What a side asking its time hears: calls such as "main:5", "left:3". */
  answerCalls(tc: C, clock: SideClock): string[];
}

/** What the simulators say of a system, in the catalogue's five languages. Kept apart so the firmware carries none of it. */
export interface SystemWords<C extends TimeControl = TimeControl> {
  systemName: C['system'];
  /** The system's texts in the catalogue's five languages: its name, each own field's label (`<system>.<field>`), its lines. */
  texts: WordBook;
  /** The control in words: "byo-yomi 1:55:00 + 5 x 60 s"; `main` writes a main time, `words` another control. */
  describe(tc: C, say: Say, main: (ms: number) => string, words: (tc: TimeControl) => string): string;
  /** What the face's time control is doing now, in words. */
  status(view: FaceView, tc: Stage, say: Say): string;
  /** Controls that reach every call this system makes, for the voice's budget sweep. */
  sweep(): unknown[];
}

/** The systems a build holds, as the multi-stage system and the lookups reach them. */
export interface Registry {
  /** The system of that name for a game, kept while among the last few a game asked for; undefined when the build leaves it out. */
  of(name: string): TimeSystem | undefined;
  /** The system a game asked for last: the usual answer to its next question, found without a call. */
  last: TimeSystem | null;
  /** The system of that name for a menu or a validation: built if need be, but not kept for it. */
  peek(name: string): TimeSystem | undefined;
  /** Every system's name, in the registry's order. */
  names(): string[];
}
