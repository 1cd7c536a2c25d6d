// The referee's correction typed in one line, in the terminal clock:
// "b 1:20:00" or "b 1h20m" sets Black's main time, "w periods 2" White's periods, "b used 25s" the time
// Black has used of the period under way, "w moves 7" and "w block 4m" the moves and time left of White's
// block. A time says its units: a bare "1:20" could be 1 h 20 min or 1 min 20 s, so it is refused. Bounded as
// the device's referee menu bounds the same item, then checked by the core; every refusal is said in the
// catalogue's words, and shown before -> after before it applies.
import { adjustFields, correctionText, formatSeconds, parseAdjustment, sideClockOf, clockFieldOf, type AdjustField, type Adjustment, type ClockState, type Say } from '../../firmware/core/index';
import { refereeItems } from '../../firmware/app/menus/menuItems';

/** The adjustment field each word names, and whether its value is a time. */
const FIELDS: Record<string, { field: AdjustField; time: boolean }> = {
  main: { field: 'mainMs', time: true },
  periods: { field: 'periods', time: false },
  used: { field: 'periodUsedMs', time: true },
  moves: { field: 'moves', time: false },
  block: { field: 'periodMs', time: true },
};

const UNIT_MS: Record<string, number> = { h: 3600000, m: 60000, s: 1000 };

/** A refusal in the catalogue's words. */
function refusal(say: Say, key: string, slots: Record<string, string | number>): Error {
  return new Error(say(key, slots));
}

/**
 * A time as "1:20:00" (h:mm:ss) or with units ("1h20m", "80m", "25s", "1h20m30s"), in ms; throws an Error
 * that shows how to write it when it is neither, and refuses "1:20", which a referee reads both ways.
 */
export function parseClockTime(text: string, say: Say): number {
  if (/^\d+:[0-5]\d:[0-5]\d$/.test(text)) return text.split(':').reduce((seconds, part) => seconds * 60 + Number(part), 0) * 1000;
  const units = /^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s)?$/.exec(text);
  if (units !== null && text !== '') return ['h', 'm', 's'].reduce((ms, unit, i) => ms + Number(units[i + 1] ?? 0) * UNIT_MS[unit], 0);
  if (/^\d+:[0-5]\d$/.test(text)) {
    const [a, b] = text.split(':');
    throw refusal(say, 'term.fixTwoWays', { text: text, a: a, b: b, seconds: '0:' + a.padStart(2, '0') + ':' + b });
  }
  if (/^\d+$/.test(text)) throw refusal(say, 'term.fixNoUnit', { text: text, seconds: '0:00:' + text.padStart(2, '0').slice(-2) });
  throw refusal(say, 'term.fixNotTime', { text: text });
}

/** The adjustment a typed line asks for on the paused clock `state`; throws an Error that says, in `say`'s words, what is wrong with it. */
export function parseCorrection(line: string, state: ClockState, say: Say): Adjustment {
  const words = line.trim().toLowerCase().split(/\s+/);
  const side = words[0] === 'b' || words[0] === 'black' ? 'black' : words[0] === 'w' || words[0] === 'white' ? 'white' : null;
  if (side === null) throw refusal(say, 'term.fixSide', { text: words[0] });
  const named = words.length === 3 ? FIELDS[words[1]] : words.length === 2 ? FIELDS.main : undefined;
  if (named === undefined) throw refusal(say, words.length === 3 ? 'term.fixField' : 'term.fixParts', { text: words[1] ?? '', fields: Object.keys(FIELDS).join(', ') });
  const sideWord = say(side === 'black' ? 'side.Black' : 'side.White');
  const label = sideWord + ' · ' + say('adjust.' + named.field);
  const item = refereeItems(state).filter((candidate) => candidate.side === side && candidate.key === named.field)[0];
  if (item === undefined) throw refusal(say, 'term.fixNotHere', { field: label });
  const text = words[words.length - 1];
  let value: number;
  if (named.time) value = parseClockTime(text, say);
  else if (/^\d+$/.test(text)) value = Number(text);
  else throw refusal(say, 'term.fixWhole', { text: text });
  const low = item.min * item.scale;
  const high = item.max * item.scale;
  const shown = (ms: number) => (named.time ? formatSeconds(ms / 1000) : String(ms));
  if (value < low || value > high) throw refusal(say, 'field.range', { field: label, min: shown(low), max: shown(high) });
  const json: Record<string, unknown> = { side: side };
  json[named.field] = value;
  return parseAdjustment(json, state.settings, 'correction', []);
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
