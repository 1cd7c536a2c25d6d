// The hall page's entry point: subscribes over MQTT-over-WebSocket to `<tournament>/+` (the hall gateway's
// retained boards) and shows every board as a tile (hallTiles.ts), repainted a few times a second. The
// broker is the page's own host (/mqtt) unless ?broker= names another; ?tournament= picks the tournament.
import { hallTiles, type HeardBoard, type Tile } from './hallTiles';
import type { BoardReport } from '../../hall/hallBook';
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
/** The round's pairings, once the gateway has published them. */
let pairings: Pairing[] | null = null;
/** The round's results as the hall keeps them, once the gateway has published them. */
let results: BoardResult[] = [];
const status = document.getElementById('status') as HTMLElement;
const grid = document.getElementById('boards') as HTMLElement;
(document.getElementById('title') as HTMLElement).textContent = 'The hall: ' + tournament;

const client = mqtt.connect(broker, { reconnectPeriod: 1000 });
client.on('connect', () => {
  status.textContent = 'live from ' + broker;
  client.subscribe(tournament + '/+');
});
client.on('offline', () => (status.textContent = 'the broker is gone: reconnecting… (the boards below stop ticking as they go stale)'));
client.on('message', (topic, payload) => {
  try {
    if (topic === tournament + '/pairings') {
      const published = JSON.parse(new TextDecoder().decode(payload)) as Pairing[];
      if (Array.isArray(published)) pairings = published.filter((p) => Number.isInteger(p.board) && typeof p.black?.name === 'string' && typeof p.white?.name === 'string');
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
    boards.set(report.board, { report: report, receivedAtMs: performance.now() });
  } catch (error) {
    // Not a board's report: another publisher's message on the topic, ignored.
  }
});

/** Text as HTML: whatever is published on the broker reaches the page, so nothing from it is markup. */
const escaped = escapeXml;
/** A side's time, its periods or stones left small beside it. */
const timeHtml = (text: string) => escaped(text).replace(/ (×|\/)(\d+)$/, ' <small>$1$2</small>');

/** How long each repaint took, the tiles and the DOM's update, in ms: the last ones, for developers. */
const paintMs: number[] = [];

/**
 * Each board's tile element, its three parts (head, players, times) and what each last showed: a repaint
 * touches only the parts that changed, so the players' names are not made again at every tick.
 */
const shown = new Map<number, { element: HTMLElement; parts: HTMLElement[]; htmls: string[]; classes: string }>();
let order = '';

/** A tile's parts as HTML: its head (board and marks), its players (empty without pairings) and its times. */
function tileParts(tile: Tile): string[] {
  const players = tile.blackPlayer === '' ? '' : '<span class="player black">' + escaped(tile.blackPlayer) + '</span><span class="player white">' + escaped(tile.whitePlayer) + '</span>';
  return [
    '<span>Board ' + tile.board + '</span>' + (tile.result === '' ? '' : '<span class="result">' + escaped(tile.result) + '</span>') + '<span class="marks">' + escaped(tile.marks.join(' · ')) + '</span>',
    players,
    '<span class="side black' + (tile.onMove === 'black' ? ' on' : '') + '">' + timeHtml(tile.black) + '</span><span class="side white' + (tile.onMove === 'white' ? ' on' : '') + '">' + timeHtml(tile.white) + '</span>',
  ];
}

const PART_CLASSES = ['head', 'players', 'times'];

function paint(): void {
  const now = performance.now();
  const tiles = hallTiles(Array.from(boards.values()), now, pairings, results);
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
      entry = { element: element, parts: parts, htmls: ['', '', ''], classes: '' };
      shown.set(tile.board, entry);
    }
    const htmls = tileParts(tile);
    for (let i = 0; i < htmls.length; i++) if (entry.htmls[i] !== htmls[i]) entry.parts[i].innerHTML = entry.htmls[i] = htmls[i];
    const classes = 'tile ' + tile.classes.join(' ');
    if (entry.classes !== classes) entry.element.className = entry.classes = classes;
  }
  const nowOrder = tiles.map((tile) => tile.board).join(',');
  if (nowOrder !== order) {
    order = nowOrder;
    grid.replaceChildren(...tiles.map((tile) => (shown.get(tile.board) as { element: HTMLElement }).element));
  }
  paintMs.push(performance.now() - now);
  if (paintMs.length > 40) paintMs.shift();
}
setInterval(paint, 250);
(window as unknown as { goHall: object }).goHall = { boards: () => boards, paintMs: () => paintMs.slice() };
