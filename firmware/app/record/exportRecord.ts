// A record replayed into what a person reads: every event as JSON Lines, or SGF. The device runs it on
// its own flash; the simulator runs it on a record a device printed raw (clock.record("raw")), so a
// record copied off a clock becomes the very SGF the clock writes itself.
import { gameResult, runTo, type ClockEvent, type ClockState, type Say } from '../../core/index';
import { readableInputs, readRecord, type LineSource } from './record';
import { createSgfWriter } from './sgf';

const IGNORE = { header() {}, input() {}, checkpoint() {} };

/** Prints the game in `source` replayed up to `now`, the clock as it is (its result goes into the SGF, its comments in `say`'s words). */
export function replayRecord(source: LineSource, format: 'jsonl' | 'sgf', now: ClockState, print: (text: string) => void, say: Say): void {
  const sgf = format === 'sgf' ? createSgfWriter(print, say) : null;
  const emit = (event: ClockEvent) => (sgf !== null ? sgf.event(event) : print(JSON.stringify(event)));
  const reading = readRecord(source, emit, {
    header(_payload, settings) {
      if (sgf !== null) sgf.begin(settings, gameResult(now));
    },
    input() {},
    checkpoint() {},
  }, now.settings);
  if (reading.state === null || reading.settings === null) {
    // No header survived: the inputs that can still be read, so the referee can rebuild the game.
    readableInputs(source, (n, at, input) => {
      print(JSON.stringify({ type: 'unreplayable-input', n: n, at: at, input: input }));
    });
    return;
  }
  runTo(reading.state, Math.max(now.atMs, reading.lastAt), emit);
  if (sgf !== null) sgf.end();
}

/** The clock at the last instant a record proves, or null when no header of it can be read. */
export function recordEnd(source: LineSource): ClockState | null {
  const reading = readRecord(source, () => undefined, IGNORE);
  return reading.state === null ? null : runTo(reading.state, reading.lastAt, () => undefined);
}
