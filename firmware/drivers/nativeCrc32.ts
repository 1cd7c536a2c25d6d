// The record's CRC-32 by Espruino's native E.CRC32: the firmware takes this in place of app/record/crc32.ts
// (marked where recordLines.ts imports it), so checking a record at boot loops in C, not in the interpreter.
// @espruino-hot: its functions run at every wake-up, so the build keeps them declared.

export function crc32(text: string): number {
  return E.CRC32(text);
}
