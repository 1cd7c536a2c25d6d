// The OLED frames as a person sees them: braille text for the terminal, PNG files for anyone else.
import { png } from '../host/png';
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

/** A greyscale PNG of the panel, `scale` screen pixels per OLED pixel, lit pixels in OLED blue-white. */
export function framePng(display: Ssd1306Model, scale: number): Buffer {
  return greyPng(WIDTH * scale, HEIGHT * scale, (x, y) => (display.pixel(Math.floor(x / scale), Math.floor(y / scale)) ? 235 : 16));
}

/** An 8-bit greyscale PNG of `width` × `height`, each pixel's grey from `grey`. */
export function greyPng(width: number, height: number, grey: (x: number, y: number) => number): Buffer {
  const pixels = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) pixels[y * width + x] = grey(x, y);
  return png(width, height, 1, pixels);
}
