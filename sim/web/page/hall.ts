// The hall page's entry point: subscribes over MQTT-over-WebSocket to `<tournament>/+` (the hall gateway's
// retained boards, pairings, results and round) and shows every board as a tile (hallTiles.ts), by board
// number, repainted a few times a second, the tiles filling the screen (hallLayout.ts). The broker is the
// page's own host (/mqtt) unless ?broker= names another; ?tournament= picks the tournament.
import { arrivalClock, hallTiles, roundOf, type HeardBoard, type Tile } from './hallTiles';
import { hallLayout, MIN_FONT_PX, MIN_TEXT_PX } from './hallLayout';
import type { BoardReport } from '../../hall/hallBook';
import { textLanguageOf, type Side } from '../../../firmware/core/index';
import { wordsIn } from '../../words';
import { escapeXml, type Pairing } from '../../hall/pairings';
import type { BoardResult } from '../../hall/results';

/** The little of mqtt.js's browser build (mqtt.min.js, loaded before this) that the page uses. */
interface MqttClientLike {
  on(event: 'connect' | 'reconnect' | 'close' | 'offline', listener: () => void): void;
  on(event: 'message', listener: (topic: string, payload: Uint8Array) => void): void;
  subscribe(topic: string): void;
}
declare const mqtt: { connect(url: string, options: object): MqttClientLike };

const params = new URLSearchParams(location.search);
const tournament = params.get('tournament') ?? 'hall';
const broker = params.get('broker') ?? (location.protocol === 'https:' ? 'wss://' : 'ws://') + location.host + '/mqtt';
const boards = new Map<number, HeardBoard>();
/** When the gateway heard a report, on this page's clock. */
const heardOnPageClock = arrivalClock();
/** The round's pairings, once the gateway has published them. */
let pairings: Pairing[] | null = null;
/** The round's results as the hall keeps them, once the gateway has published them. */
let results: BoardResult[] = [];
const status = document.getElementById('status') as HTMLElement;
const grid = document.getElementById('boards') as HTMLElement;
const header = document.querySelector('header') as HTMLElement;
const roundShown = document.getElementById('round') as HTMLElement;
/** The room's language: ?lang= as the director sets the screen, else the browser's. */
const language = textLanguageOf(params.get('lang') ?? navigator.language);
const say = wordsIn(language);
document.documentElement.lang = language;
document.title = say('hall.pageTitle');
(document.getElementById('title') as HTMLElement).textContent = say('hall.title') + ': ' + tournament;
status.textContent = say('hall.connecting');

const client = mqtt.connect(broker, { reconnectPeriod: 1000 });
client.on('connect', () => {
  status.textContent = say('hall.live', { broker: broker });
  client.subscribe(tournament + '/+');
});
client.on('offline', () => (status.textContent = say('hall.offline')));
client.on('message', (topic, payload) => {
  try {
    if (topic === tournament + '/pairings') {
      const published = JSON.parse(new TextDecoder().decode(payload)) as Pairing[];
      if (Array.isArray(published)) pairings = published.filter((p) => Number.isInteger(p.board) && typeof p.black?.name === 'string' && typeof p.white?.name === 'string');
      return;
    }
    if (topic === tournament + '/round') {
      const round = roundOf(new TextDecoder().decode(payload));
      if (round !== null) roundShown.textContent = say('hall.round', { round: round });
      return;
    }
    if (topic === tournament + '/results') {
      const published = JSON.parse(new TextDecoder().decode(payload)) as BoardResult[];
      const told = (value: unknown) => value === null || typeof value === 'string';
      if (Array.isArray(published)) results = published.filter((r) => Number.isInteger(r.board) && told(r.clock) && told(r.director));
      return;
    }
    const report = JSON.parse(new TextDecoder().decode(payload)) as BoardReport;
    if (!Number.isInteger(report.board) || typeof report.live !== 'object' || report.live === null) return;
    boards.set(report.board, { report: report, receivedAtMs: heardOnPageClock(report.heardAtMs, performance.now()) });
  } catch (error) {
    // Not a board's report: another publisher's message on the topic, ignored.
  }
});

/** Text as HTML: whatever is published on the broker reaches the page, so nothing from it is markup. */
const escaped = escapeXml;
/** About how wide a name is, in Latin letters: a CJK character is two. */
const widthOf = (text: string) => Array.from(text).reduce((sum, char) => sum + (char.charCodeAt(0) >= 0x2e80 ? 2 : 1), 0);

/**
 * A player's name and rank, the rank kept on the line of the name's last word. Where the two names need more
 * than the tile's width, each gives up room by its width (flex-shrink), but a name at most half as wide as the
 * other gives up none: a short name stays whole on its line, and the long one wraps.
 */
function nameHtml(side: Side, text: string, other: string): string {
  const width = widthOf(text);
  const shrink = 2 * width <= widthOf(other) ? 0 : width;
  return '<span class="player ' + side + '" style="flex-shrink: ' + shrink + '">' + escaped(text).replace(/ (\S+)$/, '&nbsp;$1') + '</span>';
}

/** A side's time, its periods or stones left (after the time's one space) small beside it. */
function timeHtml(text: string): string {
  const space = text.indexOf(' ');
  return space < 0 ? escaped(text) : escaped(text.slice(0, space)) + ' <small>' + escaped(text.slice(space + 1)) + '</small>';
}

/** How long each repaint took, the tiles and the DOM's update, in ms: the last ones, for developers. */
const paintMs: number[] = [];

/**
 * Each board's tile element, its parts (PART_CLASSES) and what each last showed: a repaint touches only the
 * parts that changed, so the players' names are not made again (nor fitted again) at every tick.
 */
const shown = new Map<number, { element: HTMLElement; parts: HTMLElement[]; htmls: string[]; classes: string }>();
let order = '';

/** A tile's parts as HTML: its head (board and marks), its players (empty without pairings), its times and its result. */
function tileParts(tile: Tile): string[] {
  const players = tile.blackPlayer === '' ? '' : nameHtml('black', tile.blackPlayer, tile.whitePlayer) + nameHtml('white', tile.whitePlayer, tile.blackPlayer);
  return [
    '<span class="board">' + escaped(say('hall.board', { board: tile.board })) + '</span><span class="marks">' + escaped(tile.marks.join(' · ')) + '</span>',
    players,
    '<span class="side black' + (tile.onMove === 'black' ? ' on' : '') + '">' + timeHtml(tile.black) + '</span><span class="side white' + (tile.onMove === 'white' ? ' on' : '') + '">' + timeHtml(tile.white) + '</span>',
    escaped(tile.result),
  ];
}

/** The names' font in em of the tile's (hall.html's .players), before a tile's own --name-scale. */
const NAMES_EM = 1.15;
/** Rounds of shrinking at most: each takes a tile's names most of the way (by the square root of what they lack). */
const FIT_ROUNDS = 6;
/** The count and window the grid was last laid out for, and its tiles' font. */
let laidOut = '';
let fontPx = MIN_FONT_PX;
const nameScales = new WeakMap<HTMLElement, number>();

/** Lays the grid out for `count` tiles in the window as it is now: true when that changed. */
function layGrid(count: number): boolean {
  const width = document.documentElement.clientWidth;
  const height = window.innerHeight - header.offsetHeight;
  const key = count + ' ' + width + ' ' + height;
  if (key === laidOut) return false;
  laidOut = key;
  const layout = hallLayout(count, width, height);
  fontPx = layout.fontPx;
  grid.style.fontSize = fontPx + 'px';
  grid.style.gridTemplateColumns = 'repeat(' + layout.columns + ', minmax(0, 1fr))';
  // A row grows only for a tile whose names cannot fit even at the smallest legible size (.tall).
  grid.style.gridAutoRows = 'minmax(' + layout.rowPx + 'px, auto)';
  return true;
}

/**
 * How much of what a tile's names need their room holds (1: they fit), down and across: their lines' height,
 * and their longest words side by side, which are never broken while a smaller font can keep them whole.
 */
function roomFor(players: HTMLElement): { down: number; across: number } {
  const share = (room: number, needs: number) => Math.min(1, room / Math.max(1, needs - 1));
  return { down: share(players.clientHeight, players.scrollHeight), across: share(players.clientWidth, players.scrollWidth) };
}

/**
 * Shrinks names until each tile's fit what the tile leaves them, so a long name is never cut: `changed`
 * tiles' players (names or result changed) from full size, `grown` ones (head or look changed) from where
 * they are. Every size is read before anything is written again: one layout a round, not one a tile.
 */
function fitNames(changed: HTMLElement[], grown: HTMLElement[]): void {
  for (const players of changed) {
    nameScales.set(players, 1);
    players.style.removeProperty('--name-scale');
    players.classList.remove('tall');
  }
  const smallest = MIN_TEXT_PX / (fontPx * NAMES_EM);
  let left = changed.concat(grown);
  for (let round = 0; round < FIT_ROUNDS && left.length > 0; round++) {
    const sizes = left.map((players) => ({ players: players, room: roomFor(players) }));
    left = [];
    for (const size of sizes.filter((measured) => measured.room.down < 1 || measured.room.across < 1)) {
      const scale = nameScales.get(size.players) ?? 1;
      // Names at the smallest legible size that still do not fit: the tile grows, and breaks words, rather than cut them.
      if (scale <= smallest || round === FIT_ROUNDS - 1) size.players.classList.add('tall');
      else {
        // Lines wrap as the font shrinks, so a height falls about as the square of the font; a word's width, as the font.
        const next = Math.max(smallest, scale * Math.min(0.95, Math.sqrt(size.room.down), size.room.across));
        nameScales.set(size.players, next);
        size.players.style.setProperty('--name-scale', next.toFixed(3));
        left.push(size.players);
      }
    }
  }
}

const PART_CLASSES = ['head', 'players', 'times', 'result'];
const HEAD = 0;
const PLAYERS = 1;
const RESULT = 3;
/** A font came in (CJK names are drawn in their own): every tile's names are fitted again at the next repaint. */
let fontsChanged = false;
document.fonts.addEventListener('loadingdone', () => (fontsChanged = true));

function paint(): void {
  const now = performance.now();
  const tiles = hallTiles(Array.from(boards.values()), now, pairings, results, say);
  // The window's size is read before anything is written, so reading it forces no layout.
  const everyName = layGrid(tiles.length) || fontsChanged;
  fontsChanged = false;
  /** The players of tiles whose names or result changed, and of tiles whose head or look did. */
  const changed: HTMLElement[] = [];
  const grown: HTMLElement[] = [];
  for (const tile of tiles) {
    let entry = shown.get(tile.board);
    if (entry === undefined) {
      const element = document.createElement('div');
      element.dataset.board = String(tile.board);
      const parts = PART_CLASSES.map((name) => {
        const part = document.createElement('div');
        part.className = name;
        element.appendChild(part);
        return part;
      });
      entry = { element: element, parts: parts, htmls: PART_CLASSES.map(() => ''), classes: '' };
      shown.set(tile.board, entry);
    }
    const htmls = tileParts(tile);
    const before = entry.htmls;
    const differs = htmls.map((html, i) => html !== before[i]);
    for (let i = 0; i < htmls.length; i++) if (differs[i]) entry.parts[i].innerHTML = entry.htmls[i] = htmls[i];
    const classes = 'tile ' + tile.classes.join(' ');
    const restyled = entry.classes !== classes;
    if (restyled) entry.element.className = entry.classes = classes;
    if (everyName || differs[PLAYERS] || differs[RESULT]) changed.push(entry.parts[PLAYERS]);
    else if (differs[HEAD] || restyled) grown.push(entry.parts[PLAYERS]);
  }
  const nowOrder = tiles.map((tile) => tile.board).join(',');
  if (nowOrder !== order) {
    order = nowOrder;
    grid.replaceChildren(...tiles.map((tile) => (shown.get(tile.board) as { element: HTMLElement }).element));
  }
  fitNames(changed, grown);
  paintMs.push(performance.now() - now);
  if (paintMs.length > 40) paintMs.shift();
}
setInterval(paint, 250);
window.addEventListener('resize', paint);
// For developers and tests: a repaint on demand shows the boards now, whatever a busy page's timers did.
(window as unknown as { goHall: object }).goHall = { boards: () => boards, paintMs: () => paintMs.slice(), paint: paint };
