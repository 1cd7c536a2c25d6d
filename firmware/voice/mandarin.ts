// Mandarin texts of the phrases, in the words the rules use (三十秒 … 一分钟 … 还剩四分钟 … 十 … 超时).
import { splitNumbered } from './clips';

const DIGITS = ['零', '一', '二', '三', '四', '五', '六', '七', '八', '九'];

/** A whole number 0–9999 in Chinese numerals: 10 十, 15 十五, 30 三十, 58 五十八, 105 一百零五. */
export function chineseNumber(n: number): string {
  if (n < 10) return DIGITS[n];
  if (n < 20) return '十' + (n % 10 === 0 ? '' : DIGITS[n % 10]);
  if (n < 100) return DIGITS[Math.floor(n / 10)] + '十' + (n % 10 === 0 ? '' : DIGITS[n % 10]);
  if (n < 1000) {
    const rest = n % 100;
    return DIGITS[Math.floor(n / 100)] + '百' + (rest === 0 ? '' : (rest < 10 ? '零' : rest < 20 ? '一' : '') + chineseNumber(rest));
  }
  const rest = n % 1000;
  return DIGITS[Math.floor(n / 1000)] + '千' + (rest === 0 ? '' : (rest < 100 ? '零' : '') + (rest >= 10 && rest < 20 ? '一' : '') + chineseNumber(rest));
}

/** A count of things: 两 rather than 二 before a measure word (还剩两分钟). */
function quantity(n: number): string {
  return n === 2 ? '两' : chineseNumber(n);
}

/** The Mandarin text of a phrase id from phraseFor(). */
export function mandarinText(phrase: string): string {
  switch (phrase) {
    case 'timeout':
      return '超时';
    case 'timeout-lost':
      return '超时判负';
    case 'sec-60':
      return '一分钟';
    case 'under-a-minute':
      return '不到一分钟';
    case 'paused':
      return '暂停';
    case 'resumed':
      return '继续';
    case 'recovered':
      return '断电恢复，请裁判继续';
    case 'low-battery':
      return '电量不足';
    case 'ready':
      return '准备就绪';
  }
  const numbered = splitNumbered(phrase);
  if (numbered === null) return phrase;
  const n = numbered.n;
  switch (numbered.stem) {
    case 'sec':
      return chineseNumber(n) + '秒';
    case 'count':
      return chineseNumber(n);
    case 'minutes-left':
      return '还剩' + quantity(n) + '分钟';
    case 'times-left':
      return '还剩' + quantity(n) + '次';
    case 'byoyomi-minutes':
      return '开始读秒，保留' + quantity(n) + '分钟';
    case 'byoyomi-times':
      return '开始读秒，' + quantity(n) + '次';
    case 'moves':
      return '还需' + quantity(n) + '步';
  }
  return phrase;
}
