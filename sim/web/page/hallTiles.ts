// What the hall page shows of each board, without the DOM: its two times ticking on from the last report
// as the clock's own face would, its marks (byo-yomi, a flag, a pause, the end, a conflict, a game from
// before the round), its result (the clock's until the director confirms it), and its place: by board
// number, where the players look for it. A board not heard from for STALE_MS is marked stale and never ticks.
import { formatSeconds, type Say, type Side } from '../../../firmware/core/index';
import { inEnglish } from '../../words';
import { ADVERT_QUIET_MS } from '../../../firmware/app/hall/hallAdvertiser';
import type { BoardReport } from '../../hall/hallBook';
import type { Pairing } from '../../hall/pairings';
import type { BoardResult } from '../../hall/results';

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
  onMove: Side;
  marks: string[];
  classes: string[];
  /** The round's result as the hall keeps it ("B+R", "B+R (clock's)"), or ''. */
  result: string;
}

/** A result as a room reads it: SGF's "0", a jigo, is a draw. */
function readable(result: string, say: Say): string {
  return result === '0' ? say('hall.jigo') : result;
}

/** A board's result on its tile: the director's, or the clock's marked as such; a clock that says otherwise is told. */
export function resultLabel(entry: BoardResult | undefined, say: Say = inEnglish): string {
  if (entry === undefined) return '';
  if (entry.director === null) return entry.clock === null ? '' : say('hall.clocks', { result: readable(entry.clock, say) });
  const director = readable(entry.director, say);
  return entry.clock !== null && entry.clock !== entry.director ? say('hall.clockSays', { result: director, clock: readable(entry.clock, say) }) : director;
}

function withResult(tile: Tile, entry: BoardResult | undefined, say: Say): Tile {
  tile.result = resultLabel(entry, say);
  if (entry !== undefined && entry.director === null && entry.clock !== null) tile.classes.push('unconfirmed');
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

const playerText = (player: { name: string; rank: string }) => (player.name + ' ' + player.rank).trim();

/**
 * A heard board's tile. `pairings` is the round's by board (null: none loaded): a board they do not pair
 * is marked, since its clock is set to a board no game of the round is played at.
 */
export function tileOf(heard: HeardBoard, nowMs: number, pairings: Map<number, Pairing> | null = null, results: Map<number, BoardResult> = new Map(), say: Say = inEnglish): Tile {
  const live = heard.report.live;
  const stale = nowMs - heard.receivedAtMs > STALE_MS;
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
    blackPlayer: paired === undefined ? '' : playerText(paired.black),
    whitePlayer: paired === undefined ? '' : playerText(paired.white),
    onMove: live.onMove,
    marks: marks,
    classes: classes,
    result: '',
  };
  return withResult(tile, results.get(heard.report.board), say);
}

/** A pairing whose board no clock has reported yet: listed as waiting (with the director's result, if any). */
export function waitingTile(pairing: Pairing, entry?: BoardResult, say: Say = inEnglish): Tile {
  const tile: Tile = { board: pairing.board, black: '–', white: '–', blackPlayer: playerText(pairing.black), whitePlayer: playerText(pairing.white), onMove: 'black', marks: [say('hall.waiting')], classes: ['waiting'], result: '' };
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
