// What each half of the web clock shows: the side and move, the big figure, and the words under it.
import { formatSeconds, type FaceView } from '../../../firmware/core/index';
import { statusLine } from '../../faceWords';

export function describeFace(view: FaceView): { name: string; figure: string; info: string } {
  const paused = view.paused ? (view.sealed ? ' · sealed' : ' · paused') : '';
  const move = view.move > 0 ? ' · move ' + view.move : '';
  // Byo-yomi's seconds and a running delay show as two big digits, as on the device.
  const seconds = view.mode === 'byoyomi' || view.delaySeconds > 0;
  return {
    name: view.side.toUpperCase() + move + (view.firstFlag ? ' · 1st flag' : '') + paused,
    figure: seconds ? String(view.seconds).padStart(2, '0') : formatSeconds(view.seconds),
    info: statusLine(view),
  };
}
