// setWatch as Espruino does it: pin levels, edges filtered by direction, and debounce that waits for the
// pin to be stable and stamps the event with the instant of the last edge. Callbacks run through the
// fake's scheduler, a handler latency after the edge is confirmed.

export interface Watch {
  id: number;
  pin: string;
  fn: (e: { state: boolean; time: number; lastTime: number }) => void;
  edge: string;
  debounce: number;
  lastState: boolean;
  lastTime: number;
  cancelCheck: (() => void) | null;
}

/** The fake's clock and scheduler: `js` marks work the interpreter runs (a callback). */
export interface PinClock {
  now(): number;
  schedule(at: number, fn: () => void, js?: boolean): () => void;
}

export class PinWatches {
  private readonly watches: Watch[] = [];
  private readonly levels: Record<string, boolean> = {};

  constructor(private readonly clock: PinClock, private readonly handlerLatencyMs: number) {}

  watch(fn: Watch['fn'], pin: string, options: { edge?: string; debounce?: number }): number {
    this.watches.push({
      id: this.watches.length + 1,
      pin: pin,
      fn: fn,
      edge: options.edge ?? 'both',
      debounce: options.debounce ?? 0,
      lastState: this.levels[pin] ?? true,
      lastTime: this.clock.now(),
      cancelCheck: null,
    });
    return this.watches.length;
  }

  /** The handlers the interpreter keeps for the firmware. */
  handlers(): Watch['fn'][] {
    return this.watches.map((watch) => watch.fn);
  }

  /** A reboot loses the watches; pin levels stay. */
  forget(): void {
    this.watches.length = 0;
  }

  /** The pin's level now: high (pulled up) unless driven low. */
  level(pin: string): boolean {
    return this.levels[pin] ?? true;
  }

  /** The pin goes to `level` now (buttons pull to GND: pressed is false). */
  drive(pin: string, level: boolean): void {
    if ((this.levels[pin] ?? true) === level) return;
    this.levels[pin] = level;
    for (const watch of this.watches) if (watch.pin === pin) this.edge(watch, level);
  }

  private edge(watch: Watch, level: boolean): void {
    const fire = (time: number) => {
      if (watch.lastState === level && watch.debounce > 0) return;
      if ((watch.edge === 'rising' && !level) || (watch.edge === 'falling' && level)) {
        watch.lastState = level;
        return;
      }
      const event = { state: level, time: time / 1000, lastTime: watch.lastTime / 1000 };
      watch.lastState = level;
      watch.lastTime = time;
      this.clock.schedule(this.clock.now() + this.handlerLatencyMs, () => watch.fn(event), true);
    };
    if (watch.debounce <= 0) {
      fire(this.clock.now());
      return;
    }
    if (watch.cancelCheck) watch.cancelCheck();
    const edgeAt = this.clock.now();
    watch.cancelCheck = this.clock.schedule(edgeAt + watch.debounce, () => {
      watch.cancelCheck = null;
      if ((this.levels[watch.pin] ?? true) === level) fire(edgeAt);
    });
  }
}
