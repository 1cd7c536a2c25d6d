// The referee's correction typed in one line, in the terminal clock:
// "b 1:20:00" or "b 1h20m" sets Black's main time, "w periods 2" White's periods, "b used 25s" the time
// Black has used of the period under way, "w moves 7" and "w block 4m" the moves and time left of White's
// block. A time says its units: a bare "1:20" could be 1 h 20 min or 1 min 20 s, so it is refused. Checked
// as clock.adjust checks its JSON, so an error names the field and the reason; shown before -> after
// before it applies.
import { adjustFields, correctionText, parseAdjustment, sideClockOf, clockFieldOf, type AdjustField, type Adjustment, type ClockSettings, type ClockState, type Say } from '../../firmware/core/index';

const CORRECTION_HELP = 'b|w [main|periods|used|moves|block] VALUE, e.g. "b 1:20:00", "b 1h20m", "w periods 2", "b used 25s"';

/** The adjustment field each word names, and whether its value is a time. */
const FIELDS: Record<string, { field: AdjustField; time: boolean }> = {
  main: { field: 'mainMs', time: true },
  periods: { field: 'periods', time: false },
  used: { field: 'periodUsedMs', time: true },
  moves: { field: 'moves', time: false },
  block: { field: 'periodMs', time: true },
};

const UNIT_MS: Record<string, number> = { h: 3600000, m: 60000, s: 1000 };

/**
 * A time as "1:20:00" (h:mm:ss) or with units ("1h20m", "80m", "25s", "1h20m30s"), in ms; throws an Error
 * that shows how to write it when it is neither, and refuses "1:20", which a referee reads both ways.
 */
export function parseClockTime(text: string): number {
  if (/^\d+:[0-5]\d:[0-5]\d$/.test(text)) return text.split(':').reduce((seconds, part) => seconds * 60 + Number(part), 0) * 1000;
  const units = /^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s)?$/.exec(text);
  if (units !== null && text !== '') return ['h', 'm', 's'].reduce((ms, unit, i) => ms + Number(units[i + 1] ?? 0) * UNIT_MS[unit], 0);
  if (/^\d+:[0-5]\d$/.test(text)) {
    const [a, b] = text.split(':');
    throw new Error('correction: "' + text + '" could be ' + a + ' h ' + b + ' min or ' + a + ' min ' + b + ' s: write ' + a + ':' + b + ':00 or ' + a + 'h' + b + 'm, or 0:' + a.padStart(2, '0') + ':' + b + ' or ' + a + 'm' + b + 's');
  }
  if (/^\d+$/.test(text)) throw new Error('correction: "' + text + '" has no unit: write ' + text + 's, ' + text + 'm or ' + text + 'h, or h:mm:ss such as 0:00:' + text.padStart(2, '0').slice(-2));
  throw new Error('correction: "' + text + '" is not a time: write h:mm:ss (1:20:00) or with units (1h20m, 80m, 25s)');
}

/** The adjustment a typed line asks for; throws an Error that says what is wrong with it. */
export function parseCorrection(line: string, settings: ClockSettings): Adjustment {
  const words = line.trim().toLowerCase().split(/\s+/);
  const side = words[0] === 'b' || words[0] === 'black' ? 'black' : words[0] === 'w' || words[0] === 'white' ? 'white' : null;
  if (side === null) throw new Error('correction: start with b (Black) or w (White): ' + CORRECTION_HELP);
  const named = words.length === 3 ? FIELDS[words[1]] : words.length === 2 ? FIELDS.main : undefined;
  if (named === undefined) throw new Error('correction: ' + (words.length === 3 ? '"' + words[1] + '" is not one of ' + Object.keys(FIELDS).join(', ') : 'give a side, a field and a value') + ': ' + CORRECTION_HELP);
  const text = words[words.length - 1];
  let value: number;
  if (named.time) value = parseClockTime(text);
  else if (/^\d+$/.test(text)) value = Number(text);
  else throw new Error('correction: "' + text + '" is not a whole number');
  const json: Record<string, unknown> = { side: side };
  json[named.field] = value;
  return parseAdjustment(json, settings, 'correction', []);
}

/** "Black's main time 1:54:50 -> 1:20:00": what a correction changes on `state`, in `say`'s words, for the referee to confirm. */
export function describeCorrection(state: ClockState, adjustment: Adjustment, say: Say): string {
  const clock = sideClockOf(state, adjustment.side);
  const changes: { field: AdjustField; from: number; to: number }[] = [];
  for (const field of adjustFields()) {
    const to = adjustment[field];
    if (to !== undefined) changes.push({ field: field, from: clock[clockFieldOf(field)], to: to });
  }
  return correctionText(adjustment.side, changes, say);
}
