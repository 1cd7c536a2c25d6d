// The round's results written back for the pairing program: OpenGotha's tournament XML, with each game's
// `result` as OpenGotha's own values (lucvannier/opengotha, Game.java's RESULT_* constants, written and read
// by name in ExternalDocument.java), and a CSV for any other program. Only a result the director
// confirmed goes into OpenGotha's `result`: a clock's unconfirmed one stays RESULT_UNKNOWN there, told in
// an attribute of ours, clockResult, which OpenGotha does not read. From OpenGotha's own file, only the
// round's games change; from a CSV of pairings, a tournament file of the round's players and games is made.
import { resultParts, resultProblem } from '../../firmware/core/index';
import { attributesOf, csvFields, elementPattern, escapeXml, gothaKey, type Pairing } from './pairings';
import { ResultsError, roundResult, type BoardResult } from './results';

/** OpenGotha's value for a result: a win (by forfeit: by default, _BYDEF), jigo (RESULT_EQUAL), or none yet. */
export function gothaValue(result: string | null): string {
  if (result === null) return 'RESULT_UNKNOWN';
  const parts = resultParts(result);
  if (parts.winner === 'jigo') return 'RESULT_EQUAL';
  return (parts.winner === 'black' ? 'RESULT_BLACKWINS' : 'RESULT_WHITEWINS') + (parts.by === 'forfeit' ? '_BYDEF' : '');
}

/** The text of an element's attributes with `name` set to `value` (null: removed). */
function withAttribute(text: string, name: string, value: string | null): string {
  const pattern = new RegExp('\\s' + name + '\\s*=\\s*("[^"]*"|\'[^\']*\')');
  const without = text.replace(pattern, '');
  return value === null ? without : without + ' ' + name + '="' + escapeXml(value) + '"';
}

/** A game's result attributes: OpenGotha's value of the director's result, and the clock's while unconfirmed. */
function gameAttributes(text: string, entry: BoardResult): string {
  const confirmed = entry.director !== null;
  const told = confirmed ? withAttribute(text, 'result', gothaValue(entry.director)) : text;
  return withAttribute(confirmed || /\sresult\s*=/.test(told) ? told : told + ' result="RESULT_UNKNOWN"', 'clockResult', confirmed ? null : entry.clock);
}

/** OpenGotha's own tournament file with round `round`'s results written into its games; nothing else changes. */
function intoGothaFile(xml: string, round: number, byBoard: Map<number, BoardResult>): string {
  return xml.replace(elementPattern('Game'), (whole: string, text: string | undefined) => {
    const game = attributesOf(text ?? '', 'Game');
    const entry = byBoard.get(Number(game.tableNumber ?? '1'));
    if (Number(game.roundNumber ?? '1') !== round || entry === undefined) return whole;
    return '<Game' + gameAttributes(text ?? '', entry) + (whole.endsWith('/>') ? '/>' : '>');
  });
}

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

/**
 * A tournament file of round `round`'s players and games, for pairings that came as a CSV, with
 * dataVersion 201 (without it OpenGotha reads a file as before 201: keys by the older canonical name, and
 * ratings shifted by 2050). A rank is written only when the CSV gives one (OpenGotha's default is 30K).
 */
function newGothaFile(pairings: Pairing[], round: number, byBoard: Map<number, BoardResult>): string {
  const players = new Map<string, string>();
  const keyOf = (player: { name: string; rank: string }) => {
    const { name, firstName } = gothaNames(player.name);
    const key = gothaKey(name, firstName);
    const rank = player.rank.trim() === '' ? '' : ' rank="' + escapeXml(player.rank.trim()) + '"';
    players.set(key, '<Player name="' + escapeXml(name) + '" firstName="' + escapeXml(firstName) + '"' + rank + '/>');
    return key;
  };
  const games = pairings.map((p) => {
    const text = ' roundNumber="' + round + '" tableNumber="' + p.board + '" blackPlayer="' + escapeXml(keyOf(p.black)) + '" whitePlayer="' + escapeXml(keyOf(p.white)) + '" handicap="' + p.handicap + '"';
    const entry = byBoard.get(p.board);
    return '<Game' + (entry === undefined ? text + ' result="RESULT_UNKNOWN"' : gameAttributes(text, entry)) + '/>';
  });
  return ['<?xml version="1.0" encoding="UTF-8"?>', '<Tournament dataVersion="201">', '<Players>', ...players.values(), '</Players>', '<Games>', ...games, '</Games>', '</Tournament>', ''].join('\n');
}

/**
 * The round's games alone, with their results, for OpenGotha's Tournament > Import > Tournament from XML file
 * with Games ticked alone: it merges games by round and table (Tournament.addGame, keyed round × tables +
 * table) and leaves every other game and every player as they are in the tournament open in it. The games
 * keep the keys of the pairings file; dataVersion 201 makes OpenGotha find their players by those keys.
 */
export function roundResultsXml(gothaXml: string, round: number, results: BoardResult[]): string {
  const written = intoGothaFile(gothaXml, round, new Map(results.map((entry) => [entry.board, entry])));
  const games: string[] = [];
  const pattern = elementPattern('Game');
  for (let match = pattern.exec(written); match !== null; match = pattern.exec(written)) {
    if (Number(attributesOf(match[1] ?? '', 'Game').roundNumber ?? '1') === round) games.push(match[0]);
  }
  return ['<?xml version="1.0" encoding="UTF-8"?>', '<Tournament dataVersion="201">', '<Games>', ...games, '</Games>', '</Tournament>', ''].join('\n');
}

/** The round's results as OpenGotha's XML: into its own file (`gothaXml`), or a new one for CSV pairings (null). */
export function resultsXml(gothaXml: string | null, pairings: Pairing[], round: number, results: BoardResult[]): string {
  const byBoard = new Map(results.map((entry) => [entry.board, entry]));
  return gothaXml !== null ? intoGothaFile(gothaXml, round, byBoard) : newGothaFile(pairings, round, byBoard);
}

/** The results CSV's header: the round each result belongs to is its last field. */
const CSV_HEADER = 'board,black,black rank,white,white rank,result,confirmed,clock,round';
/** The header before the round was written: such a file's results are tied to their players alone. */
const ROUNDLESS_HEADER = 'board,black,black rank,white,white rank,result,confirmed,clock';

function csvField(text: string): string {
  return /[",\r\n]/.test(text) || text !== text.trim() ? '"' + text.replace(/"/g, '""') + '"' : text;
}

/** Round `round`'s results as CSV: every paired board, then any other board with a result, by board. */
export function resultsCsv(pairings: Pairing[], results: BoardResult[], round: number): string {
  const byBoard = new Map(results.map((entry) => [entry.board, entry]));
  const boards = Array.from(new Set(pairings.map((p) => p.board).concat(results.map((entry) => entry.board)))).sort((a, b) => a - b);
  const paired = new Map(pairings.map((p) => [p.board, p]));
  const lines = boards.map((board) => {
    const p = paired.get(board);
    const entry = byBoard.get(board);
    const result = entry === undefined ? null : roundResult(entry);
    const players = p === undefined ? ['', '', '', ''] : [p.black.name, p.black.rank, p.white.name, p.white.rank];
    return [String(board)].concat(players, [result ?? '', entry !== undefined && entry.director !== null ? 'yes' : 'no', entry?.clock ?? '', String(round)]).map(csvField).join(',');
  });
  return [CSV_HEADER].concat(lines).join('\n') + '\n';
}

/**
 * A kept result is this round's only if its round and its players are: one of another round, or of a board
 * this round pairs otherwise, is refused, so that no result lands in a round it was not played in.
 */
function checkTies(fields: string[], where: string, pairings: Pairing[], round: number): void {
  if (fields.length === 9 && fields[8] !== String(round)) throw new ResultsError(where + ': a result of round ' + fields[8] + ', and the hall runs round ' + round);
  const paired = pairings.find((p) => p.board === Number(fields[0]));
  if (paired === undefined || (paired.black.name === fields[1] && paired.white.name === fields[3])) return;
  throw new ResultsError(where + ': board ' + fields[0] + ' was ' + fields[1] + ' against ' + fields[3] + ', and this round pairs ' + paired.black.name + ' against ' + paired.white.name);
}

/**
 * The results a results CSV kept (resultsCsv) for round `round` of `pairings`, for a hall that restarts;
 * throws on a line that is not one of it, or whose round or players are not this round's.
 */
export function readResultsCsv(text: string, pairings: Pairing[], round: number): BoardResult[] {
  const lines = text.split(/\r?\n/);
  if (lines[0] !== CSV_HEADER && lines[0] !== ROUNDLESS_HEADER) throw new ResultsError('line 1: not a results file of the hall (its first line is not ' + CSV_HEADER + ')');
  const width = lines[0].split(',').length;
  const kept: BoardResult[] = [];
  lines.forEach((line, i) => {
    if (i === 0 || line.trim() === '') return;
    const where = 'line ' + (i + 1);
    const fields = csvFields(line, where);
    if (fields.length !== width || !/^\d+$/.test(fields[0])) throw new ResultsError(where + ': needs ' + width + ' fields, the first a board number');
    checkTies(fields, where, pairings, round);
    const told = (field: string, name: string) => {
      if (field === '') return null;
      const problem = resultProblem(field);
      if (problem !== '') throw new ResultsError(where + ': ' + name + ' ' + problem);
      return field;
    };
    if (fields[6] !== 'yes' && fields[6] !== 'no') throw new ResultsError(where + ': confirmed must be yes or no (got "' + fields[6] + '")');
    const result = told(fields[5], 'result');
    const entry = { board: Number(fields[0]), clock: told(fields[7], 'clock'), director: fields[6] === 'yes' ? result : null };
    // A paired board with no result yet is listed, and keeps nothing.
    if (entry.clock !== null || entry.director !== null) kept.push(entry);
  });
  return kept;
}
