// The clock's live state in a few bytes, as a phone is notified of it over Bluetooth on each displayed
// change: what each face shows (its seconds, periods or stones, stage, and whether it is in an overtime),
// whose move it is, the move number and the phase. Sixteen bytes, so one notification carries it on any link (20 bytes at the least MTU).
// @espruino-hot: its functions run at every wake-up, so the build keeps them declared.
import { ceilSeconds, faceView, runningCountdown, step, type ClockState, type Phase, type RunningCountdown, type Side } from '../../core/index';

export const LIVE_VERSION = 1;
export const LIVE_BYTES = 16;
const PHASES: Phase[] = ['ready', 'running', 'paused', 'flagged', 'ended'];

export interface LiveSide {
  /** What the face counts down, in whole seconds rounded up. */
  seconds: number;
  periods: number;
  moves: number;
  stage: number;
  /** In an overtime (byo-yomi's periods, a Canadian block): its main time spent, the clock goes on. */
  overtime: boolean;
}

export interface LiveState {
  phase: Phase;
  onMove: Side;
  flagged: Side | null;
  move: number;
  black: LiveSide;
  white: LiveSide;
}

function pushSide(bytes: number[], state: ClockState, side: Side, nowMs: number): void {
  const view = faceView(state, side, nowMs);
  const seconds = Math.min(view.seconds, 0xffffff);
  const overtime = view.mainSeconds === 0 && view.mode !== 'main' && !view.flagged ? 128 : 0;
  bytes.push(seconds & 255, (seconds >> 8) & 255, (seconds >> 16) & 255, Math.min(view.periods, 255), Math.min(view.moves, 255), Math.min(view.stage, 127) | overtime);
}

/** The live state of `state` at `nowMs`, as bytes. */
export function liveBytes(stored: ClockState, nowMs: number): number[] {
  // Brought up to `nowMs` once: a flag that has fallen by then is told, and each face's view needs no step of its own.
  const state = nowMs > stored.atMs ? step(stored, { type: 'tick' }, nowMs).state : stored;
  const flagged = state.flagged === 'black' ? 16 : state.flagged === 'white' ? 32 : 0;
  const bytes = [LIVE_VERSION, PHASES.indexOf(state.phase) | (state.onMove === 'white' ? 8 : 0) | flagged, state.move & 255, (state.move >> 8) & 255];
  pushSide(bytes, state, 'black', nowMs);
  pushSide(bytes, state, 'white', nowMs);
  return bytes;
}

/** Makes the live state at each repaint cheaply, for the phone and the hall alike. */
export interface LiveEncoder {
  /**
   * The live state of `state` at `nowMs`: the very array it answered last when that is unchanged, so a
   * caller tells a change by identity, with no comparison of the bytes. Its callers must not change it.
   */
  bytes(state: ClockState, nowMs: number): number[];
  /**
   * `state` follows `prior` by a deadline that only calls (core/view.ts, callsOnly): it shows what `prior`
   * showed but the running side's seconds, which now count down by `countdown`. When `prior` is the state
   * last encoded its bytes stand, and no view of a face is made again.
   */
  follow(prior: ClockState, state: ClockState, countdown: RunningCountdown): void;
}

/**
 * Between two updates of the clock only the running face's seconds move (view.ts, runningCountdown): the
 * bytes of a state are made once, at its own instant, and at each repaint after it only those seconds
 * change, with no step of the core. Past the countdown's end (a deadline the state has not reached) the
 * whole state is brought up to the instant, as liveBytes does.
 */
export function createLiveEncoder(): LiveEncoder {
  let from: ClockState | null = null;
  let base: number[] = [];
  /** The instant of the running seconds in base: after a follow, earlier than the state's own. */
  let baseAtMs = 0;
  let countdown: RunningCountdown | null = null;
  /** The last answer, its text once known (""), and the base it was made from (null: none). */
  let last: number[] = [];
  let lastText = '';
  let lastBase: number[] | null = null;
  /** `bytes`, or the last answer when they are the same: compared as text, on a state's first answer only. */
  const answer = (bytes: number[], madeFrom: number[] | null): number[] => {
    const text = bytes.join(',');
    if (lastText === '') lastText = last.join(',');
    if (text !== lastText) {
      last = bytes;
      lastText = text;
    }
    lastBase = madeFrom;
    return last;
  };
  return {
    bytes(state, nowMs) {
      if (state !== from) {
        from = state;
        base = liveBytes(state, state.atMs);
        baseAtMs = state.atMs;
        countdown = state.phase === 'running' ? runningCountdown(state) : null;
      }
      if (state.phase !== 'running' || nowMs <= baseAtMs) return lastBase === base ? last : answer(base, base);
      // Rare: a deadline the state has not reached yet.
      if (!countdown || nowMs >= countdown.untilMs) return answer(liveBytes(state, nowMs), null);
      const seconds = Math.min(ceilSeconds(countdown.leftMs - (nowMs - countdown.atMs)), 0xffffff);
      const at = countdown.side === 'black' ? 4 : 10;
      if (lastBase === base && last[at] === (seconds & 255) && last[at + 1] === ((seconds >> 8) & 255) && last[at + 2] === seconds >> 16) return last;
      const bytes = base.slice();
      bytes[at] = seconds & 255;
      bytes[at + 1] = (seconds >> 8) & 255;
      bytes[at + 2] = seconds >> 16;
      if (lastBase !== base) return answer(bytes, base);
      // Made from the same base with other seconds: a change, and no comparison needed.
      last = bytes;
      lastText = '';
      return last;
    },
    follow(prior, state, next) {
      if (prior !== from) return;
      from = state;
      countdown = next;
    },
  };
}

function readSide(bytes: ArrayLike<number>, at: number): LiveSide {
  return { seconds: bytes[at] | (bytes[at + 1] << 8) | (bytes[at + 2] << 16), periods: bytes[at + 3], moves: bytes[at + 4], stage: bytes[at + 5] & 127, overtime: (bytes[at + 5] & 128) !== 0 };
}

/** The live state in `bytes`, or null when they are not one of this version. */
export function readLive(bytes: ArrayLike<number>): LiveState | null {
  if (bytes.length !== LIVE_BYTES || bytes[0] !== LIVE_VERSION || (bytes[1] & 7) >= PHASES.length) return null;
  const flags = bytes[1];
  return {
    phase: PHASES[flags & 7],
    onMove: flags & 8 ? 'white' : 'black',
    flagged: flags & 16 ? 'black' : flags & 32 ? 'white' : null,
    move: bytes[2] | (bytes[3] << 8),
    black: readSide(bytes, 4),
    white: readSide(bytes, 10),
  };
}

/** Whether two live states show the same, a displayed second either way aside (a notification is a moment late). */
export function sameLive(a: LiveState, b: LiveState): boolean {
  const sameSide = (x: LiveSide, y: LiveSide) => Math.abs(x.seconds - y.seconds) <= 1 && x.periods === y.periods && x.moves === y.moves && x.stage === y.stage && x.overtime === y.overtime;
  return a.phase === b.phase && a.onMove === b.onMove && a.flagged === b.flagged && a.move === b.move && sameSide(a.black, b.black) && sameSide(a.white, b.white);
}
