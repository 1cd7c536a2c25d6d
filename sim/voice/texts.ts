// The words of every phrase in each language, as the voice packs speak them. Mandarin says exactly what
// the rules say (三十秒 … 一分钟 … 还剩四分钟 … 十 … 超时). Japanese and Korean are written in kana and
// Hangul, with the readings a count needs (よん and なな, 하나 … 열), so the synthesiser cannot misread them.
import { splitNumbered } from '../../firmware/voice/clips';
import { languageFolder } from '../../firmware/app/settings';

export interface Language {
  id: string;
  name: string;
  /** espeak-ng's voice for it. */
  espeakVoice: string;
  /** The SD card folder (01–15) the DFPlayer plays it from. */
  folder: number;
}

export const LANGUAGES: Language[] = [
  { id: 'zh', name: 'Mandarin', espeakVoice: 'cmn', folder: languageFolder('zh') },
  { id: 'yue', name: 'Cantonese', espeakVoice: 'yue', folder: languageFolder('yue') },
  { id: 'ja', name: 'Japanese', espeakVoice: 'ja', folder: languageFolder('ja') },
  { id: 'ko', name: 'Korean', espeakVoice: 'ko', folder: languageFolder('ko') },
  { id: 'en', name: 'English', espeakVoice: 'en-us', folder: languageFolder('en') },
];

const HAN = ['零', '一', '二', '三', '四', '五', '六', '七', '八', '九'];

/** A whole number 0–9999 in Chinese numerals: 10 十, 15 十五, 30 三十, 58 五十八, 105 一百零五. */
export function chineseNumber(n: number): string {
  if (n < 10) return HAN[n];
  if (n < 20) return '十' + (n % 10 === 0 ? '' : HAN[n % 10]);
  if (n < 100) return HAN[Math.floor(n / 10)] + '十' + (n % 10 === 0 ? '' : HAN[n % 10]);
  if (n < 1000) {
    const rest = n % 100;
    return HAN[Math.floor(n / 100)] + '百' + (rest === 0 ? '' : (rest < 10 ? '零' : rest < 20 ? '一' : '') + chineseNumber(rest));
  }
  const rest = n % 1000;
  return HAN[Math.floor(n / 1000)] + '千' + (rest === 0 ? '' : (rest < 100 ? '零' : '') + (rest >= 10 && rest < 20 ? '一' : '') + chineseNumber(rest));
}

/** A count of things: 两 rather than 二 before a measure word (还剩两分钟). */
function chineseQuantity(n: number, two: string): string {
  return n === 2 ? two : chineseNumber(n);
}

const KANA_DIGITS = ['ぜろ', 'いち', 'に', 'さん', 'よん', 'ご', 'ろく', 'なな', 'はち', 'きゅう'];
const KANA_HUNDREDS = ['', 'ひゃく', 'にひゃく', 'さんびゃく', 'よんひゃく', 'ごひゃく', 'ろっぴゃく', 'ななひゃく', 'はっぴゃく', 'きゅうひゃく'];

/** 0–999 in hiragana, with the readings a count needs (よん, なな). */
export function japaneseNumber(n: number): string {
  if (n < 10) return KANA_DIGITS[n];
  const hundreds = Math.floor(n / 100);
  const tens = Math.floor((n % 100) / 10);
  const units = n % 10;
  return KANA_HUNDREDS[hundreds] + (tens === 0 ? '' : (tens === 1 ? '' : KANA_DIGITS[tens]) + 'じゅう') + (units === 0 ? '' : KANA_DIGITS[units]);
}

/** A number with a counter whose sound changes after 1, 6, 8 and 10 (ふん → いっぷん, かい → ろっかい). */
function japaneseCounted(n: number, plain: string, doubled: string): string {
  const text = japaneseNumber(n);
  const units = n % 10;
  if (units === 0) return text.slice(0, -1) + 'っ' + doubled;
  if (units === 1) return text.slice(0, -1) + 'っ' + doubled;
  if (units === 6) return text.slice(0, -1) + 'っ' + doubled;
  if (units === 8) return text.slice(0, -1) + 'っ' + doubled;
  return text + plain;
}

function japaneseMinutes(n: number): string {
  const units = n % 10;
  if (units === 3 || units === 4) return japaneseNumber(n) + 'ぷん';
  return japaneseCounted(n, 'ふん', 'ぷん');
}

const HANGUL_DIGITS = ['영', '일', '이', '삼', '사', '오', '육', '칠', '팔', '구'];
const NATIVE_KOREAN = ['', '하나', '둘', '셋', '넷', '다섯', '여섯', '일곱', '여덟', '아홉', '열'];
/** The ordinals' first word, 1–10: 첫 번째, 두 번째 … (an Ing extension is at most the 9th). */
const KOREAN_ORDINAL = ['', '첫', '두', '세', '네', '다섯', '여섯', '일곱', '여덟', '아홉', '열'];

/** 0–9999 in Sino-Korean Hangul: 30 삼십, 15 십오, 115 백십오. */
export function koreanNumber(n: number): string {
  if (n === 0) return HANGUL_DIGITS[0];
  const place = (digit: number, unit: string) => (digit === 0 ? '' : (digit === 1 ? '' : HANGUL_DIGITS[digit]) + unit);
  const thousands = Math.floor(n / 1000);
  const hundreds = Math.floor((n % 1000) / 100);
  const tens = Math.floor((n % 100) / 10);
  const units = n % 10;
  return place(thousands, '천') + place(hundreds, '백') + place(tens, '십') + (units === 0 ? '' : HANGUL_DIGITS[units]);
}

const ENGLISH_COUNT = ['', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];

function plural(n: number, word: string): string {
  return n + ' ' + word + (n === 1 ? '' : 's');
}

type Words = Record<string, string | ((n: number) => string)>;

const WORDS: Record<string, Words> = {
  zh: {
    extension: (n) => '第' + chineseNumber(n) + '次加时',
    penalty: (n) => '共罚' + chineseNumber(n) + '点',
    stage: (n) => '进入第' + chineseNumber(n) + '阶段',
    'sec-60': '一分钟',
    sec: (n) => chineseNumber(n) + '秒',
    count: (n) => chineseNumber(n),
    'minutes-left': (n) => '还剩' + chineseQuantity(n, '两') + '分钟',
    'minute-later': '一分',
    'minutes-left-later': (n) => '还剩' + chineseQuantity(n, '两') + '分',
    'times-left': (n) => '还剩' + chineseQuantity(n, '两') + '次',
    'byoyomi-minutes': (n) => '开始读秒，保留' + chineseQuantity(n, '两') + '分钟',
    'byoyomi-times': (n) => '开始读秒，' + chineseQuantity(n, '两') + '次',
    moves: (n) => '还需' + chineseQuantity(n, '两') + '手',
    timeout: '超时',
    'timeout-lost': '超时判负',
    paused: '暂停',
    resumed: '继续',
    recovered: '断电恢复，请裁判继续',
    'low-battery': '电量不足',
    ready: '准备就绪',
    'under-a-minute': '不到一分钟',
    'last-period': '最后一次读秒',
  },
  yue: {
    extension: (n) => '第' + chineseNumber(n) + '次加時',
    penalty: (n) => '共罰' + chineseNumber(n) + '點',
    stage: (n) => '進入第' + chineseNumber(n) + '階段',
    'sec-60': '一分鐘',
    sec: (n) => chineseNumber(n) + '秒',
    count: (n) => chineseNumber(n),
    'minutes-left': (n) => '仲有' + chineseQuantity(n, '兩') + '分鐘',
    'minute-later': '一分',
    'minutes-left-later': (n) => '仲有' + chineseQuantity(n, '兩') + '分',
    'times-left': (n) => '仲有' + chineseQuantity(n, '兩') + '次',
    'byoyomi-minutes': (n) => '開始讀秒，保留' + chineseQuantity(n, '兩') + '分鐘',
    'byoyomi-times': (n) => '開始讀秒，' + chineseQuantity(n, '兩') + '次',
    moves: (n) => '仲要行' + chineseQuantity(n, '兩') + '步',
    timeout: '超時',
    'timeout-lost': '超時判負',
    paused: '暫停',
    resumed: '繼續',
    recovered: '斷電恢復，請裁判繼續',
    'low-battery': '電量不足',
    ready: '準備好',
    'under-a-minute': '唔夠一分鐘',
    'last-period': '最後一次讀秒',
  },
  ja: {
    extension: (n) => 'えんちょう ' + japaneseCounted(n, 'かいめ', 'かいめ'),
    penalty: (n) => 'ばってん ごうけい ' + japaneseNumber(n) + 'てん',
    stage: (n) => 'だい' + japaneseNumber(n) + 'だんかい',
    sec: (n) => japaneseNumber(n) + 'びょう',
    count: (n) => japaneseNumber(n),
    'minutes-left': (n) => 'のこり ' + japaneseMinutes(n),
    'minute-later': 'ろくじゅうびょう',
    'minutes-left-later': (n) => 'のこり ' + japaneseMinutes(n),
    'times-left': (n) => 'のこり ' + japaneseCounted(n, 'かい', 'かい'),
    'byoyomi-minutes': (n) => 'びょうよみ です。 のこり ' + japaneseMinutes(n),
    'byoyomi-times': (n) => 'びょうよみ です。 のこり ' + japaneseCounted(n, 'かい', 'かい'),
    moves: (n) => 'あと ' + japaneseNumber(n) + 'て',
    timeout: 'じかんぎれ',
    'timeout-lost': 'じかんぎれ まけ',
    paused: 'ていし',
    resumed: 'さいかい',
    recovered: 'ていでん から ふっき しました',
    'low-battery': 'でんち ぎれ',
    ready: 'じゅんび かんりょう',
    'under-a-minute': 'のこり いっぷん を きりました',
    'last-period': 'さいご の びょうよみ',
  },
  ko: {
    extension: (n) => KOREAN_ORDINAL[n] + ' 번째 연장',
    penalty: (n) => '벌점 합계 ' + koreanNumber(n) + '점',
    stage: (n) => koreanNumber(n) + '단계 시작',
    sec: (n) => koreanNumber(n) + ' 초',
    count: (n) => NATIVE_KOREAN[n],
    'minutes-left': (n) => koreanNumber(n) + '분 남았습니다',
    'minute-later': '육십 초',
    'minutes-left-later': (n) => koreanNumber(n) + '분 남았습니다',
    'times-left': (n) => koreanNumber(n) + '회 남았습니다',
    'byoyomi-minutes': (n) => '초읽기 시작, ' + koreanNumber(n) + '분',
    'byoyomi-times': (n) => '초읽기 시작, ' + koreanNumber(n) + '회',
    moves: (n) => koreanNumber(n) + '수 남았습니다',
    timeout: '시간 초과',
    'timeout-lost': '시간 초과 패',
    paused: '일시 정지',
    resumed: '재개',
    recovered: '전원 복구, 심판이 재개합니다',
    'low-battery': '배터리 부족',
    ready: '준비 완료',
    'under-a-minute': '일분 미만',
    'last-period': '마지막 초읽기',
  },
  en: {
    extension: (n) => 'extension ' + n,
    penalty: (n) => plural(n, 'penalty point') + ' in total',
    stage: (n) => 'stage ' + n,
    sec: (n) => plural(n, 'second'),
    count: (n) => ENGLISH_COUNT[n],
    'minutes-left': (n) => plural(n, 'minute') + ' left',
    'minute-later': '60 seconds',
    'minutes-left-later': (n) => plural(n, 'minute') + ' left',
    'times-left': (n) => plural(n, 'period') + ' left',
    'byoyomi-minutes': (n) => 'byo-yomi, ' + plural(n, 'minute'),
    'byoyomi-times': (n) => 'byo-yomi, ' + plural(n, 'period'),
    moves: (n) => plural(n, 'move') + ' to play',
    timeout: 'time',
    'timeout-lost': 'time, game lost',
    paused: 'clock paused',
    resumed: 'clock running',
    recovered: 'power restored, waiting for the referee',
    'low-battery': 'battery low',
    ready: 'ready',
    'under-a-minute': 'less than a minute',
    'last-period': 'last period',
  },
};

/** The text of a phrase in a language; throws when the catalogue has no words for it. */
export function phraseText(language: string, phrase: string): string {
  const words = WORDS[language];
  if (words === undefined) throw new Error('no texts for language ' + language);
  const text = wordsFor(words, phrase);
  if (text === null) throw new Error(language + ': no text for phrase ' + phrase);
  return text;
}

/**
 * The shorter words a human referee uses when time is short: the number alone for a seconds call ("58"
 * for "58 seconds"), the count of periods without "left" (or, at the start of byo-yomi, without "byo-yomi"),
 * "last" for the last period. The pack uses them
 * only where a phrase cannot fit its budget even at the fastest intelligible rate.
 */
const SHORT_WORDS: Record<string, Words> = {
  zh: { sec: (n) => chineseNumber(n), 'times-left': (n) => chineseQuantity(n, '两') + '次', 'last-period': '最后', 'byoyomi-times': (n) => chineseQuantity(n, '两') + '次' },
  yue: { sec: (n) => chineseNumber(n), 'times-left': (n) => chineseQuantity(n, '兩') + '次', 'last-period': '最後', 'byoyomi-times': (n) => chineseQuantity(n, '兩') + '次' },
  ja: { sec: (n) => japaneseNumber(n), 'times-left': (n) => japaneseCounted(n, 'かい', 'かい'), 'last-period': 'さいご', 'byoyomi-times': (n) => japaneseCounted(n, 'かい', 'かい') },
  ko: { sec: (n) => koreanNumber(n), 'times-left': (n) => koreanNumber(n) + '회', 'last-period': '마지막', 'byoyomi-times': (n) => koreanNumber(n) + '회' },
  en: { sec: (n) => String(n), 'times-left': (n) => n + ' left', 'last-period': 'last one', 'byoyomi-times': (n) => plural(n, 'period') },
};

function wordsFor(words: Words, phrase: string): string | null {
  const exact = words[phrase];
  if (typeof exact === 'string') return exact;
  const numbered = splitNumbered(phrase);
  const maker = numbered === null ? undefined : words[numbered.stem];
  return numbered === null || typeof maker !== 'function' ? null : maker(numbered.n);
}

/** The shorter wording of a phrase, or null when it has none. */
export function shortPhraseText(language: string, phrase: string): string | null {
  return wordsFor(SHORT_WORDS[language] ?? {}, phrase);
}

/** Mandarin, the default voice: what the terminal clock shows as captions. */
export function mandarinText(phrase: string): string {
  return phrase === '' ? '' : phraseText('zh', phrase);
}
