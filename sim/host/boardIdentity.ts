// What `npm run flash` asks the board before it writes anything: which board it is (process.env.BOARD,
// "JOLTJS" for a Jolt.js: Espruino's scripts/build_platform_config.py names it after boards/JOLTJS.py) and
// which Espruino it runs (process.env.VERSION: "2v29", or "2v29.12" for a cutting-edge build).
import type { BoardProfile } from '../../firmware/boards/profile';
import { REQUIRED_VERSION, versionAtLeast } from '../../firmware/version';

/** A board's console (USB, or Bluetooth's UART): a line typed, and what it prints, as it comes. */
export interface ConsoleLine {
  send(text: string): void;
  onText(listener: (text: string) => void): void;
  close(): void;
}

export interface BoardIdentity {
  board: string;
  version: string;
}

const MARK = 'GOCLOCK-ID ';
/** How long a board has to answer: Espruino answers a console line within milliseconds. */
export const ANSWER_MS = 3000;

/** Why the firmware must not go to this board, in one line, or null when it may. */
export function identityRefusal(found: BoardIdentity, profile: BoardProfile, port: string): string | null {
  if (found.board !== profile.id) {
    return 'the board on ' + port + ' is a ' + found.board + ', not the ' + profile.name + ' (' + profile.id + ') this firmware is for';
  }
  if (!versionAtLeast(found.version, REQUIRED_VERSION)) {
    return 'the ' + profile.name + ' on ' + port + ' runs Espruino ' + found.version + ', and the clock needs ' + REQUIRED_VERSION +
      ' or later: update it (espruino.com/Firmware+Update, nRF52), then flash again';
  }
  return null;
}

/**
 * Asks the board on `console` what it is; rejects when it does not answer in time. With `closing`, the console
 * closes as the answer arrives (a Linux serial device's stream must close before it reads again, or Node cannot exit).
 */
export async function askIdentity(console: ConsoleLine, timeoutMs = ANSWER_MS, closing = false): Promise<BoardIdentity> {
  // Ctrl-C first: it clears a half-typed line.
  console.send('\x03');
  const close = () => (closing ? console.close() : undefined);
  const found = await askBoard(console, '[process.env.BOARD,process.env.VERSION]', timeoutMs, 'is it an Espruino board, and is the Espruino IDE closed?', close).catch((error: Error) => {
    close();
    throw new Error(error.message.replace(/^the board answered what is not JSON/, 'the board answered what is not an Espruino identity'));
  });
  if (!Array.isArray(found) || typeof found[0] !== 'string' || typeof found[1] !== 'string') throw new Error('the board answered what is not an Espruino identity: not [board, version]');
  return { board: found[0], version: found[1] };
}

let asked = 0;

/**
 * Has the board on `console` print the JSON of `expression` on a line of its own, marked so that nothing
 * else it prints is taken for it, and answers it parsed (`answered` runs as it arrives); rejects after `timeoutMs` (saying `hint`).
 * Ctrl-P keeps the line from being echoed.
 */
export function askBoard(console: ConsoleLine, expression: string, timeoutMs: number, hint: string, answered = () => undefined as void): Promise<unknown> {
  const mark = MARK.trim() + '-' + ++asked + ' ';
  const text = awaitAnswer(console, { timeoutMs: timeoutMs, hint: hint, answered: answered }, (pending) => {
    const at = pending.indexOf(mark);
    const end = pending.indexOf('\n', at);
    return at < 0 || end < 0 ? undefined : pending.slice(at + mark.length, end);
  });
  console.send('\x10print("' + mark + '"+JSON.stringify((' + expression + ')))\n');
  return text.then((json) => {
    try {
      return JSON.parse(json as string) as unknown;
    } catch (error) {
      throw new Error('the board answered what is not JSON: ' + (error as Error).message);
    }
  });
}

/**
 * What the board printed, once `answer` finds its answer in it (undefined until then); `answered` runs as it arrives,
 * in the console's own callback (a serial port closed there reads no more). Rejects after `timeoutMs`, saying `hint`.
 * Espruino ends its lines with \r\n: `answer` reads them with \n alone.
 */
function awaitAnswer<T>(console: ConsoleLine, wait: { timeoutMs: number; hint: string; answered?: () => void }, answer: (pending: string) => T | undefined): Promise<T> {
  return new Promise((resolve, reject) => {
    let pending = '';
    let done = false;
    const timer = setTimeout(() => {
      done = true;
      reject(new Error('no answer from the board within ' + wait.timeoutMs / 1000 + ' s: ' + wait.hint));
    }, wait.timeoutMs);
    console.onText((text) => {
      if (done) return;
      pending += text.replace(/\r/g, '');
      const found = answer(pending);
      if (found === undefined) return;
      done = true;
      clearTimeout(timer);
      wait.answered?.();
      resolve(found);
    });
  });
}

/**
 * Runs `statement` on the board at `console` and answers what it printed meanwhile (a record's lines), between marks
 * of its own; null when the statement threw (no firmware to answer). Rejects after `timeoutMs`, saying `hint`.
 */
export function askPrinted(console: ConsoleLine, statement: string, timeoutMs: number, hint: string): Promise<string | null> {
  const mark = MARK.trim() + '-' + ++asked;
  const printed = awaitAnswer(console, { timeoutMs: timeoutMs, hint: hint }, (pending) => {
    const start = pending.indexOf(mark + '<\n');
    const end = pending.indexOf(mark + '>', start);
    if (start < 0 || end < 0 || pending.indexOf('\n', end) < 0) return undefined;
    return pending[end + mark.length + 1] === '1' ? pending.slice(start + mark.length + 2, end).replace(/\n$/, '') : null;
  });
  console.send('\x10print("' + mark + '<");try{' + statement + ';print("' + mark + '>1")}catch(e){print("' + mark + '>0")}\n');
  return printed;
}
