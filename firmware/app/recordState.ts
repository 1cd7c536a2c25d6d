// A record checkpoint: the whole clock (both sides' full clocks, whose move, the flag and lateness
// facts) in one short line of base-36 fields, so that a replay can resume there after damage.
import type { ClockSettings, ClockState, Phase, Side, SideClock } from '../core/index';

const PHASES: Phase[] = ['ready', 'running', 'paused', 'flagged', 'ended'];
const SIDE_FIELDS: (keyof SideClock)[] = ['mainMs', 'periods', 'periodUsedMs', 'periodLeftMs', 'movesLeft', 'usedMs'];
const FIELD_COUNT = 12 + 2 * SIDE_FIELDS.length;

function num(n: number): string {
  return n.toString(36);
}

function optionalNum(n: number | null): string {
  return n === null ? '' : num(n);
}

function sideLetter(side: Side | null): string {
  return side === null ? '' : side.charAt(0);
}

function sideClockFields(sideClock: SideClock): string {
  const out: string[] = [];
  for (let i = 0; i < SIDE_FIELDS.length; i++) out.push(num(sideClock[SIDE_FIELDS[i]]));
  return out.join(',');
}

export function encodeState(state: ClockState): string {
  return [
    num(state.atMs),
    PHASES.indexOf(state.phase),
    sideLetter(state.onMove),
    num(state.move),
    num(state.moveUsedMs),
    sideLetter(state.flagged),
    state.flagReason === null ? '' : state.flagReason.charAt(0),
    sideLetter(state.firstFlag),
    optionalNum(state.firstFlagMove),
    optionalNum(state.startedAtMs),
    state.arrived.map(sideLetter).join(''),
    state.resumed ? 1 : 0,
    sideClockFields(state.black),
    sideClockFields(state.white),
  ].join(',');
}

/** A base-36 field, exactly as written: anything else (a stray character, a sign) is damage. */
function parseNum(text: string): number {
  const n = parseInt(text, 36);
  if (!(n >= 0) || n.toString(36) !== text) throw new Error('bad number');
  return n;
}

function parseOptionalNum(text: string): number | null {
  return text === '' ? null : parseNum(text);
}

function parseSide(text: string): Side {
  if (text === 'b') return 'black';
  if (text === 'w') return 'white';
  throw new Error('bad side');
}

function parseOptionalSide(text: string): Side | null {
  return text === '' ? null : parseSide(text);
}

function parseSideClock(fields: string[], from: number): SideClock {
  const sideClock = { mainMs: 0, periods: 0, periodUsedMs: 0, periodLeftMs: 0, movesLeft: 0, usedMs: 0 };
  for (let i = 0; i < SIDE_FIELDS.length; i++) sideClock[SIDE_FIELDS[i]] = parseNum(fields[from + i]);
  return sideClock;
}

/** The clock a checkpoint holds; throws on anything that is not a well-formed checkpoint. */
export function decodeState(settings: ClockSettings, text: string): ClockState {
  const f = text.split(',');
  if (f.length !== FIELD_COUNT) throw new Error('bad checkpoint');
  const phase = PHASES[parseNum(f[1])];
  const reason = f[6];
  if (phase === undefined || (reason !== '' && reason !== 't' && reason !== 'l') || (f[11] !== '0' && f[11] !== '1')) throw new Error('bad checkpoint');
  const arrived: Side[] = [];
  for (let i = 0; i < f[10].length; i++) arrived.push(parseSide(f[10].charAt(i)));
  return {
    settings: settings,
    atMs: parseNum(f[0]),
    phase: phase,
    onMove: parseSide(f[2]),
    move: parseNum(f[3]),
    moveUsedMs: parseNum(f[4]),
    flagged: parseOptionalSide(f[5]),
    flagReason: reason === '' ? null : reason === 't' ? 'time' : 'late',
    firstFlag: parseOptionalSide(f[7]),
    firstFlagMove: parseOptionalNum(f[8]),
    startedAtMs: parseOptionalNum(f[9]),
    arrived: arrived,
    resumed: f[11] === '1',
    black: parseSideClock(f, 12),
    white: parseSideClock(f, 12 + SIDE_FIELDS.length),
  };
}
