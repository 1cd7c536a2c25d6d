// The Bluetooth driver's place in a build for boards without Bluetooth (the Pico's): main.ts never asks
// for it there, and the build carries none of NRF's code.
import type { NrfRadio } from './nrfRadio';

export function createNrfRadio(): NrfRadio {
  throw new Error('this firmware has no Bluetooth');
}
