// The clock's end of the link (protocol.ts): one request in, one reply line out, never an exception. A
// command is taken only when the clock's own menu would offer it at that moment: pause while a clock runs;
// in pause the referee menu's actions and its corrections; after a flag the flag menu's decisions; once
// the referee ended the game, its result. A refused or malformed request changes nothing.
import { resultAsked, resultProblem, type ClockState, type Input } from '../../core/index';
import { flagItems, refereeItems } from '../menus/menuItems';
import type { ClockConsole } from '../console/clockConsole';
import { LINK_VERSION, parseRequest, replyLine, type LinkErrorCode, type LinkReply, type LinkRequest } from './protocol';

/** What the link needs of the app besides its console. */
export interface LinkHost {
  console: ClockConsole;
  /** The clock as it stands now (brought up to now first). */
  present(): ClockState;
  /** Applies a referee's input now. */
  act(input: Input): void;
  /** The saved settings. */
  saved(): unknown;
  /** The record's own lines, each handed to `line`. */
  recordLines(line: (text: string) => void): void;
}

/** A referee action as one text, its type then its side if it has one, so an asked and an offered action compare. */
function actionKey(action: { type?: unknown; side?: unknown }): string {
  return JSON.stringify(action.side !== undefined ? { type: action.type, side: action.side } : { type: action.type });
}

/** The actions the device's menus offer now, each as its actionKey. */
function offeredInputs(present: ClockState): string[] {
  if (present.phase === 'running') return [actionKey({ type: 'pause' })];
  const items = present.phase === 'paused' ? refereeItems(present) : present.phase === 'flagged' ? flagItems(present) : [];
  const offered: string[] = [];
  for (let i = 0; i < items.length; i++) {
    const act = items[i].act;
    if (typeof act === 'object') offered.push(actionKey(act));
  }
  return offered;
}

/** A command's reply: a correction through the console's own checks, any other input only if the menu offers it. */
function command(host: LinkHost, input: Record<string, unknown>): Record<string, unknown> {
  if (input.type === 'adjust') {
    const adjustment: Record<string, unknown> = {};
    const keys = Object.keys(input);
    for (let i = 0; i < keys.length; i++) if (keys[i] !== 'type') adjustment[keys[i]] = input[keys[i]];
    return { events: host.console.adjust(adjustment) };
  }
  // A result carries its text; any other referee action at most a side.
  const told = input.type === 'result';
  const keys = Object.keys(input);
  for (let i = 0; i < keys.length; i++) {
    if (keys[i] !== 'type' && keys[i] !== (told ? 'result' : 'side')) throw new Error('invalid: request.input.' + keys[i] + ': is not a field of ' + (told ? 'a result' : 'a referee action'));
  }
  if (told) return result(host, input);
  const asked = actionKey(input);
  const present = host.present();
  if (offeredInputs(present).indexOf(asked) < 0) throw new Error('refused: the clock\'s menu does not offer ' + asked + ' now (the clock is ' + present.phase + ')');
  host.act(JSON.parse(asked));
  return { state: host.console.state() };
}

/** The game's result, as the result menu tells it: only of a game the referee ended. */
function result(host: LinkHost, input: Record<string, unknown>): Record<string, unknown> {
  const problem = resultProblem(input.result);
  if (problem !== '') throw new Error('invalid: request.input.result: ' + problem);
  const present = host.present();
  if (!resultAsked(present)) throw new Error('refused: a result is given once the referee has ended the game (the clock is ' + present.phase + (present.flagged !== null ? ', on a flag' : '') + ')');
  host.act({ type: 'result', result: input.result as string });
  return { state: host.console.state() };
}

/** `count` of the record's lines from `from`, and how many it has. */
function recordPiece(host: LinkHost, from: number, count: number): Record<string, unknown> {
  const lines: string[] = [];
  let total = 0;
  host.recordLines((line) => {
    if (total >= from && total < from + count) lines.push(line);
    total++;
  });
  return { from: from, lines: lines, total: total };
}

function answer(host: LinkHost, request: LinkRequest): Record<string, unknown> {
  switch (request.op) {
    case 'hello':
      return { version: LINK_VERSION };
    case 'state':
      return { state: host.console.state() };
    case 'settings':
      return { settings: host.saved() };
    case 'configure':
      return { settings: host.console.configure(request.settings) };
    case 'command':
      return command(host, request.input as Record<string, unknown>);
    case 'record':
      return recordPiece(host, request.from as number, request.count as number);
  }
}

/**
 * The reply line to a request frame; whatever the frame, this neither throws nor changes the clock unless
 * it is accepted. `readOnly`: the link may only read (Bluetooth without a bond), so settings and commands are refused.
 */
export function linkReply(host: LinkHost, frame: unknown, readOnly?: boolean): string {
  let id = 0;
  try {
    const request = parseRequest(frame);
    id = request.id;
    if (readOnly && (request.op === 'configure' || request.op === 'command')) throw new Error('refused: ' + request.op + ' needs a bonded link: pair with the key the clock\'s faces show');
    const reply = answer(host, request) as unknown as LinkReply;
    reply.v = LINK_VERSION;
    reply.id = id;
    reply.ok = true;
    return replyLine(reply);
  } catch (error) {
    const message = String((error as Error).message);
    const colon = message.indexOf(': ');
    const head = colon < 0 ? '' : message.slice(0, colon);
    // The console's own refusals of the moment ("clock.adjust: the clock must be paused first") are refusals too.
    const code: LinkErrorCode = head === 'frame' || head === 'version' || head === 'refused' || head === 'invalid' ? head : head.indexOf('clock.') === 0 ? 'refused' : 'invalid';
    const own = head === code;
    return replyLine({ v: LINK_VERSION, id: id, ok: false, error: { code: code, message: own ? message.slice(colon + 2) : message } });
  }
}
