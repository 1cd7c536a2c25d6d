// A round of OpenGotha's tournament file, read as OpenGotha reads it (lucvannier/opengotha 3.51.02,
// src/info/vannier/gotha/ExternalDocument.java, importGamesFromXMLFile and importByePlayersFromXMLFile;
// Tournament.java, getPlayerByKeyString and getPlayerByObsoleteCanonicalName; Player.java,
// computeKeyString). <Players> holds <Player name firstName rank …>; <Games> holds <Game roundNumber
// tableNumber blackPlayer whitePlayer handicap result>, both numbers from 1, each player named by the key
// OpenGotha makes: name and first name run together, spaces removed, upper-cased; <ByePlayers> holds
// <ByePlayer roundNumber player>. A player is found by that key from dataVersion 201, by the older
// canonical name (A to Z alone) before it, a missing dataVersion reading as 200, and by the canonical name
// of the key forced to ASCII when the first fails. OpenGotha 3.51.02 saves its files without dataVersion,
// so it finds no player whose name has a sign (Jean-François, le_Moal) in its own file, and drops the game
// (or the bye) without a word: the hall drops it too, so that no board shows a game OpenGotha does not
// have, and says which and why (directorWords.ts's droppedLine, in the reader's words). OpenGotha's
// Integer.parseInt refuses a number that is not one, so does the hall; and it holds at most 20 rounds and
// 1,000 tables (Gotha.MAX_NUMBER_OF_ROUNDS, MAX_NUMBER_OF_TABLES).
import type { GothaDocument } from './gothaXml';
import { PairingsError, type Dropped, type PairedPlayer, type Pairing, type RoundPairings } from './pairingTypes';
import { droppedLine } from './directorWords';
import { inEnglish } from '../words';

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

  constructor(readonly dataVersion: number) {}

  add(name: string, firstName: string, player: PairedPlayer): void {
    this.byKey.set(gothaKey(name, firstName), player);
    this.byObsoleteName.set(obsoleteName(name + firstName), player);
  }

  find(key: string): PairedPlayer | undefined {
    const found = this.dataVersion <= 200 ? this.byObsoleteName.get(key) : this.byKey.get(keyString(key));
    return found ?? this.byObsoleteName.get(forceToAscii(key).toUpperCase());
  }
}

/** A whole number as Java's Integer.parseInt reads it, from `min` to `max`; else one line naming it. */
function javaInt(text: string | undefined, fallback: number, where: string, range: [number, number]): number {
  const value = text === undefined ? fallback : /^[+-]?\d{1,9}$/.test(text) ? Number(text) : NaN;
  if (!(value >= range[0] && value <= range[1])) throw new PairingsError(where + ': must be a whole number from ' + range[0] + ' to ' + range[1] + ' (got ' + JSON.stringify(text) + ')');
  return value;
}

const ROUNDS: [number, number] = [1, 20];
const TABLES: [number, number] = [1, 1000];

function gothaPlayers(doc: GothaDocument): GothaPlayers {
  const players = new GothaPlayers(Number(doc.tournament.dataVersion ?? '200') || 200);
  for (const { attributes: player } of doc.players) {
    if (!player.name || player.firstName === undefined) throw new PairingsError('a <Player> without its name and firstName');
    players.add(player.name, player.firstName, { name: (player.name + ' ' + player.firstName).trim(), rank: player.rank ?? '' });
  }
  return players;
}

/** A game (on `board`) or a bye (null) OpenGotha drops, its player found by no key. */
function notFound(round: number, board: number | null, side: Dropped['side'], key: string, players: GothaPlayers): Dropped {
  return { round: round, board: board, side: side, key: key, byLetters: players.dataVersion <= 200 };
}

/** Round `round` of a tournament file: its games, its bye and the games OpenGotha drops, each told in one line. */
export function gothaRound(doc: GothaDocument, round: number): RoundPairings {
  const players = gothaPlayers(doc);
  const rounds = new Set<number>();
  const result: RoundPairings = { pairings: [], byes: [], dropped: [] };
  for (const { attributes: game } of doc.games) {
    const number = javaInt(game.roundNumber, 1, '<Game roundNumber>', ROUNDS);
    const where = '<Game roundNumber="' + number + '" tableNumber="' + (game.tableNumber ?? '') + '">';
    const table = javaInt(game.tableNumber, 1, where, TABLES);
    rounds.add(number);
    if (number !== round) continue;
    const black = players.find(game.blackPlayer ?? '');
    const white = players.find(game.whitePlayer ?? '');
    if (black === undefined || white === undefined) {
      result.dropped.push(black === undefined ? notFound(round, table, 'black', game.blackPlayer ?? '', players) : notFound(round, table, 'white', game.whitePlayer ?? '', players));
      continue;
    }
    const pairing: Pairing = { board: table, black: black, white: white, handicap: javaInt(game.handicap, 0, where + ' handicap', [0, 9]) };
    if (game.result !== undefined) pairing.result = game.result;
    if (game.clockResult !== undefined) pairing.clockResult = game.clockResult;
    result.pairings.push(pairing);
  }
  for (const { attributes: bye } of doc.byes) {
    if (javaInt(bye.roundNumber, 1, '<ByePlayer roundNumber>', ROUNDS) !== round) continue;
    const player = players.find(bye.player ?? '');
    if (player === undefined) result.dropped.push(notFound(round, null, null, bye.player ?? '', players));
    else result.byes.push(player);
  }
  if (result.pairings.length === 0) {
    const held = Array.from(rounds).sort((a, b) => a - b).join(', ') || 'none';
    throw new PairingsError('round ' + round + ' has no games (rounds with games: ' + held + ')' + (result.dropped.length > 0 ? '; ' + droppedLine(result.dropped[0], inEnglish) : ''));
  }
  return result;
}
