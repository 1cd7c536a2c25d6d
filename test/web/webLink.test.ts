// The web clock connected to a hardware clock over USB, in Debian's chromium. Chromium here has no real
// serial port, so a stand-in `navigator.serial` is put in the page before it loads; it carries the page's
// bytes to the built firmware running on the fake Espruino in Node, in real time, and the clock's printed
// lines back. The page's own code is what a phone runs: it has no branch for tests.
/* eslint-disable @typescript-eslint/no-explicit-any -- the page's globals, which the tests' TypeScript (no DOM) cannot type */
import { describe, expect, it } from 'vitest';
import { clickRecord, setControl } from '../helpers/webForms';
import { siteForTests } from '../helpers/browserSite';
import { POLL_MS } from '../../sim/web/browser';
import type { Page } from 'playwright-core';
import { holdReferee } from '../../sim/web/screens';
import { bootFirmware, GAME_ORIGIN_MS } from '../../sim/espruino/firmwareRun';
import type { FakeEspruino } from '../../sim/espruino/fake';
import { correctBlackTo45s, expectClockRecordDownloads } from '../helpers/remoteClockPage';
import { STORE_KEY } from '../../sim/web/page/savedSettings';

const currentSite = siteForTests();

/**
 * The stand-in: a port whose writes go to `window.toClock(text)` and whose reads are what it resolves with.
 * Plain JavaScript text, put in the page as it is (no test transform touches it).
 */
const STAND_IN_SERIAL = `(() => {
  const port = new EventTarget();
  const sink = {};
  port.readable = new ReadableStream({ start(controller) { sink.controller = controller; } });
  port.writable = new WritableStream({
    async write(chunk) {
      const answer = await window.toClock(new TextDecoder().decode(chunk));
      if (answer !== '') sink.controller.enqueue(new TextEncoder().encode(answer));
    },
  });
  port.open = async () => undefined;
  port.close = async () => undefined;
  window.unplug = () => port.dispatchEvent(new Event('disconnect'));
  Object.defineProperty(navigator, 'serial', { value: { requestPort: async () => port } });
})();`;

/** A phone's page linked to a Jolt.js clock on the fake, which runs on in step with the page's real time. */
async function linked(): Promise<{ page: Page; fake: FakeEspruino; at: () => number; slowRecord: (on: boolean) => void }> {
  const fake = bootFirmware({ preset: 'cn-national' });
  const started = Date.now();
  const at = () => GAME_ORIGIN_MS + (Date.now() - started);
  const context = await currentSite().browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  // A record piece can be made to take a moment, so a cable can be pulled in the middle of a read.
  let recordDelayMs = 0;
  await page.exposeFunction('toClock', async (text: string) => {
    if (recordDelayMs > 0 && text.includes('\\"op\\":\\"record\\"')) await new Promise((done) => setTimeout(done, recordDelayMs));
    fake.runUntil(Math.max(fake.now, at()));
    const line = text.replace(/^\x10/, '').trim();
    return fake.consoleOutput(line);
  });
  await page.addInitScript({ content: STAND_IN_SERIAL });
  await page.addInitScript((key) => (globalThis as any).localStorage.setItem(key, JSON.stringify({ sound: 'silent' })), STORE_KEY);
  await page.goto(currentSite().url);
  await page.click('#setup');
  await page.click('#connect');
  await page.waitForFunction(() => (globalThis as any).goClock.remote() !== null, null, { timeout: 10000, polling: POLL_MS });
  return { page: page, fake: fake, at: at, slowRecord: (on) => (recordDelayMs = on ? 400 : 0) };
}

const figure = (page: Page, half: string) => page.locator(half + ' .figure').textContent();

describe('the web clock linked to a clock over USB', () => {
  it('sets up a Canadian control on the clock, shows a game played on its buttons, corrects a time, and downloads its record', async () => {
    const { page, fake, at } = await linked();
    await page.click('#setup');
    await setControl(page, { system: 'canadian', mainMs: 60000, moves: 5, periodMs: 120000 });
    await page.click('#start');
    await page.waitForFunction(() => (globalThis as any).document.querySelector('#notice').textContent.startsWith('The clock'), null, { timeout: 5000, polling: POLL_MS });
    await expect(page.locator('#notice').textContent()).resolves.toBe('The clock accepted the new settings.');
    expect(fake.console('clock.state()')).toMatchObject({ phase: 'ready', settings: { black: { system: 'canadian', moves: 5 } } });
    // The game is played on the clock's own buttons; the page shows the clock's times.
    fake.runUntil(at());
    fake.press(fake.board.buttons.right, fake.now + 10, 80);
    fake.runUntil(at());
    await page.waitForTimeout(1800);
    fake.runUntil(at());
    await expect(figure(page, '#bottom')).resolves.toMatch(/^0:5[789]$/);
    await expect(figure(page, '#top')).resolves.toBe('1:00');
    expect(await page.locator('#bottom .alert').textContent()).toBe('CLOCK OVER USB');
    // A tap on the page is no move: the clock is the clock of record.
    await page.locator('#bottom').dispatchEvent('pointerdown');
    await expect(page.locator('#notice').textContent()).resolves.toMatch(/^Connected to a clock: play on its buttons/);
    // The referee pauses and corrects Black's time from the page, seeing before → after first.
    await holdReferee(page);
    await page.click('#refereeDialog >> text=Pause the clock');
    await page.waitForFunction(() => (globalThis as any).goClock.remote().state().phase === 'paused', null, { timeout: 5000, polling: POLL_MS });
    // The panel closed with the command, as it does when a clock stops running: the referee opens it again.
    await expect(page.locator('#refereeDialog').isVisible()).resolves.toBe(false);
    await holdReferee(page);
    await correctBlackTo45s(page, fake, 5000);
    await page.click('#refereeDialog >> text=Close');
    const sgf = await expectClockRecordDownloads(page, fake, () => fake.runUntil(at()), 30000);
    expect(sgf).toMatch(/^\(;FF\[4\]GM\[1\]/);
    await page.context().close();
  }, 60000);

  it('says at once that the link dropped, even in the middle of a record read, and the clock plays on untouched', async () => {
    const { page, fake, at, slowRecord } = await linked();
    fake.press(fake.board.buttons.right, fake.now + 10, 80);
    fake.runUntil(at());
    // Pause on the page pauses the clock, as its MODE button does; again, it resumes.
    await page.waitForFunction(() => (globalThis as any).goClock.remote().state().phase === 'running', null, { timeout: 5000, polling: POLL_MS });
    await page.click('#pause');
    await page.waitForFunction(() => (globalThis as any).goClock.remote().state().phase === 'paused', null, { timeout: 5000, polling: POLL_MS });
    expect(fake.console('clock.state()')).toMatchObject({ phase: 'paused' });
    await page.click('#pause');
    await page.waitForFunction(() => (globalThis as any).goClock.remote().state().phase === 'running', null, { timeout: 5000, polling: POLL_MS });
    fake.runUntil(at());
    const recordBefore = fake.consoleOutput('clock.record()');
    // The cable goes while the record is being read.
    slowRecord(true);
    await clickRecord(page, '#jsonl');
    await page.waitForTimeout(150);
    await page.evaluate(() => (globalThis as any).unplug());
    await expect(page.locator('#notice').textContent()).resolves.toMatch(/^The link to the clock dropped: the clock’s cable was unplugged\./);
    await page.waitForTimeout(600);
    await expect(page.locator('#notice').textContent()).resolves.toMatch(/^The link to the clock dropped: the clock’s cable was unplugged\./);
    fake.runUntil(at());
    expect(fake.consoleOutput('clock.record()')).toBe(recordBefore);
    await expect(page.evaluate(() => (globalThis as any).goClock.remote())).resolves.toBeNull();
    fake.runUntil(at() + 5000);
    expect(fake.console('clock.state()')).toMatchObject({ phase: 'running', onMove: 'black' });
    await page.context().close();
  }, 30000);
});
