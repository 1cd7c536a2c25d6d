// The built web clock served and chromium started once for a test file, closed after its last test.
import { afterAll, beforeAll } from 'vitest';
import { openSite, type Site } from '../sim/web/browser';

/** Registers the file's hooks; the returned function gives the site once the hooks have run. `storageVoices` gives the Storage voices' directory the installer serves, once hooks registered before these have made it. */
export function siteForTests(storageVoices?: () => string): () => Site {
  let site: Site | undefined;
  beforeAll(async () => {
    site = await openSite(storageVoices === undefined ? undefined : storageVoices());
  }, 60000);
  afterAll(async () => {
    await site?.close();
  });
  return () => site as Site;
}
