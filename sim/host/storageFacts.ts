// What Espruino's Storage is on the nRF52840, as src/jsflash.c lays it out and the chip times it: the fake's flash
// (sim/espruino/flashBytes.ts) and the installers' arithmetic (installSteps.ts, storageBudget.ts) read the same facts.

export const HEADER_BYTES = 32;
export const NAME_BYTES = 28;

/**
 * The nRF52840's flash times, the product specification's maxima (Nordic, nRF52840 Product Specification
 * v1.7, NVMC electrical specification: tWRITE 41 µs per 32-bit word, tERASEPAGE 85 ms per 4 KB page).
 * Espruino's nRF5 port waits for each until the SoftDevice reports it done (targets/nrf5x/jshardware.c,
 * jshFlashWrite and jshFlashErasePages), so the interpreter runs nothing meanwhile. The same figures as
 * the slow-flash interpreter of ../shared/tools/build-espruino.sh.
 */
export const FLASH_WORD_WRITE_MS = 0.041;
export const FLASH_PAGE_ERASE_MS = 85;

/** The time a write of `bytes` bytes at `offset` takes: each 32-bit word it touches. */
export function flashWriteMs(offset: number, bytes: number): number {
  return (Math.ceil((offset + bytes) / 4) - Math.floor(offset / 4)) * FLASH_WORD_WRITE_MS;
}

/** The bytes Storage takes for a file of `size` bytes: its header, and its data in whole words. */
export function allocation(size: number): number {
  return HEADER_BYTES + Math.ceil(size / 4) * 4;
}
