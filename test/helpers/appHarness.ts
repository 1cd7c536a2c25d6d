// The clock app on the real flash driver over the flash model, with quiet faces and voice, in virtual
// time: fast enough for thousands of power cuts. (The built bundle on the fake Espruino is tested too;
// this runs the same app module directly.)
import { startClockApp, type ClockApp } from '../../firmware/app/clockApp';
import type { ButtonEdge, ButtonId, Canvas, FaceDevice } from '../../firmware/devices';
import { createFlashStorage } from '../../firmware/drivers/flashStorage';
import { runTo, type ClockState } from '../../firmware/core/index';
import { FlashStorage } from '../../sim/espruino/flashModel';
import { espruinoStorage } from '../../sim/espruino/storageModule';
import { FIRMWARE_BUDGET_BYTES, SAVED_CODE_FILE } from '../../sim/espruino/fake';

const TAP_MS = 80;
export const APP_OPTIONS = { lateInputMs: 100, staleMs: 300, latencyMs: 0 };

const canvas: Canvas = { clear() {}, setColor() {}, fillRect() {}, clearRect() {}, setPixel() {}, setFontCustom() {}, drawString() {}, asImage: () => '', drawImage() {} };
const face: FaceDevice = { canvas: canvas, show() {}, answers: () => true };

/** Jolt.js's Storage with the firmware saved at its budget. */
export function joltFlash(): FlashStorage {
  const flash = new FlashStorage();
  flash.create(SAVED_CODE_FILE, FIRMWARE_BUDGET_BYTES);
  return flash;
}

export function writeSettings(flash: FlashStorage, settings: object): void {
  espruinoStorage(flash).write('goclock.json', JSON.stringify(settings));
}

export class AppBench {
  /** Hardware time since this boot. */
  now = 0;
  /** Hardware time at which the app's present state last moved (an update; a repaint leaves it). */
  lastUpdate = 0;
  readonly app: ClockApp;
  private wake: { at: number; handler: () => void } | null = null;
  /** What the app asked to run once the callback running now returns. */
  private soon: (() => void)[] = [];
  private listener: (edge: ButtonEdge) => void = () => undefined;

  constructor(readonly flash: FlashStorage) {
    this.app = startClockApp(
      {
        buttons: { listen: (handler) => void (this.listener = handler), held: () => [] },
        left: face,
        right: face,
        voice: { kind: 'card', setVolume() {}, play() {}, prepare: () => () => undefined, speaks: () => true, stop() {}, onFinished() {}, check() {}, onStatus() {} },
        beeper: { beep() {}, stop() {} },
        battery: { volts: () => 4 },
        storage: createFlashStorage(espruinoStorage(flash) as unknown as Espruino.StorageModule, flash.pageBytes),
        radio: null,
        clockService: null,
        timer: {
          nowMs: () => this.now,
          // As the board's timer: the call's frame first, then the handler, told it went out.
          wakeAt: (at, handler, first) => void (this.wake = at === null ? null : { at: at, handler: () => (first === null ? handler(false, this.now) : (first(), handler(true, this.now))) }),
          soon: (handler) => void this.soon.push(handler),
          keepAlive() {},
        },
      },
      APP_OPTIONS,
    );
  }

  /** The game as it truly stands at this instant, whatever the record holds. */
  truth(): ClockState {
    const present = this.app.timeline().present;
    return runTo(present, present.atMs + (this.now - this.lastUpdate), () => undefined);
  }

  /** Runs the clock's one timer up to hardware time `t`. */
  runUntil(t: number): void {
    while (this.wake !== null && this.wake.at <= t) {
      const due = this.wake;
      this.wake = null;
      this.now = Math.max(this.now, due.at);
      this.noteUpdate(due.handler);
    }
    this.now = Math.max(this.now, t);
  }

  edge(button: ButtonId, down: boolean, t: number): void {
    this.runUntil(t);
    this.noteUpdate(() => {
      this.listener({ button: button, down: down, timeMs: t });
      while (this.soon.length > 0) (this.soon.shift() as () => void)();
    });
  }

  /** Runs `callback`, noting the instant if it moved the app's present state. */
  private noteUpdate(callback: () => void): void {
    const before = this.app.timeline().present;
    callback();
    if (this.app.timeline().present !== before) this.lastUpdate = this.now;
  }

  /** A tap: down at `t`, up a moment later. */
  tap(button: ButtonId, t: number): void {
    this.edge(button, true, t);
    this.edge(button, false, t + TAP_MS);
  }
}
