// The link protocol (protocol.ts) carried over Bluetooth LE: the clock's own GATT service and how frames
// cross it, for both ends. A phone writes a request frame, then a newline, in pieces of at most
// WRITE_PIECE bytes (no write may be longer than the least MTU allows, and the clock takes no long
// writes): to ASK for what only reads, to ACT, which only a bonded link may write, for everything. The
// clock puts the reply line in REPLY, in parts of at most REPLY_PART bytes, each headed
// "<seq> <part> <parts>|"; the phone reads part 0 and asks for each further part by writing
// "+<seq> <part>" and a newline to ASK. LIVE holds the live state (live.ts), notified on each change.

const uuid = (n: string) => '5d1c' + n + '-6a4e-4f0b-9c3a-8e60c10c0c10';
export const CLOCK_SERVICE = uuid('0001');
export const LIVE_CHARACTERISTIC = uuid('0002');
export const ASK_CHARACTERISTIC = uuid('0003');
export const ACT_CHARACTERISTIC = uuid('0004');
export const REPLY_CHARACTERISTIC = uuid('0005');

export const WRITE_PIECE = 20;
/** The most a write may carry: a phone that negotiated a larger MTU may send longer pieces. */
export const WRITE_MAX = 128;
export const REPLY_PART = 480;
/** The reply's value at most: a part and its header (a characteristic holds at most 512 bytes). */
export const REPLY_MAX = 512;
export const MORE_MARK = '+';

export type Channel = 'ask' | 'act';

/** The reply value of part `part` of `line`, the `seq`th reply since the clock started. */
export function replyPart(seq: number, line: string, part: number): string {
  const parts = Math.max(1, Math.ceil(line.length / REPLY_PART));
  return seq + ' ' + part + ' ' + parts + '|' + line.substr(part * REPLY_PART, REPLY_PART);
}

/** What a reply value holds: its reply's seq, this part, how many there are, and the part's bytes. */
export interface ReplyPart {
  seq: number;
  part: number;
  parts: number;
  bytes: Uint8Array;
}

/** A reply value read, or null when it holds no reply yet. */
export function readReplyPart(value: Uint8Array): ReplyPart | null {
  const bar = value.indexOf(124);
  if (bar < 0) return null;
  const head = String.fromCharCode.apply(null, Array.from(value.subarray(0, bar))).split(' ');
  const numbers = head.map(Number);
  if (numbers.length !== 3 || numbers.some((n) => !Number.isInteger(n) || n < 0) || numbers[1] >= numbers[2]) return null;
  return { seq: numbers[0], part: numbers[1], parts: numbers[2], bytes: value.subarray(bar + 1) };
}

/** The pieces a phone writes to send `text` and its newline, `size` bytes at most each (a larger MTU takes more). */
export function writePieces(text: string, size = WRITE_PIECE): Uint8Array[] {
  const bytes = new TextEncoder().encode(text + '\n');
  const pieces: Uint8Array[] = [];
  for (let at = 0; at < bytes.length; at += size) pieces.push(bytes.subarray(at, at + size));
  return pieces;
}

/** The line a phone writes to ASK for part `part` of reply `seq`. */
export function moreLine(seq: number, part: number): string {
  return MORE_MARK + seq + ' ' + part;
}
