// Boot's way back into a game: from the record's last checkpoint, not from its first line. A checkpoint
// is the whole clock and the core is deterministic, so the clock this gives is the one a replay of every
// line gives (a replay takes every good checkpoint it meets). The checkpoint is found by searching the
// last chunks' bytes from their end, and only the lines after it are read, the inputs among them
// replayed. What lies before it is read by an export, when asked for, or here when the end of the
// record holds no good checkpoint.
import type { StorageDevice } from '../../devices';
import type { ClockSettings, ClockState } from '../../core/index';
import { finishReading, newReader, readPayload, type RecordReading } from './record';
import { checkedPayload, forEachLine } from './recordLines';
import { decodeState } from './recordState';

/** Where a good checkpoint's line starts, and the clock it holds. */
interface Checkpoint {
  chunk: number;
  offset: number;
  inputs: number;
  lastInputAt: number;
  state: ClockState;
}

/** The checkpoint line `raw` (no newline) as a checkpoint at `chunk`/`offset`, or null when it fails its checksum or makes no sense. */
function checkpointAt(raw: string, settings: ClockSettings, chunk: number, offset: number): Checkpoint | null {
  const payload = checkedPayload(raw);
  if (payload === null) return null;
  const first = payload.indexOf(',');
  const second = payload.indexOf(',', first + 1);
  const inputs = parseInt(payload.slice(1, first), 36);
  const lastInputAt = parseInt(payload.slice(first + 1, second), 36);
  try {
    const state = decodeState(settings, payload.slice(second + 1));
    return inputs >= 0 && lastInputAt <= state.atMs ? { chunk: chunk, offset: offset, inputs: inputs, lastInputAt: lastInputAt, state: state } : null;
  } catch (error) {
    return null;
  }
}

/** The last good checkpoint that starts a line in the file's last two chunks, or null. */
function lastCheckpoint(storage: StorageDevice, name: string, chunks: number, settings: ClockSettings): Checkpoint | null {
  let after = '';
  for (let chunk = chunks; chunk >= 1 && chunk >= chunks - 1; chunk--) {
    const text = storage.readChunk(name, chunk) as string;
    // Where each checkpoint line starts, searched forwards: Espruino's lastIndexOf is far slower.
    const starts: number[] = [];
    for (let at = text.indexOf('\nK'); at >= 0; at = text.indexOf('\nK', at + 1)) starts.push(at + 1);
    for (let i = starts.length - 1; i >= 0; i--) {
      const end = text.indexOf('\n', starts[i]);
      // A line the chunk's edge cut goes on at the start of the next chunk.
      const raw = end >= 0 ? text.slice(starts[i], end) : text.slice(starts[i]) + after.slice(0, after.indexOf('\n'));
      const found = checkpointAt(raw, settings, chunk, starts[i]);
      if (found !== null) return found;
    }
    after = text;
  }
  return null;
}

/**
 * The record `name` (of `chunks` chunks) read from its last checkpoint, or null when it holds none
 * there or a header copy is damaged: the caller then reads it whole. `measured` gets its length in bytes;
 * `progress` hears, once the checkpoint is found, the share of the record it proves, in tens of percent.
 */
export function resumeRecord(storage: StorageDevice, name: string, chunks: number, known: ClockSettings | undefined, measured: (bytes: number) => void, progress?: (percent: number) => void): RecordReading | null {
  const reader = newReader(known);
  const ignore = () => undefined;
  let seen = 0;
  const shape = forEachLine((visit) => storage.readLines(name, (text) => {
    visit(text);
    return ++seen === 2;
  }), (payload) => readPayload(reader, payload, ignore));
  if (shape.headers !== 2 || reader.settings === null) return null;
  const checkpoint = lastCheckpoint(storage, name, chunks, reader.settings);
  if (checkpoint === null) return null;
  reader.state = checkpoint.state;
  reader.inputs = checkpoint.inputs;
  reader.lastAt = checkpoint.state.atMs;
  reader.lastInputAt = checkpoint.lastInputAt;
  let bytes = (checkpoint.chunk - 1) * storage.chunkBytes + checkpoint.offset;
  // Erased bytes amid damage end the count early: the share is held under the whole.
  if (progress !== undefined) progress(10 * Math.min(9, Math.floor((10 * bytes) / storage.writtenBytes(name, chunks))));
  let torn = false;
  let first = true;
  storage.readLines(name, (text) => {
    bytes += text.length;
    torn = text.charAt(text.length - 1) !== '\n';
    if (first) return void (first = false);
    const raw = torn ? text : text.slice(0, text.length - 1);
    if (raw !== '') readPayload(reader, checkedPayload(raw), ignore);
  }, checkpoint.chunk, checkpoint.offset);
  measured(bytes);
  return finishReading(reader, { headers: 2, torn: torn });
}
