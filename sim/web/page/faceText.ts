// What each half of the web clock shows: the side and move, the big figure, and the words under it.
import type { FaceView } from '../../../firmware/core/index';
import { figureText, statusLine } from '../../faceWords';

export function describeFace(view: FaceView): { name: string; figure: string; info: string } {
  const paused = view.paused ? (view.sealed ? ' · sealed' : ' · paused') : '';
  const move = view.move > 0 ? ' · move ' + view.move : '';
  return {
    name: view.side.toUpperCase() + move + (view.firstFlag ? ' · 1st flag' : '') + paused,
    figure: figureText(view),
    info: statusLine(view),
  };
}
