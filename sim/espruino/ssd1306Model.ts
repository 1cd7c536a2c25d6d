// A model of an SSD1306 controller: it interprets the I2C bytes the firmware sends and keeps the
// 128x64 frame it would show, so tests read the real pixels the firmware produced.

const ONE_ARGUMENT = [0x81, 0x8d, 0xa8, 0xd3, 0xd5, 0xd9, 0xda, 0xdb, 0x20];

export class Ssd1306Model {
  readonly frame = new Uint8Array(1024);
  inverted = false;
  on = false;
  flips = 0;
  /** Whether its cable is plugged in: unplugged, it hears nothing and the bus reads its pull-ups. */
  connected = true;
  private column = 0;
  private page = 0;
  private columnRange = [0, 127];
  private pageRange = [0, 7];

  /** The status byte (D6: display off), or the pull-ups' 0xFF when unplugged. */
  status(): number {
    return this.connected ? (this.on ? 0x03 : 0x43) : 0xff;
  }

  write(bytes: number[]): void {
    if (!this.connected) return;
    const control = bytes[0];
    if (control === 0x40) {
      for (let i = 1; i < bytes.length; i++) this.data(bytes[i]);
      this.flips++;
      return;
    }
    for (let i = 1; i < bytes.length; i++) {
      const command = bytes[i];
      if (command === 0x21 || command === 0x22) {
        const range = [bytes[i + 1], bytes[i + 2]];
        if (command === 0x21) {
          this.columnRange = range;
          this.column = range[0];
        } else {
          this.pageRange = range;
          this.page = range[0];
        }
        i += 2;
      } else if (ONE_ARGUMENT.indexOf(command) >= 0) i += 1;
      else if (command === 0xa6 || command === 0xa7) this.inverted = command === 0xa7;
      else if (command === 0xae || command === 0xaf) this.on = command === 0xaf;
    }
  }

  private data(byte: number): void {
    this.frame[this.page * 128 + this.column] = byte;
    this.column++;
    if (this.column > this.columnRange[1]) {
      this.column = this.columnRange[0];
      this.page = this.page >= this.pageRange[1] ? this.pageRange[0] : this.page + 1;
    }
  }

  /** The lit state of a pixel as a viewer sees it (inversion included). */
  pixel(x: number, y: number): boolean {
    const bit = (this.frame[x + (y >> 3) * 128] >> (y & 7)) & 1;
    return (bit === 1) !== this.inverted;
  }
}
