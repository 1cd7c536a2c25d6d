// `npm run hall:screens -- [--out DIR]`: the hall page as a room sees it, shot in Debian's chromium at
// 1920×1080 with 4, 40 and 400 boards in each language of the catalogue (hall-40.png in English, hall-40-ja.png,
// …), whose words must hold no English but in English. Each hall is a gateway with its embedded broker serving
// the built page (dist/web), its round's pairings with names of every kind and some handicap games, a bye, and clocks
// made with the core: games in main time and in byo-yomi, some ended with their result (one a jigo), one
// flagged, one paused, one still showing a game from before the round, and one gone silent. Each shot is
// checked as the room needs it: no text spilling, no row cut off the screen, nothing to scroll (400 boards are
// shown a screen at a time: the first is shot). The round and the time of day stand still while it is shot, so
// a shot is the same at every run: test/hall/hallSheets.test.ts holds the pictures to it.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { fail, failOnUncaught, flagValue, startedAs } from '../host/cliFail';
import { buildFirst, takeBuildFlag } from '../host/buildFirst';
import { SITE_DIR } from '../web/buildSite';
import { siteHandler } from '../web/serve';
import { POLL_MS, startChromium } from '../web/browser';
import { startGateway, type Gateway } from './gateway';
import { parseBoards } from './hallCli';
import type { Pairing, PairedPlayer } from './pairings';
import { faceView, findPreset, newClock, parseSettings, step, type ClockState, type Input } from '../../firmware/core/index';
import { advertBytes } from '../../firmware/app/hall/advert';
import { STALE_MS } from '../web/page/hallTiles';
import { englishWords } from '../words';
import { TEXT_LANGUAGES, type TextLanguage } from '../../firmware/core/index';

/** Where the pictures are kept, in the repository: the hall's guide shows them. */
export const HALL_SCREENS_DIR = 'sim/hall/screens';
const COUNTS = [4, 40, 400];
const VIEWPORT = { width: 1920, height: 1080 };
/** The event's name, as a director would give it in each language (?event=): the director's own words, not the catalogue's. */
const EVENT: Record<TextLanguage, string> = { 'zh-Hans': '2026 年围棋公开赛', 'zh-Hant': '2026 年圍棋公開賽', ja: '2026 囲碁オープン戦', ko: '2026 바둑 오픈', en: 'Go Open 2026' };
/** The time of day the shots show, in UTC: 14:35. */
const WALL_CLOCK_MS = Date.UTC(2026, 4, 16, 14, 35);

/** The file each shot is written to: hall-40.png, hall-40-ja.png. */
export const hallShotName = (count: number, language: TextLanguage) => 'hall-' + count + (language === 'en' ? '' : '-' + language) + '.png';

/** Every shot `npm run hall:screens` takes: each count in each language. */
export const HALL_SHOTS: { count: number; language: TextLanguage }[] = TEXT_LANGUAGES.flatMap((language) => COUNTS.map((count) => ({ count: count, language: language })));

const USAGE = `usage: npm run hall:screens -- [--out DIR]
  shoots the hall page in chromium at ${VIEWPORT.width}×${VIEWPORT.height} with ${COUNTS.join(', ')} boards of a simulated round in each
  language, and writes ${HALL_SHOTS.map((shot) => hallShotName(shot.count, shot.language)).join(', ')}
  to DIR (default ${HALL_SCREENS_DIR}); builds the web site first`;

const MINUTE = 60000;
/** The gateway's clock when the shots start: the round began 100 minutes before, an earlier game hours before. */
const NOW_MS = 6 * 60 * MINUTE;
const ROUND_SINCE_MS = NOW_MS - 100 * MINUTE;

/** The first boards, in every shot: long Western names, an apostrophe, Chinese, Japanese and Korean names. */
const FEATURED: [string, string, string, string][] = [
  ["O'Brien-Fitzgerald, Ann-Marie", '3D', '李昌镐', '9P'],
  ['Wolfeschlegelsteinhausen, Hubert Blaine', '1K', '仲邑 菫', '5D'],
  ['신진서', '9P', 'Papadopoulou-Karamanlis, Konstantina', '4D'],
  ['Nguyễn Thị Minh Khai', '2K', 'Ōta Kentarō', '1D'],
];
/** The round's bye (OpenGotha gives one a round to an odd number of players), in the header. */
const BYES: PairedPlayer[] = [{ name: 'Siobhán Lindqvist', rank: '2K' }];
/** The featured boards' handicaps: a nine-stone game, and one without komi. */
const FEATURED_HANDICAPS = [0, 9, 0, 1];
const GIVEN = ['Ann-Marie', 'Maximilian', 'Zoé', 'Jonas', 'Friederike', 'Konstantinos', 'Ingrid', 'Mateusz', 'Siobhán', 'Pierre-Emmanuel', 'Aleksandra', 'Tomás', 'Eleanor', 'Chiara', 'Oskar', 'Dmitri'];
const FAMILY = ["D'Alessandro", 'Müller', 'Van den Berghe', 'Kowalczyk', 'García Márquez', 'Nieminen', 'Østergaard', 'Schwarzenberger', 'Dubois', 'Novák', 'Fernández-Castillo', 'MacAllister', 'Lindqvist', 'Horváth'];
const CJK = ['柯洁', '芈昱廷', '古力', '常昊', '於之莹', '井山裕太', '一力遼', '芝野虎丸', '藤沢里菜', '박정환', '최정', '이세돌', '김은지', '변상일', '王星昊', '謝依旻'];
const RANKS = ['7D', '6D', '5D', '4D', '3D', '2D', '1D', '1K', '2K', '3K', '5K', '8K', '12K'];
const RESULTS = ['B+R', 'W+3.5', 'W+R', 'B+12.5', 'W+0.5'];

type Kind = 'main' | 'byoyomi' | 'ended' | 'flagged' | 'paused' | 'silent' | 'earlier';

/** What board `board` shows: the featured four first (byo-yomi, a jigo, a flag, silence), then a hall's mix. */
function kindOf(board: number): Kind {
  const first: Kind[] = ['byoyomi', 'ended', 'flagged', 'silent'];
  if (board <= first.length) return first[board - 1];
  if (board === 17) return 'paused';
  if (board === 23) return 'earlier';
  if (board % 10 === 0 || board % 10 === 7) return 'ended';
  return board % 5 === 1 || board % 5 === 3 ? 'byoyomi' : 'main';
}

/** A repeatable stream of numbers in [0, 1) for `seed`. */
function randomFrom(seed: number): () => number {
  let x = seed * 7919 + 17;
  return () => (x = (x * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff;
}

function pairingOf(board: number): Pairing {
  const random = randomFrom(board);
  const pick = <T>(list: T[]) => list[Math.floor(random() * list.length)];
  const player = (): PairedPlayer => ({ name: random() < 0.35 ? pick(CJK) : pick(GIVEN) + ' ' + pick(FAMILY), rank: pick(RANKS) });
  const featured = FEATURED[board - 1];
  if (featured !== undefined) return { board: board, black: { name: featured[0], rank: featured[1] }, white: { name: featured[2], rank: featured[3] }, handicap: FEATURED_HANDICAPS[board - 1] };
  // A handicap game on a board in six, of 2 to 9 stones; else even.
  return { board: board, black: player(), white: player(), handicap: board % 6 === 5 ? 2 + (board % 8) : 0 };
}

const control = (mainMinutes: number) => parseSettings({ system: 'byoyomi', mainMs: mainMinutes * MINUTE, periods: 5, periodMs: 30000 }, 'timeControl', findPreset);

/** A clock on board `board`: its game played, move by move, from `fromMs` to `untilMs` (players who mostly keep their periods). */
function played(board: number, mainMinutes: number, fromMs: number, untilMs: number): ClockState {
  const random = randomFrom(board + 1000);
  let state = step(newClock(control(mainMinutes)), { type: 'start' }, fromMs).state;
  for (let at = fromMs; ; ) {
    const face = faceView(state, state.onMove, at);
    const think = face.mainSeconds > 0 ? Math.min(10 + random() * 170, face.mainSeconds + 20) : 5 + random() * 20;
    if (at + think * 1000 > untilMs) return state;
    at += Math.round(think * 1000);
    state = step(state, { type: 'press', side: state.onMove }, at).state;
  }
}

/** `state` after `inputs`, all at `atMs`. */
const after = (state: ClockState, inputs: Input[], atMs: number) => inputs.reduce((was, input) => step(was, input, atMs).state, state);

/** Board `board`'s clock as the gateway heard it at `atMs`. */
function clockOf(board: number, atMs: number): ClockState {
  const kind = kindOf(board);
  const start = ROUND_SINCE_MS + (5 + (board % 7)) * MINUTE;
  if (kind === 'earlier') return after(played(board, 90, ROUND_SINCE_MS - 200 * MINUTE, ROUND_SINCE_MS - 30 * MINUTE), [{ type: 'pause' }, { type: 'end' }, { type: 'result', result: 'B+R' }], ROUND_SINCE_MS - 30 * MINUTE);
  // Both players deep in their periods (ten minutes' main time each), and the side on move silent longer than all five: its flag falls.
  if (kind === 'flagged') return after(played(board, 10, start, atMs - 4 * MINUTE), [{ type: 'tick' }], atMs);
  const game = played(board, kind === 'byoyomi' ? 35 : 90, start, atMs - (kind === 'ended' || kind === 'paused' ? 10 * MINUTE : 0));
  if (kind === 'paused') return after(game, [{ type: 'pause' }], atMs - 10 * MINUTE);
  if (kind !== 'ended') return game;
  const result = board === 2 ? '0' : RESULTS[board % RESULTS.length];
  return after(game, [{ type: 'pause' }, { type: 'end' }, { type: 'result', result: result }], atMs - 10 * MINUTE);
}

/** How long the silent board has not been heard when the shots are taken: long enough to be marked stale. */
const SILENT_FOR_MS = STALE_MS + 5000;
/** How long an ended game's clock has not been heard: since its game ended (clockOf), as a clock goes quiet then. */
const ENDED_FOR_MS = 10 * MINUTE;

/**
 * A hall of `count` boards on its own gateway, whose clock stands at NOW_MS: each board's clock told to it once, the
 * silent one's SILENT_FOR_MS before (its game as it stood then), an ended game's when it ended. Nothing moves, so a
 * shot is the same at every run.
 */
async function startHall(siteDir: string, count: number): Promise<Gateway> {
  const boards = Array.from({ length: count }, (_, i) => i + 1);
  const gateway = await startGateway({ tournament: 'open-2026', registered: parseBoards('1-' + count), broker: null, mqttPort: 0, httpPort: 0, files: siteHandler(siteDir), now: () => NOW_MS, pairings: boards.map(pairingOf), byes: BYES, round: 3, roundSinceMs: ROUND_SINCE_MS });
  for (const board of boards) {
    const kind = kindOf(board);
    const heardAt = kind === 'silent' ? NOW_MS - SILENT_FOR_MS : kind === 'ended' ? NOW_MS - ENDED_FOR_MS : NOW_MS;
    const clock = clockOf(board, kind === 'ended' ? NOW_MS : heardAt);
    gateway.hear('aa:' + board, advertBytes(board, 1, after(clock, [{ type: 'tick' }], heardAt), heardAt), heardAt);
  }
  // The director has confirmed most of the results the clocks told, and set one the clock disagrees with.
  for (const board of boards) if (kindOf(board) === 'ended' && board % 3 !== 0) gateway.director('confirm ' + board);
  if (count >= 20) gateway.director('set 20 W+R');
  return gateway;
}

/** What a shot's page says of itself: its grid, its smallest text, the screen of boards it shows, whether it scrolls, and any text or tile cut or spilling. */
interface Seen {
  columns: string;
  fontPx: string;
  smallestPx: number;
  pages: string;
  scrolls: boolean;
  spilling: string[];
  words: string;
}

const PAGE_CHECK = `(() => {
  const grid = document.getElementById('boards');
  const spilling = [];
  let smallestPx = Infinity;
  for (const tile of document.querySelectorAll('.tile')) {
    const box = tile.getBoundingClientRect();
    if (box.bottom > innerHeight || box.right > innerWidth) spilling.push('board ' + tile.dataset.board + ' cut off the screen');
    for (const part of tile.children) {
      if (part.scrollHeight > part.clientHeight + 1 || part.scrollWidth > part.clientWidth + 1) spilling.push('board ' + tile.dataset.board + ' ' + part.className);
    }
    for (const text of tile.querySelectorAll('.board, .marks, .player .w, .side, .result, .result small')) {
      if (text.textContent === '') continue;
      const inner = text.getBoundingClientRect();
      if (inner.right > box.right + 1 || inner.bottom > box.bottom + 1) spilling.push('board ' + tile.dataset.board + ' ' + text.className + ' out of its tile');
      smallestPx = Math.min(smallestPx, parseFloat(getComputedStyle(text).fontSize));
    }
  }
  // The page's own words, without the players' names: the header but its byes (names), each tile's board, marks and result.
  const words = Array.from(document.querySelectorAll('header > :not(#byes), .tile .board, .tile .marks, .tile .result')).map((e) => e.textContent).join(' ');
  return { columns: grid.style.gridTemplateColumns, fontPx: grid.style.fontSize, smallestPx: smallestPx, pages: document.getElementById('pages').textContent, scrolls: document.documentElement.scrollHeight > innerHeight, spilling: spilling, words: words };
})()`;

/**
 * The hall page's clock (performance.now, which its tiles count from) made to stop at a given instant, and its time of day
 * with it at WALL_CLOCK_MS: what a running clock shows is then the same at every shot. Playwright's own clock would stop
 * the broker's client too, whose timers keep its link.
 */
const STOPPABLE_CLOCK = `(() => {
  const running = performance.now.bind(performance);
  const dateNow = Date.now;
  let stoppedAt = null;
  performance.now = () => (stoppedAt === null ? running() : stoppedAt);
  Date.now = () => (stoppedAt === null ? dateNow() : ${WALL_CLOCK_MS});
  window.stopPageClock = (at) => (stoppedAt = at);
})()`;
/** When, after the page heard the hall, a shot is taken: the page's clock stands there, whenever the shot is taken. */
const SHOT_AFTER_MS = 5000;

/** A hall shot: its file's name, its picture, and what was seen, one line. */
export interface HallShot {
  name: string;
  png: Buffer;
  seen: string;
}

/** Shoots `count` boards in `language`, the web site served from `siteDir`; throws what a room could not read. */
export async function shootHall(browser: Browser, siteDir: string, count: number, language: TextLanguage): Promise<HallShot> {
  const gateway = await startHall(siteDir, count);
  const page = await browser.newPage({ viewport: VIEWPORT, timezoneId: 'UTC' });
  const name = hallShotName(count, language);
  try {
    await page.addInitScript(STOPPABLE_CLOCK);
    await page.goto(gateway.httpUrl + 'hall.html?tournament=open-2026&lang=' + language + '&event=' + encodeURIComponent(EVENT[language]));
    // Every board heard (a paired board has its tile before), the round and its bye.
    await page.waitForFunction('goHall.boards().size === ' + count + ' && document.querySelectorAll(".tile").length > 0 && document.getElementById("round").textContent !== "" && document.getElementById("byes").textContent !== ""', null, { timeout: 20000, polling: POLL_MS });
    // The page's clock stops at SHOT_AFTER_MS after the page heard the hall, however long the page took to come up, on its first screen.
    await page.evaluate('stopPageClock(goHall.boards().get(1).receivedAtMs + ' + SHOT_AFTER_MS + ')');
    await page.evaluate('document.fonts.ready.then(() => goHall.showPage(0))');
    if (!(await page.evaluate('document.querySelector(\'.tile[data-board="4"]\').classList.contains("stale")'))) throw new Error(name + ': the silent board 4 is not marked stale');
    const png = await page.screenshot();
    const seen = (await page.evaluate(PAGE_CHECK)) as Seen;
    // Every word but the players' names is the catalogue's: no code, no address, no topic.
    const english = language === 'en' ? [] : englishWords(seen.words);
    const code = /open-2026|:\/\/|[BW]\+/.exec(seen.words);
    const wrong = seen.spilling.slice(0, 5).concat(seen.smallestPx < 11 ? ['text of ' + seen.smallestPx + ' px'] : [], seen.scrolls ? ['the page scrolls'] : [], english.length > 0 ? ['English words ' + english.join(', ')] : [], code !== null ? ['code on the screen: ' + code[0]] : []);
    if (wrong.length > 0) throw new Error(name + ': ' + wrong.join('; '));
    return { name: name, png: png, seen: count + ' boards, columns ' + seen.columns + ', tiles\' font ' + seen.fontPx + ', smallest text ' + seen.smallestPx + ' px, ' + (seen.pages === '' ? 'one screen' : 'screens of ' + seen.pages) + ', no scrolling' };
  } finally {
    await page.close();
    await gateway.close();
  }
}

/** Shots taken together: fifteen halls at once would starve chromium on a 2-core machine. */
const AT_ONCE = 5;

/** Every shot of HALL_SHOTS, in its order, a few at a time. */
export async function shootEvery(browser: Browser, siteDir: string): Promise<PromiseSettledResult<HallShot>[]> {
  const settled: PromiseSettledResult<HallShot>[] = [];
  for (let i = 0; i < HALL_SHOTS.length; i += AT_ONCE) settled.push(...(await Promise.allSettled(HALL_SHOTS.slice(i, i + AT_ONCE).map((shot) => shootHall(browser, siteDir, shot.count, shot.language)))));
  return settled;
}

async function main(args: string[]): Promise<void> {
  if (args.includes('--help')) return void process.stdout.write(USAGE + '\n');
  const build = takeBuildFlag(args);
  let out = HALL_SCREENS_DIR;
  for (let i = 0; i < args.length; i += 2) out = flagValue(args, i, ['--out']);
  if (build) buildFirst('build:web');
  if (!existsSync(join(SITE_DIR, 'hall.html')) || !existsSync(join(SITE_DIR, 'hall.js'))) fail(SITE_DIR + ' has no hall page: run npm run build:web first');
  const browser = await startChromium().catch((error: Error) => fail(error.message));
  mkdirSync(out, { recursive: true });
  const shots = await shootEvery(browser, SITE_DIR);
  await browser.close();
  for (const shot of shots) {
    if (shot.status !== 'fulfilled') continue;
    writeFileSync(join(out, shot.value.name), shot.value.png);
    process.stdout.write(join(out, shot.value.name) + ': ' + shot.value.seen + '\n');
  }
  const failed = shots.flatMap((shot) => (shot.status === 'rejected' ? [(shot.reason as Error).message] : []));
  if (failed.length > 0) fail(failed.join(' | '));
}

if (startedAs('hallScreens')) {
  failOnUncaught();
  void main(process.argv.slice(2));
}
