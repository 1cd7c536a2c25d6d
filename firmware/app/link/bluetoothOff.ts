// What clockApp would make for Bluetooth, in a build for boards without it (the Pico's): the link to the
// phone, the hall's advertiser and the live state both tell. clockApp makes them only for a clock
// service, which such a board has not, so none of them is ever made there.
import type { BluetoothLink } from './bluetoothLink';
import type { LiveEncoder } from './live';
import type { HallAdvertiser } from '../hall/hallAdvertiser';

function noBluetooth(): never {
  throw new Error('this firmware has no Bluetooth');
}

export function createBluetoothLink(): BluetoothLink {
  return noBluetooth();
}

export function createHallAdvertiser(): HallAdvertiser {
  return noBluetooth();
}

export function createLiveEncoder(): LiveEncoder {
  return noBluetooth();
}
