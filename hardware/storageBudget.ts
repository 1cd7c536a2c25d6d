// What Jolt.js's Storage must keep beside the saved firmware: room for a long game's record. The
// budgets test (test/boards.test.ts) plays that game on the fake sized like the board and checks the
// record, the settings and the firmware fit together within this figure.

/** Bytes of Storage a long game needs beside the firmware: a 1,000-move game's record within 10 % of its 400 KB. */
export const RECORD_ROOM_BYTES = 40 * 1024;
