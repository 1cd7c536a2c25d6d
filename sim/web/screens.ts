// `npm run web:screens`: the web clock's main screens, shot in chromium at a phone's size, with what each
// must show checked, and laid out as one contact sheet (sim/web/screens.png, in sim/web/README.md).
import { writeFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { fail, failOnUncaught, startedAs } from '../host/cliFail';
import { buildFirst, takeBuildFlag } from '../host/buildFirst';
import { loadSettings, openPhone, openSite, PHONE, POLL_MS, type Site } from './browser';
import { voiceOf, LANGUAGE_NAMES, TEXT_LANGUAGES, type Say, type TextLanguage } from '../../firmware/core/index';
import { englishWords, wordsIn, CATALOGUE } from '../words';

export const SHEET_PATH = 'sim/web/screens.png';

/** Each language's sheet: English's at SHEET_PATH, the others beside it (screens-ja.png). */
export function sheetPath(language: TextLanguage): string {
  return language === 'en' ? SHEET_PATH : SHEET_PATH.replace('.png', '-' + language + '.png');
}

const USAGE = `usage: npm run web:screens [-- --language ${TEXT_LANGUAGES.join('|')}|all] [--out FILE.png]
  shoots the web clock's main screens in chromium, in one language (default all), checks what each shows,
  and writes each language's contact sheet (${SHEET_PATH}, ${sheetPath('ja')}, …); --out needs one language`;

/** What a screen must show: a selector, and a key of the catalogue with its slots (said in the screen's language), or a figure as it reads. */
type Shows = [string, string, Record<string, string | number>?];

interface Screen {
  /** The catalogue's key of its caption on the sheet. */
  label: string;
  settings: object;
  /** Brings the page to the screen; `say` speaks the screen's language. */
  reach: (page: Page, say: Say) => Promise<void>;
  /** A running clock's figure: the screen is read at the moment its selector shows the text. */
  at?: [string, string];
  shows: Shows[];
  /** Shot with the phone turned (844 × 390) rather than upright (390 × 844). */
  landscape?: boolean;
}

const tc = (control: object) => ({ timeControl: JSON.stringify(control) });

/** Holds the Referee button for its second, as a referee does: the panel opens. */
export async function holdReferee(page: Page): Promise<void> {
  await page.locator('#referee').hover();
  await page.mouse.down();
  // Held until the panel opens: a second, or longer where the page's timers run late (a loaded machine).
  await page.waitForTimeout(1100);
  await page.waitForFunction("document.querySelector('#refereeDialog').open === true", null, { timeout: 10000, polling: POLL_MS });
  await page.mouse.up();
}

const tapTop = (page: Page) => page.locator('#top').dispatchEvent('pointerdown');
/** A game paused in its first move, the referee's panel open on it. */
const pausedPanel = async (p: Page) => (await tapTop(p), await p.waitForTimeout(300), await p.click('#pause'), await holdReferee(p));

export const SCREENS: Screen[] = [
  { label: 'sheet.ready', settings: { preset: 'cn-national' }, reach: async () => undefined, shows: [['#bottom .figure', '1:55:00'], ['#top .info', 'byoyomi.main', { periods: 5, seconds: 60 }], ['#top .other', 'face.opponent', { time: '1:55:00' }]] },
  { label: 'sheet.mainTime', settings: { preset: 'cn-national' }, reach: tapTop, at: ['#bottom .figure', '1:54:59'], shows: [['#bottom .figure', '1:54:59'], ['#bottom .name', 'face.move', { move: 1 }]] },
  {
    label: 'sheet.lastPeriod',
    settings: tc({ system: 'byoyomi', mainMs: 1000, periods: 1, periodMs: 20000 }),
    reach: tapTop,
    // The period's seconds alone, the periods left in the device's words, and the call that began it written.
    at: ['#bottom .figure', '19'],
    shows: [['#bottom .figure', '19'], ['#bottom .info', 'face.left.byoyomi', { count: 1 }], ['#bottom .caption', 'call.byoyomi-times-1']],
  },
  { label: 'sheet.timeOut', settings: tc({ system: 'absolute', mainMs: 1000 }), reach: async (p) => (await tapTop(p), await p.waitForTimeout(1500)), shows: [['#bottom .info', 'face.flag'], ['#bottom .figure', '0:00']] },
  {
    label: 'sheet.odds',
    settings: tc({ black: { system: 'fischer', mainMs: 300000, incrementMs: 3000 }, white: { system: 'canadian', mainMs: 600000, moves: 25, periodMs: 600000 } }),
    reach: async () => undefined,
    shows: [['#bottom .info', 'fischer.status', { increment: 3 }], ['#top .info', 'blocks.main', { block: '' }]],
  },
  {
    label: 'sheet.landscape',
    settings: tc({ system: 'byoyomi', mainMs: 1000, periods: 3, periodMs: 30000 }),
    reach: tapTop,
    at: ['#bottom .figure', '29'],
    shows: [['#bottom .figure', '29'], ['#top .figure', '0:01'], ['#top .other', 'face.left.byoyomi', { count: 3 }]],
    landscape: true,
  },
  { label: 'sheet.setup', settings: { preset: 'fast-30s' }, reach: (p) => p.click('#setup'), shows: [['#setupDialog', 'setup.preset'], ['#controlFields', 'byoyomi.periods'], ['#controlFields', 'field.inFives', { min: '0:05', max: '10:00' }], ['#setupDialog .buttons', 'setup.close']] },
  {
    label: 'sheet.setupMidGame',
    settings: { preset: 'cn-national' },
    reach: async (p) => (await tapTop(p), await p.waitForTimeout(300), await p.click('#pause'), await p.click('#setup'), await p.click('#start')),
    shows: [['#confirmNew', 'setup.confirmYes'], ['#setupDialog .buttons', 'setup.start']],
  },
  { label: 'sheet.referee', settings: { preset: 'cn-national' }, reach: pausedPanel, shows: [['#refereeDialog', 'ref.seal'], ['#refereeDialog', 'ref.correct']] },
  {
    label: 'sheet.result',
    settings: { preset: 'cn-national' },
    reach: async (p, say) => (await pausedPanel(p), await p.getByRole('button', { name: say('ref.end') }).click()),
    shows: [['#refereeDialog', 'res.ask'], ['#refereeDialog', 'res.record']],
  },
  {
    label: 'sheet.record',
    settings: { preset: 'cn-national' },
    reach: async (p) => void (await p.goto(new URL('record.html', p.url()).href), await p.waitForSelector('#needed li')),
    shows: [['h1', 'rec.title'], ['#needed', 'rec.when.sec', { n: 30 }]],
  },
];

/** The languages whose shot of the recorder's page the guides show on its own (record-en.png, record-zh-Hans.png). */
export const RECORD_SHOT_LANGUAGES: TextLanguage[] = ['en', 'zh-Hans'];

/** Where the recorder page's shot in `language` is kept. */
export function recordShotPath(language: TextLanguage): string {
  return 'sim/web/record-' + language + '.png';
}

export interface Shot {
  label: string;
  /** The label in the shot's language, and that language (its glyphs on the sheet). */
  caption: string;
  language: TextLanguage;
  png: Buffer;
  /** Each check of `shows`: the selector, the text wanted, and what the page has there. */
  seen: { selector: string; wanted: string; text: string }[];
  /** Words in Latin letters the screen shows in a language that is not English, besides the names allowed. */
  english: string[];
  /** An open dialog's height the shot leaves out (it scrolls), in px: 0 when the whole screen is shown. */
  cut: number;
  landscape: boolean;
}

/** The page's visible words: an open dialog's, else the clock's. */
const visibleText = (page: Page) => page.evaluate("(document.querySelector('dialog[open]') || document.querySelector('#clock') || document.body).innerText") as Promise<string>;

/**
 * What each of `selectors` shows, read together at the moment `at`'s selector shows its text (at once when null): a
 * running clock is caught at its second, and read in that second however late the page's timers or this process run.
 */
async function readAt(page: Page, at: [string, string] | null, selectors: string[]): Promise<string[]> {
  // An expression rather than a function: a function's inner names may be wrapped in helpers the page lacks (tsx's).
  const text = (selector: string) => '((document.querySelector(' + JSON.stringify(selector) + ') || {}).textContent || "")';
  const caught = at === null ? 'true' : text(at[0]) + '.indexOf(' + JSON.stringify(at[1]) + ') >= 0';
  const read = await page.waitForFunction(caught + ' && [' + selectors.map(text).join(', ') + ']', null, { timeout: 10000, polling: POLL_MS });
  return (await read.jsonValue()) as string[];
}

/** How much of the open dialog, if any, lies beyond its box, in px: a phone scrolls it, a shot would cut it. */
const dialogCut = (page: Page) => page.evaluate("(d => d === null ? 0 : d.scrollHeight - d.clientHeight)(document.querySelector('dialog[open]'))") as Promise<number>;

/**
 * One screen shot in `language` in `page`, loaded afresh for it, with what it shows read off the page. A dialog
 * longer than the phone is shot on a screen as tall as it needs, so the shot holds all a player scrolls through.
 */
async function shootScreen(page: Page, screen: Screen, language: TextLanguage): Promise<Shot> {
  const say = wordsIn(language);
  const viewport = screen.landscape === true ? { width: 844, height: 390 } : PHONE;
  await loadSettings(page, Object.assign({ sound: 'silent', text: language, language: voiceOf(language) }, screen.settings), viewport);
  await screen.reach(page, say);
  const texts = await readAt(page, screen.at ?? null, screen.shows.map(([selector]) => selector));
  // Shot at once, before anything else is read: on a loaded machine a running clock and a call's caption move on meanwhile.
  let png = await page.screenshot();
  const seen = screen.shows.map(([selector, key, slots], i) => ({ selector: selector, wanted: CATALOGUE[key] !== undefined ? say(key, slots) : key, text: texts[i] }));
  const beyond = await dialogCut(page);
  if (beyond > 0) {
    await page.setViewportSize({ width: viewport.width, height: viewport.height + beyond });
    png = await page.screenshot();
  }
  const english = language === 'en' ? [] : englishWords(await visibleText(page));
  const shot = { label: screen.label, caption: say(screen.label), language: language, png: png, seen: seen, english: english, landscape: screen.landscape === true };
  return Object.assign(shot, { cut: await dialogCut(page) });
}

/** Every screen shot in `language`, in the order of SCREENS, each in the same tab loaded afresh. */
export async function shootScreens(site: Site, language: TextLanguage): Promise<Shot[]> {
  // One after another: a shot catches a running clock at its second, which a loaded machine would make it miss.
  const page = await openPhone(site, null);
  const shots: Shot[] = [];
  for (const screen of SCREENS) shots.push(await shootScreen(page, screen, language));
  await page.context().close();
  return shots;
}

/** The shot of the recorder's page among a language's shots. */
export function recordShot(shots: Shot[]): Shot {
  return shots.filter((shot) => shot.label === 'sheet.record')[0];
}

/** What is wrong with a language's shots: a check that failed, an English word shown, or a dialog cut off. */
export function shotProblems(shots: Shot[]): string[] {
  const wrong = shots.flatMap((s) => s.seen.filter((c) => !c.text.includes(c.wanted)).map((c) => s.label + ': ' + c.selector + ' shows "' + c.text + '", not "' + c.wanted + '"'));
  const cut = shots.filter((s) => s.cut > 0).map((s) => s.label + ': its dialog runs ' + s.cut + ' px past the shot');
  return wrong.concat(shots.filter((s) => s.english.length > 0).map((s) => s.label + ': shows English words ' + s.english.join(', ')), cut);
}

/** The shots side by side, labelled, as one PNG drawn by the browser itself. */
export async function contactSheet(site: Site, shots: Shot[]): Promise<Buffer> {
  const page = await site.browser.newPage({ viewport: { width: 4 * 215 + 10, height: 400 } });
  const cells = shots
    .map((s) => `<figure class="${s.landscape ? 'wide' : ''}"><figcaption lang="${s.language}">${s.caption}</figcaption><img src="data:image/png;base64,${s.png.toString('base64')}"></figure>`)
    .join('');
  await page.setContent(
    `<style>body{margin:0;padding:5px;background:#444;font:bold 11px sans-serif;color:#eee;display:flex;flex-wrap:wrap}
figure{margin:5px;width:195px}img{width:195px;display:block}figcaption{min-height:16px}
figure.wide{width:400px}figure.wide img{width:400px}</style>${cells}`,
  );
  const png = await page.screenshot({ fullPage: true });
  await page.close();
  return png;
}

async function main(args: string[]): Promise<void> {
  const build = takeBuildFlag(args);
  if (args.includes('--help')) {
    process.stdout.write(USAGE + '\n');
    return;
  }
  let languages: TextLanguage[] = TEXT_LANGUAGES.slice();
  let out = '';
  for (let i = 0; i < args.length; i += 2) {
    const value = args[i + 1];
    if (args[i] !== '--language' && args[i] !== '--out') fail('unknown argument ' + args[i] + ' (see --help)');
    if (value === undefined) fail(args[i] + ' needs a value (see --help)');
    if (args[i] === '--out') out = value;
    else if (value !== 'all' && TEXT_LANGUAGES.indexOf(value as TextLanguage) < 0) fail('--language must be one of ' + TEXT_LANGUAGES.join(', ') + ' or all (got ' + value + ')');
    else languages = value === 'all' ? TEXT_LANGUAGES.slice() : [value as TextLanguage];
  }
  if (out !== '' && languages.length > 1) fail('--out needs one --language');
  if (build) buildFirst('build');
  const site = await openSite().catch((error: Error) => fail(error.message));
  try {
    for (const language of languages) {
      const shots = await shootScreens(site, language);
      const wrong = shotProblems(shots);
      if (wrong.length > 0) fail(language + ': ' + wrong.join('; '));
      const path = out === '' ? sheetPath(language) : out;
      writeFileSync(path, await contactSheet(site, shots));
      if (out === '' && RECORD_SHOT_LANGUAGES.indexOf(language) >= 0) writeFileSync(recordShotPath(language), recordShot(shots).png);
      process.stdout.write(path + ': ' + shots.length + ' screens of the web clock in ' + LANGUAGE_NAMES[language] + '\n');
    }
  } finally {
    await site.close();
  }
}

if (startedAs('screens')) {
  failOnUncaught();
  void main(process.argv.slice(2));
}
