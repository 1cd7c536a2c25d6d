// The hall's rounds and their files, for `npm run hall`: a round's pairings read from the pairing program's
// file, the results kept of it, and the files written at each change, one set a round so that moving on
// never overwrites what an earlier round left: `BASE.rN.xml` (OpenGotha's whole tournament file with the
// confirmed results of the round and of the earlier ones), `BASE.rN.round.xml` (the round's confirmed games
// alone, for OpenGotha's Import with Games ticked) and `BASE.rN.csv` (every result, read back when the hall restarts). `BASE.hall.json` keeps
// the round the hall runs and when it was set, so that a restart still tells an earlier game from the round's.
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { isGothaXml, readPairings, PairingsError, type PairedPlayer, type Pairing } from './pairings';
import { MAX_GOTHA_CHARS } from './gothaXml';
import { gothaRound } from './gothaRound';
import { readResultsCsv, resultsCsv, resultsXml, roundResultsXml, type GothaSource, type RoundResults } from './gothaResults';
import { ResultsError, type BoardResult } from './results';
import type { Dropped } from './pairingTypes';

/** A round that cannot be taken: one line saying why. */
export class RoundError extends Error {}

/** A round as the hall runs it: its number, where its pairings came from, and what was read. */
export interface HallRound {
  round: number;
  pairingsFile: string;
  pairings: Pairing[];
  /** The players the round gives a bye (OpenGotha's <ByePlayer>). */
  byes: PairedPlayer[];
  /** The games and byes OpenGotha drops from its file. */
  dropped: Dropped[];
  /** The pairings file when it is OpenGotha's (its results go back into it). */
  gotha: GothaSource | null;
  /** The results the round's CSV kept, when the hall ran it before. */
  kept: BoardResult[] | undefined;
  /** The results the director confirmed in earlier rounds, carried into OpenGotha's whole file. */
  earlier: RoundResults[];
}

/** The files of round `round` under `base`. */
export function roundFiles(base: string, round: number): { xml: string; roundXml: string; csv: string } {
  const stem = base + '.r' + round;
  return { xml: stem + '.xml', roundXml: stem + '.round.xml', csv: stem + '.csv' };
}

function readText(file: string, what: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch (error) {
    throw new RoundError(what + ' ' + file + ': ' + (error as Error).message);
  }
}

/** A pairings file's text, its size checked before it is read (UTF-8 takes at least a byte a character). */
async function pairingsText(file: string): Promise<string> {
  try {
    const size = (await stat(file)).size;
    if (size > MAX_GOTHA_CHARS * 3) throw new RoundError('--pairings ' + file + ': ' + size + ' bytes, more than a tournament file needs');
    return await readFile(file, 'utf8');
  } catch (error) {
    if (error instanceof RoundError) throw error;
    throw new RoundError('--pairings ' + file + ': ' + (error as Error).message);
  }
}

/** What `csv` kept of round `round` (none: no such file); throws a RoundError naming a file that is not one. */
function keptOf(csv: string, pairings: Pairing[], round: number, untied: 'refuse' | 'skip'): BoardResult[] | undefined {
  if (!existsSync(csv)) return undefined;
  try {
    return readResultsCsv(readText(csv, '--results'), pairings, round, untied);
  } catch (error) {
    if (error instanceof ResultsError || error instanceof PairingsError) throw new RoundError('--results ' + csv + ': ' + error.message + " (move it away to start the round's results afresh)");
    throw error;
  }
}

/**
 * The results the director confirmed in each round before `round`, as `base`'s files kept them, for the
 * games of `source` that still pair the same players (a game the pairing program changed since keeps
 * what OpenGotha's file says).
 */
function earlierResults(base: string, source: GothaSource, round: number): RoundResults[] {
  const earlier: RoundResults[] = [];
  for (let r = 1; r < round; r++) {
    let pairings: Pairing[];
    try {
      pairings = gothaRound(source.doc, r).pairings;
    } catch (error) {
      if (error instanceof PairingsError) continue;
      throw error;
    }
    const kept = keptOf(roundFiles(base, r).csv, pairings, r, 'skip');
    if (kept !== undefined) earlier.push({ round: r, results: kept.filter((entry) => entry.director !== null).map((entry) => ({ board: entry.board, clock: null, director: entry.director })) });
  }
  return earlier;
}

/**
 * Round `round` from `pairingsFile` (read again from disk: the director saves the next round's pairings
 * there, and in chunks, so that the hall serves while it reads), with what `resultsBase`'s CSV kept of it
 * and of earlier rounds; rejects with a RoundError naming what is wrong.
 */
export async function readRound(pairingsFile: string, round: number | null, resultsBase: string | null): Promise<HallRound> {
  const text = await pairingsText(pairingsFile);
  const gotha = isGothaXml(text.replace(/^\uFEFF/, ''));
  if (round === null && gotha) throw new RoundError('--pairings ' + pairingsFile + ' is an OpenGotha file: say which round with --round N');
  const number = round ?? 1;
  let found: Awaited<ReturnType<typeof readPairings>>;
  try {
    found = await readPairings(text, number);
  } catch (error) {
    if (error instanceof PairingsError) throw new RoundError('--pairings ' + pairingsFile + ': ' + error.message);
    throw error;
  }
  const { read, gotha: source } = found;
  const kept = resultsBase === null ? undefined : keptOf(roundFiles(resultsBase, number).csv, read.pairings, number, 'refuse');
  const earlier = resultsBase === null || source === null ? [] : earlierResults(resultsBase, source, number);
  return { round: number, pairingsFile: pairingsFile, pairings: read.pairings, byes: read.byes, dropped: read.dropped, gotha: source, kept: kept, earlier: earlier };
}

/** Writes a file whole or not at all: a hall that stops mid-write keeps the last whole one. */
function writeWhole(file: string, text: string): void {
  writeFileSync(file + '.part', text);
  renameSync(file + '.part', file);
}

/** Writes round `current`'s files under `base` from its results. */
export function keepRoundResults(base: string, current: HallRound, results: BoardResult[]): void {
  const files = roundFiles(base, current.round);
  writeWhole(files.xml, resultsXml(current.gotha, current.pairings, current.round, results, current.earlier));
  if (current.gotha !== null) writeWhole(files.roundXml, roundResultsXml(current.gotha, current.round, results));
  writeWhole(files.csv, resultsCsv(current.pairings, results, current.round));
}

const hallFile = (base: string) => base + '.hall.json';

/** When round `round` was set (ms since 1970), as `base`'s hall file kept it; null when it kept another round or none. */
function keptRoundSince(base: string, round: number): number | null {
  if (!existsSync(hallFile(base))) return null;
  try {
    const kept = JSON.parse(readFileSync(hallFile(base), 'utf8')) as { round?: unknown; since?: unknown };
    return kept.round === round && typeof kept.since === 'number' && Number.isFinite(kept.since) ? kept.since : null;
  } catch (error) {
    // A damaged hall file: the round counts from now, as a new one does.
    return null;
  }
}

/**
 * When round `round` counts from (ms since 1970): as `base`'s hall file kept it, or `nowMs` for a round set
 * now, which is then kept (no `base`: nothing is kept, and the round counts from now).
 */
export function roundSetAt(base: string | null, round: number, nowMs: number): number {
  if (base === null) return nowMs;
  const since = keptRoundSince(base, round) ?? nowMs;
  writeWhole(hallFile(base), JSON.stringify({ round: round, since: since }) + '\n');
  return since;
}
