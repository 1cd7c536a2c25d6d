// Where the build leaves the firmware bundles (rollup.config.js writes them): one place for every reader.
/** Every time system: the reference clock's firmware. */
export const FIRMWARE_BUNDLE = 'dist/firmware.js';
/** The byo-yomi family only (byo-yomi, moves per period, sudden death), for a board with less room. */
export const BYOYOMI_BUNDLE = 'dist/firmware-byoyomi.js';
