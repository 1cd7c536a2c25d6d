// PNG files: 8-bit greyscale or RGB, written whole, for the faces' sheets and the case's views; and read back, as
// chromium's screenshots and these write them, to compare two pictures pixel by pixel.
import { deflateSync, inflateSync } from 'node:zlib';
import { crc32 } from './crc32';

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A PNG of `width` × `height` pixels of `channels` bytes each (1: grey, 3: RGB), rows top to bottom. */
export function png(width: number, height: number, channels: 1 | 3, pixels: Uint8Array): Buffer {
  const rows = Buffer.alloc(height * (1 + width * channels));
  for (let y = 0; y < height; y++) {
    const row = y * (1 + width * channels);
    rows.set(pixels.subarray(y * width * channels, (y + 1) * width * channels), row + 1);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8;
  header[9] = channels === 1 ? 0 : 2;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Bytes a pixel takes in each colour type PNG has for 8-bit samples: grey, RGB, grey and alpha, RGBA. */
const CHANNELS: Record<number, number> = { 0: 1, 2: 3, 4: 2, 6: 4 };

/** The pixels of an 8-bit, non-interlaced PNG, as RGB whatever it stores (alpha dropped, grey repeated). */
export function readPng(file: Buffer): { width: number; height: number; rgb: Uint8Array } {
  if (file.toString('latin1', 1, 4) !== 'PNG') throw new Error('not a PNG');
  const width = file.readUInt32BE(16);
  const height = file.readUInt32BE(20);
  const channels = CHANNELS[file[25]];
  if (file[24] !== 8 || channels === undefined || file[28] !== 0) throw new Error('a PNG of ' + file[24] + '-bit colour type ' + file[25] + (file[28] !== 0 ? ', interlaced' : '') + ' is not read here');
  const parts: Buffer[] = [];
  for (let at = 8; at < file.length; at += 12 + file.readUInt32BE(at)) if (file.toString('latin1', at + 4, at + 8) === 'IDAT') parts.push(file.subarray(at + 8, at + 8 + file.readUInt32BE(at)));
  const rows = inflateSync(Buffer.concat(parts));
  const stride = width * channels;
  const pixels = new Uint8Array(height * stride);
  for (let y = 0; y < height; y++) {
    const filter = rows[y * (stride + 1)];
    const line = rows.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1));
    const at = y * stride;
    for (let x = 0; x < stride; x++) {
      const left = x >= channels ? pixels[at + x - channels] : 0;
      const up = y > 0 ? pixels[at - stride + x] : 0;
      const upLeft = y > 0 && x >= channels ? pixels[at - stride + x - channels] : 0;
      pixels[at + x] = (line[x] + unfiltered(filter, left, up, upLeft)) & 0xff;
    }
  }
  const rgb = new Uint8Array(width * height * 3);
  for (let i = 0; i < width * height; i++) for (let c = 0; c < 3; c++) rgb[i * 3 + c] = pixels[i * channels + (channels < 3 ? 0 : c)];
  return { width: width, height: height, rgb: rgb };
}

/** What a row's filter adds back to a byte, from the bytes to its left, above, and above-left. */
function unfiltered(filter: number, left: number, up: number, upLeft: number): number {
  if (filter === 0) return 0;
  if (filter === 1) return left;
  if (filter === 2) return up;
  if (filter === 3) return (left + up) >> 1;
  if (filter !== 4) throw new Error('a PNG row with filter ' + filter);
  const guess = left + up - upLeft;
  const [toLeft, toUp, toUpLeft] = [Math.abs(guess - left), Math.abs(guess - up), Math.abs(guess - upLeft)];
  return toLeft <= toUp && toLeft <= toUpLeft ? left : toUp <= toUpLeft ? up : upLeft;
}

/** How many pixels of two PNGs differ in colour (every one, where their sizes do). */
export function differingPixels(a: Buffer, b: Buffer): number {
  const [x, y] = [readPng(a), readPng(b)];
  if (x.width !== y.width || x.height !== y.height) return Math.max(x.width * x.height, y.width * y.height);
  let differ = 0;
  for (let i = 0; i < x.rgb.length; i += 3) if (x.rgb[i] !== y.rgb[i] || x.rgb[i + 1] !== y.rgb[i + 1] || x.rgb[i + 2] !== y.rgb[i + 2]) differ++;
  return differ;
}
