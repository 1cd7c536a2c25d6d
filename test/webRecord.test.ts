// The recorder's page (record.html) in Debian's chromium, its microphone a WAV espeak-ng spoke with silence and
// room noise around it (chromium's fake capture device): takes recorded through the page's own buttons are kept
// trimmed, levelled and within their budget, the same clip npm run voice makes from the exported take; a take of the
// silence alone is refused saying why; takes outlive a reload, and the exported zip imports on another phone.
/* eslint-disable @typescript-eslint/no-explicit-any -- the page's globals, which the tests' TypeScript (no DOM) cannot type */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { CHROMIUM, openSite, POLL_MS, type Site } from '../sim/web/browser';
import { processTake, TARGET_RMS } from '../sim/voice/takes';
import { readWavBytes } from '../sim/voice/wavBytes';
import { readZip } from '../sim/voice/takeZip';
import { recordings } from '../sim/voice/storagePhrases';
import { readSavedSettings } from '../sim/web/page/savedSettings';

/** The microphone's sound: 1.2 s of quiet room (−60 dBFS noise), "seven", 1.2 s of quiet room, at 48 kHz. */
const QUIET_S = 1.2;
let site: Site;
let browser: Browser;
let micLengthMs = 0;

beforeAll(async () => {
  const dir = mkdtempSync(join(tmpdir(), 'mic-'));
  execFileSync('espeak-ng', ['-v', 'en-us', '-w', join(dir, 'word.wav'), 'seven']);
  execFileSync('sox', [join(dir, 'word.wav'), '-r', '48000', '-c', '1', '-b', '16', join(dir, 'padded.wav'), 'pad', String(QUIET_S), String(QUIET_S)]);
  const seconds = execFileSync('soxi', ['-D', join(dir, 'padded.wav')]).toString().trim();
  execFileSync('sox', ['-n', '-r', '48000', '-c', '1', '-b', '16', join(dir, 'room.wav'), 'synth', seconds, 'whitenoise', 'vol', '0.001']);
  execFileSync('sox', ['-m', join(dir, 'padded.wav'), join(dir, 'room.wav'), join(dir, 'mic.wav')]);
  micLengthMs = Number(seconds) * 1000;
  const { chromium } = await import('playwright-core');
  browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--autoplay-policy=no-user-gesture-required', '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream', '--use-file-for-fake-audio-capture=' + join(dir, 'mic.wav')],
  });
  site = await openSite(undefined, browser);
}, 60000);

afterAll(async () => {
  await site?.close();
  await browser?.close();
});

const stateOf = (page: Page, id: string) => page.locator(`li[data-id="${id}"] .state`).textContent();

/** Records `id` for `ms` through its row's button: Record, then Stop. */
async function record(page: Page, id: string, ms: number): Promise<string | null> {
  const button = page.locator(`li[data-id="${id}"] .rec`);
  await button.click();
  await page.waitForFunction((row) => (globalThis as any).document.querySelector(`li[data-id="${row}"] .rec`).textContent === 'Stop', id, { polling: POLL_MS });
  await page.waitForTimeout(ms);
  await button.click();
  return stateOf(page, id);
}

async function recorder(): Promise<Page> {
  const page = await (await browser.newContext({ acceptDownloads: true })).newPage();
  await page.goto(site.url + 'record.html?lang=en&voice=en');
  await page.waitForSelector('li[data-id="count-7"]');
  return page;
}

describe('the recorder page', () => {
  it('gives the clock a recorded voice to choose, heard in its language\'s count style', () => {
    const read = readSavedSettings(JSON.stringify({ language: 'recorded-ko' }), 'en');
    expect(read.fields).toEqual([]);
    expect(read.settings.language).toBe('recorded-ko');
    expect(read.settings.countStyle).toBe('kr');
    expect(readSavedSettings(JSON.stringify({ language: 'recorded-xx' }), 'en').fields).toEqual(['language']);
  });

  it('keeps a take trimmed, levelled and within its budget, refuses silence, and exports and imports the voice', async () => {
    const page = await recorder();
    // The needed calls in a referee's order, with when each is said.
    const rows = await page.locator('#needed li').evaluateAll((items) => items.map((li: any) => li.dataset.id));
    expect(rows).toEqual(recordings('en').filter((r) => r.needed).map((r) => r.id));
    expect(await page.locator('li[data-id="count-7"] .when').textContent()).toBe('The last ten seconds of a period: second 7');
    // The whole sound, from its start (each take opens the device again): "seven" between the quiet.
    expect(await record(page, 'count-7', micLengthMs - 200)).toMatch(/^Kept: \d+ ms$/);
    expect(await record(page, 'count-1', micLengthMs - 200)).toMatch(/^Kept: \d+ ms$/);
    // The quiet before the word alone.
    expect(await record(page, 'sec-30', 500)).toBe('Nothing was heard: come closer to the microphone and record again.');
    expect(await page.locator('#progressText').textContent()).toBe('2 of the ' + rows.length + ' needed calls recorded');

    const download = page.waitForEvent('download');
    await page.click('#export');
    const zipPath = join(mkdtempSync(join(tmpdir(), 'voice-')), 'voice.zip');
    await (await download).saveAs(zipPath);
    const files = readZip(readFileSync(zipPath));
    expect(files.map((f) => f.name).sort()).toEqual(['count-1.wav', 'count-7.wav']);
    // The take as recorded: the quiet around the word, at the microphone's rate.
    const take = files.find((f) => f.name === 'count-7.wav')!.bytes;
    expect(readWavBytes(take).samples.length / readWavBytes(take).rate).toBeGreaterThan((micLengthMs - 400) / 1000);
    // The clip npm run voice makes from it is the page's: trimmed to the word, levelled, within the count's 940 ms.
    const clip = processTake(take, 'count-7', 940);
    expect(clip.ok).toBe(true);
    if (!clip.ok) return;
    expect(await stateOf(page, 'count-7')).toBe('Kept: ' + clip.ms + ' ms');
    expect(clip.ms).toBeLessThan(micLengthMs - 2 * QUIET_S * 1000 + 150);
    expect(clip.ms).toBeGreaterThan(200);
    const samples = readWavBytes(clip.wav).samples;
    const loud = samples.filter((v) => Math.abs(v) > 0.01);
    const rms = Math.sqrt(loud.reduce((sum, v) => sum + v * v, 0) / loud.length);
    expect(Math.abs(20 * Math.log10(rms / TARGET_RMS))).toBeLessThan(3);

    // A reload keeps the takes.
    await page.reload();
    await page.waitForSelector('li[data-id="count-7"]');
    expect(await stateOf(page, 'count-7')).toBe('Kept: ' + clip.ms + ' ms');

    // Another phone imports the zip and makes the same clip.
    const other = await recorder();
    expect(await stateOf(other, 'count-7')).toBe('Not recorded');
    await other.setInputFiles('#import', zipPath);
    await other.waitForFunction(() => (globalThis as any).document.getElementById('status').textContent !== '', null, { polling: POLL_MS });
    expect(await other.locator('#status').textContent()).toBe('Imported 2 takes');
    expect(await stateOf(other, 'count-7')).toBe('Kept: ' + clip.ms + ' ms');

  }, 60000);
});
