// The catalogue's shape: every string a person reads has a key and one text per language, in the order of
// TEXT_LANGUAGES. A text may hold {name} slots, filled when it is said. Each part of the product keeps its
// own words beside its code (a system's in its module, the page's in the page) and sim/words.ts joins them.

/** The languages a person reads: 简体中文, 繁體中文, 日本語, 한국어, English, as BCP 47 tags. */
export const TEXT_LANGUAGES = ['zh-Hans', 'zh-Hant', 'ja', 'ko', 'en'] as const;
export type TextLanguage = (typeof TEXT_LANGUAGES)[number];

/** Each language's own name for itself, as a chooser lists it. */
export const LANGUAGE_NAMES: Record<TextLanguage, string> = { 'zh-Hans': '简体中文', 'zh-Hant': '繁體中文', ja: '日本語', ko: '한국어', en: 'English' };

/** One string's texts: 简体中文, 繁體中文, 日本語, 한국어, English. */
export type Texts = readonly [string, string, string, string, string];
export type WordBook = Readonly<Record<string, Texts>>;

/** A key's text in a language, its {name} slots filled from `slots`. */
export type Say = (key: string, slots?: Record<string, string | number>) => string;

/** Fills a text's {name} slots; a slot without a value is an error, so a missing word is never shown as code. */
function fill(text: string, slots: Record<string, string | number> | undefined, key: string): string {
  return text.replace(/\{(\w+)\}/g, (_all, name: string) => {
    if (slots === undefined || slots[name] === undefined) throw new Error('words: ' + key + ' needs {' + name + '}');
    return String(slots[name]);
  });
}

/** What `book` says in `language`; an unknown key is an error naming it. */
export function sayer(book: WordBook, language: TextLanguage): Say {
  const at = TEXT_LANGUAGES.indexOf(language);
  return (key, slots) => {
    const texts = book[key];
    if (texts === undefined) throw new Error('words: no text for ' + key);
    return fill(texts[at], slots, key);
  };
}

/** Books joined into one; a key in two books is an error, so no part silently overrides another's words. */
export function joinBooks(books: WordBook[]): WordBook {
  const joined: Record<string, Texts> = {};
  for (const book of books) {
    for (const key of Object.keys(book)) {
      if (joined[key] !== undefined) throw new Error('words: ' + key + ' is in two parts of the catalogue');
      joined[key] = book[key];
    }
  }
  return joined;
}

/** The text language a browser or system tag asks for: zh-TW, zh-HK and zh-Hant read Traditional; other Chinese Simplified. */
export function textLanguageOf(tag: string): TextLanguage {
  // A system's LANG writes zh_TW.UTF-8 where a browser writes zh-TW.
  const lower = tag.toLowerCase().replace(/_/g, '-');
  if (lower.startsWith('zh')) return /hant|-tw|-hk|-mo/.test(lower) ? 'zh-Hant' : 'zh-Hans';
  if (lower.startsWith('ja')) return 'ja';
  if (lower.startsWith('ko')) return 'ko';
  return 'en';
}

/** The voice that goes with a text language by default: Cantonese with Traditional characters. */
export function voiceOf(language: TextLanguage): string {
  return { 'zh-Hans': 'zh', 'zh-Hant': 'yue', ja: 'ja', ko: 'ko', en: 'en' }[language];
}
