// Ticks: one byte for each TICK_MS of a running move, written in place into a small preallocated file,
// so that the time played since the last input survives a power cut for a byte of flash, not a line.
// Before each input line the recorder writes a mark naming that input; the ticks after a mark, up to
// the next one, belong to that input. A mark whose line was never written only ends the ticks before it.
// @espruino-hot: its functions run at every wake-up, so the build keeps them declared.
import type { StorageDevice } from '../../devices';

export const TICK_MS = 10000;
/** The tick files, written in turn; their names are made when asked for, as every table on Espruino. */
const TICK_FILE_COUNT = 2;

function tickFile(index: number): string {
  return 'goclock.tk' + index;
}
const TICK_FILE_BYTES = 1024;
const TICK = '.';
/** Erased flash: the end of what was written. */
const ERASED = '\xff';

function markOf(input: number): string {
  return String.fromCharCode(48 + (input % 64));
}

export interface Ticks {
  clear(): void;
  /** Input `input` is about to be written: ticks from now on count from it. */
  mark(input: number): void;
  /** Writes the ticks due for `elapsedMs` of play since the marked input. */
  reach(elapsedMs: number): void;
  /** The play since the marked input at which the next tick falls due, or null with no input marked. */
  nextDue(): number | null;
  /**
   * The play the ticks prove since input `input`, in ms (0 when they are not its), and whether a mark
   * follows them: a later input was about to be written, which the record may have lost.
   */
  count(input: number): { ms: number; later: boolean };
}

export function createTicks(storage: StorageDevice): Ticks {
  let file = 0;
  let used = 0;
  let sinceMark = 0;
  let mark = '';

  function written(index: number): string {
    const text = storage.read(tickFile(index)) ?? '';
    const end = text.indexOf(ERASED);
    return end < 0 ? text : text.slice(0, end);
  }

  function put(byte: string): void {
    if (used === TICK_FILE_BYTES) {
      // A full file: start the other with the current mark, then let the full one go.
      const next = 1 - file;
      storage.erase(tickFile(next));
      storage.writeAt(tickFile(next), mark, 0, TICK_FILE_BYTES);
      storage.erase(tickFile(file));
      file = next;
      used = 1;
    }
    storage.writeAt(tickFile(file), byte, used, TICK_FILE_BYTES);
    used++;
  }

  return {
    clear() {
      for (let i = 0; i < TICK_FILE_COUNT; i++) storage.erase(tickFile(i));
      file = 0;
      used = 0;
      sinceMark = 0;
      mark = '';
    },
    mark(input) {
      mark = markOf(input);
      sinceMark = 0;
      put(mark);
    },
    reach(elapsedMs) {
      while (mark !== '' && (sinceMark + 1) * TICK_MS <= elapsedMs) {
        put(TICK);
        sinceMark++;
      }
    },
    nextDue() {
      return mark === '' ? null : (sinceMark + 1) * TICK_MS;
    },
    count(input) {
      // During a roll-over both files exist: the full one is the older.
      const first = written(0);
      const second = written(1);
      const text = first.length === TICK_FILE_BYTES || first === '' ? second || first : first;
      // The ticks after the input's mark, up to the next mark (an input whose line may never have been written).
      let at = text.length - 1;
      while (at >= 0 && text.charAt(at) !== markOf(input)) at--;
      let i = at + 1;
      while (at >= 0 && i < text.length && text.charAt(i) === TICK) i++;
      return { ms: at < 0 ? 0 : (i - at - 1) * TICK_MS, later: i < text.length };
    },
  };
}
