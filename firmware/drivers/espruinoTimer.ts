// The one wake-up: a single setTimeout to the next deadline, replaced each time. No polling loop.
import type { TimerDevice } from '../devices';
import { secondsToMs } from './time';

export function createEspruinoTimer(): TimerDevice {
  let pending: number | undefined;
  const nowMs = () => secondsToMs(getTime());
  return {
    nowMs: nowMs,
    wakeAt(atMs, handler) {
      // clearTimeout(undefined) throws on Espruino.
      if (pending !== undefined) clearTimeout(pending);
      pending = undefined;
      if (atMs === null) return;
      pending = setTimeout(() => {
        pending = undefined;
        handler();
      }, Math.max(0, atMs - nowMs())) as unknown as number;
    },
  };
}
