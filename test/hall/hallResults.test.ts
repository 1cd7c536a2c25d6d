// The round's results out: the hall keeps each board's result as its clock tells it, the director confirms
// or sets it, the tiles and the feed mark what is still the clock's, and the results go back to the pairing
// program as OpenGotha's XML (read back here with our own importer) and as CSV, kept across a restart.
import { isDeepStrictEqual } from 'node:util';
import { describe, expect, it } from 'vitest';
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import mqtt from 'mqtt';
import { findPreset, newClock, parseSettings, step, type ClockState } from '../../firmware/core/index';
import { advertBytes } from '../../firmware/app/hall/advert';
import { parsePairings } from '../../sim/hall/pairings';
import { createResultBook, ResultsError, type BoardResult } from '../../sim/hall/results';
import { gothaValue, readResultsCsv, resultsCsv, resultsXml, roundResultsXml } from '../../sim/hall/gothaResults';
import { parseGothaXml } from '../../sim/hall/gothaXml';
import { keepRoundResults, readRound } from '../../sim/hall/hallRounds';
import { startGateway } from '../../sim/hall/gateway';
import { parseBoards } from '../../sim/hall/hallCli';
import { hallTiles, resultLabel } from '../../sim/web/page/hallTiles';
import { wordsIn } from '../../sim/words';
import { gothaFile } from '../helpers/gothaFile';
import { program } from '../helpers/programs';
import { scratchDir } from '../helpers/scratch';

const CSV_ROUND = 'board,black,black rank,white,white rank\n1,"Lee, Sedol",9P,"Cho ""the Elder"" Hunhyun",9P\n2,Zoé Müller,3D,李昌镐,9D\n3,A & B,1K,<i>C</i>,2K\n';

/** A game on the core ended by the referee with `result` told. */
function endedWith(result: string): ClockState {
  const settings = parseSettings(findPreset('cn-national'), 'tc', findPreset);
  const started = step(newClock(settings), { type: 'start', side: 'black' }, 0).state;
  return step(step(step(started, { type: 'pause' }, 1000).state, { type: 'end' }, 2000).state, { type: 'result', result: result }, 3000).state;
}

function refusal(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(ResultsError);
    return (error as Error).message;
  }
  return 'no error';
}

describe('the hall’s book of results', () => {
  it('keeps the clock’s result until the director confirms or sets one, and refuses what it cannot do in one line', () => {
    const book = createResultBook((board) => board >= 1 && board <= 10);
    expect(book.fromClock(1, 'B+R')).toBe(true);
    expect(book.fromClock(1, 'B+R')).toBe(false);
    // A new game on the board tells no result: the one told stays.
    expect(book.fromClock(1, null)).toBe(false);
    expect(book.fromClock(2, 'W+3.5')).toBe(true);
    // Answered with the result in words, as the tiles show it; typed as SGF writes it.
    expect(book.command('confirm 1')).toBe('board 1: Black wins by resignation, confirmed');
    expect(book.fromClock(1, 'W+R')).toBe(true);
    expect(book.command('results')).toBe("board 1: Black wins by resignation, confirmed (its clock says White wins by resignation)\nboard 2: White wins by 3.5 points, the clock's, not confirmed");
    expect(book.command('set 3 W+F')).toBe('board 3: White wins by forfeit, confirmed');
    expect(book.command('clear 1')).toBe("board 1: White wins by resignation, the clock's, not confirmed");
    expect(book.command('confirm all')).toBe('2 results confirmed');
    expect(book.all()).toEqual([
      { board: 1, clock: 'W+R', director: 'W+R' },
      { board: 2, clock: 'W+3.5', director: 'W+3.5' },
      { board: 3, clock: null, director: 'W+F' },
    ]);
    // In the director's language, from the catalogue.
    expect(book.command('confirm all', wordsIn('zh-Hans'))).toBe('已确认 0 个结果');
    expect(createResultBook(() => true).command('results', wordsIn('zh-Hant'))).toBe('還沒有任何對局桌有結果');
    expect(createResultBook(() => true).command('set 4 0', wordsIn('ko'))).toBe('4번 판: 무승부, 확인됨');
    expect(refusal(() => book.command('confirm 4'))).toBe("board 4's clock has told no result: set one with set 4 RESULT");
    expect(refusal(() => book.command('confirm 11'))).toBe("board 11 is not one of the tournament's boards");
    expect(refusal(() => book.command('set 4 B+0'))).toMatch(/^RESULT a margin must be from 0\.5 to 999\.5 points/);
    expect(refusal(() => book.command('set 4'))).toMatch(/^RESULT is missing: must be a result as SGF writes it/);
    expect(refusal(() => book.command('set x B+R'))).toBe('BOARD must be a board number, as 12 (got "x")');
    expect(refusal(() => book.command('erase 4'))).toBe('unknown command "erase" (help lists them)');
    expect(book.command('help')).toMatch(/confirm BOARD/);
  });
});

describe('results for the pairing program', () => {
  const results: BoardResult[] = [
    { board: 1, clock: 'B+R', director: 'B+R' },
    { board: 2, clock: 'W+3.5', director: null },
    { board: 3, clock: null, director: 'W+F' },
  ];

  it('uses OpenGotha’s own result values', () => {
    expect(['B+R', 'W+3.5', 'B+T', 'W+T', 'B+F', 'W+F', '0', null].map(gothaValue)).toEqual([
      'RESULT_BLACKWINS', 'RESULT_WHITEWINS', 'RESULT_BLACKWINS', 'RESULT_WHITEWINS', 'RESULT_BLACKWINS_BYDEF', 'RESULT_WHITEWINS_BYDEF', 'RESULT_EQUAL', 'RESULT_UNKNOWN',
    ]);
  });

  const sourceOf = (xml: string) => ({ xml: xml, doc: parseGothaXml(xml) });

  it('writes them into OpenGotha’s own file, the real games only, the confirmed ones only as results; the rest byte for byte', () => {
    // A <Game> in a comment is no game: OpenGotha's parser skips it, and so does the writer.
    const file = gothaFile({ before: '<!-- <Game blackPlayer="X" roundNumber="1" tableNumber="1" whitePlayer="Y"/> -->\n' });
    const written = resultsXml(sourceOf(file), parsePairings(file, 1), 1, results);
    const round = parsePairings(written, 1);
    expect(round.map((p) => [p.board, p.black.name, p.result, p.clockResult])).toEqual([
      [1, 'Müller Zoé', 'RESULT_BLACKWINS', undefined],
      [2, "O'Neil D'Arcy", 'RESULT_UNKNOWN', 'W+3.5'],
      [3, 'van der Berg Anna Maria', 'RESULT_WHITEWINS_BYDEF', undefined],
    ]);
    expect(parsePairings(written, 2)).toEqual(parsePairings(file, 2));
    // Nothing but the round's games changed: the players, the comment, the other round, the document around them.
    const withoutRound1 = (xml: string) => xml.replace(/<Game [^>]*roundNumber="1"[^>]*\/>\n/g, '');
    expect(withoutRound1(written)).toBe(withoutRound1(file).replace('<!-- <Game blackPlayer="X" tableNumber="1" whitePlayer="Y"/> -->', ''));
    expect(written).toContain('<!-- <Game blackPlayer="X" roundNumber="1" tableNumber="1" whitePlayer="Y"/> -->');
  });

  it('writes the round’s confirmed games alone for OpenGotha’s import, which replaces the games at their tables and no other', () => {
    // OpenGotha 3.51.02 puts each imported game at its round and table (Tournament.addGame), replacing the one
    // there, and, with dataVersion 201, finds its players in the open tournament by key (ExternalDocument.java).
    const source = gothaFile({ handicap: 4 });
    const xml = roundResultsXml(sourceOf(source), 2, [{ board: 1, clock: null, director: 'B+T' }, { board: 2, clock: 'W+R', director: null }, { board: 3, clock: null, director: '0' }]);
    expect(xml).toMatch(/^<\?xml[^>]*>\n<Tournament dataVersion="201">\n<Games>\n/);
    expect(xml).not.toContain('<Player');
    const games = parsePairings(xml.replace('<Games>', '<Players>' + (source.match(/<Player [^>]*\/>/g) ?? []).join('') + '</Players><Games>'), 2);
    // Board 2's result is the clock's alone: its game is not in the file, so a result typed into OpenGotha for it stays.
    expect(games.map((g) => [g.board, g.result, g.clockResult, g.handicap])).toEqual([[1, 'RESULT_BLACKWINS', undefined, 0], [3, 'RESULT_EQUAL', undefined, 4]]);
    expect(xml).not.toContain('clockResult');
    expect(roundResultsXml(sourceOf(source), 2, [{ board: 2, clock: 'W+R', director: null }])).not.toMatch(/<Game\s/);
  });

  it('carries the results confirmed in earlier rounds into the next round’s whole file, for games that still pair the same players', async () => {
    const dir = scratchDir('earlier-');
    const base = join(dir, 'open');
    writeFileSync(join(dir, 'open.xml'), gothaFile());
    const one = await readRound(join(dir, 'open.xml'), 1, base);
    keepRoundResults(base, one, results);
    const two = await readRound(join(dir, 'open.xml'), 2, base);
    keepRoundResults(base, two, [{ board: 2, clock: null, director: 'B+R' }]);
    const whole = readFileSync(base + '.r2.xml', 'utf8');
    // Round 1 as the hall confirmed it (board 2 was the clock's alone, and stays unknown), round 2 as it stands.
    expect(parsePairings(whole, 1).map((p) => [p.board, p.result, p.clockResult])).toEqual([[1, 'RESULT_BLACKWINS', undefined], [2, 'RESULT_UNKNOWN', undefined], [3, 'RESULT_WHITEWINS_BYDEF', undefined]]);
    expect(parsePairings(whole, 2).map((p) => p.result)).toEqual(['RESULT_UNKNOWN', 'RESULT_BLACKWINS', 'RESULT_UNKNOWN']);
    // A game the pairing program paired otherwise since keeps what its file says.
    writeFileSync(join(dir, 'open.xml'), gothaFile().replace(/(roundNumber="1" tableNumber="1" whitePlayer=")[^"]*/, '$1ŌTAKEN'));
    keepRoundResults(base, await readRound(join(dir, 'open.xml'), 2, base), []);
    expect(parsePairings(readFileSync(base + '.r2.xml', 'utf8'), 1).map((p) => p.result)).toEqual(['RESULT_UNKNOWN', 'RESULT_UNKNOWN', 'RESULT_WHITEWINS_BYDEF']);
  });

  it('makes a tournament file of the round for CSV pairings, and a CSV, both read back whole', () => {
    const pairings = parsePairings(CSV_ROUND, 1);
    const written = parsePairings(resultsXml(null, pairings, 4, results), 4);
    expect(written.map((p) => [p.board, p.black.name, p.black.rank, p.white.name, p.result, p.clockResult])).toEqual([
      [1, 'Lee, Sedol', '9P', 'Cho "the Elder" Hunhyun', 'RESULT_BLACKWINS', undefined],
      [2, 'Zoé Müller', '3D', '李 昌镐', 'RESULT_UNKNOWN', 'W+3.5'],
      [3, 'A & B', '1K', '<i>C</i> -', 'RESULT_WHITEWINS_BYDEF', undefined],
    ]);
    // What OpenGotha needs to open it whole (its 3.51.02 source): dataVersion 201, no empty first name, no empty rank.
    const xml = resultsXml(null, pairings, 4, results);
    expect(xml).toContain('<Tournament dataVersion="201">');
    expect(xml).not.toMatch(/firstName=""|rank=""/);
    const csv = resultsCsv(pairings, results.concat([{ board: 9, clock: '0', director: null }]), 4);
    expect(csv.split('\n')[2]).toBe('2,Zoé Müller,3D,李昌镐,9D,W+3.5,no,W+3.5,4');
    const read = (text: string) => readResultsCsv(text, pairings, 4);
    expect(read(csv)).toEqual(results.concat([{ board: 9, clock: '0', director: null }]));
    expect(refusal(() => read(csv.replace('W+3.5,no', 'W+3.5,maybe')))).toBe('line 3: confirmed must be yes or no (got "maybe")');
    expect(refusal(() => read(csv.replace('W+3.5,no,W+3.5', 'W+3.5,no,B+0')))).toMatch(/^line 3: clock a margin must be/);
    expect(refusal(() => read('board,black\n'))).toMatch(/^line 1: not a results file of the hall/);
  });

  it('takes back a kept result only for its round and its players, and refuses another in one line', () => {
    const pairings = parsePairings(CSV_ROUND, 1);
    const round3 = resultsCsv(pairings, [{ board: 2, clock: 'W+3.5', director: null }], 3);
    expect(refusal(() => readResultsCsv(round3, pairings, 4))).toBe('line 2: a result of round 3, and the hall runs round 4');
    // A file without rounds, from before they were written, is tied to its players alone.
    const roundless = round3.replace(',round\n', '\n').replace(/,3$/gm, '');
    expect(readResultsCsv(roundless, pairings, 4)).toEqual([{ board: 2, clock: 'W+3.5', director: null }]);
    const otherPairings = parsePairings(CSV_ROUND.replace('2,Zoé Müller,3D,李昌镐,9D', '2,Ann Smith,3D,李昌镐,9D'), 1);
    expect(refusal(() => readResultsCsv(roundless, otherPairings, 4))).toBe('line 3: board 2 was Zoé Müller against 李昌镐, and this round pairs Ann Smith against 李昌镐');
  });
});

describe('results in the hall', () => {
  it('come from the clocks’ adverts, are marked the clock’s on the tiles and in the feed until the director confirms them', async () => {
    const pairings = parsePairings(gothaFile(), 1);
    const changes: BoardResult[][] = [];
    const gateway = await startGateway({ tournament: 'open', registered: parseBoards('1-3'), broker: null, mqttPort: 0, httpPort: 0, files: null, now: () => 0, pairings: pairings, resultsChanged: (r) => changes.push(r) });
    gateway.hear('aa:01', advertBytes(1, 1, endedWith('B+R'), 3000));
    gateway.hear('aa:02', advertBytes(2, 1, endedWith('W+3.5'), 3000));
    // A second source claiming board 1 is a conflict: its result is not board 1's.
    gateway.hear('bb:01', advertBytes(1, 9, endedWith('W+R'), 3000));
    const feed = async () => (await (await fetch(gateway.httpUrl + 'feed.json')).json()) as { boards: { board: number; roundResult?: string; confirmed?: boolean }[] };
    expect((await feed()).boards.map((b) => [b.board, b.roundResult, b.confirmed])).toEqual([[1, 'B+R', false], [2, 'W+3.5', false]]);
    const tiles = () => hallTiles(gateway.book.reports().map((report) => ({ report: report, receivedAtMs: 0 })), 0, pairings, gateway.results.all()).sort((a, b) => a.board - b.board);
    // In words, large; beside it, small, that it is the clock's alone.
    expect(tiles().map((t) => [t.board, t.result, t.resultNote, t.classes.includes('unconfirmed')])).toEqual([[1, 'Black wins by resignation', "the clock's", true], [2, 'White wins by 3.5 points', "the clock's", true], [3, '', '', false]]);
    expect(gateway.director('confirm 1')).toBe('board 1: Black wins by resignation, confirmed');
    expect(gateway.director('set 3 B+F')).toBe('board 3: Black wins by forfeit, confirmed');
    expect(tiles().map((t) => [t.board, t.result, t.resultNote, t.marks.includes('WAITING')])).toEqual([[1, 'Black wins by resignation', '', false], [2, 'White wins by 3.5 points', "the clock's", false], [3, 'Black wins by forfeit', '', true]]);
    // A jigo reads as a draw, not as SGF's 0; the director's column tells what a clock that disagrees says, in words too.
    expect(resultLabel({ board: 4, clock: '0', director: null })).toBe("Jigo (draw) (clock's)");
    expect(resultLabel({ board: 4, clock: 'B+R', director: '0' })).toBe('Jigo (draw) (clock says Black wins by resignation)');
    expect((await feed()).boards.map((b) => [b.board, b.roundResult, b.confirmed])).toEqual([[1, 'B+R', true], [2, 'W+3.5', false]]);
    expect(changes).toHaveLength(4);
    // Published retained for the page beside the boards: the last results, once the broker has taken the last publish
    // (a loaded machine may hand a reader the one before first, then this one).
    const reader = mqtt.connect(gateway.brokerUrl);
    const published = new Promise<unknown>((resolve) =>
      reader.on('message', (topic, payload) => topic === 'open/results' && isDeepStrictEqual(JSON.parse(payload.toString()), gateway.results.all()) && resolve(JSON.parse(payload.toString()))),
    );
    await new Promise<void>((resolve) => reader.once('connect', () => resolve()));
    reader.subscribe('open/+');
    expect(await published).toEqual(gateway.results.all());
    await reader.endAsync(true);
    await gateway.close();
  }, 20000);

  it('are written by the hall’s CLI as the director types, a set of files a round, and read back when it restarts', async () => {
    const dir = scratchDir('results-');
    writeFileSync(join(dir, 'round.csv'), CSV_ROUND);
    writeFileSync(join(dir, 'next.csv'), '1,Zoé Müller,3D,"Lee, Sedol",9P\n');
    const base = join(dir, 'open');
    const r1 = base + '.r1';
    // The gateway's name and password given, as a tournament gives them: with none the hall would make its own and
    // keep them in .hall/ of the checkout, and a person's first `npm run hall` would then never print them.
    const args = program('sim/hall/hallCli.ts', '--simulate', '3', '--port', '0', '--mqtt-port', '0', '--username', 'director', '--pairings', join(dir, 'round.csv'), '--results', base + '.xml');
    const env = { ...process.env, HALL_MQTT_PASSWORD: 'a-director-secret' };
    const bad = (extra: string[]) => spawnSync(process.execPath, program('sim/hall/hallCli.ts', '--simulate', '3').concat(extra), { encoding: 'utf8' });
    expect(bad(['--results', base]).stderr).toBe('error: --results needs --pairings FILE: the results go back to the pairing program by its games\n');
    const start = () => spawn(process.execPath, args, { stdio: ['pipe', 'pipe', 'pipe'], env: env });
    let hall = start();
    let out = '';
    const listen = () => hall.stdout.on('data', (data) => (out += data));
    listen();
    const said = async (text: string) => {
      for (let i = 0; i < 200 && !out.includes(text); i++) await new Promise((resolve) => setTimeout(resolve, 50));
      expect(out).toContain(text);
    };
    await said('hall: the page');
    expect(out).not.toContain('credentials were made');
    hall.stdin.write('set 2 W+1.5\nset 2 B+0\n');
    await said('hall: board 2: White wins by 1.5 points, confirmed');
    await said('hall: RESULT a margin must be');
    const roundOne = () => readResultsCsv(readFileSync(r1 + '.csv', 'utf8'), parsePairings(CSV_ROUND, 1), 1);
    expect(roundOne()).toEqual([{ board: 2, clock: null, director: 'W+1.5' }]);
    expect(parsePairings(readFileSync(r1 + '.xml', 'utf8'), 1).map((p) => p.result)).toEqual(['RESULT_UNKNOWN', 'RESULT_WHITEWINS', 'RESULT_UNKNOWN']);
    expect(existsSync(r1 + '.csv.part')).toBe(false);
    // The next round: its pairings from another file, its own files; round 1's stay as they were.
    hall.stdin.write('round 2 nowhere.csv\nround 2 ' + join(dir, 'next.csv') + '\nset 1 B+R\nround 1 ' + join(dir, 'round.csv') + '\nresults\n');
    await said('hall: round 2: the pairings cannot be read, and the hall stays on its round: --pairings nowhere.csv: ENOENT');
    await said('hall: round 2: 1 games paired from ' + join(dir, 'next.csv'));
    await said('hall: board 1: Black wins by resignation, confirmed');
    await said('hall: round 1: 3 games paired from ' + join(dir, 'round.csv') + ', 1 results kept');
    await said('hall: board 2: White wins by 1.5 points, confirmed');
    hall.kill();
    expect(readResultsCsv(readFileSync(base + '.r2.csv', 'utf8'), parsePairings('1,Zoé Müller,3D,"Lee, Sedol",9P\n', 1), 2)).toEqual([{ board: 1, clock: null, director: 'B+R' }]);
    expect(roundOne()).toEqual([{ board: 2, clock: null, director: 'W+1.5' }]);
    // Restarted, the hall has the director's result again.
    out = '';
    hall = start();
    listen();
    await said('hall: the page');
    hall.stdin.write('results\n');
    await said('hall: board 2: White wins by 1.5 points, confirmed');
    hall.kill();
    // A results file that is not one stops the hall before it starts, in one line.
    writeFileSync(r1 + '.csv', 'board,black\n');
    const corrupt = spawnSync(process.execPath, args, { encoding: 'utf8', env: env });
    expect(corrupt.status).toBe(2);
    expect(corrupt.stderr).toMatch(/^error: --results .*open\.r1\.csv: line 1: not a results file of the hall .*\(move it away to start the round's results afresh\)\n$/);
  }, 40000);
});
