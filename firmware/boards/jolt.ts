// Espruino Jolt.js, the clock's board: every time system, SGF on the device, Bluetooth.
import type { BoardProfile } from './profile';

export function joltProfile(): BoardProfile {
  return {
    // As boards/JOLTJS.py in Espruino's repository has it: each face on its own Qwiic port at the same
    // address; buttons on the Qwiic ports Q2 and Q3, whose GND pins are driven low.
    id: 'JOLTJS',
    name: 'Espruino Jolt.js',
    variables: 12000,
    variableBytes: 14,
    // Espruino's notes give it a 32 kHz crystal; unverified (BTN1 sits on D0, the chip's XL1 pin).
    lowSpeedCrystal: true,
    i2cBitrate: 400000,
    faces: {
      left: { bus: 'I2C1', scl: 'D29', sda: 'D3', address: 0x3c },
      right: { bus: 'I2C2', scl: 'D31', sda: 'D2', address: 0x3c },
    },
    // Q0's and Q1's FETs switch their GND (high: on); Q2's and Q3's GND pins are the buttons' return.
    pinsHigh: ['D7', 'D27'],
    pinsLow: ['D36', 'D37'],
    voice: { serial: 'Serial1', tx: 'D26', rx: 'D47' },
    buttons: { left: 'D45', right: 'D44', mode: 'D38', set: 'D39' },
    // A GPIO of the top header, PWM at 3.3 V (H0–H7 need the motor supply on +V).
    piezo: 'D46',
    // H6 carries the LiPo's + into the board's own 39 kΩ / 220 kΩ divider to the ADC pin D28.
    battery: { pin: 'D28', dividerRatio: 259 / 39 },
    storageBytes: 400 * 1024,
    storagePageBytes: 4096,
  };
}
