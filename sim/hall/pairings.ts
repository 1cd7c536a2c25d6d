// A round's pairings from the pairing program, for the hall's tiles and feed: OpenGotha's tournament XML
// (read by gothaXml.ts, its round by gothaRound.ts, as OpenGotha reads them) or a plain CSV, for other
// programs: board,black,black rank,white,white rank, one board a line, a header line allowed, fields quoted
// as CSV quotes them. The CSV's players become OpenGotha's when its results are written (gothaResults.ts),
// keyed by their names as OpenGotha keys them: two players a name would make one are refused.
import { gothaKey, gothaRound } from './gothaRound';
import { parseGothaXml, readGothaXml, MAX_GOTHA_CHARS, type GothaDocument } from './gothaXml';
import { PairingsError, type PairedPlayer, type Pairing, type RoundPairings } from './pairingTypes';

export { PairingsError, type PairedPlayer, type Pairing, type RoundPairings } from './pairingTypes';
export { gothaKey, obsoleteName } from './gothaRound';


/** Whether a pairings file is OpenGotha's XML (anything else is read as CSV). */
export function isGothaXml(text: string): boolean {
  return /^\uFEFF?\s*</.test(text);
}

function boardNumber(text: string | undefined, where: string): number {
  const board = Number(text);
  if (text === undefined || !/^\d+$/.test(text.trim()) || board < 1 || board > 9999) throw new PairingsError(where + ': the board must be a whole number from 1 to 9999 (got ' + JSON.stringify(text ?? '') + ')');
  return board;
}

/** A CSV line's fields: commas separate, a quoted field may hold commas and doubled quotes. */
export function csvFields(line: string, where: string): string[] {
  const fields: string[] = [];
  const pattern = /\s*(?:"((?:[^"]|"")*)"|([^,]*))\s*(,|$)/g;
  for (let match = pattern.exec(line); match !== null; match = pattern.exec(line)) {
    fields.push(match[1] !== undefined ? match[1].replace(/""/g, '"') : match[2].trim());
    if (match[3] === '') break;
    if (match.index === pattern.lastIndex) throw new PairingsError(where + ': cannot read its fields');
  }
  return fields;
}

/** A CSV line longer than this is no pairing (and would cost the field reader time out of proportion). */
const MAX_CSV_LINE = 1000;

/**
 * A CSV's player as OpenGotha's name and first name: it refuses a first name of no character (Player.java's
 * constructor), so the name is cut at its first space, as Go names put the family name first ("Lee Changho"
 * is shown as OpenGotha joins them, "Lee Changho"); a Chinese, Japanese or Korean name written without a
 * space after its first character, the family name ("李昌镐": 李, 昌镐); any other name of one word gets "-".
 */
export function gothaNames(full: string): { name: string; firstName: string } {
  const trimmed = full.trim();
  const space = trimmed.indexOf(' ');
  if (space >= 0) return { name: trimmed.slice(0, space), firstName: trimmed.slice(space + 1).trim() };
  const first = Array.from(trimmed);
  if (first.length > 1 && /^[\p{Script=Han}\p{Script=Hangul}\p{Script=Hiragana}\p{Script=Katakana}]$/u.test(first[0])) return { name: first[0], firstName: first.slice(1).join('') };
  return { name: trimmed, firstName: '-' };
}

/** The CSV's players by OpenGotha's key: a name met twice is one player to OpenGotha, so it is refused. */
class CsvPlayers {
  private readonly seen = new Map<string, { player: PairedPlayer; line: number }>();

  take(player: PairedPlayer, line: number): PairedPlayer {
    const names = gothaNames(player.name);
    const key = gothaKey(names.name, names.firstName);
    const before = this.seen.get(key);
    if (before === undefined) return (this.seen.set(key, { player: player, line: line }), player);
    const what = before.player.rank === player.rank ? 'OpenGotha takes them for one player, who would play twice in the round' : 'two players of different ranks OpenGotha would take for one';
    throw new PairingsError('line ' + line + ': ' + player.name + ' ' + player.rank + ' has the name of line ' + before.line + "'s " + before.player.name + ' ' + before.player.rank + ': ' + what + ' (tell them apart by their names)');
  }
}

/** One CSV line's pairing (null: a blank line or the header). */
function csvPairing(line: string, i: number, players: CsvPlayers): Pairing | null {
  const where = 'line ' + (i + 1);
  if (line.trim() === '' || (i === 0 && /^\s*"?board"?\s*,/i.test(line))) return null;
  if (line.length > MAX_CSV_LINE) throw new PairingsError(where + ': longer than ' + MAX_CSV_LINE + ' characters, no pairing is');
  const fields = csvFields(line, where);
  if (fields.length !== 5) throw new PairingsError(where + ': needs 5 fields, board,black,black rank,white,white rank (got ' + fields.length + ')');
  if (fields[1] === '' || fields[3] === '') throw new PairingsError(where + ': a player without a name');
  const board = boardNumber(fields[0], where);
  return { board: board, black: players.take({ name: fields[1], rank: fields[2] }, i + 1), white: players.take({ name: fields[3], rank: fields[4] }, i + 1), handicap: 0 };
}

/** Lines read between two turns of the event loop. */
const CSV_BATCH = 2000;

/** The CSV's round, its lines read in batches with `pause` between them (none: at once). */
async function csvRound(text: string, pause: (() => Promise<void>) | null): Promise<RoundPairings> {
  const players = new CsvPlayers();
  const pairings: Pairing[] = [];
  const lines = text.split(/\r?\n/);
  for (let i = 0; i < lines.length; i++) {
    const pairing = csvPairing(lines[i], i, players);
    if (pairing !== null) pairings.push(pairing);
    if (pause !== null && i % CSV_BATCH === CSV_BATCH - 1) await pause();
  }
  if (pairings.length === 0) throw new PairingsError('no pairing in the file');
  return { pairings: pairings, byes: [], dropped: [] };
}

function csvRoundNow(text: string): RoundPairings {
  const players = new CsvPlayers();
  const pairings = text.split(/\r?\n/).map((line, i) => csvPairing(line, i, players)).filter((p): p is Pairing => p !== null);
  if (pairings.length === 0) throw new PairingsError('no pairing in the file');
  return { pairings: pairings, byes: [], dropped: [] };
}

/** The round in board order; a board paired twice is refused. */
function inBoardOrder(round: RoundPairings): RoundPairings {
  const seen = new Set<number>();
  for (const pairing of round.pairings) {
    if (seen.has(pairing.board)) throw new PairingsError('board ' + pairing.board + ' is paired twice');
    seen.add(pairing.board);
  }
  round.pairings.sort((a, b) => a.board - b.board);
  return round;
}

/** Round `round` of `text` (OpenGotha's XML, or CSV), read at once: for a text already in hand. */
export function parseRound(text: string, round: number): RoundPairings {
  const body = text.replace(/^\uFEFF/, '');
  return inBoardOrder(isGothaXml(body) ? gothaRound(parseGothaXml(body), round) : csvRoundNow(body));
}

/** The pairings of round `round` in `text`, read at once. */
export function parsePairings(text: string, round: number): Pairing[] {
  return parseRound(text, round).pairings;
}

/**
 * Round `round` of `text`, read in chunks that let the hall serve between them, the text bounded in size;
 * with OpenGotha's file as read (its text without a byte order mark, and the parser's document), or null.
 */
export async function readPairings(text: string, round: number): Promise<{ read: RoundPairings; gotha: { xml: string; doc: GothaDocument } | null }> {
  const body = text.replace(/^\uFEFF/, '');
  if (body.length > MAX_GOTHA_CHARS) throw new PairingsError('the file has ' + body.length + ' characters, more than the ' + MAX_GOTHA_CHARS + ' pairings need');
  if (!isGothaXml(body)) return { read: inBoardOrder(await csvRound(body, () => new Promise<void>((resolve) => setImmediate(resolve)))), gotha: null };
  const doc = await readGothaXml(body);
  return { read: inBoardOrder(gothaRound(doc, round)), gotha: { xml: body, doc: doc } };
}
