// What each board's Storage must keep beside the saved firmware: room for a long game's record. The
// budgets test (test/boards.test.ts) plays those games on the fake sized like each board and checks the
// record, the settings and the firmware fit together within these figures.

/**
 * Bytes of Storage a long game needs beside the firmware, by board key:
 * - pico: a 400-move, four-hour game's record with its one compaction (two files at once), the settings
 *   and the ticks, and 4 KB still free at the end;
 * - jolt: a 1,000-move game's record within 10 % of its 400 KB.
 */
export const RECORD_ROOM_BYTES: Record<string, number> = { pico: 16 * 1024, jolt: 40 * 1024 };
