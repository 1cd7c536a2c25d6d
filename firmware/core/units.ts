// Units the core and its shells share: time is integer milliseconds.
// @espruino-hot: its functions run at every wake-up, so the build keeps them declared.
export const SECOND_MS = 1000;
export const MINUTE_MS = 60 * SECOND_MS;

/** Whole seconds, rounded up, of a non-negative ms value: a face never shows zero while time remains. */
// @espruino-lead
export function ceilSeconds(ms: number): number {
  return Math.floor((ms + SECOND_MS - 1) / SECOND_MS);
}

/** "1:55:00", "5:07", "0:09": hours only when there are any. */
export function formatSeconds(totalSeconds: number): string {
  const hours = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const seconds = totalSeconds % 60;
  const ss = (seconds < 10 ? '0' : '') + seconds;
  if (hours > 0) return hours + ':' + (minutes < 10 ? '0' : '') + minutes + ':' + ss;
  return minutes + ':' + ss;
}
