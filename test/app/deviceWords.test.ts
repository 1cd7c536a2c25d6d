// The device's words as the firmware reads them: the built firmware names every key by its short id, every
// slot keeps its name through the build, and a language's font holds the characters its words use and no more.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { publicMembers } from '../../firmware/build/minify.js';
import { FONT_CHARS } from '../../firmware/app/faces/font';
import { deviceTexts, printedKey } from '../../sim/deviceWords';
import { textFiles } from '../../sim/deviceFiles';
import { FONT_SOURCES } from '../../sim/deviceFont';
import { FIRMWARE_BUNDLE } from '../../sim/espruino/bundlePaths';
import { TEXT_LANGUAGES } from '../../firmware/core/index';

const SLOTS_FILE = 'firmware/app/words/wordSlots.ts';

describe('the device’s words', () => {
  it('names every key in the built firmware by its short id, which the words file holds (test/build/wordIds.test.ts)', () => {
    const bundle = readFileSync(FIRMWARE_BUNDLE, 'utf8');
    expect([...bundle.matchAll(/["']((?:[a-z]*\.)?device(?:\.[\w.+-]*)?) ?["']/g)].map((match) => match[1])).toEqual([]);
  });

  it('fills only slots whose names the build keeps', () => {
    const kept = publicMembers(SLOTS_FILE, readFileSync(SLOTS_FILE, 'utf8'));
    const used = new Set(deviceTexts('en').flatMap(([, text]) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1])));
    expect([...used].filter((name) => kept.indexOf(name) < 0)).toEqual([]);
  });

  it('gives each language in Chinese, Japanese or Korean characters a font of the characters its words use, and no more', () => {
    for (const language of TEXT_LANGUAGES) {
      const files = textFiles(language);
      if (FONT_SOURCES[language] === undefined) {
        expect(files.map((f) => f.name)).toEqual(['words.' + language]);
        continue;
      }
      const drawn = deviceTexts(language).filter(([key]) => !printedKey(key));
      const wide = new Set(drawn.flatMap(([, text]) => [...text.replace(/\{\w+\}/g, '')]).filter((char) => FONT_CHARS.indexOf(char) < 0));
      const widths = files[1].data.slice(0, 256);
      const glyphs = [...widths].filter((width, code) => width !== '\0' && FONT_CHARS.indexOf(String.fromCharCode(code)) < 0).length;
      expect([files[1].name, glyphs], language).toEqual(['font.' + language, wide.size]);
    }
  });
});
