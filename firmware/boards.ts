// Board profiles as data (firmware/boards/): which pins and buses each board uses, and what it holds.
// main.ts picks one by process.env.BOARD; the simulator, the flashing tool and the tests read the same.
import { boardProfiles } from './boards/list';
import type { BoardProfile } from './boards/profile';

export type { BoardProfile, FaceWiring } from './boards/profile';
export { boardProfiles };

/** Every profile, for the simulator, the flashing tool and tests. */
export const BOARDS: BoardProfile[] = /*#__PURE__*/ boardProfiles();

/** The profile of `id` (process.env.BOARD), or the reference board's. */
export function findBoard(id: string | undefined): BoardProfile {
  const boards = boardProfiles();
  for (let i = 0; i < boards.length; i++) if (boards[i].id === id) return boards[i];
  return boards[0];
}

/** The profile a maker names (`jolt`, `pico`), or undefined. */
export function boardByKey(key: string): BoardProfile | undefined {
  return BOARDS.filter((b) => b.key === key)[0];
}
