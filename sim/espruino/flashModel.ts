// A model of Espruino's Storage in flash, byte for byte as src/jsflash.c lays it out, so that what a power cut
// leaves is what the board would keep. Each file is a 32-byte header (its size, flags in the top byte, and a
// 28-byte name) and its data padded to a 4-byte word, one after another from Storage's start; an erased file
// keeps its place with the first word of its name zeroed (trash) until Storage compacts itself: every page
// from the last one a header starts before the first trash is erased and written again through a buffer of a
// page and a header (jsfCompactInternal), so a cut between an erase and its write loses what the buffer held,
// and the chain of headers then ends at the erased bytes. A StorageFile is a chain of chunk files ("name" +
// chr(1), chr(2), …) of min(page, 4096) − 32 bytes each, allocated whole when first written; a first write
// larger than a chunk fails with Espruino's own message, and so does a full Storage.
import { compactStorage, type Bank } from './flashCompaction';

export const HEADER_BYTES = 32;
const NAME_BYTES = 28;
const ERASED = 0xff;
const WORD_UNSET = 0xffffffff;
/** The flag of a StorageFile's chunks (JSFF_STORAGEFILE), in the size word's top byte. */
const STORAGE_FILE_FLAG = 64;

/**
 * The nRF52840's flash times, the product specification's maxima (Nordic, nRF52840 Product Specification
 * v1.7, NVMC electrical specification: tWRITE 41 µs per 32-bit word, tERASEPAGE 85 ms per 4 KB page).
 * Espruino's nRF5 port waits for each until the SoftDevice reports it done (targets/nrf5x/jshardware.c,
 * jshFlashWrite and jshFlashErasePages), so the interpreter runs nothing meanwhile. The same figures as
 * the slow-flash interpreter of ../shared/tools/build-espruino.sh.
 */
export const FLASH_WORD_WRITE_MS = 0.041;
export const FLASH_PAGE_ERASE_MS = 85;

/** The time a write of `bytes` bytes at `offset` takes: each 32-bit word it touches. */
export function flashWriteMs(offset: number, bytes: number): number {
  return (Math.ceil((offset + bytes) / 4) - Math.floor(offset / 4)) * FLASH_WORD_WRITE_MS;
}

/** The bytes Storage takes for a file of `size` bytes: its header, and its data in whole words. */
export function allocation(size: number): number {
  return HEADER_BYTES + Math.ceil(size / 4) * 4;
}

export interface FlashOptions {
  totalBytes?: number;
  pageBytes?: number;
}

/**
 * Where compaction gets its swap buffer (Espruino's jsfBankCompact): the bytes it needs, up to a page
 * and a header; false when the interpreter cannot give them, and then compaction frees nothing.
 */
export type CompactionBuffer = (bytes: number) => boolean;

/** A file's header as the chain holds it: where it starts, its size and flags, its name (trash: ""). */
export interface Header {
  at: number;
  size: number;
  flags: number;
  name: string;
}

export class FlashStorage implements Bank {
  readonly totalBytes: number;
  readonly pageBytes: number;
  readonly chunkBytes: number;
  readonly bytes: Uint8Array;
  /** Bytes ever written, page erases done by compaction, and how often Storage compacted itself. */
  bytesWritten = 0;
  pageErases = 0;
  compactions = 0;
  /** Compactions that could not get their buffer, and so freed nothing. */
  compactionsRefused = 0;
  /** How often Espruino found Storage corrupt at power-up and erased it whole. */
  wipes = 0;
  /** Asked for the swap buffer at each compaction (the machine gives it from its free variables). */
  compactionBuffer: CompactionBuffer = () => true;
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
  private recording: { base: Uint8Array; ops: [number, Uint8Array | null][]; fromMs: number } | null = null;
  /** The live files by name and their contents as read, kept until the flash next changes: reads far outnumber writes. */
  private found: Map<string, Header> | null = null;
  private contents = new Map<string, string>();

  constructor(options: FlashOptions = {}, bytes?: Uint8Array) {
    this.totalBytes = options.totalBytes ?? 400 * 1024;
    this.pageBytes = options.pageBytes ?? 4096;
    this.chunkBytes = Math.min(this.pageBytes, 4096) - HEADER_BYTES;
    this.bytes = bytes ?? new Uint8Array(this.totalBytes).fill(ERASED);
  }

  clone(): FlashStorage {
    return new FlashStorage({ totalBytes: this.totalBytes, pageBytes: this.pageBytes }, this.bytes.slice());
  }

  /** Keeps the flash as it is now and every operation from here on, so that `cutAt` can tell what a cut would leave. */
  recordOps(): void {
    this.recording = { base: this.bytes.slice(), ops: [], fromMs: this.busyMs };
  }

  /** The flash work (ms) done since `recordOps`. */
  recordedMs(): number {
    return this.recording === null ? 0 : this.busyMs - this.recording.fromMs;
  }

  /** The flash a power cut `ms` into the recorded work would have left, as a Storage to boot again on. */
  cutAt(ms: number): FlashStorage {
    const recording = this.recording;
    if (recording === null) throw new Error('no flash work was recorded');
    const replay = new FlashStorage({ totalBytes: this.totalBytes, pageBytes: this.pageBytes }, recording.base.slice());
    replay.cutAtMs = ms;
    for (const [at, data] of recording.ops) {
      if (data === null) replay.erasePage(at);
      else replay.program(at, data);
    }
    return new FlashStorage({ totalBytes: this.totalBytes, pageBytes: this.pageBytes }, replay.cutImage ?? replay.bytes);
  }

  /** The flash a power cut left (cutImage), as a Storage to boot again on. */
  afterCut(): FlashStorage {
    if (this.cutImage === null) throw new Error('no power cut happened');
    return new FlashStorage({ totalBytes: this.totalBytes, pageBytes: this.pageBytes }, this.cutImage.slice());
  }

  // The flash's own operations: each takes its time, and a power cut may fall in it.

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

  private changed(): void {
    this.found = null;
    this.contents.clear();
  }

  // Reading the chain of headers, as jsfGetFileHeader and jsfGetNextFileHeader do.

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

  /** The first live file of that name in the chain, as jsfFindFile finds it. */
  private find(name: string): Header | undefined {
    if (this.found === null) {
      this.found = new Map();
      for (const h of this.headers()) if (h.name !== '' && !this.found.has(h.name)) this.found.set(h.name, h);
    }
    return this.found.get(name);
  }

  /** Storage.getStats() (jsfGetStorageStats over every page), with the page a compaction starts from. */
  getStats(): { totalBytes: number; freeBytes: number; fileBytes: number; fileCount: number; trashBytes: number; trashCount: number; firstPageWithTrash: number } {
    const stats = { totalBytes: this.totalBytes, freeBytes: this.totalBytes, fileBytes: 0, fileCount: 0, trashBytes: 0, trashCount: 0, firstPageWithTrash: -1 };
    // The last page whose start is a header's: a compaction cannot begin in the middle of a file.
    let unbroken = 0;
    let end = 0;
    for (const h of this.headers()) {
      if (this.pageStart(h.at) === h.at) unbroken = h.at;
      end = h.at + allocation(h.size);
      if (h.name !== '') (stats.fileBytes += allocation(h.size)), stats.fileCount++;
      else {
        stats.trashBytes += allocation(h.size);
        stats.trashCount++;
        if (stats.firstPageWithTrash < 0) stats.firstPageWithTrash = unbroken;
      }
    }
    stats.freeBytes = this.totalBytes - end;
    return stats;
  }

  getFree(): number {
    return this.getStats().freeBytes;
  }

  /** Storage.compact(), or a compaction a new file forces (jsfBankCompact): false when it frees nothing. */
  compact(): boolean {
    const stats = this.getStats();
    if (stats.trashBytes === 0) return false;
    // The live files pass through a buffer of up to a page and a header; without it nothing is freed.
    if (!this.compactionBuffer(Math.min(stats.fileBytes, this.pageBytes + HEADER_BYTES))) {
      this.compactionsRefused++;
      return false;
    }
    this.compactions++;
    compactStorage(this, stats.firstPageWithTrash, Math.min(stats.fileBytes, this.pageBytes + HEADER_BYTES));
    return true;
  }

  /**
   * Allocates a file, first turning an old one of that name into trash (jsfWriteFile); compacts when it must
   * and the room is there with the trash (_jsfCreateFile). Its header is written; its data stays erased.
   */
  create(name: string, size: number, flags = 0): void {
    if (name.length === 0 || name.length > NAME_BYTES) throw new Error('Invalid filename');
    this.remove(name);
    const need = allocation(size);
    let at = this.freeAddress(need);
    if (at < 0) {
      const stats = this.getStats();
      if (need >= stats.freeBytes + stats.trashBytes || !this.compact()) throw new Error('Unable to find or create file');
      at = this.freeAddress(need);
      if (at < 0) throw new Error('Unable to find or create file');
    }
    const header = new Uint8Array(HEADER_BYTES);
    const sizeWord = (size | (flags << 24)) >>> 0;
    for (let i = 0; i < 4; i++) header[i] = (sizeWord >>> (8 * i)) & 0xff;
    for (let i = 0; i < name.length; i++) header[4 + i] = name.charCodeAt(i);
    this.program(at, header);
  }

  /** Where a file of `need` bytes goes (_jsfCreateFile's search): after the chain of a page, where the room to the next used page holds it. */
  private freeAddress(need: number): number {
    let at = 0;
    while (at < this.totalBytes) {
      let h = this.header(at);
      while (h !== null) {
        at = h.at + allocation(h.size);
        h = this.next(h, false);
      }
      const nextPage = this.pageStart(at) + this.pageBytes;
      const room = (nextPage < this.totalBytes && this.header(nextPage) !== null ? nextPage : this.totalBytes) - at;
      if (room >= need) return at;
      at = nextPage;
    }
    return -1;
  }

  private data(name: string): Header {
    const h = this.find(name);
    if (h === undefined) throw new Error('Unable to find or create file');
    return h;
  }

  /** Writes into erased bytes only, as Storage.write at an offset allows. */
  writeAt(name: string, text: string, offset: number): void {
    const h = this.data(name);
    if (offset + text.length > h.size) throw new Error('Too much data for file size');
    const at = h.at + HEADER_BYTES + offset;
    for (let i = 0; i < text.length; i++) if (this.bytes[at + i] !== ERASED) throw new Error('File already written with different data');
    this.program(at, latin1(text), name);
  }

  /**
   * Flash.write as a StorageFile append does it: no check that the bytes were erased, so new data lands
   * ANDed with whatever was there (flash only clears bits).
   */
  andWrite(name: string, text: string, offset: number): void {
    this.program(this.data(name).at + HEADER_BYTES + offset, latin1(text), name);
  }

  /** A power cut during the last write: only its first `kept` bytes reached the flash. */
  tearLastWrite(kept: number): void {
    const last = this.lastWrite;
    if (last === null || kept >= last.length) return;
    this.changed();
    this.bytes.fill(ERASED, last.at + kept, last.at + last.length);
  }

  /** Bytes of a file back to erased, as a cut during their write leaves them (for the tests of torn records). */
  eraseBytes(name: string, offset: number, length: number): void {
    const at = this.data(name).at + HEADER_BYTES + offset;
    this.changed();
    this.bytes.fill(ERASED, at, at + length);
  }

  read(name: string): string | undefined {
    const h = this.find(name);
    if (h === undefined) return undefined;
    let content = this.contents.get(name);
    if (content === undefined) this.contents.set(name, (content = text(this.bytes, h.at + HEADER_BYTES, h.size)));
    return content;
  }

  /** Erasing a file zeroes the first word of its header's name: one word written (jsfEraseFileInternal). */
  remove(name: string): boolean {
    const h = this.find(name);
    if (h === undefined) return false;
    this.program(h.at + 4, [0, 0, 0, 0]);
    return true;
  }

  names(): string[] {
    return this.headers().filter((h) => h.name !== '').map((h) => h.name);
  }

  // A StorageFile, as Espruino keeps it.
  chunkName(name: string, chunk: number): string {
    return name + String.fromCharCode(chunk);
  }

  /** Allocates a StorageFile's chunk, flagged as one. */
  createChunk(name: string, chunk: number): void {
    this.create(this.chunkName(name, chunk), this.chunkBytes, STORAGE_FILE_FLAG);
  }

  /** A StorageFile's bytes: each chunk without the unwritten (erased) room at its end. */
  readStorageFile(name: string): string {
    let out = '';
    for (let chunk = 1, data = this.read(this.chunkName(name, 1)); data !== undefined; data = this.read(this.chunkName(name, ++chunk))) out += data.replace(/\xff+$/, '');
    return out;
  }

  /** Lays `text` out as a StorageFile, replacing any there (to prepare damaged records in tests). */
  writeStorageFile(name: string, text: string): void {
    this.eraseStorageFile(name);
    for (let chunk = 1, at = 0; at < text.length; chunk++, at += this.chunkBytes) {
      this.createChunk(name, chunk);
      this.writeAt(this.chunkName(name, chunk), text.slice(at, at + this.chunkBytes), 0);
    }
  }

  eraseStorageFile(name: string): void {
    for (let chunk = 1; this.remove(this.chunkName(name, chunk)); chunk++);
  }

  /**
   * Where an append goes, as open(name, 'a') finds it (jswrap_storage.c): the first chunk whose last byte
   * is erased, at its first erased byte; past the last chunk when every one is full.
   */
  appendPoint(name: string): { chunk: number; offset: number } {
    let chunk = 1;
    for (let data = this.read(this.chunkName(name, 1)); data !== undefined; data = this.read(this.chunkName(name, ++chunk))) {
      if (data.endsWith('\xff')) return { chunk: chunk, offset: data.indexOf('\xff') };
    }
    return chunk === 1 ? { chunk: 0, offset: 0 } : { chunk: chunk - 1, offset: this.chunkBytes };
  }
}

function latin1(text: string): Uint8Array {
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
