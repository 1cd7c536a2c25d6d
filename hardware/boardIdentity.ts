// What `npm run flash` asks the board before it writes anything: which board it is (process.env.BOARD,
// "JOLTJS" for a Jolt.js: Espruino's scripts/build_platform_config.py names it after boards/JOLTJS.py) and
// which Espruino it runs (process.env.VERSION: "2v29", or "2v29.12" for a cutting-edge build).
import type { ConsoleLine } from '../sim/hall/usbReporter';
import type { BoardProfile } from '../firmware/boards/profile';
import { REQUIRED_VERSION, versionAtLeast } from '../firmware/version';

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

/** Asks the board on `console` what it is; rejects when it does not answer in time. */
export function askIdentity(console: ConsoleLine, timeoutMs = ANSWER_MS): Promise<BoardIdentity> {
  return new Promise((resolve, reject) => {
    let pending = '';
    const timer = setTimeout(() => {
      console.close();
      reject(new Error('no answer from the board within ' + timeoutMs / 1000 + ' s: is it an Espruino board, and is the Espruino IDE closed?'));
    }, timeoutMs);
    console.onText((text) => {
      pending += text;
      const at = pending.indexOf(MARK);
      const end = pending.indexOf('\n', at);
      if (at < 0 || end < 0) return;
      clearTimeout(timer);
      console.close();
      try {
        const found = JSON.parse(pending.slice(at + MARK.length, end)) as unknown;
        if (!Array.isArray(found) || typeof found[0] !== 'string' || typeof found[1] !== 'string') throw new Error('not [board, version]');
        resolve({ board: found[0], version: found[1] });
      } catch (error) {
        reject(new Error('the board answered what is not an Espruino identity: ' + (error as Error).message));
      }
    });
    // Ctrl-C clears a half-typed line; Ctrl-P keeps the line from being echoed.
    console.send('\x03\x10print("' + MARK + '"+JSON.stringify([process.env.BOARD,process.env.VERSION]))\n');
  });
}
