// Where the build leaves the firmware bundle (rollup.config.js writes it): one place for every reader.

/** The firmware for Jolt.js: every time system. */
export const FIRMWARE_BUNDLE = 'dist/firmware.js';
