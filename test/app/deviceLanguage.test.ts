// The faces' language on the clock: the voice's unless the setup menu's TEXT says otherwise, among the
// languages whose words npm run flash wrote to Storage; a language Storage lacks gives way to English.
import { describe, expect, it } from 'vitest';
import { FakeEspruino } from '../../sim/espruino/fake';
import { textFilesFor } from '../../sim/deviceFiles';
import type { Ssd1306Model } from '../../sim/espruino/ssd1306Model';
import { brailleLines } from '../../sim/espruino/frameImage';
import { gestures, showsText, savedSettingsOf } from '../helpers/firmwareHelpers';
import { actionEdges, bootFirmware, GAME_ORIGIN_MS } from '../../sim/espruino/firmwareRun';
import { toSgf } from '../../firmware/app/record/sgf';
import { findPreset, parseSettings, type ClockEvent } from '../../firmware/core/index';
import { wordsIn } from '../../sim/words';

/** Both faces' pixels, as the terminal shows them. */
function faces(fake: FakeEspruino): string {
  return brailleLines(fake.displays.left as Ssd1306Model).concat(brailleLines(fake.displays.right as Ssd1306Model)).join('\n');
}

/** A clock whose Storage holds English's and Japanese's words, with these settings, its faces settled. */
function clock(settings: Record<string, unknown>): FakeEspruino {
  const fake = bootFirmware(Object.assign({ preset: 'cn-national' }, settings), { textFiles: textFilesFor(['en', 'ja']) });
  fake.runUntil(5000);
  return fake;
}

describe('the faces’ language on the clock', () => {
  it('is chosen on the setup menu among the languages kept, saved, and drawn at once', () => {
    const fake = clock({ language: 'zh' });
    // Mandarin's text, Simplified Chinese, is not kept: the faces write English.
    expect(showsText(fake.displays.left, 'MAIN')).toBe(true);
    // To TEXT (12 x L past PRESET), edit, "as the voice" -> Japanese (R), confirm; on past COUNT, MOVE NO. and BOARD to SAVE.
    fake.runUntil(gestures(fake, 6000, 'LL' + ' L'.repeat(12) + ' R R RH' + ' L'.repeat(4) + ' R') + 1000);
    expect(savedSettingsOf(fake)).toMatchObject({ text: 'ja' });
    expect(faces(fake)).toBe(faces(clock({ language: 'zh', text: 'ja' })));
    expect(showsText(fake.displays.left, 'MAIN')).toBe(false);
  });

  it('follows the voice unless told otherwise, and gives way to English for a language Storage lacks', () => {
    expect(faces(clock({ language: 'ja' }))).toBe(faces(clock({ language: 'zh', text: 'ja' })));
    expect(faces(clock({ language: 'ko' }))).toBe(faces(clock({ language: 'zh', text: 'en' })));
    expect(faces(clock({ language: 'ja', text: 'en' }))).not.toBe(faces(clock({ language: 'ja' })));
  });

  it('writes the SGF’s comments in the faces’ language, as UTF-8', () => {
    const timeControl = { system: 'absolute', mainMs: 3000 };
    const fake = bootFirmware({ timeControl: timeControl, text: 'ja' });
    actionEdges(fake, { at: 0, do: 'start' });
    fake.runUntil(GAME_ORIGIN_MS + 5000);
    const events = fake.consoleOutput('clock.record()').trim().split('\n').map((line) => JSON.parse(line) as ClockEvent);
    const sgf = Buffer.from(fake.consoleOutput('clock.record("sgf")'), 'latin1').toString('utf8');
    expect(sgf).toBe(toSgf(parseSettings(timeControl, 'tc', findPreset), events, wordsIn('ja')));
    expect(sgf).toContain('C[黒が時間切れ（');
  });
});
