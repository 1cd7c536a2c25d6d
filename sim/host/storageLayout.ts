// How npm run flash, the installer page and the fake lay Storage out, so that no compaction the clock makes can move
// the firmware or leave Storage corrupt (firmware/app/record/journal.ts says why): the firmware first, then what only
// an install replaces (its words, fonts and voice), then the journal, filling their last page, so that the files the
// clock writes afterwards (its settings, its record and ticks, a page each) start on pages of their own.
import { JOURNAL_FILE } from '../../firmware/app/record/journal';

/** Storage's header before each file's data (src/jsflash.h, JsfFileHeader). */
const HEADER_BYTES = 32;
/** The journal's room at least: a mark a saved setting, two a game, for 250 games; it takes the rest of its page too. */
const JOURNAL_MIN_BYTES = 512;

/** The journal's size after files that take `used` bytes of Storage (headers included): to the end of a page, at least JOURNAL_MIN_BYTES. */
export function journalBytes(used: number, pageBytes: number): number {
  return Math.ceil((used + HEADER_BYTES + JOURNAL_MIN_BYTES) / pageBytes) * pageBytes - used - HEADER_BYTES;
}

/** What makes the journal on the board, once everything before it is written and nothing else: an expression for its console. */
export function journalOnBoard(pageBytes: number): string {
  return '(function(s){var g=s.getStats(),u=g.totalBytes-g.freeBytes;s.write("' + JOURNAL_FILE + '","\\xff",0,Math.ceil((u+' + (HEADER_BYTES + JOURNAL_MIN_BYTES) + ')/' + pageBytes + ')*' + pageBytes + '-u-' + HEADER_BYTES + ');})(require("Storage"))';
}
