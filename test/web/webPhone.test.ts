// The web clock as a phone at a real table meets it, in Debian's chromium: a LAN address without a secure
// context, setup that never loses a game, stale saved settings, the referee's panel in plain sight, a voice
// kept for offline use and its beeps when a clip cannot load, refusals in a phone's words and the device
// page's tap targets (the digits' size: webDigits.test.ts).
/* eslint-disable @typescript-eslint/no-explicit-any -- the page's globals, which the tests' TypeScript (no DOM) cannot type */
import { BAD_SAVED_SETTINGS } from '../helpers/badSettings';
import { describe, expect, it } from 'vitest';
import { previewCorrection } from '../helpers/webForms';
import { siteForTests } from '../helpers/browserSite';
import type { Page } from 'playwright-core';
import { openPhone, POLL_MS } from '../../sim/web/browser';
import { holdReferee } from '../../sim/web/screens';
import { refereeMenu } from '../../sim/web/page/refereeMenu';
import { REFEREE_TEXTS } from '../../sim/web/page/refereeWords';
import { findPreset, newClock, parseSettings, step } from '../../firmware/core/index';
import { STORE_KEY } from '../../sim/web/page/savedSettings';

const currentSite = siteForTests();

const state = (page: Page) => page.evaluate(() => (globalThis as any).goClock.game().state());
const inputs = (page: Page) => page.evaluate(() => (globalThis as any).goClock.game().inputs().length as number);
const text = (page: Page, selector: string) => page.locator(selector).textContent();
const tapTop = (page: Page) => page.locator('#top').dispatchEvent('pointerdown');

describe('the web clock on a phone', () => {
  it('says on screen, at a LAN address over plain HTTP, that it cannot work offline or keep the screen on', async () => {
    const page = await currentSite().browser.newPage();
    await page.goto(currentSite().lanUrl);
    await expect(page.evaluate(() => (globalThis as any).isSecureContext)).resolves.toBe(false);
    await expect(text(page, '#warning')).resolves.toMatch(/^This page cannot work offline or keep the screen on here \(http:\/\/goclock\.test:\d+ is not a secure context\)\. Open it over HTTPS\.$/);
    await expect(page.locator('#warning').isVisible()).resolves.toBe(true);
    await page.goto(currentSite().url);
    await expect(page.locator('#warning').isVisible()).resolves.toBe(false);
    await page.close();
  }, 20000);

  it('closes setup by Close and by a tap outside; mid-game it keeps the time control and asks before a new game', async () => {
    const page = await openPhone(currentSite(), { preset: 'cn-national', sound: 'silent' });
    await tapTop(page);
    await page.waitForTimeout(200);
    await page.locator('#top').dispatchEvent('pointerdown');
    await page.locator('#bottom').dispatchEvent('pointerdown');
    // While a clock runs, Setup looks unavailable and a tap says why.
    await expect(page.locator('#setup').getAttribute('aria-disabled')).resolves.toBe('true');
    // A finger taps it all the same (playwright would wait for it to look enabled).
    await page.click('#setup', { force: true });
    await expect(page.locator('#setupDialog').isVisible()).resolves.toBe(false);
    await expect(text(page, '#notice')).resolves.toBe('Setup waits while a clock runs: pause first.');
    await page.click('#pause');
    const before = await state(page);
    expect(before).toMatchObject({ phase: 'paused', move: 2 });
    await page.click('#setup');
    await page.mouse.click(5, 5);
    await expect(page.locator('#setupDialog').isVisible()).resolves.toBe(false);
    await page.click('#setup');
    await expect(page.locator('#preset').isDisabled()).resolves.toBe(true);
    await expect(page.locator('#midGame').isVisible()).resolves.toBe(true);
    await page.click('#closeSetup');
    await expect(page.locator('#setupDialog').isVisible()).resolves.toBe(false);
    // The voice changes mid-game; the game does not.
    await page.click('#setup');
    await page.selectOption('#language', 'ko');
    await page.click('#apply');
    await expect(state(page)).resolves.toEqual(before);
    await expect(page.evaluate((key) => JSON.parse((globalThis as any).localStorage.getItem(key)).language, STORE_KEY)).resolves.toBe('ko');
    // New game asks, naming the game; No keeps it, Yes replaces it.
    await page.click('#setup');
    await page.click('#start');
    await expect(text(page, '#confirmText')).resolves.toBe('A game is in progress (White to play, move 2). End it and start a new one?');
    await page.click('#confirmNo');
    await page.click('#closeSetup');
    await expect(state(page)).resolves.toEqual(before);
    await page.click('#setup');
    await page.click('#start');
    await page.selectOption('#preset', 'fast-30s');
    await page.click('#confirmYes');
    await expect(state(page)).resolves.toMatchObject({ phase: 'ready', move: 1 });
    await expect(text(page, '#bottom .info')).resolves.toContain('30 s');
    await page.context().close();
  }, 30000);

  // Every case is read in Node (test/web/savedSettings.test.ts); the page is tried with a whole file, a field and the time control.
  it.each(BAD_SAVED_SETTINGS.filter(([kind]) => ['not JSON', 'a time control the core refuses', 'main-time calls as text'].indexOf(kind) >= 0))('loads with saved settings that are %s: a clock to play, the field named once', async (_kind, saved, _why, named) => {
    // The saved settings are in the browser's storage before the page first loads.
    const origin = new URL(currentSite().url).origin;
    const context = await currentSite().browser.newContext({
      viewport: { width: 390, height: 844 },
      storageState: { cookies: [], origins: [{ origin: origin, localStorage: [{ name: STORE_KEY, value: saved }] }] },
    });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(currentSite().url);
    await expect(text(page, '#warning')).resolves.toMatch(named);
    await expect(text(page, '#bottom .figure')).resolves.toMatch(/^\d+:\d\d(:\d\d)?$/);
    await page.click('#setup');
    await expect(page.locator('#setupDialog').isVisible()).resolves.toBe(true);
    // Named once: the mended settings were saved, so the next load is quiet.
    await page.reload();
    await expect(page.locator('#warning').isVisible()).resolves.toBe(false);
    expect(errors).toEqual([]);
    await context.close();
  }, 20000);

  it('opens the referee’s panel only on a held Referee button, records nothing by opening, and offers the device’s menus', async () => {
    const page = await openPhone(currentSite(), { preset: 'cn-national', sound: 'silent' });
    await tapTop(page);
    await page.click('#referee');
    await expect(page.locator('#refereeDialog').isVisible()).resolves.toBe(false);
    await expect(text(page, '#notice')).resolves.toBe('Hold Referee for a second to open the referee’s panel.');
    const recorded = await inputs(page);
    await holdReferee(page);
    await expect(page.locator('#refereeDialog').isVisible()).resolves.toBe(true);
    expect(await inputs(page)).toBe(recorded);
    await expect(state(page)).resolves.toMatchObject({ phase: 'running' });
    await page.click('#refereeDialog >> text=Pause the clock');
    // In pause, the device's referee menu, action for action, each in the phone's words.
    const settings = parseSettings(findPreset('cn-national'), 'tc', findPreset);
    const paused = step(step(newClock(settings), { type: 'start', side: 'black' }, 0).state, { type: 'pause' }, 1).state;
    const buttons = await page.locator('#refereeDialog button').allTextContents();
    const wanted = refereeMenu(paused).actions.map((a) => REFEREE_TEXTS['ref.' + a.label][4]);
    expect(wanted).toEqual(['Resume the game', 'Seal the move (adjourn)', 'Black arrived late', 'White arrived late', 'End the game']);
    expect(buttons.slice(0, wanted.length)).toEqual(wanted);
    // A time is set in hours, minutes and seconds, so it cannot be read two ways; nothing applies without the second tap.
    await previewCorrection(page, 'Black · main time', 80 * 60000);
    await expect(text(page, '#refereeDialog .preview')).resolves.toMatch(/^Black’s main time 1:5[45]:\d\d -> 1:20:00\?$/);
    await page.click('#refereeDialog >> text=Cancel');
    expect((await state(page)).black.mainMs).toBeGreaterThan(6800000);
    await page.click('#refereeDialog >> text=Close');
    // A tap while paused is refused in a phone's words.
    await page.locator('#bottom').dispatchEvent('pointerdown');
    await expect(text(page, '#notice')).resolves.toBe('Tap refused: the clock is paused (tap Resume).');
    await page.context().close();
  }, 30000);

  it('asks the result once the referee ends the game, as the device’s result menu does, and records it', async () => {
    const page = await openPhone(currentSite(), { preset: 'cn-national', sound: 'silent' });
    await tapTop(page);
    await holdReferee(page);
    await page.click('#refereeDialog >> text=Pause the clock');
    await page.click('#refereeDialog >> text=End the game');
    await expect(page.locator('#refereeDialog').isVisible()).resolves.toBe(true);
    await expect(text(page, '#refereeDialog p >> nth=0')).resolves.toBe('The game is over. Who won, and how?');
    await page.selectOption('#resultWinner', 'white');
    await page.selectOption('#resultBy', 'points');
    await page.fill('#resultMargin', '0');
    await expect(page.locator('#recordResult').isDisabled()).resolves.toBe(true);
    await page.fill('#resultMargin', '3.5');
    await expect(text(page, '#refereeDialog .preview')).resolves.toBe('SGF: RE[W+3.5]');
    await page.click('#recordResult');
    await expect(page.locator('#refereeDialog').isVisible()).resolves.toBe(false);
    await expect(state(page)).resolves.toMatchObject({ phase: 'ended', result: 'W+3.5' });
    await page.context().close();
  }, 20000);

  it('after a flag offers the device’s flag menu, each decision its own input', async () => {
    const page = await openPhone(currentSite(), { timeControl: JSON.stringify({ system: 'byoyomi', mainMs: 500, periods: 1, periodMs: 1000 }), sound: 'silent' });
    await tapTop(page);
    await flagShown(page, 5000);
    await holdReferee(page);
    const buttons = await page.locator('#refereeDialog button').allTextContents();
    expect(buttons).toEqual(['The flag stands: lost on time', 'Count the time-out as a pass', 'Void the flag: the stone was placed in time', 'Close']);
    await page.click('#refereeDialog >> text=Void the flag');
    await expect(state(page)).resolves.toMatchObject({ phase: 'running', onMove: 'white' });
    await page.context().close();
  }, 20000);
});

/** Counts every clip and every beep the page starts. */
function countSounds(): void {
  const w = globalThis as any;
  w.sounds = { clips: 0, beeps: 0 };
  const clip = w.AudioBufferSourceNode.prototype.start;
  w.AudioBufferSourceNode.prototype.start = function (...args: number[]) {
    w.sounds.clips++;
    return clip.apply(this, args);
  };
  const beep = w.OscillatorNode.prototype.start;
  w.OscillatorNode.prototype.start = function (...args: number[]) {
    w.sounds.beeps++;
    return beep.apply(this, args);
  };
}

/** Waits until the page has kept `language`'s whole pack, and returns what it kept. */
async function keptPack(page: Page, language: string): Promise<{ kept: number; failed: number; total: number }> {
  await page.waitForFunction((l) => {
    const k = (globalThis as any).goClock.kept();
    return k !== null && k.language === l && k.kept + k.failed === k.total;
  }, language, { timeout: 15000, polling: POLL_MS });
  return page.evaluate(() => (globalThis as any).goClock.kept());
}

async function chooseLanguage(page: Page, language: string): Promise<void> {
  await page.click('#setup');
  await page.selectOption('#language', language);
  await page.click('#start');
}

const BYOYOMI = JSON.stringify({ system: 'byoyomi', mainMs: 1000, periods: 1, periodMs: 5000 });

/** Waits until Black's half shows its flag. */
const flagShown = (page: Page, timeoutMs: number) => page.waitForFunction(() => (globalThis as any).document.querySelector('#bottom').classList.contains('flagged'), null, { timeout: timeoutMs, polling: POLL_MS });

/** A page whose every clip and beep is counted, first loaded in Mandarin with a short byo-yomi, its pack kept. */
async function countedClock(): Promise<Page> {
  const context = await currentSite().browser.newContext();
  const page = await context.newPage();
  await page.addInitScript(countSounds);
  await page.addInitScript(([key, tc]) => (globalThis as any).localStorage.getItem(key) === null && (globalThis as any).localStorage.setItem(key, JSON.stringify({ timeControl: tc, language: 'zh' })), [STORE_KEY, BYOYOMI]);
  await page.goto(currentSite().url);
  return page;
}

/** Plays the short byo-yomi to Black's flag and returns the clips and beeps the page started. */
async function soundsToTheFlag(page: Page): Promise<{ clips: number; beeps: number }> {
  await tapTop(page);
  await flagShown(page, 15000);
  await page.waitForTimeout(500);
  return page.evaluate(() => (globalThis as any).sounds);
}

describe('the web clock offline', () => {
  it('keeps each chosen language’s whole pack, so a language chosen online speaks offline', async () => {
    const page = await countedClock();
    const zh = await keptPack(page, 'zh');
    expect(zh.failed).toBe(0);
    // The first load keeps the pack and says so, and the hint to start stays beside it.
    await expect(text(page, '#notice')).resolves.toMatch(/^The Mandarin voice is kept for offline use \(\d+ files\)\. Tap your half to start the opponent’s clock\.$/);
    // Every clip of the pack, and its manifest, not only the game's.
    const clips = await page.evaluate(() => fetch('voice/zh/manifest.json').then((r) => r.json() as Promise<{ clips: unknown[] }>).then((m) => m.clips.length));
    expect(zh.total).toBe(clips + 1);
    // Kept once, a pack says nothing at the next load: the notice keeps the players' hint.
    await page.reload();
    await keptPack(page, 'zh');
    await expect(text(page, '#notice')).resolves.toBe('Tap your half to start the opponent’s clock.');
    await chooseLanguage(page, 'ko');
    await expect(keptPack(page, 'ko')).resolves.toMatchObject({ failed: 0 });
    await page.context().setOffline(true);
    await page.reload();
    const sounds = await soundsToTheFlag(page);
    expect(sounds.clips).toBeGreaterThanOrEqual(5);
    expect(sounds.beeps).toBe(0);
    await expect(text(page, '#bottom .alert')).resolves.toBe('');
    await page.context().close();
  }, 60000);

  it('offline with a pack never kept, beeps at each call and says NO VOICE: BEEPS on both halves', async () => {
    const page = await countedClock();
    await keptPack(page, 'zh');
    await page.context().setOffline(true);
    await page.reload();
    await chooseLanguage(page, 'ja');
    const sounds = await soundsToTheFlag(page);
    expect(sounds.clips).toBe(0);
    expect(sounds.beeps).toBeGreaterThanOrEqual(5);
    await expect(text(page, '#bottom .alert')).resolves.toBe('NO VOICE: BEEPS');
    await expect(text(page, '#top .alert')).resolves.toBe('NO VOICE: BEEPS');
    await page.context().close();
  }, 60000);
});

describe('the device page by touch', () => {
  it('has tap targets for both buttons together, MODE and SET: Both opens the setup menu', async () => {
    const page = await currentSite().browser.newPage();
    await page.goto(currentSite().url + 'device.html');
    await page.waitForFunction(() => (globalThis as any).device !== undefined, null, { polling: POLL_MS });
    await page.waitForTimeout(500);
    // Both faces' pixels: the menu draws its item on the left face and the buttons' meanings on the right.
    const face = () => page.evaluate(() => ['#left', '#right'].map((id) => Array.from((globalThis as any).document.querySelector(id).getContext('2d').getImageData(0, 0, 128, 64).data as number[]).filter((_v, i) => i % 4 === 0).join('')).join('|'));
    const tap = async (key: string) => {
      await page.locator('.keys button[data-key="' + key + '"]').hover();
      await page.mouse.down();
      await page.waitForTimeout(150);
      await page.mouse.up();
      await page.waitForTimeout(300);
    };
    const ready = await face();
    await tap('both');
    const menu = await face();
    expect(menu).not.toBe(ready);
    // MODE steps to the next item, SET edits it: each changes the face; the game has not started.
    await tap('mode');
    const next = await face();
    expect(next).not.toBe(menu);
    await tap('set');
    expect(await face()).not.toBe(next);
    await expect(page.evaluate(() => (globalThis as any).device.console('clock.state()').phase)).resolves.toBe('ready');
    await page.close();
  }, 20000);
});
