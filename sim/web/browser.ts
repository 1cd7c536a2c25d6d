// The built web clock in Debian's chromium, through playwright-core (which downloads no browser): for the
// browser tests, the screens' contact sheet and the bench. Its headless shell, the same Blink without the desktop
// browser around it (as Playwright's own headless chromium is): the browser tests then take two fifths less CPU.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { buildSite } from './buildSite';
import { serveSite } from './serve';
import { SAMPLE_PACKS_DIR } from '../voice/samplePack';
import { STORE_KEY } from './page/savedSettings';

export const CHROMIUM = '/usr/bin/chromium-headless-shell';
/** What to install where CHROMIUM is missing. */
export const CHROMIUM_MISSING = CHROMIUM + ' is missing: apt-get install chromium-headless-shell (.ci/run does)';
/**
 * How often, in ms, a wait for something on a page (waitForFunction) looks: by default it looks at every frame, which
 * keeps chromium drawing sixty frames a second for as long as the wait lasts.
 */
export const POLL_MS = 50;
/** A name chromium resolves to this machine, as a phone reaches a LAN address: not localhost, so no secure context. */
export const LAN_NAME = 'goclock.test';

export interface Site {
  url: string;
  /** The folder the site is served from. */
  dir: string;
  /** The same site at a name that is not localhost, as a phone on the LAN sees it over plain HTTP. */
  lanUrl: string;
  browser: Browser;
  close(): Promise<void>;
}

/**
 * Starts chromium as the sites need it: sound without a tap, and LAN_NAME at this machine. Playwright is loaded only
 * now, so that a tool answers --help or a wrong argument without its second of loading.
 */
export async function startChromium(): Promise<Browser> {
  if (!existsSync(CHROMIUM)) throw new Error(CHROMIUM_MISSING);
  const { chromium } = await import('playwright-core');
  return chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--autoplay-policy=no-user-gesture-required', '--host-resolver-rules=MAP ' + LAN_NAME + ' 127.0.0.1'] });
}

/**
 * Builds the site with the sample voice pack (and the Storage voices in `storageVoices`, if given) into a temporary
 * directory, serves it, and starts chromium, or takes `browser` (left open when the site closes).
 */
export async function openSite(storageVoices?: string, browser?: Browser): Promise<Site> {
  if (browser === undefined && !existsSync(CHROMIUM)) throw new Error(CHROMIUM_MISSING);
  const dir = mkdtempSync(join(tmpdir(), 'web-'));
  buildSite(SAMPLE_PACKS_DIR, dir, storageVoices);
  const server = await serveSite(dir, 0);
  const address = server.address();
  const url = 'http://localhost:' + (typeof address === 'object' && address !== null ? address.port : 0) + '/';
  const own = browser === undefined ? await startChromium().catch((error: Error) => (server.close(), Promise.reject(error))) : null;
  return {
    url: url,
    dir: dir,
    lanUrl: url.replace('localhost', LAN_NAME),
    browser: own ?? (browser as Browser),
    close: async () => {
      await own?.close();
      server.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A phone's size, upright. */
export const PHONE = { width: 390, height: 844 };

/**
 * A phone-sized page of the clock with `settings` stored before each load (null: none, so that loadSettings may
 * store them); `init` runs first in every load.
 */
export async function openPhone(site: Site, settings: object | null, init?: (arg: unknown) => void, arg?: unknown, viewport = PHONE): Promise<Page> {
  const context = await site.browser.newContext({ viewport: viewport });
  const page = await context.newPage();
  if (settings !== null) {
    await page.addInitScript(([key, stored]) => (globalThis as unknown as { localStorage: { setItem(k: string, v: string): void } }).localStorage.setItem(key, stored), [STORE_KEY, JSON.stringify(settings)]);
  }
  if (init !== undefined) await page.addInitScript(init, arg);
  await page.goto(site.url);
  return page;
}

/**
 * Loads the clock in `page` again with `settings` stored, at `viewport`: one screen after another in the same tab,
 * each a fresh page, without a browser process started for each (about half a screen's work in chromium).
 */
export async function loadSettings(page: Page, settings: object, viewport = PHONE): Promise<void> {
  await page.evaluate('localStorage.setItem(' + JSON.stringify(STORE_KEY) + ', ' + JSON.stringify(JSON.stringify(settings)) + ')');
  await page.setViewportSize(viewport);
  await page.reload();
}
