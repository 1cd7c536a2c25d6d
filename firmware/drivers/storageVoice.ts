// The voice without a module: a speaker straight across two motor-driver outputs (H0 and H1 on a Jolt.js),
// played by Espruino's Waveform from 8 kHz 8-bit PCM kept in Storage, as Espruino's "Jolt.js Talking
// Clock" tutorial does. Storage holds one language's calls: the file "voice" indexes them, " F<folder>"
// first, then " <clip>:<part>.<part>…" per phrase, each part the Storage file "v<part>" (a phrase may be
// composed: 还剩 + 四 + 分钟). Storage.read gives flash mapped into memory and E.toArrayBuffer wraps it,
// so a clip costs no RAM; Waveform's timer interrupt reads it a sample at a time (src/jswrap_waveform.c).
// @espruino-hot: its functions run at every wake-up, so the build keeps them declared.
import type { VoiceDevice } from '../devices';
import { VOICE_INDEX_FILE, VOICE_RATE_HZ } from '../voice/storageFormat';
/** The speaker's carrier: both outputs switch in phase at this rate, so a sample at 50 % is silence. */
const CARRIER_HZ = 80000;

interface Loaded {
  first: Espruino.Waveform;
  rest: string[];
}

export function createStorageVoice(storage: Espruino.StorageModule, pin: string, npin: string): VoiceDevice {
  let finished: () => void = () => undefined;
  let status: (ready: boolean, reason: string) => void = () => undefined;
  /** The Waveform playing and the parts still to come after it; a call made ready ahead, not yet started. */
  let wave: Espruino.Waveform | null = null;
  let rest: string[] = [];
  let pending: Loaded | null = null;
  let speakerOn = false;

  const index = () => storage.read(VOICE_INDEX_FILE) || '';
  /** The parts of `clip` in language `folder`, or null when Storage does not hold it. */
  const partsOf = (folder: number, clip: number): string[] | null => {
    const table = index();
    if (table.indexOf(' F' + folder + ' ') !== 0) return null;
    const at = table.indexOf(' ' + clip + ':');
    if (at < 0) return null;
    const end = table.indexOf(' ', at + 1);
    return table.slice(table.indexOf(':', at) + 1, end < 0 ? table.length : end).split('.');
  };
  /**
   * Stops the part playing. Stopping a Waveform that has ended throws, and its 'finish' may still be
   * queued when a timer runs: `running` (cleared as the end is handled, before any callback) says.
   */
  const halt = () => {
    if (wave !== null && wave.running) wave.stop();
    wave = null;
    rest = [];
  };
  /** Lets go of the speaker: both outputs back to inputs, so the motor driver's bank sleeps again. */
  const release = () => {
    speakerOn = false;
    digitalRead(pin);
    digitalRead(npin);
  };
  const start = (next: Espruino.Waveform) => {
    wave = next;
    next.startOutput(pin, VOICE_RATE_HZ, { npin: npin });
  };
  /**
   * The Waveform of one part, ready to start. The speaker's carrier starts with the first part made
   * ready (ahead of its call, so the bank is awake at the instant), at 50 %: silence until a sample.
   */
  const ready = (part: string) => {
    if (!speakerOn) {
      analogWrite(pin, 0.5, { freq: CARRIER_HZ });
      analogWrite(npin, 0.5, { freq: CARRIER_HZ });
      speakerOn = true;
    }
    const next = new Waveform(E.toArrayBuffer(storage.read('v' + part) as string));
    next.on('finish', () => {
      wave = null;
      const following = rest.shift();
      if (following !== undefined) {
        start(ready(following));
        return;
      }
      if (pending === null) release();
      finished();
    });
    return next;
  };
  const load = (folder: number, clip: number): Loaded | null => {
    const parts = partsOf(folder, clip);
    return parts === null ? null : { first: ready(parts[0]), rest: parts.slice(1) };
  };
  const begin = (loaded: Loaded) => {
    halt();
    rest = loaded.rest;
    start(loaded.first);
  };
  return {
    kind: 'storage',
    // A Waveform has no gain: the level is the clips' own (levelled when the pack is built) and the supply's.
    setVolume() {},
    play(folder: number, clip: number) {
      const loaded = load(folder, clip);
      if (loaded !== null) begin(loaded);
    },
    prepare(folder: number, clip: number) {
      // Made ready without touching what plays now; only the start is left for the call's instant.
      const loaded = load(folder, clip);
      pending = loaded;
      return () => {
        if (loaded === null || pending !== loaded) return;
        pending = null;
        begin(loaded);
      };
    },
    speaks: (folder: number, clip: number) => partsOf(folder, clip) !== null,
    stop() {
      halt();
      pending = null;
      release();
    },
    onFinished(handler: () => void) {
      finished = handler;
    },
    check() {
      status(index().indexOf(' F') === 0, 'device.noClips');
    },
    onStatus(handler: (ready: boolean, reason: string) => void) {
      status = handler;
    },
  };
}
