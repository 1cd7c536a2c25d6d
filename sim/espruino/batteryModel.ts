// The supply as the firmware's ADC sees it: a pack whose voltage a test sets or drains over virtual
// time, through the board's divider into a pin that reads 0–1 of the 3.3 V reference.

const ADC_REFERENCE_VOLTS = 3.3;

export class BatteryModel {
  private startVolts: number;
  private startMs = 0;
  private voltsPerHour = 0;
  /** Every reading the firmware took, with its instant. */
  readonly readings: number[] = [];

  constructor(readonly pin: string, readonly dividerRatio: number, volts: number) {
    this.startVolts = volts;
  }

  /** From `atMs` the pack reads `volts`, falling by `voltsPerHour`. */
  set(volts: number, atMs: number, voltsPerHour = 0): void {
    this.startVolts = volts;
    this.startMs = atMs;
    this.voltsPerHour = voltsPerHour;
  }

  volts(nowMs: number): number {
    return Math.max(0, this.startVolts - ((nowMs - this.startMs) / 3600000) * this.voltsPerHour);
  }

  analogRead(pin: string, nowMs: number): number {
    if (pin !== this.pin) return 0;
    this.readings.push(nowMs);
    return Math.min(1, this.volts(nowMs) / this.dividerRatio / ADC_REFERENCE_VOLTS);
  }
}
