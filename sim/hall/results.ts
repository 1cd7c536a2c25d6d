// The round's results as the hall keeps them, without I/O: each board's result as its clock tells it in
// its adverts, and the director's word on it. A result is the clock's until the director confirms it (or
// sets another): adverts can be forged by anyone nearby, so only the director's word goes back to the
// pairing program as a result (gothaResults.ts). A clock that starts a new game does not erase the result
// it told; a clock that later tells another one is shown beside the director's.
import { resultProblem, type Say } from '../../firmware/core/index';
import { inEnglish } from '../words';
import { resultWords } from '../web/page/hallReading';

export interface BoardResult {
  board: number;
  /** The result the board's clock told last (null: none yet). */
  clock: string | null;
  /** The director's: the clock's confirmed, or one set at the hall (null: not confirmed). */
  director: string | null;
}

/** A director's command that cannot be done: one line saying why. */
export class ResultsError extends Error {}

export const RESULT_COMMANDS = `  results             every board's result, and whether you confirmed it
  confirm BOARD       take the clock's result of BOARD as the round's (confirm all: every board's)
  set BOARD RESULT    the round's result of BOARD is RESULT, as SGF writes it: B+R, W+3.5, B+T, W+F or 0
  clear BOARD         the result of BOARD is the clock's again, unconfirmed`;

export interface ResultBook {
  /** Board `board`'s clock tells `result`: true when what the hall shows changed. */
  fromClock(board: number, result: string | null): boolean;
  /** Runs a director's command line; answers what it did, in one line or a table (what it did in `say`'s words). */
  command(line: string, say?: Say): string;
  /** Every board with a result, the clock's or the director's, by board. */
  all(): BoardResult[];
  /** Takes back what a results file kept (gothaResults.ts readResultsCsv), as the hall restarts. */
  restore(kept: BoardResult[]): void;
}

/** The result the round takes for a board: the director's, else the clock's (unconfirmed). */
export function roundResult(entry: BoardResult): string | null {
  return entry.director ?? entry.clock;
}

function boardOf(text: string | undefined, known: (board: number) => boolean, paired: (board: number) => boolean): number {
  const board = Number(text);
  if (text === undefined || !/^\d+$/.test(text) || board < 1) throw new ResultsError('BOARD must be a board number, as 12 (got ' + JSON.stringify(text ?? '') + ')');
  if (!known(board)) throw new ResultsError('board ' + board + ' is not one of the tournament\'s boards');
  // A result is a game's: one for a board with no game would reach no pairing program.
  if (!paired(board)) throw new ResultsError('board ' + board + ': the round pairs no game to it, so it takes no result (is its number right?)');
  return board;
}

/** `known`: the boards a command may name (the tournament's); `paired`: those with a game this round (all: no pairings loaded). */
export function createResultBook(known: (board: number) => boolean, paired: (board: number) => boolean = () => true): ResultBook {
  const boards = new Map<number, BoardResult>();
  const entry = (board: number) => {
    let found = boards.get(board);
    if (found === undefined) boards.set(board, (found = { board: board, clock: null, director: null }));
    return found;
  };
  const all = () => Array.from(boards.values()).sort((a, b) => a.board - b.board);
  // A result in the words the tiles show it in: the director reads the answer, and types SGF's code alone.
  const describe = (e: BoardResult, say: Say) => {
    const words = (result: string) => resultWords(result, say);
    if (e.director !== null) return e.clock !== null && e.clock !== e.director ? say('cmd.confirmedClockSays', { board: e.board, result: words(e.director), clock: words(e.clock) }) : say('cmd.confirmed', { board: e.board, result: words(e.director) });
    return e.clock !== null ? say('cmd.clocks', { board: e.board, result: words(e.clock) }) : say('cmd.noResult', { board: e.board });
  };
  const confirm = (e: BoardResult, say: Say) => {
    if (e.clock === null) throw new ResultsError('board ' + e.board + '\'s clock has told no result: set one with set ' + e.board + ' RESULT');
    e.director = e.clock;
    return describe(e, say);
  };
  return {
    all: all,
    fromClock(board, result) {
      if (result === null || resultProblem(result) !== '') return false;
      const e = entry(board);
      if (e.clock === result) return false;
      e.clock = result;
      return true;
    },
    restore(kept) {
      for (const k of kept) Object.assign(entry(k.board), { clock: k.clock, director: k.director });
    },
    command(line, say = inEnglish) {
      const words = line.trim().split(/\s+/);
      const verb = words[0].toLowerCase();
      if (verb === '' || verb === 'help') return "the director's commands (type one and press Enter):\n" + RESULT_COMMANDS;
      if (verb === 'results') return all().map((e) => describe(e, say)).join('\n') || say('cmd.noResults');
      if (verb === 'confirm' && words[1] === 'all') {
        const open = all().filter((e) => e.clock !== null && e.director === null && paired(e.board));
        open.forEach((e) => confirm(e, say));
        return say(open.length === 1 ? 'cmd.confirmedOne' : 'cmd.confirmedAll', { count: open.length });
      }
      if (verb !== 'confirm' && verb !== 'set' && verb !== 'clear') throw new ResultsError('unknown command "' + words[0] + '" (help lists them)');
      const board = boardOf(words[1], known, paired);
      if (verb === 'confirm') return confirm(entry(board), say);
      if (verb === 'clear') {
        entry(board).director = null;
        return describe(entry(board), say);
      }
      const problem = resultProblem(words[2]);
      if (words[2] === undefined || problem !== '') throw new ResultsError('RESULT ' + (words[2] === undefined ? 'is missing: ' + resultProblem(undefined) : problem));
      if (words.length > 3) throw new ResultsError('set takes a board and a result, as set 12 B+R');
      entry(board).director = words[2];
      return describe(entry(board), say);
    },
  };
}
