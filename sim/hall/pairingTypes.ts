// What a round's pairings are, apart from how a file gives them (pairings.ts, gothaRound.ts read them).

export interface PairedPlayer {
  name: string;
  rank: string;
}

export interface Pairing {
  board: number;
  black: PairedPlayer;
  white: PairedPlayer;
  /** OpenGotha's handicap: the stones Black places (0: an even game). */
  handicap: number;
  /** A results file's (results.ts): OpenGotha's result value, and the result the clock told where the director has not confirmed it. */
  result?: string;
  clockResult?: string;
}

/** A round as read: its games, the players it gives a bye, and each game or bye OpenGotha drops, told in one line. */
export interface RoundPairings {
  pairings: Pairing[];
  byes: PairedPlayer[];
  dropped: string[];
}

/** A bad pairings file: one line naming what is wrong, for the CLI to print. */
export class PairingsError extends Error {}
