// `round N [FILE]`: the hall moves to another round, its pairings read again from disk without stopping
// the hall (hallRounds.ts reads in chunks). At the console the answer waits for the read. The director's
// page needs its answer at once, so a round whose file was read as it is now moves at once; otherwise the
// read starts there and then, and the page is told, in one line, to send the command again.
import { statSync } from 'node:fs';
import type { Say } from '../../firmware/core/index';
import { parseRoundCommand, readRound, RoundError, type HallRound } from './hallRounds';

export interface RoundMover {
  /** Reads the round's pairings, moves the hall to it and answers (the console's way). */
  read(line: string, current: number, say: Say): Promise<string>;
  /** Moves the hall to a round already read, or starts reading it and throws a RoundError saying so (the page's way). */
  now(line: string, current: number, say: Say): string;
}

/** A read done, kept until the page asks again: the file's size and time when it was read, and what came of it. */
interface Done {
  stamp: string;
  round?: HallRound;
  error?: unknown;
}

function answer(next: HallRound | null, round: number, say: Say): string {
  if (next === null) return say('cmd.roundUnpaired', { round: round });
  const kept = next.kept === undefined ? '' : say('cmd.kept', { count: next.kept.length });
  return say('cmd.roundPaired', { round: round, games: next.pairings.length, file: next.pairingsFile, kept: kept });
}

function stampOf(file: string): string {
  try {
    const stat = statSync(file);
    return stat.size + '@' + stat.mtimeMs;
  } catch (error) {
    throw new RoundError('--pairings ' + file + ': ' + (error as Error).message);
  }
}

/** `base`: where results are kept (null: nowhere); `pairingsFile`: the last round's file; `apply`: moves the hall. */
export function roundMover(base: string | null, pairingsFile: () => string | null, apply: (next: HallRound | null, round: number) => void): RoundMover {
  const reading = new Set<string>();
  const done = new Map<string, Done>();
  const asked = (line: string, current: number) => {
    const command = parseRoundCommand(line, current);
    return { round: command.round, file: command.file ?? pairingsFile() };
  };
  return {
    async read(line, current, say) {
      const { round, file } = asked(line, current);
      const next = file === null ? null : await readRound(file, round, base);
      apply(next, round);
      return answer(next, round, say);
    },
    now(line, current, say) {
      const { round, file } = asked(line, current);
      if (file === null) return (apply(null, round), answer(null, round, say));
      const key = round + ' ' + file;
      const stamp = stampOf(file);
      const read = done.get(key);
      if (read !== undefined && read.stamp === stamp) {
        done.delete(key);
        if (read.round === undefined) throw read.error;
        apply(read.round, round);
        return answer(read.round, round, say);
      }
      if (!reading.has(key)) {
        reading.add(key);
        readRound(file, round, base).then(
          (next) => done.set(key, { stamp: stamp, round: next }),
          (error: unknown) => done.set(key, { stamp: stamp, error: error }),
        ).finally(() => reading.delete(key));
      }
      throw new RoundError('round ' + round + ': reading ' + file + ' while the hall serves; send round ' + round + ' again in a moment');
    },
  };
}
