// The reference build's power budget as data: each part's current from its datasheet (typical values),
// the share of time each state lasts, and the hours each allowed supply gives. hardware/README.md shows
// these figures and test/battery.test.ts checks the README and the low-battery threshold against them.
import { ALKALINE_CURVE, LOW_BATTERY_VOLTS, NIMH_CURVE, remainingAt, type CurvePoint } from '../firmware/app/battery';

export type Rail = 'pico3v3' | 'voice4v2';

export interface Part {
  name: string;
  rail: Rail;
  /** mA in each state: the clock idle (before a game, paused), running main time, speaking. */
  idleMa: number;
  runningMa: number;
  speakingMa: number;
}

/** With the 2.42" SSD1309 faces: the running face is lit (inverted), the idle one mostly dark. */
export const PARTS: Part[] = [
  // Espruino Pico: 32 mA awake, 0.02 mA in deep sleep; awake a few ms per second of play.
  { name: 'Espruino Pico', rail: 'pico3v3', idleMa: 0.1, runningMa: 1, speakingMa: 2 },
  // SSD1309 2.42": about 45 mA with 85 % of pixels lit, 8 mA with 15 % (0.96" SSD1306: 18 and 4).
  { name: 'OLED, running face', rail: 'pico3v3', idleMa: 8, runningMa: 45, speakingMa: 45 },
  { name: 'OLED, idle face', rail: 'pico3v3', idleMa: 8, runningMa: 8, speakingMa: 8 },
  // DFPlayer Mini: 20 mA standing by; about 90 mA more while it drives the speaker at volume 20.
  { name: 'DFPlayer Mini', rail: 'voice4v2', idleMa: 20, runningMa: 20, speakingMa: 110 },
  // Piezo: about 5 mA while it beeps (only when there is no voice, or beeps are chosen).
  { name: 'piezo', rail: 'pico3v3', idleMa: 0, runningMa: 0, speakingMa: 5 },
  // The 100 kΩ + 100 kΩ divider on the pack.
  { name: 'battery divider', rail: 'pico3v3', idleMa: 0.03, runningMa: 0.03, speakingMa: 0.03 },
];

/** The buck-boost regulator that feeds the DFPlayer 4.2 V converts power at about 85 %. */
export const VOICE_REGULATOR_EFFICIENCY = 0.85;
export const VOICE_RAIL_VOLTS = 4.2;

/** Byo-yomi at its busiest: the calls of a 60 s period take about 20 % of the time (14 clips of 0.8 s). */
export const SPEAKING_SHARE = 0.2;

export interface Supply {
  name: string;
  nominalVolts: number;
  capacityMah: number;
  /** The discharge curve the low-battery threshold is read on, or null for a supply the clock cannot judge. */
  curve: CurvePoint[] | null;
}

export const SUPPLIES: Supply[] = [
  { name: '4 × AA NiMH, 2,000 mAh', nominalVolts: 4.8, capacityMah: 2000, curve: NIMH_CURVE },
  { name: '4 × AA alkaline', nominalVolts: 6, capacityMah: 2400, curve: ALKALINE_CURVE },
];

/** The pack's current in a state: the Pico's regulator passes its rail's current; the voice's converts power. */
export function packMa(state: 'idleMa' | 'runningMa' | 'speakingMa', supply: Supply): number {
  let pico = 0;
  let voice = 0;
  for (const part of PARTS) {
    if (part.rail === 'pico3v3') pico += part[state];
    else voice += part[state];
  }
  return pico + (voice * VOICE_RAIL_VOLTS) / VOICE_REGULATOR_EFFICIENCY / supply.nominalVolts;
}

/** The worst average a game can draw: running, with the busiest byo-yomi's share of speaking. */
export function worstCaseMa(supply: Supply): number {
  return packMa('runningMa', supply) * (1 - SPEAKING_SHARE) + packMa('speakingMa', supply) * SPEAKING_SHARE;
}

/** Hours of play the supply gives at the worst case, in all and after the low-battery call. */
export function hoursOf(supply: Supply): { total: number; afterWarning: number } {
  const current = worstCaseMa(supply);
  const remaining = supply.curve === null ? 0 : remainingAt(supply.curve, LOW_BATTERY_VOLTS);
  return { total: supply.capacityMah / current, afterWarning: (supply.capacityMah * remaining) / current };
}
