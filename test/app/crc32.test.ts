// The record's CRC-32 in JavaScript (simulator and tests) against Node's zlib, an implementation of
// its own: the firmware takes Espruino's native E.CRC32, which gave the same figures on the interpreter
// (123456789 → cbf43926, the standard check value).
import { describe, expect, it } from 'vitest';
import { crc32 as zlibCrc32 } from 'node:zlib';
import { crc32 } from '../../firmware/app/record/crc32';
import { checksum } from '../../firmware/app/record/record';

describe('the record checksum', () => {
  it('is the standard CRC-32', () => {
    expect(crc32('123456789')).toBe(0xcbf43926);
    expect(crc32('')).toBe(0);
    let seed = 7;
    for (let n = 0; n < 200; n++) {
      let text = '';
      for (let i = 0; i < n; i++) {
        seed = (seed * 1103515245 + 12345) % 2147483648;
        text += String.fromCharCode(seed % 256);
      }
      expect(crc32(text)).toBe(zlibCrc32(Buffer.from(text, 'latin1')));
    }
  });

  it('is written as eight hex digits, leading zeros kept', () => {
    expect(checksum('123456789')).toBe('cbf43926');
    expect(checksum('')).toBe('00000000');
  });
});
