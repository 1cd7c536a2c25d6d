// clock.bringUp(): each part as the firmware sees it, for a maker trying the parts before the lid closes
// (hardware/README.md, Bring-up): whether each face answers on its bus, the voice and why it is down,
// which buttons are held now, and the battery's volts.
// @espruino-public: the members declared here cross JSON or the console, so the build keeps their names.
import { word } from './words';
import type { BatteryDevice, ButtonId, ButtonsDevice, FaceDevice, VoiceDevice } from '../devices';
import type { Sound } from './sound';

export interface BringUpReport {
  left: string;
  right: string;
  /** "card ready", "storage ready", or the voice's kind and what is wrong ("card NO CARD"). */
  voice: string;
  held: ButtonId[];
  volts: number;
}

export interface BringUpParts {
  left: FaceDevice;
  right: FaceDevice;
  voice: VoiceDevice;
  buttons: ButtonsDevice;
  battery: BatteryDevice;
}

export function bringUpReport(parts: BringUpParts, sound: Sound): BringUpReport {
  const face = (device: FaceDevice) => (device.answers() ? 'answers' : 'no answer');
  const problem = sound.problem();
  return {
    left: face(parts.left),
    right: face(parts.right),
    voice: parts.voice.kind + ' ' + (problem === '' ? 'ready' : word(problem)),
    held: parts.buttons.held(),
    volts: Math.round(parts.battery.volts() * 100) / 100,
  };
}
