// Espruino Jolt.js, the clock's board: every time system, SGF on the device, Bluetooth.
import type { BoardProfile } from './profile';

/** The resistor from the LiPo's + into H6, and H6's load to ground with motor driver 1 asleep. */
export const SENSE_OHMS = 100;
export const H6_PULL_DOWN_OHMS = (2500 * 259000) / (2500 + 259000);

export function joltProfile(): BoardProfile {
  return {
    // As boards/JOLTJS.py in Espruino's repository has it: each face on its own Qwiic port at the same
    // address; buttons on the Qwiic ports Q2 and Q3, whose GND pins are driven low.
    id: 'JOLTJS',
    name: 'Espruino Jolt.js',
    variables: 12000,
    variableBytes: 14,
    // joltjs.sch fits no 32 kHz crystal: XL1 carries the button (D0) and XL2 the D1 pad, so the chip keeps
    // time on its calibrated RC oscillator.
    lowSpeedCrystal: false,
    i2cBitrate: 400000,
    faces: {
      left: { bus: 'I2C1', scl: 'D29', sda: 'D3', address: 0x3c },
      right: { bus: 'I2C2', scl: 'D31', sda: 'D2', address: 0x3c },
    },
    // Q0's and Q1's FETs switch their GND (high: on); Q2's and Q3's GND pins are the buttons' return.
    pinsHigh: ['D7', 'D27'],
    pinsLow: ['D36', 'D37'],
    voice: { serial: 'Serial1', tx: 'D26', rx: 'D47' },
    // The Talking Clock tutorial's speaker: straight across motor driver 0's H0 and H1.
    speaker: { pin: 'H0', npin: 'H1' },
    buttons: { left: 'D45', right: 'D44', mode: 'D38', set: 'D39' },
    // A GPIO of the top header, PWM at 3.3 V (H0–H7 need the motor supply on +V).
    piezo: 'D46',
    // The LiPo's + reaches H6 through 100 Ω (so that nothing driving H6 can short the cell), into the board's
    // own 220 kΩ / 39 kΩ divider to the ADC pin D28; H6's ~2.5 kΩ pull-down with its driver asleep (in
    // parallel with the divider) takes the 100 Ω's share.
    battery: { pin: 'D28', dividerRatio: (259 / 39) * (1 + SENSE_OHMS / H6_PULL_DOWN_OHMS) },
    storageBytes: 400 * 1024,
    storagePageBytes: 4096,
  };
}
