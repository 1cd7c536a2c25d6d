// The hall page (sim/web/page/hall.html) in Debian's chromium: it subscribes over MQTT-over-WebSocket to
// the gateway's embedded broker, while a simulated hall plays in real time, and shows every board's times
// within a second of the clocks themselves, by board number; a board no longer heard is marked stale and
// stops ticking; the round the gateway publishes is in the header, with the event's name, the round's byes and the
// time, and no address or topic; results in words, near the times' size; stones as a Go player sees them; and more boards
// than a screen holds shown a screen of whole rows at a time.
/* eslint-disable @typescript-eslint/no-explicit-any -- the page's globals, which the tests' TypeScript (no DOM) cannot type */
import { describe, expect, it } from 'vitest';
import { siteForTests } from '../helpers/browserSite';
import { POLL_MS } from '../../sim/web/browser';
import { startGateway } from '../../sim/hall/gateway';
import { freshCredentials } from '../../sim/hall/brokerAccess';
import { simulateHall } from '../../sim/hall/simulatedHall';
import { parseBoards } from '../../sim/hall/hallCli';
import { faceView, findPreset, formatSeconds, newClock, parseSettings, step, FIGURE_SECONDS, type ClockState, type FaceView } from '../../firmware/core/index';
import { advertBytes } from '../../firmware/app/hall/advert';
import { ADVERT_QUIET_MS } from '../../firmware/app/hall/hallAdvertiser';
import { parsePairings } from '../../sim/hall/pairings';
import { readAdvert } from '../../firmware/app/hall/advert';
import type { BoardReport } from '../../sim/hall/hallBook';
import { roundOf, STALE_MS, tileOf } from '../../sim/web/page/hallTiles';
import mqtt from 'mqtt';

const currentSite = siteForTests();

describe('the hall page', () => {
  it('takes a round only as {"round": N}, N a whole number from 1', () => {
    expect(roundOf('{"round":3}')).toBe(3);
    for (const wrong of ['{"round":0}', '{"round":-1}', '{"round":"3"}', '{"round":1.5}', '{}', '[3]', '3', 'null', '', 'round 3']) expect(roundOf(wrong), wrong).toBeNull();
  });

  it('marks a board whose clock still shows a game begun before the round', () => {
    const settings = parseSettings(findPreset('cn-national'), 'tc', findPreset);
    const live = readAdvert(advertBytes(5, 1, step(newClock(settings), { type: 'start' }, 0).state, 1000))!.live;
    const report = { board: 5, source: 'aa:05', seq: 1, heardAtMs: 1000, live: live, result: null, conflict: null };
    const tile = (earlier: unknown) => tileOf({ report: { ...report, earlier: earlier } as unknown as BoardReport, receivedAtMs: 0 }, 0);
    expect(tile(true)).toMatchObject({ marks: ['EARLIER GAME'], classes: ['earlier'] });
    for (const not of [false, undefined, 'yes']) expect(tile(not)).toMatchObject({ marks: [], classes: [] });
  });

  it('shows each board’s result, the clock’s marked until the director confirms it', async () => {
    const pairings = parsePairings('1,Zoé Müller,3D,李昌镐,9D\n2,"Lee, Sedol",9P,Cho Hunhyun,9P\n3,Ōta Ken,5K,Anna Berg,2D\n', 1);
    const gateway = await startGateway({ tournament: 'open', registered: parseBoards('1-3'), broker: null, mqttPort: 0, httpPort: 0, files: null, now: () => 0, pairings: pairings });
    const settings = parseSettings(findPreset('cn-national'), 'tc', findPreset);
    const ended = (result: string) => step(step(step(step(newClock(settings), { type: 'start' }, 0).state, { type: 'pause' }, 1000).state, { type: 'end' }, 2000).state, { type: 'result', result: result }, 3000).state;
    gateway.hear('aa:01', advertBytes(1, 1, ended('B+R'), 3000));
    gateway.hear('aa:02', advertBytes(2, 1, ended('W+3.5'), 3000));
    gateway.director('confirm 1');
    gateway.director('set 3 W+F');
    const page = await currentSite().browser.newPage({ viewport: { width: 900, height: 300 } });
    await page.goto(currentSite().url + 'hall.html?tournament=open&broker=' + encodeURIComponent(gateway.webSocketUrl as string));
    await page.waitForFunction(() => (globalThis as any).document.querySelectorAll('.tile .result:not(:empty)').length === 3, null, { timeout: 10000, polling: POLL_MS });
    const shown = await page.evaluate(() => Array.from((globalThis as any).document.querySelectorAll('.tile')).map((t: any) => [Number(t.dataset.board), t.querySelector('.result').textContent, t.className.includes('unconfirmed')]));
    expect(shown.sort()).toEqual([[1, 'Black wins by resignation', false], [2, "White wins by 3.5 points the clock's", true], [3, 'White wins by forfeit', false]]);
    if (process.env.HALL_SHOT !== undefined) await page.screenshot({ path: process.env.HALL_SHOT });
    await page.close();
    await gateway.close();
  }, 30000);

  it('shows 60 boards live within a second of their clocks, by board number, and a silent board as stale', async () => {
    const started = Date.now();
    const now = () => Date.now() - started;
    const gateway = await startGateway({ tournament: 'open', registered: parseBoards('1-60'), broker: null, mqttPort: 0, httpPort: 0, files: null, now: now });
    let silent: number | null = null;
    // Heard at the simulation's own instant: a busy machine runs it in bursts, late.
    const hall = simulateHall(60, (source, data, atMs) => {
      if (source !== 'sim:' + silent) gateway.hear(source, data, atMs);
    });
    let playing = setInterval(() => hall.runUntil(now()), 50);
    // A wall screen, which shows the 60 at once.
    const page = await currentSite().browser.newPage({ viewport: { width: 1920, height: 1080 } });
    await page.goto(currentSite().url + 'hall.html?tournament=open&broker=' + encodeURIComponent(gateway.webSocketUrl as string));
    await page.waitForFunction(() => (globalThis as any).document.querySelectorAll('.tile').length === 60, null, { timeout: 10000, polling: POLL_MS });
    // Until every clock has told the hall again since the page opened: a board the page knows only from its
    // retained report counts from when that came, which can be seconds after it was heard.
    await page.waitForTimeout(ADVERT_QUIET_MS + 1000);
    // Each tile against the truth as the page reads it, a shown second lagging by one at most. The hall holds
    // its moves meanwhile (its clocks run on), so no move is in flight while the page is read.
    clearInterval(playing);
    hall.runUntil(now());
    await page.waitForTimeout(400);
    const truthNow = () => {
      const at = now();
      // A byo-yomi period's seconds alone, as the device's face writes them; else a clock.
      const text = (view: FaceView) => (seconds: number) => (view.figure === FIGURE_SECONDS && view.aside !== null ? String(seconds).padStart(2, '0') : formatSeconds(seconds));
      const side = (c: { state: ClockState }, which: 'black' | 'white') => ({ seconds: faceView(c.state, which, at).seconds, text: text(faceView(c.state, which, at)) });
      return new Map(hall.clocks().map((c) => [c.board, { black: side(c, 'black'), white: side(c, 'white') }]));
    };
    const before = truthNow();
    // Painted now: a page starved by a busy machine may not have run its last timer.
    const tiles = await page.evaluate(() => ((globalThis as any).goHall.paint(), Array.from((globalThis as any).document.querySelectorAll('.tile'))).map((t: any) => ({ board: Number(t.dataset.board), black: t.querySelector('.black').textContent, white: t.querySelector('.white').textContent, classes: t.className })));
    const after = truthNow();
    let checked = 0;
    for (const tile of tiles) {
      for (const side of ['black', 'white'] as const) {
        const shown = (tile[side] as string).split(' ')[0];
        const allowed = [before, after].flatMap((truth) => [0, 1].map((late) => truth.get(tile.board)![side].text(truth.get(tile.board)![side].seconds + late)));
        expect(allowed, 'board ' + tile.board + ' ' + side).toContain(shown);
        checked++;
      }
    }
    expect(checked).toBe(120);
    // By board number alone, overtimes among the rest, marked by their border.
    expect(tiles.map((t) => t.board)).toEqual(Array.from({ length: 60 }, (_, i) => i + 1));
    expect(tiles.some((t) => t.classes.includes('overtime'))).toBe(true);
    // Board 7 goes silent: STALE_MS after its last advert (which a clock that only counts down sends every 5 s) it is marked and its time stands.
    silent = 7;
    playing = setInterval(() => hall.runUntil(now()), 50);
    await page.waitForFunction(() => (globalThis as any).document.querySelector('.tile[data-board="7"]').className.includes('stale'), null, { timeout: STALE_MS + 8000, polling: POLL_MS });
    const frozen = await page.locator('.tile[data-board="7"]').textContent();
    await page.waitForTimeout(2200);
    const later = await page.locator('.tile[data-board="7"]').textContent();
    expect(later!.replace(/NOT HEARD \d+ S/, '')).toBe(frozen!.replace(/NOT HEARD \d+ S/, ''));
    clearInterval(playing);
    await page.close();
    await gateway.close();
  }, 90000);

  it('shows the round the gateway publishes in the header, large, and nothing else sent on its topic', async () => {
    const gateway = await startGateway({ tournament: 'open', registered: parseBoards('1-2'), broker: null, mqttPort: 0, httpPort: 0, files: null, now: () => 0 });
    const credentials = gateway.credentials!;
    const publisher = await mqtt.connectAsync(gateway.brokerUrl, { username: credentials.username, password: credentials.password });
    const page = await currentSite().browser.newPage({ viewport: { width: 1920, height: 1080 } });
    await page.goto(currentSite().url + 'hall.html?tournament=open&broker=' + encodeURIComponent(gateway.webSocketUrl as string));
    await page.waitForFunction(() => (globalThis as any).document.querySelector('#status').textContent === '', null, { timeout: 10000, polling: POLL_MS });
    await publisher.publishAsync('open/round', JSON.stringify({ round: 7 }), { retain: true });
    await page.waitForFunction(() => (globalThis as any).document.querySelector('#round').textContent === 'Round 7', null, { timeout: 5000, polling: POLL_MS });
    const header = await page.evaluate(() => {
      const w = globalThis as any;
      const px = (selector: string) => parseFloat(w.getComputedStyle(w.document.querySelector(selector)).fontSize);
      return { round: px('#round'), title: px('#title') };
    });
    expect(header.round).toBeGreaterThan(header.title);
    for (const wrong of ['{"round":0}', '{"round":"8"}', '{"round":2.5}', '{"board":9}', 'Round 9', '']) await publisher.publishAsync('open/round', wrong, { retain: true });
    await page.waitForTimeout(1000);
    expect(await page.locator('#round').textContent()).toBe('Round 7');
    // The round's byes beside it, each player with their rank; anything else on their topic shows nothing.
    for (const wrong of ['{"name":"Ann"}', '[{"name":1,"rank":"2D"}]', 'Bye']) await publisher.publishAsync('open/byes', wrong, { retain: true });
    await page.waitForTimeout(500);
    expect(await page.locator('#byes').isVisible()).toBe(false);
    await publisher.publishAsync('open/byes', JSON.stringify([{ name: 'Ann Berg', rank: '5D' }, { name: 'Bo Lind', rank: '1K' }]), { retain: true });
    await page.waitForFunction(() => (globalThis as any).document.querySelector('#byes').textContent === 'Bye: Ann Berg 5D, Bo Lind 1K', null, { timeout: 5000, polling: POLL_MS });
    await page.close();
    await publisher.endAsync();
    await gateway.close();
  }, 30000);

  it('recovers every board when the broker it reads restarts', async () => {
    const started = Date.now();
    const now = () => Date.now() - started;
    // One gateway's embedded broker is the hall's broker; another gateway publishes to it.
    const credentials = freshCredentials();
    const brokerOn = (mqttPort: number, httpPort: number) => startGateway({ tournament: 'open', registered: new Map(), broker: null, mqttPort: mqttPort, httpPort: httpPort, files: null, now: now, credentials: credentials });
    let broker = await brokerOn(0, 0);
    const ports = [Number(new URL(broker.brokerUrl).port), Number(new URL(broker.webSocketUrl as string).port)];
    const gateway = await startGateway({ tournament: 'open', registered: parseBoards('1-30'), broker: broker.brokerUrl, mqttPort: 0, httpPort: 0, files: null, now: now, credentials: credentials });
    const hall = simulateHall(30, (source, data) => gateway.hear(source, data));
    const playing = setInterval(() => hall.runUntil(now()), 50);
    const page = await currentSite().browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(currentSite().url + 'hall.html?tournament=open&broker=' + encodeURIComponent(broker.webSocketUrl as string));
    await page.waitForFunction(() => (globalThis as any).document.querySelectorAll('.tile').length === 30, null, { timeout: 10000, polling: POLL_MS });
    await broker.close();
    await page.waitForFunction(() => (globalThis as any).document.querySelector('#status').textContent.startsWith('the broker is gone'), null, { timeout: 10000, polling: POLL_MS });
    broker = await brokerOn(ports[0], ports[1]);
    // Back: every board again, heard afresh (none stale), none lost.
    await page.waitForFunction(() => (globalThis as any).document.querySelector('#status').textContent === '', null, { timeout: 15000, polling: POLL_MS });
    await page.waitForTimeout(1500);
    // Painted now: a page starved by a busy machine may not have run its last timer.
    const tiles = await page.evaluate(() => ((globalThis as any).goHall.paint(), Array.from((globalThis as any).document.querySelectorAll('.tile'))).map((t: any) => t.className));
    expect(tiles).toHaveLength(30);
    expect(tiles.filter((c) => c.includes('stale'))).toEqual([]);
    clearInterval(playing);
    await page.close();
    await gateway.close();
    await broker.close();
  }, 60000);

  it('reads across a room: the event, round and time on top, results in words near the times’ size, stones as Go players see them, 400 boards a screen at a time', async () => {
    const count = 400;
    // Each player named apart: OpenGotha takes two of one name for one player.
    const pairings = parsePairings(Array.from({ length: count }, (_, i) => i + 1 + ',Ann Berg ' + (i + 1) + ',2D,Bo Lind ' + (i + 1) + ',1K').join('\n'), 1).map((p) => (p.board === 2 ? { ...p, handicap: 9 } : p));
    const gateway = await startGateway({ tournament: 'open-2026', registered: parseBoards('1-' + count), broker: null, mqttPort: 0, httpPort: 0, files: null, now: () => 100000, pairings: pairings, byes: [{ name: 'Cy Dahl', rank: '3K' }], round: 2 });
    const settings = parseSettings(findPreset('cn-national'), 'tc', findPreset);
    const running = step(newClock(settings), { type: 'start' }, 90000).state;
    for (let board = 1; board <= count; board++) gateway.hear('aa:' + board, advertBytes(board, 1, running, 100000), 100000);
    gateway.director('set 1 W+R');
    const page = await currentSite().browser.newPage({ viewport: { width: 1920, height: 1080 } });
    await page.goto(currentSite().url + 'hall.html?tournament=open-2026&event=' + encodeURIComponent('Spring Open') + '&broker=' + encodeURIComponent(gateway.webSocketUrl as string));
    await page.waitForFunction((n) => (globalThis as any).goHall.boards().size === n && (globalThis as any).document.querySelector('#round').textContent !== '' && (globalThis as any).document.querySelector('#byes').textContent !== '', count, { timeout: 15000, polling: POLL_MS });
    const seen = await page.evaluate(() => {
      const w = globalThis as any;
      w.goHall.showPage(0);
      const q = (selector: string) => w.document.querySelector(selector);
      const tiles = Array.from(w.document.querySelectorAll('.tile')) as any[];
      const px = (element: any, pseudo?: string) => parseFloat(w.getComputedStyle(element, pseudo).fontSize);
      const stone = (selector: string) => {
        const style = w.getComputedStyle(q(selector), '::before');
        return { colours: style.backgroundImage, rim: style.borderTopColor, width: style.borderTopWidth };
      };
      return {
        header: q('header').textContent,
        title: q('#title').textContent,
        byes: q('#byes').textContent,
        clock: q('#clock').textContent,
        pages: q('#pages').textContent,
        boards: tiles.map((t) => Number(t.dataset.board)),
        cut: tiles.filter((t) => t.getBoundingClientRect().bottom > w.innerHeight).length,
        scrolls: w.document.documentElement.scrollHeight > w.innerHeight,
        result: q('.tile[data-board="1"] .result').textContent,
        resultPx: px(q('.tile[data-board="1"] .result')),
        timesPx: px(q('.tile[data-board="3"] .times')),
        handicap: q('.tile[data-board="2"] .handicap').textContent,
        black: stone('.tile[data-board="3"] .side.black'),
        white: stone('.tile[data-board="3"] .side.white'),
      };
    });
    expect([seen.title, seen.byes, seen.pages, seen.result, seen.handicap]).toEqual(['Spring Open', 'Bye: Cy Dahl 3K', 'Boards 1–58 of 400', 'White wins by resignation', 'H9']);
    expect(seen.clock).toMatch(/^\d\d:\d\d$/);
    // No address, no topic, no code in the header.
    expect(seen.header).not.toMatch(/ws:|mqtt|open-2026|live/);
    expect(seen.boards).toEqual(Array.from({ length: 58 }, (_, i) => i + 1));
    expect([seen.cut, seen.scrolls]).toEqual([0, false]);
    expect(seen.resultPx / seen.timesPx).toBeGreaterThanOrEqual(0.7);
    // Black a dark stone with a light rim, White a light one: the mean of each gradient's colours, and the rim's.
    const light = (css: string) => {
      const channels = Array.from(css.matchAll(/rgb\((\d+), (\d+), (\d+)\)/g)).map((m) => (Number(m[1]) + Number(m[2]) + Number(m[3])) / 765);
      return channels.reduce((a, b) => a + b, 0) / channels.length;
    };
    expect(light(seen.black.colours)).toBeLessThan(0.3);
    expect(light(seen.black.rim)).toBeGreaterThan(0.6);
    expect(light(seen.white.colours)).toBeGreaterThan(0.8);
    // The next screen, and round again after the last.
    const screen = async (n: number) => page.evaluate((k) => ((globalThis as any).goHall.showPage(k), [(globalThis as any).document.querySelector('#pages').textContent, (globalThis as any).document.querySelector('.tile').dataset.board]), n);
    expect(await screen(1)).toEqual(['Boards 59–116 of 400', '59']);
    expect(await screen(6)).toEqual(['Boards 349–400 of 400', '349']);
    expect(await screen(7)).toEqual(['Boards 1–58 of 400', '1']);
    await page.close();
    await gateway.close();
  }, 60000);
});
