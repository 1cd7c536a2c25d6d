// X11 PCF bitmap fonts (plain or gzipped), read whole, for drawing CJK and Hangul text in the simulator.
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';

export interface PcfGlyph {
  width: number;
  height: number;
  /** rows top to bottom, each row an array of 0/1 of length `width` */
  rows: number[][];
}

export interface PcfFont {
  ascent: number;
  descent: number;
  /** the glyph of a Unicode code point, or null when the font lacks it; every glyph is returned in the font's cell:
   * height = ascent+descent, width = the glyph's advance, the bitmap placed at its bearing/baseline within that cell */
  glyph(codePoint: number): PcfGlyph | null;
}

const PCF_ACCELERATORS = 1 << 1;
const PCF_METRICS = 1 << 2;
const PCF_BITMAPS = 1 << 3;
const PCF_BDF_ENCODINGS = 1 << 5;
const PCF_BDF_ACCELERATORS = 1 << 8;

const PCF_BYTE_MASK = 1 << 2;
const PCF_BIT_MASK = 1 << 3;
const PCF_COMPRESSED_METRICS = 0x100;
const NO_GLYPH = 0xffff;

interface GlyphMetrics {
  leftBearing: number;
  rightBearing: number;
  advance: number;
  ascent: number;
  descent: number;
}

/** Reads one table: its own format word is always little-endian, the rest in the byte order that word names. */
class TableReader {
  readonly format: number;
  private readonly bigEndian: boolean;
  constructor(private readonly data: Buffer, private position: number) {
    this.format = data.readUInt32LE(position);
    this.position += 4;
    this.bigEndian = (this.format & PCF_BYTE_MASK) !== 0;
  }
  get offset(): number {
    return this.position;
  }
  int32(): number {
    const value = this.bigEndian ? this.data.readInt32BE(this.position) : this.data.readInt32LE(this.position);
    this.position += 4;
    return value;
  }
  int16(): number {
    const value = this.bigEndian ? this.data.readInt16BE(this.position) : this.data.readInt16LE(this.position);
    this.position += 2;
    return value;
  }
  uint16(): number {
    return this.int16() & 0xffff;
  }
  uint8(): number {
    return this.data[this.position++];
  }
  skip(bytes: number): void {
    this.position += bytes;
  }
}

function readTableOffsets(data: Buffer): Map<number, number> {
  if (data.toString('latin1', 0, 4) !== '\x01fcp') throw new Error('not a PCF font');
  const offsets = new Map<number, number>();
  const tableCount = data.readUInt32LE(4);
  for (let i = 0; i < tableCount; i++) {
    const entry = 8 + i * 16;
    offsets.set(data.readUInt32LE(entry), data.readUInt32LE(entry + 12));
  }
  return offsets;
}

function readMetric(reader: TableReader, compressed: boolean): GlyphMetrics {
  if (compressed) {
    const [leftBearing, rightBearing, advance, ascent, descent] = [0, 0, 0, 0, 0].map(() => reader.uint8() - 0x80);
    return { leftBearing, rightBearing, advance, ascent, descent };
  }
  const [leftBearing, rightBearing, advance, ascent, descent] = [0, 0, 0, 0, 0].map(() => reader.int16());
  reader.skip(2); // attributes
  return { leftBearing, rightBearing, advance, ascent, descent };
}

function readMetrics(data: Buffer, offset: number): GlyphMetrics[] {
  const reader = new TableReader(data, offset);
  const compressed = (reader.format & PCF_COMPRESSED_METRICS) !== 0;
  const count = compressed ? reader.uint16() : reader.int32();
  return Array.from({ length: count }, () => readMetric(reader, compressed));
}

/** Maps a code point to its glyph index; PCF encodings are a byte1 × byte2 grid. */
function readEncodings(data: Buffer, offset: number): (codePoint: number) => number | null {
  const reader = new TableReader(data, offset);
  const [minByte2, maxByte2, minByte1, maxByte1] = [0, 0, 0, 0].map(() => reader.int16());
  reader.skip(2); // default char: a missing glyph is reported as null instead
  const rowLength = maxByte2 - minByte2 + 1;
  const indices = Array.from({ length: rowLength * (maxByte1 - minByte1 + 1) }, () => reader.uint16());
  return (codePoint) => {
    const byte1 = codePoint >> 8;
    const byte2 = codePoint & 0xff;
    if (byte1 < minByte1 || byte1 > maxByte1 || byte2 < minByte2 || byte2 > maxByte2) return null;
    const index = indices[(byte1 - minByte1) * rowLength + (byte2 - minByte2)];
    return index === NO_GLYPH ? null : index;
  };
}

function readAscentDescent(data: Buffer, offset: number): { ascent: number; descent: number } {
  const reader = new TableReader(data, offset);
  reader.skip(8); // the eight flag bytes before fontAscent
  return { ascent: reader.int32(), descent: reader.int32() };
}

interface Bitmaps {
  format: number;
  glyphOffsets: number[];
  /** where bitmap data starts, in the file */
  start: number;
}

function readBitmaps(data: Buffer, offset: number): Bitmaps {
  const reader = new TableReader(data, offset);
  const count = reader.int32();
  const glyphOffsets = Array.from({ length: count }, () => reader.int32());
  reader.skip(16); // bitmap sizes for each of the four paddings
  return { format: reader.format, glyphOffsets, start: reader.offset };
}

/** A glyph's stored ink rows as 0/1, undoing the stored row padding, byte order and bit order. */
function readInk(data: Buffer, bitmaps: Bitmaps, index: number, metric: GlyphMetrics): number[][] {
  const format = bitmaps.format;
  const inkWidth = metric.rightBearing - metric.leftBearing;
  const rowPadding = 1 << (format & 3);
  const rowBytes = Math.ceil(Math.ceil(inkWidth / 8) / rowPadding) * rowPadding;
  const scanUnit = 1 << ((format >> 4) & 3);
  const mostSignificantFirst = (format & PCF_BIT_MASK) !== 0;
  // When byte order differs from bit order, bytes are swapped within each scan unit.
  const swapBytes = scanUnit > 1 && ((format & PCF_BYTE_MASK) !== 0) !== mostSignificantFirst;
  const start = bitmaps.start + bitmaps.glyphOffsets[index];
  return Array.from({ length: metric.ascent + metric.descent }, (_, y) =>
    Array.from({ length: inkWidth }, (_, x) => {
      const byteInRow = swapBytes ? (x >> 3) ^ (scanUnit - 1) : x >> 3;
      const byte = data[start + y * rowBytes + byteInRow];
      return (byte >> (mostSignificantFirst ? 7 - (x & 7) : x & 7)) & 1;
    }),
  );
}

export function readPcfFont(path: string): PcfFont {
  const raw = readFileSync(path);
  const data = raw[0] === 0x1f && raw[1] === 0x8b ? gunzipSync(raw) : raw;
  const offsets = readTableOffsets(data);
  const tableAt = (type: number): number => {
    const offset = offsets.get(type);
    if (offset === undefined) throw new Error(`PCF font ${path} lacks table ${type}`);
    return offset;
  };
  const metrics = readMetrics(data, tableAt(PCF_METRICS));
  const bitmaps = readBitmaps(data, tableAt(PCF_BITMAPS));
  const glyphIndexOf = readEncodings(data, tableAt(PCF_BDF_ENCODINGS));
  const accelerators = offsets.get(PCF_BDF_ACCELERATORS) ?? tableAt(PCF_ACCELERATORS);
  const { ascent, descent } = readAscentDescent(data, accelerators);

  const glyph = (codePoint: number): PcfGlyph | null => {
    const index = glyphIndexOf(codePoint);
    if (index === null || index >= metrics.length) return null;
    const metric = metrics[index];
    const ink = readInk(data, bitmaps, index, metric);
    const top = ascent - metric.ascent;
    const rows = Array.from({ length: ascent + descent }, () => new Array<number>(metric.advance).fill(0));
    ink.forEach((inkRow, y) =>
      inkRow.forEach((bit, x) => {
        const cellRow = rows[top + y];
        const cellX = metric.leftBearing + x;
        // Ink outside the font's cell is clipped.
        if (cellRow && cellX >= 0 && cellX < metric.advance) cellRow[cellX] = bit;
      }),
    );
    return { width: metric.advance, height: ascent + descent, rows };
  };
  return { ascent, descent, glyph };
}
