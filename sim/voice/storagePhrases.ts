// What the voice kept in Jolt.js's Storage says, and what a person records for it: the rules' calls (the count
// 1…10, 30/40/50/55/58 s, "1 minute", "X minutes left" in both editions' words, the time-out) and pause and resume.
// "X minutes left" is composed from parts where the language allows it (还剩 + 二 + 十 + 三 + 分钟); a call Storage
// does not hold is beeped. Pure, so that the recorder's page lists the same phrases npm run voice builds.
import { phraseText } from './texts';
import { takeBudget } from './takes';

/** The seconds calls the rules make in a minute (later Art. 12.3; 1988 Art. 12.2). */
const SECONDS_CALLS = [30, 40, 50, 55, 58, 60];
/** "X minutes left": the stems, and the most minutes each language's clips cover. */
const MINUTE_STEMS = ['minutes-left', 'minutes-left-later'];
const COMPOSED_UP_TO = 60;
/**
 * The clock's own words that Storage keeps beside the calls: the time-out, and pause and resume, which
 * players hear in every game. The longer words (recovered, low battery, ready, under a minute, last
 * period) would take about as much again: the faces show them, and a card speaks them.
 */
const STORAGE_WORDS = ['timeout', 'timeout-lost', 'minute-later', 'paused', 'resumed'];
/** What a recorded voice may add for a card or the web clock: the words Storage leaves out. */
const OPTIONAL_WORDS = ['under-a-minute', 'last-period', 'ready', 'low-battery', 'recovered'];
const WHOLE_UP_TO = 10;
/**
 * How "X minutes left" is composed: from the number's characters where a language writes it one syllable
 * per character (Chinese numerals, Sino-Korean Hangul), for every X up to an hour; from the number as one
 * word (English) up to ten. Elsewhere (Japanese, whose counters change the number's sound) it is whole.
 */
const NUMBER_PARTS: Record<string, 'characters' | 'word'> = { zh: 'characters', yue: 'characters', ko: 'characters', en: 'word' };

/** Each phrase the Storage voice holds, with the texts of its parts in order. */
export function storageVoicePhrases(language: string): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  const whole = (phrase: string) => (out[phrase] = [phraseText(language, phrase)]);
  for (let n = 1; n <= 10; n++) whole('count-' + n);
  for (const s of SECONDS_CALLS) whole('sec-' + s);
  for (const word of STORAGE_WORDS) whole(word);
  const parts = NUMBER_PARTS[language];
  for (const stem of MINUTE_STEMS) {
    const four = phraseText(language, stem + '-4');
    const five = phraseText(language, stem + '-5');
    let head = 0;
    while (four[head] === five[head]) head++;
    let tail = 0;
    while (four[four.length - 1 - tail] === five[five.length - 1 - tail]) tail++;
    const prefix = four.slice(0, head);
    const suffix = four.slice(four.length - tail);
    for (let n = 1; n <= (parts === 'characters' ? COMPOSED_UP_TO : WHOLE_UP_TO); n++) {
      const text = phraseText(language, stem + '-' + n);
      const number = text.slice(head, text.length - tail);
      // A phrase whose words change with its number ("1 minute left") stays whole.
      const fits = parts !== undefined && text === prefix + number + suffix;
      const numberParts = parts === 'characters' ? number.split('') : [number];
      out[stem + '-' + n] = fits ? [prefix].concat(numberParts, [suffix]).filter((part) => part.trim() !== '') : [text];
    }
  }
  return out;
}

/** The take's name of a part of a composed phrase ("part-还剩", "part-minutes-left"): its words, as a file may be named. */
export function partId(text: string): string {
  return 'part-' + text.trim().replace(/\s+/g, '-');
}

export interface Recording {
  /** The take's name: a phrase id (count-7), or a part's (part-还剩). */
  id: string;
  text: string;
  /** The phrase it is said in: itself, or the first composed phrase it is a part of. */
  phrase: string;
  /** Whether it is a part of a composed phrase (no budget of its own: the parts play back to back). */
  part: boolean;
  needed: boolean;
  /** How long its take may last: the least budget of the phrases that say it (takes.ts), null for a part. */
  budgetMs: number | null;
}

/**
 * The fewest takes the Storage voice needs in `language`, one for each distinct text, in the order a referee says
 * them in a game (the seconds calls, "1 minute", "X minutes left", the count, the time-out, pause and resume), then
 * the optional words.
 */
export function recordings(language: string): Recording[] {
  const out: Recording[] = [];
  const texts: string[] = [];
  const add = (id: string, text: string, phrase: string, part: boolean, needed: boolean) => {
    const budget = part ? null : takeBudget(phrase);
    const said = texts.indexOf(text);
    if (said >= 0 && budget !== null) out[said].budgetMs = Math.min(out[said].budgetMs ?? Infinity, budget);
    if (said >= 0) return;
    texts.push(text);
    out.push({ id: id, text: text, phrase: phrase, part: part, needed: needed, budgetMs: budget });
  };
  const phrases = storageVoicePhrases(language);
  const order = Object.keys(phrases).sort((a, b) => rank(a) - rank(b));
  for (const phrase of order) {
    const parts = phrases[phrase];
    if (parts.length === 1) add(phrase, parts[0], phrase, false, true);
    else for (const text of parts) add(partId(text), text.trim(), phrase, true, true);
  }
  for (const word of OPTIONAL_WORDS) add(word, phraseText(language, word), word, false, false);
  return out;
}

/** A phrase's place in a referee's order: the seconds calls, the minute, the minutes left, the count, the rest. */
function rank(phrase: string): number {
  const order = ['sec-', 'minute-later', 'minutes-left', 'count-', 'timeout', 'paused', 'resumed'];
  const kind = order.findIndex((k) => phrase.indexOf(k) === 0);
  const n = Number(phrase.slice(phrase.lastIndexOf('-') + 1));
  return kind * 1000 + (isNaN(n) ? 0 : n);
}
