// The live encoder's place in a build for boards without Bluetooth (the Pico's): clockApp makes one only
// for a clock service, which such a board has not, and no one else there reads the live state.
import type { LiveEncoder } from './live';

export function createLiveEncoder(): LiveEncoder {
  throw new Error('this firmware has no Bluetooth');
}
