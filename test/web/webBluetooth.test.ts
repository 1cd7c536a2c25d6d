// The web clock connected to a Jolt.js clock by Bluetooth, in Debian's chromium, which has no Bluetooth
// emulation. A stand-in `navigator.bluetooth` is put in the page before it loads; its GATT calls reach
// the built firmware on the fake Espruino in Node (the fake's model of NRF), which runs on in step with
// the page's real time, and its notifications come back. Where a phone's system would ask the referee
// for the pairing key, the stand-in asks the test, which reads the key off the clock's faces. The page's
// own code is what a phone runs: it has no branch for tests.
/* eslint-disable @typescript-eslint/no-explicit-any -- the page's globals, which the tests' TypeScript (no DOM) cannot type */
import { describe, expect, it } from 'vitest';
import { clickRecord, setControl } from '../helpers/webForms';
import type { Page } from 'playwright-core';
import { siteForTests } from '../helpers/browserSite';
import { POLL_MS } from '../../sim/web/browser';
import { holdReferee } from '../../sim/web/screens';
import { bootFirmware, GAME_ORIGIN_MS } from '../../sim/espruino/firmwareRun';
import type { FakeEspruino } from '../../sim/espruino/fake';
import { GattError, type RadioLink } from '../../sim/espruino/radioModel';
import { CLOCK_SERVICE, LIVE_CHARACTERISTIC } from '../../firmware/app/link/gatt';
import { correctBlackTo45s, expectClockRecordDownloads } from '../helpers/remoteClockPage';
import { shownKey, savedSettingsOf } from '../helpers/firmwareHelpers';
import { STORE_KEY } from '../../sim/web/page/savedSettings';

const currentSite = siteForTests();

/** The stand-in, in plain JavaScript put in the page as it is: each GATT call goes to a function the test exposes. */
const STAND_IN_BLUETOOTH = `(() => {
  const characteristics = {};
  const characteristic = (uuid) => {
    const found = new EventTarget();
    found.readValue = async () => {
      found.value = new DataView(new Uint8Array(await window.gattRead(uuid)).buffer);
      return found.value;
    };
    found.writeValueWithResponse = async (bytes) => {
      const refusal = await window.gattWrite(uuid, Array.from(bytes));
      if (refusal !== '') throw new DOMException('GATT operation failed: ' + refusal, 'NetworkError');
    };
    found.startNotifications = async () => found;
    characteristics[uuid] = found;
    return found;
  };
  const device = new EventTarget();
  device.gatt = {
    connect: async () => {
      await window.gattConnect();
      return {
        getPrimaryService: async (uuid) => {
          if (uuid !== '${CLOCK_SERVICE}') throw new DOMException('No service', 'NotFoundError');
          return { getCharacteristic: async (uuid) => characteristic(uuid) };
        },
      };
    },
    disconnect: () => window.gattDisconnect(),
  };
  window.fromClock = (uuid, bytes) => {
    const found = characteristics[uuid];
    if (found === undefined) return;
    found.value = new DataView(new Uint8Array(bytes).buffer);
    found.dispatchEvent(new Event('characteristicvaluechanged'));
  };
  window.dropBluetooth = () => device.dispatchEvent(new Event('gattserverdisconnected'));
  Object.defineProperty(navigator, 'bluetooth', { value: { requestDevice: async (options) => { window.asked = options; return device; } } });
})();`;

interface Linked {
  page: Page;
  fake: FakeEspruino;
  at: () => number;
  /** Keys the referee typed when the phone's system asked, right or not. */
  typed: string[];
  /** What the referee types next instead of the key the faces show (null: the faces' key). */
  wrongKey: (key: string | null) => void;
  slowReads: (on: boolean) => void;
  stop: () => void;
}

/** A phone's page linked by Bluetooth to a Jolt.js clock on the fake. */
async function linked(): Promise<Linked> {
  const fake = bootFirmware({ preset: 'cn-national' });
  const started = Date.now();
  const at = () => GAME_ORIGIN_MS + (Date.now() - started);
  const catchUp = () => fake.runUntil(Math.max(fake.now, at()));
  const context = await currentSite().browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  let link: RadioLink | null = null;
  const typed: string[] = [];
  let wrong: string | null = null;
  let readDelayMs = 0;
  await page.exposeFunction('gattConnect', () => {
    catchUp();
    link = fake.radio!.connect('referee-phone');
    link.subscribe(LIVE_CHARACTERISTIC, (bytes) => void page.evaluate(([uuid, data]) => (globalThis as any).fromClock(uuid, data), [LIVE_CHARACTERISTIC, Array.from(bytes)] as const).catch(() => undefined));
  });
  await page.exposeFunction('gattDisconnect', () => fake.radio!.disconnect());
  await page.exposeFunction('gattRead', async (uuid: string) => {
    if (readDelayMs > 0) await new Promise((done) => setTimeout(done, readDelayMs));
    catchUp();
    return Array.from((link as RadioLink).read(uuid));
  });
  await page.exposeFunction('gattWrite', (uuid: string, bytes: number[]) => {
    catchUp();
    const write = () => (link as RadioLink).write(uuid, Uint8Array.from(bytes));
    try {
      write();
    } catch (error) {
      if (!(error instanceof GattError) || error.code !== 'insufficient-authentication') return String(error);
      // The phone's system pairs: the clock shows a key, the referee types it.
      (link as RadioLink).requestPairing();
      fake.runUntil(fake.now + 1);
      const key = wrong ?? shownKey(fake) ?? '';
      typed.push(key);
      if (!(link as RadioLink).enterPasskey(key)) return 'insufficient authentication';
      write();
    }
    return '';
  });
  await page.addInitScript({ content: STAND_IN_BLUETOOTH });
  await page.addInitScript((key) => (globalThis as any).localStorage.setItem(key, JSON.stringify({ sound: 'silent' })), STORE_KEY);
  // The clock runs on in real time, notifying as it goes.
  const ticking = setInterval(catchUp, 40);
  await page.goto(currentSite().url);
  await page.click('#setup');
  await page.click('#connectBluetooth');
  await page.waitForFunction(() => (globalThis as any).goClock.remote() !== null, null, { timeout: 10000, polling: POLL_MS });
  return {
    page: page,
    fake: fake,
    at: at,
    typed: typed,
    wrongKey: (key) => (wrong = key),
    slowReads: (on) => (readDelayMs = on ? 300 : 0),
    stop: () => clearInterval(ticking),
  };
}

const figure = (page: Page, half: string) => page.locator(half + ' .figure').textContent();
const noticeStarts = (page: Page, start: string) => page.waitForFunction((text) => (globalThis as any).document.querySelector('#notice').textContent.startsWith(text), start, { timeout: 8000, polling: POLL_MS });

describe('the web clock linked to a Jolt.js clock by Bluetooth', () => {
  it('pairs with the key on the faces, sets up a Canadian control, shows a game played on the buttons, corrects a time and downloads the record', async () => {
    const { page, fake, at, typed, stop } = await linked();
    expect(await page.evaluate(() => (globalThis as any).asked)).toMatchObject({ filters: [{ services: [CLOCK_SERVICE] }, { namePrefix: 'Jolt.js' }] });
    // Reads need no bond: connecting paired nothing.
    expect(typed).toEqual([]);
    await page.click('#setup');
    await setControl(page, { system: 'canadian', mainMs: 60000, moves: 5, periodMs: 120000 });
    await page.click('#start');
    await noticeStarts(page, 'The clock');
    await expect(page.locator('#notice').textContent()).resolves.toBe('The clock accepted the new settings.');
    // The first write paired the phone with the key the faces showed.
    expect(typed).toHaveLength(1);
    expect(typed[0]).toMatch(/^\d{6}$/);
    expect(fake.console('clock.state()')).toMatchObject({ phase: 'ready', settings: { black: { system: 'canadian', moves: 5 } } });
    // The game is played on the clock's buttons; its live state brings the page the clock's times.
    fake.press(fake.board.buttons.right, fake.now + 10, 80);
    await page.waitForFunction(() => /^0:5[6-9]$/.test((globalThis as any).document.querySelector('#bottom .figure').textContent), null, { timeout: 10000, polling: POLL_MS });
    await expect(figure(page, '#top')).resolves.toBe('1:00');
    expect(await page.locator('#bottom .alert').textContent()).toBe('CLOCK OVER BLUETOOTH');
    // The referee pauses and corrects Black's time from the page, seeing before → after first.
    await holdReferee(page);
    await page.click('#refereeDialog >> text=Pause the clock');
    await page.waitForFunction(() => (globalThis as any).goClock.remote().state().phase === 'paused', null, { timeout: 8000, polling: POLL_MS });
    // The panel closes with the command while the page still shows the clock running; it stays when the clock's answer came first.
    if (!(await page.locator('#refereeDialog').evaluate((dialog: any) => dialog.open))) await holdReferee(page);
    await correctBlackTo45s(page, fake, 8000);
    // The clock's board in the hall, set from the phone in the pause.
    await page.click('#refereeDialog >> text=Close');
    await page.click('#setup');
    await page.fill('#board', '17');
    await page.click('#sendBoard');
    await noticeStarts(page, 'The clock is board 17');
    expect(savedSettingsOf(fake)).toMatchObject({ board: 17 });
    await page.click('#closeSetup');
    // Bonded once, the phone was not asked again.
    expect(typed).toHaveLength(1);
    await expectClockRecordDownloads(page, fake, () => fake.runUntil(Math.max(fake.now, at())), 20000);
    expect(fake.radio!.reached).toEqual([]);
    stop();
    await page.context().close();
  }, 90000);

  it('refuses a phone paired with a wrong key, and says at once that the link dropped in the middle of a record read', async () => {
    const { page, fake, at, typed, wrongKey, slowReads, stop } = await linked();
    fake.press(fake.board.buttons.right, fake.now + 10, 80);
    await page.waitForFunction(() => (globalThis as any).goClock.remote().state()?.phase === 'running', null, { timeout: 8000, polling: POLL_MS });
    wrongKey('000000');
    await page.click('#pause');
    await noticeStarts(page, 'The clock did not take it');
    await expect(page.locator('#notice').textContent()).resolves.toMatch(/pair it with the key the clock’s faces show/);
    expect(typed).toEqual(['000000']);
    fake.runUntil(Math.max(fake.now, at()));
    expect(fake.console('clock.state()')).toMatchObject({ phase: 'running' });
    const recordBefore = fake.consoleOutput('clock.record()');
    slowReads(true);
    await clickRecord(page, '#jsonl');
    await page.waitForTimeout(500);
    await page.evaluate(() => (globalThis as any).dropBluetooth());
    await noticeStarts(page, 'The link to the clock dropped: the clock’s Bluetooth link dropped.');
    await expect(page.evaluate(() => (globalThis as any).goClock.remote())).resolves.toBeNull();
    slowReads(false);
    fake.runUntil(Math.max(fake.now, at()) + 5000);
    expect(fake.consoleOutput('clock.record()')).toBe(recordBefore);
    expect(fake.console('clock.state()')).toMatchObject({ phase: 'running', onMove: 'black' });
    stop();
    await page.context().close();
  }, 60000);
});
