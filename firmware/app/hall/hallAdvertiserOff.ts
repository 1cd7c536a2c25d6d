// The hall advertiser's place in a build for boards without Bluetooth (the Pico's): clockApp never makes
// one there, as the board has no radio to advertise with.
import type { HallAdvertiser } from './hallAdvertiser';

export function createHallAdvertiser(): HallAdvertiser {
  throw new Error('this firmware has no Bluetooth');
}
