// Phrase id -> clip number: the numbering of the clips in the card's folders (NN/NNNN.wav) and of every
// voice pack. Numbers leave room for every value a valid time control can produce. The tables are made
// when asked for: on Espruino every table kept costs variables the whole game.

function words(): string[] {
  return ['timeout', 'timeout-lost', 'paused', 'resumed', 'recovered', 'low-battery', 'ready', 'under-a-minute', 'last-period', 'minute-later'];
}

interface Range {
  stem: string;
  base: number;
  max: number;
}

/** count-1…10 are 1–10; words from 11; then one block per numbered phrase. */
function ranges(): Range[] {
  return [
    { stem: 'count', base: 0, max: 10 },
    { stem: 'sec', base: 100, max: 600 },
    { stem: 'minutes-left', base: 1000, max: 600 },
    /** The later rules' 還剩×分 for byo-yomi minutes; the 1988 words are minutes-left. */
    { stem: 'minutes-left-later', base: 1700, max: 60 },
    /** Ing overtime: the extension taken, then the penalty points in all (a DFPlayer folder holds 3000 clips). */
    { stem: 'extension', base: 1800, max: 9 },
    { stem: 'penalty', base: 1900, max: 90 },
    /** Multi-stage: the stage that begins. */
    { stem: 'stage', base: 2000, max: 5 },
    { stem: 'times-left', base: 2500, max: 60 },
    { stem: 'byoyomi-minutes', base: 2600, max: 60 },
    { stem: 'byoyomi-times', base: 2700, max: 60 },
    { stem: 'moves', base: 2800, max: 200 },
  ];
}

/** "minutes-left-4" -> {stem: "minutes-left", n: 4}; null for a phrase without a number. */
export function splitNumbered(phrase: string): { stem: string; n: number } | null {
  const match = /^(.+)-(\d+)$/.exec(phrase);
  return match === null ? null : { stem: match[1], n: Number(match[2]) };
}

/** The clip that speaks `phrase`, or 0 when there is none. */
export function clipFor(phrase: string): number {
  const word = words().indexOf(phrase);
  if (word >= 0) return 11 + word;
  const numbered = splitNumbered(phrase);
  if (numbered === null) return 0;
  const stem = numbered.stem;
  const n = numbered.n;
  const all = ranges();
  for (let i = 0; i < all.length; i++) {
    const range = all[i];
    if (range.stem === stem && n >= 1 && n <= range.max && Math.floor(n) === n) return range.base + n;
  }
  return 0;
}

/** Every phrase id with its clip number, for building packs. */
export function allPhrases(): { phrase: string; clip: number }[] {
  const out: { phrase: string; clip: number }[] = [];
  const all = ranges();
  for (let i = 0; i < all.length; i++) {
    for (let n = 1; n <= all[i].max; n++) out.push({ phrase: all[i].stem + '-' + n, clip: all[i].base + n });
  }
  const named = words();
  for (let i = 0; i < named.length; i++) out.push({ phrase: named[i], clip: 11 + i });
  return out;
}
