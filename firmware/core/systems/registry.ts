// The registry: the time systems this build holds, one line each, and the only place that imports
// their modules. A build for a smaller board lists fewer (registryByoyomi.ts, chosen in rollup.config.js).
import type { SystemWords } from './system';
import { byoyomi, byoyomiWords } from './byoyomi';
import { absolute, absoluteWords } from './absolute';
import { moves, movesWords } from './moves';
import { fischer, fischerWords } from './fischer';
import { delay, delayWords } from './delay';
import { bronstein, bronsteinWords } from './bronstein';
import { canadian, canadianWords } from './canadian';
import { hourglass, hourglassWords } from './hourglass';
import { ing, ingWords } from './ing';
import { multiStage, stagesWords } from './stages';
import { registryOf } from './lookup';

/** The systems this build holds, in the order the setup menu offers them. */
export const REGISTRY = registryOf({
  byoyomi: byoyomi,
  absolute: absolute,
  moves: moves,
  fischer: fischer,
  delay: delay,
  bronstein: bronstein,
  canadian: canadian,
  hourglass: hourglass,
  ing: ing,
  stages: multiStage,
});

/** What the simulators say of each system (the firmware never asks, so it carries none of it). */
export const WORDS: SystemWords[] = [byoyomiWords, absoluteWords, movesWords, fischerWords, delayWords, bronsteinWords, canadianWords, hourglassWords, ingWords, stagesWords];
