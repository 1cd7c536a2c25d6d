// The fake's Graphics behaves as Espruino 2v29's does for each call the firmware makes (each case below
// was run on Espruino's own interpreter, built for Linux, and gave these bytes).
import { describe, expect, it } from 'vitest';
import { FakeGraphics } from '../../sim/espruino/fakeGraphics';

describe('the fake Graphics, as Espruino 2v29 draws', () => {
  it('puts a vertical byte’s top pixel in bit 7 unless msb:false is given (the panel needs bit 0)', () => {
    const msb = FakeGraphics.createArrayBuffer(8, 8, 1, { vertical_byte: true });
    msb.setPixel(0, 0, 1).setPixel(1, 7, 1);
    expect(Array.from(new Uint8Array(msb.buffer).slice(0, 2))).toEqual([128, 1]);
    const lsb = FakeGraphics.createArrayBuffer(8, 8, 1, { vertical_byte: true, msb: false });
    lsb.setPixel(0, 0, 1).setPixel(1, 7, 1);
    expect(Array.from(new Uint8Array(lsb.buffer).slice(0, 2))).toEqual([1, 128]);
    expect(() => FakeGraphics.createArrayBuffer(8, 12, 1, { vertical_byte: true })).toThrow('height must be a multiple of 8 when using vertical_byte');
  });

  it('draws a custom 1 bpp font column-first, top row in the most significant bit, lit pixels only, scaled', () => {
    const g = FakeGraphics.createArrayBuffer(16, 8, 1, { vertical_byte: true, msb: false });
    g.setPixel(5, 3, 1);
    // 'A' (65): a column with the top pixel, a column with the bottom one, then four blank columns.
    g.setFontCustom(String.fromCharCode(0x80, 0x01, 0, 0, 0, 0), 65, 6, 8);
    g.drawString('A', 0, 0);
    const bytes = new Uint8Array(g.buffer);
    expect(Array.from(bytes.slice(0, 6))).toEqual([1, 128, 0, 0, 0, 8]);
    // At scale 2 a bit is a 2 × 2 square. A character before the font's first is not drawn, but with one
    // width for all it still takes its place; with a width per character it takes none.
    g.clear();
    g.setFontCustom(String.fromCharCode(0x80, 0, 0, 0, 0, 0), 65, 6, 8 + (2 << 8));
    g.drawString(' A', 1, 0);
    expect(Array.from(bytes.slice(0, 4)).concat(Array.from(bytes.slice(13, 16)))).toEqual([0, 0, 0, 0, 3, 3, 0]);
    g.clear();
    g.setFontCustom(String.fromCharCode(0x80, 0, 0, 0, 0, 0), 65, '\x06', 8 + (2 << 8));
    g.drawString(' A', 1, 0);
    expect(Array.from(bytes.slice(0, 4))).toEqual([0, 3, 3, 0]);
  });

  it('counts each call the firmware makes as one, whatever it draws inside', () => {
    const g = FakeGraphics.createArrayBuffer(16, 8, 1, { vertical_byte: true, msb: false });
    g.setFontCustom(String.fromCharCode(0xff, 0xff, 0, 0, 0, 0), 65, 6, 8);
    g.drawString('AA', 0, 0);
    g.fillRect(0, 0, 15, 7);
    expect(g.calls).toBe(3);
  });

  it('refuses what Espruino refuses', () => {
    const g = FakeGraphics.createArrayBuffer(8, 8, 1, { vertical_byte: true });
    expect(() => g.setFontCustom(String.fromCharCode(0), 300, 6, 8)).toThrow('First character out of range');
  });

  it('clears a rectangle in the background colour whatever the colour set, touching its box', () => {
    const g = FakeGraphics.createArrayBuffer(16, 8, 1, { vertical_byte: true, msb: false });
    g.setColor(1);
    g.fillRect(0, 0, 15, 7);
    g.getModified(true);
    g.clearRect(2, 1, 4, 6);
    expect(Array.from(new Uint8Array(g.buffer).slice(0, 6))).toEqual([255, 255, 129, 129, 129, 255]);
    expect(g.getModified(true)).toEqual({ x1: 2, y1: 1, x2: 4, y2: 6 });
    // The colour set stays: a pixel set afterwards is lit.
    g.setPixel(2, 1);
    expect(new Uint8Array(g.buffer)[2]).toBe(131);
  });

  it('keeps the box every drawing touched, clipped, until getModified(true) resets it', () => {
    const g = FakeGraphics.createArrayBuffer(128, 64, 1, { vertical_byte: true, msb: false });
    expect(g.getModified(true)).toBeUndefined();
    g.fillRect(10, 20, 12, 30);
    g.setColor(0);
    g.fillRect(100, 5, 140, 7);
    expect(g.getModified(true)).toEqual({ x1: 10, y1: 5, x2: 127, y2: 30 });
    expect(g.getModified()).toBeUndefined();
    // Text touches its lit pixels only; a rectangle wholly off the canvas touches nothing.
    g.setColor(1);
    g.setFontCustom(String.fromCharCode(0, 0x80, 0, 0, 0, 0), 65, 6, 8);
    g.drawString('A', 50, 40);
    expect(g.getModified(true)).toEqual({ x1: 51, y1: 40, x2: 51, y2: 40 });
    g.fillRect(-5, -5, -1, -1);
    expect(g.getModified(true)).toBeUndefined();
    g.clear();
    expect(g.getModified(true)).toEqual({ x1: 0, y1: 0, x2: 127, y2: 63 });
  });
});
