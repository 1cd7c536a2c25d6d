// The PNG reader the picture tests compare with: what png() writes read back, and a picture filtered row by row as
// chromium's encoder filters its rows (each of PNG's five filters, RGBA), encoded here from the specification.
import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { differingPixels, png, readPng } from '../../sim/host/png';

const WIDTH = 7;
const HEIGHT = 5;
/** A picture of every kind of neighbour: bytes that wrap when added, and no two rows alike. */
const pixel = (x: number, y: number, c: number) => (x * 53 + y * 101 + c * 67 + x * y * 29) & 0xff;

/** The Paeth predictor, as PNG's specification writes it. */
function paeth(a: number, b: number, c: number): number {
  const p = a + b - c;
  const [pa, pb, pc] = [Math.abs(p - a), Math.abs(p - b), Math.abs(p - c)];
  if (pa <= pb && pa <= pc) return a;
  return pb <= pc ? b : c;
}

/** An RGBA PNG whose row y is filtered with filter y % 5. */
function filteredPng(): Buffer {
  const raw = (x: number, y: number, c: number) => (x < 0 || y < 0 ? 0 : c === 3 ? 255 - pixel(x, y, 0) : pixel(x, y, c));
  const rows: number[] = [];
  for (let y = 0; y < HEIGHT; y++) {
    const filter = y % 5;
    rows.push(filter);
    for (let x = 0; x < WIDTH; x++) {
      for (let c = 0; c < 4; c++) {
        const [here, left, up, upLeft] = [raw(x, y, c), raw(x - 1, y, c), raw(x, y - 1, c), raw(x - 1, y - 1, c)];
        const predicted = [0, left, up, (left + up) >> 1, paeth(left, up, upLeft)][filter];
        rows.push((here - predicted) & 0xff);
      }
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(WIDTH, 0);
  header.writeUInt32BE(HEIGHT, 4);
  header[8] = 8;
  header[9] = 6;
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    // The reader does not check CRCs, so these stay zero.
    return Buffer.concat([length, Buffer.from(type, 'latin1'), data, Buffer.alloc(4)]);
  };
  const data = deflateSync(Buffer.from(rows));
  // Two IDAT chunks, as a large picture has.
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', data.subarray(0, 9)), chunk('IDAT', data.subarray(9)), chunk('IEND', Buffer.alloc(0))]);
}

const rgbOf = (channels: number) => Uint8Array.from({ length: WIDTH * HEIGHT * channels }, (_, i) => pixel(Math.floor(i / channels) % WIDTH, Math.floor(i / channels / WIDTH), i % channels));

describe('readPng', () => {
  it('reads what png() writes, RGB and grey', () => {
    expect(readPng(png(WIDTH, HEIGHT, 3, rgbOf(3)))).toEqual({ width: WIDTH, height: HEIGHT, rgb: rgbOf(3) });
    const grey = rgbOf(1);
    expect(readPng(png(WIDTH, HEIGHT, 1, grey)).rgb).toEqual(Uint8Array.from(Array.from(grey).flatMap((v) => [v, v, v])));
  });

  it('undoes each of the five filters, over IDAT chunks, and drops the alpha', () => {
    expect(readPng(filteredPng())).toEqual({ width: WIDTH, height: HEIGHT, rgb: rgbOf(3) });
  });

  it('refuses what it cannot read', () => {
    expect(() => readPng(Buffer.from('GIF89a, not a PNG at all'))).toThrow('not a PNG');
    const sixteenBits = png(WIDTH, HEIGHT, 3, rgbOf(3));
    sixteenBits[24] = 16;
    expect(() => readPng(sixteenBits)).toThrow('16-bit');
  });
});

describe('differingPixels', () => {
  it('counts the pixels whose colour differs, and every pixel where the sizes differ', () => {
    const changed = rgbOf(3);
    changed[0] ^= 1;
    changed[3 * 9 + 2] ^= 0x80;
    changed[3 * 9 + 1] ^= 0x80;
    expect(differingPixels(png(WIDTH, HEIGHT, 3, rgbOf(3)), png(WIDTH, HEIGHT, 3, rgbOf(3)))).toBe(0);
    expect(differingPixels(png(WIDTH, HEIGHT, 3, rgbOf(3)), png(WIDTH, HEIGHT, 3, changed))).toBe(2);
    expect(differingPixels(png(WIDTH, HEIGHT, 3, rgbOf(3)), png(HEIGHT, WIDTH, 3, rgbOf(3)))).toBe(WIDTH * HEIGHT);
  });
});
