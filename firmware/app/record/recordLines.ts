// The record's lines as bytes: each line's checksum, where lines come from, and how a damaged header
// is repaired from its two copies. What the lines mean is record.ts's business.
// @espruino-hot: its functions run at every wake-up, so the build keeps them declared.
import { crc32 } from './crc32'; // @espruino-native ../../drivers/nativeCrc32.ts

/**
 * The line's CRC-32, as eight hex digits: damage within any four bytes in a row, or up to three flipped
 * bits anywhere, never passes; other damage passes about once in four billion lines.
 */
export function checksum(text: string): string {
  return ('0000000' + crc32(text).toString(16)).slice(-8);
}

const CHECKSUM_LENGTH = 8;

export function line(payload: string): string {
  return payload + '*' + checksum(payload) + '\n';
}

/** Where a record is read from: calls `visit` with each line in order (its newline kept, if it has one). */
export type LineSource = (visit: (line: string) => void) => void;

/** A record held in a string, as a line source (for tests and tools; the device reads flash line by line). */
export function linesOf(text: string): LineSource {
  return (visit) => {
    let start = 0;
    while (start < text.length) {
      const end = text.indexOf('\n', start);
      const next = end < 0 ? text.length : end + 1;
      visit(text.slice(start, next));
      start = next;
    }
  };
}

/** The line's payload when its checksum holds, else null. */
export function checkedPayload(raw: string): string | null {
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
 * many header lines passed their checksum as written, and whether the last line is torn. The first two
 * lines are the header's copies: when both fail, a repair from the two is tried in the second's place;
 * when damage joined them into one line, it is split in half.
 */
export function forEachLine(source: LineSource, visit: (payload: string | null) => void): { headers: number; torn: boolean } {
  let headers = 0;
  let torn = false;
  let first: string | null = null;
  let index = 0;
  source((text) => {
    torn = text.charAt(text.length - 1) !== '\n';
    const raw = torn ? text : text.slice(0, text.length - 1);
    if (raw === '') return;
    let payload = checkedPayload(raw);
    if (payload !== null && payload.charAt(0) === 'H') headers++;
    if (index === 0 && payload === null) {
      const half = (raw.length - 1) / 2;
      if (half === Math.floor(half)) payload = repairedHeader(raw.slice(0, half), raw.slice(half + 1));
      first = payload === null ? raw : null;
    } else if (index === 1 && payload === null && first !== null) payload = repairedHeader(first, raw);
    index++;
    visit(payload);
  });
  return { headers: headers, torn: torn };
}

