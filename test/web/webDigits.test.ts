// The web clock's digits for a phone lying on a table, measured on the pixels chromium draws: the share of each
// half the figure's own ink fills, upright and turned, in main time and in byo-yomi.
/* eslint-disable @typescript-eslint/no-explicit-any -- the page's globals, which the tests' TypeScript (no DOM) cannot type */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { siteForTests } from '../helpers/browserSite';
import { readPng } from '../../sim/host/png';
import { openPhone } from '../../sim/web/browser';

const currentSite = siteForTests();
const tapTop = (page: Page) => page.locator('#top').dispatchEvent('pointerdown');

/**
 * The lit box of a half's figure, as a share of the half: the half shot with its other words hidden, its pixels
 * read back, and the rows and columns the digits' ink lights found (the figure's own glyphs, not its line box).
 */
async function inkBox(page: Page, id: string): Promise<{ text: string; across: number; up: number; inside: boolean }> {
  const words = '.half .name, .half .other, .half .info, .half .alert, .half .caption';
  await page.evaluate((selector) => (globalThis as any).document.querySelectorAll(selector).forEach((e: any) => (e.style.visibility = 'hidden')), words);
  const shot = await page.locator(id).screenshot();
  await page.evaluate((selector) => (globalThis as any).document.querySelectorAll(selector).forEach((e: any) => (e.style.visibility = '')), words);
  // The digits are near white; the halves grey, green or red.
  const { width, height, rgb } = readPng(shot);
  let [top, bottom, left, right] = [height, -1, width, -1];
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const at = (y * width + x) * 3;
      if (rgb[at] < 150 || rgb[at + 1] < 150 || rgb[at + 2] < 150) continue;
      [top, bottom, left, right] = [Math.min(top, y), Math.max(bottom, y), Math.min(left, x), Math.max(right, x)];
    }
  }
  const box = { across: (right - left + 1) / width, up: (bottom - top + 1) / height, inside: top > 0 && left > 0 && bottom < height - 1 && right < width - 1 };
  return Object.assign({ text: (await page.locator(id + ' .figure').textContent()) ?? '' }, box);
}

describe('the web clock’s digits for a table', () => {
  it.each([
    [390, 844],
    [844, 390],
  ])('at %i × %i fill their half, in main time (m:ss) and in byo-yomi (its seconds alone) alike', async (width, height) => {
    const timeControl = JSON.stringify({ system: 'byoyomi', mainMs: 6900000, periods: 5, periodMs: 30000 });
    const page = await openPhone(currentSite(), { timeControl: timeControl, sound: 'silent' }, undefined, undefined, { width: width, height: height });
    const measure = async () => [await inkBox(page, '#top'), await inkBox(page, '#bottom')];
    const check = (boxes: { text: string; across: number; up: number; inside: boolean }[]) => {
      for (const box of boxes) {
        expect(box.inside, box.text).toBe(true);
        // Upright, the digits' own ink fills 40 % of the half's height; h:mm:ss, seven characters across 390 px, 30 %.
        if (width < height) expect(box.up, box.text).toBeGreaterThanOrEqual(box.text.length > 5 ? 0.3 : 0.4);
        else expect(box.across, box.text).toBeGreaterThanOrEqual(0.6);
      }
    };
    const main = await measure();
    expect(main.map((b) => b.text)).toEqual(['1:55:00', '1:55:00']);
    check(main);
    // Black's main time corrected to nothing, in pause: byo-yomi's period shows its seconds alone, as the device's faces do.
    await tapTop(page);
    await page.click('#pause');
    await page.evaluate(() => (globalThis as any).goClock.game().apply({ type: 'adjust', side: 'black', mainMs: 0 }, (globalThis as any).performance.now()));
    // Resumed and paused again at once: the faces are painted in byo-yomi, and stay so while they are measured.
    await page.click('#pause');
    await page.click('#pause');
    const byoyomi = await measure();
    expect(byoyomi.map((b) => b.text)).toEqual(['1:55:00', '30']);
    check(byoyomi);
    await page.context().close();
  }, 30000);
});
