// CRC-32 (IEEE 802.3, as zip and PNG use it) of a string of bytes, in JavaScript for the simulator and
// tests. The firmware builds use Espruino's native E.CRC32 instead (drivers/nativeCrc32.ts): the same
// figure without an interpreted loop over every byte of the record.

let table: number[] | null = null;

/** The remainder of each byte value, computed once. */
function remainders(): number[] {
  if (table !== null) return table;
  table = [];
  for (let byte = 0; byte < 256; byte++) {
    let crc = byte;
    for (let bit = 0; bit < 8; bit++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
    table.push(crc >>> 0);
  }
  return table;
}

/** The CRC-32 of `text`, each character taken as its low byte, as an unsigned integer. */
export function crc32(text: string): number {
  const of = remainders();
  let crc = 0xffffffff;
  for (let i = 0; i < text.length; i++) crc = (crc >>> 8) ^ of[(crc ^ text.charCodeAt(i)) & 0xff];
  return (crc ^ 0xffffffff) >>> 0;
}
