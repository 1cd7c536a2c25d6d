// The battery, judged from the pack's voltage: a mark on the faces and one "low battery" call at a
// threshold chosen so that at least 10 hours of play remain after it (FIDE's requirement). The curves
// and the hours are worked out in hardware/README.md; test/battery.test.ts checks the threshold
// against them.
import { MINUTE_MS } from '../core/index';
import type { PackKind } from '../devices';

export type { PackKind };

/** A pack's voltage under the clock's load, and the share of its charge left at that voltage. */
export interface CurvePoint {
  volts: number;
  remaining: number;
}

/**
 * 4 × AA under about 100 mA, typical curves (pack volts = 4 × cell volts), highest voltage first.
 * NiMH (eneloop-class, 2,000 mAh) is flat from 80 % to 20 %; alkaline slopes all the way.
 */
export function nimhCurve(): CurvePoint[] {
  return [
    { volts: 5.6, remaining: 1 },
    { volts: 5.2, remaining: 0.9 },
    { volts: 5.04, remaining: 0.8 },
    { volts: 4.96, remaining: 0.6 },
    { volts: 4.88, remaining: 0.4 },
    { volts: 4.8, remaining: 0.2 },
    { volts: 4.6, remaining: 0.1 },
    { volts: 4.4, remaining: 0.05 },
    { volts: 4.0, remaining: 0 },
  ];
}
export function alkalineCurve(): CurvePoint[] {
  return [
    { volts: 6.2, remaining: 1 },
    { volts: 5.6, remaining: 0.9 },
    { volts: 5.2, remaining: 0.8 },
    { volts: 4.96, remaining: 0.6 },
    { volts: 4.8, remaining: 0.5 },
    { volts: 4.6, remaining: 0.3 },
    { volts: 4.4, remaining: 0.2 },
    { volts: 4.0, remaining: 0.05 },
    { volts: 3.6, remaining: 0 },
  ];
}
/**
 * One LiPo cell (3.7 V nominal, 2,000 mAh) at about 0.05 C, typical curve: flat from 80 % to 20 %
 * around 3.7–3.9 V, steep below 3.6 V. The clock reads it through Jolt.js's own divider.
 */
export function lipoCurve(): CurvePoint[] {
  return [
    { volts: 4.2, remaining: 1 },
    { volts: 4.06, remaining: 0.9 },
    { volts: 3.98, remaining: 0.8 },
    { volts: 3.87, remaining: 0.6 },
    { volts: 3.82, remaining: 0.5 },
    { volts: 3.79, remaining: 0.4 },
    { volts: 3.74, remaining: 0.2 },
    { volts: 3.68, remaining: 0.1 },
    { volts: 3.45, remaining: 0.05 },
    { volts: 3.0, remaining: 0 },
  ];
}
/** The curves, for the power budget and tests; the firmware makes them only when it reads the pack. */
export const NIMH_CURVE: CurvePoint[] = /*#__PURE__*/ nimhCurve();
export const ALKALINE_CURVE: CurvePoint[] = /*#__PURE__*/ alkalineCurve();
export const LIPO_CURVE: CurvePoint[] = /*#__PURE__*/ lipoCurve();

/** Below this the pack is not there: the clock runs on USB and cannot judge any battery. */
export const NO_PACK_VOLTS = 2;
/**
 * "Low battery" at or below this pack voltage, once. Chosen on the NiMH curve, the flatter one: at
 * 4.96 V 60 % of 2,000 mAh is left, 12 h at the worst-case 100 mA of a byo-yomi game (alkaline: 60 %
 * of 2,400 mAh, 14 h).
 */
export const LOW_BATTERY_VOLTS = 4.96;
/** The LiPo's: at 3.87 V 60 % of 2,000 mAh is left, 11 h at Jolt.js's worst-case 106 mA (hardware/README.md). */
export const LIPO_LOW_VOLTS = 3.87;

/** The voltage at which `pack` warns. */
export function lowVoltsOf(pack: PackKind): number {
  return pack === 'lipo' ? LIPO_LOW_VOLTS : LOW_BATTERY_VOLTS;
}
/** The supply is read at most this often. */
export const BATTERY_READ_MS = MINUTE_MS;

/** The share of charge left at `volts` on `curve`, by straight lines between its points. */
export function remainingAt(curve: CurvePoint[], volts: number): number {
  if (volts >= curve[0].volts) return 1;
  for (let i = 1; i < curve.length; i++) {
    const high = curve[i - 1];
    const low = curve[i];
    if (volts >= low.volts) return low.remaining + ((volts - low.volts) / (high.volts - low.volts)) * (high.remaining - low.remaining);
  }
  return 0;
}

export interface BatteryReading {
  /** Bars of the face's battery mark, 0–4, or -1 when running on USB without a pack. */
  bars: number;
  low: boolean;
}

/**
 * The mark for a reading of `pack`: for 4 × AA, bars from the chemistry that leaves less, so the mark
 * never flatters the pack.
 */
export function batteryReading(volts: number, pack: PackKind): BatteryReading {
  if (volts < NO_PACK_VOLTS) return { bars: -1, low: false };
  const remaining = pack === 'lipo' ? remainingAt(lipoCurve(), volts) : Math.min(remainingAt(nimhCurve(), volts), remainingAt(alkalineCurve(), volts));
  return { bars: Math.min(4, Math.ceil(remaining * 4)), low: volts <= lowVoltsOf(pack) };
}
