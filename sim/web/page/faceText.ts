// What each half of the web clock shows: the side and move, the big figure, and the words under it. The
// figure reads m:ss in every phase (byo-yomi's seconds too), so a glance never mistakes 09 for 9 minutes.
import { formatSeconds, type FaceView } from '../../../firmware/core/index';
import { statusLine } from '../../faceWords';

export function describeFace(view: FaceView): { name: string; figure: string; info: string } {
  const paused = view.paused ? (view.sealed ? ' · sealed' : ' · paused') : '';
  const move = view.move > 0 ? ' · move ' + view.move : '';
  return {
    name: view.side.toUpperCase() + move + (view.firstFlag ? ' · 1st flag' : '') + paused,
    figure: formatSeconds(view.seconds),
    info: statusLine(view),
  };
}
