// Drives the built firmware on the fake Espruino by its buttons, gesture after gesture, as a person
// would: for the tests that walk firmware/USING.md's gestures and for the contact sheet of the faces.
import { bootFirmware, GAME_ORIGIN_MS, QUERY_HOLD_MS as HOLD_MS, TAP_MS, type FirmwareSettings } from './firmwareRun';
import type { FakeEspruino, FakeOptions } from './fake';
import type { ClockState } from '../../firmware/core/index';

/** A hold to hear one's own time, and the referee's long hold, as the simulators press them. */
export { QUERY_HOLD_MS as HOLD_MS, LONG_PRESS_MS as LONG_MS } from './firmwareRun';

/** The pause after each gesture, before the next. */
const GAP_MS = 300;

export class ButtonWalker {
  readonly fake: FakeEspruino;
  at = GAME_ORIGIN_MS;

  constructor(settings: FirmwareSettings, options: FakeOptions = {}) {
    this.fake = bootFirmware(settings, options);
    this.fake.runUntil(this.at);
  }

  private gesture(pins: string[], ms: number): void {
    for (const pin of pins) this.fake.press(pin, this.at, ms);
    this.at += ms + GAP_MS;
    this.fake.runUntil(this.at);
  }

  tap(button: 'left' | 'right' | 'mode' | 'set'): void {
    this.gesture([this.fake.board.buttons[button]], TAP_MS);
  }

  hold(button: 'left' | 'right', ms: number): void {
    this.gesture([this.fake.board.buttons[button]], ms);
  }

  /** Both player buttons together: the menu of the moment. */
  both(): void {
    this.gesture([this.fake.board.buttons.left, this.fake.board.buttons.right], HOLD_MS);
  }

  wait(ms: number): void {
    this.at += ms;
    this.fake.runUntil(this.at);
  }

  state(): ClockState {
    return this.fake.console('clock.state()') as ClockState;
  }

  /** A game under way: White's tap starts Black's clock (the left button's). */
  start(): void {
    this.tap('right');
  }
}
