// `npm run web:screens`: the web clock's main screens, shot in chromium at a phone's size, with what each
// must show checked, and laid out as one contact sheet (sim/web/screens.png, in sim/web/README.md).
import { writeFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { fail, failOnUncaught } from '../cliFail';
import { openPhone, openSite, type Site } from './browser';

export const SHEET_PATH = 'sim/web/screens.png';

const USAGE = `usage: npm run web:screens [-- --out FILE.png]
  shoots the web clock's main screens in chromium and writes their contact sheet (default ${SHEET_PATH})`;

interface Screen {
  label: string;
  settings: object;
  /** Brings the page to the screen. */
  reach: (page: Page) => Promise<void>;
  /** What the screen must show: a selector and the text it contains. */
  shows: [string, string][];
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
  await page.waitForFunction("document.querySelector('#refereeDialog').open === true", null, { timeout: 10000 });
  await page.mouse.up();
}

const tapTop = (page: Page) => page.locator('#top').dispatchEvent('pointerdown');
/** Waits until `selector` shows `text`: a running clock is caught at its second, even where the page's timers run late. */
async function shown(page: Page, selector: string, text: string): Promise<void> {
  await page.waitForFunction('(document.querySelector(' + JSON.stringify(selector) + ').textContent || "").indexOf(' + JSON.stringify(text) + ') >= 0', null, { timeout: 10000 });
}

export const SCREENS: Screen[] = [
  { label: 'READY: CN-NATIONAL', settings: { preset: 'cn-national' }, reach: async () => undefined, shows: [['#bottom .figure', '1:55:00'], ['#top .info', 'main time, then 5 x 60 s']] },
  { label: 'BLACK’S MAIN TIME RUNS', settings: { preset: 'cn-national' }, reach: async (p) => (await tapTop(p), await shown(p, '#bottom .figure', '1:54:59')), shows: [['#bottom .figure', '1:54:59'], ['#bottom .name', 'BLACK · move 1']] },
  {
    label: 'BYO-YOMI, THE LAST PERIOD',
    settings: tc({ system: 'byoyomi', mainMs: 1000, periods: 1, periodMs: 20000 }),
    reach: async (p) => (await tapTop(p), await shown(p, '#bottom .figure', '0:19')),
    shows: [['#bottom .figure', '0:19'], ['#bottom .info', 'BYO-YOMI ■ 1 left (last)']],
  },
  { label: 'TIME OUT', settings: tc({ system: 'absolute', mainMs: 1000 }), reach: async (p) => (await tapTop(p), await p.waitForTimeout(1500)), shows: [['#bottom .info', 'TIME OUT'], ['#bottom .figure', '0:00']] },
  {
    label: 'TIME ODDS: FISCHER, CANADIAN',
    settings: tc({ black: { system: 'fischer', mainMs: 300000, incrementMs: 3000 }, white: { system: 'canadian', mainMs: 600000, moves: 25, periodMs: 600000 } }),
    reach: async () => undefined,
    shows: [['#bottom .info', 'Fischer +3 s a move'], ['#top .info', 'main time, then 25 moves / 10:00']],
  },
  {
    label: 'LANDSCAPE: BYO-YOMI',
    settings: tc({ system: 'byoyomi', mainMs: 1000, periods: 3, periodMs: 30000 }),
    reach: async (p) => (await tapTop(p), await shown(p, '#bottom .figure', '0:29')),
    shows: [['#bottom .figure', '0:29'], ['#top .figure', '0:01']],
    landscape: true,
  },
  { label: 'SETUP', settings: { preset: 'fast-30s' }, reach: (p) => p.click('#setup'), shows: [['#setupDialog', 'Preset']] },
  {
    label: 'SETUP MID-GAME: IT ASKS',
    settings: { preset: 'cn-national' },
    reach: async (p) => (await tapTop(p), await p.waitForTimeout(300), await p.click('#pause'), await p.click('#setup'), await p.click('#start')),
    shows: [['#confirmText', 'A game is in progress (Black on move, move 1)']],
  },
  {
    label: 'REFEREE PANEL, IN PAUSE',
    settings: { preset: 'cn-national' },
    reach: async (p) => (await tapTop(p), await p.waitForTimeout(300), await p.click('#pause'), await holdReferee(p)),
    shows: [['#refereeDialog', 'Seal the move'], ['#refereeDialog', 'b main, b periods']],
  },
];

export interface Shot {
  label: string;
  png: Buffer;
  /** Each check of `shows`: the selector, the text wanted, and what the page has there. */
  seen: { selector: string; wanted: string; text: string }[];
  landscape: boolean;
}

export async function shootScreens(site: Site): Promise<Shot[]> {
  const shots: Shot[] = [];
  for (const screen of SCREENS) {
    const page = await openPhone(site, Object.assign({ sound: 'silent' }, screen.settings), undefined, undefined, screen.landscape === true ? { width: 844, height: 390 } : undefined);
    await screen.reach(page);
    const seen = [];
    for (const [selector, wanted] of screen.shows) seen.push({ selector: selector, wanted: wanted, text: (await page.locator(selector).textContent()) ?? '' });
    shots.push({ label: screen.label, png: await page.screenshot(), seen: seen, landscape: screen.landscape === true });
    await page.context().close();
  }
  return shots;
}

/** The shots side by side, labelled, as one PNG drawn by the browser itself. */
export async function contactSheet(site: Site, shots: Shot[]): Promise<Buffer> {
  const page = await site.browser.newPage({ viewport: { width: 4 * 215 + 10, height: 400 } });
  const cells = shots
    .map((s) => `<figure class="${s.landscape ? 'wide' : ''}"><figcaption>${s.label}</figcaption><img src="data:image/png;base64,${s.png.toString('base64')}"></figure>`)
    .join('');
  await page.setContent(
    `<style>body{margin:0;padding:5px;background:#444;font:bold 11px sans-serif;color:#eee;display:flex;flex-wrap:wrap}
figure{margin:5px;width:195px}img{width:195px;display:block}figcaption{height:16px}
figure.wide{width:400px}figure.wide img{width:400px}</style>${cells}`,
  );
  const png = await page.screenshot({ fullPage: true });
  await page.close();
  return png;
}

async function main(args: string[]): Promise<void> {
  if (args.includes('--help')) {
    process.stdout.write(USAGE + '\n');
    return;
  }
  let out = SHEET_PATH;
  if (args[0] === '--out' && args.length === 2) out = args[1];
  else if (args.length > 0) fail('unknown arguments: ' + args.join(' ') + ' (see --help)');
  const site = await openSite().catch((error: Error) => fail(error.message));
  try {
    const shots = await shootScreens(site);
    const wrong = shots.flatMap((s) => s.seen.filter((c) => !c.text.includes(c.wanted)).map((c) => s.label + ': ' + c.selector + ' shows "' + c.text + '"'));
    if (wrong.length > 0) fail(wrong.join('; '));
    writeFileSync(out, await contactSheet(site, shots));
    process.stdout.write(out + ': ' + shots.length + ' screens of the web clock\n');
  } finally {
    await site.close();
  }
}

if (process.argv[1] !== undefined && process.argv[1].endsWith('screens.ts')) {
  failOnUncaught();
  void main(process.argv.slice(2));
}
