// What the systems that count one time down share: the countdown's points (minute calls, the last ten
// seconds, the flag at zero), the base every single system starts from, and the base of its desk.
// On Espruino every function reachable is RAM for the whole game, so the bases and the desk's helpers
// are made when a system is built or its desk asked for, not held at the top of the bundle.
// @espruino-hot: its functions run at every wake-up, so the build keeps them declared.
import type { ClockEvent, CountdownCalls, FaceView, PressEvent, Side, SideClock, SingleControl, Stage } from '../types';
import { formatSeconds, MINUTE_MS, SECOND_MS } from '../units';
import type { Texts, WordBook } from '../words';
import { fieldError, rejectUnknownKeys, requireBoolean, requireInteger, requireRecord, requireSortedIntegers } from '../validate';
import type { AdjustRow, FieldRow, FigureKind, StageDesk, StageSystem, SystemDesk, SystemWords } from './system';

const COUNT_LENGTH = 10;
/** Ten hours a side is already a game beyond one day's play (the rules' national events); the voice has a clip for every minute up to it. */
export const MAX_MAIN_MS = 10 * 60 * MINUTE_MS;
/** A field row's flags: whole seconds (its calls fall on whole seconds); may be left out; edited in 5 s steps. */
export const WHOLE_SECONDS = 1;
export const OPTIONAL = 2;
export const IN_FIVES = 4;
/** An increment or a delay longer than a byo-yomi period would be a period by another name. */
export const MAX_BONUS_MS = 10 * MINUTE_MS;

export function call(events: ClockEvent[], at: number, side: Side, name: string): void {
  events.push({ at: at, type: 'call', side: side, call: name });
}

/** Time from `leftMs` down to the next countdown call strictly below it, or to zero. */
export function countdownDistance(calls: CountdownCalls, leftMs: number): number {
  let next = 0;
  for (let i = 0; i < calls.minutesLeft.length; i++) {
    const at = calls.minutesLeft[i] * MINUTE_MS;
    if (at < leftMs && at > next) next = at;
  }
  if (calls.count) {
    // count:k falls when (10 - k) seconds are left.
    for (let k = 1; k < COUNT_LENGTH; k++) {
      const at = (COUNT_LENGTH - k) * SECOND_MS;
      if (at < leftMs && at > next) next = at;
    }
  }
  return leftMs - next;
}

/**
 * Fires the countdown point at `leftMs`; returns true when it is the flag at zero. `quietMinutes` holds back
 * the minute calls (inside a Bronstein delay, whose time the press gives back).
 */
export function fireCountdown(calls: CountdownCalls, leftMs: number, side: Side, at: number, events: ClockEvent[], quietMinutes: boolean): boolean {
  if (leftMs === 0) {
    if (calls.count) call(events, at, side, 'count:' + COUNT_LENGTH);
    call(events, at, side, 'timeout');
    return true;
  }
  for (let i = 0; i < calls.minutesLeft.length && !quietMinutes; i++) {
    if (calls.minutesLeft[i] * MINUTE_MS === leftMs) call(events, at, side, 'main:' + calls.minutesLeft[i]);
  }
  if (calls.count && leftMs % SECOND_MS === 0 && leftMs < COUNT_LENGTH * SECOND_MS) {
    call(events, at, side, 'count:' + (COUNT_LENGTH - leftMs / SECOND_MS));
  }
  return false;
}

/** The face of a system with an overtime: "MAIN" in main time, else the overtime's mode, word, figure and count. */
export function overtimeFace(view: FaceView, clock: SideClock, mode: string, status: string, figure: FigureKind, aside: [string, number, string] | null): void {
  const main = clock.mainMs > 0;
  view.mode = main ? 'main' : mode;
  view.status = main ? 'device.main' : status;
  if (main) return;
  view.figure = figure;
  view.aside = aside;
}

/**
 * A system that counts main time down to the flag, with nothing after it, made with the parts `own` does
 * differently: every single system is made so.
 */
export function single<C extends SingleControl>(own: Partial<StageSystem<C>>, desk: () => StageDesk<C>): StageSystem<C> {
  const self = (tc: Stage): Stage => tc;
  const none = () => '';
  const base: StageSystem<SingleControl> = {
    systemName: 'absolute',
    staged: false,
    inEffect: self,
    mainRanOut(tc, _clock, side, at, events) {
      return fireCountdown(tc.calls as CountdownCalls, 0, side, at, events, false);
    },
    endMove: none,
    voicePeriodMs() {
      return 0;
    },
    firstMainMs(tc) {
      return tc.mainMs;
    },
    startControl() {},
    desk: desk as () => StageDesk,
    distance(tc, clock) {
      return countdownDistance(tc.calls as CountdownCalls, clock.mainMs);
    },
    consume(_tc, clock, ms) {
      clock.mainMs -= ms;
    },
    firePoint(tc, clock, side, at, events) {
      return fireCountdown(tc.calls as CountdownCalls, clock.mainMs, side, at, events, false);
    },
    gainsOpponentTime: false,
    countdownMs(_tc, clock) {
      return clock.mainMs;
    },
    delayLeftMs() {
      return 0;
    },
    showFace(view, tc) {
      view.mode = tc.system;
      view.status = tc.system + '.device';
    },
    faceDetail: none,
  };
  return Object.assign(base, own) as unknown as StageSystem<C>;
}

/** Sudden death's calls unless the time control says otherwise. */
function absoluteCalls(): CountdownCalls {
  return { minutesLeft: [10, 5, 1], count: true };
}

/**
 * The desk of a system that counts main time down to the flag, with the parts `own` has differently
 * (each desk is made so). `calls` are its default countdown calls.
 */
export function singleDesk<C extends SingleControl>(own: Partial<StageDesk<C>>, calls?: CountdownCalls): StageDesk<C> {
  const kit = deskKit();
  const desk: StageDesk<SingleControl> = {
    menuLabel: '',
    clipBlocks: '',
    overtime: false,
    endsWithMain: true,
    fromMoveStart: false,
    fromPreset: false,
    fields(): FieldRow[] {
      return [];
    },
    parseControl(record, field, extraKeys) {
      const control = kit.parseFields(desk, record, field, extraKeys);
      control.calls = kit.parseCountdownCalls(record.calls, field + '.calls', calls ?? absoluteCalls());
      return control as unknown as SingleControl;
    },
    lastStage(tc) {
      return tc;
    },
    adjustable: kit.mainOnly,
    sgfOvertime(tc) {
      return tc.system;
    },
    sgfStage(tc, seconds, mainText) {
      const main = tc.mainMs === 0 ? '' : mainText(tc.mainMs) + (tc.mainMs % MINUTE_MS === 0 ? ' min' : '') + ' + ';
      return main + desk.sgfOvertime(tc, seconds, mainText);
    },
    sgfLeft(_tc, press: PressEvent) {
      return { left: press.mainMs, count: null };
    },
    sgfNote() {
      return '';
    },
    // Lateness takes main time only: never an extension, a delay, or a stage to come.
    deduct(_tc, clock: SideClock) {
      return clock.mainMs === 0;
    },
    forgiveFlag() {},
    passOnTimeout: false,
    capturePause() {
      return false;
    },
    overtimeCall() {
      return '';
    },
    lateCall: false,
    answerCalls(_tc, clock) {
      return ['main:' + Math.floor(clock.mainMs / MINUTE_MS)];
    },
  };
  return Object.assign(desk, own) as unknown as StageDesk<C>;
}

/** The desk's parts of a system whose delay runs from a move's start (simple delay, Bronstein): `word` names it in SGF. */
export function delayDesk<C extends SingleControl & { delayMs: number }>(label: string, word: string): Partial<StageDesk<C>> {
  return {
    menuLabel: label,
    fromMoveStart: true,
    fields() {
      return [['delayMs', 1, MAX_BONUS_MS, 0, 'delay.device.delayMs', 5 * SECOND_MS]];
    },
    sgfOvertime(tc, seconds) {
      return seconds(tc.delayMs) + ' ' + word;
    },
  };
}

/** The words every system shares: the main time's field. */
export const MAIN_TIME_TEXTS: WordBook = {
  'field.mainMs': ['基本用时', '基本用時', '持ち時間', '기본 시간', 'Main time'],
};

/**
 * What the simulators say of a system with main time only: its name then the main time, and one line for
 * its face; `texts` holds `<system>.name` and `<system>.status`.
 */
export function mainTimeWords<C extends SingleControl>(system: C['system'], texts: WordBook, sweep: () => unknown[]): SystemWords<C> {
  return {
    systemName: system,
    texts: texts,
    describe: (tc, say, main) => say(system + '.name') + ' ' + main(tc.mainMs),
    status: (_view, _tc, say) => say(system + '.status'),
    sweep: sweep,
  };
}

/**
 * What the simulators say of a system whose delay runs from a move's start; `texts` holds
 * `<system>.describe` ({main}, {seconds}) and `<system>.status` ({seconds}); `showsDelay`: a move's delay
 * running, shown as the figure, is said instead (`delay.running`, {main}).
 */
export function delaySystemWords<C extends SingleControl & { delayMs: number }>(system: C['system'], texts: WordBook, showsDelay: boolean): SystemWords<C> {
  return {
    systemName: system,
    texts: Object.assign({ [system + '.delayMs']: DELAY_FIELD }, texts),
    describe: (tc, say, main) => say(system + '.describe', { main: main(tc.mainMs), seconds: tc.delayMs / SECOND_MS }),
    status: (view, tc, say) =>
      showsDelay && view.delaySeconds > 0 ? say('delay.running', { main: formatSeconds(view.mainSeconds) }) : say(system + '.status', { seconds: (tc as C).delayMs / SECOND_MS }),
    sweep: noControls,
  };
}

/** The delay systems' field's label. */
const DELAY_FIELD: Texts = ['每手延时', '每手延時', '1手ごとのディレイ', '한 수당 딜레이', 'Delay per move'];

/** A sweep for a system whose calls are main time's alone, which the presets and sudden death's sweep already reach. */
export function noControls(): unknown[] {
  return [];
}

/** What a desk validates with, made with it. */
export function deskKit() {
  const requireWholeSeconds = (value: unknown, field: string, minMs: number, maxMs: number): number => {
    const ms = requireInteger(value, field, minMs, maxMs);
    if (ms % SECOND_MS !== 0) throw fieldError(field, 'must be a whole number of seconds in ms (got ' + ms + ')');
    return ms;
  };
  return {
    /** A clock corrected in its main time only. */
    mainOnly(): AdjustRow[] {
      return [['mainMs', 0, MAX_MAIN_MS]];
    },
    /**
     * `mainMs` (0 allowed only before an overtime, or the game would be lost before it starts), then the
     * system's own fields from its table; the system parses its calls once the fields are known.
     */
    parseFields(system: SystemDesk, record: Record<string, unknown>, field: string, extraKeys: string[]): Record<string, unknown> {
      const own = system.fields();
      rejectUnknownKeys(record, ['system', 'mainMs', 'calls'].concat(own.map((f) => f[0]), extraKeys), field);
      const control: Record<string, unknown> = { system: record.system, mainMs: requireInteger(record.mainMs, field + '.mainMs', system.overtime ? 0 : 1, MAX_MAIN_MS) };
      for (let i = 0; i < own.length; i++) {
        const name = own[i][0];
        const flags = own[i][3];
        if (record[name] === undefined && flags & OPTIONAL) continue;
        control[name] = (flags & WHOLE_SECONDS ? requireWholeSeconds : requireInteger)(record[name], field + '.' + name, own[i][1], own[i][2]);
      }
      return control;
    },
    parseCountdownCalls(value: unknown, field: string, defaults: CountdownCalls): CountdownCalls {
      if (value === undefined) return { minutesLeft: defaults.minutesLeft.slice(), count: defaults.count };
      const record = requireRecord(value, field);
      rejectUnknownKeys(record, ['minutesLeft', 'count'], field);
      const count = record.count === undefined ? defaults.count : requireBoolean(record.count, field + '.count');
      const minutesLeft =
        record.minutesLeft === undefined ? defaults.minutesLeft.slice() : requireSortedIntegers(record.minutesLeft, field + '.minutesLeft', 1, MAX_MAIN_MS / MINUTE_MS, true);
      return { minutesLeft: minutesLeft, count: count };
    },
  };
}
