// The board the clock runs on, as data (firmware/boards/jolt.ts): which pins and buses it uses and what it
// holds. main.ts wires the drivers from it; the simulator, the flashing tool and the tests read the same.
import type { BoardProfile } from './boards/profile';
import { joltProfile } from './boards/jolt';

export type { BoardProfile, FaceWiring } from './boards/profile';
export { joltProfile };

/** The clock's board, Espruino Jolt.js: for the simulator, the flashing tool and tests. */
export const BOARD: BoardProfile = /*#__PURE__*/ joltProfile();
