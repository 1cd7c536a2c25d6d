// The catalogue holds every word a person reads in five languages: a key that lacks one, a text that names a
// code word, a slot that one language forgets, or English in another language's text fails here. The web
// page's fixed labels are keys of it, and its HTML holds no text of its own.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { joinBooks, TEXT_LANGUAGES } from '../../firmware/core/index';
import { englishWords, CATALOGUE } from '../../sim/words';
import { PAGE_TEXTS } from '../../sim/web/page/pageWords';

const BOOK = CATALOGUE;
const slotsOf = (text: string) => (text.match(/\{\w+\}/g) ?? []).sort().join(' ');
/** Code words a person must never read: a time's field in ms, the JSON they are written in, a camelCase name. */
const CODE_WORDS = /mainMs|periodMs|\bJSON\b|\b[a-z]+[A-Z][a-z]+\b/;

describe('the catalogue of words', () => {
  it('gives every key a text in each of the five languages, with the same slots', () => {
    const keys = Object.keys(BOOK);
    expect(keys.length).toBeGreaterThan(200);
    for (const key of keys) {
      const texts = BOOK[key];
      expect(texts, key).toHaveLength(TEXT_LANGUAGES.length);
      for (const text of texts) expect(text.trim(), key).not.toBe('');
      for (const text of texts) expect(slotsOf(text), key + ': ' + text).toBe(slotsOf(texts[4]));
    }
  });

  it('names no code word, and writes no English in another language', () => {
    for (const [key, texts] of Object.entries(BOOK)) {
      for (const text of texts) expect(CODE_WORDS.test(text.replace(/\{\w+\}/g, '').replace('iPhone', '')), key + ': ' + text).toBe(false);
      // A slot stands for a figure here, so that a typed time such as {a}h{b}m reads as one.
      for (const text of texts.slice(0, 4)) expect(englishWords(text.replace(/\{\w+\}/g, '1')), key + ': ' + text).toEqual([]);
    }
  });

  it('finds a key in two parts, and a missing slot, rather than show code', () => {
    expect(() => joinBooks([PAGE_TEXTS, PAGE_TEXTS])).toThrow(/page\.title is in two parts/);
  });

  it.each([
    ['index.html', 30],
    ['device.html', 7],
    ['install.html', 4],
    ['record.html', 4],
  ])('holds every label of the web page %s: its HTML has keys, not words', (page, least) => {
    const html = readFileSync('sim/web/page/' + page, 'utf8');
    const keys = Array.from(html.matchAll(/data-t(?:-title|-placeholder)?="([^"]+)"/g)).map((m) => m[1]);
    expect(keys.length).toBeGreaterThan(least);
    for (const key of keys) expect(BOOK[key], key).toBeDefined();
    // Between the tags of the body, nothing a person reads but the page's title (set again in the chosen language).
    const body = html.slice(html.indexOf('<body>'));
    const words = body.replace(/<script[\s\S]*?<\/script>/g, '').replace(/<[^>]*>/g, ' ').trim();
    expect(words).toBe('');
  });
});
