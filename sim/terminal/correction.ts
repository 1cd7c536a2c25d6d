// The terminal clock's referee correction, typed in one line: "b 1:20:00" sets Black's main time,
// "w periods 2" White's periods, "b used 25" the seconds Black has used of the period under way,
// "w moves 7" and "w block 4:00" the moves and time left of White's block. Checked as clock.adjust
// checks its JSON, so an error names the field and the reason.
import { parseAdjustment, type Adjustment, type ClockSettings } from '../../firmware/core/index';

export const CORRECTION_HELP = 'b|w [main|periods|used|moves|block] VALUE, e.g. "b 1:20:00", "w periods 2", "b used 25"';

/** The adjustment field each word names, and whether its value is a time. */
const FIELDS: Record<string, { field: keyof Adjustment; time: boolean }> = {
  main: { field: 'mainMs', time: true },
  periods: { field: 'periods', time: false },
  used: { field: 'periodUsedMs', time: true },
  moves: { field: 'moves', time: false },
  block: { field: 'periodMs', time: true },
};

/** "1:20:00", "5:00" or "25" (seconds) in ms; NaN when it is none of them. */
export function parseClockTime(text: string): number {
  if (!/^\d+(:[0-5]\d){0,2}$/.test(text)) return NaN;
  return text.split(':').reduce((seconds, part) => seconds * 60 + Number(part), 0) * 1000;
}

/** The adjustment a typed line asks for; throws an Error that says what is wrong with it. */
export function parseCorrection(line: string, settings: ClockSettings): Adjustment {
  const words = line.trim().toLowerCase().split(/\s+/);
  const side = words[0] === 'b' || words[0] === 'black' ? 'black' : words[0] === 'w' || words[0] === 'white' ? 'white' : null;
  if (side === null) throw new Error('correction: start with b (Black) or w (White): ' + CORRECTION_HELP);
  const named = words.length === 3 ? FIELDS[words[1]] : words.length === 2 ? FIELDS.main : undefined;
  if (named === undefined) throw new Error('correction: ' + (words.length === 3 ? '"' + words[1] + '" is not one of ' + Object.keys(FIELDS).join(', ') : 'give a side, a field and a value') + ': ' + CORRECTION_HELP);
  const text = words[words.length - 1];
  const value = named.time ? parseClockTime(text) : /^\d+$/.test(text) ? Number(text) : NaN;
  if (Number.isNaN(value)) throw new Error('correction: "' + text + '" is not ' + (named.time ? 'a time (h:mm:ss, m:ss or seconds)' : 'a whole number'));
  const json: Record<string, unknown> = { side: side };
  json[named.field] = value;
  return parseAdjustment(json, settings, 'correction', []);
}
