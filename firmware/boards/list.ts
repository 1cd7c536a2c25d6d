// The boards the firmware knows, made when asked for: on Espruino every object kept costs variables the
// whole game. A board's own build may list only itself (rollup.config.js substitutes this file).
import type { BoardProfile } from './profile';
import { joltProfile } from './jolt';
import { picoProfile } from './pico';

export function boardProfiles(): BoardProfile[] {
  return [joltProfile(), picoProfile()];
}
