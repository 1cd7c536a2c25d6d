// The hall gateway's book of boards, without I/O: each advert heard (firmware/app/hall/advert.ts) is taken
// or ignored, and what it changes is what the gateway publishes. Advertising can be read and forged by
// anyone nearby, so: only boards registered for the tournament are taken; a board registered with its
// clock's address takes only that clock; a second source claiming a board is a conflict, marked, never
// merged; a sequence number that does not move on (a duplicate, a reordered or a replayed advert) is
// ignored; bytes that are no advert are counted and dropped. Each report says whether its game began before
// the round was set (the advert tells the game's age): such a game's result is never the round's.
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
  /** When its game began, on the gateway's clock (never before it did: the advert tells whole seconds), or null before it begins. */
  beganAtMs: number | null;
  /** Its game began before the round was set: what it shows, its result too, is an earlier round's. */
  earlier: boolean;
  /** Its clock's battery is low. */
  lowBattery: boolean;
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
  /**
   * The round was set at `sinceMs` (the gateway's clock): a game that began before it is an earlier one.
   * Returns the reports that changed, to publish again.
   */
  roundFrom(sinceMs: number): BoardReport[];
}

/** `registered`: each board taken, with its clock's address where known (null: the first source heard is bound). */
export function createHallBook(registered: Map<number, string | null>): HallBook {
  const boards = new Map<number, BoardReport>();
  const counts: HallCounts = { heard: 0, taken: 0, malformed: 0, unregistered: 0, stale: 0, conflicts: 0 };
  let roundSinceMs = -Infinity;
  const earlier = (beganAtMs: number | null) => beganAtMs !== null && beganAtMs < roundSinceMs;
  return {
    counts: counts,
    reports: () => Array.from(boards.values()),
    roundFrom(sinceMs) {
      roundSinceMs = sinceMs;
      const changed: BoardReport[] = [];
      for (const report of boards.values()) {
        if (report.earlier === earlier(report.beganAtMs)) continue;
        report.earlier = !report.earlier;
        changed.push(Object.assign({}, report));
      }
      return changed;
    },
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
      // The advert was made at most a moment before it was heard, and tells whole seconds: never before the game began.
      const beganAtMs = advert.live.phase === 'ready' ? null : atMs - advert.gameSeconds * 1000;
      const report: BoardReport = {
        board: advert.board,
        source: source,
        seq: advert.seq,
        heardAtMs: atMs,
        live: advert.live,
        result: advert.result,
        conflict: known === undefined ? null : known.conflict,
        beganAtMs: beganAtMs,
        earlier: earlier(beganAtMs),
        lowBattery: advert.lowBattery,
      };
      boards.set(advert.board, report);
      return Object.assign({}, report);
    },
  };
}
