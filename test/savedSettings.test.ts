// What the web clock makes of the settings a browser kept: every bad case gives a clock to play, with
// each field that fell back named once, as the page's warning says it (test/webPhone.test.ts shows a few
// of them in the browser, and that the mended settings are kept).
import { describe, expect, it } from 'vitest';
import { clockSettingsOf, readSavedSettings } from '../sim/web/page/savedSettings';
import { BAD_SAVED_SETTINGS } from './badSettings';

describe('saved settings the web clock must not trust', () => {
  it.each(BAD_SAVED_SETTINGS)('reads settings that are %s as a clock to play, the field named', (_kind, saved, named) => {
    const read = readSavedSettings(saved, 'zh-CN');
    expect(read.problems.join('; ')).toMatch(named);
    // Each field that fell back is named for the page, which says it by its label.
    expect(read.fields.length).toBe(read.problems.length);
    expect(clockSettingsOf(read.settings).black.system).toMatch(/\w/);
    // Read again as the page keeps them, the mended settings name nothing.
    expect(readSavedSettings(JSON.stringify(read.settings)).problems).toEqual([]);
  });

  it('reads nothing kept, and good settings, without a word', () => {
    expect(readSavedSettings(null).problems).toEqual([]);
    // A new visitor reads the browser's language, and hears the voice that goes with it.
    expect(readSavedSettings(null, 'zh-TW').settings).toMatchObject({ text: 'zh-Hant', language: 'yue' });
    expect(readSavedSettings(null, 'ko-KR').settings).toMatchObject({ text: 'ko', language: 'ko' });
    expect(readSavedSettings(null, 'fr-FR').settings).toMatchObject({ text: 'en', language: 'en' });
    expect(readSavedSettings('{"preset":"cn-national","sound":"beep","language":"ja"}')).toMatchObject({ problems: [], settings: { sound: 'beep', language: 'ja' } });
  });
});
