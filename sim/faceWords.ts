// A face's words, shared by the terminal clock and the web clock.
import { formatSeconds, resultForSide, wordsOf, FIGURE_SECONDS, type FaceView } from '../firmware/core/index';

/** What a face says under its figure: the decision, the flag, or what the side's time control is doing. */
export function statusLine(view: FaceView): string {
  if (view.result !== null) {
    const told = resultForSide(view.result, view.side);
    return (told.outcome + ' ' + told.how.toLowerCase()).trim();
  }
  const how = (view.lostBy ?? view.wonBy) === 'late' ? 'by lateness' : 'on time';
  if (view.over && view.lostBy !== null) return 'LOST ' + how;
  if (view.over && view.wonBy !== null) return 'WON ' + how;
  if (view.over) return 'GAME OVER: ended by the referee';
  if (view.flagged) return (view.lostBy === 'late' ? 'LATE: forfeit' : 'TIME OUT') + ': the referee decides';
  return wordsOf(view.control).status(view, view.control);
}

/** The big figure as the device shows it: byo-yomi's seconds and a running delay as two digits, else a clock. */
export function figureText(view: FaceView): string {
  return view.figure === FIGURE_SECONDS ? String(view.seconds).padStart(2, '0') : formatSeconds(view.seconds);
}
