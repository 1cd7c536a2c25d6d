// The installer page (install.html) in Debian's chromium beside a clock on the fake Espruino, over a stand-in Web
// Serial: chromium here has no serial port, so a stand-in `navigator.serial` is put in the page before it loads; its
// bytes go to the fake in Node, whose console evaluates each line as the board's does (Ctrl-C and Ctrl-P taken off,
// what it prints sent back). The page's own code is what a maker runs.
/* eslint-disable @typescript-eslint/no-explicit-any -- the page's globals, which the tests' TypeScript (no DOM) cannot type */
import type { Page } from 'playwright-core';
import type { Site } from '../../sim/web/browser';
import { POLL_MS } from '../../sim/web/browser';
import { bootFirmware, GAME_ORIGIN_MS } from '../../sim/espruino/firmwareRun';
import type { FakeEspruino } from '../../sim/espruino/fake';

/** A port whose writes go to `window.toClock(text)`; `window.unplug()` pulls its cable. A new port each time one is asked for. */
const STAND_IN_SERIAL = `(() => {
  Object.defineProperty(navigator, 'serial', { value: { requestPort: async () => {
    const port = new EventTarget();
    const sink = {};
    port.readable = new ReadableStream({ start(controller) { sink.controller = controller; } });
    port.writable = new WritableStream({
      async write(chunk) {
        const answer = await window.toClock(String.fromCharCode(...chunk));
        if (answer === null) { port.dispatchEvent(new Event('disconnect')); return; }
        if (answer !== '') sink.controller.enqueue(Uint8Array.from(answer, (c) => c.charCodeAt(0)));
      },
    });
    port.open = async () => undefined;
    port.close = async () => undefined;
    return port;
  } } });
})();`;

/** What the board does to a line before it evaluates it: a hook to pull the cable (answer 'unplug') or spoil the flash, or look at the page. */
export type LineHook = (line: string, fake: FakeEspruino, page: Page) => 'unplug' | void | Promise<void>;

/** The installer page beside a clock on the fake, each line `lineMs` of the board's time after the last. */
export async function installerBeside(site: Site, fake: FakeEspruino, hook: LineHook = () => undefined, lineMs = 20): Promise<Page> {
  const context = await site.browser.newContext({ viewport: { width: 800, height: 900 }, acceptDownloads: true });
  const page = await context.newPage();
  let pending = '';
  await page.exposeFunction('toClock', async (text: string) => {
    pending += text;
    let answer = '';
    for (let end = pending.indexOf('\n'); end >= 0; end = pending.indexOf('\n')) {
      const line = pending.slice(0, end).replace(/[\x03\x10]/g, '').trim();
      pending = pending.slice(end + 1);
      if (line === '') continue;
      if ((await hook(line, fake, page)) === 'unplug') return null;
      try {
        answer += fake.consoleOutput(line);
      } catch (error) {
        answer += 'Uncaught ' + (error as Error).message + '\n';
      }
      // What the line asked for later (reset(), load()) happens before the next, `lineMs` on.
      fake.runUntil(fake.now + lineMs);
    }
    return answer;
  });
  await page.addInitScript({ content: STAND_IN_SERIAL });
  await page.goto(site.url + 'install.html?lang=en');
  return page;
}

/** A clock on the fake with a game begun on it: its settings and record in Storage. */
export function clockInUse(options = {}): FakeEspruino {
  const fake = bootFirmware({ preset: 'cn-national' }, options);
  fake.runUntil(GAME_ORIGIN_MS);
  fake.press(fake.board.buttons.right, fake.now + 10, 80);
  fake.runUntil(fake.now + 3000);
  return fake;
}

/** Presses an install button and answers what the page says once it is done. */
export async function installOverUsb(page: Page, button = '#usb'): Promise<string> {
  await page.click(button);
  await page.waitForFunction(() => !(globalThis as any).document.querySelector('#usb').disabled && (globalThis as any).document.querySelector('#status').textContent !== '', null, { timeout: 60000, polling: POLL_MS });
  return (await page.locator('#status').textContent()) as string;
}
