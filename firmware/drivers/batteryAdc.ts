// The supply's voltage through a resistor divider on an ADC pin. analogRead gives 0–1 of the 3.3 V
// reference; the divider's ratio (supply / pin) comes from the board profile.
// @espruino-hot: its functions run at every wake-up, so the build keeps them declared.
import type { BatteryDevice } from '../devices';

const ADC_REFERENCE_VOLTS = 3.3;

export function createBatteryAdc(pin: string, dividerRatio: number): BatteryDevice {
  return {
    volts() {
      return analogRead(pin) * ADC_REFERENCE_VOLTS * dividerRatio;
    },
  };
}
