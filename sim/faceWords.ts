// A face's words, shared by the terminal clock and the web clock.
import { formatSeconds, type FaceView, type Stage } from '../firmware/core/index';

/** What a face says under its figure: the decision, the flag, or what the side's time control is doing. */
export function statusLine(view: FaceView): string {
  const how = (view.lostBy ?? view.wonBy) === 'late' ? 'by lateness' : 'on time';
  if (view.over && view.lostBy !== null) return 'LOST ' + how;
  if (view.over && view.wonBy !== null) return 'WON ' + how;
  if (view.over) return 'GAME OVER: ended by the referee';
  if (view.flagged) return (view.lostBy === 'late' ? 'LATE: forfeit' : 'TIME OUT') + ': the referee decides';
  return systemLine(view, view.control);
}

/** What the side's time control is doing now, in words. */
function systemLine(view: FaceView, tc: Stage): string {
  const s = (ms: number) => ms / 1000 + ' s';
  switch (view.mode) {
    case 'main':
      if (tc.system === 'byoyomi') return 'main time, then ' + tc.periods + ' x ' + tc.periodMs / 1000 + ' s';
      if (tc.system === 'moves' || tc.system === 'canadian') return 'main time, then ' + tc.moves + ' moves / ' + formatSeconds(tc.periodMs / 1000);
      return 'main time';
    case 'sudden-death':
      return 'sudden death';
    case 'byoyomi':
      return 'BYO-YOMI ' + '■'.repeat(Math.min(view.periods, 10)) + ' ' + view.periods + (view.periods === 1 ? ' left (last)' : ' left');
    case 'moves':
      return 'PERIOD  ' + view.moves + ' moves due in this block';
    case 'canadian':
      return 'CANADIAN  ' + view.moves + ' stones in this period';
    case 'fischer':
      return 'Fischer +' + s(tc.system === 'fischer' ? tc.incrementMs : 0) + ' a move' + (tc.system === 'fischer' && tc.maxMs !== undefined ? ', max ' + formatSeconds(tc.maxMs / 1000) : '');
    case 'delay':
      return view.delaySeconds > 0 ? 'DELAY, then main time ' + formatSeconds(view.mainSeconds) : 'delay: first ' + s(tc.system === 'delay' ? tc.delayMs : 0) + ' of a move free';
    case 'bronstein':
      return 'Bronstein: up to ' + s(tc.system === 'bronstein' ? tc.delayMs : 0) + ' a move back';
    case 'hourglass':
      return 'hourglass: time used goes across';
    case 'ing':
      if (tc.system !== 'ing') return '';
      return view.extensions > 0
        ? 'EXTENSION ' + view.extensions + ' of ' + tc.maxExtensions + ': ' + view.extensions * tc.penaltyPoints + ' points'
        : 'main, then ' + tc.maxExtensions + ' x ' + formatSeconds(tc.extensionMs / 1000) + ' at ' + tc.penaltyPoints + ' pts';
  }
}
