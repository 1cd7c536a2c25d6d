// What Jolt.js's Storage must keep beside the saved firmware (and a voice written to it): room for the
// longest game's record, and a quarter of Storage spare. The budgets test (test/espruino/boards.test.ts) plays that
// game on the fake sized like the board and checks that its record and ticks fit this room. Every file
// costs more than its bytes: Storage puts a header before each and starts the next on a word. An install
// also writes the journal to the end of the page where the firmware, its words and its voice end, and the
// settings as a page of their own (sim/host/storageLayout.ts): both are counted before the room is judged.

import { GAME_STORAGE_BYTES } from '../../firmware/app/record/recorder';
import { allocation, HEADER_BYTES } from './storageFacts';
import { journalBytes } from './storageLayout';
import { settingsPageSize } from './installSteps';
import { BOARD } from '../../firmware/boards';

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

/** Where an install's last file ends: files that take `used` bytes, the journal to the end of their page, the settings' page. */
export function installedBytes(used: number, pageBytes: number): number {
  return used + HEADER_BYTES + journalBytes(used, pageBytes) + allocation(settingsPageSize(pageBytes));
}

/** What Storage keeps free once firmware saved in `savedBytes` (one file, `.bootcde`), files of `sizes`, the journal and the settings are written. */
export function storageLeft(storageBytes: number, savedBytes: number, sizes: number[], pageBytes: number): number {
  return storageBytes - installedBytes(storedTotal([savedBytes].concat(sizes)), pageBytes);
}

/** What a game and the spare keep free of a Storage of `storageBytes`. */
export function keptFreeBytes(storageBytes: number): number {
  return RECORD_ROOM_BYTES + Math.ceil(storageBytes * STORAGE_SPARE);
}

/**
 * What a voice (with its headers) may take beside firmware saved in `savedBytes` (one file, `.bootcde`): the rest, once a
 * game, the spare, the settings' page and the journal (its least, and its page's end wherever that falls) are kept free.
 */
export function voiceRoomBytes(storageBytes: number, savedBytes: number, pageBytes = BOARD.storagePageBytes): number {
  const limit = storageBytes - keptFreeBytes(storageBytes);
  // Back a word at a time from the last the files could reach: the journal's least room is a few hundred bytes.
  let used = limit;
  while (used > 0 && installedBytes(used, pageBytes) > limit) used -= 4;
  return used - storedTotal([savedBytes]);
}
