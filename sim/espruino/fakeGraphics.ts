// The fake's byte handling and Espruino's Graphics, the subset the faces draw with.

/** Bytes as Espruino's I2C and Serial writes take them: numbers, strings, arrays and typed arrays, nested. */
export function flatten(data: unknown[], out: number[]): number[] {
  for (const item of data) {
    if (typeof item === 'number') out.push(item & 0xff);
    else if (typeof item === 'string') for (let i = 0; i < item.length; i++) out.push(item.charCodeAt(i) & 0xff);
    else if (item instanceof ArrayBuffer) flatten([new Uint8Array(item)], out);
    else if (ArrayBuffer.isView(item)) {
      const bytes = new Uint8Array(item.buffer, item.byteOffset, item.byteLength);
      for (let i = 0; i < bytes.length; i++) out.push(bytes[i]);
    }
    else if (Array.isArray(item)) flatten(item, out);
    else throw new Error('cannot send ' + String(item));
  }
  return out;
}

export interface GraphicsOptions {
  vertical_byte?: boolean;
  msb?: boolean;
}

/**
 * Espruino's Graphics.createArrayBuffer(w, h, 1, {vertical_byte: true}): the subset the faces use. As in
 * 2v25 and later, a byte holds its top pixel in the most significant bit unless `msb: false` is given.
 */
export class FakeGraphics {
  readonly buffer: ArrayBuffer;
  private readonly bytes: Uint8Array;

  /** Graphics.createArrayBuffer, with the checks Espruino makes of what the fake models. */
  static createArrayBuffer(width: number, height: number, bpp: number, options?: GraphicsOptions): FakeGraphics {
    if (bpp !== 1 || options === undefined || options.vertical_byte !== true) throw new Error('the fake models 1 bpp vertical_byte buffers only');
    if (height & 7) throw new Error('height must be a multiple of 8 when using vertical_byte');
    return new FakeGraphics(width, height, options.msb !== false);
  }

  /** Calls the firmware made of this Graphics' drawing methods: each is one native call on Espruino. */
  calls = 0;
  private color = 1;
  private modified = { x1: 32767, y1: 32767, x2: -32768, y2: -32768 };
  private font: { bitmap: string; firstChar: number; width: number | string; height: number; scale: number } | null = null;
  constructor(private readonly width: number, private readonly height: number, private readonly msb = false) {
    this.buffer = new ArrayBuffer((width * height) / 8);
    this.bytes = new Uint8Array(this.buffer);
  }
  getWidth() {
    return this.width;
  }
  getHeight() {
    return this.height;
  }
  /** Graphics.getPixel: 1 where (x, y) is lit, 0 elsewhere and off the canvas. */
  getPixel(x: number, y: number): number {
    if (x < 0 || y < 0 || x >= this.width || y >= this.height) return 0;
    return (this.bytes[x + (y >> 3) * this.width] >> (this.msb ? 7 - (y & 7) : y & 7)) & 1;
  }
  clear() {
    this.calls++;
    return this.fill(0, 0, this.width - 1, this.height - 1, 0);
  }
  /**
   * Graphics.getModified: the box that every fill since the last reset touched, clipped to the canvas
   * (graphicsSetModifiedAndClip), whether or not its pixels changed; undefined when nothing was drawn.
   */
  getModified(reset?: boolean) {
    this.calls++;
    const box = this.modified.x1 <= this.modified.x2 ? Object.assign({}, this.modified) : undefined;
    if (reset) this.modified = { x1: 32767, y1: 32767, x2: -32768, y2: -32768 };
    return box;
  }
  setColor(color: number) {
    this.calls++;
    this.color = color ? 1 : 0;
    return this;
  }
  setPixel(x: number, y: number, color?: number) {
    this.calls++;
    return this.plot(x, y, color);
  }
  private plot(x: number, y: number, color?: number) {
    if (x < 0 || y < 0 || x >= this.width || y >= this.height) return this;
    this.touch(x, y, x, y);
    const index = x + (y >> 3) * this.width;
    const bit = 1 << (this.msb ? 7 - (y & 7) : y & 7);
    if ((color === undefined ? this.color : color) !== 0) this.bytes[index] |= bit;
    else this.bytes[index] &= ~bit;
    return this;
  }
  /** Graphics.setFontCustom, 1 bpp only (the firmware's font): the bitmap, its range, widths and scale. */
  setFontCustom(bitmap: string, firstChar: number, width: number | string, height: number) {
    this.calls++;
    if (typeof bitmap !== 'string') throw new Error('Font bitmap must be a String');
    if (firstChar < 0 || firstChar > 255) throw new Error('First character out of range');
    if (((height >> 16) & 255) > 1) throw new Error('the fake draws 1 bpp fonts only');
    this.font = { bitmap: bitmap, firstChar: firstChar, width: width, height: height & 255, scale: Math.max(1, (height >> 8) & 255) };
    return this;
  }

  /**
   * Graphics.drawString with a custom 1 bpp font, as Espruino draws it (jswrap_graphics.c): each
   * character's columns read from the bitmap top row first, a lit bit a scale × scale rectangle in the
   * colour, unlit bits untouched; the pen moves on by the character's width, which a character before
   * the font's first has none of. Aligned top-left.
   */
  drawString(text: string, x: number, y: number) {
    this.calls++;
    const font = this.font;
    if (font === null) throw new Error('the fake draws custom fonts only: call setFontCustom first');
    let penX = x;
    for (const char of String(text)) {
      const code = char.charCodeAt(0);
      if (code >= 256) continue;
      let width = 0;
      let offset = 0;
      if (typeof font.width === 'string') {
        if (code >= font.firstChar) {
          for (let i = 0; i < code - font.firstChar; i++) offset += font.width.charCodeAt(i) || 0;
          width = font.width.charCodeAt(code - font.firstChar) || 0;
        }
      } else {
        width = font.width;
        offset = width * (code - font.firstChar);
      }
      if (code >= font.firstChar) {
        let bit = offset * font.height;
        for (let column = 0; column < width; column++) {
          for (let row = 0; row < font.height; row++, bit++) {
            const byte = font.bitmap.charCodeAt(bit >> 3) || 0;
            if ((byte << (bit & 7)) & 0x80) {
              const px = penX + column * font.scale;
              const py = y + row * font.scale;
              this.fill(px, py, px + font.scale - 1, py + font.scale - 1);
            }
          }
        }
      }
      penX += width * font.scale;
    }
    return this;
  }

  /**
   * Graphics.asImage({type: 'string', x, y, w, h}), as jswrap_graphics_asImage makes it: a header of width,
   * height and bits a pixel (1), then the box's pixels row by row, each a bit, most significant first, the
   * last byte padded with zeros.
   */
  asImage(options: { type: 'string'; x: number; y: number; w: number; h: number }): string {
    this.calls++;
    if (options.type !== 'string') throw new Error('the fake makes image strings only');
    const bytes = new Uint8Array(3 + ((options.w * options.h + 7) >> 3));
    bytes.set([options.w, options.h, 1]);
    let i = 0;
    for (let row = 0; row < options.h; row++) {
      for (let column = 0; column < options.w; column++, i++) {
        if (this.getPixel(options.x + column, options.y + row)) bytes[3 + (i >> 3)] |= 0x80 >> (i & 7);
      }
    }
    return String.fromCharCode(...bytes);
  }
  /**
   * Graphics.drawImage of a 1 bpp image string with no transparency or palette, top-left at (x, y): as
   * _jswrap_graphics_parseImage gives such an image the background colour (0 here: the firmware never sets
   * another) for its 0 bits and the colour for its 1 bits.
   */
  drawImage(image: string, x: number, y: number) {
    this.calls++;
    const width = image.charCodeAt(0);
    const height = image.charCodeAt(1);
    if (image.charCodeAt(2) !== 1) throw new Error('the fake draws 1 bpp images with no transparency or palette only');
    let i = 0;
    for (let row = 0; row < height; row++) {
      for (let column = 0; column < width; column++, i++) {
        const lit = (image.charCodeAt(3 + (i >> 3)) << (i & 7)) & 0x80;
        this.plot(x + column, y + row, lit ? this.color : 0);
      }
    }
    return this;
  }

  fillRect(x1: number, y1: number, x2: number, y2: number) {
    this.calls++;
    return this.fill(x1, y1, x2, y2);
  }
  /** Graphics.clearRect: jswrap_graphics_clearRect fills as fillRect does in the background colour (0 here: the firmware never sets another). */
  clearRect(x1: number, y1: number, x2: number, y2: number) {
    this.calls++;
    return this.fill(x1, y1, x2, y2, 0);
  }
  /** Fills the rectangle (corners in any order) in `color`, the current one unless given, clipped to the canvas. */
  private fill(ax: number, ay: number, bx: number, by: number, color = this.color) {
    // Espruino takes each coordinate as an integer (jsvGetInteger truncates), as the byte rows below need;
    // truncation keeps order, so the smaller truncated is the smaller's truncation.
    const x1 = Math.max(0, Math.min(ax, bx) | 0);
    const y1 = Math.max(0, Math.min(ay, by) | 0);
    const x2 = Math.min(this.width - 1, Math.max(ax, bx) | 0);
    const y2 = Math.min(this.height - 1, Math.max(ay, by) | 0);
    if (x1 > x2 || y1 > y2) return this;
    this.touch(x1, y1, x2, y2);
    // A byte holds eight rows of a column: each byte row's bits in the rectangle are set or cleared at once.
    for (let row = y1 >> 3; row <= y2 >> 3; row++) {
      let mask = 0;
      for (let y = Math.max(y1, row << 3); y <= Math.min(y2, (row << 3) + 7); y++) mask |= 1 << (this.msb ? 7 - (y & 7) : y & 7);
      const base = row * this.width;
      if (color !== 0) for (let x = x1; x <= x2; x++) this.bytes[base + x] |= mask;
      else for (let x = x1; x <= x2; x++) this.bytes[base + x] &= ~mask;
    }
    return this;
  }
  private touch(x1: number, y1: number, x2: number, y2: number) {
    const m = this.modified;
    if (x1 < m.x1) m.x1 = x1;
    if (y1 < m.y1) m.y1 = y1;
    if (x2 > m.x2) m.x2 = x2;
    if (y2 > m.y2) m.y2 = y2;
  }
}
