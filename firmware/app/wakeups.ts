// When the clock wakes next, and what a wake-up does: a repaint of the running figure from its countdown,
// a deadline that only calls (its call out first, then the figure), or the whole clock (clockApp's
// update). One timer at a time, always to the next thing due.
// @espruino-hot: its functions run at every wake-up, so the build keeps them declared.
import { callsOnly, nextDeadline, nextWake, step, type ClockState, type RunningCountdown, type StepResult } from '../core/index';
import { deliverAhead, nextSettle, type TimelineUpdate } from './timeline';
import type { TimerDevice } from '../devices';
import type { AppState } from './appState';
import type { Presenter } from './faces/presenter';
import type { Sound } from './sound';
import type { Recorder } from './record/recorder';
import type { PreparedCall } from './voicePlayer';

export interface Wakeups {
  /** After a whole update at `nowMs`: the next wake-up; `dueMs`, when the battery or the console is due next (hardware time). */
  schedule(nowMs: number, dueMs: number): void;
}

/**
 * The clock's wake-ups. `lateInputMs`: how long a press may arrive after its instant, so what settles
 * waits this long; `latencyMs`: clips for a deadline start this much before it (0: its call is made
 * ready and sent first then); `update` brings the whole clock up to date (it schedules the next wake-up
 * itself); `settle` hands what became final to the record; `shown` tells a connected phone what a
 * repaint shows; `follow` tells the faces and the live state that the present moved on from `prior` by a
 * deadline that only calls, its running figure counting down by `countdown`. Parameters rather than one
 * object: on Espruino an object of them would be held all game beside them.
 */
export function createWakeups(
  app: AppState,
  timer: TimerDevice,
  presenter: Presenter,
  sound: Sound,
  recorder: Recorder,
  lateInputMs: number,
  latencyMs: number,
  update: () => void,
  settle: (changes: TimelineUpdate) => void,
  shown: (nowMs: number) => void,
  follow: (prior: ClockState, state: ClockState, countdown: RunningCountdown) => void,
): Wakeups {
  /**
   * Hardware time from which a wake-up must update the whole clock: before it, nothing but the running
   * figure can change (no input or event to settle, no battery reading or console count due).
   */
  let fullUpdateDueMs = 0;
  /** When the record's next tick is due in hardware time, once its instant has settled; a repaint writes it. */
  let tickDueMs: number | null = null;
  /** The battery's next reading or the console's next count, in hardware time: wake-ups of their own. */
  let devicesDueMs = 0;
  /** The hardware time the timer is set for. */
  let wakeAtMs = 0;
  /**
   * The next deadline (game time), made ready: its step from the present `from`, its first spoken call
   * to go out first thing then, and the running countdown after it when it only calls and the figure
   * counts from `counting` (else null).
   */
  let ahead: { atMs: number; call: PreparedCall | null; from: ClockState; result: StepResult; counting: RunningCountdown | null; next: RunningCountdown | null } | null = null;

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
    fullUpdateDueMs = settleAt === null ? devicesDueMs : Math.min(devicesDueMs, settleAt - app.offsetMs);
    if (early !== null) fullUpdateDueMs = Math.min(fullUpdateDueMs, early - app.offsetMs);
    planTick();
    sleepUntil(wake === null ? devicesDueMs : Math.min(wake - app.offsetMs, devicesDueMs));
  }

  /** Without latency compensation, the next deadline is stepped to now, and its call made ready to go out first then. */
  function planAhead(deadline: number | null): void {
    ahead = null;
    const plan = stepAhead(deadline);
    if (plan !== null) ahead = readyCall(plan);
  }

  /** The step to the next deadline from the present, its call not yet made ready; null when none is made ahead. */
  function stepAhead(deadline: number | null): NonNullable<typeof ahead> | null {
    if (latencyMs > 0 || deadline === null || app.menuState !== null) return null;
    const from = app.game.present;
    const result = step(from, { type: 'tick' }, deadline);
    const counting = presenter.countdown();
    const next = counting === null ? null : callsOnly(counting, from, result);
    return { atMs: deadline, call: null, from: from, result: result, counting: counting, next: next };
  }

  function readyCall(plan: NonNullable<typeof ahead>): NonNullable<typeof ahead> {
    plan.call = sound.prepare(plan.result.events);
    return plan;
  }

  function planTick(): void {
    const tickAt = recorder.nextTickAt();
    tickDueMs = tickAt === null ? null : tickAt + lateInputMs - app.offsetMs;
  }

  /** The timer set for `hardwareMs`: at the deadline made ready, its call goes out first thing. */
  function sleepUntil(hardwareMs: number): void {
    wakeAtMs = hardwareMs;
    const due = ahead !== null && hardwareMs === ahead.atMs - app.offsetMs ? ahead : null;
    timer.wakeAt(hardwareMs, due === null ? onWake : onDeadline, due === null || due.call === null ? null : due.call.send);
  }

  function onDeadline(): void {
    const due = ahead;
    // The timer has sent the call first thing (sleepUntil gave it), and no sooner than its instant.
    // Whatever makes another deadline ready sets the timer again, so this is the one it was set for.
    if (due === null) return onWake();
    ahead = null;
    if (due.call !== null) due.call.started();
    const nowMs = timer.nowMs() + app.offsetMs;
    if (!throughCalls(due, nowMs)) update();
  }

  /**
   * A deadline that only calls, with nothing else due: its calls are delivered and the figure is
   * repainted from the countdown, without a whole update; the next deadline is stepped to, and its call
   * made ready, in two callbacks of their own, so that none holds the interpreter long. False when it cannot be.
   */
  function throughCalls(due: NonNullable<typeof ahead>, nowMs: number): boolean {
    const hardwareNow = nowMs - app.offsetMs;
    const timeline = app.game;
    const next = due.next;
    // What it was made ready from must still hold: the present, and the figure's countdown.
    if (next === null || hardwareNow >= devicesDueMs || timeline.present !== due.from || presenter.countdown() !== due.counting) return false;
    const changes = deliverAhead(timeline, due.result, nowMs);
    if (changes === null) return false;
    settle(changes);
    presenter.handToSound(changes, timeline.present, nowMs);
    follow(due.from, timeline.present, next);
    // What was delivered before settled now, and this deadline's calls settle at the next.
    fullUpdateDueMs = devicesDueMs;
    if (!repaintAndSleep(hardwareNow)) update();
    const present = timeline.present;
    // Unless an update has made the next deadline ready already, or moved the present on.
    const still = () => ahead === null && app.game.present === present;
    timer.soon(() => {
      if (!still()) return;
      const plan = stepAhead(next.deadlineMs);
      // Its call is made ready in a callback of its own: the step and the call together held the interpreter too long.
      if (plan !== null) {
        timer.soon(() => {
          if (!still()) return;
          ahead = readyCall(plan);
          // The timer was set before the deadline was ready: set again, it sends the call first.
          sleepUntil(wakeAtMs);
        });
      }
    });
    return true;
  }

  /** A timer's wake-up: a repaint of the running figure when that is all there is to do, else the whole clock. */
  function onWake(): void {
    const hardwareNow = timer.nowMs();
    if (hardwareNow >= fullUpdateDueMs || app.menuState !== null || !repaintAndSleep(hardwareNow)) update();
  }

  /** Repaints the running figure and sleeps until it next drops or the next thing is due; false when no figure can be. */
  function repaintAndSleep(hardwareNow: number): boolean {
    const wakeAt = presenter.repaint(hardwareNow + app.offsetMs);
    if (wakeAt === null) return false;
    shown(hardwareNow + app.offsetMs);
    // Nothing settles before the deadline: the settled game runs on, and its tick is due.
    if (tickDueMs !== null && hardwareNow >= tickDueMs) {
      recorder.tick(hardwareNow + app.offsetMs - lateInputMs);
      planTick();
    }
    const next = wakeAt - app.offsetMs;
    sleepUntil(next < devicesDueMs ? next : devicesDueMs);
    return true;
  }

  return { schedule: schedule };
}
