// The part of Espruino's API the drivers and main.ts use. Declared here so the firmware type-checks
// without Espruino's own typings; sim/espruino/fake.ts implements exactly this surface.
// @espruino-public: the members declared here cross JSON or the console, so the build keeps their names.

declare namespace Espruino {
  /** A GATT characteristic as NRF.setServices takes it. */
  interface Characteristic {
    value?: unknown;
    maxLen?: number;
    readable?: boolean;
    writable?: boolean;
    notify?: boolean;
    security?: { read?: { encrypted?: boolean; mitm?: boolean }; write?: { encrypted?: boolean; mitm?: boolean } };
    onWrite?: (event: { data: ArrayBuffer }) => void;
  }
  interface WatchEvent {
    state: boolean;
    time: number;
    lastTime?: number;
  }
  interface I2CBus {
    setup(options: { scl: unknown; sda: unknown; bitrate?: number }): void;
    /** Numbers, typed arrays and arrays of them, nested: all sent as one stream of bytes. */
    writeTo(address: number, ...data: (number | Uint8Array | (number | Uint8Array)[])[]): void;
    readFrom(address: number, count: number): Uint8Array;
  }
  interface SerialPort {
    setup(baud: number, options: { tx: unknown; rx: unknown }): void;
    write(data: number[] | Uint8Array | string): void;
    on(event: 'data', handler: (data: string) => void): void;
  }
  interface Graphics {
    buffer: ArrayBuffer;
    getWidth(): number;
    getHeight(): number;
    clear(): void;
    setColor(color: number): void;
    fillRect(x1: number, y1: number, x2: number, y2: number): void;
    clearRect(x1: number, y1: number, x2: number, y2: number): void;
    setPixel(x: number, y: number, color: number): void;
    setFontCustom(bitmap: string, firstChar: number, width: number | string, height: number): Graphics;
    drawString(text: string, x: number, y: number): Graphics;
    asImage(options: { type: 'string'; x: number; y: number; w: number; h: number }): string;
    drawImage(image: string, x: number, y: number): Graphics;
    /** The box every drawing call touched since the last reset, clipped to the canvas; undefined if none. */
    getModified(reset?: boolean): { x1: number; y1: number; x2: number; y2: number } | undefined;
  }
  interface StorageFile {
    write(data: string): void;
    read(length: number): string | undefined;
    readLine(): string | undefined;
    erase(): void;
  }
  interface StorageModule {
    read(name: string, offset?: number, length?: number): string | undefined;
    write(name: string, data: string, offset?: number, size?: number): boolean;
    erase(name: string): void;
    open(name: string, mode: 'r' | 'a' | 'w'): StorageFile;
    getFree(): number;
    getStats(): { freeBytes: number; trashBytes: number };
    compact(): void;
  }
  /** Samples played on a pin by the utility timer's interrupt, one per period (src/jswrap_waveform.c). */
  interface Waveform {
    /** `npin` plays the samples below 50 % on a second pin, for a speaker across two outputs. */
    startOutput(pin: unknown, freq: number, options?: { npin?: unknown; time?: number; repeat?: boolean }): void;
    stop(): void;
    on(event: 'finish', handler: () => void): void;
    /** Set by startOutput; cleared when the last sample is out (but not by stop()). */
    readonly running: boolean;
  }
}

declare const Waveform: { new (samples: ArrayBuffer): Espruino.Waveform };
declare function digitalRead(pin: unknown): number;

declare const USB: { setConsole(force: boolean): void };
declare function getTime(): number;
declare function print(...text: unknown[]): void;
declare function setWatch(
  handler: (e: Espruino.WatchEvent) => void,
  pin: unknown,
  options: { repeat: boolean; edge: 'rising' | 'falling' | 'both'; debounce: number },
): number;
declare function pinMode(pin: unknown, mode: string): void;
declare function digitalWrite(pin: unknown, value: number): void;
declare function analogWrite(pin: unknown, value: number, options: { freq: number }): void;
declare function analogRead(pin: unknown): number;
declare const Graphics: {
  createArrayBuffer(width: number, height: number, bpp: number, options: { vertical_byte: boolean; msb: boolean }): Espruino.Graphics;
};
declare const E: {
  on(event: 'init', handler: () => void): void;
  enableWatchdog(seconds: number, automatic: boolean): void;
  kickWatchdog(): void;
  setConsole(device: string | null, options: { force: boolean }): void;
  /** The bytes of an ArrayBuffer as a string. */
  toString(data: ArrayBuffer): string;
  /** A string's bytes as an ArrayBuffer; a string Storage.read mapped from flash stays in flash, uncopied. */
  toArrayBuffer(data: string): ArrayBuffer;
  /** CRC-32 (IEEE) of the bytes, as an unsigned integer. */
  CRC32(data: string): number;
};
/** nRF52 boards' Bluetooth LE (Jolt.js). */
declare const NRF: {
  disconnect(): void;
  setServices(services: Record<string, Record<string, Espruino.Characteristic>>, options: { uart: boolean; advertise?: string[] }): void;
  updateServices(services: Record<string, Record<string, { value: unknown; notify: boolean }>>): void;
  setSecurity(options: { mitm: number; display: number }): void;
  setAdvertising(data: object, options: { showName: boolean; manufacturer?: number; manufacturerData?: number[] }): void;
  getSecurityStatus(): { connected: boolean; encrypted: boolean; mitm_protected: boolean; bonded: boolean };
  on(event: 'connect' | 'disconnect' | 'passkey' | 'bond', handler: (value: string) => void): void;
};
