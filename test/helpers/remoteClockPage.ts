// What the web clock linked to a hardware clock (USB or Bluetooth) is tested doing alike, in chromium: a
// correction from the referee's panel, and the clock's record downloaded.
/* eslint-disable @typescript-eslint/no-explicit-any -- the page's globals, which the tests' TypeScript (no DOM) cannot type */
import { expect } from 'vitest';
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import type { FakeEspruino } from '../../sim/espruino/fake';
import { recordToText } from '../../sim/recordSgf';
import { inEnglish } from '../../sim/words';
import { clickRecord, previewCorrection } from './webForms';
import { POLL_MS } from '../../sim/web/browser';

/** In the open referee panel, Black's main time corrected to 45 s: before → after shown first, then held by the clock. */
export async function correctBlackTo45s(page: Page, fake: FakeEspruino, timeoutMs: number): Promise<void> {
  await previewCorrection(page, 'Black · main time', 45000);
  await expect(page.locator('#refereeDialog .preview').textContent()).resolves.toMatch(/^Black’s main time 0:5\d -> 0:45\?$/);
  await page.click('#refereeDialog >> text=Apply');
  await page.waitForFunction(() => (globalThis as any).goClock.remote().state().black.mainMs === 45000, null, { timeout: timeoutMs, polling: POLL_MS });
  expect(fake.console('clock.state()')).toMatchObject({ phase: 'paused', black: { mainMs: 45000 } });
}

/** The record downloaded as JSONL and SGF: the clock's own export, and as SGF the simulator's from its raw record. Returns the SGF. */
export async function expectClockRecordDownloads(page: Page, fake: FakeEspruino, catchUp: () => void, timeoutMs: number): Promise<string> {
  const downloaded = async (button: '#jsonl' | '#sgf') => {
    const download = page.waitForEvent('download', { timeout: timeoutMs });
    await clickRecord(page, button);
    return readFileSync(await (await download).path(), 'utf8');
  };
  const jsonl = await downloaded('#jsonl');
  const sgf = await downloaded('#sgf');
  catchUp();
  expect(jsonl).toBe(fake.consoleOutput('clock.record()'));
  expect(sgf).toBe(recordToText(fake.consoleOutput('clock.record("raw")'), 'sgf', inEnglish));
  return sgf;
}
