// When the Bluetooth console may be open: never during a game. Between games the referee opens it from
// the setup menu; it closes by itself after RADIO_OPEN_MS, or at once when a game starts, and the faces
// say it is open and for how long.
import { MINUTE_MS } from '../../core/index';
import type { RadioConsoleDevice } from '../../devices';

export const RADIO_OPEN_MS = 5 * MINUTE_MS;

export interface RadioGate {
  /** Whether this board has a console over the air to open. */
  present: boolean;
  open(hardwareNowMs: number): void;
  /**
   * Closes the console when its time is up or a game is under way; returns when to look again (the next
   * whole minute of the faces' count, or the close), in hardware ms, or null while it is closed.
   */
  check(hardwareNowMs: number, inGame: boolean): number | null;
  /** Whole minutes left open, rounded up, or 0 when closed. */
  minutesLeft(hardwareNowMs: number): number;
}

export function createRadioGate(device: RadioConsoleDevice | null): RadioGate {
  let closesAt: number | null = null;
  return {
    present: device !== null,
    open(hardwareNowMs) {
      if (device === null) return;
      device.open();
      closesAt = hardwareNowMs + RADIO_OPEN_MS;
    },
    check(hardwareNowMs, inGame) {
      if (closesAt === null || device === null) return null;
      if (inGame || hardwareNowMs >= closesAt) {
        device.close();
        closesAt = null;
        return null;
      }
      const left = closesAt - hardwareNowMs;
      return hardwareNowMs + (left % MINUTE_MS === 0 ? MINUTE_MS : left % MINUTE_MS);
    },
    minutesLeft(hardwareNowMs) {
      return closesAt === null ? 0 : Math.ceil((closesAt - hardwareNowMs) / MINUTE_MS);
    },
  };
}
