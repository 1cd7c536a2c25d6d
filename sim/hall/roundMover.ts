// `round N [FILE]`: the hall moves to another round, its pairings read again from disk without stopping
// the hall (hallRounds.ts reads in chunks, so the page, the feed and the clocks are served meanwhile). The
// console and the director's page wait for the same answer, in their own words: the round paired, and each
// game or bye OpenGotha drops from its file. Rounds asked for from both at once are moved one after the other,
// each against the round the one before left.
import type { Say } from '../../firmware/core/index';
import { readRound, RoundError, type HallRound } from './hallRounds';
import { droppedLine } from './directorWords';

export interface RoundMover {
  /** Reads the round's pairings, moves the hall to it and answers in `say`'s words; rejects with a RoundError in them. */
  read(line: string, say: Say): Promise<string>;
}

/** `round N [FILE]`: the round's number, and the pairings file if another is named; throws a RoundError on anything else. */
function parseRoundCommand(line: string, current: number, say: Say): { round: number; file: string | null } {
  const words = line.trim().split(/\s+/);
  const round = Number(words[1]);
  if (words.length < 2 || words.length > 3 || !/^\d+$/.test(words[1]) || round < 1 || round > 99) throw new RoundError(say('cmd.roundAsk', { command: 'round', short: 'round 4', long: 'round 4 round4.csv' }));
  if (round === current && words.length === 2) throw new RoundError(say('cmd.roundAlready', { round: round }));
  return { round: round, file: words[2] ?? null };
}

function answer(next: HallRound | null, round: number, say: Say): string {
  if (next === null) return say('cmd.roundUnpaired', { round: round });
  const kept = next.kept === undefined ? '' : say('cmd.kept', { count: next.kept.length });
  const paired = say('cmd.roundPaired', { round: round, games: next.pairings.length, file: next.pairingsFile, kept: kept });
  return [paired].concat(next.dropped.map((dropped) => droppedLine(dropped, say))).join('\n');
}

/**
 * `base`: where results are kept (null: nowhere); `current`: the round the hall runs; `pairingsFile`: the last
 * round's file; `apply`: moves the hall.
 */
export function roundMover(base: string | null, current: () => number, pairingsFile: () => string | null, apply: (next: HallRound | null, round: number) => void): RoundMover {
  let queue: Promise<unknown> = Promise.resolve();
  const move = async (line: string, say: Say) => {
    const { round, file: named } = parseRoundCommand(line, current(), say);
    const file = named ?? pairingsFile();
    let next: HallRound | null = null;
    try {
      if (file !== null) next = await readRound(file, round, base);
    } catch (error) {
      if (error instanceof RoundError) throw new RoundError(say('cmd.roundUnread', { round: round, why: error.message }));
      throw error;
    }
    apply(next, round);
    return answer(next, round, say);
  };
  return {
    read(line, say) {
      const moved = queue.then(() => move(line, say));
      queue = moved.catch(() => undefined);
      return moved;
    },
  };
}
