// Espruino's Waveform on an nRF52, as its source has it (espruino/Espruino: src/jswrap_waveform.c,
// src/jstimer.c, targets/nrf5x/jshardware.c), with the speaker across two motor-driver outputs:
// - startOutput schedules the first sample one sample period after the call (jstimer.c: task->time =
//   startTime + period), then one timer interrupt per sample; the period is taken in system ticks of
//   1/1,048,576 s, truncated, then in whole µs of TIMER1: 8 kHz plays at 1 sample per 124 µs (8,065 Hz);
// - the sample index is an unsigned short (jstimer.h), so a buffer over 65,535 bytes wraps;
// - only `npin` drives the second pin (the tutorial's `pin_neg` is read by nothing);
// - 'finish' is emitted when the last sample is out, never after stop(); stop() throws when the waveform
//   is not running, and, since it leaves `running` set, again on a second stop; startOutput throws while
//   running;
// - a buffer E.toArrayBuffer made of a string Storage.read mapped from flash stays in flash: no RAM.
// The interrupt's own cost is not in the source: IRQ_US is an estimate of its path (entry, the task
// loop, a flash read, the PWM sequence restart: a few hundred cycles at 64 MHz), marked as such.

/** System ticks per second on nRF5x (SYSCLK_FREQ in targets/nrf5x/jshardware.c). */
const SYSTEM_TICKS_PER_S = 1048576;
/** The estimated time of one sample's interrupt, in µs: unmeasured on a board. */
export const IRQ_US = 6;
/** The largest buffer the sample index can walk. */
export const MAX_WAVEFORM_BYTES = 65535;

/** One sample's period in ms, as the timer really runs it for `freqHz`. */
export function samplePeriodMs(freqHz: number): number {
  const ticks = Math.floor((1000 / freqHz) * (SYSTEM_TICKS_PER_S / 1000));
  return Math.floor((ticks * 1e6) / SYSTEM_TICKS_PER_S) / 1000;
}

export interface WaveformPlay {
  /** When startOutput was called, and when the first sample reached the pins. */
  calledMs: number;
  firstSampleMs: number;
  /** When the last sample went out, or when it was stopped; null while it plays. */
  endMs: number | null;
  bytes: number;
  pin: string;
  npin: string;
}

interface WaveformHost {
  now(): number;
  schedule(at: number, fn: () => void): () => void;
}

export class WaveformModel {
  readonly plays: WaveformPlay[] = [];
  readonly errors: string[] = [];
  /** Pins analogWrite set up (the speaker's carrier), and how long a motor-driver bank was awake. */
  private readonly carrier = new Set<string>();
  private bankOnSince: number | null = null;
  bankOnMs = 0;

  constructor(private readonly host: WaveformHost) {}

  analogWrite(pin: string): void {
    this.carrier.add(pin);
    // The bank wakes in auto mode when one of its pins becomes an output (jswrap_jolt.c).
    if (this.bankOnSince === null) this.bankOnSince = this.host.now();
  }

  /** digitalRead makes the pin an input: with none of its pins an output, the bank sleeps. */
  release(pin: string): void {
    this.carrier.delete(pin);
    if (this.carrier.size === 0 && this.bankOnSince !== null) {
      this.bankOnMs += this.host.now() - this.bankOnSince;
      this.bankOnSince = null;
    }
  }

  /** Whether a motor-driver bank is awake for the speaker now. */
  awake(): boolean {
    return this.bankOnSince !== null;
  }

  /** The share of the CPU the sample interrupts take while a clip plays at `freqHz`. */
  static cpuShare(freqHz: number): number {
    return IRQ_US / (samplePeriodMs(freqHz) * 1000);
  }

  /** The global Waveform class, over this model. */
  waveformClass(): unknown {
    const model = this;
    return class Waveform {
      running = false;
      private stopped = false;
      private cancel: () => void = () => undefined;
      private readonly handlers: (() => void)[] = [];
      constructor(samples: unknown) {
        if (!(samples instanceof ArrayBuffer)) throw new Error("'samples' should be a integer or ArrayBuffer");
        // Kept out of sight of the memory model: on the board the bytes stay in flash.
        Object.defineProperty(this, 'bytes', { value: samples.byteLength, enumerable: false });
      }
      on(event: string, handler: () => void): void {
        if (event === 'finish') this.handlers.push(handler);
      }
      startOutput(pin: unknown, freqHz: number, options?: { npin?: unknown; pin_neg?: unknown }): void {
        if (this.running) throw new Error('Waveform is already running');
        const npin = options === undefined || options.npin === undefined ? '' : String(options.npin);
        if (options !== undefined && options.pin_neg !== undefined) model.errors.push('pin_neg is no option of startOutput (npin is)');
        for (const p of [String(pin), npin]) if (p !== '' && !model.carrier.has(p)) model.errors.push(p + ' was not set up with analogWrite before startOutput');
        let bytes = (this as unknown as { bytes: number }).bytes;
        if (bytes > MAX_WAVEFORM_BYTES) {
          model.errors.push('a buffer of ' + bytes + ' bytes wraps at 65,536');
          bytes &= 0xffff;
        }
        const period = samplePeriodMs(freqHz);
        const now = model.host.now();
        const play: WaveformPlay = { calledMs: now, firstSampleMs: now + period, endMs: null, bytes: bytes, pin: String(pin), npin: npin };
        model.plays.push(play);
        this.running = true;
        this.cancel = model.host.schedule(now + period * (bytes + 1), () => {
          this.running = false;
          play.endMs = model.host.now();
          for (const handler of this.handlers) handler();
        });
        (this as unknown as { play: WaveformPlay }).play = play;
      }
      stop(): void {
        if (!this.running) throw new Error('Waveform is not running');
        if (this.stopped) throw new Error("Waveform couldn't be stopped");
        this.stopped = true;
        this.cancel();
        (this as unknown as { play: WaveformPlay }).play.endMs = model.host.now();
      }
    };
  }
}
