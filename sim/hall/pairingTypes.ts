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

/**
 * A game or a bye OpenGotha drops from its file: it finds no player by the key the file names. `board`: the
 * game's table (null: a bye); `side`: whose key it is (null: the bye's); `byLetters`: the file is older than
 * dataVersion 201, so OpenGotha looked for the key's letters A to Z alone.
 */
export interface Dropped {
  round: number;
  board: number | null;
  side: 'black' | 'white' | null;
  key: string;
  byLetters: boolean;
}

/** A round as read: its games, the players it gives a bye, and each game or bye OpenGotha drops. */
export interface RoundPairings {
  pairings: Pairing[];
  byes: PairedPlayer[];
  dropped: Dropped[];
}

/** A bad pairings file: one line naming what is wrong, for the CLI to print. */
export class PairingsError extends Error {}
