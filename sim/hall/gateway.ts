// The hall gateway: adverts in (from a scanner, or a simulated hall), the hall book (hallBook.ts) deciding
// what is taken, and each board published retained on `<tournament>/<board>` to an MQTT broker: its own,
// embedded (aedes, for one laptop in one hall), or any other by URL (Debian's mosquitto, a federation's).
// The embedded broker also speaks MQTT over WebSocket at /mqtt, beside the hall page and the JSON feed.
// Nothing flows back: the gateway subscribes to nothing, and no clock listens to anything it sends.
import { createServer as createNetServer, type Server as NetServer } from 'node:net';
import { networkInterfaces } from 'node:os';
import { createServer as createHttpServer, type Server as HttpServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import { createServer as createTlsServer } from 'node:tls';
import type { MqttClient } from 'mqtt';
import { createHallBook, type BoardReport, type HallBook } from './hallBook';
import { byesTopic, freshCredentials, guardBroker, pairingsTopic, resultsTopic, roundTopic, type Credentials } from './brokerAccess';
import type { PairedPlayer, Pairing } from './pairings';
import { createResultBook, roundResult, type BoardResult, type ResultBook } from './results';
import { cappedStream, guarded, httpOptions, limitHttp, limitTcp, SERVER_LIMITS, type ServerLimits } from '../serverLimits';
import { serveDirector } from './directorPage';
import { inEnglish } from '../words';
import type { Say } from '../../firmware/core/index';

export interface GatewayOptions {
  tournament: string;
  registered: Map<number, string | null>;
  /** An external broker's URL (mqtt://host:port); null runs the embedded one. */
  broker: string | null;
  /** The embedded broker's MQTT port and its HTTP port (the page, the feed, MQTT over WebSocket); 0 picks free ones. */
  mqttPort: number;
  httpPort: number;
  /** Where the embedded broker and the page listen: 127.0.0.1 (this machine only) unless given; 0.0.0.0 is every interface. */
  host?: string;
  /** The gateway's name and password: the embedded broker lets only them publish (fresh ones when not given); an external broker is sent them (none: null or not given). */
  credentials?: Credentials | null;
  /**
   * The embedded broker's MQTT over TLS, and its page, feed and WebSocket over HTTPS, with this key and
   * certificate (issued by the authority `caPem`, which the gateway's own client trusts). None: plain.
   */
  tls?: { keyPem: string; certPem: string; caPem: string };
  /** The round's pairings, published retained on `<tournament>/pairings` and in the feed (none: not given). */
  pairings?: Pairing[];
  /** The players the round gives a bye, published retained on `<tournament>/byes` and in the feed (none: none). */
  byes?: PairedPlayer[];
  /** The round (1 when not given), published retained on `<tournament>/round`, and when it was set on `now`'s clock (none: before any game). */
  round?: number;
  roundSinceMs?: number;
  /** Runs a line the director's page sends, answered once done (none: the results' commands alone, as `director` runs them). */
  directorCommand?: (line: string, say: Say) => string | Promise<string>;
  /** The results a results file kept, taken back as the hall starts (none: not given). */
  keptResults?: BoardResult[];
  /** Called after each change of the round's results, a clock's or the director's (the CLI writes its files). */
  resultsChanged?: (results: BoardResult[]) => void;
  /** Serves a request the gateway does not (the hall page's files), or null. */
  files: ((request: IncomingMessage, response: ServerResponse) => void) | null;
  now: () => number;
  /** What bounds the embedded broker and the page against their clients (SERVER_LIMITS when not given). */
  limits?: ServerLimits;
}

export interface Gateway {
  /** An advert from `source`, on the air at `atMs` on the gateway's clock (now when not given: a simulated hall gives its own instant). */
  hear(source: string, data: ArrayLike<number>, atMs?: number): void;
  book: HallBook;
  /** mqtt:// of the broker the gateway publishes to; ws:// of the embedded one's WebSocket (null with an external broker); http:// of the page. */
  brokerUrl: string;
  webSocketUrl: string | null;
  httpUrl: string | null;
  published: () => number;
  /** The credentials the gateway publishes with (null: none, to an open external broker). */
  credentials: Credentials | null;
  /** Every address the embedded broker and the page listen on (none with an external broker). */
  addresses: string[];
  /** The round's results; `director` runs a director's command on them and publishes what it changed. */
  results: ResultBook;
  director(line: string, say?: Say): string;
  /**
   * The hall moves to round `round`, set at `sinceMs`: its pairings, and the results a file kept of it (none:
   * none yet). A clock still showing a game begun before is marked, and its result is not the round's.
   */
  newRound(round: RoundStart): void;
  round(): number;
  close(): Promise<void>;
}

/** The addresses a server bound to `host` is reached at: each interface's IPv4 address for 0.0.0.0. */
export function addressesOf(host: string): string[] {
  if (host !== '0.0.0.0') return [host];
  const all = Object.values(networkInterfaces()).flatMap((list) => list ?? []);
  return all.filter((address) => address.family === 'IPv4').map((address) => address.address);
}

/** A round the hall moves to: its number, pairings, the results kept of it, and when it was set. */
export interface RoundStart {
  round: number;
  pairings: Pairing[] | undefined;
  byes?: PairedPlayer[];
  kept: BoardResult[] | undefined;
  sinceMs: number;
}

/** What the feed tells of the round: its number, its games and its byes. */
export interface FeedRound {
  round: number;
  pairings: Pairing[];
  byes: PairedPlayer[];
}

export function topicOf(tournament: string, board: number): string {
  return tournament + '/' + board;
}

/**
 * The JSON feed for broadcast sites: every board as the gateway last published it, with its players and
 * handicap when paired and the round's result as the hall keeps it (`roundResult`, and whether the
 * director confirmed it), the pairings, the round's byes, and the results.
 */
export function feedOf(tournament: string, reports: BoardReport[], nowMs: number, round: FeedRound, results: BoardResult[] = []): string {
  const pairings = round.pairings;
  const byBoard = new Map(pairings.map((pairing) => [pairing.board, pairing]));
  const resultOf = new Map(results.map((entry) => [entry.board, entry]));
  const boards = reports.slice().sort((a, b) => a.board - b.board).map((report) => {
    const paired = byBoard.get(report.board);
    const entry = resultOf.get(report.board);
    const withPlayers = paired === undefined ? report : Object.assign({}, report, { black: paired.black, white: paired.white, handicap: paired.handicap });
    return entry === undefined ? withPlayers : Object.assign({}, withPlayers, { roundResult: roundResult(entry), confirmed: entry.director !== null });
  });
  return JSON.stringify({ tournament: tournament, round: round.round, atMs: nowMs, boards: boards, pairings: pairings, byes: round.byes, results: results });
}

const listening = (server: NetServer | HttpServer, port: number, host: string) =>
  new Promise<number>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve((server.address() as { port: number }).port));
  });

export async function startGateway(options: GatewayOptions): Promise<Gateway> {
  const book = createHallBook(options.registered);
  let round = options.round ?? 1;
  let pairings = options.pairings;
  let byes = options.byes ?? [];
  // A result is a game's: with pairings, only a board they pair takes one.
  const bookOf = () => createResultBook((board) => options.registered.has(board), (board) => pairings === undefined || pairings.some((p) => p.board === board));
  let results = bookOf();
  if (options.keptResults !== undefined) results.restore(options.keptResults);
  if (options.roundSinceMs !== undefined) book.roundFrom(options.roundSinceMs);
  const host = options.host ?? '127.0.0.1';
  const credentials = options.broker === null ? (options.credentials ?? freshCredentials()) : (options.credentials ?? null);
  let published = 0;
  /** Stops the embedded broker, when there is one. */
  let closeBroker: (() => Promise<void>) | null = null;
  let brokerUrl = options.broker;
  let webSocketUrl: string | null = null;
  let httpUrl: string | null = null;
  // The broker's and the client's packages are loaded by the gateway that needs them, not by every tool that imports
  // this module: npm run hall then answers --help or a wrong argument without their loading.
  if (brokerUrl === null) {
    const limits = options.limits ?? SERVER_LIMITS;
    const { Aedes } = await import('aedes');
    const { WebSocketServer, createWebSocketStream } = await import('ws');
    const broker = await Aedes.createBroker({ connectTimeout: limits.headersMs });
    guardBroker(broker, options.tournament, credentials as Credentials);
    const tls = options.tls;
    const handle = (socket: import('node:stream').Duplex) => broker.handle(cappedStream(socket, limits) as never);
    const tcp = tls === undefined ? createNetServer(handle) : createTlsServer({ key: tls.keyPem, cert: tls.certPem }, handle);
    limitTcp(tcp, limits);
    const mqttPort = await listening(tcp, options.mqttPort, host);
    const serve = guarded((request: IncomingMessage, response: ServerResponse) => {
      if (request.url === '/feed.json') {
        response.writeHead(200, { 'content-type': 'application/json', 'access-control-allow-origin': '*' });
        return response.end(feedOf(options.tournament, book.reports(), options.now(), { round: round, pairings: pairings ?? [], byes: byes }, results.all()));
      }
      const view = () => ({ round: round, reports: book.reports(), pairings: pairings ?? [], results: results.all(), nowMs: options.now() });
      if (serveDirector(request, response, { credentials: credentials, view: view, command: options.directorCommand ?? runCommand })) return;
      if (options.files !== null) return options.files(request, response);
      response.writeHead(404).end();
    });
    const http: HttpServer = tls === undefined ? createHttpServer(httpOptions(limits), serve) : (createHttpsServer({ ...httpOptions(limits), key: tls.keyPem, cert: tls.certPem }, serve) as unknown as HttpServer);
    limitHttp(http, limits);
    const sockets = new WebSocketServer({ server: http, path: '/mqtt', maxPayload: limits.mqttPacketBytes });
    sockets.on('connection', (socket) => {
      socket.on('error', () => socket.terminate());
      handle(createWebSocketStream(socket));
    });
    const httpPort = await listening(http, options.httpPort, host);
    const secure = tls === undefined ? '' : 's';
    brokerUrl = 'mqtt' + secure + '://127.0.0.1:' + mqttPort;
    webSocketUrl = 'ws' + secure + '://127.0.0.1:' + httpPort + '/mqtt';
    httpUrl = 'http' + secure + '://127.0.0.1:' + httpPort + '/';
    const connections = new Set<import('node:net').Socket>();
    tcp.on('connection', (socket) => {
      connections.add(socket);
      socket.on('close', () => connections.delete(socket));
    });
    closeBroker = async () => {
      // The broker first, which lets its clients go; a server closes only once its connections have.
      await new Promise<void>((done) => broker.close(() => done()));
      for (const socket of connections) socket.destroy();
      sockets.clients.forEach((socket) => socket.terminate());
      await new Promise<void>((done) => sockets.close(() => done()));
      http.closeAllConnections();
      await new Promise<void>((done) => http.close(() => done()));
      await new Promise<void>((done) => tcp.close(() => done()));
    };
  }
  const signIn = credentials === null ? {} : { username: credentials.username, password: credentials.password };
  const trust = options.tls === undefined ? {} : { ca: options.tls.caPem };
  const mqtt = (await import('mqtt')).default;
  const client: MqttClient = mqtt.connect(brokerUrl, Object.assign({ reconnectPeriod: 500, connectTimeout: 5000 }, signIn, trust));
  const publish = (report: BoardReport) => {
    published++;
    client.publish(topicOf(options.tournament, report.board), JSON.stringify(report), { retain: true, qos: 0 });
  };
  /** Whether the results were ever published: then an empty book (a new round's) replaces them. */
  let resultsTold = false;
  /** The round's results, retained beside the boards once there are any. */
  const publishResults = () => {
    const all = results.all();
    if (all.length === 0 && !resultsTold) return;
    resultsTold = true;
    client.publish(resultsTopic(options.tournament), JSON.stringify(all), { retain: true, qos: 0 });
  };
  const resultsChanged = () => {
    publishResults();
    if (options.resultsChanged !== undefined) options.resultsChanged(results.all());
  };
  /** The round, its pairings and its results, retained beside the boards. */
  const publishRound = () => {
    client.publish(roundTopic(options.tournament), JSON.stringify({ round: round }), { retain: true, qos: 0 });
    if (pairings !== undefined) client.publish(pairingsTopic(options.tournament), JSON.stringify(pairings), { retain: true, qos: 0 });
    client.publish(byesTopic(options.tournament), JSON.stringify(byes), { retain: true, qos: 0 });
    publishResults();
  };
  // A broker that restarted lost its retained boards: each is published again as soon as the link is back.
  client.on('connect', () => {
    publishRound();
    book.reports().forEach(publish);
  });
  function runCommand(line: string, say: Say = inEnglish): string {
    const before = JSON.stringify(results.all());
    const done = results.command(line, say);
    if (JSON.stringify(results.all()) !== before) resultsChanged();
    return done;
  }
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no MQTT broker answers at ' + brokerUrl)), 5000);
    client.once('connect', () => {
      clearTimeout(timer);
      resolve();
    });
    client.once('error', (error) => {
      clearTimeout(timer);
      void client.endAsync(true);
      reject(new Error(brokerUrl + ' refused the gateway: ' + error.message));
    });
  });
  return {
    get results() {
      return results;
    },
    book: book,
    brokerUrl: brokerUrl,
    webSocketUrl: webSocketUrl,
    httpUrl: httpUrl,
    published: () => published,
    credentials: credentials,
    addresses: webSocketUrl === null ? [] : addressesOf(host),
    hear(source, data, atMs) {
      const report = book.hear(source, data, atMs ?? options.now());
      if (report === null) return;
      publish(report);
      if (!report.earlier && results.fromClock(report.board, report.result)) resultsChanged();
    },
    director: runCommand,
    newRound(next) {
      round = next.round;
      pairings = next.pairings;
      byes = next.byes ?? [];
      results = bookOf();
      if (next.kept !== undefined) results.restore(next.kept);
      // A board's last report was heard before the round: it stands, marked as the earlier game it is.
      book.roundFrom(next.sinceMs).forEach(publish);
      publishRound();
      if (options.resultsChanged !== undefined) options.resultsChanged(results.all());
    },
    round: () => round,
    async close() {
      await client.endAsync(true);
      if (closeBroker !== null) await closeBroker();
    },
  };
}
