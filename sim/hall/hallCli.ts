// `npm run hall`: the tournament hall's gateway on one laptop. It hears the clocks' adverts (with a
// Bluetooth adapter through npm's @abandonware/noble, or from a simulated hall), publishes each board to
// an MQTT broker (its own unless --broker names one), and serves the hall page and the JSON feed.
import { readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { failOnUncaught, fail, startedAs } from '../host/cliFail';
import { buildFirst, takeBuildFlag } from '../host/buildFirst';
import { SITE_DIR } from '../web/buildSite';
import { siteHandler } from '../web/serve';
import { addressesOf, startGateway } from './gateway';
import { simulateHall } from './simulatedHall';
import { loadNoble, scanForClocks } from './scanner';
import { reportOverUsb, serialConsole } from '../host/usbReporter';
import { MAX_BOARD } from '../../firmware/app/hall/advert';
import { CREDENTIALS_FILE, gatewayCredentials } from './credentials';
import { certificatesFor, type Certificates } from '../web/certificates';
import { RESULT_COMMANDS, ResultsError } from './results';
import { keepRoundResults, readRound, roundSetAt, RoundError, type HallRound } from './hallRounds';
import { roundMover } from './roundMover';
import { droppedLine } from './directorWords';
import type { Gateway } from './gateway';
import { inEnglish } from '../words';
import type { Say } from '../../firmware/core/index';

const HELP = `usage: npm run hall -- [options]
  the tournament hall: every clock's advert heard, each board published retained on <tournament>/<board>

  --simulate N        a simulated hall of N clocks on boards 1…N, in real time (no Bluetooth needed)
  --tournament NAME   the topic's first level (default: hall)
  --boards LIST       the boards registered for the tournament, as 1-300,305 (default: 1…N with --simulate)
  --register FILE     the boards with their clocks' addresses, as JSON [{"board":1,"address":"aa:bb:…"}]
  --usb DEV=BOARD     also a clock on a USB cable (device DEV) as board BOARD, as /dev/ttyACM0=12
  --pairings FILE     the round's pairings for the tiles and the feed: OpenGotha's tournament XML, or a
                      CSV of board,black,black rank,white,white rank
  --round N           the round the hall starts on (of an OpenGotha file; a CSV is one round)
  --results BASE      keep each round's results in BASE.rN.xml (OpenGotha's tournament file, only results
                      the director confirmed in its games' result, earlier rounds' too), BASE.rN.round.xml
                      (the round's confirmed games alone, to import into OpenGotha with Games ticked) and BASE.rN.csv (every result, confirmed or the clock's);
                      read back from BASE.rN.csv when the hall restarts. Needs --pairings
  --broker URL        publish to this broker (mqtt://host:1883) instead of the embedded one
  --username NAME     the gateway's name on the broker; its password comes from --password-file or
                      the HALL_MQTT_PASSWORD environment variable, never the command line
  --password-file F   a file holding the gateway's password (its first line)
  --tls               MQTT over TLS, and the page, feed and WebSocket over HTTPS, with a certificate from the
                      web clock's local authority (made by openssl in .cert/; subscribers trust its ca.crt)
  --lan               listen on every network interface, not only on this machine
  --host ADDR         listen on this address only
  --port P            the embedded broker's page, feed and MQTT over WebSocket (default 8090)
  --mqtt-port P       the embedded broker's MQTT port (default 1883)
  --help              this text

The embedded broker lets only the gateway publish: with no --username, its credentials are made at the
first start, kept in ${CREDENTIALS_FILE} (git ignores it) and printed then. Anyone else may only read
the tournament's boards.

A result is the clock's until the director confirms it, with a command typed where the hall runs, or
on the director's page (/director, signed in with the gateway's name and password):
${RESULT_COMMANDS}
  round N [FILE]      move the hall to round N: its pairings read again from the last pairings file, or FILE`;

interface HallOptions {
  simulate: number;
  tournament: string;
  registered: Map<number, string | null>;
  broker: string | null;
  /** Clocks on USB: their device and board. */
  usb: { device: string; board: number }[];
  port: number;
  mqttPort: number;
  /** Where the embedded broker and the page listen. */
  host: string;
  username: string | null;
  passwordFile: string | null;
  /** The pairings file and the round the hall starts on (null: none given, and the hall starts on round 1). */
  pairingsFile: string | null;
  round: number | null;
  /** Where the results are kept, without .rN.xml/.rN.csv. */
  results: string | null;
  tls: boolean;
}

function integer(text: string | undefined, name: string, min: number, max: number): number {
  const value = Number(text);
  if (text === undefined || !Number.isInteger(value) || value < min || value > max) fail(name + ' must be a whole number from ' + min + ' to ' + max + ' (got ' + String(text) + ')');
  return value;
}

/** "1-300,305": the boards it names, each taken with no address bound yet. */
export function parseBoards(text: string): Map<number, string | null> {
  const boards = new Map<number, string | null>();
  for (const part of text.split(',')) {
    const range = /^(\d+)(?:-(\d+))?$/.exec(part.trim());
    if (range === null) fail('--boards: "' + part + '" is not a board or a range of boards (as 1-300)');
    const from = integer(range[1], '--boards', 1, MAX_BOARD);
    const to = range[2] === undefined ? from : integer(range[2], '--boards', from, MAX_BOARD);
    for (let board = from; board <= to; board++) boards.set(board, null);
  }
  return boards;
}

function parseRegister(file: string): Map<number, string | null> {
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    fail('--register ' + file + ': ' + (error as Error).message);
  }
  if (!Array.isArray(json)) fail('--register ' + file + ': must be a JSON array of {"board", "address"}');
  const boards = new Map<number, string | null>();
  json.forEach((entry: { board?: unknown; address?: unknown }, i: number) => {
    const board = integer(String(entry?.board), '--register[' + i + '].board', 1, MAX_BOARD);
    if (typeof entry.address !== 'string' || !/^([0-9a-f]{2}:){5}[0-9a-f]{2}$/i.test(entry.address)) fail('--register[' + i + '].address must be a Bluetooth address as aa:bb:cc:dd:ee:ff');
    boards.set(board, entry.address.toLowerCase());
  });
  return boards;
}

export function parseHallArgs(args: string[]): HallOptions {
  const options: HallOptions = { simulate: 0, tournament: 'hall', registered: new Map(), broker: null, usb: [], port: 8090, mqttPort: 1883, host: '127.0.0.1', username: null, passwordFile: null, pairingsFile: null, round: null, results: null, tls: false };
  let boards: Map<number, string | null> | null = null;
  for (let i = 0; i < args.length; i++) {
    const value = () => (i + 1 < args.length ? args[++i] : fail(args[i] + ' needs a value'));
    const arg = args[i];
    if (arg === '--simulate') options.simulate = integer(value(), '--simulate', 1, 10000);
    else if (arg === '--tournament') {
      options.tournament = value();
      if (!/^[\w.-]{1,64}$/.test(options.tournament)) fail('--tournament must be letters, digits, ".", "_" or "-" (an MQTT topic level), got ' + options.tournament);
    } else if (arg === '--boards') boards = parseBoards(value());
    else if (arg === '--register') boards = parseRegister(value());
    else if (arg === '--broker') {
      options.broker = value();
      if (!/^(mqtts?|wss?):\/\/[^\s/]+/.test(options.broker)) fail('--broker must be a URL as mqtt://host:1883 (got ' + options.broker + ')');
    } else if (arg === '--usb') {
      const usb = /^(\/dev\/[\w./-]+)=(\d+)$/.exec(value());
      if (usb === null) fail('--usb must be a device and a board, as /dev/ttyACM0=12');
      options.usb.push({ device: usb[1], board: integer(usb[2], '--usb board', 1, MAX_BOARD) });
    } else if (arg === '--pairings') options.pairingsFile = value();
    else if (arg === '--round') options.round = integer(value(), '--round', 1, 99);
    else if (arg === '--results') options.results = value().replace(/\.(xml|csv)$/i, '');
    else if (arg === '--username') options.username = value();
    else if (arg === '--password-file') options.passwordFile = value();
    else if (arg === '--password') fail('--password is refused: anyone on this machine would read it with ps; use --password-file FILE or HALL_MQTT_PASSWORD');
    else if (arg === '--lan') options.host = '0.0.0.0';
    else if (arg === '--tls') options.tls = true;
    else if (arg === '--host') {
      options.host = value();
      if (!/^[\d.]+$|^[\da-f:]+$/i.test(options.host)) fail('--host must be an IP address of this machine, as 192.168.1.20 (got ' + options.host + ')');
    } else if (arg === '--port') options.port = integer(value(), '--port', 0, 65535);
    else if (arg === '--mqtt-port') options.mqttPort = integer(value(), '--mqtt-port', 0, 65535);
    else fail('unknown argument ' + arg + ' (see --help)');
  }
  if (options.round !== null && options.pairingsFile === null) fail('--round needs --pairings FILE');
  if (options.results !== null && options.pairingsFile === null) fail('--results needs --pairings FILE: the results go back to the pairing program by its games');
  options.registered = boards ?? (options.simulate > 0 ? parseBoards('1-' + options.simulate) : fail('name the tournament\'s boards with --boards 1-300 or --register FILE: the gateway takes no other'));
  return options;
}

async function main(args: string[]): Promise<void> {
  if (args.includes('--help')) return void process.stdout.write(HELP + '\n');
  const build = takeBuildFlag(args);
  const options = parseHallArgs(args);
  let current: HallRound | null = null;
  if (options.pairingsFile !== null) current = await readRound(options.pairingsFile, options.round, options.results).catch((error: unknown) => (error instanceof RoundError ? fail(error.message) : Promise.reject(error)));
  tellDropped(current);
  if (build) buildFirst('build:web');
  const credentials = gatewayCredentials(options.username, options.passwordFile, process.env.HALL_MQTT_PASSWORD, options.broker === null);
  if (credentials !== null && credentials.made) process.stdout.write('hall: the gateway\'s credentials were made and kept in ' + CREDENTIALS_FILE + ': ' + credentials.username + ' / ' + credentials.password + '\n');
  let tls: Certificates | undefined;
  if (options.tls) {
    if (options.broker !== null) fail('--tls is the embedded broker\'s: an external broker speaks TLS when its URL is mqtts://');
    try {
      tls = certificatesFor(['localhost', '127.0.0.1'].concat(addressesOf(options.host)));
    } catch (error) {
      fail((error as Error).message);
    }
  }
  const started = Date.now();
  // A clock still showing a game begun before the round was set is not the round's: the round counts from
  // when it was first set, which a restart with the same results keeps.
  const firstRound = current?.round ?? 1;
  const since = roundSetAt(options.results, firstRound, started);
  let gateway: Gateway | null = null;
  // A round's answer tells the games OpenGotha drops from its file: the console's and the director's page's alike.
  const rounds = roundMover(options.results, () => (gateway as Gateway).round(), () => current?.pairingsFile ?? null, (next, asked) => {
    current = next;
    (gateway as Gateway).newRound({ round: asked, pairings: next?.pairings, byes: next?.byes, kept: next?.kept, sinceMs: roundSetAt(options.results, asked, Date.now()) });
  });
  const isRound = (line: string) => /^\s*round\b/i.test(line);
  // The director's page and the console wait alike for a round's file to be read; a result's command answers at once.
  const command = async (line: string, say: Say = inEnglish) => (isRound(line) ? rounds.read(line, say) : (gateway as Gateway).director(line, say));
  gateway = await startGateway({
    tls: tls,
    host: options.host,
    credentials: credentials,
    pairings: current?.pairings,
    byes: current?.byes,
    round: firstRound,
    roundSinceMs: since,
    directorCommand: command,
    tournament: options.tournament,
    registered: options.registered,
    broker: options.broker,
    mqttPort: options.mqttPort,
    httpPort: options.port,
    files: siteHandler(SITE_DIR),
    // Ms since 1970: a report's instant means the same to a page after the gateway restarts.
    now: () => Date.now(),
    keptResults: current?.kept,
    resultsChanged: options.results === null ? undefined : (results) => current !== null && keepRoundResults(options.results as string, current, results),
  });
  if (options.results !== null && current !== null) keepRoundResults(options.results, current, gateway.results.all());
  takeDirectorsCommands(command);
  const page = gateway.httpUrl === null ? null : gateway.httpUrl + 'hall.html?tournament=' + options.tournament;
  process.stdout.write('hall: ' + options.registered.size + ' boards registered, publishing to ' + gateway.brokerUrl + ' under ' + options.tournament + '/<board>\n');
  if (page !== null) process.stdout.write('hall: the page ' + page + ', the feed ' + gateway.httpUrl + 'feed.json\n');
  if (page !== null && credentials !== null) process.stdout.write("hall: the director's page " + gateway.httpUrl + 'director, signed in as ' + credentials.username + ' with the gateway\'s password\n');
  if (tls !== undefined) process.stdout.write('hall: over TLS; readers trust the authority in ' + tls.caPath + '\n');
  if (gateway.addresses.length > 0) {
    const ports = ' (MQTT ' + new URL(gateway.brokerUrl).port + ', the page ' + new URL(gateway.httpUrl as string).port + ')';
    process.stdout.write('hall: listening on ' + gateway.addresses.join(', ') + ports + (options.host === '127.0.0.1' ? ', this machine only: --lan opens it to the network' : '') + '\n');
  }
  for (const usb of options.usb) reportOverUsb(serialConsole(usb.device), usb.board, 'usb:' + usb.device, (source, data) => gateway.hear(source, data));
  if (options.simulate > 0) {
    const hall = simulateHall(options.simulate, (source, data, atMs) => (gateway as Gateway).hear(source, data, started + atMs));
    setInterval(() => hall.runUntil(Date.now() - started), 100);
  } else if (options.usb.length === 0 || options.registered.size > options.usb.length) await scanForClocks((source, data) => gateway.hear(source, data), await loadNoble());
  setInterval(() => process.stdout.write('hall: ' + JSON.stringify(gateway.book.counts) + '\n'), 10000).unref();
}

/** The games and byes OpenGotha drops from the first round's file, told on the director's console. */
function tellDropped(round: HallRound | null): void {
  for (const dropped of round?.dropped ?? []) process.stdout.write('hall: ' + droppedLine(dropped, inEnglish) + '\n');
}

/** The director's commands, one a line where the hall runs, answered in turn; a wrong one is answered, and changes nothing. */
function takeDirectorsCommands(run: (line: string) => Promise<string>): void {
  const lines = createInterface({ input: process.stdin, terminal: false });
  let queue = Promise.resolve();
  lines.on('line', (line) => {
    queue = queue.then(() => run(line).then(
      (answer) => void process.stdout.write(answer.replace(/^/gm, 'hall: ') + '\n'),
      (error: unknown) => {
        if (!(error instanceof ResultsError) && !(error instanceof RoundError)) throw error;
        process.stdout.write('hall: ' + error.message + '\n');
      },
    ));
  });
}

if (startedAs('hallCli')) {
  failOnUncaught();
  void main(process.argv.slice(2));
}
