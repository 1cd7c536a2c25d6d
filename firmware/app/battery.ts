// The battery, judged from the pack's voltage: a mark on the faces and one "low battery" call at a
// threshold chosen so that at least 10 hours of play remain after it (FIDE's requirement). The curves
// and the hours are worked out in hardware/README.md; test/hardware/battery.test.ts checks the threshold
// against them.
// @espruino-hot: its functions run at every wake-up, so the build keeps them declared.
import { MINUTE_MS } from '../core/index';
/**
 * A pack's voltage under the clock's load and the share of its charge left at that voltage, pair after
 * pair in one array (volts, remaining, volts, remaining…), highest voltage first: on Espruino one array
 * of numbers costs a fraction of the variables that as many small objects would.
 */
export type Curve = number[];

/**
 * One LiPo cell (3.7 V nominal, 2,000 mAh) at about 0.05 C, typical curve: flat from 80 % to 20 %
 * around 3.7–3.9 V, steep below 3.6 V. The clock reads it through Jolt.js's own divider.
 */
export function lipoCurve(): Curve {
  return [4.2, 1, 4.06, 0.9, 3.98, 0.8, 3.87, 0.6, 3.82, 0.5, 3.79, 0.4, 3.74, 0.2, 3.68, 0.1, 3.45, 0.05, 3.0, 0];
}
/** The curve, for the power budget and tests; the firmware makes it only when it reads the pack. */
export const LIPO_CURVE: Curve = /*#__PURE__*/ lipoCurve();

/** Below this the pack is not there: the clock runs on USB and cannot judge any battery. */
export const NO_PACK_VOLTS = 2;
/** "Low battery" at or below this: at 3.87 V 60 % of 2,000 mAh is left, 11 h at Jolt.js's worst-case 106 mA (hardware/README.md). */
export const LOW_BATTERY_VOLTS = 3.87;
/** The supply is read at most this often. */
export const BATTERY_READ_MS = MINUTE_MS;

/** The share of charge left at `volts` on `curve`, by straight lines between its points. */
export function remainingAt(curve: Curve, volts: number): number {
  if (volts >= curve[0]) return 1;
  for (let i = 2; i < curve.length; i += 2) {
    const low = curve[i];
    if (volts >= low) return curve[i + 1] + ((volts - low) / (curve[i - 2] - low)) * (curve[i - 1] - curve[i + 1]);
  }
  return 0;
}

export interface BatteryReading {
  /** Bars of the face's battery mark, 0–4, or -1 when running on USB without a pack. */
  bars: number;
  low: boolean;
}

/** The mark for a reading of the pack. */
export function batteryReading(volts: number): BatteryReading {
  if (volts < NO_PACK_VOLTS) return { bars: -1, low: false };
  return { bars: Math.min(4, Math.ceil(remainingAt(lipoCurve(), volts) * 4)), low: volts <= LOW_BATTERY_VOLTS };
}
