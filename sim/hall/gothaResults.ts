// The round's results written back for the pairing program: OpenGotha's tournament XML, with each game's
// `result` as OpenGotha's own values (lucvannier/opengotha, Game.java's RESULT_* constants, written and read
// by name in ExternalDocument.java), and a CSV for any other program. Only a result the director
// confirmed goes into OpenGotha's `result`: a clock's unconfirmed one stays RESULT_UNKNOWN there, told in
// an attribute of ours, clockResult, which OpenGotha does not read. From OpenGotha's own file, only its
// games change, the round's and those of earlier rounds the director confirmed; from a CSV of pairings, a
// tournament file of the round's players and games is made.
import { resultParts, resultProblem } from '../../firmware/core/index';
import { csvFields, gothaKey, gothaNames, type Pairing } from './pairings';
import { escapeXml } from '../host/markup';
import type { GothaDocument } from './gothaXml';
import { ResultsError, roundResult, type BoardResult } from './results';

export { gothaNames } from './pairings';

/** OpenGotha's value for a result: a win (by forfeit: by default, _BYDEF), jigo (RESULT_EQUAL), or none yet. */
export function gothaValue(result: string | null): string {
  if (result === null) return 'RESULT_UNKNOWN';
  const parts = resultParts(result);
  if (parts.winner === 'jigo') return 'RESULT_EQUAL';
  return (parts.winner === 'black' ? 'RESULT_BLACKWINS' : 'RESULT_WHITEWINS') + (parts.by === 'forfeit' ? '_BYDEF' : '');
}

/** A round's results to write into its games. */
export interface RoundResults {
  round: number;
  results: BoardResult[];
}

/** A <Game> start tag rebuilt from its attributes in their order, with `changes` set (null: removed). */
function gameTag(attributes: Record<string, string>, changes: Record<string, string | null>, selfClosed: boolean): string {
  const all: Record<string, string | null> = Object.assign({}, attributes, changes);
  const text = Object.keys(all).filter((name) => all[name] !== null).map((name) => ' ' + name + '="' + escapeXml(all[name] as string) + '"');
  return '<Game' + text.join('') + (selfClosed ? '/>' : '>');
}

/** A game's result attributes: OpenGotha's value of the director's result, and the clock's while unconfirmed. */
function resultChanges(attributes: Record<string, string>, entry: BoardResult): Record<string, string | null> {
  if (entry.director !== null) return { result: gothaValue(entry.director), clockResult: null };
  return { result: attributes.result ?? 'RESULT_UNKNOWN', clockResult: entry.clock };
}

/**
 * OpenGotha's own tournament file with each round's results written into its games: only the real <Game>
 * elements the parser found change (their start tags, spliced at its offsets); everything else, comments
 * and all, stays byte for byte.
 */
function intoGothaFile(xml: string, doc: GothaDocument, rounds: RoundResults[]): string {
  const entries = new Map<string, BoardResult>();
  for (const { round, results } of rounds) for (const entry of results) entries.set(round + '/' + entry.board, entry);
  const pieces: string[] = [];
  let at = 0;
  for (const game of doc.games) {
    const entry = entries.get(Number(game.attributes.roundNumber ?? '1') + '/' + Number(game.attributes.tableNumber ?? '1'));
    if (entry === undefined) continue;
    pieces.push(xml.slice(at, game.start), gameTag(game.attributes, resultChanges(game.attributes, entry), xml.slice(game.end - 2, game.end) === '/>'));
    at = game.end;
  }
  return pieces.join('') + xml.slice(at);
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
    const attributes = { roundNumber: String(round), tableNumber: String(p.board), blackPlayer: keyOf(p.black), whitePlayer: keyOf(p.white), handicap: String(p.handicap), result: 'RESULT_UNKNOWN' };
    const entry = byBoard.get(p.board);
    return gameTag(attributes, entry === undefined ? {} : resultChanges(attributes, entry), true);
  });
  return ['<?xml version="1.0" encoding="UTF-8"?>', '<Tournament dataVersion="201">', '<Players>', ...players.values(), '</Players>', '<Games>', ...games, '</Games>', '</Tournament>', ''].join('\n');
}

/** OpenGotha's file a round came from: its text, and what the parser found in it. */
export interface GothaSource {
  xml: string;
  doc: GothaDocument;
}

/**
 * The round's games whose result the director confirmed, and no other, for OpenGotha's Tournament > Import >
 * Tournament from XML file with Games ticked alone: it puts each game it reads at its round and table
 * (Tournament.addGame, keyed round × tables + table), replacing the game there, and leaves every other
 * game and every player as they are in the tournament open in it; so a result typed into OpenGotha for a
 * board the hall has not confirmed stays. The games keep the keys of the pairings file; dataVersion 201
 * makes OpenGotha find their players by those keys.
 */
export function roundResultsXml(source: GothaSource, round: number, results: BoardResult[]): string {
  const confirmed = new Map(results.filter((entry) => entry.director !== null).map((entry) => [entry.board, entry.director as string]));
  const games = source.doc.games.filter((game) => Number(game.attributes.roundNumber ?? '1') === round && confirmed.has(Number(game.attributes.tableNumber ?? '1')));
  const tags = games.map((game) => gameTag(game.attributes, { result: gothaValue(confirmed.get(Number(game.attributes.tableNumber ?? '1')) as string), clockResult: null }, true));
  return ['<?xml version="1.0" encoding="UTF-8"?>', '<Tournament dataVersion="201">', '<Games>', ...tags, '</Games>', '</Tournament>', ''].join('\n');
}

/**
 * The round's results as OpenGotha's XML: into its own file (`source`), with the results the director
 * confirmed in earlier rounds (`earlier`) carried into their games, or a new file of the round for CSV
 * pairings (null).
 */
export function resultsXml(source: GothaSource | null, pairings: Pairing[], round: number, results: BoardResult[], earlier: RoundResults[] = []): string {
  if (source !== null) return intoGothaFile(source.xml, source.doc, earlier.concat([{ round: round, results: results }]));
  return newGothaFile(pairings, round, new Map(results.map((entry) => [entry.board, entry])));
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

function isTied(fields: string[], where: string, pairings: Pairing[], round: number): boolean {
  try {
    checkTies(fields, where, pairings, round);
    return pairings.some((p) => p.board === Number(fields[0]));
  } catch (error) {
    if (error instanceof ResultsError) return false;
    throw error;
  }
}

/**
 * The results a results CSV kept (resultsCsv) for round `round` of `pairings`, for a hall that restarts;
 * throws on a line that is not one of it, or whose round or players are not this round's (`untied`
 * 'skip': leaves such a line out, for an earlier round whose games the pairing program may have changed).
 */
export function readResultsCsv(text: string, pairings: Pairing[], round: number, untied: 'refuse' | 'skip' = 'refuse'): BoardResult[] {
  const lines = text.split(/\r?\n/);
  if (lines[0] !== CSV_HEADER && lines[0] !== ROUNDLESS_HEADER) throw new ResultsError('line 1: not a results file of the hall (its first line is not ' + CSV_HEADER + ')');
  const width = lines[0].split(',').length;
  const kept: BoardResult[] = [];
  lines.forEach((line, i) => {
    if (i === 0 || line.trim() === '') return;
    const where = 'line ' + (i + 1);
    const fields = csvFields(line, where);
    if (fields.length !== width || !/^\d+$/.test(fields[0])) throw new ResultsError(where + ': needs ' + width + ' fields, the first a board number');
    if (untied === 'skip' && !isTied(fields, where, pairings, round)) return;
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
