// The hall's committed pictures (sim/hall/screens/, in sim/hall/README.md) held to what npm run hall:screens draws
// now. A hall's clocks run in real time, so two shots of it differ where the page says so (the running times, the
// silent board's seconds unheard, the broker's port): the page gives those boxes, and they are left out. Everything
// else (the grid, the names, the header, each tile's marks and result) must be as committed.
import { describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { siteForTests } from './browserSite';
import { HALL_SHOTS, shootHall } from '../sim/hall/hallScreens';
import { differingPixels } from '../sim/web/screens';

const currentSite = siteForTests();
/** Pixels outside the changing boxes that may still differ: a tile whose main time ran out between the two shots. */
const HALL_TOLERANCE = 1000;

describe('the hall’s pictures', () => {
  it('are the ones the code draws now, at 4, 40 and 400 boards and in every language, but for what runs', async () => {
    const site = currentSite();
    const out = mkdtempSync(join(tmpdir(), 'hall-screens-'));
    // All at once, as npm run hall:screens shoots them: each waits for its silent board to go stale.
    const shots = await Promise.all(HALL_SHOTS.map(([count, language]) => shootHall(site.browser, count, out, language, site.dir)));
    for (const shot of shots) {
      expect(shot.changing.length, shot.file).toBeGreaterThan(2);
      const committed = readFileSync(join('sim/hall/screens', basename(shot.file)));
      expect(await differingPixels(site, readFileSync(shot.file), committed, shot.changing), basename(shot.file)).toBeLessThanOrEqual(HALL_TOLERANCE);
    }
  }, 120000);
});
