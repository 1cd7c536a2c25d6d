// The built web clock served and chromium started once for a test file, closed after its last test.
import { afterAll, beforeAll } from 'vitest';
import { openSite, type Site } from '../sim/web/browser';

/** Registers the file's hooks; the returned function gives the site once the hooks have run. */
export function siteForTests(): () => Site {
  let site: Site | undefined;
  beforeAll(async () => {
    site = await openSite();
  }, 60000);
  afterAll(async () => {
    await site?.close();
  });
  return () => site as Site;
}
