// Phrase id -> clip number: the numbering of the clips in the card's folders (NN/NNNN.wav) and of every
// voice pack. Numbers leave room for every value a valid time control can produce. The tables are made
// when asked for, since on Espruino every table kept costs variables the whole game, and each is one
// string literal, split or searched natively: an array of objects would be built afresh, field by field,
// by the interpreter at each call (about 40 work units a clip).
// @espruino-hot: its functions run at every wake-up, so the build keeps them declared.
import { systemNamed, systemNames, type TimeSystem } from '../core/index';

function words(): string[] {
  return 'timeout timeout-lost paused resumed recovered low-battery ready under-a-minute last-period minute-later'.split(' ');
}

/** The systems' own blocks, made once from their desks (each names where its calls' clips stand). */
let systemBlocks = '';

/** Each time system's blocks (moves per period and Canadian share theirs: the first found serves). */
function systemTable(): string {
  if (systemBlocks === '') {
    const names = systemNames();
    for (let i = 0; i < names.length; i++) systemBlocks += ' ' + (systemNamed(names[i]) as TimeSystem).desk().clipBlocks;
    systemBlocks += ' ';
  }
  return systemBlocks;
}

/**
 * The numbered blocks, each "stem:base:max" between spaces: count-1…10 are 1–10; words from 11; then one
 * block per numbered phrase of the count (a DFPlayer folder holds 3000 clips), then each system's own. The
 * later rules' 還剩×分 for byo-yomi minutes is minutes-left-later (the 1988 words are minutes-left).
 */
function rangeTable(): string {
  return ' count:0:10 sec:100:600 minutes-left:1000:600 minutes-left-later:1700:60 times-left:2500:60 byoyomi-minutes:2600:60 byoyomi-times:2700:60' + systemTable();
}

/** "sec:100:600" -> its stem, base and max. */
function rangeOf(entry: string): { stem: string; base: number; max: number } {
  const fields = entry.split(':');
  return { stem: fields[0], base: Number(fields[1]), max: Number(fields[2]) };
}

/**
 * "minutes-left-4" -> {stem: "minutes-left", n: 4}; null for a phrase without a number (as /^(.+)-(\d+)$/ reads
 * it, read from the end without a regular expression: Espruino's took a call's clip about 20 work units).
 */
export function splitNumbered(phrase: string): { stem: string; n: number } | null {
  let digits = phrase.length;
  while (digits > 0 && phrase.charCodeAt(digits - 1) >= 48 && phrase.charCodeAt(digits - 1) <= 57) digits--;
  if (digits === phrase.length || digits < 2 || phrase.charAt(digits - 1) !== '-') return null;
  return { stem: phrase.slice(0, digits - 1), n: Number(phrase.slice(digits)) };
}

/** The clip that speaks `phrase`, or 0 when there is none. */
export function clipFor(phrase: string): number {
  // A call of the count or of a second is numbered: the words' table is split only for a word.
  const numbered = splitNumbered(phrase);
  if (!numbered) {
    const word = words().indexOf(phrase);
    return word >= 0 ? 11 + word : 0;
  }
  const table = rangeTable();
  const at = table.indexOf(' ' + numbered.stem + ':');
  if (at < 0) return 0;
  const range = rangeOf(table.slice(at + 1, table.indexOf(' ', at + 1)));
  const n = numbered.n;
  return n >= 1 && n <= range.max && Math.floor(n) === n ? range.base + n : 0;
}

/** Every phrase id with its clip number, for building packs. */
export function allPhrases(): { phrase: string; clip: number }[] {
  const out: { phrase: string; clip: number }[] = [];
  const all = rangeTable().split(' ').filter((block, i, blocks) => block !== '' && blocks.indexOf(block) === i).map(rangeOf);
  for (let i = 0; i < all.length; i++) {
    for (let n = 1; n <= all[i].max; n++) out.push({ phrase: all[i].stem + '-' + n, clip: all[i].base + n });
  }
  const named = words();
  for (let i = 0; i < named.length; i++) out.push({ phrase: named[i], clip: 11 + i });
  return out;
}
