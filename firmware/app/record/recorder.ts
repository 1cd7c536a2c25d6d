// Keeps the game record in flash as the game goes, within what Espruino's Storage allows:
// - each settled input is a line; a checkpoint of the whole clock goes with the start, with a flag and
//   after every CHECKPOINT_INPUTS inputs, so that damage is healed at the next one;
// - while a move runs, a one-byte tick every TICK_MS proves the time played since its input, so a power
//   cut costs at most one tick of play, for a byte of flash instead of a line;
// - compaction writes the record again into the other of two files and erases the old one only once
//   the new one reads back complete: no failing write can lose the record.
// @espruino-hot: its functions run at every wake-up, so the build keeps them declared.
import type { StorageDevice } from '../../devices';
import { runTo, type ClockEvent, type ClockSettings, type ClockState, type Input } from '../../core/index';
import { checkpointLine, compactRecord, headerLines, inputLine, readRecord, sawDamage, type LineSource, type RecordReading } from './record';
import { replayRecord } from './exportRecord';
import type { RecordFormat } from '../settings';
import { createTicks, TICK_MS } from './ticks';
import { resumeRecord } from './resume';
import { word } from '../words/words';
import { mark, BEGUN_RECORD, ERASED_RECORD } from './journal';

export const RECORD_FILES = ['goclock.rec', 'goclock.re2'];
export { TICK_MS };
/** Inputs between checkpoints: damage to an input line costs the export at most this many. */
export const CHECKPOINT_INPUTS = 16;
/** Flash kept free for the settings file and the ticks (the next tick file, at a roll-over) when deciding whether the record may grow. */
const RESERVE_BYTES = 1200 + 4096;
/**
 * Storage a game's record and ticks take at most: a 1,000-move, four-hour game's 15 pages (test/espruino/boards.test.ts
 * plays it) and one spare. Made free before each game, so that Storage never compacts itself while a clock runs.
 */
export const GAME_STORAGE_BYTES = 64 * 1024;
/** A compacted record is at most this many times smaller than the live one. */
const COMPACTION_RATIO = 3;
/** Storage's file header, which every chunk of a StorageFile carries. */
const CHUNK_HEADER_BYTES = 32;

export interface Recorder {
  /** Starts the record of a new game, replacing the old one; `tidying` is told before Storage compacts to make its room. */
  begin(settings: ClockSettings, tidying: () => void): void;
  /** The game instant at which a running move's next tick falls due, or null when none will be written. */
  nextTickAt(): number | null;
  /** Writes the ticks due up to `settledAtMs` of a move still running, when nothing else settled since the last record. */
  tick(settledAtMs: number): void;
  /**
   * Appends what became final: inputs, a checkpoint when one is due, and ticks of a running move up to
   * `settledAtMs`, the instant up to which the settled state holds (its own instant when not given).
   */
  record(settledInputs: { at: number; input: Input }[], settledEvents: ClockEvent[], settled: ClockState, settledAtMs?: number): void;
  /**
   * Reads the record after a boot. A game it proves continues from its last proven instant (the ticks
   * included); a damaged record is rewritten into a fresh file so that later lines never join a torn one
   * or land on damaged flash; null when there is no record. `known` is the settings the clock holds,
   * shared with the reading when the record's header matches them. `progress` hears how far the reading
   * of a game has come, in tens of percent: once, with the share its last checkpoint proves, when it
   * resumes from there; by tens when it must read a record of several chunks whole.
   */
  recover(known?: ClockSettings, progress?: (percent: number) => void): RecordReading | null;
  /**
   * Prints the game so far, replayed from the record up to `now`, line by line: JSON Lines, or SGF; or
   * "raw", the record's own lines, which the simulator replays (sim/recordSgf.ts).
   */
  export(format: RecordFormat, now: ClockState, print: (text: string) => void): void;
  /** False once flash is too full for the record to grow: the game goes on, unrecorded. */
  recording(): boolean;
  /** How often the record was compacted since the game began. */
  compactions(): number;
}

export function createRecorder(storage: StorageDevice): Recorder {
  let current = 0;
  /** Number and instant of the last input written. */
  let inputs = 0;
  let lastInputAt = 0;
  let sinceCheckpoint = 0;
  /** Bytes in the current record file, which has taken chunksFor(bytes) chunks of flash. */
  let bytes = 0;
  let compactions = 0;
  let full = false;
  const ticks = createTicks(storage);

  const source = (file: number): LineSource => (visit) => storage.readLines(RECORD_FILES[file], visit);
  // A write that fills a chunk exactly already takes the next one, as StorageFile does.
  const chunksFor = (n: number) => (n === 0 ? 0 : Math.floor(n / storage.chunkBytes) + 1);
  /** Whether `extra` more bytes in a file now holding `held` fit in its chunks or in free flash. */
  const fits = (held: number, extra: number) =>
    chunksFor(held + extra) === chunksFor(held) || (chunksFor(held + extra) - chunksFor(held)) * (storage.chunkBytes + CHUNK_HEADER_BYTES) + RESERVE_BYTES <= storage.free();

  /**
   * Reads record file `file` from its last checkpoint, or whole when that proves nothing (one pass reading
   * and measuring it); `bytes` is its length, 0 when it is empty or missing.
   */
  function readFile(file: number, known: ClockSettings | undefined, progress: ((percent: number) => void) | undefined): { reading: RecordReading; bytes: number } {
    const chunks = storage.chunkCount(RECORD_FILES[file]);
    let bytes = 0;
    const measured = (n: number) => (bytes = n);
    const resumed = chunks === 0 ? null : resumeRecord(storage, RECORD_FILES[file], chunks, known, measured, progress);
    // A tenth of the record, in bytes, between two reports (none for a record of one chunk, read at once).
    const tenth = resumed !== null || progress === undefined || chunks < 2 ? 0 : storage.writtenBytes(RECORD_FILES[file], chunks) / 10;
    let reported = 0;
    const reading = resumed ?? readRecord((visit) => source(file)((line) => {
      bytes += line.length;
      if (tenth > 0 && bytes >= reported * tenth && reported < 10) (progress as (percent: number) => void)(10 * reported++);
      visit(line);
    }), () => undefined, undefined, known);
    return { reading: reading, bytes: bytes };
  }

  /**
   * Rewrites the record into the other file, ending with `tail`, and proves it holds every input and
   * reaches `lastAt`; only then is the old file erased.
   */
  function compact(tail: string, lastAt: number): boolean {
    const other = 1 - current;
    let written = 0;
    let ok = true;
    storage.eraseAppended(RECORD_FILES[other]);
    try {
      compactRecord(source(current), tail, (text) => {
        if (!ok || !fits(written, text.length)) {
          ok = false;
          return;
        }
        storage.append(RECORD_FILES[other], text);
        written += text.length;
      });
      const check = readRecord(source(other), () => undefined);
      ok = ok && check.inputs === inputs && check.lastAt === lastAt && check.state !== null;
    } catch (error) {
      ok = false;
    }
    if (!ok) {
      storage.eraseAppended(RECORD_FILES[other]);
      return false;
    }
    storage.eraseAppended(RECORD_FILES[current]);
    current = other;
    bytes = written;
    compactions++;
    return true;
  }

  /**
   * Whether taking the new chunk that `extra` more bytes need would leave too little room to compact
   * the record when the next one is due: then is the last time it can be. A compacted record takes
   * under a third of the live one (presses packed, old checkpoints dropped).
   */
  function lastChance(extra: number): boolean {
    const newChunks = chunksFor(bytes + extra) - chunksFor(bytes);
    const chunk = storage.chunkBytes + CHUNK_HEADER_BYTES;
    const compacted = chunksFor(Math.ceil((bytes + extra + storage.chunkBytes) / COMPACTION_RATIO)) * chunk + RESERVE_BYTES;
    return newChunks > 0 && storage.free() - newChunks * chunk < compacted;
  }

  /**
   * Runs a write of the record; one that Storage refuses (no room even by compacting itself, or no
   * memory for compaction's buffer) stops the record, never the clock: the game goes on unrecorded.
   */
  function guarded(write: () => void): void {
    if (full) return;
    try {
      write();
    } catch (error) {
      full = true;
    }
  }

  /** The ticks that prove play up to `atMs` of a running move, as guarded() writes, without a function made at each (most wake-ups write one). */
  function reach(atMs: number): void {
    if (full) return;
    try {
      ticks.reach(atMs - lastInputAt);
    } catch (error) {
      full = true;
    }
  }

  /** Appends `text`, which proves the game up to `lastAt`: in place, or at the end of a compacted copy. */
  function append(text: string, lastAt: number): void {
    if (full || ((lastChance(text.length) || !fits(bytes, text.length)) && compact(text, lastAt))) return;
    if (!fits(bytes, text.length)) {
      full = true;
      return;
    }
    storage.append(RECORD_FILES[current], text);
    bytes += text.length;
  }

  return {
    begin(settings, tidying) {
      // The journal says the old record went on purpose, so that a record a power cut loses is told from it.
      mark(storage, ERASED_RECORD);
      for (let i = 0; i < RECORD_FILES.length; i++) storage.eraseAppended(RECORD_FILES[i]);
      ticks.clear();
      storage.makeRoom(GAME_STORAGE_BYTES, tidying);
      current = 0;
      inputs = 0;
      lastInputAt = 0;
      sinceCheckpoint = 0;
      compactions = 0;
      full = false;
      const header = headerLines(settings);
      bytes = 0;
      guarded(() => {
        if (!fits(0, header.length)) {
          full = true;
          return;
        }
        storage.append(RECORD_FILES[current], header);
        bytes = header.length;
        mark(storage, BEGUN_RECORD);
      });
    },
    nextTickAt() {
      const due = full ? null : ticks.nextDue();
      return due === null ? null : lastInputAt + due;
    },
    tick: reach,
    record(settledInputs, settledEvents, settled, settledAtMs) {
      let text = '';
      let checkpoint = false;
      for (let i = 0; i < settledInputs.length; i++) {
        inputs++;
        lastInputAt = settledInputs[i].at;
        sinceCheckpoint++;
        text += inputLine(inputs, lastInputAt, settledInputs[i].input);
        // The start is checkpointed with it, so damage to its line never loses the game.
        if (settledInputs[i].input.type === 'start') checkpoint = true;
      }
      for (let i = 0; i < settledEvents.length; i++) if (settledEvents[i].type === 'flag') checkpoint = true;
      if (checkpoint || sinceCheckpoint >= CHECKPOINT_INPUTS) {
        text += checkpointLine(inputs, lastInputAt, settled);
        sinceCheckpoint = 0;
      }
      // Most settles (a deadline's calls) write no line, and make no function for one: only the ticks.
      if (text !== '') {
        guarded(() => {
          // The tick file learns of the new input first: a tick can never be counted from an older one.
          if (settledInputs.length > 0) ticks.mark(inputs);
          append(text, checkpoint ? settled.atMs : lastInputAt);
        });
      }
      if (settled.phase === 'running') reach(settledAtMs === undefined ? settled.atMs : settledAtMs);
    },
    recover(known, progress) {
      let best: RecordReading | null = null;
      for (let file = 0; file < RECORD_FILES.length; file++) {
        const found = readFile(file, known, progress);
        const reading = found.reading;
        const size = found.bytes;
        if (size === 0) continue;
        // After a cut during compaction both files exist: the one that proves more of the game wins.
        if (best === null || (reading.state !== null && (best.state === null || reading.lastAt > best.lastAt))) {
          best = reading;
          current = file;
          bytes = size;
        }
      }
      if (best === null) return null;
      storage.eraseAppended(RECORD_FILES[1 - current]);
      inputs = best.inputs;
      lastInputAt = best.lastInputAt;
      sinceCheckpoint = 0;
      const state = best.state;
      const played = ticks.count(inputs);
      // A mark after the ticks: an input was written after this one, and its line is lost.
      if (played.later) best.unresolved = true;
      if (state !== null && state.phase !== 'ready') {
        if (state.phase === 'running' && lastInputAt + played.ms > best.lastAt) {
          best.state = runTo(state, lastInputAt + played.ms, () => undefined);
          best.lastAt = lastInputAt + played.ms;
        }
        ticks.clear();
        const restored = best.state as ClockState;
        // A damaged record goes on in a fresh file: both header copies, no torn line to join, and no
        // damaged flash to append over. So does one with a hole where Storage appends (erased bytes a cut
        // left before lines, unseen when resuming from a later checkpoint): an append would write over
        // those lines. An intact one (the usual power cut) just gets a checkpoint of the restored clock,
        // which keeps the boot light; so does a damaged one when there is no room, but a hole stops the record.
        const checkpoint = checkpointLine(inputs, lastInputAt, restored);
        const holed = !storage.appendsAtEnd(RECORD_FILES[current]);
        if ((sawDamage(best) || holed) && compact(checkpoint, restored.atMs)) return best;
        if (holed) full = true;
        else append((best.torn ? '\n' : '') + checkpoint, restored.atMs);
      }
      return best;
    },
    export(format, now, print) {
      if (format === 'raw') storage.readLines(RECORD_FILES[current], (line) => print(line.replace('\n', '')));
      else replayRecord(source(current), format, now, print, word);
    },
    recording() {
      return !full;
    },
    compactions() {
      return compactions;
    },
  };
}
