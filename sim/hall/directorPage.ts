// The director's page, served by the hall beside the public one and closed behind the gateway's own
// name and password (HTTP Basic; over --tls the password never crosses the network in the clear). It
// shows the round, the results waiting for the director's word with where each came from, and the clocks
// to walk to: silent, low on battery, still showing a game from before the round, claimed twice, or on a
// board the round does not pair; a finished game whose result the director confirmed is none of them. Its buttons type the director's commands (results.ts, and `round N`),
// answered as at the hall's terminal, in the director's words (a round once its file is read). A command is a POST that carries a header
// no other site's form can set, so a page elsewhere cannot act with the director's remembered password.
import { timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { BoardReport } from './hallBook';
import type { Pairing } from './pairings';
import { roundResult, type BoardResult } from './results';
import type { Credentials } from './brokerAccess';
import { resultLabel, STALE_MS } from '../web/page/hallTiles';
import { resultWords } from '../web/page/hallReading';
import { directorHtml } from './directorHtml';
import { textLanguageOf, type Say, type TextLanguage } from '../../firmware/core/index';
import { inEnglish, wordsIn } from '../words';

/** The header a command must carry: a cross-site form cannot set it, and a cross-site fetch that does is refused by the browser. */
export const COMMAND_HEADER = 'x-hall-director';
/** A command is a line: anything longer is no command. */
const MAX_COMMAND_BYTES = 200;

/** What the director's page shows: read when it asks. */
export interface DirectorView {
  round: number;
  reports: BoardReport[];
  pairings: Pairing[];
  results: BoardResult[];
  nowMs: number;
}

/** One board as the director's page lists it. */
export interface DirectorBoard {
  board: number;
  black: string;
  white: string;
  /** Where its clock is heard from (an address, or usb:DEVICE), or '' when no clock reports it. */
  source: string;
  phase: string;
  clockResult: string | null;
  roundResult: string | null;
  confirmed: boolean;
  /** The clock's result and the round's as the director reads them, in words ('' for none). */
  clockWords: string;
  resultWords: string;
  /** What the director should walk to this board for, in words. */
  concerns: string[];
}

function concernsOf(report: BoardReport | undefined, paired: boolean, pairingsLoaded: boolean, confirmed: boolean, nowMs: number, say: Say): string[] {
  // Its game is over and its result the director's: the clock has nothing more to tell, and goes quiet.
  if (confirmed && (report === undefined || report.live.phase === 'ended')) return [];
  if (report === undefined) return paired ? [say('dir.noClockHeard')] : [];
  const concerns: string[] = [];
  const silentMs = nowMs - report.heardAtMs;
  if (silentMs > STALE_MS) concerns.push(say('dir.silent', { seconds: Math.floor(silentMs / 1000) }));
  if (report.lowBattery) concerns.push(say('dir.battery'));
  if (report.earlier) concerns.push(say('dir.earlier'));
  if (report.conflict !== null) concerns.push(say('dir.conflict', { source: report.conflict }));
  if (pairingsLoaded && !paired) concerns.push(say('dir.unpaired'));
  return concerns;
}

/** The language the director asked for: ?lang= in the address, else the browser's first (Accept-Language). */
function languageOf(request: IncomingMessage): TextLanguage {
  const asked = new URL(request.url ?? '/', 'http://hall').searchParams.get('lang');
  return textLanguageOf(asked ?? (request.headers['accept-language'] ?? 'en').split(',')[0]);
}

/** Every board the round pairs or a clock reports, by board, as the director's page lists them. */
export function directorBoards(view: DirectorView, say: Say = inEnglish): DirectorBoard[] {
  const pairingOf = new Map(view.pairings.map((pairing) => [pairing.board, pairing]));
  const reportOf = new Map(view.reports.map((report) => [report.board, report]));
  const resultOf = new Map(view.results.map((entry) => [entry.board, entry]));
  const boards = Array.from(new Set([...pairingOf.keys(), ...reportOf.keys(), ...resultOf.keys()])).sort((a, b) => a - b);
  return boards.map((board) => {
    const pairing = pairingOf.get(board);
    const report = reportOf.get(board);
    const entry = resultOf.get(board);
    const confirmed = entry !== undefined && entry.director !== null;
    return {
      board: board,
      black: pairing === undefined ? '' : (pairing.black.name + ' ' + pairing.black.rank).trim(),
      white: pairing === undefined ? '' : (pairing.white.name + ' ' + pairing.white.rank).trim(),
      source: report?.source ?? '',
      phase: report === undefined ? '' : report.live.phase,
      clockResult: entry?.clock ?? null,
      roundResult: entry === undefined ? null : roundResult(entry),
      confirmed: confirmed,
      clockWords: entry?.clock == null ? '' : resultWords(entry.clock, say),
      resultWords: resultLabel(entry, say),
      concerns: concernsOf(report, pairing !== undefined, view.pairings.length > 0, confirmed, view.nowMs, say),
    };
  });
}

/** Whether `request` signs in as `credentials` (HTTP Basic), compared in constant time. */
function signedIn(request: IncomingMessage, credentials: Credentials): boolean {
  const match = /^Basic ([A-Za-z0-9+/=]+)$/.exec(request.headers.authorization ?? '');
  if (match === null) return false;
  const given = Buffer.from(Buffer.from(match[1], 'base64').toString('utf8'));
  const expected = Buffer.from(credentials.username + ':' + credentials.password);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

function answer(response: ServerResponse, status: number, type: string, body: string): void {
  response.writeHead(status, { 'content-type': type + '; charset=utf-8', 'cache-control': 'no-store', 'x-frame-options': 'DENY' });
  response.end(body);
}

/** Reads a command's body, at most MAX_COMMAND_BYTES; null when it is longer. */
function commandOf(request: IncomingMessage): Promise<string | null> {
  return new Promise((resolve) => {
    let body: string | null = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => {
      if (body === null) return;
      body += chunk;
      // Too long: answered at once, and the rest is not kept (the connection closes after the answer).
      if (Buffer.byteLength(body) > MAX_COMMAND_BYTES) {
        body = null;
        resolve(null);
      }
    });
    request.on('end', () => resolve(body));
    request.on('error', () => resolve(null));
  });
}

export interface DirectorRoutes {
  /** The director's credentials (null: the page is refused: an open external broker has none). */
  credentials: Credentials | null;
  view(): DirectorView;
  /**
   * Runs a director's command line; answers (what it did in `say`'s words), at once or once done (a round's
   * file read), or throws or rejects with an error whose message is the answer.
   */
  command(line: string, say: Say): string | Promise<string>;
}

/** Serves /director, /director/state and /director/command; false for any other path. */
export function serveDirector(request: IncomingMessage, response: ServerResponse, routes: DirectorRoutes): boolean {
  const path = (request.url ?? '').split('?')[0];
  if (path !== '/director' && path !== '/director/state' && path !== '/director/command') return false;
  if (routes.credentials === null) {
    answer(response, 403, 'text/plain', 'the director\'s page needs the gateway\'s credentials: start the hall with its own broker, or with --username');
    return true;
  }
  if (!signedIn(request, routes.credentials)) {
    response.writeHead(401, { 'www-authenticate': 'Basic realm="the hall\'s director", charset="UTF-8"', 'content-type': 'text/plain; charset=utf-8' });
    response.end('sign in with the gateway\'s name and password (.hall/credentials.json)');
    return true;
  }
  const language = languageOf(request);
  const say = wordsIn(language);
  if (path === '/director') {
    if (request.method !== 'GET') answer(response, 405, 'text/plain', 'GET only');
    else answer(response, 200, 'text/html', directorHtml(language, say));
    return true;
  }
  if (path === '/director/state') {
    const view = routes.view();
    answer(response, 200, 'application/json', JSON.stringify({ round: view.round, boards: directorBoards(view, say) }));
    return true;
  }
  if (request.method !== 'POST' || request.headers[COMMAND_HEADER] !== '1') {
    answer(response, 403, 'text/plain', 'a command is a POST from the director\'s page');
    return true;
  }
  void commandOf(request).then(async (line) => {
    if (line === null) {
      response.setHeader('connection', 'close');
      return answer(response, 413, 'text/plain', 'a command is one line of at most ' + MAX_COMMAND_BYTES + ' bytes');
    }
    // A round's file is read in chunks meanwhile: the hall serves every other request until this answer.
    try {
      answer(response, 200, 'text/plain', await routes.command(line, say));
    } catch (error) {
      answer(response, 400, 'text/plain', (error as Error).message);
    }
  });
  return true;
}
