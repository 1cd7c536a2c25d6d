// The game record in flash: one line per input the clock took, numbered, with its instant, plus
// checkpoints that carry the whole clock. The core is deterministic, so replaying the inputs reproduces
// every event of the game exactly; the checkpoints bound what damage can cost. Every line carries a
// 32-bit checksum. A damaged, missing or torn line stops the replay from guessing: it resumes at the
// next good checkpoint, or the game is restored as of the last instant the record proves, so time is
// never moved from one side to the other.
import { applyInput, newClock, runTo, type ClockEvent, type ClockSettings, type ClockState, type Input } from '../../core/index';
import { decodeState, encodeState } from './recordState';
import { checksum, forEachLine, line, linesOf, type LineSource } from './recordLines';

export { checksum, linesOf, type LineSource };

/** The header, written twice so that one damaged copy never loses the game's settings. */
export function headerLines(settings: ClockSettings): string {
  const header = line('H' + JSON.stringify(settings));
  return header + header;
}

/** Input number `n` (1, 2, …). Presses, by far the most frequent, take a short form: "I<n>,<at>,pb". */
export function inputLine(n: number, at: number, input: Input): string {
  const body = input.type === 'press' ? 'p' + input.side.charAt(0) : JSON.stringify(input);
  return line('I' + n.toString(36) + ',' + at.toString(36) + ',' + body);
}

/** The whole clock after input `n` (taken at `lastInputAt`), at the state's instant. */
export function checkpointLine(n: number, lastInputAt: number, state: ClockState): string {
  return line('K' + n.toString(36) + ',' + lastInputAt.toString(36) + ',' + encodeState(state));
}

/** Presses in one compacted line: a damaged line costs at most this many (a checkpoint heals it). */
const PRESSES_PER_LINE = 32;

function decodeInput(body: string): Input {
  if (body === 'pb') return { type: 'press', side: 'black' };
  if (body === 'pw') return { type: 'press', side: 'white' };
  const input = JSON.parse(body) as Input;
  if (typeof input !== 'object' || input === null || typeof input.type !== 'string') throw new Error('not an input');
  return input;
}

/** What a read of the record found. `state` is the game as of `lastAt`, the last instant it proves. */
export interface RecordReading {
  settings: ClockSettings | null;
  state: ClockState | null;
  lastAt: number;
  /** Number of the last input the state includes: the next one written is `inputs + 1`. */
  inputs: number;
  /** The instant of input `inputs`. */
  lastInputAt: number;
  corruptLines: number;
  /** Good lines passed over while waiting for a checkpoint after damage. */
  skippedLines: number;
  /** Damage healed by a later checkpoint. */
  resyncs: number;
  /** Damage that no later checkpoint healed: the record proves the game only up to `lastAt`. */
  unresolved: boolean;
  /** The text ends inside a line (a torn write): the next line must start on a fresh one. */
  torn: boolean;
  /** Header copies that passed their checksum as written (a repaired one does not count). */
  goodHeaders: number;
  /** Lines read, damaged ones included. */
  lines: number;
}

/** Whether a reading met damage of any kind: a torn, corrupt or missing line, a header copy, or lost inputs. */
export function sawDamage(reading: RecordReading): boolean {
  return reading.torn || reading.corruptLines > 0 || reading.skippedLines > 0 || reading.goodHeaders < 2 || reading.unresolved;
}

/** Sees what a compacted copy must keep: the header, each applied input, checkpoints that healed damage. */
export interface RecordSink {
  /** The header line, and the settings read from it (shared, not parsed again). */
  header(payload: string, settings: ClockSettings): void;
  /** Input `n`, applied: `state` is the clock just after it. */
  input(n: number, at: number, input: Input, state: ClockState): void;
  checkpoint(payload: string): void;
}

/** A reading under way: what it found so far, and whether it waits for a checkpoint. */
export interface Reader extends RecordReading {
  resyncing: boolean;
  known: ClockSettings | undefined;
  /** The last line read was damaged. */
  trailingDamage: boolean;
}

export function newReader(known?: ClockSettings): Reader {
  return {
    settings: null, state: null, lastAt: 0, inputs: 0, lastInputAt: 0, corruptLines: 0, skippedLines: 0, resyncs: 0,
    unresolved: false, torn: false, goodHeaders: 0, lines: 0, resyncing: false, known: known, trailingDamage: false,
  };
}

/** Applies input `n`; false when it makes no sense there (its time goes back). */
function readInput(reader: Reader, n: number, at: number, input: Input, emit: (event: ClockEvent) => void, keep: RecordSink | undefined): boolean {
  // A repeated line was already applied. A later number means inputs are missing: wait for a checkpoint.
  if (n <= reader.inputs) return true;
  if (reader.resyncing || n > reader.inputs + 1) {
    reader.resyncing = true;
    reader.skippedLines++;
    return true;
  }
  if (!(at >= reader.lastAt)) return false;
  reader.state = applyInput(reader.state as ClockState, { at: at, input: input }, emit);
  reader.inputs = n;
  reader.lastAt = at;
  reader.lastInputAt = at;
  if (keep) keep.input(n, at, input, reader.state);
  return true;
}

/** A block of presses from compaction: "P<n>,<at>,<sides>,<delta>,…", each press `delta` ms after the one before. */
function readPresses(reader: Reader, fields: string[], emit: (event: ClockEvent) => void, keep: RecordSink | undefined): boolean {
  const sides = fields[2];
  if (fields.length !== sides.length + 2) return false;
  let at = parseInt(fields[1], 36);
  for (let i = 0; i < sides.length; i++) {
    if (i > 0) at += parseInt(fields[i + 2], 36);
    const input = decodeInput('p' + sides.charAt(i));
    if (!(at >= 0) || !readInput(reader, parseInt(fields[0], 36) + i, at, input, emit, keep)) return false;
  }
  return true;
}

/**
 * Whether the header `payload` holds `settings`, compared in place and in a call of its own: a copy of
 * the header without its "H", or the settings' text held while the clock is built, would each cost
 * about 50 variables at the restore's peak.
 */
function isHeaderOf(settings: ClockSettings, payload: string): boolean {
  const text = JSON.stringify(settings);
  return text.length === payload.length - 1 && payload.indexOf(text) === 1;
}

function readLine(reader: Reader, payload: string, emit: (event: ClockEvent) => void, keep: RecordSink | undefined): boolean {
  const kind = payload.charAt(0);
  if (kind === 'H') {
    if (reader.settings === null) {
      // Settings the caller already holds are shared when the header matches them, not parsed into a
      // second copy (about 80 variables on Espruino, for as long as the replay runs).
      const known = reader.known;
      reader.settings = known !== undefined && isHeaderOf(known, payload) ? known : (JSON.parse(payload.slice(1)) as ClockSettings);
      if (keep) keep.header(payload, reader.settings);
    }
    return true;
  }
  if (reader.settings === null) return false;
  // The clock is built here, not at the header: the header's copies are let go by then (about
  // 100 variables that would otherwise be held while the clock is built).
  if (reader.state === null) reader.state = newClock(reader.settings);
  const comma = payload.indexOf(',');
  const n = parseInt(payload.slice(1, comma), 36);
  if (!(n >= 0)) return false;
  if (kind === 'I') {
    const second = payload.indexOf(',', comma + 1);
    return readInput(reader, n, parseInt(payload.slice(comma + 1, second), 36), decodeInput(payload.slice(second + 1)), emit, keep);
  }
  if (kind === 'P') return readPresses(reader, payload.slice(1).split(','), emit, keep);
  if (kind === 'K') {
    const second = payload.indexOf(',', comma + 1);
    const lastInputAt = parseInt(payload.slice(comma + 1, second), 36);
    const snapshot = decodeState(reader.settings, payload.slice(second + 1));
    if (!(lastInputAt <= snapshot.atMs)) return false;
    // An older checkpoint (a repeated line) proves nothing new.
    if (n < reader.inputs || snapshot.atMs < reader.lastAt) return true;
    if (reader.resyncing || n > reader.inputs) {
      reader.resyncs++;
      if (keep) keep.checkpoint(payload);
    } else runTo(reader.state, snapshot.atMs, emit);
    reader.state = snapshot;
    reader.inputs = n;
    reader.lastAt = snapshot.atMs;
    reader.lastInputAt = lastInputAt;
    reader.resyncing = false;
    return true;
  }
  return false;
}

/**
 * Reads the record line by line, keeping only the clock: events go to `emit` as they happen, and
 * nothing grows with the game. A damaged line is skipped; missing inputs make it wait for a checkpoint.
 */
export function readRecord(source: LineSource, emit: (event: ClockEvent) => void, keep?: RecordSink, known?: ClockSettings): RecordReading {
  const reader = newReader(known);
  return finishReading(reader, forEachLine(source, (payload) => readPayload(reader, payload, emit, keep)));
}

/** Reads one line, `payload` null when it failed its checksum; a line that makes no sense is damage. */
export function readPayload(reader: Reader, payload: string | null, emit: (event: ClockEvent) => void, keep?: RecordSink): void {
  reader.lines++;
  let good = false;
  try {
    good = payload !== null && readLine(reader, payload, emit, keep);
  } catch (error) {
    good = false;
  }
  // If a damaged line held an input, the next input's number tells; if nothing follows, nothing can.
  if (!good) reader.corruptLines++;
  reader.trailingDamage = !good;
}

/** What the reading proves once its last line is read (`shape`: its good header copies, a torn end). */
export function finishReading(reader: Reader, shape: { headers: number; torn: boolean }): RecordReading {
  // A record of its header alone holds a game not yet started; settings no clock takes hold none.
  try {
    if (reader.settings !== null && reader.state === null) reader.state = newClock(reader.settings);
  } catch (error) {
    reader.state = null;
  }
  reader.goodHeaders = shape.headers;
  reader.torn = shape.torn;
  // Damage at the end, but for a torn last line, may have held inputs: the record proves no more.
  reader.unresolved = reader.resyncing || (reader.trailingDamage && !shape.torn);
  return reader;
}

/** The inputs that can still be read from a record whose header cannot: `{n, at, input}` per line. */
export function readableInputs(source: LineSource, visit: (n: number, at: number, input: Input) => void): void {
  forEachLine(source, (payload) => {
    if (payload === null || payload.charAt(0) !== 'I') return;
    const fields = payload.slice(1).split(',');
    try {
      visit(parseInt(fields[0], 36), parseInt(fields[1], 36), decodeInput(fields.slice(2).join(',')));
    } catch (error) {
      // Not an input after all: nothing to show.
    }
  });
}


/**
 * Writes, through `write`, the record rewritten to what a reading of it needs: the header twice, every
 * input it applied (runs of presses packed into blocks, each followed by a checkpoint), each checkpoint
 * that healed damage, then `tail` (lines not yet in the record, or a checkpoint of the clock as it
 * stands). Returns false, having written nothing, when the record has no readable header: such a
 * record is never replaced.
 */
export function compactRecord(source: LineSource, tail: string, write: (text: string) => void): boolean {
  // The block of presses being packed: the first one's number and instant, each one's side, the gaps.
  let first = '';
  let sides = '';
  let gaps = '';
  let lastAt = 0;
  let lastN = 0;
  let after: ClockState | null = null;
  let readable = false;
  // Each block is followed by a checkpoint of the clock after it, so damage to a block is healed there.
  const flush = () => {
    if (sides !== '') write(line('P' + first + ',' + sides + gaps) + checkpointLine(lastN, lastAt, after as ClockState));
    sides = '';
    gaps = '';
  };
  readRecord(source, () => undefined, {
    header(payload) {
      readable = true;
      write(line(payload) + line(payload));
    },
    input(n, at, input, state) {
      if (input.type !== 'press') {
        flush();
        write(inputLine(n, at, input));
        return;
      }
      if (sides.length === PRESSES_PER_LINE) flush();
      if (sides === '') first = n.toString(36) + ',' + at.toString(36);
      else gaps += ',' + (at - lastAt).toString(36);
      sides += input.side.charAt(0);
      lastAt = at;
      lastN = n;
      after = state;
    },
    checkpoint(payload) {
      flush();
      write(line(payload));
    },
  });
  if (!readable) return false;
  flush();
  write(tail);
  return true;
}
