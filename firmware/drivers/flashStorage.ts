// Settings, the tick file and the game record in the board's flash through Espruino's Storage module.
// The record is a StorageFile: appended in place, so a write never rewrites what is already there. A
// StorageFile grows in chunks (a Storage file each, of min(page, 4096) bytes less its 32-byte header),
// and refuses a first write to a new chunk larger than the chunk, so text is written in pieces.
// @espruino-hot: its functions run at every wake-up, so the build keeps them declared.
import type { StorageDevice } from '../devices';

/** Storage's file header; a chunk is what is left of at most 4096 bytes. */
const HEADER_BYTES = 32;
const WRITE_PIECE = 1024;
const READ_PIECE = 128;
const ERASED = '\xff';
/** Its code: compared by code, a byte read is the same on an interpreter whose strings may be UTF-8. */
const ERASED_CODE = 0xff;

/** The Storage file of an append-only file's chunk `chunk` (1, 2, …): the file's name and the chunk's number as a byte. */
function chunkFile(name: string, chunk: number): string {
  return name + String.fromCharCode(chunk);
}

/** A piece's worth of erased bytes: a piece of room is told from damage in one native comparison. */
function erasedPiece(): string {
  let run = ERASED;
  while (run.length < READ_PIECE) run += run;
  return run;
}

/** Whether the Storage file `file` holds nothing but erased bytes from its first one on; read a piece at a time, never whole. */
function roomToEnd(storage: Espruino.StorageModule, file: string): boolean {
  const run = erasedPiece();
  let room = false;
  for (let at = 0; ; at += READ_PIECE) {
    const piece = storage.read(file, at, READ_PIECE);
    if (piece === undefined) return true;
    const first: number = room ? 0 : piece.indexOf(ERASED);
    if (first >= 0 && piece.slice(first) !== run.slice(0, piece.length - first)) return false;
    room = first >= 0;
    if (piece.length < READ_PIECE) return true;
  }
}

export function createFlashStorage(storage: Espruino.StorageModule, pageBytes: number): StorageDevice {
  // A one-byte read tells whether a chunk exists without mapping the whole of it.
  const hasChunk = (name: string, chunk: number) => storage.read(chunkFile(name, chunk), 0, 1) !== undefined;
  const chunkBytes = Math.min(pageBytes, 4096) - HEADER_BYTES;
  return {
    chunkBytes: chunkBytes,
    read(name: string) {
      return storage.read(name);
    },
    readAt(name: string, offset: number, length?: number) {
      return storage.read(name, offset, length);
    },
    write(name: string, data: string) {
      storage.write(name, data, 0, chunkBytes);
    },
    writeAt(name: string, data: string, offset: number, size: number) {
      // A file is begun at its start, after it was erased: no lookup at each later write (a tick a second).
      if (offset === 0) storage.write(name, data, 0, size);
      else storage.write(name, data, offset);
    },
    erase(name: string) {
      storage.erase(name);
    },
    append(name: string, text: string) {
      const file = storage.open(name, 'a');
      for (let i = 0; i < text.length; i += WRITE_PIECE) file.write(text.slice(i, i + WRITE_PIECE));
    },
    readLines(name: string, visit: (line: string) => boolean | void, fromChunk?: number, fromOffset?: number) {
      // Read the chunks themselves, a piece at a time: a StorageFile read would stop at the first erased
      // (0xFF) byte, and damage there would hide every line after it. Erased bytes followed by data are
      // damage and stay in their line, whose checksum then fails; erased bytes at a chunk's end are its
      // unwritten room. Pieces are cut at newlines, not walked a character at a time: that is both
      // faster and fewer strings alive at once.
      let line = '';
      // A run of erased bytes at the end of the pieces read last: room, unless data follows in the chunk.
      // Only counted: the last chunk's room is up to 4 KB of them, which held as a string would cost
      // hundreds of variables at every read of the record.
      let erased = 0;
      const damage = () => {
        let bytes = '';
        for (; erased > 0; erased--) bytes += ERASED;
        return bytes;
      };
      let stop = false;
      const erasedRun = erasedPiece();
      for (let chunk = fromChunk === undefined ? 1 : fromChunk; !stop && hasChunk(name, chunk); chunk++) {
        const file = chunkFile(name, chunk);
        for (let offset = chunk === fromChunk && fromOffset !== undefined ? fromOffset : 0; !stop; offset += READ_PIECE) {
          const piece = storage.read(file, offset, READ_PIECE);
          if (piece === undefined || piece === '') break;
          let end = piece.length;
          if (piece.charCodeAt(end - 1) === ERASED_CODE) {
            // Room after the last line is read in native calls; a byte-by-byte trim only where damage mixes in.
            const first = piece.indexOf(ERASED);
            if (piece.slice(first) === erasedRun.slice(0, end - first)) end = first;
            else while (end > 0 && piece.charCodeAt(end - 1) === ERASED_CODE) end--;
          }
          if (end > 0) {
            let start = 0;
            for (let newline = piece.indexOf('\n'); newline >= 0 && newline < end; newline = piece.indexOf('\n', start)) {
              // The partial line is let go before the visit, which would otherwise hold it beside the whole.
              const whole = line + damage() + piece.slice(start, newline + 1);
              line = '';
              start = newline + 1;
              if (visit(whole) === true) {
                stop = true;
                break;
              }
            }
            if (!stop && start < end) line += damage() + piece.slice(start, end);
          }
          erased += piece.length - end;
          if (piece.length < READ_PIECE) break;
        }
        erased = 0;
      }
      if (!stop && line !== '') visit(line);
    },
    readChunk(name: string, chunk: number) {
      // On the board a read maps the flash: nothing is copied.
      return storage.read(chunkFile(name, chunk));
    },
    writtenBytes(name: string, chunks: number) {
      const last = storage.read(chunkFile(name, chunks)) as string;
      const room = last.indexOf(ERASED);
      return (chunks - 1) * chunkBytes + (room < 0 ? last.length : room);
    },
    appendsAtEnd(name: string) {
      // Storage appends in the first chunk whose last byte is erased, at its first erased byte
      // (jswrap_storage.c): at the end only if that is the last chunk, erased from there on.
      for (let chunk = 1; ; chunk++) {
        const last = storage.read(chunkFile(name, chunk), chunkBytes - 1, 1);
        if (last === undefined) return true;
        if (last.charCodeAt(0) === ERASED_CODE) return !hasChunk(name, chunk + 1) && roomToEnd(storage, chunkFile(name, chunk));
      }
    },
    chunkCount(name: string) {
      let chunks = 0;
      while (hasChunk(name, chunks + 1)) chunks++;
      return chunks;
    },
    eraseAppended(name: string) {
      storage.open(name, 'r').erase();
    },
    free() {
      // Storage compacts itself (erasing pages) when a new file needs the room that trash holds.
      const stats = storage.getStats();
      return stats.freeBytes + stats.trashBytes;
    },
    makeRoom(bytes: number, tidying: () => void) {
      const stats = storage.getStats();
      if (stats.freeBytes >= bytes || stats.trashBytes === 0) return;
      tidying();
      storage.compact();
    },
  };
}
