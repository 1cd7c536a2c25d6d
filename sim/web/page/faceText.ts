// What each half of the web clock shows: the side and move, the big figure, the opponent's time small, and
// the words under it. The figure is the device's: a clock (m:ss, h:mm:ss) in main time, and in a byo-yomi
// period the period's seconds alone beside the periods left ("26", "3 left"), as the device's faces and the
// hall's tiles write them.
import { formatSeconds, FIGURE_SECONDS, type FaceView, type Say } from '../../../firmware/core/index';
import { delayShown } from '../../../firmware/app/faces/faceLook';
import { figureText, statusLine } from '../../faceWords';

/** The count left in an overtime ("3 left", "25 stones to play"), or "" in main time or none. */
function leftText(view: FaceView, say: Say): string {
  return view.aside !== null && view.mode !== 'main' ? say('face.left.' + view.mode, { count: view.aside[1] }) : '';
}

/** A period's seconds beside the periods left: the device's layout of byo-yomi (its figure's kind, not a system's name). */
const inPeriod = (view: FaceView) => view.figure === FIGURE_SECONDS && view.aside !== null && !view.over && !view.flagged;

/**
 * The opponent's time as the other half shows it small: their clock (while a move's delay runs, the main time
 * that waits; in a period its seconds), and the periods or stones left in overtime.
 */
function opponentLine(other: FaceView, say: Say): string {
  if (inPeriod(other)) return say('face.opponentLeft', { time: say('page.periodSeconds', { n: figureText(other) }), left: leftText(other, say) });
  const time = formatSeconds(delayShown(other) ? other.mainSeconds : other.seconds);
  const left = other.over ? '' : leftText(other, say);
  return say(left === '' ? 'face.opponent' : 'face.opponentLeft', { time: time, left: left });
}

export function describeFace(view: FaceView, other: FaceView, say: Say): { name: string; figure: string; other: string; info: string } {
  const paused = view.paused ? ' · ' + say(view.sealed ? 'face.sealed' : 'face.paused') : '';
  const move = view.move > 0 ? ' · ' + say('face.move', { move: view.move }) : '';
  const period = inPeriod(view);
  return {
    name: say(view.side === 'black' ? 'side.black' : 'side.white') + move + (view.firstFlag ? ' · ' + say('face.firstFlag') : '') + paused,
    figure: period ? figureText(view) : formatSeconds(view.seconds),
    other: opponentLine(other, say),
    // In a period, the device's one word for it ("BYO-YOMI") and the periods left.
    info: period ? say(view.status) + ' ' + leftText(view, say) : statusLine(view, say),
  };
}
