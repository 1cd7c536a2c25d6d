// What each pin on the boards' headers can do, as data, so that a test can check every board profile
// against the chip. Functions are the STM32F401's alternate functions and ADC inputs from ST's datasheet
// (DS9716, table "Alternate function mapping"); which pins reach a header comes from each board's pinout.
// The Espruino WiFi's STM32F411 has the same mapping for these pins.

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

/** The pins on each board's headers (Espruino Pico and Espruino WiFi pinouts), by profile id. */
export const HEADER_PINS: Record<string, string[]> = {
  PICO_R1_3: ['B15', 'B14', 'B13', 'B10', 'B1', 'A7', 'A6', 'A5', 'B3', 'B4', 'B5', 'B6', 'B7', 'A8', 'A4', 'A3', 'A2', 'A1', 'A0', 'A10', 'B9', 'B8'],
  ESPRUINOWIFI: ['B15', 'B14', 'B13', 'B10', 'B1', 'A7', 'A6', 'A5', 'A4', 'A1', 'A0', 'B3', 'B4', 'B5', 'B6', 'B7', 'B8', 'B9', 'B0', 'A10', 'A8'],
};

/**
 * Pins that carry Espruino's own console when USB is unplugged (Serial1 on B6/B7): a profile may use
 * them only because the firmware keeps the console on USB (USB.setConsole(true)).
 */
export const CONSOLE_PINS = ['B6', 'B7'];
