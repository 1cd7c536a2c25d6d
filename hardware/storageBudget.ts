// What Jolt.js's Storage must keep beside the saved firmware (and a voice written to it): room for the
// longest game's record, and a quarter of Storage spare. The budgets test (test/boards.test.ts) plays that
// game on the fake sized like the board and checks that its record and ticks fit this room.

import { GAME_STORAGE_BYTES } from '../firmware/app/record/recorder';

/** Bytes of Storage kept free before each game: a 1,000-move, four-hour game's record and ticks (15 pages of 4 KB) and a page spare. */
export const RECORD_ROOM_BYTES = GAME_STORAGE_BYTES;
/** The share of Storage left free when the firmware, a voice and that game are in it. */
export const STORAGE_SPARE = 0.25;

/** What a game and the spare keep free of a Storage of `storageBytes`. */
export function keptFreeBytes(storageBytes: number): number {
  return RECORD_ROOM_BYTES + Math.ceil(storageBytes * STORAGE_SPARE);
}

/** What a voice may take beside firmware saved in `savedBytes`: the rest, once a game and the spare are kept free. */
export function voiceRoomBytes(storageBytes: number, savedBytes: number): number {
  return storageBytes - savedBytes - keptFreeBytes(storageBytes);
}
