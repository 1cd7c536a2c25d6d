// The one owner of the game's timeline and of the one timer. Inputs (a press, a gesture's decision, the
// console, the phone) and the timer's wake-ups come in; what changed goes out to the outputs, which
// only read it and answer when they next need a wake-up of their own. Nothing calls back in.
// A wake-up is a repaint of the running figure from its countdown, a deadline that only calls (its call
// out first, then the figure), or a whole update. The timer is always set to the next thing due.
// @espruino-hot: its functions run at every wake-up, so the build keeps them declared.
import { callsOnly, nextDeadline, nextWake, step, type ClockState, type ClockEvent, type Input, type RunningCountdown, type StepResult } from '../core/index';
import { addInput, advance, deliverAhead, nextSettle, type Timeline, type TimelineUpdate } from './timeline';
import type { TimerDevice } from '../devices';
import type { AppState } from './appState';
import type { PreparedCall } from './sound/voicePlayer';

/** What the runtime hands its results to: the record, the sound, the faces, the link, the hall, the battery. */
export interface Outputs {
  /**
   * A whole update at `nowMs`: what changed, the game as it now stands. Returns when the outputs next
   * need a wake-up of their own (the battery's reading, the console's count), in hardware time.
   */
  updated(changes: TimelineUpdate, game: Timeline, nowMs: number): number;
  /** A deadline that only called: its calls delivered, the running figure counting from `countdown` on. */
  called(changes: TimelineUpdate, prior: ClockState, countdown: RunningCountdown, nowMs: number): void;
  /** The running figure drawn again at `nowMs` without the core: when it next drops, or null when it cannot be. */
  repaint(nowMs: number): number | null;
  /** A connected phone and the hall told what the faces show at `nowMs`, when only the running figure changed since they were drawn whole. */
  tellShown(nowMs: number): void;
  /**
   * Before this game instant a repaint need not tell the phone or the hall, as neither would hear of it: no
   * phone connected, and the hall's quiet time not over. A field, read at each repaint without a call.
   */
  quietUntilMs: number;
  /** The running figure's countdown as the faces last drew it, or null. */
  countdown(): RunningCountdown | null;
  /**
   * The outputs' own wake-up (the battery's reading, the console's count) at `nowMs`, without a whole
   * update: when they next need one (hardware time), or null when what the faces show of them changed.
   */
  devicesDue(nowMs: number): number | null;
  /** The first spoken call among `events`, made ready to go out first thing at their instant. */
  prepare(events: ClockEvent[]): PreparedCall | null;
  /** The record's tick: the settled game runs on to `atMs`; when the next is due (game time), or null. */
  tick(atMs: number): void;
  nextTickAt(): number | null;
}

export interface RuntimeOptions {
  /** How long a press may arrive after its instant: what settles waits this long. */
  lateInputMs: number;
  /** Clips for a deadline start this much before it (0: its call is made ready and sent first then). */
  latencyMs: number;
}

export interface Runtime {
  /** An input at its instant (game time): the clock brought up to now. */
  feed(input: Input, atMs: number): void;
  /** The whole clock brought up to now: after anything the outputs show changed. */
  update(): void;
}

/** The next deadline made ready: its step from `from`, its call, and the countdown after it when it only calls. */
interface Ahead {
  atMs: number;
  call: PreparedCall | null;
  from: ClockState;
  result: StepResult;
  counting: RunningCountdown | null;
  next: RunningCountdown | null;
}

/**
 * `app.game` is the timeline this owns (a new game or a restore puts a fresh one there; only this
 * changes it); game time is the timer's plus `app.offsetMs`; `app.menuState` stops deadlines being made
 * ready while a menu is open.
 */
export function createRuntime(app: AppState, timer: TimerDevice, outputs: Outputs, options: RuntimeOptions): Runtime {
  const latencyMs = options.latencyMs;
  /**
   * Hardware time from which a wake-up must update the whole clock: before it, nothing but the running
   * figure can change (no input or event to settle, no battery reading or console count due).
   */
  let fullUpdateDueMs = 0;
  /** When the record's next tick is due in hardware time, once its instant has settled; a repaint writes it. */
  let tickDueMs: number | null = null;
  /** The outputs' own next wake-up, in hardware time. */
  let devicesDueMs = 0;
  /** When something settles or a deadline's clips must start, in hardware time: the whole update due besides the outputs' own. */
  let settleDueMs = 0;
  /** The hardware time the timer is set for. */
  let wakeAtMs = 0;
  let ahead: Ahead | null = null;
  /**
   * After a deadline that only called: the present it left, and the next deadline, which the two callbacks
   * after it step to and make ready. Fields and functions made once, not closures made each second: making a
   * function costs Espruino a copy of its code.
   */
  let following: ClockState | null = null;
  let followingTo = 0;
  let followingPlan: Ahead | null = null;

  function update(): void {
    const nowMs = timer.nowMs() + app.offsetMs;
    const changes = advance(app.game, nowMs);
    schedule(nowMs, outputs.updated(changes, app.game, nowMs));
  }

  /** After a whole update at `nowMs`: the next wake-up; `dueMs`, when the outputs need one (hardware time). */
  function schedule(nowMs: number, dueMs: number): void {
    const timeline = app.game;
    // Any wake-up settles what is due; a wake just to settle is needed only when nothing else is coming
    // (after a flag or a pause), so a move costs no extra wake-up.
    let wake = nextWake(timeline.present, nowMs);
    if (wake === null) wake = nextSettle(timeline);
    const deadline = nextDeadline(timeline.present);
    const early = latencyMs > 0 && deadline !== null ? deadline - latencyMs : null;
    if (early !== null && early > nowMs && (wake === null || early < wake)) wake = early;
    planAhead(deadline);
    devicesDueMs = dueMs;
    // What settles waits for the next wake-up; so does the record's tick, which a repaint can write.
    const settleAt = nextSettle(timeline);
    settleDueMs = settleAt === null ? Infinity : settleAt - app.offsetMs;
    if (early !== null) settleDueMs = Math.min(settleDueMs, early - app.offsetMs);
    fullUpdateDueMs = Math.min(devicesDueMs, settleDueMs);
    planTick();
    sleepUntil(wake === null ? devicesDueMs : Math.min(wake - app.offsetMs, devicesDueMs));
  }

  /** Without latency compensation, the next deadline is stepped to now, and its call made ready to go out first then. */
  function planAhead(deadline: number | null): void {
    ahead = null;
    const plan = stepAhead(deadline);
    if (plan !== null) ahead = readyCall(plan);
  }

  /** The step to the next deadline from the present, neither its call nor what follows it worked out yet; null when none is made ahead. */
  function stepAhead(deadline: number | null): Ahead | null {
    if (latencyMs > 0 || deadline === null || app.menuState !== null) return null;
    const from = app.game.present;
    return { atMs: deadline, call: null, from: from, result: step(from, { type: 'tick' }, deadline), counting: outputs.countdown(), next: null };
  }

  /** The plan's call made ready, and the countdown after its deadline when it only calls. */
  function readyCall(plan: Ahead): Ahead {
    plan.next = plan.counting ? callsOnly(plan.counting, plan.from, plan.result) : null;
    plan.call = outputs.prepare(plan.result.events);
    return plan;
  }

  function planTick(): void {
    const tickAt = outputs.nextTickAt();
    tickDueMs = tickAt === null ? null : tickAt + options.lateInputMs - app.offsetMs;
  }

  /** The timer set for `hardwareMs`: at the deadline made ready, its call goes out first thing. */
  function sleepUntil(hardwareMs: number): void {
    wakeAtMs = hardwareMs;
    const due = ahead && hardwareMs === ahead.atMs - app.offsetMs ? ahead : null;
    timer.wakeAt(hardwareMs, due ? onDeadline : onWake, due && due.call ? due.call.send : null);
  }

  function onDeadline(callSent: boolean, wokeMs: number): void {
    const due = ahead;
    // The timer has sent the call first thing (sleepUntil gave it), and no sooner than its instant; one
    // it held back as stale goes the way of every late call, dropped when delivered.
    // Whatever makes another deadline ready sets the timer again, so this is the one it was set for.
    if (!due) return onWake(callSent, wokeMs);
    ahead = null;
    if (due.call && callSent) due.call.started();
    if (!throughCalls(due, timer.nowMs() + app.offsetMs)) update();
  }

  /**
   * A deadline that only calls, with nothing else due: its calls are delivered and the figure is
   * repainted from the countdown, without a whole update; the next deadline is stepped to, and its call
   * made ready, in two callbacks of their own, so that none holds the interpreter long. False when it cannot be.
   */
  function throughCalls(due: Ahead, nowMs: number): boolean {
    const hardwareNow = nowMs - app.offsetMs;
    const timeline = app.game;
    const next = due.next;
    if (hardwareNow >= devicesDueMs) readDevices(hardwareNow);
    // What it was made ready from must still hold: the present, and the figure's countdown.
    if (!next || hardwareNow >= devicesDueMs || timeline.present !== due.from || outputs.countdown() !== due.counting) return false;
    const changes = deliverAhead(timeline, due.result, nowMs);
    if (!changes) return false;
    outputs.called(changes, due.from, next, nowMs);
    // What was delivered before settled now, and this deadline's calls settle at the next.
    settleDueMs = Infinity;
    fullUpdateDueMs = devicesDueMs;
    // The phone and the hall are told last, in a callback of their own: nothing of theirs is due on the second.
    if (!repaintAndSleep(hardwareNow, false)) update();
    following = timeline.present;
    followingTo = next.deadlineMs;
    timer.soon(stepNext);
    return true;
  }

  /** Unless an update has made the next deadline ready already, or moved the present on. */
  function stillFollowing(): boolean {
    return !ahead && app.game.present === following;
  }

  function stepNext(): void {
    if (!stillFollowing()) {
      following = null;
      return;
    }
    followingPlan = stepAhead(followingTo);
    // Its call, and whether it only calls, are worked out in a callback of their own: with the step they held the interpreter too long.
    timer.soon(readyNext);
  }

  function readyNext(): void {
    const plan = followingPlan;
    // Nothing stays held for the next second: the states a plan holds take variables.
    followingPlan = null;
    const still = stillFollowing();
    following = null;
    if (!still) return;
    if (plan) {
      ahead = readyCall(plan);
      // The timer was set before the deadline was ready: set again, it sends the call first.
      sleepUntil(wakeAtMs);
    }
    timer.soon(tellShown);
  }

  /** A connected phone and the hall told what the faces show now. */
  function tellShown(): void {
    outputs.tellShown(timer.nowMs() + app.offsetMs);
  }

  /** A timer's wake-up at `hardwareNow`: a repaint of the running figure when that is all there is to do, else the whole clock. */
  function onWake(_sent: boolean, hardwareNow: number): void {
    if (hardwareNow >= devicesDueMs && hardwareNow < settleDueMs && app.menuState === null) readDevices(hardwareNow);
    if (hardwareNow >= fullUpdateDueMs || app.menuState !== null || !repaintAndSleep(hardwareNow, true)) update();
  }

  /**
   * The outputs' own wake-up (the battery's reading) at `hardwareNow` without a whole update, when what they
   * read changes nothing the faces show: a whole update costs some ten repaints, and one due in the count
   * would hold its second up. Else nothing changes here, and the whole update follows.
   */
  function readDevices(hardwareNow: number): void {
    const next = outputs.devicesDue(hardwareNow + app.offsetMs);
    if (next === null) return;
    devicesDueMs = next;
    fullUpdateDueMs = Math.min(next, settleDueMs);
  }

  /**
   * Repaints the running figure (telling the phone and the hall when `tell`) and sleeps until it next drops
   * or the next thing is due; false when no figure can be.
   */
  function repaintAndSleep(hardwareNow: number, tell: boolean): boolean {
    const nowMs = hardwareNow + app.offsetMs;
    const wakeAt = outputs.repaint(nowMs);
    if (wakeAt === null) return false;
    // The phone and the hall, when they would hear of it, are told in a callback of their own, as after a
    // deadline: a press or a call waits for no advert.
    if (tell && nowMs >= outputs.quietUntilMs) timer.soon(tellShown);
    // Nothing settles before the deadline: the settled game runs on, and its tick is due; the next is due
    // with the next repaint (a tick proves any play past the last one), so nothing is asked for it.
    if (tickDueMs !== null && hardwareNow >= tickDueMs) {
      outputs.tick(nowMs - options.lateInputMs);
      tickDueMs = hardwareNow + 1;
    }
    const next = wakeAt - app.offsetMs;
    sleepUntil(next < devicesDueMs ? next : devicesDueMs);
    return true;
  }

  return {
    feed(input, atMs) {
      addInput(app.game, input, atMs);
      update();
    },
    update: update,
  };
}
