// Espruino reports time as float seconds; the core works in integer milliseconds.
// @espruino-hot: its functions run at every wake-up, so the build keeps them declared.
// @espruino-lead
export function secondsToMs(seconds: number): number {
  return Math.floor(seconds * 1000 + 0.5);
}

/** A hang resets the board after this long; the restore at boot runs before the watchdog starts. */
export const WATCHDOG_SECONDS = 10;
