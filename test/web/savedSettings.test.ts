// What the web clock makes of the settings a browser kept: every bad case gives a clock to play, with
// each field that fell back named once, as the page's warning says it (test/web/webPhone.test.ts shows a few
// of them in the browser, and that the mended settings are kept).
import { describe, expect, it } from 'vitest';
import { clockSettingsOf, readSavedSettings } from '../../sim/web/page/savedSettings';
import { BAD_SAVED_SETTINGS } from '../helpers/badSettings';
import { controlOf, controlProblems, formFields, formSystems } from '../../sim/web/page/controlForm';
import { parseTimeControl } from '../../firmware/core/index';
import { inEnglish, wordsIn } from '../../sim/words';

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

describe('the Setup’s fields, checked together as the core checks the control they make', () => {
  it('says a field that clashes with the others in the page’s words, naming no JSON field', () => {
    const problems = controlProblems('fischer', { mainMs: 3600000, incrementMs: 10000, maxMs: 600000 }, wordsIn('ja'));
    expect(problems).toEqual({ mainMs: '', incrementMs: '', maxMs: '上限（0 はなし）が他の項目と合いません' });
    expect(controlProblems('fischer', { mainMs: 300000, incrementMs: 10000, maxMs: 600000 }, inEnglish)).toEqual({ mainMs: '', incrementMs: '', maxMs: '' });
  });

  it('starts no control the core refuses: fields that all fit make a control the core takes', () => {
    let seed = 7;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    let checked = 0;
    for (const system of formSystems()) {
      for (let n = 0; n < 400; n++) {
        const values: Record<string, number> = {};
        for (const field of formFields(system)) {
          const pick = next();
          const raw = pick < 0.25 ? field.min : pick < 0.5 ? field.max : field.min + Math.floor(next() * (field.max - field.min + 1));
          values[field.key] = field.time ? Math.ceil(raw / 5000) * 5000 : raw;
        }
        if (Object.values(controlProblems(system, values, inEnglish)).some((problem) => problem !== '')) continue;
        checked++;
        expect(() => parseTimeControl(controlOf(system, values), 'timeControl', false), system + ' ' + JSON.stringify(values)).not.toThrow();
      }
    }
    expect(checked).toBeGreaterThan(1000);
  });
});
