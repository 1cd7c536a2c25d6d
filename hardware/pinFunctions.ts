// What each pin of Jolt.js can do, as data, so that a test can check the board profile against the chip.
// The nRF52840 takes I2C (TWIM), UART (UARTE) or PWM on any GPIO through its pin multiplexing (Nordic's
// nRF52840 product specification), and only AIN0–AIN7 (P0.02–P0.05, P0.28–P0.31) do ADC. The header
// pins, the Qwiic ports and the motor driver outputs H0–H7 (which only drive) come from boards/JOLTJS.py
// in Espruino's repository.

/**
 * The pins on Jolt.js's headers and connectors: Q0 (scl, sda, fet), Q1, Q2 (scl, sda, vcc, gnd), Q3; the
 * top header D1, D26, D47, D46; H0–H7; and the ADC pins behind H0, H2, H4, H6's 39k/220k dividers (D4,
 * D5, D30, D28).
 */
export const HEADER_PINS: string[] = ['D29', 'D3', 'D7', 'D31', 'D2', 'D27', 'D45', 'D44', 'D43', 'D36', 'D38', 'D39', 'D42', 'D37', 'D1', 'D26', 'D47', 'D46',
  'H0', 'H1', 'H2', 'H3', 'H4', 'H5', 'H6', 'H7', 'D4', 'D5', 'D30', 'D28'];

/** A job a profile gives a pin. */
export type PinJob = 'scl' | 'sda' | 'tx' | 'rx' | 'pwm' | 'adc' | 'input' | 'output';

const NRF52840_ADC = ['D2', 'D3', 'D4', 'D5', 'D28', 'D29', 'D30', 'D31'];

/** Whether `pin` can do `job` (the nRF52840 routes any peripheral to any GPIO). */
export function pinCan(pin: string, job: PinJob): boolean {
  // H0–H7 are the motor drivers' outputs: they drive (PWM included), they read nothing.
  if (pin.charAt(0) === 'H') return job === 'pwm' || job === 'output';
  if (job === 'adc') return NRF52840_ADC.indexOf(pin) >= 0;
  return /^D\d+$/.test(pin);
}
