// What the hall page shows of each board, without the DOM: its two times ticking on from the last report
// as the clock's own face would, its marks (byo-yomi, a flag, a pause, the end, a conflict, a game from
// before the round), its handicap, its result in words (the clock's until the director confirms it), and its
// place: by board number, where the players look for it. A board not heard from for STALE_MS is marked stale
// and never ticks, unless its game is over with its result told: a clock goes quiet once its game ends.
import { formatSeconds, type Say, type Side } from '../../../firmware/core/index';
import { inEnglish } from '../../words';
import { ADVERT_QUIET_MS } from '../../../firmware/app/hall/hallAdvertiser';
import type { BoardReport } from '../../hall/hallBook';
import type { Pairing } from '../../hall/pairingTypes';
import type { BoardResult } from '../../hall/results';
import { handicapWords, rankWords, resultWords } from './hallReading';

/** Three of a running clock's quiet adverts missed. */
export const STALE_MS = 3 * ADVERT_QUIET_MS;

export interface HeardBoard {
  report: BoardReport;
  /** When the gateway heard it, on the page's clock (arrivalClock): its times count on from there. */
  receivedAtMs: number;
}

export function arrivalClock(): (heardAtMs: number, arrivedAtMs: number) => number {
  let offset: number | null = null;
  return (heardAtMs, arrivedAtMs) => {
    const seen = arrivedAtMs - heardAtMs;
    if (offset === null || seen < offset) offset = seen;
    return heardAtMs + offset;
  };
}

export interface Tile {
  board: number;
  black: string;
  white: string;
  /** The players from the round's pairings, name and rank, or '' (no pairings, or none for this board). */
  blackPlayer: string;
  whitePlayer: string;
  /** The players' names and ranks apart (empty without pairings), for the page to break a name where it may. */
  players: { black: PlayerText; white: PlayerText } | null;
  /** The game's handicap in words ("让9子", "H9"), or ''. */
  handicap: string;
  onMove: Side;
  marks: string[];
  classes: string[];
  /** The round's result as the hall keeps it, in words ("Black wins by resignation"), or ''. */
  result: string;
  /** What the hall notes of it: the clock's alone ("the clock's"), or what its clock says otherwise; or ''. */
  resultNote: string;
}

/** A player as a tile shows them: the name as the pairings give it, the rank in the room's words. */
export interface PlayerText {
  name: string;
  rank: string;
}

/** A board's result in one line, in words (the director's page): the director's, or the clock's marked as such; a clock that says otherwise is told. */
export function resultLabel(entry: BoardResult | undefined, say: Say = inEnglish): string {
  if (entry === undefined) return '';
  if (entry.director === null) return entry.clock === null ? '' : say('hall.clocks', { result: resultWords(entry.clock, say) });
  const director = resultWords(entry.director, say);
  return entry.clock !== null && entry.clock !== entry.director ? say('hall.clockSays', { result: director, clock: resultWords(entry.clock, say) }) : director;
}

/** A board's result on its tile: the director's or the clock's in words, large, and beside it, small, that it is the clock's alone, or what a clock that says otherwise says. */
function withResult(tile: Tile, entry: BoardResult | undefined, say: Say): Tile {
  const told = entry === undefined ? null : (entry.director ?? entry.clock);
  if (entry === undefined || told === null) return tile;
  tile.result = resultWords(told, say);
  if (entry.director === null) (tile.classes.push('unconfirmed'), (tile.resultNote = say('hall.byClock')));
  else if (entry.clock !== null && entry.clock !== entry.director) tile.resultNote = say('hall.clockSaid', { clock: resultWords(entry.clock, say) });
  return tile;
}

/**
 * A side's face now: its seconds counted on from the report while its clock runs and the board is heard. In a
 * byo-yomi period, as the device's face writes it: the period's seconds alone (two digits) and the periods left.
 */
function sideText(heard: HeardBoard, side: Side, nowMs: number, stale: boolean, say: Say): string {
  const live = heard.report.live;
  const face = live[side];
  const running = live.phase === 'running' && live.onMove === side && !stale;
  const seconds = running ? Math.max(0, face.seconds - Math.floor((nowMs - heard.receivedAtMs) / 1000)) : face.seconds;
  if (face.overtime && face.periods > 0) return String(seconds).padStart(2, '0') + ' ' + say('hall.periodsLeft', { count: face.periods });
  const text = formatSeconds(seconds);
  return face.overtime && face.moves > 0 ? text + ' /' + face.moves : text;
}

const playerOf = (player: { name: string; rank: string }, say: Say): PlayerText => ({ name: player.name.trim(), rank: rankWords(player.rank, say) });
const playerText = (player: PlayerText) => (player.name + ' ' + player.rank).trim();

/** A pairing's part of a tile: its players, as one line each and apart, and its handicap. */
function pairedParts(pairing: Pairing | undefined, say: Say): Pick<Tile, 'blackPlayer' | 'whitePlayer' | 'players' | 'handicap'> {
  if (pairing === undefined) return { blackPlayer: '', whitePlayer: '', players: null, handicap: '' };
  const players = { black: playerOf(pairing.black, say), white: playerOf(pairing.white, say) };
  return { blackPlayer: playerText(players.black), whitePlayer: playerText(players.white), players: players, handicap: handicapWords(pairing.handicap, say) };
}

/**
 * A heard board's tile. `pairings` is the round's by board (null: none loaded): a board they do not pair
 * is marked, since its clock is set to a board no game of the round is played at.
 */
export function tileOf(heard: HeardBoard, nowMs: number, pairings: Map<number, Pairing> | null = null, results: Map<number, BoardResult> = new Map(), say: Say = inEnglish): Tile {
  const live = heard.report.live;
  const entry = results.get(heard.report.board);
  // A game over with its result told has nothing more to tell: its clock's silence is no news to the room.
  const finished = live.phase === 'ended' && entry !== undefined && (entry.director ?? entry.clock) !== null;
  const stale = !finished && nowMs - heard.receivedAtMs > STALE_MS;
  const marks: string[] = [];
  const classes: string[] = [];
  const overtime = live.black.overtime || live.white.overtime;
  if (overtime && live.phase === 'running') (marks.push(say('hall.overtime')), classes.push('overtime'));
  if (live.flagged !== null) (marks.push(say('hall.flagged', { side: say(live.flagged === 'black' ? 'side.black' : 'side.white') })), classes.push('flagged'));
  if (live.phase === 'paused') marks.push(say('hall.paused'));
  if (live.phase === 'ended') (marks.push(say('hall.ended')), classes.push('ended'));
  // The gateway's field may be missing from an older gateway's reports: only a true marks the game.
  if ((heard.report as { earlier?: boolean }).earlier === true) (marks.push(say('hall.earlier')), classes.push('earlier'));
  if (heard.report.conflict !== null) (marks.push(say('hall.conflict', { what: heard.report.conflict })), classes.push('conflict'));
  if (stale) (marks.push(say('hall.stale', { seconds: Math.floor((nowMs - heard.receivedAtMs) / 1000) })), classes.push('stale'));
  const paired = pairings === null ? undefined : pairings.get(heard.report.board);
  if (pairings !== null && paired === undefined) (marks.push(say('hall.unpaired')), classes.push('unpaired'));
  const tile = {
    board: heard.report.board,
    black: sideText(heard, 'black', nowMs, stale, say),
    white: sideText(heard, 'white', nowMs, stale, say),
    ...pairedParts(paired, say),
    onMove: live.onMove,
    marks: marks,
    classes: classes,
    result: '',
    resultNote: '',
  };
  return withResult(tile, entry, say);
}

/** A pairing whose board no clock has reported yet: listed as waiting (with the director's result, if any). */
export function waitingTile(pairing: Pairing, entry?: BoardResult, say: Say = inEnglish): Tile {
  const tile: Tile = { board: pairing.board, black: '–', white: '–', ...pairedParts(pairing, say), onMove: 'black', marks: [say('hall.waiting')], classes: ['waiting'], result: '', resultNote: '' };
  return withResult(tile, entry, say);
}

/** Every tile of the hall: the boards heard, and the pairings' boards not heard yet, each with its result. */
export function hallTiles(heard: HeardBoard[], nowMs: number, pairings: Pairing[] | null, results: BoardResult[] = [], say: Say = inEnglish): Tile[] {
  const byBoard = pairings === null ? null : new Map(pairings.map((pairing) => [pairing.board, pairing]));
  const resultOf = new Map(results.map((entry) => [entry.board, entry]));
  const tiles = heard.map((board) => tileOf(board, nowMs, byBoard, resultOf, say));
  const reported = new Set(tiles.map((tile) => tile.board));
  for (const pairing of pairings ?? []) if (!reported.has(pairing.board)) tiles.push(waitingTile(pairing, resultOf.get(pairing.board), say));
  return hallOrder(tiles);
}

/**
 * The order of the hall: by board alone, so a tile stays where its players found it; a flag or an overtime
 * stands out by its border and marks, not by moving.
 */
export function hallOrder(tiles: Tile[]): Tile[] {
  return tiles.slice().sort((a, b) => a.board - b.board);
}

/** The round from its retained message, `{"round": N}` with N a whole number from 1; null for anything else. */
export function roundOf(text: string): number | null {
  try {
    const round = (JSON.parse(text) as { round?: unknown } | null)?.round;
    return typeof round === 'number' && Number.isInteger(round) && round >= 1 ? round : null;
  } catch (error) {
    return null;
  }
}
