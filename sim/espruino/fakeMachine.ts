// A fake of every Espruino global the firmware touches, in virtual time, running the built bundle itself.
// How code runs is the host's: Node's vm in the tests and simulators (fake.ts), the browser's own engine on
// the web clock's device page. Nothing here needs Node.
import { Ssd1306Model } from './ssd1306Model';
import { DfPlayerModel } from './dfplayerModel';
import { PiezoModel } from './piezoModel';
import { BatteryModel } from './batteryModel';
import { RadioModel } from './radioModel';
import type { FakeGraphics } from './fakeGraphics';
import { FlashStorage } from './flashModel';
import { JOURNAL_FILE } from '../../firmware/app/record/journal';
import { journalBytes } from '../host/storageLayout';
import { espruinoStorage } from './storageModule';
import { BOARD, type BoardProfile } from '../../firmware/boards';
import { espruinoGlobals } from './espruinoGlobals';
import { estimateMemory } from './fakeMemory';
import { PinWatches } from './pinWatches';
import { WaveformModel } from './waveformModel';
import { deviceWordsFile, type StorageFile } from '../deviceWords';
import { CALL_HOOK, FIRMWARE_BUDGET_BYTES, KNOWN_KEY, MADE_HOOK, ROOTS_KEY, SAVED_CODE_FILE, type FakeOptions, type Host, type Sampler } from './fakeSetup';
import { detokenise } from './detokenise';

interface Scheduled {
  at: number;
  seq: number;
  fn: () => void;
  cancelled: boolean;
  /** The interpreter runs it (a timeout, a watch, a serial handler): nothing of it runs while a handler hangs. */
  js: boolean;
}

/**
 * Virtual instants are kept to the ns: the flash's 41 µs writes would otherwise leave float dust that puts
 * a timeout set for an instant a hair before it.
 */
function onGrid(ms: number): number {
  return Math.round(ms * 1e6) / 1e6;
}

/** Keys the fake and its memory probe set on the firmware's global object, which are not the firmware's globals. */
const PROBE_KEYS = ['global', CALL_HOOK, MADE_HOOK, ROOTS_KEY, KNOWN_KEY];

let english: StorageFile[] | null = null;
/** English's words file, made once for every fake: a boot would otherwise spend a sixth of its time making it. */
function englishWords(): StorageFile[] {
  return (english = english ?? [deviceWordsFile('en')]);
}

export class FakeMachine {
  now = 0;
  readonly board: BoardProfile;
  /** The two faces, each on the bus and at the address its board's profile gives it. */
  readonly displays: { left: Ssd1306Model; right: Ssd1306Model } = { left: new Ssd1306Model(), right: new Ssd1306Model() };
  readonly dfplayer: DfPlayerModel;
  readonly storage: FlashStorage;
  /** Every string Storage's read returned: flash, a variable each (fakeMemory.ts, MAPPED_KEY). */
  readonly mappedStrings: Record<string, 1> = Object.create(null);
  readonly piezo: PiezoModel;
  /** The speaker across two motor-driver outputs, played by Waveform. */
  readonly waveform: WaveformModel;
  readonly battery: BatteryModel;
  /** Every Graphics the firmware made (the faces' canvases), for counting its drawing calls. */
  readonly graphics: FakeGraphics[] = [];
  /** Bluetooth LE. */
  readonly radio: RadioModel;
  /** Resets by the watchdog, each followed by a boot of the same code. */
  watchdogResets = 0;
  readonly pinModes: Record<string, string> = {};
  readonly i2cSetups: { bus: string; options: unknown }[] = [];
  readonly serialSetups: { port: string; baud: number; options: unknown }[] = [];
  /** The most variables in use during a Storage compaction, its buffer included. */
  compactionPeak = 0;
  /** Timer callbacks run: the firmware's wake-ups. */
  wakeups = 0;
  /** Bytes sent over I2C to the displays. */
  i2cBytes = 0;
  /** Whether the firmware kept the console on USB (USB.setConsole(true)). */
  consoleOnUsb = false;
  readonly errors: unknown[] = [];
  /** What the firmware printed on its console. */
  readonly printed: string[] = [];
  /** With `probeMemory`: when the memory model samples, and the most JsVars it counted. */
  readonly sampler: Sampler | null;
  /** With the memory model: an I2C write (a repaint) samples it too. */
  readonly probeRepaints: boolean;
  /** FakeOptions.timerEarlyMs. */
  readonly timerEarlyMs: number;
  private queue: Scheduled[] = [];
  private seq = 0;
  /** The firmware's pending timeouts: its callback (held for it, as the interpreter holds it) and how to cancel it. */
  readonly timers = new Map<number, { fn: () => void; cancel: () => void }>();
  readonly pins: PinWatches;
  /** The firmware's handlers of each serial port's data. */
  readonly serialHandlers: Record<string, ((data: string) => void)[]> = {};
  /** The interpreter's process.version. */
  readonly version: string;
  private context: Record<string, unknown> | null = null;
  private readonly host: Host;
  private readonly ownGlobals: string[];
  private code = '';
  private hangNext = false;
  private hung = false;
  /** The watchdog's timeout once the firmware enabled it. */
  watchdogMs: number | null = null;
  /** E.enableWatchdog's isAuto: the interpreter kicks it when idle. */
  watchdogAuto = false;
  private watchdogCancel: () => void = () => undefined;
  /** Firmware code is running (a boot, a console call, a callback): a flash operation stalls it. */
  private running = 0;
  /** Each run of firmware code the flash held up by a millisecond or more: when it began, and for how long. */
  readonly stalls: { atMs: number; ms: number }[] = [];

  constructor(options: FakeOptions, host: Host) {
    this.host = host;
    this.board = BOARD;
    this.pins = new PinWatches({ now: () => this.now, schedule: (at, fn, js) => this.schedule(at, fn, js) }, options.handlerLatencyMs ?? 0);
    this.version = options.version ?? '2v29';
    this.storage = options.storage ?? new FlashStorage({ totalBytes: this.board.storageBytes, pageBytes: this.board.storagePageBytes });
    // Compaction takes its page-sized buffer as one flat string from the free variables (the model
    // assumes no room on the stack, Espruino's first choice: the worse case). What the firmware holds
    // then is the memory model's sample, taken inside the very write that compacts, when it has one.
    this.storage.compactionBuffer = (bytes) => {
      const need = Math.ceil(bytes / this.board.variableBytes) + 1;
      const held = this.sampler !== null ? this.sampler.now() : this.memory().usage;
      this.compactionPeak = Math.max(this.compactionPeak, held + need);
      return held + need <= this.board.variables;
    };
    // Power comes on: Espruino erases a Storage it finds corrupt before anything reads it.
    this.storage.powerUp();
    // A Storage laid out as npm run flash lays it (sim/host/storageLayout.ts): the firmware, its words (and fonts: English's
    // unless the fake is given others), then the journal to the end of their page.
    if (this.storage.read(SAVED_CODE_FILE) === undefined) {
      this.storage.create(SAVED_CODE_FILE, options.savedCodeBytes ?? FIRMWARE_BUDGET_BYTES);
      for (const file of options.textFiles ?? englishWords()) {
        this.storage.create(file.name, file.data.length);
        this.storage.writeAt(file.name, file.data, 0);
      }
      if (options.journal !== false) this.storage.create(JOURNAL_FILE, journalBytes(this.storage.totalBytes - this.storage.getFree(), this.storage.pageBytes));
    }
    // The interpreter waits for the flash: virtual time passes while the firmware is stalled in it.
    this.storage.onBusy = (ms) => {
      if (this.running > 0) this.now = onGrid(this.now + ms);
    };
    const voicePort = this.board.voice.serial;
    this.dfplayer = new DfPlayerModel(
      options.clipMs ?? (() => 600),
      (delay, fn) => this.schedule(this.now + delay, fn),
      (bytes) => this.deliverSerial(voicePort, bytes),
      Object.assign({ present: true, card: true, startMs: 500 }, options.dfplayer),
    );
    this.dfplayer.powerUp(this.now);
    this.piezo = new PiezoModel(this.board.piezo);
    this.waveform = new WaveformModel({ now: () => this.now, schedule: (at, fn) => this.schedule(at, fn, true) });
    this.radio = new RadioModel((text) => this.console(text), { now: () => this.now, later: (at, fn, js) => void this.schedule(at, fn, js) });
    this.battery = new BatteryModel(this.board.battery.pin, this.board.battery.dividerRatio, options.batteryVolts ?? 4);
    this.sampler = options.probeMemory
      ? host.makeSampler(SAVED_CODE_FILE, { every: options.probeMemory, callEvery: options.probeCalls ?? 0, roots: () => this.heldForFirmware() })
      : null;
    this.probeRepaints = options.probeRepaints === true;
    this.timerEarlyMs = options.timerEarlyMs ?? 0;
    this.ownGlobals = Object.keys(espruinoGlobals(this));
  }

  /** Runs `fn` at virtual instant `at`; returns a cancel function. */
  schedule(at: number, fn: () => void, js = false): () => void {
    // A pin's edge while the flash holds the chip (its CPU halted) is seen when it runs again.
    at = js ? onGrid(at) : Math.max(onGrid(at), this.now);
    if (at < this.now) throw new Error('cannot schedule at ' + at + ' ms: virtual time is already ' + this.now + ' ms');
    const entry: Scheduled = { at: at, seq: this.seq++, fn: fn, cancelled: false, js: js };
    let i = this.queue.length;
    while (i > 0 && (this.queue[i - 1].at > at || (this.queue[i - 1].at === at && this.queue[i - 1].seq > entry.seq))) i--;
    this.queue.splice(i, 0, entry);
    return () => {
      entry.cancelled = true;
    };
  }

  /** The virtual instant of the next pending event, or null: lets a host sleep until then. */
  nextEventAt(): number | null {
    const next = this.queue.find((entry) => !entry.cancelled);
    return next === undefined ? null : next.at;
  }

  /** Advances virtual time to `ms`, running everything due on the way in order. */
  runUntil(ms: number): void {
    ms = onGrid(ms);
    while (this.queue.length > 0 && this.queue[0].at <= ms) {
      const entry = this.queue.shift()!;
      if (entry.cancelled || (entry.js && this.hung)) continue;
      this.now = Math.max(this.now, entry.at);
      if (entry.js && this.hangNext) {
        // The handler starts and never returns: the interpreter runs nothing else until a reset.
        this.hangNext = false;
        this.hung = true;
        continue;
      }
      try {
        this.inFirmware(entry.fn);
      } catch (error) {
        this.errors.push(error);
        throw error;
      }
    }
    this.now = Math.max(this.now, ms);
  }

  /** Drives a pin to `level` at virtual instant `atMs` (buttons pull to GND: pressed is false). */
  setPin(pin: string, level: boolean, atMs: number): void {
    this.schedule(atMs, () => this.pins.drive(pin, level));
  }

  /** A clean button press at `atMs`, held for `holdMs`. */
  press(pin: string, atMs: number, holdMs: number): void {
    this.setPin(pin, false, atMs);
    this.setPin(pin, true, atMs + holdMs);
  }

  /** Hands bytes a module sent to the firmware's handlers of serial port `port`, as the interpreter does. */
  deliverSerial(port: string, bytes: number[]): void {
    const text = String.fromCharCode(...bytes);
    for (const handler of this.serialHandlers[port] ?? []) this.schedule(this.now, () => handler(text), true);
  }

  /** Estimated JsVars of what the firmware keeps reachable from its globals (and from `roots`). */
  memory(roots: unknown[] = []) {
    return estimateMemory(this.firmwareGlobals().concat(roots), this.board.variables, this.board.variableBytes, this.mappedStrings);
  }

  /** The values of the globals the firmware made (not the interpreter's own, nor `global` itself). */
  private firmwareGlobals(): unknown[] {
    const values: unknown[] = [];
    if (this.context) for (const key of Object.keys(this.context)) if (this.ownGlobals.indexOf(key) < 0 && PROBE_KEYS.indexOf(key) < 0) values.push(this.context[key]);
    return values;
  }

  /**
   * Espruino's Storage module over the flash; what its read returns is kept in `mappedStrings`, as flash the
   * memory model counts one variable a string; with the memory probe, each read samples the model first.
   */
  storageModule() {
    const module = espruinoStorage(this.storage);
    const read = module.read.bind(module);
    module.read = (name: string, offset?: number, length?: number) => {
      this.sampleMemory();
      const data = read(name, offset, length);
      if (data !== undefined && data.length > 8) this.mappedStrings[data] = 1;
      return data;
    };
    return module;
  }

  /** What the interpreter holds for the firmware besides its stack: its globals and the callbacks kept for it. */
  private heldForFirmware(): unknown[] {
    const roots = this.firmwareGlobals();
    for (const entry of this.timers.values()) roots.push(entry.fn);
    for (const port of Object.keys(this.serialHandlers)) roots.push(...this.serialHandlers[port]);
    roots.push(...this.pins.handlers());
    return roots;
  }

  /** Samples the memory model, when there is one. */
  sampleMemory(): void {
    if (this.sampler !== null) this.sampler.event();
  }

  /** The next callback the interpreter runs never returns, as a handler stuck in a loop. */
  hangNextHandler(): void {
    this.hangNext = true;
  }

  kickWatchdog(): void {
    this.watchdogCancel();
    if (this.watchdogMs === null) return;
    this.watchdogCancel = this.schedule(this.now + this.watchdogMs, () => {
      // In automatic mode the interpreter kicks it whenever it is idle: only a handler that never returns lets it bite.
      if (this.watchdogAuto && !this.hung) return this.kickWatchdog();
      // Not kicked in time: the chip resets and boots the saved code; flash and the powered modules stay.
      this.watchdogResets++;
      this.watchdogMs = null;
      this.hung = false;
      this.boot(this.code);
    });
  }

  /**
   * Boots the firmware: a fresh interpreter over the same flash and pins, running `code`. `chip` false is
   * Espruino's reset() or load(): the interpreter restarts and the chip does not, so the watchdog runs on in
   * its mode (jsinteractive.h keeps JSIS_WATCHDOG_AUTO through a soft init; the nRF52's cannot be stopped) and
   * a computer's Bluetooth link stays (jswrap_ble_kill drops only the board's own central links).
   */
  boot(code: string, chip = true): void {
    const context = this.host.createContext(espruinoGlobals(this) as Record<string, unknown>);
    this.context = context;
    // A reboot loses every pending timer, watch and callback; flash, pin levels and the modules' own doings stay.
    this.queue = this.queue.filter((entry) => !entry.js);
    this.timers.clear();
    this.pins.forget();
    if (chip) {
      this.watchdogCancel();
      this.watchdogMs = null;
      this.watchdogAuto = false;
      this.radio.reset();
    } else this.radio.softReset();
    // What the chip boots after a reset: the program last booted at power-up or loaded from Storage (reset() loads none).
    if (chip || code !== '') this.code = code;
    this.inFirmware(() => this.host.run(this.sampler === null ? code : this.sampler.prepare(code, context), context, SAVED_CODE_FILE));
  }

  restart(saved: boolean): void {
    this.schedule(this.now, () => this.boot(saved ? this.savedProgram() : '', false));
  }

  /** The program Storage keeps as .bootcde, pretokenised as npm run flash saves it, as JavaScript. */
  savedProgram(): string {
    const bytes = this.storage.read(SAVED_CODE_FILE);
    return bytes === undefined ? '' : detokenise(bytes);
  }

  private inFirmware<T>(run: () => T): T {
    const [atMs, busyMs] = [this.now, this.storage.busyMs];
    this.running++;
    try {
      return run();
    } finally {
      this.running--;
      const stalled = this.storage.busyMs - busyMs;
      if (this.running === 0 && stalled >= 1) this.stalls.push({ atMs: atMs, ms: stalled });
    }
  }

  /** What evaluating `expression` printed on the console, one line each (e.g. clock.record()). */
  consoleOutput(expression: string): string {
    const from = this.printed.length;
    this.console(expression);
    return this.printed.slice(from).map((line) => line + '\n').join('');
  }

  /** Evaluates an expression on the firmware's console, as the espruino CLI's -e would. */
  console(expression: string): unknown {
    const context = this.context;
    if (!context) throw new Error('not booted');
    return this.inFirmware(() => this.host.run(expression, context));
  }
}
