// A 128x64 SSD1306 (or command-compatible SSD1309) OLED on I2C, drawn with Espruino's Graphics in the
// controller's own page layout, so a flip is one write of the buffer.
import type { FaceDevice } from '../devices';

const COMMAND = 0x00;
const DATA = 0x40;
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
const WHOLE_SCREEN = [0x21, 0, 127, 0x22, 0, 7];

export function createSsd1306(i2c: Espruino.I2CBus, address: number): FaceDevice {
  const graphics = Graphics.createArrayBuffer(128, 64, 1, { vertical_byte: true });
  let inverted = false;
  i2c.writeTo(address, COMMAND, INIT);
  return {
    canvas: graphics,
    show(invert: boolean) {
      if (invert !== inverted) {
        inverted = invert;
        i2c.writeTo(address, COMMAND, invert ? 0xa7 : 0xa6);
      }
      i2c.writeTo(address, COMMAND, WHOLE_SCREEN);
      i2c.writeTo(address, DATA, new Uint8Array(graphics.buffer));
    },
  };
}
