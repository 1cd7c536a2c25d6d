import { describe, expect, it } from 'vitest';
import { phraseFor } from '../../firmware/voice/phrases';
import { allPhrases, clipFor, splitNumbered } from '../../firmware/voice/clips';
import { chineseNumber, japaneseNumber, koreanNumber, LANGUAGES, mandarinText, phraseText } from '../../sim/voice/texts';
import { COUNT_STYLES } from '../../firmware/core/timeControl';
import { findPreset, parseSettings, PRESETS, replay, type CountStyle } from '../../firmware/core/index';
import { callContext } from '../../firmware/voice/phrases';
import { flagAfterMs, random } from '../helpers/helpers';
import { LANGUAGES as FIRMWARE_LANGUAGES } from '../../firmware/app/settings';

const minute = { periodMs: 60000, rules: 'later' as const, style: 'cn' as const };
const minute1988 = { periodMs: 60000, rules: '1988' as const, style: 'cn' as const };

describe('what the clock says in Mandarin (the rules’ words)', () => {
  it.each([
    ['sec:30', minute, '三十秒'],
    ['sec:58', minute, '五十八秒'],
    // Each edition's own words for a minute that is not the last (1988 Art. 12.2; later Art. 12.3).
    ['sec:60', minute, '一分'],
    ['left:4', minute, '还剩四分'],
    ['left:2', minute, '还剩两分'],
    ['sec:60', minute1988, '一分钟'],
    ['left:4', minute1988, '还剩四分钟'],
    ['left:2', minute1988, '还剩两分钟'],
    ['left:2', { periodMs: 30000, rules: 'later' as const, style: 'cn' as const }, '还剩两次'],
    ['count:1', minute, '一'],
    ['count:10', minute, '十'],
    ['timeout', minute, '超时'],
    ['timeout', { periodMs: 60000, rules: '1988' as const, style: 'cn' as const }, '超时判负'],
    ['main:12', minute, '还剩十二分钟'],
    ['main:0', minute, '不到一分钟'],
    ['byoyomi:5', minute, '开始读秒，保留五分钟'],
    ['moves:15', { periodMs: 0, rules: 'later' as const, style: 'cn' as const }, '还需十五手'],
  ])('%s -> %s', (call, context, text) => {
    expect(mandarinText(phraseFor(call, context))).toBe(text);
  });

  it.each([
    [0, '零'], [7, '七'], [10, '十'], [15, '十五'], [40, '四十'], [58, '五十八'], [100, '一百'],
    [105, '一百零五'], [115, '一百一十五'], [1440, '一千四百四十'], [1015, '一千零一十五'],
  ])('%i is %s', (n, text) => {
    expect(chineseNumber(n)).toBe(text);
  });
});

describe('the other languages and count styles', () => {
  it.each([
    ['ja', 'count-4', 'よん'], ['ja', 'count-7', 'なな'], ['ja', 'sec-30', 'さんじゅうびょう'], ['ja', 'minutes-left-1', 'のこり いっぷん'],
    ['ja', 'minutes-left-3', 'のこり さんぷん'], ['ja', 'minutes-left-10', 'のこり じゅっぷん'], ['ja', 'times-left-6', 'のこり ろっかい'],
    ['ko', 'count-1', '하나'], ['ko', 'count-10', '열'], ['ko', 'sec-30', '삼십 초'], ['ko', 'last-period', '마지막 초읽기'],
    ['yue', 'minutes-left-2', '仲有兩分鐘'], ['en', 'sec-10', '10 seconds'], ['en', 'minutes-left-1', '1 minute left'], ['en', 'count-9', 'nine'],
  ])('%s %s -> %s', (language, phrase, text) => {
    expect(phraseText(language, phrase)).toBe(text);
  });

  it.each([[0, 'ぜろ'], [11, 'じゅういち'], [58, 'ごじゅうはち'], [600, 'ろっぴゃく']])('Japanese %i is %s', (n, text) => {
    expect(japaneseNumber(n)).toBe(text);
  });

  it.each([[10, '십'], [15, '십오'], [58, '오십팔'], [115, '백십오'], [600, '육백']])('Korean %i is %s', (n, text) => {
    expect(koreanNumber(n)).toBe(text);
  });

  it('English counts down: 30 seconds, then 10 seconds, 9 … 1, time', () => {
    const en = { periodMs: 60000, rules: 'later' as const, style: 'en' as const };
    const words = ['sec:30', 'sec:50', 'count:1', 'count:9', 'count:10', 'timeout'].map((c) => phraseFor(c, en));
    expect(words).toEqual(['sec-30', 'sec-10', 'count-9', 'count-1', '', 'timeout']);
  });

  it('Japanese count-up: "10" itself means lost, with no extra word', () => {
    const jp = { periodMs: 30000, rules: 'later' as const, style: 'jp' as const };
    expect(['sec:10', 'sec:20', 'count:9', 'count:10', 'timeout'].map((c) => phraseFor(c, jp))).toEqual(['sec-10', 'sec-20', 'count-9', 'count-10', '']);
  });

  it('Korean style counts 하나 … 열 in every period and announces the periods left', () => {
    const settings = parseSettings({ system: 'byoyomi', mainMs: 0, periods: 2, periodMs: 30000, countStyle: 'kr' }, 'tc', findPreset);
    const calls: string[] = [];
    replay(settings, [{ at: 0, input: { type: 'start' } }], 60000, (e) => {
      if (e.type === 'call') calls.push(e.call);
    });
    expect(calls.slice(0, 14)).toEqual(['sec:10', 'sec:20', 'count:1', 'count:2', 'count:3', 'count:4', 'count:5', 'count:6', 'count:7', 'count:8', 'count:9', 'count:10', 'left:1', 'sec:10']);
    expect(phraseText('ko', phraseFor('left:1', callContext(settings, 'black')))).toBe('마지막 초읽기');
  });
});

describe('the phrase catalogue', () => {
  it('puts each language in the card folder the firmware plays it from', () => {
    expect(LANGUAGES.map((l) => l.id)).toEqual(FIRMWARE_LANGUAGES);
    expect(LANGUAGES.map((l) => l.folder)).toEqual(FIRMWARE_LANGUAGES.map((_l, i) => i + 1));
  });

  it('has a clip number and words in every language for every phrase', () => {
    for (const { phrase, clip } of allPhrases()) {
      expect(clipFor(phrase)).toBe(clip);
      for (const language of LANGUAGES) expect(phraseText(language.id, phrase).length).toBeGreaterThan(0);
    }
  });

  it('reads a phrase\'s number as /^(.+)-(\\d+)$/ does, and gives no clip for what is not a phrase', () => {
    const pattern = /^(.+)-(\d+)$/;
    for (const phrase of ['count-3', 'sec-50', 'minutes-left-12', 'a-1-2', 'a--3', '-3', '3', 'timeout', 'timeout-lost', 'count-', 'count-x1', '', 'count-03']) {
      const match = pattern.exec(phrase);
      expect(splitNumbered(phrase), phrase).toEqual(match === null ? null : { stem: match[1], n: Number(match[2]) });
    }
    expect([clipFor('count-0'), clipFor('count-11'), clipFor('nothing-3'), clipFor('nothing'), clipFor('timeout')]).toEqual([0, 0, 0, 0, 11]);
  });

  it('covers every call every preset and random time control can make, in every count style and rules edition', () => {
    const rand = random(5);
    const controls: unknown[] = PRESETS.map((p) => p.timeControl);
    for (let i = 0; i < 200; i++) {
      const periodMs = (1 + Math.floor(rand() * 600)) * 1000;
      controls.push({ system: 'byoyomi', mainMs: Math.floor(rand() * 600) * 60000, periods: 1 + Math.floor(rand() * 60), periodMs: periodMs });
      controls.push({ system: 'moves', mainMs: 60000, moves: 1 + Math.floor(rand() * 200), periodMs: periodMs });
    }
    controls.push({ system: 'absolute', mainMs: 600 * 60000, calls: { minutesLeft: [600, 599, 1], count: true } });
    // The largest Ing penalty and the most stages any control can have, each stage handing over on time.
    controls.push({ system: 'ing', mainMs: 60000, extensionMs: 60000, penaltyPoints: 10, maxExtensions: 9 });
    const stage = { system: 'fischer', mainMs: 60000, incrementMs: 1000 };
    controls.push({ system: 'stages', stages: [stage, stage, stage, stage, { system: 'canadian', mainMs: 0, moves: 200, periodMs: 60000 }] });
    controls.push(
      { system: 'delay', mainMs: 60000, delayMs: 2000 },
      { system: 'bronstein', mainMs: 60000, delayMs: 2000 },
      { system: 'hourglass', mainMs: 60000 },
    );
    // Gathered, then checked once: an expect for each of the sweep's calls took more time than the games.
    const unclipped: string[] = [];
    for (const raw of controls) {
      for (const style of COUNT_STYLES as CountStyle[]) {
        for (const rules of ['1988', 'later']) {
          const settings = parseSettings(Object.assign({}, raw as object, { rules: rules, countStyle: style }), 'tc', findPreset);
          const tc = settings.black;
          const total = flagAfterMs(tc);
          const inputs = [{ at: 0, input: { type: 'start' as const } }, { at: 1, input: { type: 'query' as const, side: 'black' as const } }];
          replay(settings, inputs, total, (e) => {
            if (e.type !== 'call' && e.type !== 'answer') return;
            const said = e.type === 'call' ? e.call : e.answer;
            const phrase = phraseFor(said, callContext(settings, e.side));
            if (phrase !== '' && !(clipFor(phrase) > 0) && unclipped.indexOf(said + ' -> ' + phrase) < 0) unclipped.push(said + ' -> ' + phrase);
          });
        }
      }
    }
    expect(unclipped).toEqual([]);
  }, 60000);
});
