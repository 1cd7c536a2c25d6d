// The web clock's words without a browser: byo-yomi in the device's one notation on the phone's halves and the
// hall's tiles, a field's hint read from the rule its check uses, the count style a voice is heard in, the
// language an address asks for, and a caption for every call the clock can make.
import { describe, expect, it } from 'vitest';
import { faceView, findPreset, newClock, parseSettings, step, OPTIONAL, TEXT_LANGUAGES, type ClockState } from '../../firmware/core/index';
import { allPhrases } from '../../firmware/voice/clips';
import { advertBytes, readAdvert } from '../../firmware/app/hall/advert';
import { describeFace } from '../../sim/web/page/faceText';
import { tileOf } from '../../sim/web/page/hallTiles';
import { fieldBounds, fieldHint, fieldProblem, formFields } from '../../sim/web/page/controlForm';
import { readSavedSettings } from '../../sim/web/page/savedSettings';
import { callCaption } from '../../sim/web/page/callWords';
import { inEnglish, wordsIn } from '../../sim/words';
import type { BoardReport } from '../../sim/hall/hallBook';

/** The periods left as the device writes them, in each language (the web in lower case). */
const LEFT = { 'zh-Hans': '剩3次', 'zh-Hant': '剩3次', ja: '残り3回', ko: '3회 남음', en: '3 left' };

/** Black 4 s into the first of `periods` 30 s periods (1 s of main time), White waiting in its main time. */
function inPeriod(periods: number): ClockState {
  const settings = parseSettings({ system: 'byoyomi', mainMs: 1000, periods: periods, periodMs: 30000 }, 'tc', findPreset);
  return step(step(newClock(settings), { type: 'start' }, 0).state, { type: 'tick' }, 5000).state;
}

describe("the web clock's words", () => {
  it('writes a byo-yomi period as the device does: its seconds alone, and the periods left in its words', () => {
    const state = inPeriod(3);
    for (const language of TEXT_LANGUAGES) {
      const say = wordsIn(language);
      const black = describeFace(faceView(state, 'black', 5000), faceView(state, 'white', 5000), say);
      expect(black.figure).toBe('26');
      expect(black.info, language).toBe(say('byoyomi.device') + ' ' + LEFT[language]);
      const white = describeFace(faceView(state, 'white', 5000), faceView(state, 'black', 5000), say);
      expect(white.figure).toBe('0:01');
      expect(white.other, language).toBe(say('face.opponentLeft', { time: say('page.periodSeconds', { n: '26' }), left: LEFT[language] }));
    }
  });

  it('says the last period as "1 left", never "1 periods left"', () => {
    const state = inPeriod(1);
    const face = describeFace(faceView(state, 'black', 5000), faceView(state, 'white', 5000), inEnglish);
    const other = describeFace(faceView(state, 'white', 5000), faceView(state, 'black', 5000), inEnglish);
    expect([face.info, other.other]).toEqual(['BYO-YOMI 1 left', 'opponent 26 s · 1 left']);
  });

  it('writes a hall tile in byo-yomi as the device does, not ×3', () => {
    const live = readAdvert(advertBytes(5, 1, inPeriod(3), 5000))!.live;
    const report = { board: 5, source: 'aa:05', seq: 1, heardAtMs: 5000, live: live, result: null, conflict: null, earlier: false } as unknown as BoardReport;
    for (const language of TEXT_LANGUAGES) expect(tileOf({ report: report, receivedAtMs: 0 }, 0, null, new Map(), wordsIn(language)).black).toBe('26 ' + LEFT[language]);
  });

  it('hints each field with what its check takes: byo-yomi periods from 0:05, in steps of 5 s', () => {
    for (const system of ['byoyomi', 'canadian', 'fischer', 'delay', 'moves']) {
      for (const field of formFields(system)) {
        const bounds = fieldBounds(field);
        // The hint's least and most are the least and most the check takes, whatever the field (an optional one's 0 is "none").
        const accepted: number[] = [];
        for (let value = 0; value <= Math.min(field.max, field.min + 20 * bounds.step); value += field.time ? 1000 : 1) if (fieldProblem(field, value, inEnglish) === '' && !(value === 0 && field.flags & OPTIONAL)) accepted.push(value);
        expect(accepted[0], system + '.' + field.key).toBe(bounds.min);
        expect(fieldProblem(field, bounds.max, inEnglish)).toBe('');
        expect(fieldProblem(field, bounds.max + (field.time ? 1000 : 1), inEnglish)).not.toBe('');
      }
    }
    const period = formFields('byoyomi').filter((field) => field.key === 'periodMs')[0];
    expect(fieldHint(period, inEnglish)).toBe('0:05–10:00 (in steps of 5 s)');
    expect(fieldProblem(period, 3000, inEnglish)).toBe('Period length must be from 0:05 to 10:00');
  });

  it('hears each voice in its own language’s count style unless the player chose another', () => {
    const styles = (tag: string) => readSavedSettings(null, tag).settings.countStyle;
    expect(['zh-CN', 'zh-TW', 'ja', 'ko', 'en'].map(styles)).toEqual(['cn', 'cn', 'jp', 'kr', 'en']);
    expect(readSavedSettings(JSON.stringify({ language: 'ko' }), 'en').settings.countStyle).toBe('kr');
    expect(readSavedSettings(JSON.stringify({ language: 'ko', countStyle: 'cn' }), 'en').settings.countStyle).toBe('cn');
  });

  it('shows the words in the language the address asks for, over what was kept', () => {
    expect(readSavedSettings(JSON.stringify({ text: 'en', language: 'en' }), 'en', 'ja').settings).toMatchObject({ text: 'ja', language: 'en' });
    expect(readSavedSettings(null, 'en', 'zh-TW').settings).toMatchObject({ text: 'zh-Hant', language: 'yue' });
    expect(readSavedSettings(JSON.stringify({ text: 'ko' }), 'en', null).settings.text).toBe('ko');
  });

  it('writes every call the clock can make, in every language, one minute and one period in the singular', () => {
    // The device's own words (pause, power, battery) are no call of a game.
    const device = ['paused', 'resumed', 'recovered', 'low-battery', 'ready'];
    const phrases = allPhrases().map((p) => p.phrase).filter((phrase) => device.indexOf(phrase) < 0);
    for (const language of TEXT_LANGUAGES) {
      const say = wordsIn(language);
      for (const phrase of phrases) expect(callCaption(phrase, say), language + ' ' + phrase).not.toMatch(/[{}]|^$/);
    }
    expect(['minutes-left-1', 'times-left-1', 'times-left-3', 'sec-30', 'count-7'].map((phrase) => callCaption(phrase, inEnglish))).toEqual(['1 minute left', '1 period left', '3 periods left', '30 seconds', '7']);
    expect(callCaption('minutes-left-4', wordsIn('zh-Hans'))).toBe('还剩4分钟');
  });
});
