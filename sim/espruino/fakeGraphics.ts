// The fake's byte handling and Espruino's Graphics, the subset the faces draw with.

/** Bytes as Espruino's I2C and Serial writes take them: numbers, strings, arrays and typed arrays, nested. */
export function flatten(data: unknown[], out: number[]): number[] {
  for (const item of data) {
    if (typeof item === 'number') out.push(item & 0xff);
    else if (typeof item === 'string') for (let i = 0; i < item.length; i++) out.push(item.charCodeAt(i) & 0xff);
    else if (item instanceof ArrayBuffer) flatten([new Uint8Array(item)], out);
    else if (ArrayBuffer.isView(item)) for (const b of new Uint8Array(item.buffer, item.byteOffset, item.byteLength)) out.push(b);
    else if (Array.isArray(item)) flatten(item, out);
    else throw new Error('cannot send ' + String(item));
  }
  return out;
}

/** Espruino's Graphics.createArrayBuffer(w, h, 1, {vertical_byte: true}): the subset the faces use. */
export class FakeGraphics {
  readonly buffer: ArrayBuffer;
  private readonly bytes: Uint8Array;
  private color = 1;
  constructor(private readonly width: number, private readonly height: number) {
    this.buffer = new ArrayBuffer((width * height) / 8);
    this.bytes = new Uint8Array(this.buffer);
  }
  getWidth() {
    return this.width;
  }
  getHeight() {
    return this.height;
  }
  clear() {
    this.bytes.fill(0);
    return this;
  }
  setColor(color: number) {
    this.color = color ? 1 : 0;
    return this;
  }
  setPixel(x: number, y: number, color?: number) {
    if (x < 0 || y < 0 || x >= this.width || y >= this.height) return this;
    const index = x + (y >> 3) * this.width;
    if ((color === undefined ? this.color : color) !== 0) this.bytes[index] |= 1 << (y & 7);
    else this.bytes[index] &= ~(1 << (y & 7));
    return this;
  }
  fillRect(x1: number, y1: number, x2: number, y2: number) {
    for (let y = Math.max(0, Math.min(y1, y2)); y <= Math.min(this.height - 1, Math.max(y1, y2)); y++) {
      for (let x = Math.max(0, Math.min(x1, x2)); x <= Math.min(this.width - 1, Math.max(x1, x2)); x++) this.setPixel(x, y, this.color);
    }
    return this;
  }
}

