// What a fake Espruino is made with (FakeOptions), and what runs its code (a Host, with the memory model's
// sampler when there is one): shared by the machine (fakeMachine.ts), Node's host (fake.ts) and the sampler.
import type { FlashStorage } from './flashModel';
import type { DfPlayerSetup } from './dfplayerModel';
import type { StorageFile } from '../deviceWords';

export interface FakeOptions {
  /** How long the main loop takes to run a watch callback after the debounce has settled. */
  handlerLatencyMs?: number;
  /**
   * How much before its time a timeout fires (0 unless given): Espruino's timer runs on its own ticks and
   * may wake a fraction of a ms early (here: never by more than half the wait), so the firmware must not
   * take a timeout's firing for its instant.
   */
  timerEarlyMs?: number;
  /** How long each DFPlayer clip plays before the module reports it finished. */
  clipMs?: (clip: number) => number;
  /** Flash that survives a reboot: pass the same one (or a clone, to cut the power) to the next boot. */
  storage?: FlashStorage;
  /**
   * Bytes of Storage the saved firmware takes (.bootcde), as `npm run flash` saves it; by default the
   * firmware's budget (sim/espruino/boardBudget.ts).
   */
  savedCodeBytes?: number;
  /** The interpreter's process.version (2v29 unless given). */
  version?: string;
  /** The voice module: wired or not, with a card or not, how long it takes to start. */
  dfplayer?: Partial<DfPlayerSetup>;
  /**
   * Samples the memory model (memoryProbe.ts) at every `probeMemory`-th Storage read or printed line,
   * keeping the peak in `sampler.peak`; with `probeRepaints`, I2C writes (repaints) count too, since a game
   * in play reads nothing; with `probeCalls`, every `probeCalls`-th function entry in the bundle samples
   * too. Slow (a sample pauses the firmware and walks all it holds): for the tests of memory and the bench.
   */
  probeMemory?: number;
  probeRepaints?: boolean;
  probeCalls?: number;
  /** Counts every function entry in the firmware (FakeEspruino's `calls`; Node only): for the bench. */
  countCalls?: boolean;
  /** The text files npm run flash writes beside the firmware (sim/deviceFiles.ts): English's words unless given. */
  textFiles?: StorageFile[];
  /** Whether Storage holds the journal npm run flash writes after the firmware and its words (unless false), as installs since it came do. */
  journal?: boolean;
  /** The LiPo's voltage (4 V, a healthy cell, unless given). */
  batteryVolts?: number;
}

export const SAVED_CODE_FILE = '.bootcde';
/** What the saved firmware takes of Storage unless a test says otherwise: npm run flash saves about 62 KB. */
export const FIRMWARE_BUDGET_BYTES = 64 * 1024;

/** Where the fake leaves the roots it hands the probe, on the firmware's global object. */
export const ROOTS_KEY = '__memoryRoots';
/**
 * Where the fake leaves, beside the roots, the bundle's functions whose only closure is the bundle's own scope
 * (its top level's): every frame of the bundle holds that scope, so the probe (memoryProbe.ts) counts it from
 * the stack and need not ask the inspector for those functions' closures again. The list is the fake's own, kept
 * across samples.
 */
export const KNOWN_KEY = '__memoryKnown';
/** The global through which an instrumented bundle reports each function entry (memorySampler.ts). */
export const CALL_HOOK = '__memoryCall';
/** The global through which a bundle instrumented to count calls reports each function it makes, with its code's length. */
export const MADE_HOOK = '__functionMade';

export interface SamplerSetup {
  /** Sample at every this-many-th call into the fake. */
  every: number;
  /** Sample at every this-many-th function entry in the bundle (0: never). */
  callEvery: number;
  /** What the interpreter holds for the firmware besides its stack: its globals and the callbacks kept for it. */
  roots: () => unknown[];
}

/** The memory model's sampler, as the machine drives it. */
export interface Sampler {
  peak: number;
  samples: number;
  event(): void;
  /** Samples at once; returns what the firmware holds now. */
  now(): number;
  /** The code to run instead of `code`, instrumented for the context it runs in. */
  prepare(code: string, context: object): string;
}

/** What runs the firmware's code: a fresh global scope per boot, and evaluation in it. */
export interface Host {
  /** A new global scope holding `globals`, and `global` naming it, without what Espruino lacks where it can. */
  createContext(globals: Record<string, unknown>): Record<string, unknown>;
  run(code: string, context: Record<string, unknown>, filename?: string): unknown;
  makeSampler(filename: string, setup: SamplerSetup): Sampler | null;
}
