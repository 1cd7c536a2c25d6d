// What each pin on the boards' headers can do, as data, so that a test can check every board profile
// against the chip.
// - Pico (STM32F401): the alternate functions and ADC inputs from ST's datasheet (DS9716, table
//   "Alternate function mapping"); the header pins from the Pico's pinout.
// - Jolt.js (nRF52840): any GPIO takes I2C (TWIM), UART (UARTE) or PWM through the chip's pin
//   multiplexing (Nordic's nRF52840 product specification), and only AIN0–AIN7 (P0.02–P0.05,
//   P0.28–P0.31) do ADC. The header pins, the Qwiic ports and the motor driver outputs H0–H7 (which only
//   drive) come from boards/JOLTJS.py in Espruino's repository.

/** A pin's functions: I2Cn_SCL/SDA, USARTn_TX/RX, TIMn_CHm (PWM), ADC1_INn; every pin is also GPIO. */
export const STM32F401_FUNCTIONS: Record<string, string[]> = {
  A0: ['TIM2_CH1', 'TIM5_CH1', 'ADC1_IN0'],
  A1: ['TIM2_CH2', 'TIM5_CH2', 'ADC1_IN1'],
  A2: ['TIM2_CH3', 'TIM5_CH3', 'TIM9_CH1', 'USART2_TX', 'ADC1_IN2'],
  A3: ['TIM2_CH4', 'TIM5_CH4', 'TIM9_CH2', 'USART2_RX', 'ADC1_IN3'],
  A4: ['ADC1_IN4'],
  A5: ['TIM2_CH1', 'ADC1_IN5'],
  A6: ['TIM3_CH1', 'ADC1_IN6'],
  A7: ['TIM1_CH1N', 'TIM3_CH2', 'ADC1_IN7'],
  A8: ['TIM1_CH1', 'I2C3_SCL'],
  A10: ['TIM1_CH3', 'USART1_RX'],
  B0: ['TIM1_CH2N', 'TIM3_CH3', 'ADC1_IN8'],
  B1: ['TIM1_CH3N', 'TIM3_CH4', 'ADC1_IN9'],
  B3: ['TIM2_CH2', 'I2C2_SDA'],
  B4: ['TIM3_CH1', 'I2C3_SDA'],
  B5: ['TIM3_CH2'],
  B6: ['TIM4_CH1', 'I2C1_SCL', 'USART1_TX'],
  B7: ['TIM4_CH2', 'I2C1_SDA', 'USART1_RX'],
  B8: ['TIM4_CH3', 'TIM10_CH1', 'I2C1_SCL'],
  B9: ['TIM4_CH4', 'TIM11_CH1', 'I2C1_SDA'],
  B10: ['TIM2_CH3', 'I2C2_SCL'],
  B13: ['TIM1_CH1N'],
  B14: ['TIM1_CH2N'],
  B15: ['TIM1_CH3N'],
};

/** The pins on each board's headers and connectors, by profile id. */
export const HEADER_PINS: Record<string, string[]> = {
  PICO_R1_3: ['B15', 'B14', 'B13', 'B10', 'B1', 'A7', 'A6', 'A5', 'B3', 'B4', 'B5', 'B6', 'B7', 'A8', 'A4', 'A3', 'A2', 'A1', 'A0', 'A10', 'B9', 'B8'],
  // Q0 (scl, sda, fet), Q1, Q2 (scl, sda, vcc, gnd), Q3; the top header D1, D26, D47, D46; H0–H7; and the
  // ADC pins behind H0, H2, H4, H6's 39k/220k dividers (D4, D5, D30, D28).
  JOLTJS: ['D29', 'D3', 'D7', 'D31', 'D2', 'D27', 'D45', 'D44', 'D43', 'D36', 'D38', 'D39', 'D42', 'D37', 'D1', 'D26', 'D47', 'D46',
    'H0', 'H1', 'H2', 'H3', 'H4', 'H5', 'H6', 'H7', 'D4', 'D5', 'D30', 'D28'],
};

/** A job a profile gives a pin. */
export type PinJob = 'scl' | 'sda' | 'tx' | 'rx' | 'pwm' | 'adc' | 'input' | 'output';

const NRF52840_ADC = ['D2', 'D3', 'D4', 'D5', 'D28', 'D29', 'D30', 'D31'];

/**
 * Whether `pin` of board `id` can do `job` on `peripheral` (I2C1, Serial2…: on the STM32 the function
 * must be that peripheral's; the nRF52840 routes any peripheral to any GPIO).
 */
export function pinCan(id: string, pin: string, job: PinJob, peripheral = ''): boolean {
  if (id === 'JOLTJS') {
    // H0–H7 are the motor drivers' outputs: they drive (PWM included), they read nothing.
    if (pin.charAt(0) === 'H') return job === 'pwm' || job === 'output';
    if (job === 'adc') return NRF52840_ADC.indexOf(pin) >= 0;
    return /^D\d+$/.test(pin);
  }
  const functions = STM32F401_FUNCTIONS[pin] ?? [];
  if (job === 'input' || job === 'output') return HEADER_PINS[id].indexOf(pin) >= 0;
  if (job === 'adc') return functions.some((f) => /^ADC1_IN\d+$/.test(f));
  if (job === 'pwm') return functions.some((f) => /^TIM\d+_CH\d$/.test(f));
  const unit = job === 'scl' || job === 'sda' ? peripheral : 'USART' + peripheral.slice('Serial'.length);
  return functions.indexOf(unit + '_' + job.toUpperCase()) >= 0;
}

/** Pins that carry a Pico's console when USB is unplugged (Serial1 on B6/B7): no profile's I2C uses them. */
export const CONSOLE_PINS = ['B6', 'B7'];
