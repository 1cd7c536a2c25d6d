// A piezo disc on a PWM pin: a tone is a 50 % square wave at the pattern's frequency, silence is the pin
// held low. One timeout at a time walks through the pattern.
// @espruino-hot: its functions run at every wake-up, so the build keeps them declared.
import type { BeeperDevice } from '../devices';

export function createPiezo(pin: string): BeeperDevice {
  let pending: number | undefined;
  const silence = () => {
    if (pending !== undefined) clearTimeout(pending);
    pending = undefined;
    digitalWrite(pin, 0);
  };
  silence();
  return {
    beep(freqHz: number, pattern: number[]) {
      silence();
      const next = (index: number) => {
        if (index >= pattern.length) {
          silence();
          return;
        }
        if (index % 2 === 0) analogWrite(pin, 0.5, { freq: freqHz });
        else digitalWrite(pin, 0);
        pending = setTimeout(() => next(index + 1), pattern[index]) as unknown as number;
      };
      next(0);
    },
    stop: silence,
  };
}
