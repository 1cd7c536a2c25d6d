// The game record in flash: one line per input the clock took, with its instant, plus checkpoints of a
// running move. The core is deterministic, so replaying the record reproduces every event of the game
// (each press with both times, every call, pause, correction, flag and decision) exactly, at a small
// fraction of the flash that logging each call would take. Every line carries a checksum; a torn or
// corrupt line is skipped and never stops the clock from booting.
import { replay, type ClockEvent, type ClockSettings, type ClockState, type Input, type TimedInput } from '../core/index';

/** Fletcher-16 over the line's characters, as four hex digits. */
export function checksum(text: string): string {
  let a = 0;
  let b = 0;
  for (let i = 0; i < text.length; i++) {
    a = (a + (text.charCodeAt(i) & 0xff)) % 255;
    b = (b + a) % 255;
  }
  const value = (b << 8) | a;
  return ('000' + value.toString(16)).slice(-4);
}

function line(payload: string): string {
  return payload + '*' + checksum(payload) + '\n';
}

export function headerLine(settings: ClockSettings): string {
  return line('H' + JSON.stringify(settings));
}

/** Presses, by far the most frequent input, take a short form: "I<time base 36>,pb". */
export function inputLine(at: number, input: Input): string {
  const body = input.type === 'press' ? 'p' + input.side.charAt(0) : JSON.stringify(input);
  return line('I' + at.toString(36) + ',' + body);
}

export function checkpointLine(at: number): string {
  return line('K' + at.toString(36));
}

export interface ParsedRecord {
  settings: ClockSettings | null;
  inputs: TimedInput[];
  /** The instant of the last valid line: the state to restore is the game at this instant. */
  lastAt: number;
  corruptLines: number;
}

function decodeInput(body: string): Input {
  if (body === 'pb') return { type: 'press', side: 'black' };
  if (body === 'pw') return { type: 'press', side: 'white' };
  return JSON.parse(body) as Input;
}

export function parseRecord(text: string): ParsedRecord {
  const parsed: ParsedRecord = { settings: null, inputs: [], lastAt: 0, corruptLines: 0 };
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const raw = lines[i];
    if (raw === '') continue;
    const star = raw.indexOf('*', raw.length - 5);
    const payload = star < 0 ? '' : raw.slice(0, star);
    if (star < 0 || checksum(payload) !== raw.slice(star + 1)) {
      parsed.corruptLines++;
      continue;
    }
    try {
      const kind = payload.charAt(0);
      if (kind === 'H') {
        parsed.settings = JSON.parse(payload.slice(1)) as ClockSettings;
        parsed.inputs = [];
        parsed.lastAt = 0;
      } else if (kind === 'I') {
        const comma = payload.indexOf(',');
        const at = parseInt(payload.slice(1, comma), 36);
        // Records are appended in time order; anything else is damage.
        if (!(at >= parsed.lastAt)) throw new Error('time went back');
        parsed.inputs.push({ at: at, input: decodeInput(payload.slice(comma + 1)) });
        parsed.lastAt = at;
      } else if (kind === 'K') {
        const at = parseInt(payload.slice(1), 36);
        if (!(at >= parsed.lastAt)) throw new Error('time went back');
        parsed.lastAt = at;
      } else throw new Error('unknown line');
    } catch (error) {
      parsed.corruptLines++;
    }
  }
  return parsed;
}

/** The game as it stood at the record's last instant, and every event up to then. */
export function replayRecord(parsed: ParsedRecord): { state: ClockState; events: ClockEvent[] } | null {
  if (parsed.settings === null) return null;
  const events: ClockEvent[] = [];
  const state = replay(parsed.settings, parsed.inputs, parsed.lastAt, (event) => events.push(event));
  return { state: state, events: events };
}

/** A compacted record: the header, every input, and only the latest checkpoint. */
export function compactRecord(parsed: ParsedRecord): string {
  if (parsed.settings === null) return '';
  let out = headerLine(parsed.settings);
  for (let i = 0; i < parsed.inputs.length; i++) out += inputLine(parsed.inputs[i].at, parsed.inputs[i].input);
  const lastInput = parsed.inputs.length > 0 ? parsed.inputs[parsed.inputs.length - 1].at : 0;
  if (parsed.lastAt > lastInput) out += checkpointLine(parsed.lastAt);
  return out;
}
