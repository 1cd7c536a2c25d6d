// A 128x64 SSD1306 (or command-compatible SSD1309) OLED on I2C, drawn with Espruino's Graphics in the
// controller's own page layout, so the changed part of the buffer goes to the panel as it is.
// @espruino-hot: its functions run at every wake-up, so the build keeps them declared.
import type { FaceDevice } from '../devices';

const COMMAND = 0x00;
const DATA = 0x40;
const COLUMN_WINDOW = 0x21;
const PAGE_WINDOW = 0x22;
const WIDTH = 128;
const PAGES = 8;

/**
 * A face that sends only what was drawn since it last sent: Graphics keeps the box its drawing touched
 * (getModified), and that window of columns and pages goes over I2C, page by page as the controller
 * takes it. The faces draw only what changed, so a ticking clock sends a digit's window or less.
 */
export function createSsd1306(i2c: Espruino.I2CBus, address: number): FaceDevice {
  // The panel's page byte has its top row in bit 0; since 2v25 Espruino puts it in bit 7 unless told.
  const graphics = Graphics.createArrayBuffer(WIDTH, PAGES * 8, 1, { vertical_byte: true, msb: false });
  const buffer = graphics.buffer;
  let inverted = false;
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
    // The panel's status byte: Espruino's software I2C ignores a missing ACK (src/jsi2c.c), so a face that
    // is not there reads as the bus's pull-ups, 0xFF, which no status byte is (bit 7 is never set).
    answers: () => i2c.readFrom(address, 1)[0] !== 0xff,
    show(invert: boolean) {
      if (invert !== inverted) {
        inverted = invert;
        i2c.writeTo(address, COMMAND, invert ? 0xa7 : 0xa6);
      }
      const box = graphics.getModified(true);
      if (!box) return;
      const firstPage = box.y1 >> 3;
      const lastPage = box.y2 >> 3;
      // The window's rows of bytes, one per page: Espruino's I2C sends nested arrays as one stream.
      const rows: (number | Uint8Array)[] = [DATA];
      // Each page's row from where the window starts in the buffer, a page's width on: no name declared in
      // the loop, as one costs Espruino a scope at each turn. A view made with its constructor, not with
      // `subarray`, whose lookup Espruino makes through three prototypes by name (Uint8Array, ArrayBufferView, Object).
      const width = box.x2 - box.x1 + 1;
      const end = lastPage * WIDTH + box.x1;
      let at = firstPage * WIDTH + box.x1;
      for (; at <= end; at += WIDTH) rows.push(new Uint8Array(buffer, at, width));
      // The window as arguments, not an array made for it: writeTo sends each in turn.
      i2c.writeTo(address, COMMAND, COLUMN_WINDOW, box.x1, box.x2, PAGE_WINDOW, firstPage, lastPage);
      i2c.writeTo(address, rows);
    },
  };
}
