// Ticks: what a running move has played since its input, written in place a byte at a time into a
// preallocated file, so that a power cut costs at most the second since the last repaint (plus the
// 100 ms a late press may still change), for a byte of flash a second, not a line.
// Before each input line the recorder writes a mark naming that input; what follows a mark, up to the
// next one, is the play since that input, as increments: a tick "." is one more second, and a step
// "+" with five digits (base 46, each a byte 0–45) is that many more ms. A move's first write after its
// input is a step up to the settled instant; then, as the repaints come a second apart, a tick each. A
// mark whose line was never written only ends the play before it.
// @espruino-hot: its functions run at every wake-up, so the build keeps them declared.
import type { StorageDevice } from '../../devices';

/** What one tick proves. */
export const TICK_MS = 1000;
/** The tick files, written in turn; their names are made when asked for, as every table on Espruino. */
const TICK_FILE_COUNT = 2;
/**
 * A file's bytes: one page of Jolt.js's Storage less its header, about an hour of play. A longer game goes on
 * in the other file, which starts with the move's play so far; the full one is erased only then.
 */
export const TICK_FILE_BYTES = 4064;
const TICK = '.';
const STEP = '+';
const DIGITS = 5;
const BASE = 46;
/** Erased flash: the end of what was written. */
const ERASED = '\xff';

function tickFile(index: number): string {
  return 'goclock.tk' + index;
}

function markOf(input: number): string {
  return String.fromCharCode(48 + (input % 64));
}

/** A step of `ms` (less than 46^5 ms, 57 hours): its mark byte and five digits, the highest first. */
function stepOf(ms: number): string {
  let digits = '';
  for (let i = 0; i < DIGITS; i++) {
    digits = String.fromCharCode(ms % BASE) + digits;
    ms = Math.floor(ms / BASE);
  }
  return STEP + digits;
}

export interface Ticks {
  clear(): void;
  /** Input `input` is about to be written: the play from now on counts from it. */
  mark(input: number): void;
  /** Writes what proves `elapsedMs` of play since the marked input. */
  reach(elapsedMs: number): void;
  /** The play since the marked input past which the next write proves more, or null with no input marked. */
  nextDue(): number | null;
  /**
   * The play written since input `input`, in ms (0 when what was written is not its), and whether a mark
   * follows it: a later input was about to be written, which the record may have lost.
   */
  count(input: number): { ms: number; later: boolean };
}

export function createTicks(storage: StorageDevice): Ticks {
  let file = 0;
  /** The file written now, by name: a tick a second calls nothing to name it. */
  let name = tickFile(0);
  let used = 0;
  /** The play the file proves since the mark. */
  let proven = 0;
  let mark = '';

  /** A file as Storage holds it (read in place, never copied: 16 KB of RAM on Espruino) and the end of what was written. */
  function written(index: number): { text: string; end: number } {
    const text = storage.read(tickFile(index)) ?? '';
    const end = text.indexOf(ERASED);
    return { text: text, end: end < 0 ? text.length : end };
  }

  /** Starts the other file with the mark and the play so far (`proven`), then lets the full one go. */
  function roll(): void {
    const next = 1 - file;
    const start = mark + (proven > 0 ? stepOf(proven) : '');
    storage.erase(tickFile(next));
    storage.writeAt(tickFile(next), start, 0, TICK_FILE_BYTES);
    storage.erase(name);
    file = next;
    name = tickFile(next);
    used = start.length;
  }

  function put(bytes: string): void {
    if (used + bytes.length > TICK_FILE_BYTES) roll();
    storage.writeAt(name, bytes, used, TICK_FILE_BYTES);
    used += bytes.length;
  }

  return {
    clear() {
      for (let i = 0; i < TICK_FILE_COUNT; i++) storage.erase(tickFile(i));
      file = 0;
      name = tickFile(0);
      used = 0;
      proven = 0;
      mark = '';
    },
    mark(input) {
      mark = markOf(input);
      proven = 0;
      put(mark);
    },
    reach(elapsedMs) {
      const gain = elapsedMs - proven;
      if (mark === '' || gain <= 0) return;
      // On the repaints' second a tick; off it (the move's first write, a whole update between repaints) a
      // step. A tick is most wake-ups' one write: it is made here, with no call but the write's own. What
      // was proven before it stands until it is written (a roll-over starts the other file with that).
      if (gain !== TICK_MS) put(stepOf(gain));
      else if (used < TICK_FILE_BYTES) storage.writeAt(name, TICK, used++, TICK_FILE_BYTES);
      else put(TICK);
      proven = elapsedMs;
    },
    nextDue() {
      return mark === '' ? null : proven + 1;
    },
    count(input) {
      // During a roll-over both files exist: the full one is the older.
      const first = written(0);
      const second = written(1);
      const newer = first.end === TICK_FILE_BYTES || first.end === 0 ? (second.end > 0 ? second : first) : first;
      const text = newer.text;
      const length = newer.end;
      const own = markOf(input);
      let at = length - 1;
      while (at >= 0 && text.charAt(at) !== own) at--;
      if (at < 0) return { ms: 0, later: false };
      let ms = 0;
      let i = at + 1;
      for (; i < length; i++) {
        const c = text.charAt(i);
        if (c === TICK) ms += TICK_MS;
        else if (c !== STEP) break;
        else if (i + DIGITS < length) {
          let step = 0;
          for (let d = 1; d <= DIGITS; d++) step = step * BASE + text.charCodeAt(i + d);
          ms += step;
          i += DIGITS;
        } else {
          // A step cut short by the power: it proves nothing.
          i = length;
        }
      }
      return { ms: ms, later: i < length };
    },
  };
}
