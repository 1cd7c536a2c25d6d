// The installer page (install.html) before and around an install, in Debian's chromium: what it offers in a
// browser with USB, Bluetooth, both or neither; what it says when the chooser is closed, the port is held,
// the files cannot be had; its links' contrast; and its introduction in a player's words.
/* eslint-disable @typescript-eslint/no-explicit-any -- the page's globals, which the tests' TypeScript (no DOM) cannot type */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { siteForTests } from '../helpers/browserSite';
import { POLL_MS } from '../../sim/web/browser';
import { TEXT_LANGUAGES } from '../../firmware/core/index';
import { CATALOGUE } from '../../sim/words';

const currentSite = siteForTests();

/** `navigator.serial` and `navigator.bluetooth` as a browser offers them: present or not, and how a request fails. */
interface Offered {
  serial?: string;
  bluetooth?: string;
  /** What getAvailability() answers: false where the computer has no radio, or it is off. */
  radio?: boolean;
}

/** A stand-in whose request fails as `failure` says: "cancel" (the chooser closed), "busy" (the port will not open). */
const standIns = (offered: Offered) => `(() => {
  const offered = ${JSON.stringify(offered)};
  const fail = (name, message) => Promise.reject(new DOMException(message, name));
  // This chromium has Web Serial of its own on a secure page: a browser without it is made by taking it away.
  for (const way of ['serial', 'bluetooth']) delete Object.getPrototypeOf(navigator)[way];
  if (offered.serial !== undefined) Object.defineProperty(navigator, 'serial', { value: { requestPort: async () => {
    if (offered.serial === 'cancel') return fail('NotFoundError', 'No port selected by the user.');
    return { open: () => fail('NetworkError', 'Failed to open serial port.') };
  } } });
  if (offered.bluetooth !== undefined) Object.defineProperty(navigator, 'bluetooth', { value: {
    getAvailability: async () => offered.radio !== false,
    requestDevice: async () => {
      if (offered.bluetooth === 'cancel') return fail('NotFoundError', 'User cancelled the requestDevice() chooser.');
      if (offered.bluetooth === 'off') return fail('NotFoundError', 'Bluetooth adapter not available.');
      return { addEventListener() {}, gatt: { connect: () => fail('NetworkError', 'Connection attempt failed.') } };
    },
  } });
})();`;

async function installer(offered: Offered, path = 'install.html?lang=en'): Promise<Page> {
  const context = await currentSite().browser.newContext({ viewport: { width: 800, height: 900 } });
  const page = await context.newPage();
  await page.addInitScript({ content: standIns(offered) });
  await page.goto(currentSite().url + path);
  await page.waitForFunction(() => (globalThis as any).document.querySelector('#text').options.length > 0, null, { polling: POLL_MS });
  return page;
}

/** Whether each button can be pressed, and what is said beside each. */
const offers = (page: Page) =>
  page.evaluate(() => {
    const $ = (id: string) => (globalThis as any).document.getElementById(id);
    return { usb: !$('usb').disabled, bluetooth: !$('bluetooth').disabled, usbWhy: $('usbWhy').textContent, bluetoothWhy: $('bluetoothWhy').textContent };
  });

async function pressed(page: Page, button: string): Promise<string> {
  await page.locator('#status').evaluate((status: any) => (status.textContent = ''));
  await page.click(button);
  await page.waitForFunction(() => (globalThis as any).document.querySelector('#status').textContent !== '', null, { timeout: 20000, polling: POLL_MS });
  return (await page.locator('#status').textContent()) as string;
}

describe('the installer page, before and around an install', () => {
  it('offers only the ways this browser has, and says beside the other why and which way works here', async () => {
    const desktop = await installer({ serial: 'busy' });
    await expect(offers(desktop)).resolves.toEqual({ usb: true, bluetooth: false, usbWhy: '', bluetoothWhy: 'This browser cannot use Bluetooth: install over USB here.' });
    await expect(desktop.locator('#bluetoothFirst').isVisible()).resolves.toBe(false);
    const phone = await installer({ bluetooth: 'cancel' });
    await expect(offers(phone)).resolves.toMatchObject({ usb: false, bluetooth: true, usbWhy: expect.stringMatching(/^This browser cannot use USB: install over Bluetooth here/) });
    const neither = await installer({});
    await expect(offers(neither)).resolves.toMatchObject({ usb: false, bluetooth: false, usbWhy: expect.stringContaining('Chrome or Edge on a computer'), bluetoothWhy: expect.stringContaining('Chrome on Android') });
    const noRadio = await installer({ serial: 'busy', bluetooth: 'off', radio: false });
    await noRadio.waitForFunction(() => (globalThis as any).document.querySelector('#bluetooth').disabled, null, { polling: POLL_MS });
    await expect(offers(noRadio)).resolves.toMatchObject({ usb: true, bluetoothWhy: 'Bluetooth is off or missing on this device: turn it on, or install over USB.' });
    // A LAN address over plain HTTP is no secure context: no browser reaches a board from it.
    const lan = await installer({ serial: 'busy' });
    await lan.goto(currentSite().lanUrl + 'install.html?lang=en');
    await lan.waitForFunction(() => (globalThis as any).document.querySelector('#usbWhy').textContent !== '', null, { polling: POLL_MS });
    await expect(offers(lan)).resolves.toMatchObject({ usb: false, usbWhy: 'This page must be opened over HTTPS to reach a clock.' });
    for (const page of [desktop, phone, neither, noRadio, lan]) await page.context().close();
  }, 60000);

  it('says what went wrong: a chooser closed, a port held by another program, a board out of reach, a radio off, files missing', async () => {
    const cancelled = await installer({ serial: 'cancel', bluetooth: 'cancel' });
    await expect(pressed(cancelled, '#usb')).resolves.toMatch(/^No port was chosen\. If the clock was not in the list, connect it with a USB cable that carries data/);
    await expect(pressed(cancelled, '#bluetooth')).resolves.toMatch(/^No clock was chosen\. If it was not in the list, bring it close/);
    const busy = await installer({ serial: 'busy', bluetooth: 'connect' });
    await expect(pressed(busy, '#usb')).resolves.toMatch(/^The clock’s port could not be opened: another program or page may be using it/);
    await expect(pressed(busy, '#bluetooth')).resolves.toBe('Could not connect to the clock over Bluetooth: bring it closer and try again.');
    const off = await installer({ bluetooth: 'off' });
    await expect(pressed(off, '#bluetooth')).resolves.toBe('Bluetooth is off or missing on this device: turn it on, or install over USB.');
    const offline = await installer({ serial: 'busy' });
    await offline.route('**/firmware/storage/**', (route) => route.abort());
    await expect(pressed(offline, '#usb')).resolves.toMatch(/^The clock’s files could not be downloaded from this site/);
    // Once said, the ways this browser has are offered again.
    await expect(offers(offline)).resolves.toMatchObject({ usb: true, bluetooth: false });
    for (const page of [cancelled, busy, off, offline]) await page.context().close();
  }, 60000);

  it('draws its links legibly on its dark ground: WCAG AA contrast, visited or not', async () => {
    const page = await installer({ serial: 'busy' });
    const contrasts = await page.evaluate(() => {
      const document = (globalThis as any).document;
      const rgb = (css: string) => (css.match(/\d+/g) as string[]).slice(0, 3).map(Number);
      const luminance = (css: string) => {
        const [r, g, b] = rgb(css).map((c) => (c / 255 <= 0.03928 ? c / 255 / 12.92 : Math.pow((c / 255 + 0.055) / 1.055, 2.4)));
        return 0.2126 * r + 0.7152 * g + 0.0722 * b;
      };
      const ratio = (a: string, b: string) => (Math.max(luminance(a), luminance(b)) + 0.05) / (Math.min(luminance(a), luminance(b)) + 0.05);
      const ground = (globalThis as any).getComputedStyle(document.body).backgroundColor;
      // A card's link as the page writes it, and the colours its style gives a visited one and a note.
      document.getElementById('cards').innerHTML = '<li><a href="card/voice-zh.zip">x</a></li>';
      const sheet = Array.from(document.styleSheets as any[]).flatMap((s: any) => Array.from(s.cssRules as any[])).map((r: any) => r.cssText as string);
      const visited = /a:visited \{ color: (rgb\([^)]*\)|#\w+)/.exec(sheet.join('\n'));
      const probe = document.createElement('span');
      probe.style.color = visited === null ? 'rgb(0, 0, 238)' : visited[1];
      document.body.append(probe);
      const colours = [document.querySelector('#cards a'), probe, document.getElementById('usbWhy')].map((e: any) => (globalThis as any).getComputedStyle(e).color as string);
      return colours.map((colour) => ratio(colour, ground));
    });
    for (const contrast of contrasts) expect(contrast).toBeGreaterThanOrEqual(4.5);
    await page.context().close();
  }, 30000);

  it('introduces itself in a player’s words in every language, the developer’s in a note of its own', async () => {
    const intros = CATALOGUE['install.intro'];
    expect(intros).toHaveLength(TEXT_LANGUAGES.length);
    for (const intro of intros) expect(intro, intro).not.toMatch(/npm|Node|bootcde|goclock|Storage|ストレージ|存储区|儲存區|저장소/);
    const page = await installer({ serial: 'busy' }, 'install.html?lang=ja');
    await expect(page.locator('#intro').textContent()).resolves.toBe(intros[TEXT_LANGUAGES.indexOf('ja')]);
    await expect(page.locator('details #devNote').textContent()).resolves.toContain('npm run flash');
    await expect(page.locator('#devNote').isVisible()).resolves.toBe(false);
    await page.context().close();
  }, 30000);
});
