// The web clock's main screens in each language, shot in chromium as npm run web:screens shoots them: what each must
// show, no English where another language was asked for (the catalogue's test holds every language's texts free of
// it), and the committed sheet held to what the code draws. A file of its own, so that its minutes of chromium run
// beside the other files rather than after the rest of the web clock's tests.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { siteForTests } from '../helpers/browserSite';
import { differingPixels } from '../../sim/host/png';
import { contactSheet, RECORD_SHOT_LANGUAGES, recordShot, recordShotPath, sheetPath, shotProblems, SCREENS, shootScreens } from '../../sim/web/screens';
import { TEXT_LANGUAGES } from '../../firmware/core/index';

/** Pixels of a committed sheet that may differ from the one drawn now: a digit or two of a running clock. */
const SHEET_TOLERANCE = 2000;

const currentSite = siteForTests();

describe("the web clock's screens in chromium", () => {
  for (const language of TEXT_LANGUAGES) {
    it('shows on each main screen what it must in ' + language + ', as ' + sheetPath(language) + ' shows it (npm run web:screens draws it)', async () => {
      const shots = await shootScreens(currentSite(), language);
      expect(shots.map((s) => s.label)).toEqual(SCREENS.map((s) => s.label));
      expect(shotProblems(shots)).toEqual([]);
      for (const shot of shots) {
        // A real picture, PNG, of the phone's size.
        expect(shot.png.subarray(1, 4).toString()).toBe('PNG');
        expect(shot.png.readUInt32BE(16)).toBe(shot.landscape ? 844 : 390);
      }
      // The sheet in the repository is the one the code draws now: a few pixels may differ where a shot
      // catches a running clock a second on, not a layout.
      const drawn = await contactSheet(currentSite(), shots);
      expect(differingPixels(drawn, readFileSync(sheetPath(language)))).toBeLessThanOrEqual(SHEET_TOLERANCE);
      // The guides show the recorder's page on its own in two languages, as it is drawn now.
      if (RECORD_SHOT_LANGUAGES.indexOf(language) >= 0) expect(differingPixels(recordShot(shots).png, readFileSync(recordShotPath(language)))).toBeLessThanOrEqual(SHEET_TOLERANCE);
    }, 60000);
  }
});
