// The globals of Espruino's interpreter that the firmware touches, over the fake's virtual time and
// device models: timers, setWatch, I2C and serial ports, Graphics, E (the watchdog), the pins, process,
// require("Storage"), USB and the console.
import { FakeGraphics, flatten, type GraphicsOptions } from './fakeGraphics';
import type { PinWatches, Watch } from './pinWatches';
import type { BoardProfile } from '../../firmware/boards';
import type { Ssd1306Model } from './ssd1306Model';
import type { DfPlayerModel } from './dfplayerModel';
import type { PiezoModel } from './piezoModel';
import type { WaveformModel } from './waveformModel';
import type { BatteryModel } from './batteryModel';
import type { espruinoStorage } from './storageModule';
import type { RadioModel } from './radioModel';
import { MAPPED_KEY } from './fakeMemory';
import { valueBytes } from './gattModel';
import { crc32 } from '../../firmware/app/record/crc32';

/** What the globals need of the machine they run on: its clock, its device models, what it records (InterpreterHost). */
export interface InterpreterHost {
  now: number;
  readonly board: BoardProfile;
  readonly displays: { left: Ssd1306Model; right: Ssd1306Model };
  readonly dfplayer: DfPlayerModel;
  readonly piezo: PiezoModel;
  readonly waveform: WaveformModel;
  readonly battery: BatteryModel;
  /** Every Graphics the firmware made (the faces' canvases), for counting its drawing calls. */
  readonly graphics: FakeGraphics[];
  /** Bluetooth LE. */
  readonly radio: RadioModel;
  readonly pinModes: Record<string, string>;
  readonly i2cSetups: { bus: string; options: unknown }[];
  readonly serialSetups: { port: string; baud: number; options: unknown }[];
  wakeups: number;
  i2cBytes: number;
  consoleOnUsb: boolean;
  readonly printed: string[];
  readonly probeRepaints: boolean;
  readonly timerEarlyMs: number;
  readonly timers: Map<number, { fn: () => void; cancel: () => void }>;
  readonly pins: PinWatches;
  readonly serialHandlers: Record<string, ((data: string) => void)[]>;
  readonly version: string;
  watchdogMs: number | null;
  watchdogAuto: boolean;
  kickWatchdog(): void;
  memory(): unknown;
  sampleMemory(): void;
  schedule(at: number, fn: () => void, js?: boolean): () => void;
  /** Espruino's reset() (`saved` false) and load() (true): a fresh interpreter once the running command returns. */
  restart(saved: boolean): void;
  storageModule(): ReturnType<typeof espruinoStorage>;
  /** The strings Storage's read returned (fakeMemory.ts, MAPPED_KEY). */
  readonly mappedStrings: Record<string, 1>;
}

function i2c(fake: InterpreterHost, bus: string) {
  /** The face wired to this bus at this address, as the board's profile wires it. */
  const faceAt = (address: number) => {
    const faces = fake.board.faces;
    const side = (['left', 'right'] as const).filter((s) => faces[s].bus === bus && faces[s].address === address)[0];
    if (side === undefined) throw new Error('I2C: no device acknowledged address ' + address + ' on ' + bus);
    return fake.displays[side];
  };
  return {
    setup: (options: unknown) => fake.i2cSetups.push({ bus: bus, options: options }),
    readFrom: (address: number, count: number) => Uint8Array.from({ length: count }, () => faceAt(address).status()),
    writeTo: (address: number, ...data: unknown[]) => {
      if (fake.probeRepaints) fake.sampleMemory();
      const display = faceAt(address);
      const bytes = flatten(data, []);
      // The address byte and the payload, as they go over the bus.
      fake.i2cBytes += 1 + bytes.length;
      display.write(bytes);
    },
  };
}

function serial(fake: InterpreterHost, port: string) {
  return {
    setup: (baud: number, options: unknown) => fake.serialSetups.push({ port: port, baud: baud, options: options }),
    write: (...data: unknown[]) => {
      if (port === fake.board.voice.serial) fake.dfplayer.receive(flatten(data, []), fake.now);
    },
    on: (event: string, handler: (data: string) => void) => {
      if (event === 'data') (fake.serialHandlers[port] = fake.serialHandlers[port] ?? []).push(handler);
    },
  };
}

function speakerPin(fake: InterpreterHost, pin: string): boolean {
  return pin === fake.board.speaker.pin || pin === fake.board.speaker.npin;
}

/** A fresh set of the interpreter's globals for one boot of the firmware on `fake`. */
export function espruinoGlobals(fake: InterpreterHost): Record<string, unknown> {
  const timers = fake.timers;
  /** E.setConsole, of which USB.setConsole(force) is the USB case. */
  const setConsole = (device: string | null, options?: { force?: boolean }) => {
    if (fake.radio !== null) fake.radio.setConsole(device, options);
    fake.consoleOnUsb = device === 'USB' && options !== undefined && options.force === true;
  };
  let nextTimerId = 1;
  const g: Record<string, unknown> = {
    getTime: () => fake.now / 1000,
    reset: () => fake.restart(false),
    load: () => fake.restart(true),
    // Espruino's atob gives a string of byte values, as the host's does.
    atob: (base64: string) => atob(base64),
    setTimeout: (fn: () => void, ms: number) => {
      const id = nextTimerId++;
      const wait = Math.max(0, ms || 0);
      const entry = {
        fn: fn,
        cancel: fake.schedule(fake.now + wait - Math.min(fake.timerEarlyMs, wait / 2), () => {
          timers.delete(id);
          fake.wakeups++;
          fn();
        }, true),
      };
      timers.set(id, entry);
      return id;
    },
    clearTimeout: (id: unknown) => {
      if (id === undefined) throw new Error('clearTimeout(undefined) is an error on Espruino');
      const entry = timers.get(id as number);
      if (entry) entry.cancel();
      timers.delete(id as number);
    },
    setWatch: (fn: Watch['fn'], pin: string, options: { edge?: string; debounce?: number; repeat?: boolean }) => fake.pins.watch(fn, String(pin), options),
    pinMode: (pin: string, mode: string) => {
      fake.pinModes[String(pin)] = mode;
    },
    Graphics: {
      createArrayBuffer: (w: number, h: number, bpp: number, options?: GraphicsOptions) => {
        const graphics = FakeGraphics.createArrayBuffer(w, h, bpp, options);
        fake.graphics.push(graphics);
        return graphics;
      },
    },
    E: {
      on: () => undefined,
      enableWatchdog: (seconds: number, automatic?: boolean) => {
        fake.watchdogMs = seconds * 1000;
        fake.watchdogAuto = automatic !== false;
        fake.kickWatchdog();
      },
      kickWatchdog: () => fake.kickWatchdog(),
      setConsole: setConsole,
      CRC32: (data: string) => crc32(String(data)),
      toString: (data: unknown) => String.fromCharCode(...valueBytes(data)),
      toArrayBuffer: (data: string) => Uint8Array.from(String(data), (c) => c.charCodeAt(0) & 0xff).buffer,
    },
    Waveform: fake.waveform.waveformClass(),
    analogWrite: (pin: unknown, duty: number, options?: { freq?: number }) => {
      if (speakerPin(fake, String(pin))) fake.waveform.analogWrite(String(pin));
      fake.piezo.analogWrite(String(pin), duty, options, fake.now);
    },
    digitalRead: (pin: unknown) => {
      if (speakerPin(fake, String(pin))) fake.waveform.release(String(pin));
      return fake.pins.level(String(pin)) ? 1 : 0;
    },
    digitalWrite: (pin: unknown, value: number) => fake.piezo.digitalWrite(String(pin), value, fake.now),
    analogRead: (pin: unknown) => fake.battery.analogRead(String(pin), fake.now),
    process: { env: { BOARD: fake.board.id, VERSION: fake.version }, version: fake.version, memory: () => fake.memory() },
    [MAPPED_KEY]: fake.mappedStrings,
    require: (name: string) => {
      if (name === 'Storage') return fake.storageModule();
      throw new Error('Module ' + name + ' not found');
    },
    USB: { setConsole: (force: boolean) => setConsole('USB', { force: force }) },
    print: (...args: unknown[]) => {
      fake.sampleMemory();
      fake.printed.push(args.map(String).join(' '));
    },
    console: { log: (...args: unknown[]) => fake.printed.push(args.map(String).join(' ')) },
  };
  const radio = fake.radio;
  if (radio !== null) {
    g.NRF = {
      disconnect: () => radio.disconnect(),
      setServices: (services: unknown, options?: { uart?: boolean }) => radio.setServices(services, options),
      updateServices: (services: Parameters<RadioModel['updateServices']>[0]) => radio.updateServices(services),
      setSecurity: (options: { mitm?: unknown; display?: unknown }) => radio.setSecurity(options),
      setAdvertising: (_data: unknown, options?: Parameters<RadioModel['setAdvertising']>[0]) => radio.setAdvertising(options),
      getSecurityStatus: () => radio.securityStatus(),
      on: (event: string, listener: (value: unknown) => void) => radio.on(event, listener),
    };
  }
  for (const bus of ['I2C1', 'I2C2', 'I2C3']) g[bus] = i2c(fake, bus);
  for (const port of ['Serial1', 'Serial2', 'Serial3']) g[port] = serial(fake, port);
  return g;
}
