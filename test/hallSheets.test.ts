// The hall's pictures in sim/hall/screens, held to what the code draws: npm run hall:screens's shots taken again, all
// at once in one chromium, each read as a room needs it (no text cut or spilling, no English in another language),
// and each committed picture compared with its shot pixel by pixel.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { siteForTests } from './browserSite';
import { HALL_SHOTS, HALL_SCREENS_DIR, hallShotName, shootHall, type HallShot } from '../sim/hall/hallScreens';
import { differingPixels } from '../sim/png';

/** Pixels that may differ: the broker's port in the header, which the system gives each run. Nothing else moves. */
const PORT_TOLERANCE = 400;

const currentSite = siteForTests();
const shots = new Map<string, PromiseSettledResult<HallShot>>();

beforeAll(async () => {
  const site = currentSite();
  const taken = await Promise.allSettled(HALL_SHOTS.map((shot) => shootHall(site.browser, site.dir, shot.count, shot.language)));
  HALL_SHOTS.forEach((shot, i) => shots.set(hallShotName(shot.count, shot.language), taken[i]));
}, 90000);

describe("the hall's pictures", () => {
  for (const { count, language } of HALL_SHOTS) {
    const name = hallShotName(count, language);
    it('shows ' + count + ' boards in ' + language + ' as ' + join(HALL_SCREENS_DIR, name) + ' shows them (npm run hall:screens draws it)', async () => {
      const shot = shots.get(name);
      if (shot?.status !== 'fulfilled') throw shot?.reason ?? new Error(name + ' was not shot');
      expect(shot.value.seen).toMatch(count <= 40 ? /no scrolling$/ : /scrolls$/);
      expect(differingPixels(shot.value.png, readFileSync(join(HALL_SCREENS_DIR, name)))).toBeLessThanOrEqual(PORT_TOLERANCE);
    }, 30000);
  }
});
