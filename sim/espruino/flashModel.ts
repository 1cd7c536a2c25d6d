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
import { latin1, text, ERASED, FlashBytes, type FlashOptions, type Header } from './flashBytes';
import { allocation, HEADER_BYTES, NAME_BYTES } from '../host/storageFacts';

export { allocation, flashWriteMs, FLASH_PAGE_ERASE_MS, FLASH_WORD_WRITE_MS, HEADER_BYTES } from '../host/storageFacts';
export type { FlashOptions, Header } from './flashBytes';

/** The flag of a StorageFile's chunks (JSFF_STORAGEFILE), in the size word's top byte. */
const STORAGE_FILE_FLAG = 64;

/**
 * Where compaction gets its swap buffer (Espruino's jsfBankCompact): the bytes it needs, up to a page
 * and a header; false when the interpreter cannot give them, and then compaction frees nothing.
 */
export type CompactionBuffer = (bytes: number) => boolean;

export class FlashStorage extends FlashBytes implements Bank {
  readonly chunkBytes: number;
  compactions = 0;
  /** Compactions that could not get their buffer, and so freed nothing. */
  compactionsRefused = 0;
  /** Asked for the swap buffer at each compaction (the machine gives it from its free variables). */
  compactionBuffer: CompactionBuffer = () => true;

  constructor(options: FlashOptions = {}, bytes?: Uint8Array) {
    super(options, bytes);
    this.chunkBytes = Math.min(this.pageBytes, 4096) - HEADER_BYTES;
  }
  clone(): FlashStorage {
    return new FlashStorage({ totalBytes: this.totalBytes, pageBytes: this.pageBytes }, this.bytes.slice());
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
