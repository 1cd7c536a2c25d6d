// A round's pairings from the pairing program, for the hall's tiles and feed: OpenGotha's tournament XML or
// a plain CSV. OpenGotha's format, as its own source reads and writes it (lucvannier/opengotha,
// src/info/vannier/gotha/ExternalDocument.java, importGamesFromXMLFile and generateXMLPlayersElement;
// Player.java, computeKeyString): <Players> holds <Player name firstName rank club country …>, with ranks
// as "5K" or "3D"; <Games> holds <Game roundNumber tableNumber blackPlayer whitePlayer handicap result>,
// both numbers from 1, each player named by the key OpenGotha makes: name and first name run together,
// spaces removed, upper-cased. A game's players are found as OpenGotha finds them (ExternalDocument.java,
// its games' import, 3.51.02 lines 1190–1204): by that key from dataVersion 201, by the older canonical name
// before it (a missing dataVersion reads as 200), and by the canonical name of the key forced to ASCII when
// the first fails. The CSV, for other programs: board,black,black rank,white,white rank, one board a line,
// a header line allowed, fields quoted as CSV quotes them.

export interface PairedPlayer {
  name: string;
  rank: string;
}

export interface Pairing {
  board: number;
  black: PairedPlayer;
  white: PairedPlayer;
  handicap: number;
  /** A results file's (results.ts): OpenGotha's result value, and the result the clock told where the director has not confirmed it. */
  result?: string;
  clockResult?: string;
}

/** A bad file: one line naming what is wrong, for the CLI to print. */
export class PairingsError extends Error {}

/** OpenGotha's key for a player: Player.computeKeyString (spaces out, upper case; accents and signs kept). */
export function gothaKey(name: string, firstName: string): string {
  return keyString(name + firstName);
}

function keyString(text: string): string {
  return text.replace(/ /g, '').toUpperCase();
}

/** Gotha.forceToASCII, as near as Unicode's decomposition gives it: Latin letters without their accents. */
function forceToAscii(text: string): string {
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
}

/** The name files before dataVersion 201 gave a player (Tournament.getPlayerByObsoleteCanonicalName): A–Z only. */
export function obsoleteName(text: string): string {
  return forceToAscii(text).toUpperCase().replace(/[^A-Z]/g, '');
}

/** The players of a file, found as OpenGotha finds a game's players (see the top of this file). */
class GothaPlayers {
  private readonly byKey = new Map<string, PairedPlayer>();
  private readonly byObsoleteName = new Map<string, PairedPlayer>();

  constructor(private readonly dataVersion: number) {}

  add(name: string, firstName: string, player: PairedPlayer): void {
    this.byKey.set(gothaKey(name, firstName), player);
    this.byObsoleteName.set(obsoleteName(name + firstName), player);
  }

  find(key: string): PairedPlayer | undefined {
    const found = this.dataVersion <= 200 ? this.byObsoleteName.get(key) : this.byKey.get(keyString(key));
    return found ?? this.byObsoleteName.get(forceToAscii(key).toUpperCase());
  }
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** Text as XML or HTML: every character markup gives a meaning to, as a character reference. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => '&#' + c.charCodeAt(0) + ';');
}

/** Whether a pairings file is OpenGotha's XML (anything else is read as CSV). */
export function isGothaXml(text: string): boolean {
  return /^\uFEFF?\s*</.test(text);
}

function unescapeXml(text: string, where: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (whole, name: string) => {
    if (name.charAt(0) === '#') return String.fromCodePoint(parseInt(name.charAt(1).toLowerCase() === 'x' ? name.slice(2) : name.slice(1), name.charAt(1).toLowerCase() === 'x' ? 16 : 10));
    const known = ENTITIES[name];
    if (known === undefined) throw new PairingsError(where + ': unknown entity ' + whole);
    return known;
  });
}

/** The pattern of an element named `tag`, self-closed or not: its attributes' text is the first group. */
export function elementPattern(tag: string): RegExp {
  return new RegExp('<' + tag + '(\\s[^>]*?)?/?>', 'g');
}

/** An element's attributes, from the text of them. */
export function attributesOf(text: string, tag: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  const attribute = /([\w:.-]+)\s*=\s*("([^"]*)"|'([^']*)')/g;
  for (let a = attribute.exec(text); a !== null; a = attribute.exec(text)) attributes[a[1]] = unescapeXml(a[3] ?? a[4], '<' + tag + ' ' + a[1] + '>');
  return attributes;
}

/** Each element named `tag` as its attributes. */
function elements(xml: string, tag: string): Record<string, string>[] {
  const found: Record<string, string>[] = [];
  const pattern = elementPattern(tag);
  for (let match = pattern.exec(xml); match !== null; match = pattern.exec(xml)) found.push(attributesOf(match[1] ?? '', tag));
  return found;
}

function boardNumber(text: string | undefined, where: string): number {
  const board = Number(text);
  if (text === undefined || !/^\d+$/.test(text.trim()) || board < 1 || board > 9999) throw new PairingsError(where + ': the board must be a whole number from 1 to 9999 (got ' + JSON.stringify(text ?? '') + ')');
  return board;
}

function parseGotha(xml: string, round: number): Pairing[] {
  const tournament = elements(xml, 'Tournament')[0];
  if (tournament === undefined) throw new PairingsError('not an OpenGotha tournament: no <Tournament> element');
  const players = new GothaPlayers(Number(tournament.dataVersion ?? '200') || 200);
  for (const player of elements(xml, 'Player')) {
    if (!player.name || player.firstName === undefined) throw new PairingsError('a <Player> without its name and firstName');
    players.add(player.name, player.firstName, { name: (player.name + ' ' + player.firstName).trim(), rank: player.rank ?? '' });
  }
  const games = elements(xml, 'Game');
  const rounds = Array.from(new Set(games.map((game) => Number(game.roundNumber ?? '1')))).sort((a, b) => a - b);
  const inRound = games.filter((game) => Number(game.roundNumber ?? '1') === round);
  if (inRound.length === 0) throw new PairingsError('round ' + round + ' has no games (rounds with games: ' + (rounds.join(', ') || 'none') + ')');
  return inRound.map((game) => {
    const where = '<Game tableNumber="' + (game.tableNumber ?? '') + '">';
    const of = (key: string | undefined, side: string) => {
      const player = key === undefined ? undefined : players.find(key);
      if (player === undefined) throw new PairingsError(where + ': its ' + side + ' "' + (key ?? '') + '" is no <Player> of the file');
      return player;
    };
    const pairing: Pairing = { board: boardNumber(game.tableNumber ?? '1', where), black: of(game.blackPlayer, 'blackPlayer'), white: of(game.whitePlayer, 'whitePlayer'), handicap: Number(game.handicap ?? '0') || 0 };
    if (game.result !== undefined) pairing.result = game.result;
    if (game.clockResult !== undefined) pairing.clockResult = game.clockResult;
    return pairing;
  });
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

function parseCsv(text: string): Pairing[] {
  const pairings: Pairing[] = [];
  text.split(/\r?\n/).forEach((line, i) => {
    const where = 'line ' + (i + 1);
    if (line.trim() === '' || (i === 0 && /^\s*"?board"?\s*,/i.test(line))) return;
    const fields = csvFields(line, where);
    if (fields.length !== 5) throw new PairingsError(where + ': needs 5 fields, board,black,black rank,white,white rank (got ' + fields.length + ')');
    if (fields[1] === '' || fields[3] === '') throw new PairingsError(where + ': a player without a name');
    pairings.push({ board: boardNumber(fields[0], where), black: { name: fields[1], rank: fields[2] }, white: { name: fields[3], rank: fields[4] }, handicap: 0 });
  });
  if (pairings.length === 0) throw new PairingsError('no pairing in the file');
  return pairings;
}

/** The pairings of round `round` in `text` (OpenGotha's XML, or CSV); a board paired twice is refused. */
export function parsePairings(text: string, round: number): Pairing[] {
  const body = text.replace(/^\uFEFF/, '');
  const pairings = isGothaXml(body) ? parseGotha(body, round) : parseCsv(body);
  const seen = new Set<number>();
  for (const pairing of pairings) {
    if (seen.has(pairing.board)) throw new PairingsError('board ' + pairing.board + ' is paired twice');
    seen.add(pairing.board);
  }
  return pairings.sort((a, b) => a.board - b.board);
}
