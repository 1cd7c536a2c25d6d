// The built web clock served for a test file, closed after its last test, in the chromium its worker started for
// the first browser file it ran: a worker runs file after file (isolate: false keeps this module between them), and a
// start of chromium took about a CPU-second. Each test opens its pages in a context of its own, which shares no
// storage, cache or service worker with another's, and the file's contexts close with it; chromium ends with the
// worker, as Playwright ends what it started.
import { afterAll, beforeAll } from 'vitest';
import type { Browser } from 'playwright-core';
import { openSite, startChromium, type Site } from '../../sim/web/browser';

let workersChromium: Promise<Browser> | null = null;

/** The worker's chromium, started again when it failed to start or has gone. */
async function workersBrowser(): Promise<Browser> {
  const running = workersChromium === null ? null : await workersChromium.catch(() => null);
  if (running !== null && running.isConnected()) return running;
  workersChromium = startChromium();
  return workersChromium.catch((error: Error) => ((workersChromium = null), Promise.reject(error)));
}

/** Registers the file's hooks; the returned function gives the site once the hooks have run. `storageVoices` gives the Storage voices' directory the installer serves, once hooks registered before these have made it. */
export function siteForTests(storageVoices?: () => string): () => Site {
  let site: Site | undefined;
  beforeAll(async () => {
    site = await openSite(storageVoices === undefined ? undefined : storageVoices(), await workersBrowser());
  }, 60000);
  afterAll(async () => {
    // What the file left open closes with it, as when its own chromium ended: no page of it runs on beside the next file.
    for (const context of site?.browser.contexts() ?? []) await context.close();
    await site?.close();
  });
  return () => site as Site;
}
