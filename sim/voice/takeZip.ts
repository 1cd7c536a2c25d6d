// A voice's takes as one zip of WAVs named by their ids, which the recorder's page exports and imports and
// `npm run voice -- --human DIR` takes unzipped. Pure (no Buffer, no zlib), so that the browser makes it: files are
// stored as they are (a WAV barely shrinks), as sim/host/zip.ts stores the card folders; a zip another tool compressed is
// read too, its entries handed over still deflated for the browser's DecompressionStream.
import { crc32 } from '../host/crc32';

export interface ZipFile {
  name: string;
  bytes: Uint8Array;
  /** 0 stored, 8 deflated (bytes are then the raw deflate stream). */
  method: number;
}

/** Bit 11: names are UTF-8 (a part's take is named in its words, part-还剩.wav). DOS date 1980-01-01, so the same takes make the same zip. */
const UTF8_NAMES = 0x800;
const DOS_DATE = 0x21;

/** The files stored in one zip. */
export function writeZip(files: { name: string; bytes: Uint8Array }[]): Uint8Array {
  const names = files.map((f) => new TextEncoder().encode(f.name));
  const size = files.reduce((sum, f, i) => sum + 30 + names[i].length + f.bytes.length + 46 + names[i].length, 22);
  const out = new Uint8Array(size);
  const view = new DataView(out.buffer);
  let at = 0;
  const offsets: number[] = [];
  // Version 2.0, UTF-8 names, stored, the time 0 and the date; then the CRC and both sizes.
  const header = (i: number, p: number) => {
    view.setUint16(p, 20, true);
    view.setUint16(p + 2, UTF8_NAMES, true);
    view.setUint16(p + 4, 0, true);
    view.setUint16(p + 6, 0, true);
    view.setUint16(p + 8, DOS_DATE, true);
    view.setUint32(p + 10, crc32(files[i].bytes), true);
    view.setUint32(p + 14, files[i].bytes.length, true);
    view.setUint32(p + 18, files[i].bytes.length, true);
    view.setUint16(p + 22, names[i].length, true);
  };
  files.forEach((file, i) => {
    offsets.push(at);
    view.setUint32(at, 0x04034b50, true);
    header(i, at + 4);
    out.set(names[i], at + 30);
    out.set(file.bytes, at + 30 + names[i].length);
    at += 30 + names[i].length + file.bytes.length;
  });
  const central = at;
  files.forEach((_file, i) => {
    view.setUint32(at, 0x02014b50, true);
    // Made by Unix (3): unzip then takes the names as UTF-8, not as DOS code page 437.
    view.setUint16(at + 4, (3 << 8) | 20, true);
    header(i, at + 6);
    view.setUint32(at + 42, offsets[i], true);
    out.set(names[i], at + 46);
    at += 46 + names[i].length;
  });
  view.setUint32(at, 0x06054b50, true);
  view.setUint16(at + 8, files.length, true);
  view.setUint16(at + 10, files.length, true);
  view.setUint32(at + 12, at - central, true);
  view.setUint32(at + 16, central, true);
  return out;
}

/** The files of a zip, from its central directory (which holds the sizes a streamed local header leaves out). */
export function readZip(zip: Uint8Array): ZipFile[] {
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  let end = zip.length - 22;
  while (end >= 0 && view.getUint32(end, true) !== 0x06054b50) end--;
  if (end < 0) throw new Error('not a zip file');
  const files: ZipFile[] = [];
  let at = view.getUint32(end + 16, true);
  for (let i = 0; i < view.getUint16(end + 10, true); i++) {
    if (view.getUint32(at, true) !== 0x02014b50) throw new Error('a damaged zip file');
    const method = view.getUint16(at + 10, true);
    const packed = view.getUint32(at + 20, true);
    const nameLength = view.getUint16(at + 28, true);
    const skip = nameLength + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
    const local = view.getUint32(at + 42, true);
    const name = new TextDecoder().decode(zip.subarray(at + 46, at + 46 + nameLength));
    const data = local + 30 + view.getUint16(local + 26, true) + view.getUint16(local + 28, true);
    if (method !== 0 && method !== 8) throw new Error(name + ': compressed in a way this page cannot read (method ' + method + ')');
    files.push({ name: name, bytes: zip.slice(data, data + packed), method: method });
    at += 46 + skip;
  }
  return files;
}
