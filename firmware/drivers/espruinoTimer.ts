// The one wake-up: a single setTimeout to the next deadline, replaced each time. No polling loop. The
// same timer feeds the watchdog, at each wake-up and each scheduling: a handler that hangs stops the
// kicks, and the watchdog resets the board, which boots into the recovered game. A long wait is cut into
// kicks at most KICK_MS apart.
import type { TimerDevice } from '../devices';
import { secondsToMs } from './time';

/** A hang resets the board after this long; the restore at boot runs before the watchdog starts. */
export const WATCHDOG_SECONDS = 10;
const KICK_MS = 4000;

export function createEspruinoTimer(): TimerDevice {
  let pending: number | undefined;
  let watching = false;
  let target: { atMs: number; handler: () => void } | null = null;
  const nowMs = () => secondsToMs(getTime());
  const arm = () => {
    const delay = target === null ? KICK_MS : Math.max(0, target.atMs - nowMs());
    const due = delay <= KICK_MS;
    pending = setTimeout(() => {
      pending = undefined;
      E.kickWatchdog();
      const wake = target;
      if (due && wake !== null) {
        target = null;
        wake.handler();
      }
      // The handler normally schedules the next wake-up; the kicks go on regardless.
      if (pending === undefined) arm();
    }, Math.min(delay, KICK_MS)) as unknown as number;
  };
  return {
    nowMs: nowMs,
    wakeAt(atMs, handler) {
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
      target = atMs === null ? null : { atMs: atMs, handler: handler };
      arm();
    },
    soon(handler) {
      setTimeout(handler, 0);
    },
    keepAlive() {
      if (watching) E.kickWatchdog();
    },
  };
}
