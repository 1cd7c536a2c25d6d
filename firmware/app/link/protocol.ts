// The clock's link protocol: what a referee's phone (the web clock) and the clock say to each other, over USB
// today. One module for both ends: the messages, their version and their errors. A request is one JSON
// object of at most MAX_FRAME characters; each reply is one line, LINK_PREFIX then its JSON, so the page
// finds it among whatever else the console prints.
// @espruino-public: the members declared here cross JSON or the console, so the build keeps their names.
import { fieldError, requireInteger, requireOneOf, requireRecord } from '../../core/index';

export const LINK_VERSION = 1;
export const LINK_PREFIX = 'GOCLOCK ';
export const MAX_FRAME = 2048;
/** Record lines per reply at most: a piece small enough for the link. */
export const MAX_RECORD_LINES = 40;

/**
 * hello: the protocol version and the board. state: the clock's settled state. settings: the saved
 * settings. configure: new settings, as clock.configure takes them. command: a referee's input, accepted
 * only when the clock's own menu would offer it now. record: `count` record lines from line `from`.
 */
export type LinkOp = 'hello' | 'state' | 'settings' | 'configure' | 'command' | 'record';
export const LINK_OPS: LinkOp[] = ['hello', 'state', 'settings', 'configure', 'command', 'record'];

/** frame: not one JSON object; version: another protocol; invalid: a field is wrong; refused: not now. */
export type LinkErrorCode = 'frame' | 'version' | 'invalid' | 'refused';

export interface LinkRequest {
  v: number;
  id: number;
  op: LinkOp;
  /** configure: the settings. */
  settings?: unknown;
  /** command: the input. */
  input?: unknown;
  /** record: the first line wanted and how many. */
  from?: number;
  count?: number;
}

export interface LinkReply {
  v: number;
  /** The request's id; 0 when the frame had none that could be read. */
  id: number;
  ok: boolean;
  error?: { code: LinkErrorCode; message: string };
  /** hello */
  version?: number;
  /** state, command */
  state?: unknown;
  /** settings, configure */
  settings?: unknown;
  /** a correction's events */
  events?: unknown[];
  /** record: the piece's first line, its lines, and how many the record has */
  from?: number;
  lines?: string[];
  total?: number;
}

/** Reads a request frame; throws an Error whose message starts with its error code ("version: …"). */
export function parseRequest(text: unknown): LinkRequest {
  if (typeof text !== 'string' || text.length > MAX_FRAME) throw new Error('frame: a request is one JSON object of at most ' + MAX_FRAME + ' characters');
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new Error('frame: not JSON');
  }
  const record = requireRecord(json, 'request');
  if (record.v !== LINK_VERSION) throw new Error('version: this clock speaks link protocol ' + LINK_VERSION + ' (got ' + JSON.stringify(record.v) + ')');
  const request: LinkRequest = { v: LINK_VERSION, id: requireInteger(record.id, 'request.id', 1, 2147483647), op: requireOneOf(record.op, LINK_OPS, 'request.op') };
  if (request.op === 'configure') {
    if (record.settings === undefined) throw fieldError('request.settings', 'is required');
    request.settings = record.settings;
  }
  if (request.op === 'command') request.input = requireRecord(record.input, 'request.input');
  if (request.op === 'record') {
    request.from = requireInteger(record.from === undefined ? 0 : record.from, 'request.from', 0, 1000000);
    request.count = requireInteger(record.count === undefined ? MAX_RECORD_LINES : record.count, 'request.count', 1, MAX_RECORD_LINES);
  }
  return request;
}

/** The reply line for a request (or for a frame whose id could not be read: 0). */
export function replyLine(reply: LinkReply): string {
  return LINK_PREFIX + JSON.stringify(reply);
}

/** The reply in one line of the console's output, or null when the line is something else. */
export function readReply(line: string): LinkReply | null {
  if (line.indexOf(LINK_PREFIX) !== 0) return null;
  try {
    const reply = JSON.parse(line.slice(LINK_PREFIX.length));
    return typeof reply === 'object' && reply !== null && typeof reply.id === 'number' && typeof reply.ok === 'boolean' ? (reply as LinkReply) : null;
  } catch (error) {
    return null;
  }
}

/** What the page types on the USB console to send `request`: echo off (Ctrl-P), then one call. */
export function consoleLine(request: LinkRequest): string {
  return '\x10clock.link(' + JSON.stringify(JSON.stringify(request)) + ')\n';
}
