// A game's result as SGF's RE writes it, the one form the clock, its record, the phone and the hall share:
// the winner's letter and how ("B+R" resignation, "W+3.5" points, "B+T" time, "W+F" forfeit), or "0"
// for jigo. A flag the referee decided as lost gives its result by itself; any other end is told.
import type { ClockState, Side } from './types';
import type { Say } from './words';

export type ResultWinner = Side | 'jigo';
export type ResultBy = 'resign' | 'points' | 'time' | 'forfeit';
/** The largest margin a result is told with, in points: more than a 19×19 board holds. */
export const MAX_MARGIN = 999.5;

/** RE's text for a winner and how; `margin` in points (halves allowed) when won by points. */
export function resultText(winner: ResultWinner, by: ResultBy, margin: number): string {
  if (winner === 'jigo') return '0';
  const letter = winner === 'black' ? 'B' : 'W';
  if (by === 'points') return letter + '+' + margin;
  return letter + '+' + (by === 'resign' ? 'R' : by === 'time' ? 'T' : 'F');
}

/** Why `text` is no result the clock records, or '' when it is one. */
export function resultProblem(text: unknown): string {
  const form = 'must be a result as SGF writes it: B+R, W+3.5, B+T, W+F or 0';
  if (typeof text !== 'string') return form;
  if (text === '0') return '';
  const how = text.slice(2);
  // Plain string checks: Espruino's regular expressions lack groups that are quantified.
  const whole = how.slice(-2) === '.5' ? how.slice(0, -2) : how;
  const known = how === 'R' || how === 'T' || how === 'F' || /^\d+$/.test(whole);
  if ((text.charAt(0) !== 'B' && text.charAt(0) !== 'W') || text.charAt(1) !== '+' || !known) return form + ' (got "' + text.slice(0, 20) + '")';
  if (how === 'R' || how === 'T' || how === 'F') return '';
  const margin = Number(how);
  if (margin === 0 || margin > MAX_MARGIN || /^0\d/.test(how)) return 'a margin must be from 0.5 to ' + MAX_MARGIN + ' points, in halves (got ' + how + '; a game won by no points is jigo, 0)';
  return '';
}

/** The parts of a well-formed result: who won (jigo: nobody), how, and the margin (0 unless by points). */
export function resultParts(text: string): { winner: ResultWinner; by: ResultBy; margin: number } {
  if (text === '0') return { winner: 'jigo', by: 'points', margin: 0 };
  const how = text.slice(2);
  const by: ResultBy = how === 'R' ? 'resign' : how === 'T' ? 'time' : how === 'F' ? 'forfeit' : 'points';
  return { winner: text.charAt(0) === 'B' ? 'black' : 'white', by: by, margin: by === 'points' ? Number(how) : 0 };
}

/** The result a flag decided as lost gives: the opponent wins on time, or by forfeit for lateness. */
export function flagResult(lost: Side, reason: 'time' | 'late'): string {
  return (lost === 'black' ? 'W' : 'B') + '+' + (reason === 'late' ? 'F' : 'T');
}

/**
 * The result of the game as it stands: the one told once it ended, or the one its flag gave; null while
 * it goes on or before it is told.
 */
export function gameResult(state: ClockState): string | null {
  if (state.phase !== 'ended') return null;
  if (state.result !== undefined) return state.result;
  if (state.flagged === null || state.flagReason === null) return null;
  return flagResult(state.flagged, state.flagReason);
}

/** Whether the game's result is for the referee to tell: it ended, and not on a flag (which gave its own). */
export function resultAsked(state: ClockState): boolean {
  return state.phase === 'ended' && state.flagged === null;
}

/** What a told result says to `side`'s face, as the device's words: won, lost or jigo, and how ("BY 3.5 POINTS"; "" for jigo). */
export function resultForSide(text: string, side: Side, say: Say): { outcome: string; how: string } {
  const parts = resultParts(text);
  if (parts.winner === 'jigo') return { outcome: say('device.jigo'), how: '' };
  const by = parts.by;
  const how = by === 'points' ? say('device.byPoints', { margin: parts.margin }) : by === 'resign' ? say('device.byResign') : by === 'time' ? say('device.onTime') : say('device.byForfeit');
  return { outcome: say(parts.winner === side ? 'device.won' : 'device.lost'), how: how };
}
