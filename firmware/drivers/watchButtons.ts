// Buttons on setWatch: each edge is stamped with the instant the hardware saw it (e.time), debounced in
// hardware time. Buttons connect their pin to GND; the internal pull-up makes a press read low.
// @espruino-hot: its functions run at every wake-up, so the build keeps them declared.
import type { ButtonId, ButtonsDevice } from '../devices';
import { secondsToMs } from './time';

export function createWatchButtons(pins: Record<ButtonId, string>, debounceMs: number): ButtonsDevice {
  return {
    // The pins' own keys: no list of the buttons is kept for the whole game.
    held: () => (Object.keys(pins) as ButtonId[]).filter((id) => !digitalRead(pins[id])),
    listen(handler) {
      const ids: ButtonId[] = ['left', 'right', 'mode', 'set'];
      for (const id of ids) {
        const button = id;
        pinMode(pins[button], 'input_pullup');
        setWatch(
          (e) => handler({ button: button, down: !e.state, timeMs: secondsToMs(e.time) }),
          pins[button],
          { repeat: true, edge: 'both', debounce: debounceMs },
        );
      }
    },
  };
}
