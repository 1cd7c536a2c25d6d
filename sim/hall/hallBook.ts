// The hall gateway's book of boards, without I/O: each advert heard (firmware/app/hall/advert.ts) is taken
// or ignored, and what it changes is what the gateway publishes. Advertising can be read and forged by
// anyone nearby, so: only boards registered for the tournament are taken; a board registered with its
// clock's address takes only that clock; a second source claiming a board is a conflict, marked, never
// merged; a sequence number that does not move on (a duplicate, a reordered or a replayed advert) is
// ignored; bytes that are no advert are counted and dropped.
import { readAdvert, seqAfter } from '../../firmware/app/hall/advert';
import type { LiveState } from '../../firmware/app/link/live';

/** What the gateway publishes of a board: retained, on `<tournament>/<board>`. */
export interface BoardReport {
  board: number;
  /** The clock's address the board is heard from. */
  source: string;
  seq: number;
  /** When the gateway heard it, in ms of its own clock (the page ticks from here). */
  heardAtMs: number;
  live: LiveState;
  /** The game's result as the clock tells it (SGF's RE), or null. */
  result: string | null;
  /** Another source claimed this board too: its address. */
  conflict: string | null;
}

export interface HallCounts {
  heard: number;
  taken: number;
  malformed: number;
  unregistered: number;
  stale: number;
  conflicts: number;
}

export interface HallBook {
  /** An advert's manufacturer data from `source` at `atMs`: the report to publish, or null when nothing changes. */
  hear(source: string, data: ArrayLike<number>, atMs: number): BoardReport | null;
  reports(): BoardReport[];
  counts: HallCounts;
}

/** `registered`: each board taken, with its clock's address where known (null: the first source heard is bound). */
export function createHallBook(registered: Map<number, string | null>): HallBook {
  const boards = new Map<number, BoardReport>();
  const counts: HallCounts = { heard: 0, taken: 0, malformed: 0, unregistered: 0, stale: 0, conflicts: 0 };
  return {
    counts: counts,
    reports: () => Array.from(boards.values()),
    hear(source, data, atMs) {
      counts.heard++;
      let advert;
      try {
        advert = readAdvert(data);
      } catch (error) {
        advert = null;
      }
      if (advert === null) {
        counts.malformed++;
        return null;
      }
      if (!registered.has(advert.board)) {
        counts.unregistered++;
        return null;
      }
      const bound = registered.get(advert.board) ?? null;
      const known = boards.get(advert.board);
      const owner = bound ?? (known === undefined ? source : known.source);
      if (source !== owner) {
        counts.conflicts++;
        if (known === undefined || known.conflict === source) return null;
        known.conflict = source;
        return Object.assign({}, known);
      }
      if (known !== undefined && !seqAfter(advert.seq, known.seq)) {
        counts.stale++;
        return null;
      }
      counts.taken++;
      const report: BoardReport = { board: advert.board, source: source, seq: advert.seq, heardAtMs: atMs, live: advert.live, result: advert.result, conflict: known === undefined ? null : known.conflict };
      boards.set(advert.board, report);
      return Object.assign({}, report);
    },
  };
}
