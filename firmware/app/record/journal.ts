// What the clock has kept in Storage, marked where a power cut cannot reach: the journal is the file npm run flash and
// the installer write after the firmware and its words and voice, filling their last page, so that every file the clock
// writes afterwards starts on a page of its own (a compaction then never leaves Storage corrupt, and never moves what
// lies before). Its erased bytes are written one mark at a time, in place: no trash, so no compaction, ever reaches it.
// At boot a mark tells a file a compaction lost from one that never was, and the faces say so.
import type { StorageDevice } from '../../devices';

export const JOURNAL_FILE = 'goclock.jnl';
/** Settings were saved at least once. */
export const SAVED_SETTINGS = 'S';
/** A game's record was begun; and its erasing, before a new one. */
export const BEGUN_RECORD = 'R';
export const ERASED_RECORD = 'E';

/** Marks `mark` at the journal's first erased byte, where it has room; a full journal marks nothing more, and losses then go unsaid. */
export function mark(storage: StorageDevice, mark: string): void {
  const journal = storage.read(JOURNAL_FILE);
  const at = journal === undefined ? -1 : journal.indexOf('\xff');
  // A write at the start of a file of the same size, all erased, is made in place too (jsfWriteFile).
  if (at >= 0) storage.writeAt(JOURNAL_FILE, mark, at, (journal as string).length);
}

/** Whether the journal holds `mark`. */
export function marked(storage: StorageDevice, mark: string): boolean {
  const journal = storage.read(JOURNAL_FILE);
  return journal !== undefined && journal.indexOf(mark) >= 0;
}

/** Whether a record should be in Storage: one was begun, and not erased since (the marks read in order, to the first erased byte). */
export function recordKept(storage: StorageDevice): boolean {
  const journal = storage.read(JOURNAL_FILE);
  let kept = false;
  for (let i = 0; journal !== undefined && i < journal.length && journal.charAt(i) !== '\xff'; i++) {
    if (journal.charAt(i) === BEGUN_RECORD) kept = true;
    else if (journal.charAt(i) === ERASED_RECORD) kept = false;
  }
  return kept;
}
