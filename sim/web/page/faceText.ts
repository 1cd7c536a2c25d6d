// What each half of the web clock shows: the side and move, the big figure, the opponent's time small, and
// the words under it. The figure reads m:ss in every phase (byo-yomi's seconds too), so a glance never
// mistakes 09 for 9 minutes.
import { formatSeconds, type FaceView, type Say } from '../../../firmware/core/index';
import { delayShown } from '../../../firmware/app/faces/faceLook';
import { statusLine } from '../../faceWords';

/**
 * The opponent's time as the other half shows it small: their clock (while a move's delay runs, the main time
 * that waits), and the periods or stones left in overtime.
 */
function opponentLine(other: FaceView, say: Say): string {
  const time = formatSeconds(delayShown(other) ? other.mainSeconds : other.seconds);
  if (other.over) return say('face.opponent', { time: time });
  const left = other.aside !== null && other.mode !== 'main' ? say('face.left.' + other.mode, { count: other.aside[1] }) : '';
  return say(left === '' ? 'face.opponent' : 'face.opponentLeft', { time: time, left: left });
}

export function describeFace(view: FaceView, other: FaceView, say: Say): { name: string; figure: string; other: string; info: string } {
  const paused = view.paused ? ' · ' + say(view.sealed ? 'face.sealed' : 'face.paused') : '';
  const move = view.move > 0 ? ' · ' + say('face.move', { move: view.move }) : '';
  return {
    name: say(view.side === 'black' ? 'side.black' : 'side.white') + move + (view.firstFlag ? ' · ' + say('face.firstFlag') : '') + paused,
    figure: formatSeconds(view.seconds),
    other: opponentLine(other, say),
    info: statusLine(view, say),
  };
}
