// The clock's power budget as data: each part's current from its datasheet (typical values), the share
// of time each state lasts, and the hours the LiPo gives. hardware/README.md shows these figures and
// test/hardware/battery.test.ts checks the guide and the low-battery threshold against them.
import { LIPO_CURVE, LOW_BATTERY_VOLTS, remainingAt, type Curve } from '../firmware/app/battery';

/**
 * The board's 3.3 V rail; the voice's own 4.2 V rail (the buck-boost, on the switched cell); the switched cell
 * itself (the battery sense); or the board's supply behind its diodes (the motor drivers' V+), which USB feeds
 * when it is in and the cell through its diode when it is not (joltjs.sch, Espruino's Jolt.js page: Power).
 */
export type Rail = '3v3' | 'voice4v2' | 'pack' | 'supply';

export interface Part {
  name: string;
  rail: Rail;
  /** mA in each state: the clock idle (before a game, paused), running main time, speaking. */
  idleMa: number;
  runningMa: number;
  speakingMa: number;
}

export interface Supply {
  name: string;
  nominalVolts: number;
  capacityMah: number;
  curve: Curve;
}

export interface PowerBuild {
  /** Which voice: the guide's two builds. */
  name: string;
  parts: Part[];
  supplies: Supply[];
}

/** The buck-boost regulator that feeds the DFPlayer 4.2 V converts power at about 85 %. */
export const VOICE_REGULATOR_EFFICIENCY = 0.85;
export const VOICE_RAIL_VOLTS = 4.2;

/** Byo-yomi at its busiest: the calls of a 60 s period take about 20 % of the time (14 clips of 0.8 s). */
export const SPEAKING_SHARE = 0.2;

/** The voice on a card. DFPlayer Mini: 20 mA standing by; about 90 mA more while it drives the speaker at volume 20. */
const DFPLAYER: Part = { name: 'DFPlayer Mini', rail: 'voice4v2', idleMa: 20, runningMa: 20, speakingMa: 110 };

/**
 * The voice in Storage: motor driver 0 awake (2.7 mA, Espruino's Jolt.js page) only while a call is ready or
 * playing, and the 8 Ω speaker across its bridge. Our estimate, to be measured on a board: speech at about
 * −15 dB of full scale from the cell is some 16 mA, and the 80 kHz carrier's switching about 10 mA more.
 */
const BRIDGE_SPEAKER: Part = { name: 'speaker on H0/H1 (motor driver 0)', rail: 'supply', idleMa: 0, runningMa: 0, speakingMa: 30 };

/** The faces and the voice (2.42" SSD1309 faces: the running face lit). */
function facesAndVoice(rail: Rail, voice: Part): Part[] {
  return [
    // SSD1309 2.42": about 45 mA with 85 % of pixels lit, 8 mA with 15 % (0.96" SSD1306: 18 and 4).
    { name: 'OLED, running face', rail: rail, idleMa: 8, runningMa: 45, speakingMa: 45 },
    { name: 'OLED, idle face', rail: rail, idleMa: 8, runningMa: 8, speakingMa: 8 },
    voice,
  ];
}

/** A piezo on a 3.3 V PWM pin: about 5 mA while it beeps (only without a voice, or when beeps are chosen). */
function piezo(pin: string): Part {
  return { name: 'piezo (' + pin + ')', rail: '3v3', idleMa: 0, runningMa: 0, speakingMa: 5 };
}

function build(name: string, voice: Part): PowerBuild {
  return {
    name,
    parts: [
      // nRF52840 at 64 MHz: about 3 mA awake, a few µA asleep, awake a few ms per second of play.
      { name: 'Espruino Jolt.js', rail: '3v3', idleMa: 0.5, runningMa: 1, speakingMa: 2 },
      ...facesAndVoice('3v3', voice),
      piezo('D46'),
      // The radio: advertising every 375 ms (three channels, about 1 ms at 6 mA each time), and in a hall the
      // game's advert changed once a second (the CPU awake about 3 ms for it); a phone's link adds about as much.
      { name: 'Bluetooth LE (adverts, hall, a phone)', rail: '3v3', idleMa: 0.05, runningMa: 0.1, speakingMa: 0.1 },
      // H6's motor driver keeps its ~2.5 kΩ pull-down while off: the battery sense draws 1.7 mA at 4.2 V.
      { name: 'battery sense (H6)', rail: 'pack', idleMa: 1.7, runningMa: 1.7, speakingMa: 1.7 },
    ],
    supplies: [{ name: '1S LiPo 3.7 V, 2,000 mAh', nominalVolts: 3.7, capacityMah: 2000, curve: LIPO_CURVE }],
  };
}

/** The guide's two builds, the one it leads with first. */
export const POWER_BUILDS: PowerBuild[] = [build('the voice in Storage', BRIDGE_SPEAKER), build('the voice on a card', DFPLAYER)];

/** The board's LGS4084 charger: 100 mA (R1, 10 kΩ on PROG; Espruino's Jolt.js page). */
export const CHARGE_MA = 100;
/** The charger family ends a charge when its current falls to a tenth of the set current (C/10). */
export const CHARGE_END_SHARE = 0.1;

/**
 * With USB in, USB feeds the board's supply through one diode and the cell through the charger (joltjs.sch):
 * the regulator, the faces and the motor drivers run from USB, and only what hangs on the switched cell
 * itself (the battery sense, and on the card's build the buck-boost and the DFPlayer) shares the charger's
 * current with the cell, the clock idle. A load under the end-of-charge current lets the charge end.
 */
export function charging(build: PowerBuild, supply: Supply): { cellLoadMa: number; hours: number; ends: boolean } {
  let load = 0;
  for (const part of build.parts) {
    if (part.rail === 'pack') load += part.idleMa;
    if (part.rail === 'voice4v2') load += (part.idleMa * VOICE_RAIL_VOLTS) / VOICE_REGULATOR_EFFICIENCY / supply.nominalVolts;
  }
  return { cellLoadMa: load, hours: supply.capacityMah / (CHARGE_MA - load), ends: load < CHARGE_MA * CHARGE_END_SHARE };
}

/**
 * The pack's current in a state: the board's linear regulator passes its rail's current, the pack's own
 * loads take theirs, and the voice's regulator converts power.
 */
export function packMa(build: PowerBuild, state: 'idleMa' | 'runningMa' | 'speakingMa', supply: Supply): number {
  let direct = 0;
  let voice = 0;
  for (const part of build.parts) {
    if (part.rail === 'voice4v2') voice += part[state];
    else direct += part[state];
  }
  return direct + (voice * VOICE_RAIL_VOLTS) / VOICE_REGULATOR_EFFICIENCY / supply.nominalVolts;
}

/** The worst average a game can draw: running, with the busiest byo-yomi's share of speaking. */
export function worstCaseMa(build: PowerBuild, supply: Supply): number {
  return packMa(build, 'runningMa', supply) * (1 - SPEAKING_SHARE) + packMa(build, 'speakingMa', supply) * SPEAKING_SHARE;
}

/** Hours of play the supply gives at the worst case, in all and after the low-battery call. */
export function hoursOf(build: PowerBuild, supply: Supply): { total: number; afterWarning: number } {
  const current = worstCaseMa(build, supply);
  const remaining = remainingAt(supply.curve, LOW_BATTERY_VOLTS);
  return { total: supply.capacityMah / current, afterWarning: (supply.capacityMah * remaining) / current };
}
