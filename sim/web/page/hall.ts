// The hall page's entry point: subscribes over MQTT-over-WebSocket to `<tournament>/+` (the hall gateway's
// retained boards) and shows every board as a tile (hallTiles.ts), repainted a few times a second. The
// broker is the page's own host (/mqtt) unless ?broker= names another; ?tournament= picks the tournament.
import { hallOrder, tileOf, type HeardBoard } from './hallTiles';
import type { BoardReport } from '../../hall/hallBook';

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
const status = document.getElementById('status') as HTMLElement;
const grid = document.getElementById('boards') as HTMLElement;
(document.getElementById('title') as HTMLElement).textContent = 'The hall: ' + tournament;

const client = mqtt.connect(broker, { reconnectPeriod: 1000 });
client.on('connect', () => {
  status.textContent = 'live from ' + broker;
  client.subscribe(tournament + '/+');
});
client.on('offline', () => (status.textContent = 'the broker is gone: reconnecting… (the boards below stop ticking as they go stale)'));
client.on('message', (_topic, payload) => {
  try {
    const report = JSON.parse(new TextDecoder().decode(payload)) as BoardReport;
    if (!Number.isInteger(report.board) || typeof report.live !== 'object' || report.live === null) return;
    boards.set(report.board, { report: report, receivedAtMs: performance.now() });
  } catch (error) {
    // Not a board's report: another publisher's message on the topic, ignored.
  }
});

/** Text as HTML: whatever is published on the broker reaches the page, so nothing from it is markup. */
const escaped = (text: string) => text.replace(/[&<>"']/g, (c) => '&#' + c.charCodeAt(0) + ';');
/** A side's time, its periods or stones left small beside it. */
const timeHtml = (text: string) => escaped(text).replace(/ (×|\/)(\d+)$/, ' <small>$1$2</small>');

function paint(): void {
  const now = performance.now();
  const tiles = hallOrder(Array.from(boards.values()).map((heard) => tileOf(heard, now)));
  const html = tiles
    .map(
      (tile) =>
        '<div class="tile ' + tile.classes.join(' ') + '" data-board="' + tile.board + '"><div class="head"><span>Board ' + tile.board + '</span><span class="marks">' + escaped(tile.marks.join(' · ')) +
        '</span></div><div class="times"><span class="side black' + (tile.onMove === 'black' ? ' on' : '') + '">' + timeHtml(tile.black) + '</span><span class="side white' + (tile.onMove === 'white' ? ' on' : '') + '">' + timeHtml(tile.white) + '</span></div></div>',
    )
    .join('');
  if (grid.innerHTML !== html) grid.innerHTML = html;
}
setInterval(paint, 250);
(window as unknown as { goHall: object }).goHall = { boards: () => boards };
