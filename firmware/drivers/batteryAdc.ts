// The supply's voltage through a resistor divider on an ADC pin. analogRead gives 0–1 of the 3.3 V
// reference; the divider's ratio (supply / pin) comes from the board profile.
import type { BatteryDevice, PackKind } from '../devices';

const ADC_REFERENCE_VOLTS = 3.3;

export function createBatteryAdc(pin: string, dividerRatio: number, pack: PackKind): BatteryDevice {
  return {
    pack: pack,
    volts() {
      return analogRead(pin) * ADC_REFERENCE_VOLTS * dividerRatio;
    },
  };
}
