// A 128x64 SSD1306 (or command-compatible SSD1309) OLED on I2C, drawn with Espruino's Graphics in the
// controller's own page layout, so the changed part of the buffer goes to the panel as it is.
import type { FaceDevice } from '../devices';

const COMMAND = 0x00;
const DATA = 0x40;
const COLUMN_WINDOW = 0x21;
const PAGE_WINDOW = 0x22;
const WIDTH = 128;
const PAGES = 8;

/**
 * A face that sends only what changed: the drawing is compared, four bytes at a time, with what the
 * panel already shows, and only the window of columns and pages that holds the changes goes over I2C
 * (a ticking main time changes a digit or two, a fifth of the frame or less).
 */
export function createSsd1306(i2c: Espruino.I2CBus, address: number): FaceDevice {
  // The panel's page byte has its top row in bit 0; since 2v25 Espruino puts it in bit 7 unless told.
  const graphics = Graphics.createArrayBuffer(WIDTH, PAGES * 8, 1, { vertical_byte: true, msb: false });
  const shown = new Uint8Array(WIDTH * PAGES);
  const drawn = new Uint8Array(graphics.buffer);
  const drawnWords = new Uint32Array(graphics.buffer);
  const shownWords = new Uint32Array(shown.buffer);
  let inverted = false;
  let blank = true;
  // The start-up commands, made here because they are sent once: a module-level array would cost
  // Espruino variables for the whole game.
  const INIT = [
    0xae, // display off
    0xd5, 0x80, // clock divide
    0xa8, 0x3f, // 64 rows
    0xd3, 0x00, // no offset
    0x40, // start line 0
    0x8d, 0x14, // charge pump on
    0x20, 0x00, // horizontal addressing
    0xa1, 0xc8, // column and row order for a panel mounted upright
    0xda, 0x12, // COM pins
    0x81, 0xcf, // contrast
    0xd9, 0xf1, // pre-charge
    0xdb, 0x40, // VCOMH
    0xa4, // show RAM
    0xa6, // not inverted
    0xaf, // display on
  ];
  i2c.writeTo(address, COMMAND, INIT);
  return {
    canvas: graphics,
    show(invert: boolean) {
      if (invert !== inverted) {
        inverted = invert;
        i2c.writeTo(address, COMMAND, invert ? 0xa7 : 0xa6);
      }
      // The window of changed words: columns come four at a time, pages whole.
      let firstWord = WIDTH;
      let lastWord = -1;
      let firstPage = PAGES;
      let lastPage = -1;
      const wordsPerPage = WIDTH / 4;
      for (let page = 0; page < PAGES; page++) {
        for (let w = 0; w < wordsPerPage; w++) {
          if (!blank && drawnWords[page * wordsPerPage + w] === shownWords[page * wordsPerPage + w]) continue;
          if (w < firstWord) firstWord = w;
          if (w > lastWord) lastWord = w;
          if (page < firstPage) firstPage = page;
          lastPage = page;
        }
      }
      if (lastPage < 0) return;
      const firstColumn = firstWord * 4;
      const lastColumn = lastWord * 4 + 3;
      const width = lastColumn - firstColumn + 1;
      const part = new Uint8Array(width * (lastPage - firstPage + 1));
      for (let page = firstPage; page <= lastPage; page++) {
        part.set(drawn.subarray(page * WIDTH + firstColumn, page * WIDTH + lastColumn + 1), (page - firstPage) * width);
      }
      i2c.writeTo(address, COMMAND, [COLUMN_WINDOW, firstColumn, lastColumn, PAGE_WINDOW, firstPage, lastPage]);
      i2c.writeTo(address, DATA, part);
      shown.set(drawn);
      blank = false;
    },
  };
}
