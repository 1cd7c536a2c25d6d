// One interface per device. The app depends only on these; drivers implement them on Espruino, and the
// simulator's fake Espruino runs the very same drivers.

export type ButtonId = 'left' | 'right' | 'mode' | 'set';

export interface ButtonEdge {
  button: ButtonId;
  down: boolean;
  /** The instant the hardware saw the edge (setWatch's e.time), in ms since boot. */
  timeMs: number;
}

export interface ButtonsDevice {
  listen(handler: (edge: ButtonEdge) => void): void;
  /** The buttons held down now, read from their pins (for the bring-up). */
  held(): ButtonId[];
}

/** The part of Espruino's Graphics the faces draw with. */
export interface Canvas {
  clear(): void;
  setColor(color: number): void;
  fillRect(x1: number, y1: number, x2: number, y2: number): void;
  /** Fills the rectangle blank (the background colour), whatever the colour set: one call where a clear took three. */
  clearRect(x1: number, y1: number, x2: number, y2: number): void;
  setPixel(x: number, y: number, color: number): void;
  /** A 1 bpp bitmap font, column-first and MSB-first; `height`'s bits 8–15 are the scale. */
  setFontCustom(bitmap: string, firstChar: number, width: number | string, height: number): void;
  /** Draws `text` in the font set, its top-left at (x, y), lit pixels only. */
  drawString(text: string, x: number, y: number): void;
  /**
   * The `w`×`h` box at (x, y) as an image string: its width, height and bits a pixel, then its pixels row by
   * row, a bit each, the first in a byte's most significant bit.
   */
  asImage(options: { type: 'string'; x: number; y: number; w: number; h: number }): string;
  /** Draws an image asImage made with its top-left at (x, y): lit pixels in the colour, the others blank. */
  drawImage(image: string, x: number, y: number): void;
}

export interface FaceDevice {
  canvas: Canvas;
  /** Sends the canvas to the display; `inverted` lights the background, seen from across a hall. */
  show(inverted: boolean): void;
  /** Whether the display answers on its bus (for the bring-up). */
  answers(): boolean;
}

export interface VoiceDevice {
  /** Where its clips are: "card" (the DFPlayer's) or "storage" (the board's own). */
  kind: string;
  setVolume(volume: number): void;
  /** Plays clip `clip` from folder `folder` (one folder per language on the card). */
  play(folder: number, clip: number): void;
  /**
   * `play` made ready ahead: the returned function only sends what starts the clip, at a call's instant
   * (the serial port's own write, bound to the frame: no call of ours between the timer and the port).
   */
  prepare(folder: number, clip: number): () => void;
  /** Whether it can speak `clip` of `folder`: a voice in Storage holds one language's calls, a card every phrase. */
  speaks(folder: number, clip: number): boolean;
  stop(): void;
  /** Called when the module reports that a clip finished. */
  onFinished(handler: () => void): void;
  /** Asks the module whether it is there with a card; the answer goes to the status handler. */
  check(): void;
  /**
   * The module's health, whenever it changes: ready with a card, or not, with why (no answer, no card,
   * a card pulled out, an error it reported).
   */
  onStatus(handler: (ready: boolean, reason: string) => void): void;
}

/** A piezo: the calls as beeps when there is no voice, or when beeps are chosen. */
export interface BeeperDevice {
  /** Sounds `pattern` (on and off durations in ms, starting with a tone) at `freqHz`, replacing any pattern playing. */
  beep(freqHz: number, pattern: number[]): void;
  stop(): void;
}

/** The LiPo's voltage, through a divider on an ADC pin. */
export interface BatteryDevice {
  volts(): number;
}

export interface StorageDevice {
  /** A small file's whole content (settings, the tick file), or undefined. */
  read(name: string): string | undefined;
  /** Part of a file, from `offset` for `length` bytes or to its end, mapped from flash as a whole file is; undefined without the file. */
  readAt(name: string, offset: number, length?: number): string | undefined;
  /**
   * Replaces a small file (the settings), as a whole page of Storage: every file the clock writes then starts on a
   * page of its own (record/journal.ts), and reading it back ends at its first erased byte (0xFF).
   */
  write(name: string, data: string): void;
  /** Writes `data` at `offset` into a file of `size` bytes, which a write at offset 0 creates (erase it first); each byte is written once. */
  writeAt(name: string, data: string, offset: number, size: number): void;
  erase(name: string): void;
  /** Append-only files (the game record): text is added at the end, never rewritten in place. */
  append(name: string, text: string): void;
  /**
   * An append-only file line by line (each with its newline, but a torn last one), never all at once;
   * `visit` returning true stops the reading. It starts at byte `fromOffset` (0 when not given) of chunk
   * `fromChunk` (1, the first, when not given): the first text visited may be the end of a line.
   */
  readLines(name: string, visit: (line: string) => boolean | void, fromChunk?: number, fromOffset?: number): void;
  /** Chunk `chunk` (1, 2, …) of an append-only file as Storage holds it, its unwritten room (0xFF bytes) included. */
  readChunk(name: string, chunk: number): string | undefined;
  /** The chunks an append-only file has taken (0: none, no such file). */
  chunkCount(name: string): number;
  /** The bytes written in an append-only file of `chunks` chunks: up to its last chunk's unwritten room. */
  writtenBytes(name: string, chunks: number): number;
  /**
   * Whether an append lands after all of an append-only file's data: not when Storage's append point (the
   * first chunk whose last byte is erased, at its first erased byte) is a hole a power cut left before data.
   */
  appendsAtEnd(name: string): boolean;
  eraseAppended(name: string): void;
  /** Bytes a new file can take: free flash, and the trash Storage reclaims by compacting itself. */
  free(): number;
  /**
   * Makes `bytes` free without Storage compacting itself later: compacts now when they are not, after telling
   * `tidying` (erasing pages stops the chip for a second or more, so it is done before a game, never while one runs).
   */
  makeRoom(bytes: number, tidying: () => void): void;
  /** An append-only file grows in chunks of this many bytes, each taken from free storage when first written. */
  chunkBytes: number;
}

/**
 * The interpreter's console over the air (Bluetooth LE on Jolt.js): closed unless opened. Closed, no
 * link reaches the console and the UART service is gone; open, a link may take the console.
 */
export interface RadioConsoleDevice {
  open(): void;
  close(): void;
}

/** What the clock service tells the app: a write's bytes, a phone come or gone, a pairing key to show (null: pairing over). */
export interface ClockServiceHandlers {
  /** Bytes written to ASK, or to ACT by a bonded link only. */
  written(channel: 'ask' | 'act', data: string): void;
  /** A phone connected or went: what was half written is void, and the live state is told afresh. */
  linkChanged(): void;
  passkey(key: string | null): void;
}

/**
 * The clock's own Bluetooth LE service (app/link/gatt.ts): its characteristics' values, and whatever a
 * phone writes. Writes to ACT need a link bonded with the passkey the clock shows.
 */
export interface ClockServiceDevice {
  serve(handlers: ClockServiceHandlers): void;
  /** The REPLY characteristic's value (at most REPLY_MAX bytes). */
  reply(value: string): void;
  /** The LIVE characteristic's value, notified to a connected phone. */
  live(bytes: number[]): void;
  /** Whether a phone is connected now. */
  connected(): boolean;
  /** Advertises `data` as the clock's manufacturer data (app/hall/advert.ts), or, with null, as a clock in no game. */
  advertise(data: number[] | null): void;
}

export interface TimerDevice {
  nowMs(): number;
  /**
   * Schedules the one wake-up, replacing any earlier one; null cancels it. It never comes before `atMs`
   * (nowMs() then reads at least atMs). `first`, when given, runs first thing then, before the handler:
   * a call's frame, which must leave at its instant. A wake-up later than the timer's stale bound (the
   * chip held up, by flash or a long callback) drops it, as a late call is dropped; the handler is told
   * whether it went out, and the instant it woke (what nowMs() read then).
   */
  wakeAt(atMs: number | null, handler: (firstSent: boolean, wokeMs: number) => void, first: (() => void) | null): void;
  /** Runs `handler` once the callback running now has returned (a button's watch callback stays short). */
  soon(handler: () => void): void;
  /** A long task (printing the record) says it is still alive, so the watchdog does not reset the board. */
  keepAlive(): void;
}
