// Storage's compaction as Espruino does it (src/jsflash.c, jsfCompactInternal and jsfCompactWriteBuffer), step for
// step, so that a power cut at any instant of it leaves the flash the board would: every live file from the page
// it starts at passes through a ring buffer of up to a page and a header; a page is erased only once nothing is
// still to be read from it, then written from the buffer; at the end the pages after the last written are erased.
// What the buffer holds when the power goes is lost.

/** What compaction needs of the flash model (flashModel.ts). */
export interface Bank {
  readonly bytes: Uint8Array;
  readonly totalBytes: number;
  readonly pageBytes: number;
  header(at: number): { at: number; size: number; flags: number; name: string } | null;
  next(header: { at: number; size: number; flags: number; name: string }, allPages: boolean): { at: number; size: number; flags: number; name: string } | null;
  pageStart(at: number): number;
  program(at: number, data: ArrayLike<number>): void;
  erasePage(at: number): void;
  onCompacting: (done: number, of: number) => void;
}

const HEADER_BYTES = 32;
/** The flags a file kept by compaction may have (jsfIsRealFile): none, a StorageFile's, a compressed file's. */
const REAL_FLAGS = [0, 64, 128];

/** The buffer between reading and writing again: a ring, as Espruino's memcpy_circular fills it. */
class Ring {
  head = 0;
  tail = 0;
  used = 0;
  readonly data: Uint8Array;
  constructor(readonly size: number) {
    this.data = new Uint8Array(size);
  }
  put(bytes: Uint8Array): void {
    for (const byte of bytes) {
      this.data[this.head] = byte;
      this.head = (this.head + 1) % this.size;
    }
    this.used += bytes.length;
  }
}

/** Compacts `bank` from `start` (the page of its first trash) through a buffer of `bufferBytes`; false when the buffer ran out. */
export function compactStorage(bank: Bank, start: number, bufferBytes: number): boolean {
  const ring = new Ring(bufferBytes);
  const end = bank.totalBytes;
  const nextPage = (at: number) => {
    const page = bank.pageStart(at) + bank.pageBytes;
    return page >= end ? 0 : page;
  };
  let writeAt = start;
  let kept = 0;
  let toKeep = 0;
  for (let h = bank.header(start); h !== null; h = bank.next(h, true)) if (h.name !== '' && REAL_FLAGS.includes(h.flags)) toKeep += HEADER_BYTES + Math.ceil(h.size / 4) * 4;

  /** jsfCompactWriteBuffer: writes what the ring holds, page by page, once nothing is left to read from the page written. */
  const writeBuffer = (readAt: number) => {
    let limit = nextPage(writeAt) || end;
    while (ring.used > 0) {
      let s = ring.used;
      if (s + ring.tail > ring.size) s = ring.size - ring.tail;
      if (s + writeAt > limit) s = limit - writeAt;
      if (readAt < limit) return;
      if (bank.pageStart(writeAt) === writeAt) bank.erasePage(writeAt);
      bank.program(writeAt, ring.data.subarray(ring.tail, ring.tail + s));
      writeAt += s;
      kept += s;
      bank.onCompacting(kept, toKeep);
      limit = nextPage(writeAt) || end;
      ring.tail = (ring.tail + s) % ring.size;
      ring.used -= s;
    }
  };

  // The address jsfGetNextFileHeader leaves where the chain ends: the next page's start when it looked there, else past the last file.
  let last = start;
  for (let h = bank.header(start); h !== null; h = bank.next(h, true)) {
    const after = h.at + HEADER_BYTES + Math.ceil(h.size / 4) * 4;
    last = after + HEADER_BYTES > end ? 0 : bank.header(after) !== null ? after : nextPage(after);
    if (h.name === '' || !REAL_FLAGS.includes(h.flags)) continue;
    ring.put(bank.bytes.slice(h.at, h.at + HEADER_BYTES));
    let size = Math.ceil(h.size / 4) * 4;
    let readAt = h.at + HEADER_BYTES;
    writeBuffer(readAt);
    while (size > 0) {
      let s = ring.size - ring.used;
      if (s > ring.size - ring.head) s = ring.size - ring.head;
      if (ring.tail > ring.head && s > ring.tail - ring.head) s = ring.tail - ring.head;
      if (s === 0) return false;
      if (s > size) s = size;
      ring.data.set(bank.bytes.subarray(readAt, readAt + s), ring.head);
      size -= s;
      readAt += s;
      ring.used += s;
      ring.head = (ring.head + s) % ring.size;
      writeBuffer(readAt);
    }
  }
  writeBuffer(end);
  // Finished: the pages after the last one written, to where the old chain ended, are erased.
  if (writeAt !== start) writeAt = nextPage(writeAt - 1);
  if (writeAt !== 0) {
    const to = last === 0 ? end : last;
    for (let page = writeAt; page < to; page += bank.pageBytes) bank.erasePage(page);
  }
  return true;
}
