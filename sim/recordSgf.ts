// A device's record printed raw (clock.record("raw")) turned into SGF or JSON Lines by the firmware's own
// replay and SGF writer, for a record copied off a clock: the very SGF the clock writes itself.
import { recordEnd, replayRecord } from '../firmware/app/record/exportRecord';
import type { LineSource } from '../firmware/app/record/record';
import type { Say } from '../firmware/core/index';

/** The record's text as the line source its reader takes (each line with its newline). */
function linesOf(text: string): LineSource {
  return (visit) => {
    for (const line of text.split('\n')) if (line !== '') visit(line + '\n');
  };
}

/** The game in a raw record, as SGF (its comments in `say`'s words) or JSON Lines; an error naming the record when it has no header. */
export function recordToText(raw: string, format: 'sgf' | 'jsonl', say: Say): string {
  const source = linesOf(raw);
  const end = recordEnd(source);
  if (end === null) throw new Error('record: no header could be read (is this the output of clock.record("raw")?)');
  const lines: string[] = [];
  replayRecord(source, format, end, (line) => lines.push(line), say);
  return lines.join('\n') + '\n';
}
