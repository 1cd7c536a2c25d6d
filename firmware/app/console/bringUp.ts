// clock.bringUp(): each part as the firmware sees it, for a maker trying the parts before the lid closes
// (hardware/README.md, Bring-up): whether each face answers on its bus, the voice and why it is down,
// which buttons are held now, and the battery's volts. Each call also sounds "10", on the voice's speaker
// and on the piezo in turn, each alone, so that a maker hears which of the two works.
// @espruino-public: the members declared here cross JSON or the console, so the build keeps their names.
import { word } from '../words/words';
import type { BatteryDevice, BeeperDevice, ButtonId, ButtonsDevice, FaceDevice, VoiceDevice } from '../../devices';
import type { Sound } from '../sound/sound';
import { clipFor } from '../../voice/clips';
import { beepFor } from '../../voice/beeps';
import { LANGUAGES } from '../settings';

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
  beeper: BeeperDevice;
}

/** The call both sound: the count's last number, a clip in every voice and a long tone on the piezo. */
const TEST_CALL = 'count:10';
/** Which the next bring-up sounds. */
let speakerNext = true;

/** Sounds the test call on the speaker (through the voice, in the first language it holds) or on the piezo, the other silenced first. */
function soundOne(parts: BringUpParts): void {
  if (speakerNext) {
    parts.beeper.stop();
    const clip = clipFor(TEST_CALL.replace(':', '-'));
    for (let folder = 1; folder <= LANGUAGES.length; folder++) {
      if (!parts.voice.speaks(folder, clip)) continue;
      parts.voice.play(folder, clip);
      break;
    }
  } else {
    parts.voice.stop();
    const beep = beepFor(TEST_CALL);
    if (beep !== null) parts.beeper.beep(beep.freqHz, beep.pattern);
  }
  speakerNext = !speakerNext;
}

export function bringUpReport(parts: BringUpParts, sound: Sound): BringUpReport {
  const face = (device: FaceDevice) => (device.answers() ? 'answers' : 'no answer');
  const problem = sound.problem();
  soundOne(parts);
  return {
    left: face(parts.left),
    right: face(parts.right),
    voice: parts.voice.kind + ' ' + (problem === '' ? 'ready' : word(problem)),
    held: parts.buttons.held(),
    volts: Math.round(parts.battery.volts() * 100) / 100,
  };
}
