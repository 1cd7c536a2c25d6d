// Plays calls on their instant: one clip per call; calls due at the same instant play back to back;
// a call delivered later than `staleMs` is dropped, never spoken late; a retracted call is stopped.
// @espruino-hot: its functions run at every wake-up, so the build keeps them declared.
import type { VoiceDevice } from '../../devices';

export interface SpokenCall {
  at: number;
  clip: number;
  key: string;
}

export interface PreparedCall {
  send: () => void;
  started: () => void;
}

export interface VoicePlayer {
  announce(call: SpokenCall, nowMs: number): void;
  /** Whether the call of `key` has already been started (then its announce does nothing). */
  started(key: string): boolean;
  /**
   * The first call of an instant made ready before it: `send` starts it at once (the device's frame,
   * nothing else), then `started` counts it as playing, so its announce at the instant does nothing.
   */
  prepare(call: SpokenCall): PreparedCall;
  /** Undoes calls a late press cancelled: drops them from the queue, stops the one playing. */
  retract(keys: string[]): void;
}

/** `folder()` is the current language's folder on the card. */
export function createVoicePlayer(device: VoiceDevice, staleMs: number, folder: () => number): VoicePlayer {
  let playing: SpokenCall | null = null;
  let queue: SpokenCall[] = [];
  /** Keys of calls already started, so a call played early (latency compensation) is not played twice. */
  let recent: string[] = [];

  /** `call` is the one playing now, and is not to be started again. */
  const begun = (call: SpokenCall) => {
    playing = call;
    recent.push(call.key);
    if (recent.length > 8) recent = recent.slice(-8);
  };
  const start = (call: SpokenCall) => {
    begun(call);
    device.play(folder(), call.clip);
  };
  const playNext = () => {
    playing = null;
    const next = queue.shift();
    if (next !== undefined) start(next);
  };
  device.onFinished(playNext);
  return {
    started: (key: string) => recent.indexOf(key) >= 0,
    announce(call: SpokenCall, nowMs: number): void {
      if (call.clip === 0 || recent.indexOf(call.key) >= 0) return;
      if (nowMs - call.at > staleMs) return;
      if (playing !== null && playing.at === call.at) {
        queue.push(call);
        return;
      }
      // A call at a new instant always starts on time; anything left from an earlier instant is stale.
      queue = [];
      start(call);
    },
    prepare(call: SpokenCall) {
      return {
        send: device.prepare(folder(), call.clip),
        started() {
          // As announce does for a call at a new instant: what is left of an earlier one is stale.
          queue = [];
          begun(call);
        },
      };
    },
    retract(keys: string[]): void {
      queue = queue.filter((c) => keys.indexOf(c.key) < 0);
      if (playing !== null && keys.indexOf(playing.key) >= 0) {
        device.stop();
        playNext();
      }
    },
  };
}
