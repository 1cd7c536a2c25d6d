// The flash under Espruino's Storage, byte for byte as src/jsflash.c reads and writes it: programming that only
// clears bits and takes the nRF52840's time, erasing a page, the chain of file headers (a 32-byte header, its size
// with the flags in the top byte and a 28-byte name, then the data padded to a 4-byte word), Espruino's check of that
// chain at power-up, and a power cut at any instant of the work. flashModel.ts keeps Storage's files over it.
import { allocation, flashWriteMs, FLASH_PAGE_ERASE_MS, FLASH_WORD_WRITE_MS, HEADER_BYTES, NAME_BYTES } from '../host/storageFacts';

export const ERASED = 0xff;
const WORD_UNSET = 0xffffffff;

export interface FlashOptions {
  totalBytes?: number;
  pageBytes?: number;
}

/** A file's header as the chain holds it: where it starts, its size and flags, its name (trash: ""). */
export interface Header {
  at: number;
  size: number;
  flags: number;
  name: string;
}

export class FlashBytes {
  readonly totalBytes: number;
  readonly pageBytes: number;
  readonly bytes: Uint8Array;
  /** Bytes ever written, page erases done by compaction, and how often Storage compacted itself. */
  bytesWritten = 0;
  pageErases = 0;
  /** How often Espruino found Storage corrupt at power-up and erased it whole. */
  wipes = 0;
  /** Milliseconds the flash kept the chip waiting, in all. */
  busyMs = 0;
  /** Told how long each write, erase or compaction keeps the chip waiting (the machine stalls its interpreter). */
  onBusy: (ms: number) => void = () => undefined;
  /** Told of each compaction's progress, the bytes it has written again of those it keeps. */
  onCompacting: (done: number, of: number) => void = () => undefined;
  /** The last write, which a power cut may tear. */
  lastWrite: { at: number; length: number } | null = null;
  /**
   * A power cut at this many ms of flash work (busyMs), or null: the flash as the cut leaves it is kept in
   * `cutImage` (a write torn at its word, an erase that had begun done), and the flash changes no more.
   */
  cutAtMs: number | null = null;
  cutImage: Uint8Array | null = null;
  /** The flash when `recordOps` was called and every write and erase since: what a cut at any instant would leave (`cutAt`). */
  protected recording: { base: Uint8Array; ops: [number, Uint8Array | null][]; fromMs: number } | null = null;
  /** The live files by name and their contents as read, kept until the flash next changes: reads far outnumber writes. */
  protected found: Map<string, Header> | null = null;
  protected contents = new Map<string, string>();


  constructor(options: FlashOptions = {}, bytes?: Uint8Array) {
    this.totalBytes = options.totalBytes ?? 400 * 1024;
    this.pageBytes = options.pageBytes ?? 4096;
    this.bytes = bytes ?? new Uint8Array(this.totalBytes).fill(ERASED);
  }
  /** Keeps the flash as it is now and every operation from here on, so that `cutAt` can tell what a cut would leave. */
  recordOps(): void {
    this.recording = { base: this.bytes.slice(), ops: [], fromMs: this.busyMs };
  }

  /** The flash work (ms) done since `recordOps`. */
  recordedMs(): number {
    return this.recording === null ? 0 : this.busyMs - this.recording.fromMs;
  }

  private spend(ms: number): boolean {
    if (this.cutImage !== null) return false;
    if (this.cutAtMs !== null && this.busyMs + ms > this.cutAtMs) return false;
    this.busyMs += ms;
    this.onBusy(ms);
    return true;
  }

  /**
   * Programs `data` at `at`: flash only clears bits, so each byte lands ANDed with what was there. `file`: the file whose
   * data alone it writes, so that the chain of headers read before still stands (else any header may have changed).
   */
  program(at: number, data: ArrayLike<number>, file?: string): void {
    if (this.cutImage !== null) return;
    if (file === undefined) this.changed();
    else this.contents.delete(file);
    this.recording?.ops.push([at, Uint8Array.from(data)]);
    if (!this.spend(flashWriteMs(at, data.length))) {
      // Cut in the middle: the words written before the cut's instant landed.
      const words = Math.max(0, Math.floor(((this.cutAtMs ?? 0) - this.busyMs) / FLASH_WORD_WRITE_MS));
      const kept = Math.min(data.length, Math.max(0, words * 4 - (at % 4)));
      for (let i = 0; i < kept; i++) this.bytes[at + i] &= data[i];
      return this.cut();
    }
    for (let i = 0; i < data.length; i++) this.bytes[at + i] &= data[i];
    this.bytesWritten += data.length;
    this.lastWrite = { at: at, length: data.length };
  }

  erasePage(at: number): void {
    if (this.cutImage !== null) return;
    this.changed();
    this.recording?.ops.push([at, null]);
    const fits = this.spend(FLASH_PAGE_ERASE_MS);
    this.bytes.fill(ERASED, at, Math.min(at + this.pageBytes, this.totalBytes));
    this.pageErases++;
    if (!fits) this.cut();
  }

  private cut(): void {
    this.cutImage = this.bytes.slice();
  }

  protected changed(): void {
    this.found = null;
    this.contents.clear();
  }

  private word(at: number): number {
    const b = this.bytes;
    return (b[at] | (b[at + 1] << 8) | (b[at + 2] << 16) | (b[at + 3] << 24)) >>> 0;
  }

  /** The header at `at`, or null where none is valid (erased, zero, or running past Storage's end). */
  header(at: number): Header | null {
    if (at + HEADER_BYTES > this.totalBytes) return null;
    const sizeWord = this.word(at);
    const size = sizeWord & 0xffffff;
    if (sizeWord === WORD_UNSET || sizeWord === 0 || at + HEADER_BYTES + size > this.totalBytes) return null;
    let name = '';
    if (this.word(at + 4) !== 0) {
      for (let i = 0; i < NAME_BYTES && this.bytes[at + 4 + i] !== 0; i++) name += String.fromCharCode(this.bytes[at + 4 + i]);
    }
    return { at: at, size: size, flags: sizeWord >>> 24, name: name };
  }

  /**
   * What Espruino does with Storage at power-up (jsiSemiInit with JSIS_FIRST_BOOT, src/jsinteractive.c): a Storage
   * whose chain of headers ends at bytes that are neither a header nor erased is corrupt (jsfIsBankStorageValid), and
   * is erased whole (jsfResetStorage), firmware and all. Returns whether it was.
   */
  powerUp(): boolean {
    if (this.validAtPowerUp()) return false;
    this.wipes++;
    this.changed();
    this.bytes.fill(ERASED);
    return true;
  }

  /** jsfIsBankStorageValid(JSFSTT_NORMAL): the header bytes where the chain stops must be erased, or the chain must reach Storage's end. */
  private validAtPowerUp(): boolean {
    const first = this.header(0);
    let stop = 0;
    if (first !== null) {
      let last = first;
      for (let h = this.next(first, true); h !== null; h = this.next(h, true)) last = h;
      const after = last.at + allocation(last.size);
      // Too little room after the last file for another header: a full Storage, and a valid one.
      if (after + HEADER_BYTES > this.totalBytes) return true;
      // Past an invalid header the chain looks at the next page's start (jsfGetNextFileHeader), and stops there.
      const page = this.pageStart(after) + this.pageBytes;
      stop = page < this.totalBytes ? page : after;
    }
    if (!this.erasedHeader(stop)) return false;
    // No file at all: every byte of Storage must be erased.
    return first !== null || this.bytes.every((byte) => byte === ERASED);
  }

  private erasedHeader(at: number): boolean {
    for (let i = at; i < at + HEADER_BYTES && i < this.totalBytes; i++) if (this.bytes[i] !== ERASED) return false;
    return true;
  }

  /** Where the page holding `at` starts. */
  pageStart(at: number): number {
    return at - (at % this.pageBytes);
  }

  /** The header after `header`; past an invalid one, the next page's first, where every page is looked at (`allPages`). */
  next(header: Header, allPages: boolean): Header | null {
    const at = header.at + allocation(header.size);
    if (at + HEADER_BYTES > this.totalBytes) return null;
    const found = this.header(at);
    if (found !== null || !allPages) return found;
    const page = this.pageStart(at) + this.pageBytes;
    return page < this.totalBytes ? this.header(page) : null;
  }

  /** Every header of the chain from Storage's start. */
  headers(allPages = true): Header[] {
    const found: Header[] = [];
    for (let h = this.header(0); h !== null; h = this.next(h, allPages)) found.push(h);
    return found;
  }
}

/** A string's characters as bytes, as Espruino's strings hold them. */
export function latin1(text: string): Uint8Array {
  const out = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) out[i] = text.charCodeAt(i) & 0xff;
  return out;
}

/**
 * `length` bytes at `at` as a string, a character a byte, as Espruino's strings hold bytes: in Node by Buffer's Latin-1
 * in one native call; in the device page, which runs this model in a browser without Buffer, a piece at a time
 * (TextDecoder's "latin1" is Windows-1252, which maps 0x80-0x9F elsewhere).
 */
const NodeBuffer = (globalThis as { Buffer?: { from(bytes: ArrayBufferLike, at: number, length: number): { toString(encoding: string): string } } }).Buffer;
export const text: (bytes: Uint8Array, at: number, length: number) => string =
  NodeBuffer !== undefined
    ? (bytes, at, length) => NodeBuffer.from(bytes.buffer, bytes.byteOffset + at, length).toString('latin1')
    : (bytes, at, length) => {
        let out = '';
        for (let i = 0; i < length; i += 8192) out += String.fromCharCode(...bytes.subarray(at + i, at + Math.min(length, i + 8192)));
        return out;
      };
