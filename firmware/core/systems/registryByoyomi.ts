// The byo-yomi family's registry, for a board that holds only the systems of the Chinese rules: byo-yomi,
// moves per period and sudden death. rollup.config.js builds the lean firmware with it in place of
// registry.ts.
import type { SystemWords } from './system';
import { byoyomi, byoyomiWords } from './byoyomi';
import { absolute, absoluteWords } from './absolute';
import { moves, movesWords } from './moves';
import { registryOf } from './lookup';

export const REGISTRY = registryOf({ byoyomi: byoyomi, absolute: absolute, moves: moves });

export const WORDS: SystemWords[] = [byoyomiWords, absoluteWords, movesWords];
