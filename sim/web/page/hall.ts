// The hall page's entry point: subscribes over MQTT-over-WebSocket to `<tournament>/+` (the hall gateway's
// retained boards, pairings, byes, results and round) and shows every board as a tile (hallTiles.ts), by board
// number, repainted a few times a second, the tiles filling the screen (hallLayout.ts) a screen at a time. The
// broker is the page's own host (/mqtt) unless ?broker= names another; ?tournament= picks the tournament, and
// ?event= gives the event's name for the header, which shows it with the round, the round's byes and the time of day.
import { arrivalClock, hallTiles, roundOf, type HeardBoard, type Tile } from './hallTiles';
import { byesWords } from './hallReading';
import { hallLayout, MIN_FONT_PX } from './hallLayout';
import { fitNames, playersHtml } from './hallNames';
import type { BoardReport } from '../../hall/hallBook';
import { textLanguageOf } from '../../../firmware/core/index';
import { wordsIn } from '../../words';
import { escapeXml } from '../../host/markup';
import type { PairedPlayer, Pairing } from '../../hall/pairingTypes';
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
const pagesShown = document.getElementById('pages') as HTMLElement;
const byesShown = document.getElementById('byes') as HTMLElement;
const clock = document.getElementById('clock') as HTMLElement;
/** The room's language: ?lang= as the director sets the screen, else the browser's. */
const language = textLanguageOf(params.get('lang') ?? navigator.language);
const say = wordsIn(language);
document.documentElement.lang = language;
document.title = say('hall.pageTitle');
// The event's name as the director gives it; the tournament's topic is the broker's, not a room's word.
(document.getElementById('title') as HTMLElement).textContent = params.get('event') ?? say('hall.title');
status.textContent = say('hall.connecting');

const client = mqtt.connect(broker, { reconnectPeriod: 1000 });
client.on('connect', () => {
  // Live is the room's normal: only trouble is told.
  status.textContent = '';
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
    if (topic === tournament + '/byes') {
      const published = JSON.parse(new TextDecoder().decode(payload)) as PairedPlayer[];
      if (Array.isArray(published)) byesShown.textContent = byesWords(published.filter((p) => typeof p?.name === 'string' && typeof p.rank === 'string'), say);
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

/** A side's time, its periods or stones left (after the time's one space) small beside it. */
function timeHtml(text: string): string {
  const space = text.indexOf(' ');
  return space < 0 ? escaped(text) : escaped(text.slice(0, space)) + ' <small>' + escaped(text.slice(space + 1)) + '</small>';
}

/** How long each repaint took, the tiles and the DOM's update, in ms: the last ones, for developers. */
const paintMs: number[] = [];

/**
 * Each board's tile element, its parts (PART_CLASSES) and what each last showed: a repaint touches only the
 * parts that changed, so the players' names are not made again (nor fitted again) at every tick. `fitted`:
 * the layout its names were last fitted to.
 */
const shown = new Map<number, { element: HTMLElement; parts: HTMLElement[]; htmls: string[]; classes: string; fitted: string }>();
let order = '';

/** A tile's parts as HTML: its head (board, handicap and marks), its players (empty without pairings), its times and its result. */
function tileParts(tile: Tile): string[] {
  const handicap = tile.handicap === '' ? '' : ' <span class="handicap">' + escaped(tile.handicap) + '</span>';
  return [
    '<span class="board">' + escaped(say('hall.board', { board: tile.board })) + handicap + '</span><span class="marks">' + escaped(tile.marks.join(' · ')) + '</span>',
    playersHtml(tile),
    '<span class="side black' + (tile.onMove === 'black' ? ' on' : '') + '">' + timeHtml(tile.black) + '</span><span class="side white' + (tile.onMove === 'white' ? ' on' : '') + '">' + timeHtml(tile.white) + '</span>',
    escaped(tile.result) + (tile.resultNote === '' ? '' : ' <small>' + escaped(tile.resultNote) + '</small>'),
  ];
}

/** The count and window the grid was last laid out for, its tiles' font, and how many tiles a screen shows. */
let laidOut = '';
let fontPx = MIN_FONT_PX;
let perPage = Infinity;

/** Lays the grid out for `count` tiles in the window as it is now. */
function layGrid(count: number): void {
  const width = document.documentElement.clientWidth;
  const height = window.innerHeight - header.offsetHeight;
  const key = count + ' ' + width + ' ' + height;
  if (key === laidOut) return;
  laidOut = key;
  const layout = hallLayout(count, width, height);
  fontPx = layout.fontPx;
  perPage = layout.perPage;
  grid.style.fontSize = fontPx + 'px';
  grid.style.gridTemplateColumns = 'repeat(' + layout.columns + ', minmax(0, 1fr))';
  // Every row the same, and the screen's rows within it: a name too long is cut, never a row.
  grid.style.gridAutoRows = layout.rowPx + 'px';
}

/** A wall screen is not scrolled: with more boards than fit, it shows a screen of them at a time, for PAGE_MS each. */
const PAGE_MS = 12000;
let page = 0;
let pageSince = performance.now();

/** The tiles of the screen shown now, turning to the next screen when its time is up. */
function onScreen(tiles: Tile[], nowMs: number): Tile[] {
  const pages = Math.max(1, Math.ceil(tiles.length / perPage));
  if (nowMs - pageSince >= PAGE_MS) (page++, (pageSince = nowMs));
  if (page >= pages) page = 0;
  const screen = tiles.slice(page * perPage, (page + 1) * perPage);
  pagesShown.textContent = pages === 1 ? '' : say('hall.pages', { first: screen[0].board, last: screen[screen.length - 1].board, count: tiles.length });
  return screen;
}

/** The hall's time of day, as the room's language writes it. */
const timeOfDay = new Intl.DateTimeFormat(language, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

const PART_CLASSES = ['head', 'players', 'times', 'result'];
const HEAD = 0;
const PLAYERS = 1;
const RESULT = 3;
/** A font came in (CJK names are drawn in their own): every tile's names are fitted again at the next repaint. */
let fontsLoaded = 0;
document.fonts.addEventListener('loadingdone', () => fontsLoaded++);

function paint(): void {
  const now = performance.now();
  clock.textContent = timeOfDay.format(Date.now());
  const every = hallTiles(Array.from(boards.values()), now, pairings, results, say);
  // The window's size is read before anything is written, so reading it forces no layout.
  layGrid(every.length);
  const tiles = onScreen(every, now);
  const fitFor = laidOut + ' ' + fontsLoaded;
  /** The players of tiles whose names or result changed (or last fitted to another layout), and of tiles whose head or look did. */
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
      entry = { element: element, parts: parts, htmls: PART_CLASSES.map(() => ''), classes: '', fitted: '' };
      shown.set(tile.board, entry);
    }
    const htmls = tileParts(tile);
    const before = entry.htmls;
    const differs = htmls.map((html, i) => html !== before[i]);
    for (let i = 0; i < htmls.length; i++) if (differs[i]) entry.parts[i].innerHTML = entry.htmls[i] = htmls[i];
    const classes = 'tile ' + tile.classes.join(' ');
    const restyled = entry.classes !== classes;
    if (restyled) entry.element.className = entry.classes = classes;
    if (entry.fitted !== fitFor || differs[PLAYERS] || differs[RESULT]) changed.push(entry.parts[PLAYERS]);
    else if (differs[HEAD] || restyled) grown.push(entry.parts[PLAYERS]);
  }
  const nowOrder = tiles.map((tile) => tile.board).join(',');
  if (nowOrder !== order) {
    order = nowOrder;
    grid.replaceChildren(...tiles.map((tile) => (shown.get(tile.board) as { element: HTMLElement }).element));
  }
  fitNames(changed, grown, fontPx);
  paintMs.push(performance.now() - now);
  if (paintMs.length > 40) paintMs.shift();
}
setInterval(paint, 250);
window.addEventListener('resize', paint);
// For developers and tests: a repaint on demand shows the boards now, whatever a busy page's timers did.
// showPage(n) holds screen n from now (the pictures show the first).
(window as unknown as { goHall: object }).goHall = { boards: () => boards, paintMs: () => paintMs.slice(), paint: paint, showPage: (n: number) => ((page = n), (pageSince = performance.now()), paint()) };
