// Keeps the game record in flash as the game goes: each settled input, a checkpoint of the whole clock
// after the start, at a flag and every CHECKPOINT_MS of play, and recovery after a power cut.
import type { StorageDevice } from '../devices';
import { runTo, type ClockEvent, type ClockSettings, type ClockState, type Input } from '../core/index';
import { checkpointLine, compactRecord, headerLines, inputLine, readableInputs, readRecord, type RecordReading } from './record';
import { toSgf } from './sgf';

export const RECORD_FILE = 'goclock.rec';
/** A running game is checkpointed this often, which bounds what a power cut or damage can lose. */
export const CHECKPOINT_MS = 10000;
/** Past this size, or when flash runs low, the record is compacted. */
const RECORD_COMPACT_BYTES = 12000;
const LOW_FLASH_BYTES = 2048;

export interface Recorder {
  /** Starts the record of a new game, replacing the old one. */
  begin(settings: ClockSettings): void;
  /** Appends what became final: inputs, and a checkpoint when one is due. */
  record(settledInputs: { at: number; input: Input }[], settledEvents: ClockEvent[], settled: ClockState): void;
  /**
   * Reads the record after a boot. A game it proves continues from its last proven instant, with a fresh
   * checkpoint there so that later lines never join a torn one; null when the record is empty.
   */
  recover(): RecordReading | null;
  /** The game so far, replayed from the record up to `now`: JSON Lines, or SGF. */
  export(format: 'jsonl' | 'sgf', now: ClockState): string;
}

export function createRecorder(storage: StorageDevice): Recorder {
  /** Number of the last input written. */
  let inputs = 0;
  let lastCheckpointAt = 0;
  let bytes = 0;

  function append(text: string, settled: ClockState): void {
    storage.append(RECORD_FILE, text);
    bytes += text.length;
    if (bytes <= RECORD_COMPACT_BYTES && storage.free() >= LOW_FLASH_BYTES) return;
    const compacted = compactRecord(storage.readAppended(RECORD_FILE), settled, inputs);
    if (compacted === '') return;
    storage.erase(RECORD_FILE);
    storage.append(RECORD_FILE, compacted);
    bytes = compacted.length;
  }

  /** With no readable header, the inputs that can still be read, so the referee can rebuild the game. */
  function readable(text: string): string {
    let out = '';
    readableInputs(text, (n, at, input) => {
      out += JSON.stringify({ type: 'unreplayable-input', n: n, at: at, input: input }) + '\n';
    });
    return out;
  }

  return {
    begin(settings) {
      storage.erase(RECORD_FILE);
      const header = headerLines(settings);
      storage.append(RECORD_FILE, header);
      bytes = header.length;
      inputs = 0;
      lastCheckpointAt = 0;
    },
    record(settledInputs, settledEvents, settled) {
      let text = '';
      let checkpoint = settled.phase === 'running' && settled.atMs - lastCheckpointAt >= CHECKPOINT_MS;
      for (let i = 0; i < settledInputs.length; i++) {
        inputs++;
        text += inputLine(inputs, settledInputs[i].at, settledInputs[i].input);
        // The start is checkpointed with it, so damage to its line never loses the game.
        if (settledInputs[i].input.type === 'start') checkpoint = true;
      }
      for (let i = 0; i < settledEvents.length; i++) if (settledEvents[i].type === 'flag') checkpoint = true;
      if (checkpoint) {
        text += checkpointLine(inputs, settled);
        lastCheckpointAt = settled.atMs;
      }
      if (text !== '') append(text, settled);
    },
    recover() {
      const text = storage.readAppended(RECORD_FILE);
      if (text === '') return null;
      const reading = readRecord(text, () => undefined);
      bytes = text.length;
      inputs = reading.inputs;
      lastCheckpointAt = reading.lastAt;
      if (reading.state !== null && reading.state.phase !== 'ready') {
        // A damaged header copy is written again, so that the game never rests on a single copy.
        const headers = reading.goodHeaders < 2 ? headerLines(reading.state.settings) : '';
        storage.append(RECORD_FILE, (reading.torn ? '\n' : '') + headers + checkpointLine(inputs, reading.state));
      }
      return reading;
    },
    export(format, now) {
      const text = storage.readAppended(RECORD_FILE);
      const events: ClockEvent[] = [];
      const reading = readRecord(text, (event) => events.push(event));
      if (reading.settings === null || reading.state === null) return readable(text);
      runTo(reading.state, now.atMs, (event) => events.push(event));
      if (format === 'sgf') return toSgf(reading.settings, events);
      let out = '';
      for (let i = 0; i < events.length; i++) out += JSON.stringify(events[i]) + '\n';
      return out;
    },
  };
}
