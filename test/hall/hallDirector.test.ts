/* eslint-disable @typescript-eslint/no-explicit-any -- the director page's globals, which the tests' TypeScript (no DOM) cannot type */
// The hall across an event's rounds: a clock still showing a game begun before the round is marked and
// its result is never the round's; the round is published beside the boards; and the director's page,
// behind the gateway's own credentials, lists what waits for the director and takes the same commands.
import { describe, expect, it } from 'vitest';
import { findPreset, newClock, parseSettings, step, type ClockState } from '../../firmware/core/index';
import { advertBytes } from '../../firmware/app/hall/advert';
import { startGateway } from '../../sim/hall/gateway';
import { parseBoards } from '../../sim/hall/hallCli';
import { parsePairings } from '../../sim/hall/pairings';
import { COMMAND_HEADER } from '../../sim/hall/directorPage';
import { STALE_MS } from '../../sim/web/page/hallTiles';
import mqtt from 'mqtt';
import { englishWords } from '../../sim/words';
import { siteForTests } from '../helpers/browserSite';
import { POLL_MS } from '../../sim/web/browser';
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gothaFile } from '../helpers/gothaFile';
import { program } from '../helpers/programs';
import { scratchDir } from '../helpers/scratch';

const currentSite = siteForTests();

/** A cn-national game begun at `beganMs` and ended with `result` by the referee a few seconds later. */
function endedGame(beganMs: number, result: string): ClockState {
  const settings = parseSettings(findPreset('cn-national'), 'tc', findPreset);
  const started = step(newClock(settings), { type: 'start', side: 'black' }, beganMs).state;
  return step(step(step(started, { type: 'pause' }, beganMs + 1000).state, { type: 'end' }, beganMs + 2000).state, { type: 'result', result: result }, beganMs + 3000).state;
}

const PAIRINGS = parsePairings('1,Zoé Müller,3D,李昌镐,9D\n2,Anna Berg,2D,Ōta Ken,5K\n', 1);

describe('the hall across rounds', () => {
  it('never takes the result of a game begun before the round, and marks its board', async () => {
    let now = 600000;
    const gateway = await startGateway({ tournament: 'open', registered: parseBoards('1-3'), broker: null, mqttPort: 0, httpPort: 0, files: null, now: () => now, pairings: PAIRINGS, round: 3, roundSinceMs: 300000 });
    // Board 1's clock still shows round 2's game, begun at 0; board 2's began in round 3, at 400 s.
    gateway.hear('aa:01', advertBytes(1, 1, endedGame(0, 'B+R'), 600000));
    gateway.hear('aa:02', advertBytes(2, 1, endedGame(400000, 'W+R'), 600000));
    const reports = new Map(gateway.book.reports().map((r) => [r.board, r]));
    expect([reports.get(1)?.earlier, reports.get(2)?.earlier]).toEqual([true, false]);
    expect(gateway.results.all()).toEqual([{ board: 2, clock: 'W+R', director: null }]);
    // The next round, set now: board 2's game began before it; nothing of round 3 stays.
    now = 700000;
    const reader = mqtt.connect(gateway.brokerUrl);
    const round = new Promise<unknown>((resolve) => reader.on('message', (topic, payload) => topic === 'open/round' && JSON.parse(payload.toString()).round === 4 && resolve(JSON.parse(payload.toString()))));
    await new Promise<void>((resolve) => reader.once('connect', () => resolve()));
    reader.subscribe('open/+');
    gateway.newRound({ round: 4, pairings: PAIRINGS, kept: undefined, sinceMs: 650000 });
    expect(await round).toEqual({ round: 4 });
    expect(gateway.book.reports().every((r) => r.earlier)).toBe(true);
    expect(gateway.results.all()).toEqual([]);
    gateway.hear('aa:02', advertBytes(2, 2, endedGame(400000, 'W+R'), 700000));
    expect(gateway.results.all()).toEqual([]);
    // A game begun in round 4 is taken.
    gateway.hear('aa:02', advertBytes(2, 3, endedGame(660000, 'B+3.5'), 700000));
    expect(gateway.results.all()).toEqual([{ board: 2, clock: 'B+3.5', director: null }]);
    await reader.endAsync(true);
    await gateway.close();
  }, 20000);
});

describe("the director's page", () => {
  it('is closed to all but the gateway’s credentials, lists what waits, and takes the director’s commands', async () => {
    let now = 100000;
    const gateway = await startGateway({ tournament: 'open', registered: parseBoards('1-3'), broker: null, mqttPort: 0, httpPort: 0, files: null, now: () => now, pairings: PAIRINGS, round: 2 });
    gateway.hear('aa:01', advertBytes(1, 1, endedGame(0, 'B+R'), 100000, true));
    gateway.hear('aa:03', advertBytes(3, 1, endedGame(0, '0'), 100000));
    now += STALE_MS + 1000;
    gateway.hear('aa:01', advertBytes(1, 2, endedGame(0, 'B+R'), now, true));
    const url = (path: string) => (gateway.httpUrl as string) + path.slice(1);
    const credentials = gateway.credentials as { username: string; password: string };
    const signIn = (password: string) => ({ authorization: 'Basic ' + Buffer.from(credentials.username + ':' + password).toString('base64') });
    expect((await fetch(url('/director'))).status).toBe(401);
    expect((await fetch(url('/director/state'), { headers: signIn('wrong-password!') })).status).toBe(401);
    const page = await fetch(url('/director'), { headers: signIn(credentials.password) });
    expect([page.status, (await page.text()).includes('Results waiting')]).toEqual([200, true]);
    const state = (await (await fetch(url('/director/state'), { headers: signIn(credentials.password) })).json()) as { round: number; boards: { board: number; clockResult: string | null; concerns: string[]; source: string }[] };
    expect(state.round).toBe(2);
    const board = (n: number) => state.boards.find((b) => b.board === n);
    expect(board(1)).toMatchObject({ clockResult: 'B+R', source: 'aa:01', concerns: ['battery low'] });
    expect(board(2)?.concerns).toEqual(['no clock heard']);
    expect(board(3)?.concerns).toEqual(['silent for ' + Math.floor((STALE_MS + 1000) / 1000) + ' s', 'the round pairs no game to this board']);
    // A command must come from the page: a POST with its header; a cross-site form has none.
    const send = (body: string, headers: Record<string, string> = { [COMMAND_HEADER]: '1' }) => fetch(url('/director/command'), { method: 'POST', headers: Object.assign(signIn(credentials.password), headers), body: body });
    expect((await send('confirm 1', {})).status).toBe(403);
    const confirmed = await send('confirm 1');
    expect([confirmed.status, await confirmed.text()]).toEqual([200, 'board 1: Black wins by resignation, confirmed']);
    expect(gateway.results.all().find((r) => r.board === 1)).toEqual({ board: 1, clock: 'B+R', director: 'B+R' });
    const refused = await send('set 2 B+X');
    expect(refused.status).toBe(400);
    expect(await refused.text()).toMatch(/^RESULT /);
    expect((await send('x'.repeat(1000))).status).toBe(413);
    // In the director's language (?lang=, else the browser's): the page, what it says of the clocks, and the answers.
    const chinese = (path: string, headers: Record<string, string> = {}) => fetch(url(path), { headers: Object.assign(signIn(credentials.password), headers) });
    const pageZh = await (await chinese('/director?lang=zh-Hans')).text();
    expect(pageZh).toContain('等待你确认的结果');
    expect(englishWords(pageZh.slice(pageZh.indexOf('<body>')).replace(/<script>[\s\S]*<\/script>/, '').replace(/<[^>]*>/g, ' '))).toEqual([]);
    const stateKo = (await (await chinese('/director/state', { 'accept-language': 'ko-KR,ko;q=0.9' })).json()) as typeof state;
    expect(stateKo.boards.find((b) => b.board === 2)?.concerns).toEqual(['시계 수신 없음']);
    const cleared = await fetch(url('/director/command?lang=zh-Hant'), { method: 'POST', headers: Object.assign(signIn(credentials.password), { [COMMAND_HEADER]: '1' }), body: 'clear 1' });
    expect(await cleared.text()).toBe('第 1 桌：黑中盤勝，計時鐘所報，未確認');
    // The hall still serves after all of it.
    expect((await fetch(url('/feed.json'))).status).toBe(200);
    await gateway.close();
  }, 20000);

  it('leaves a finished, confirmed game out of the clocks to walk to, and keeps one gone silent mid-game', async () => {
    let now = 100000;
    const gateway = await startGateway({ tournament: 'open', registered: parseBoards('1-2'), broker: null, mqttPort: 0, httpPort: 0, files: null, now: () => now, pairings: PAIRINGS, round: 1 });
    const settings = parseSettings(findPreset('cn-national'), 'tc', findPreset);
    gateway.hear('aa:01', advertBytes(1, 1, endedGame(0, 'W+R'), 100000));
    gateway.hear('aa:02', advertBytes(2, 1, step(newClock(settings), { type: 'start' }, 0).state, 100000));
    gateway.director('confirm 1');
    now += STALE_MS + 90000;
    const credentials = gateway.credentials as { username: string; password: string };
    const state = (await (await fetch((gateway.httpUrl as string) + 'director/state', { headers: { authorization: 'Basic ' + Buffer.from(credentials.username + ':' + credentials.password).toString('base64') } })).json()) as { boards: { board: number; concerns: string[]; resultWords: string }[] };
    expect(state.boards.map((b) => [b.board, b.concerns.length, b.resultWords])).toEqual([[1, 0, 'White wins by resignation'], [2, 1, '']]);
    expect(state.boards[1].concerns[0]).toMatch(/^silent for \d+ s$/);
    await gateway.close();
  }, 20000);

  it('shows a command’s answer beside the board it answers, not at the top of the page', async () => {
    const gateway = await startGateway({ tournament: 'open', registered: parseBoards('1-3'), broker: null, mqttPort: 0, httpPort: 0, files: null, now: () => 100000, pairings: PAIRINGS, round: 1 });
    gateway.hear('aa:01', advertBytes(1, 1, endedGame(0, 'B+R'), 100000));
    const credentials = gateway.credentials as { username: string; password: string };
    const context = await currentSite().browser.newContext({ httpCredentials: credentials, viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto((gateway.httpUrl as string) + 'director?lang=ja');
    await page.locator('#waiting button', { hasText: '黒中押し勝ち を確認' }).click();
    await page.waitForFunction(() => (globalThis as any).document.querySelector('#boards tbody tr .answer') !== null, null, { timeout: 5000, polling: POLL_MS });
    const answered = await page.evaluate(() => Array.from((globalThis as any).document.querySelectorAll('#boards tbody tr')).map((row: any) => [row.cells[0].textContent, row.querySelector('.answer')?.textContent ?? null]));
    expect(answered).toEqual([['1', '1番盤：黒中押し勝ち、確認済み'], ['2', null]]);
    expect(await page.locator('#answer').textContent()).toBe('');
    // A refusal is told at its own row too.
    await page.locator('#boards tbody tr', { hasText: 'Anna Berg' }).locator('input').fill('B+X');
    await page.locator('#boards tbody tr', { hasText: 'Anna Berg' }).locator('button', { hasText: '設定' }).click();
    await page.waitForFunction(() => (globalThis as any).document.querySelector('#boards tbody tr:nth-child(2) .answer.refused') !== null, null, { timeout: 5000, polling: POLL_MS });
    await context.close();
    await gateway.close();
  }, 30000);

  it('moves the hall to a round once its file is read, serving meanwhile, and answers in the director’s words, with the games OpenGotha drops', async () => {
    const dir = scratchDir('director-round-');
    // Saved without dataVersion, as OpenGotha 3.51.02 saves: it finds 李昌镐 and "Smith & Sons" by no key, and drops their games.
    const file = join(dir, 'open.xml');
    writeFileSync(file, gothaFile().replace(' dataVersion="201"', ''));
    const hall = spawn(process.execPath, program('sim/hall/hallCli.ts', '--simulate', '3', '--port', '0', '--mqtt-port', '0', '--username', 'director', '--pairings', file, '--round', '1'), { stdio: ['pipe', 'pipe', 'pipe'], env: { ...process.env, HALL_MQTT_PASSWORD: 'a-director-secret' } });
    let out = '';
    hall.stdout.on('data', (data) => (out += data));
    try {
      for (let i = 0; i < 200 && !out.includes("the director's page"); i++) await new Promise((resolve) => setTimeout(resolve, 50));
      // The first round's dropped game, told on the console.
      expect(out).toContain('hall: round 1, board 1: OpenGotha finds no player "李昌镐" for White, and drops the game (in a file without dataVersion 201');
      const base = (/the director's page (http:\S+)director/.exec(out) as RegExpExecArray)[1];
      const headers = { authorization: 'Basic ' + Buffer.from('director:a-director-secret').toString('base64'), [COMMAND_HEADER]: '1' };
      const send = async (line: string) => {
        const response = await fetch(base + 'director/command?lang=ja', { method: 'POST', headers: headers, body: line });
        return [response.status, await response.text()];
      };
      const [moved, feed] = await Promise.all([send('round 2'), fetch(base + 'feed.json').then((response) => response.status)]);
      expect(feed).toBe(200);
      const lines = String(moved[1]).split('\n');
      expect([moved[0], lines.length]).toEqual([200, 3]);
      expect(lines[0]).toBe('第2回戦：' + file + ' から 1局を組み合わせ。前の対局を表示する時計は印が付き、その結果はこの回戦のものではありません');
      expect(lines[1]).toBe('第2回戦 1番盤：OpenGotha は黒の選手「李昌镐」を見つけられず、この対局を除きます（dataVersion 201 のないファイルでは、OpenGotha は名前の A～Z の文字だけで選手を探します）');
      expect(englishWords(lines.join(' ').replace(file, '').replace(/OpenGotha|dataVersion|SMITH&SONS<B>BOLD<\/B>/g, ''))).toEqual([]);
      expect(((await (await fetch(base + 'feed.json')).json()) as { round: number }).round).toBe(2);
      // A command it cannot do: one line in the director's words, and the hall stays on its round.
      expect(await send('round 2')).toEqual([400, '会場はすでに第2回戦です']);
      expect(await send('round two')).toEqual([400, 'round の後に 1～99 の回戦を、組み合わせが別のファイルならそのファイルも：round 4、round 4 round4.csv']);
      const [status, unread] = await send('round 3 ' + join(dir, 'nowhere.xml'));
      expect([status, String(unread).split('：--pairings ')[0]]).toEqual([400, '第3回戦：組み合わせを読めず、会場は今の回戦のままです']);
      expect(((await (await fetch(base + 'feed.json')).json()) as { round: number }).round).toBe(2);
    } finally {
      hall.kill();
    }
  }, 30000);
});
