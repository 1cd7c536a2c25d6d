// The hall's pictures in sim/hall/screens, held to what the code draws: npm run hall:screens's shots taken again, a
// few at a time in one chromium, each read as a room needs it (no text cut or spilling, no row off the screen,
// nothing to scroll, no English in another language, no code), and each committed picture compared with its shot
// pixel by pixel.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { siteForTests } from '../helpers/browserSite';
import { HALL_SHOTS, HALL_SCREENS_DIR, hallShotName, shootEvery, type HallShot } from '../../sim/hall/hallScreens';
import { differingPixels } from '../../sim/host/png';

/** Pixels that may differ: none, for nothing moves (the page shows no address, and its clocks and time of day stand still). */
const TOLERANCE = 0;

const currentSite = siteForTests();
const shots = new Map<string, PromiseSettledResult<HallShot>>();

beforeAll(async () => {
  const site = currentSite();
  const taken = await shootEvery(site.browser, site.dir);
  HALL_SHOTS.forEach((shot, i) => shots.set(hallShotName(shot.count, shot.language), taken[i]));
}, 180000);

describe("the hall's pictures", () => {
  for (const { count, language } of HALL_SHOTS) {
    const name = hallShotName(count, language);
    it('shows ' + count + ' boards in ' + language + ' as ' + join(HALL_SCREENS_DIR, name) + ' shows them (npm run hall:screens draws it)', async () => {
      const shot = shots.get(name);
      if (shot?.status !== 'fulfilled') throw shot?.reason ?? new Error(name + ' was not shot');
      // 400 boards a screen at a time, the screens even; fewer on one.
      expect(shot.value.seen).toMatch(count <= 40 ? /one screen, no scrolling$/ : /screens of \D*1\D+58\D+400\D*, no scrolling$/);
      expect(differingPixels(shot.value.png, readFileSync(join(HALL_SCREENS_DIR, name)))).toBeLessThanOrEqual(TOLERANCE);
    }, 30000);
  }
});
