// The Bluetooth link's place in a build for boards without Bluetooth (the Pico's): clockApp never makes
// one there, as the board has no clock service.
import type { BluetoothLink } from './bluetoothLink';

export function createBluetoothLink(): BluetoothLink {
  throw new Error('this firmware has no Bluetooth');
}
