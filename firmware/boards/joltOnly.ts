// Jolt.js's build knows only Jolt.js (rollup.config.js puts this file in place of list.ts).
import type { BoardProfile } from './profile';
import { joltProfile } from './jolt';

export function boardProfiles(): BoardProfile[] {
  return [joltProfile()];
}
