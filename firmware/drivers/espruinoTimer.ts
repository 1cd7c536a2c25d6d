// The one wake-up: a single setTimeout to the next deadline, replaced each time. No polling loop. The
// same timer feeds the watchdog, at each wake-up and each scheduling: a handler that hangs stops the
// kicks, and the watchdog resets the board, which boots into the recovered game. A long wait is cut into
// kicks at most KICK_MS apart.
// @espruino-hot: its functions run at every wake-up, so the build keeps them declared.
import type { TimerDevice } from '../devices';
import { secondsToMs, WATCHDOG_SECONDS } from './time';

const KICK_MS = 4000;

/** `staleMs`: a call's frame later than this after its instant is dropped, never sent late. */
export function createEspruinoTimer(staleMs: number): TimerDevice {
  let pending: number | undefined;
  let watching = false;
  /**
   * The wake-up asked for (null: none), what runs first then (a call's frame), and when, in hardware ms:
   * fields, no object made each wake-up.
   */
  let handler: ((firstSent: boolean, wokeMs: number) => void) | null = null;
  let first: (() => void) | null = null;
  let targetMs = 0;
  const nowMs = () => secondsToMs(getTime());
  /** Whether the timeout set reaches the target, or is one kick of a longer wait. */
  let reaches = false;
  // Made once: a function made at each wake-up would cost Espruino a copy of its code each time.
  const fire = () => {
    pending = undefined;
    const wake = handler;
    // The frame, then the handler, before anything else: a call due now goes out at once. The handler's
    // own scheduling kicks the watchdog; a handler that hangs never comes back to the kick below.
    if (reaches && wake !== null) {
      // Espruino's timeout may fire a fraction of a ms early: the wake-up waits on for its instant, as
      // nowMs() reads it. The handler is given that instant rather than reading it again.
      // secondsToMs written out, a call fewer before the frame goes.
      const woke = Math.floor(getTime() * 1000 + 0.5);
      if (woke < targetMs) return arm();
      handler = null;
      const sent = first !== null && woke - targetMs <= staleMs;
      if (sent) first!();
      wake(sent, woke);
    }
    // The handler normally schedules the next wake-up, and kicks the watchdog as it does; the kicks go on regardless.
    if (pending === undefined) {
      E.kickWatchdog();
      arm();
    }
  };
  const arm = () => {
    // Unrounded: a wake-up that came a fraction early waits just that fraction.
    const delay = handler === null ? KICK_MS : Math.max(0, targetMs - getTime() * 1000);
    reaches = delay <= KICK_MS;
    pending = setTimeout(fire, Math.min(delay, KICK_MS)) as unknown as number;
  };
  return {
    nowMs: nowMs,
    wakeAt(atMs, wake, before) {
      if (!watching) {
        // Not automatic: only the clock's own timeout kicks it, so a hung handler is caught.
        E.enableWatchdog(WATCHDOG_SECONDS, false);
        watching = true;
      }
      // A handler that got as far as scheduling the next wake-up is not hung.
      E.kickWatchdog();
      // clearTimeout(undefined) throws on Espruino.
      if (pending !== undefined) clearTimeout(pending);
      pending = undefined;
      handler = atMs === null ? null : wake;
      first = atMs === null ? null : before;
      targetMs = atMs === null ? 0 : atMs;
      arm();
    },
    soon(task) {
      setTimeout(task, 0);
    },
    keepAlive() {
      if (watching) E.kickWatchdog();
    },
  };
}
