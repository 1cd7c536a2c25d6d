// The OLED frames as a person sees them: braille text for the terminal, PNG files for anyone else.
import { deflateSync } from 'node:zlib';
import type { Ssd1306Model } from './ssd1306Model';

const WIDTH = 128;
const HEIGHT = 64;

/** 128x64 pixels as 16 lines of 64 braille cells (2x4 pixels each). */
export function brailleLines(display: Ssd1306Model): string[] {
  const dots = [
    [0x01, 0x08],
    [0x02, 0x10],
    [0x04, 0x20],
    [0x40, 0x80],
  ];
  const lines: string[] = [];
  for (let y = 0; y < HEIGHT; y += 4) {
    let line = '';
    for (let x = 0; x < WIDTH; x += 2) {
      let code = 0;
      for (let dy = 0; dy < 4; dy++) for (let dx = 0; dx < 2; dx++) if (display.pixel(x + dx, y + dy)) code |= dots[dy][dx];
      line += String.fromCharCode(0x2800 + code);
    }
    lines.push(line);
  }
  return lines;
}

const CRC_TABLE = (() => {
  const table: number[] = [];
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table.push(c >>> 0);
  }
  return table;
})();

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A greyscale PNG of the panel, `scale` screen pixels per OLED pixel, lit pixels in OLED blue-white. */
export function framePng(display: Ssd1306Model, scale: number): Buffer {
  return greyPng(WIDTH * scale, HEIGHT * scale, (x, y) => (display.pixel(Math.floor(x / scale), Math.floor(y / scale)) ? 235 : 16));
}

/** An 8-bit greyscale PNG of `width` × `height`, each pixel's grey from `grey`. */
export function greyPng(width: number, height: number, grey: (x: number, y: number) => number): Buffer {
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width);
    for (let x = 0; x < width; x++) row[1 + x] = grey(x, y);
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 0; // greyscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
