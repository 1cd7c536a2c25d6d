// The game record in flash: one line per input the clock took, numbered, with its instant, plus
// checkpoints that carry the whole clock. The core is deterministic, so replaying the inputs reproduces
// every event of the game exactly; the checkpoints bound what damage can cost. Every line carries a
// 32-bit checksum. A damaged, missing or torn line stops the replay from guessing: it resumes at the
// next good checkpoint, or the game is restored as of the last instant the record proves, so time is
// never moved from one side to the other.
import { applyInput, newClock, runTo, type ClockEvent, type ClockSettings, type ClockState, type Input } from '../core/index';
import { decodeState, encodeState } from './recordState';

/** Fletcher-32 over the line's bytes, as eight hex digits: one to three damaged bytes never pass. */
export function checksum(text: string): string {
  let a = 0;
  let b = 0;
  for (let i = 0; i < text.length; i++) {
    a = (a + (text.charCodeAt(i) & 0xff)) % 65535;
    b = (b + a) % 65535;
  }
  return ('0000000' + (b * 65536 + a).toString(16)).slice(-8);
}

const CHECKSUM_LENGTH = 8;

function line(payload: string): string {
  return payload + '*' + checksum(payload) + '\n';
}

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

/** The whole clock after input `n`, at the state's instant. */
export function checkpointLine(n: number, state: ClockState): string {
  return line('K' + n.toString(36) + ',' + encodeState(state));
}

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
}

/** Sees what a compacted copy must keep: the header, each applied input, checkpoints that healed damage. */
export interface RecordSink {
  header(payload: string): void;
  input(n: number, at: number, input: Input): void;
  checkpoint(payload: string): void;
}

interface Reader extends RecordReading {
  resyncing: boolean;
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
  if (keep) keep.input(n, at, input);
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

function readLine(reader: Reader, payload: string, emit: (event: ClockEvent) => void, keep: RecordSink | undefined): boolean {
  const kind = payload.charAt(0);
  if (kind === 'H') {
    if (reader.settings === null) {
      reader.settings = JSON.parse(payload.slice(1)) as ClockSettings;
      reader.state = newClock(reader.settings);
      if (keep) keep.header(payload);
    }
    return true;
  }
  if (reader.state === null || reader.settings === null) return false;
  const comma = payload.indexOf(',');
  const n = parseInt(payload.slice(1, comma), 36);
  if (!(n >= 0)) return false;
  if (kind === 'I') {
    const second = payload.indexOf(',', comma + 1);
    return readInput(reader, n, parseInt(payload.slice(comma + 1, second), 36), decodeInput(payload.slice(second + 1)), emit, keep);
  }
  if (kind === 'P') return readPresses(reader, payload.slice(1).split(','), emit, keep);
  if (kind === 'K') {
    const snapshot = decodeState(reader.settings, payload.slice(comma + 1));
    // An older checkpoint (a repeated line) proves nothing new.
    if (n < reader.inputs || snapshot.atMs < reader.lastAt) return true;
    if (reader.resyncing || n > reader.inputs) {
      reader.resyncs++;
      if (keep) keep.checkpoint(payload);
    } else runTo(reader.state, snapshot.atMs, emit);
    reader.state = snapshot;
    reader.inputs = n;
    reader.lastAt = snapshot.atMs;
    reader.resyncing = false;
    return true;
  }
  return false;
}

/** The line's payload when its checksum holds, else null. */
function checkedPayload(raw: string): string | null {
  const star = raw.length - CHECKSUM_LENGTH - 1;
  const payload = star > 0 && raw.charAt(star) === '*' ? raw.slice(0, star) : '';
  return payload !== '' && checksum(payload) === raw.slice(star + 1) ? payload : null;
}

/** A byte no record line holds (lines are printable ASCII): where the copies differ, it is the damage. */
function isForeign(code: number): boolean {
  return code < 0x20 || code > 0x7e;
}

/**
 * Both header copies damaged, but in different places (damage is rare and scattered): where the copies
 * differ, a foreign byte is the damaged one; among the rest, the choice that passes the checksum wins.
 */
function repairedHeader(a: string, longer: string): string | null {
  // Damage may have joined the second copy with the line after it.
  const b = longer.slice(0, a.length);
  if (a.length !== b.length) return null;
  let merged = '';
  const open: number[] = [];
  for (let i = 0; i < a.length; i++) {
    const x = a.charCodeAt(i);
    const y = b.charCodeAt(i);
    if (x !== y && !isForeign(x) && !isForeign(y)) open.push(i);
    merged += isForeign(x) ? b.charAt(i) : a.charAt(i);
  }
  if (open.length > 6) return null;
  for (let mask = 0; mask < 1 << open.length; mask++) {
    let candidate = merged;
    for (let k = 0; k < open.length; k++) {
      if (mask & (1 << k)) candidate = candidate.slice(0, open[k]) + b.charAt(open[k]) + candidate.slice(open[k] + 1);
    }
    const payload = checkedPayload(candidate);
    if (payload !== null && payload.charAt(0) === 'H') return payload;
  }
  return null;
}

/**
 * Calls `visit` with each line's payload, or null for a line that fails its checksum, and returns how
 * many header lines passed their checksum as written. The first two
 * lines are the header's copies: when both fail, a repair from the two is tried in the second's place;
 * when damage joined them into one line, it is split in half.
 */
function forEachLine(text: string, visit: (payload: string | null) => void): number {
  let headers = 0;
  let start = 0;
  let first: string | null = null;
  let index = 0;
  while (start < text.length) {
    let end = text.indexOf('\n', start);
    if (end < 0) end = text.length;
    const raw = text.slice(start, end);
    start = end + 1;
    if (raw === '') continue;
    let payload = checkedPayload(raw);
    if (payload !== null && payload.charAt(0) === 'H') headers++;
    if (index === 0 && payload === null) {
      const half = (raw.length - 1) / 2;
      if (half === Math.floor(half)) payload = repairedHeader(raw.slice(0, half), raw.slice(half + 1));
      first = payload === null ? raw : null;
    } else if (index === 1 && payload === null && first !== null) payload = repairedHeader(first, raw);
    index++;
    visit(payload);
  }
  return headers;
}

/**
 * Reads the record line by line, keeping only the clock: events go to `emit` as they happen, and
 * nothing grows with the game. A damaged line is skipped; missing inputs make it wait for a checkpoint.
 */
export function readRecord(text: string, emit: (event: ClockEvent) => void, keep?: RecordSink): RecordReading {
  const reader: Reader = {
    settings: null, state: null, lastAt: 0, inputs: 0, corruptLines: 0, skippedLines: 0, resyncs: 0,
    unresolved: false, torn: text.length > 0 && text.charAt(text.length - 1) !== '\n', goodHeaders: 0, resyncing: false,
  };
  reader.goodHeaders = forEachLine(text, (payload) => {
    let good = false;
    try {
      good = payload !== null && readLine(reader, payload, emit, keep);
    } catch (error) {
      good = false;
    }
    // If a damaged line held an input, the next input's number tells.
    if (!good) reader.corruptLines++;
  });
  reader.unresolved = reader.resyncing;
  return reader;
}

/** The inputs that can still be read from a record whose header cannot: `{n, at, input}` per line. */
export function readableInputs(text: string, visit: (n: number, at: number, input: Input) => void): void {
  forEachLine(text, (payload) => {
    if (payload === null || payload.charAt(0) !== 'I') return;
    const fields = payload.slice(1).split(',');
    try {
      visit(parseInt(fields[0], 36), parseInt(fields[1], 36), decodeInput(fields.slice(2).join(',')));
    } catch (error) {
      // Not an input after all: nothing to show.
    }
  });
}

/** Presses in one compacted line: a damaged line costs at most this many (a checkpoint heals it). */
const PRESSES_PER_LINE = 32;

/**
 * The record rewritten to what a reading of it needs: the header twice, every input it applied (runs
 * of presses packed into blocks), each checkpoint that healed damage, and a checkpoint of `state` after
 * input `inputs` (the clock as it stands). Empty when the record has no readable header: such a
 * record is never replaced.
 */
export function compactRecord(text: string, state: ClockState, inputs: number): string {
  let out = '';
  // The block of presses being packed: the first one's number and instant, each one's side, the gaps.
  let first = '';
  let sides = '';
  let gaps = '';
  let lastAt = 0;
  const flush = () => {
    if (sides !== '') out += line('P' + first + ',' + sides + gaps);
    sides = '';
    gaps = '';
  };
  const reading = readRecord(text, () => undefined, {
    header(payload) {
      out += line(payload) + line(payload);
    },
    input(n, at, input) {
      if (input.type !== 'press') {
        flush();
        out += inputLine(n, at, input);
        return;
      }
      if (sides.length === PRESSES_PER_LINE) flush();
      if (sides === '') first = n.toString(36) + ',' + at.toString(36);
      else gaps += ',' + (at - lastAt).toString(36);
      sides += input.side.charAt(0);
      lastAt = at;
    },
    checkpoint(payload) {
      flush();
      out += line(payload);
    },
  });
  flush();
  return reading.settings === null ? '' : out + checkpointLine(inputs, state);
}
