// What the terminal clock and the web clock say when the core refuses an input: in words a player reads,
// not codes, and in the words of the medium: the terminal's keys, the phone's taps and buttons.
import type { Action, ClockEvent, RejectReason, Side } from '../../firmware/core/index';

const SIDE_NAMES: Record<Side, string> = { black: 'Black', white: 'White' };

/** Where the clock is played: the words differ where the terminal has keys and the phone has taps. */
export type Medium = 'terminal' | 'web';

const WHY: Record<RejectReason, (side: string, medium: Medium) => string> = {
  'not-started': () => 'the game has not started',
  'already-started': () => 'the game has already started',
  'not-on-move': (side) => side + ' is not on move',
  paused: (_side, medium) => 'the clock is paused (' + (medium === 'web' ? 'tap Resume' : 'space resumes') + ')',
  'not-paused': () => 'the clock is not paused',
  flagged: () => 'a flag waits for the referee’s decision',
  'not-flagged': () => 'no flag is waiting for a decision',
  ended: () => 'the game is over',
  'not-byoyomi': () => 'only a time-out in byo-yomi can count as a pass',
  'rules-1988': () => 'the 1988 rules do not allow it',
  'rules-later': () => 'the later rules time the removal of captured stones',
  'already-arrived': (side) => side + '’s arrival is already marked',
  'no-time-left': () => 'a time control without overtime leaves no time to end the move in',
  'out-of-order': () => 'it came before the clock’s last event',
  'already-moved': (side) => side + ' has already moved',
  'after-resume': () => 'the game was resumed after a pause',
  'late-forfeit': () => 'a lateness forfeit is final',
  'in-main-time': (side) => side + ' is still in main time',
  'idle-side': (side) => side + ' is not on move',
  'not-ended': () => 'the game has not ended',
  'decided-on-flag': (side) => 'the game ended on ' + side + '’s flag, which gave its result',
  'not-a-result': () => 'it is no result as SGF writes it (B+R, W+3.5, B+T, W+F or 0)',
};

const WHAT: Record<Action, string> = {
  start: 'Start',
  press: 'Press',
  pause: 'Pause',
  resume: 'Resume',
  query: 'Asking the time',
  timeoutPass: 'Counting the time-out as a pass',
  adjust: 'The correction',
  seal: 'Sealing',
  arrive: 'Marking the arrival',
  voidFlag: 'Voiding the flag',
  end: 'Ending',
  result: 'The result',
};

/** On the phone a player taps; the rest is named alike. */
const WHAT_ON_WEB: Partial<Record<Action, string>> = { press: 'Tap', start: 'Tap to start' };

/** "Press refused: Black is not on move." ("Tap refused: …" on the web.) */
export function refusalText(event: Extract<ClockEvent, { type: 'rejected' }>, medium: Medium = 'terminal'): string {
  const side = event.side === undefined ? 'That side' : SIDE_NAMES[event.side];
  const what = (medium === 'web' ? WHAT_ON_WEB[event.action] : undefined) ?? WHAT[event.action];
  return what + ' refused: ' + WHY[event.reason](side, medium) + '.';
}
