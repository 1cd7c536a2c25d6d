// A model of Espruino's Storage in flash, faithful where the firmware can fail: files are allocated one
// after another, each with a 32-byte header and its size rounded up to 4 bytes; an erased or replaced
// file stays as trash until Storage compacts itself (erasing pages) because a new file does not fit;
// getFree() is what is left after the last file. A StorageFile is a chain of chunk files ("name" +
// chr(1), chr(2), …) of min(page, 4096) − 32 bytes each, allocated whole when first written; a first
// write larger than a chunk fails with Espruino's own message, and so does a full Storage.
const HEADER_BYTES = 32;
const ERASED = '\xff';

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

interface StoredFile {
  /** Its bytes, `size` of them: unwritten ones are 0xFF. */
  data: string;
  size: number;
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

export class FlashStorage {
  readonly totalBytes: number;
  readonly pageBytes: number;
  readonly chunkBytes: number;
  /** Bytes ever written, page erases done by compaction, and how often Storage compacted itself. */
  bytesWritten = 0;
  pageErases = 0;
  compactions = 0;
  /** Compactions that could not get their buffer, and so freed nothing. */
  compactionsRefused = 0;
  /** Asked for the swap buffer at each compaction (the machine gives it from its free variables). */
  compactionBuffer: CompactionBuffer = () => true;
  /** Milliseconds the flash kept the chip waiting, in all. */
  busyMs = 0;
  /** Told how long each write, erase or compaction keeps the chip waiting (the machine stalls its interpreter). */
  onBusy: (ms: number) => void = () => undefined;
  /** The last write, which a power cut may tear. */
  lastWrite: { name: string; offset: number; length: number } | null = null;
  private readonly files = new Map<string, StoredFile>();
  /** Bytes taken from the start of Storage: live files and trash alike. */
  private used = 0;

  constructor(options: FlashOptions = {}) {
    this.totalBytes = options.totalBytes ?? 400 * 1024;
    this.pageBytes = options.pageBytes ?? 4096;
    this.chunkBytes = Math.min(this.pageBytes, 4096) - HEADER_BYTES;
  }

  clone(): FlashStorage {
    const copy = new FlashStorage({ totalBytes: this.totalBytes, pageBytes: this.pageBytes });
    for (const [name, file] of this.files) copy.create(name, file.size).data = file.data;
    return copy;
  }

  getFree(): number {
    return this.totalBytes - this.used;
  }

  /** Storage.getStats(): free bytes at the end, and trash a compaction of Storage would reclaim. */
  getStats(): { totalBytes: number; freeBytes: number; fileBytes: number; fileCount: number; trashBytes: number; trashCount: number } {
    const live = this.liveBytes();
    return { totalBytes: this.totalBytes, freeBytes: this.getFree(), fileBytes: live, fileCount: this.files.size, trashBytes: this.used - live, trashCount: 0 };
  }

  /** Bytes the live files take, headers included: what a compaction keeps. */
  private liveBytes(): number {
    let live = 0;
    for (const file of this.files.values()) live += allocation(file.size);
    return live;
  }

  private busy(ms: number): void {
    this.busyMs += ms;
    this.onBusy(ms);
  }

  /**
   * Storage.compact(), or a compaction a new file forces (src/jsflash.c, jsfCompactInternal): every page
   * in use erased and every live byte written again, the firmware's own included. Refused, it frees nothing.
   */
  compact(): boolean {
    const live = this.liveBytes();
    if (live === this.used) return true;
    // The live files pass through a buffer of up to a page and a header; without it nothing is freed.
    if (!this.compactionBuffer(Math.min(live, this.pageBytes + HEADER_BYTES))) {
      this.compactionsRefused++;
      return false;
    }
    const pages = Math.ceil(this.used / this.pageBytes);
    this.compactions++;
    this.pageErases += pages;
    this.used = live;
    this.busy(pages * FLASH_PAGE_ERASE_MS + flashWriteMs(0, live));
    return true;
  }

  /** Allocates a file, first turning an old one of that name into trash; compacts when it must. */
  create(name: string, size: number): StoredFile {
    this.remove(name);
    const need = allocation(size);
    if (this.used + need > this.totalBytes) {
      if (this.liveBytes() + need > this.totalBytes || !this.compact()) throw new Error('Unable to find or create file');
    }
    this.used += need;
    this.busy(flashWriteMs(0, HEADER_BYTES));
    const file = { data: ERASED.repeat(size), size: size };
    this.files.set(name, file);
    return file;
  }

  /** Writes into erased bytes only, as flash allows. */
  writeAt(name: string, data: string, offset: number): void {
    const file = this.files.get(name);
    if (file === undefined) throw new Error('Unable to find or create file');
    if (offset + data.length > file.size) throw new Error('Too much data for file size');
    if (file.data.slice(offset, offset + data.length) !== ERASED.repeat(data.length)) throw new Error('File already written with different data');
    file.data = file.data.slice(0, offset) + data + file.data.slice(offset + data.length);
    this.wrote(name, offset, data.length);
  }

  private wrote(name: string, offset: number, length: number): void {
    this.bytesWritten += length;
    this.lastWrite = { name: name, offset: offset, length: length };
    this.busy(flashWriteMs(offset, length));
  }

  /**
   * Flash.write as a StorageFile append does it: no check that the bytes were erased, so new data lands
   * ANDed with whatever was there (flash only clears bits).
   */
  andWrite(name: string, data: string, offset: number): void {
    const file = this.files.get(name);
    if (file === undefined) throw new Error('Unable to find or create file');
    let merged = '';
    for (let i = 0; i < data.length; i++) merged += String.fromCharCode(data.charCodeAt(i) & file.data.charCodeAt(offset + i));
    file.data = file.data.slice(0, offset) + merged + file.data.slice(offset + data.length);
    this.wrote(name, offset, data.length);
  }

  /** A power cut during the last write: only its first `kept` bytes reached the flash. */
  tearLastWrite(kept: number): void {
    const last = this.lastWrite;
    const file = last === null ? undefined : this.files.get(last.name);
    if (last === null || file === undefined || kept >= last.length) return;
    const from = last.offset + kept;
    file.data = file.data.slice(0, from) + ERASED.repeat(last.length - kept) + file.data.slice(last.offset + last.length);
  }

  read(name: string): string | undefined {
    return this.files.get(name)?.data;
  }

  /** Erasing a file zeroes its header's name: one word written (src/jsflash.c, jsfEraseFileInternal). */
  remove(name: string): boolean {
    if (!this.files.delete(name)) return false;
    this.busy(FLASH_WORD_WRITE_MS);
    return true;
  }

  names(): string[] {
    return Array.from(this.files.keys());
  }

  // A StorageFile, as Espruino keeps it.
  chunkName(name: string, chunk: number): string {
    return name + String.fromCharCode(chunk);
  }

  /** A StorageFile's bytes: each chunk without the unwritten (erased) room at its end. */
  readStorageFile(name: string): string {
    let out = '';
    for (let chunk = 1; this.files.has(this.chunkName(name, chunk)); chunk++) {
      out += this.files.get(this.chunkName(name, chunk))!.data.replace(/\xff+$/, '');
    }
    return out;
  }

  /** Lays `text` out as a StorageFile, replacing any there (to prepare damaged records in tests). */
  writeStorageFile(name: string, text: string): void {
    this.eraseStorageFile(name);
    for (let chunk = 1, at = 0; at < text.length; chunk++, at += this.chunkBytes) {
      const part = text.slice(at, at + this.chunkBytes);
      this.create(this.chunkName(name, chunk), this.chunkBytes);
      this.writeAt(this.chunkName(name, chunk), part, 0);
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
      if (data.endsWith(ERASED)) return { chunk: chunk, offset: data.indexOf(ERASED) };
    }
    return chunk === 1 ? { chunk: 0, offset: 0 } : { chunk: chunk - 1, offset: this.chunkBytes };
  }
}
