// The record's CRC-32 by Espruino's native E.CRC32: the firmware builds put this in place of
// app/record/crc32.ts (rollup.config.js), so checking a record at boot loops in C, not in the interpreter.

export function crc32(text: string): number {
  return E.CRC32(text);
}
