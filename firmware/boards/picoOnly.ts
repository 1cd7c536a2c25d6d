// The Pico's build knows only the Pico (rollup.config.js puts this file in place of list.ts).
import type { BoardProfile } from './profile';
import { picoProfile } from './pico';

export function boardProfiles(): BoardProfile[] {
  return [picoProfile()];
}
