// A zip archive of files stored as they are (no compression: WAV clips barely shrink), which every system opens
// without a tool of its own: Windows' Explorer, macOS's Archive Utility, unzip. As PKWARE's APPNOTE.TXT lays it
// out: each file's local header and bytes, then the central directory, then its end record. The times are all
// 1980-01-01, so the same files make the same archive.
import { crc32 } from 'node:zlib';

/** A file in an archive: its path inside it (forward slashes) and its bytes. */
export interface ZipEntry {
  path: string;
  bytes: Buffer;
}

const LOCAL = 0x04034b50;
const CENTRAL = 0x02014b50;
const END = 0x06054b50;
/** Version 2.0: what storing and folders need. */
const VERSION = 20;
/** DOS date 1980-01-01 (day 1, month 1, year 0). */
const DOS_DATE = 0x21;
/** Bit 11: names are UTF-8. */
const UTF8_NAMES = 0x800;
/** The most a plain archive holds (no ZIP64): entries, and bytes of one file or of the whole. */
const MAX_ENTRIES = 0xffff;
const MAX_BYTES = 0xffffffff;

/** The header fields a local header and a central record share, from "version needed" to the name's length. */
function shared(entry: ZipEntry, name: Buffer): Buffer {
  const fields = Buffer.alloc(26);
  fields.writeUInt16LE(VERSION, 0);
  fields.writeUInt16LE(UTF8_NAMES, 2);
  fields.writeUInt16LE(0, 4);
  fields.writeUInt16LE(0, 6);
  fields.writeUInt16LE(DOS_DATE, 8);
  fields.writeUInt32LE(crc32(entry.bytes), 10);
  fields.writeUInt32LE(entry.bytes.length, 14);
  fields.writeUInt32LE(entry.bytes.length, 18);
  fields.writeUInt16LE(name.length, 22);
  fields.writeUInt16LE(0, 24);
  return fields;
}

function word(value: number): Buffer {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32LE(value, 0);
  return bytes;
}

/** The archive of `entries`, in their order; throws where a plain zip cannot hold them. */
export function zip(entries: ZipEntry[]): Buffer {
  if (entries.length > MAX_ENTRIES) throw new Error('a zip holds at most ' + MAX_ENTRIES + ' files (got ' + entries.length + ')');
  const parts: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.path, 'utf8');
    const fields = shared(entry, name);
    const local = Buffer.concat([word(LOCAL), fields, name]);
    // Made by version 2.0 on MS-DOS; no comment, disk 0, no attributes; then where its local header starts.
    const tail = Buffer.alloc(14);
    tail.writeUInt32LE(offset, 10);
    central.push(Buffer.concat([word(CENTRAL), Buffer.from([VERSION, 0]), fields, tail, name]));
    parts.push(local, entry.bytes);
    offset += local.length + entry.bytes.length;
    if (offset > MAX_BYTES) throw new Error('a zip holds at most 4 GB');
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(END, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat(parts.concat(directory, end));
}
