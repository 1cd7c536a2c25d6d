// A piezo on a pin: analogWrite(pin, duty, {freq}) starts a tone, digitalWrite(pin, 0) ends it. The
// model keeps each tone with its frequency, start and length, so tests can read the beep patterns.

export interface Tone {
  freqHz: number;
  atMs: number;
  /** null while it still sounds. */
  lengthMs: number | null;
}

export class PiezoModel {
  readonly tones: Tone[] = [];

  constructor(readonly pin: string) {}

  analogWrite(pin: string, duty: number, options: { freq?: number } | undefined, nowMs: number): void {
    if (pin !== this.pin) return;
    this.end(nowMs);
    if (duty > 0 && options !== undefined && options.freq !== undefined) this.tones.push({ freqHz: options.freq, atMs: nowMs, lengthMs: null });
  }

  digitalWrite(pin: string, value: number, nowMs: number): void {
    if (pin === this.pin && !value) this.end(nowMs);
  }

  private end(nowMs: number): void {
    const last = this.tones[this.tones.length - 1];
    if (last !== undefined && last.lengthMs === null) last.lengthMs = nowMs - last.atMs;
  }

  /** Whether a tone sounds now. */
  sounding(): boolean {
    const last = this.tones[this.tones.length - 1];
    return last !== undefined && last.lengthMs === null;
  }

  /** The tones from `fromMs` on, as patterns: groups of tones less than `gapMs` apart. */
  patterns(fromMs: number, gapMs: number): { atMs: number; freqHz: number; pattern: number[] }[] {
    const out: { atMs: number; freqHz: number; pattern: number[] }[] = [];
    let endMs = -Infinity;
    for (const tone of this.tones) {
      // A pattern replaced at the instant it started never sounded.
      if (tone.atMs < fromMs || tone.lengthMs === 0) continue;
      const current = out[out.length - 1];
      if (current !== undefined && tone.atMs - endMs < gapMs) current.pattern.push(tone.atMs - endMs, tone.lengthMs ?? 0);
      else out.push({ atMs: tone.atMs, freqHz: tone.freqHz, pattern: [tone.lengthMs ?? 0] });
      endMs = tone.atMs + (tone.lengthMs ?? 0);
    }
    return out;
  }
}
