// A record checkpoint: the whole clock (both sides' full clocks, whose move, the flag and lateness
// facts) in one short line of base-36 fields, so that a replay can resume there after damage.
import { keepOwnFields, resultProblem, type ClockSettings, type ClockState, type Phase, type Side, type SideClock } from '../../core/index';

// The phases and a side clock's fields in the order a checkpoint writes them; made when asked for (on
// Espruino a table held costs variables the whole game).
function phases(): Phase[] {
  return ['ready', 'running', 'paused', 'flagged', 'ended'];
}

function sideFields(): (keyof SideClock)[] {
  return ['mainMs', 'periods', 'periodUsedMs', 'periodLeftMs', 'movesLeft', 'usedMs', 'stage', 'movesMade', 'ownCount'];
}
/** Checkpoints written before Ing and multi-stage controls end each side clock after `usedMs`. */
const OLD_SIDE_FIELDS = 6;
/** The fields of a checkpoint before the two side clocks. */
const STATE_FIELDS = 13;

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
  const fields = sideFields();
  for (let i = 0; i < fields.length; i++) out.push(num(sideClock[fields[i]] ?? 0));
  return out.join(',');
}

/** The result told goes last, only once told (its text has no comma): a game in play's checkpoints stay as they were. */
export function encodeState(state: ClockState): string {
  return [
    num(state.atMs),
    phases().indexOf(state.phase),
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
    state.sealed ? 1 : 0,
    sideClockFields(state.black),
    sideClockFields(state.white),
  ].join(',') + (state.result === undefined ? '' : ',' + state.result);
}

/** A base-36 field, exactly as written: anything else (a stray character, a sign) is damage. */
function parseNum(text: string): number {
  const n = parseInt(text, 36);
  if (!(n >= 0) || n.toString(36) !== text) throw new Error('bad number');
  return n;
}

function parseFlag(text: string): boolean {
  if (text !== '0' && text !== '1') throw new Error('bad flag');
  return text === '1';
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

/**
 * The clock a checkpoint holds; throws on anything that is not a well-formed checkpoint. The fields are
 * read one at a time rather than split into an array: on Espruino that array of 24 strings would cost
 * about 50 variables at the moment a replay holds two clocks.
 */
export function decodeState(settings: ClockSettings, text: string): ClockState {
  let at = 0;
  const next = (): string => {
    if (at > text.length) throw new Error('bad checkpoint');
    const comma = text.indexOf(',', at);
    const end = comma < 0 ? text.length : comma;
    const field = text.slice(at, end);
    at = end + 1;
    return field;
  };
  let commas = 0;
  for (let i = text.indexOf(','); i >= 0; i = text.indexOf(',', i + 1)) commas++;
  const fields = sideFields();
  const perSide = (commas + 1 - STATE_FIELDS) / 2 === OLD_SIDE_FIELDS ? OLD_SIDE_FIELDS : fields.length;
  const told = commas + 1 === STATE_FIELDS + 2 * fields.length + 1;
  const sideClock = (side: Side): SideClock => {
    const clock: SideClock = { mainMs: 0, periods: 0, periodUsedMs: 0, periodLeftMs: 0, movesLeft: 0, usedMs: 0, stage: 0, movesMade: 0, ownCount: 0 };
    for (let i = 0; i < perSide; i++) clock[fields[i]] = parseNum(next());
    // The fields a system does not have stay absent, as in a clock that ran.
    return keepOwnFields(settings[side], clock);
  };
  const atMs = parseNum(next());
  const phase = phases()[parseNum(next())];
  const onMove = parseSide(next());
  const move = parseNum(next());
  const moveUsedMs = parseNum(next());
  const flagged = parseOptionalSide(next());
  const reason = next();
  const firstFlag = parseOptionalSide(next());
  const firstFlagMove = parseOptionalNum(next());
  const startedAtMs = parseOptionalNum(next());
  const sides = next();
  const resumed = parseFlag(next());
  const sealed = parseFlag(next());
  if (phase === undefined || (reason !== '' && reason !== 't' && reason !== 'l')) throw new Error('bad checkpoint');
  const arrived: Side[] = [];
  for (let i = 0; i < sides.length; i++) arrived.push(parseSide(sides.charAt(i)));
  const black = sideClock('black');
  const white = sideClock('white');
  const result = told ? next() : '';
  if (at !== text.length + 1 || (told && (phase !== 'ended' || resultProblem(result) !== ''))) throw new Error('bad checkpoint');
  const state: ClockState = {
    settings: settings,
    atMs: atMs,
    phase: phase,
    onMove: onMove,
    move: move,
    moveUsedMs: moveUsedMs,
    flagged: flagged,
    flagReason: reason === '' ? null : reason === 't' ? 'time' : 'late',
    firstFlag: firstFlag,
    firstFlagMove: firstFlagMove,
    startedAtMs: startedAtMs,
    arrived: arrived,
    resumed: resumed,
    sealed: sealed,
    black: black,
    white: white,
  };
  if (told) state.result = result;
  return state;
}
