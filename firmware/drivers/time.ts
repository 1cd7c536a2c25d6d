// Espruino reports time as float seconds; the core works in integer milliseconds.
export function secondsToMs(seconds: number): number {
  return Math.floor(seconds * 1000 + 0.5);
}
