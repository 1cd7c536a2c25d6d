// What Jolt.js's Storage must keep beside the saved firmware (and a voice written to it): room for the
// longest game's record, and a quarter of Storage spare. The budgets test (test/boards.test.ts) plays that
// game on the fake sized like the board and checks that its record and ticks fit this room. Every file
// costs more than its bytes: Storage puts a header before each and starts the next on a word.

import { GAME_STORAGE_BYTES } from '../firmware/app/record/recorder';
import { allocation } from '../sim/espruino/flashModel';

/** Bytes of Storage kept free before each game: a 1,000-move, four-hour game's record and ticks (15 pages of 4 KB) and a page spare. */
export const RECORD_ROOM_BYTES = GAME_STORAGE_BYTES;
/** The share of Storage left free when the firmware, a voice and that game are in it. */
export const STORAGE_SPARE = 0.25;

/**
 * What files of these sizes take of Storage together: each its 32-byte header (a size word and a 28-byte
 * name: JsfFileHeader, src/jsflash.h) and its data in whole 4-byte words (JSF_ALIGNMENT on the nRF52), as the fake models it.
 */
export function storedTotal(sizes: number[]): number {
  return sizes.reduce((sum, bytes) => sum + allocation(bytes), 0);
}

/** What Storage keeps free once firmware saved in `savedBytes` (one file, `.bootcde`) and files of `sizes` are written. */
export function storageLeft(storageBytes: number, savedBytes: number, sizes: number[]): number {
  return storageBytes - storedTotal([savedBytes].concat(sizes));
}

/** What a game and the spare keep free of a Storage of `storageBytes`. */
export function keptFreeBytes(storageBytes: number): number {
  return RECORD_ROOM_BYTES + Math.ceil(storageBytes * STORAGE_SPARE);
}

/** What a voice (with its headers) may take beside firmware saved in `savedBytes` (one file, `.bootcde`): the rest, once a game and the spare are kept free. */
export function voiceRoomBytes(storageBytes: number, savedBytes: number): number {
  return storageLeft(storageBytes, savedBytes, []) - keptFreeBytes(storageBytes);
}
