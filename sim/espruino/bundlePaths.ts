// Where the build leaves the firmware bundles (rollup.config.js writes them): one place for every reader.
import type { BoardProfile } from '../../firmware/boards';

/** Every time system: the reference board's (Jolt.js) firmware. */
export const FIRMWARE_BUNDLE = 'dist/firmware.js';
/** The byo-yomi family only (byo-yomi, moves per period, sudden death), without SGF: the Pico's. */
export const PICO_BUNDLE = 'dist/firmware-pico.js';

/** The bundle built for `board`. */
export function bundleFor(board: BoardProfile): string {
  return board.build === 'full' ? FIRMWARE_BUNDLE : PICO_BUNDLE;
}
