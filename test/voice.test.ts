import { describe, expect, it } from 'vitest';
import { phraseFor } from '../firmware/voice/phrases';
import { chineseNumber, mandarinText } from '../firmware/voice/mandarin';

const minute = { periodMs: 60000, rules: 'later' as const };

describe('what the clock says in Mandarin', () => {
  it.each([
    ['sec:30', minute, '三十秒'],
    ['sec:58', minute, '五十八秒'],
    ['sec:60', minute, '一分钟'],
    ['left:4', minute, '还剩四分钟'],
    ['left:2', minute, '还剩两分钟'],
    ['left:2', { periodMs: 30000, rules: 'later' as const }, '还剩两次'],
    ['count:1', minute, '一'],
    ['count:10', minute, '十'],
    ['timeout', minute, '超时'],
    ['timeout', { periodMs: 60000, rules: '1988' as const }, '超时判负'],
    ['main:12', minute, '还剩十二分钟'],
    ['byoyomi:5', minute, '开始读秒，保留五分钟'],
    ['moves:15', { periodMs: 0, rules: 'later' as const }, '还需十五步'],
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
