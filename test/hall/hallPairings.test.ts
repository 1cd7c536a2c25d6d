// A round's pairings in: OpenGotha's tournament XML (made here in its format, as ExternalDocument.java
// writes it) and a plain CSV; names with accents, CJK, apostrophes, ampersands and markup come through
// whole; a bad file is one clear line; the gateway publishes the pairings and its feed names the players;
// the tiles name them, list a pairing no clock reports as waiting, and mark a clock no pairing names.
import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import mqtt from 'mqtt';
import { parsePairings, parseRound, PairingsError } from '../../sim/hall/pairings';
import { readRound } from '../../sim/hall/hallRounds';
import { createResultBook } from '../../sim/hall/results';
import { startGateway } from '../../sim/hall/gateway';
import { parseBoards } from '../../sim/hall/hallCli';
import { simulateHall } from '../../sim/hall/simulatedHall';
import { hallTiles } from '../../sim/web/page/hallTiles';
import { droppedLine } from '../../sim/hall/directorWords';
import { TEXT_LANGUAGES } from '../../firmware/core/index';
import { wordsIn } from '../../sim/words';
import { gothaFile } from '../helpers/gothaFile';
import { program } from '../helpers/programs';
import { scratchDir } from '../helpers/scratch';

describe('pairings from OpenGotha and from CSV', () => {
  it('reads a round of OpenGotha’s XML, every name whole', () => {
    const round = parsePairings(gothaFile(), 2);
    expect(round.map((p) => [p.board, p.black.name, p.black.rank, p.white.name, p.white.rank])).toEqual([
      [1, '李 昌镐', '9D', "O'Neil D'Arcy", '1K'],
      [2, 'Smith & Sons <b>Bold</b>', '15K', 'van der Berg Anna Maria', '2D'],
      [3, 'Ōta Ken', '5K', 'Müller Zoé', '3D'],
    ]);
  });

  it('finds a game\'s players as OpenGotha does, for every dataVersion (ExternalDocument.java 3.51.02, lines 1190–1204)', () => {
    const file = (dataVersion: string, black: string, white: string) =>
      '<Tournament' + dataVersion + '><Players><Player name="O\'Brien" firstName="Ann &amp; Jo" rank="2K"/><Player name="Müller" firstName="Zoé" rank="3D"/></Players>' +
      '<Games><Game roundNumber="1" tableNumber="1" blackPlayer="' + black + '" whitePlayer="' + white + '"/></Games></Tournament>';
    const names = (xml: string) => parsePairings(xml, 1).map((p) => [p.black.name, p.white.name]);
    // From 201: the key as Player.computeKeyString makes it, spaces out and upper case, whatever the file's spacing.
    expect(names(file(' dataVersion="201"', "O'BRIENANN &amp; JO", 'MÜLLERZOÉ'))).toEqual([["O'Brien Ann & Jo", 'Müller Zoé']]);
    // Missing (read as 200) or 200: the older canonical name, A to Z only; and a key forced to ASCII when that fails.
    expect(names(file('', 'OBRIENANNJO', 'MULLERZOE'))).toEqual([["O'Brien Ann & Jo", 'Müller Zoé']]);
    expect(names(file(' dataVersion="200"', 'OBRIENANNJO', 'MÜLLERZOÉ'))).toEqual([["O'Brien Ann & Jo", 'Müller Zoé']]);
    // A key OpenGotha would not find either: it drops the game, and so the round has none, said in one line.
    expect(() => parsePairings(file('', "O'BRIENANN&amp;JO", 'MULLERZOE'), 1)).toThrow('round 1 has no games (rounds with games: 1); round 1, board 1: OpenGotha finds no player "O\'BRIENANN&JO" for Black, and drops the game (in a file without dataVersion 201, OpenGotha finds a player by the letters A to Z of the name alone)');
  });

  it('reads a CSV with a header, quotes, commas and doubled quotes', () => {
    const csv = 'board,black,black rank,white,white rank\n7,"Lee, Sedol",9P,"Cho ""the Elder"" Hunhyun",9P\n\n3,Zoé Müller,3D,李昌镐,9D\n';
    expect(parsePairings(csv, 1)).toEqual([
      { board: 3, black: { name: 'Zoé Müller', rank: '3D' }, white: { name: '李昌镐', rank: '9D' }, handicap: 0 },
      { board: 7, black: { name: 'Lee, Sedol', rank: '9P' }, white: { name: 'Cho "the Elder" Hunhyun', rank: '9P' }, handicap: 0 },
    ]);
  });

  it('says in one line what is wrong with a bad file', () => {
    const bad = (text: string, round = 1) => {
      try {
        parsePairings(text, round);
      } catch (error) {
        expect(error).toBeInstanceOf(PairingsError);
        return (error as Error).message;
      }
      return 'no error';
    };
    expect(bad(gothaFile(), 3)).toBe('round 3 has no games (rounds with games: 1, 2)');
    expect(bad('<html><body>not a tournament</body></html>')).toBe('not an OpenGotha tournament: no <Tournament> element');
    expect(bad(gothaFile().replace('Ams&amp;', 'Ams&nbsp;'))).toBe('not well-formed XML, line 4, column 32: undefined entity');
    expect(bad(gothaFile().replace('roundNumber="2" tableNumber="3"', 'roundNumber="2" tableNumber="x3"'))).toBe('<Game roundNumber="2" tableNumber="x3">: must be a whole number from 1 to 1000 (got "x3")');
    expect(bad('1,A,1D,B\n')).toBe('line 1: needs 5 fields, board,black,black rank,white,white rank (got 4)');
    expect(bad('x,A,1D,B,2D\n')).toBe('line 1: the board must be a whole number from 1 to 9999 (got "x")');
    expect(bad('1,A,1D,B,2D\n1,C,1D,D,2D\n')).toBe('board 1 is paired twice');
    expect(bad('')).toBe('no pairing in the file');
  });

  it('is checked by the hall’s CLI before it starts: one line and exit 2', () => {
    const dir = scratchDir('pairings-');
    writeFileSync(join(dir, 'round.xml'), gothaFile());
    writeFileSync(join(dir, 'bad.csv'), '1,A,1D\n');
    const run = (args: string[]) => spawnSync(process.execPath, program('sim/hall/hallCli.ts', '--simulate', '3').concat(args), { encoding: 'utf8', timeout: 20000 });
    for (const [args, error] of [
      [['--pairings', join(dir, 'round.xml')], 'error: --pairings ' + join(dir, 'round.xml') + ' is an OpenGotha file: say which round with --round N\n'],
      [['--pairings', join(dir, 'round.xml'), '--round', '5'], 'error: --pairings ' + join(dir, 'round.xml') + ': round 5 has no games (rounds with games: 1, 2)\n'],
      [['--pairings', join(dir, 'bad.csv')], 'error: --pairings ' + join(dir, 'bad.csv') + ': line 1: needs 5 fields, board,black,black rank,white,white rank (got 3)\n'],
      [['--round', '2'], 'error: --round needs --pairings FILE\n'],
    ] as [string[], string][]) {
      const result = run(args);
      expect(result.status, args.join(' ')).toBe(2);
      expect(result.stderr).toBe(error);
    }
  }, 30000);
});

/** The message of what `run` throws (a PairingsError), or 'no error'. */
function refused(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(PairingsError);
    return (error as Error).message;
  }
  return 'no error';
}

describe('OpenGotha’s file read as OpenGotha reads it', () => {
  it('refuses what its XML parser refuses, in one line: a truncated file, an entity declared in a DOCTYPE, one never declared', () => {
    const file = gothaFile();
    expect(refused(() => parsePairings(file.slice(0, file.indexOf('</Games>')), 1))).toMatch(/^not well-formed XML, line \d+, column \d+: unclosed tag: Games$/);
    const laughs = '<!DOCTYPE Tournament [<!ENTITY a "ha"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">]>\n';
    expect(refused(() => parsePairings(file.replace('<Tournament ', laughs + '<Tournament ').replace('<Games>', '<Games>&b;'), 1))).toBe('line 2: a DOCTYPE that declares entities, which an OpenGotha file never has');
    expect(refused(() => parsePairings(file.replace('<Games>', '<Games>&b;'), 1))).toBe('not well-formed XML, line 11, column 10: undefined entity');
  });

  it('takes no <Game> from a comment or a CDATA section', () => {
    const hidden = '<!-- <Game blackPlayer="李昌镐" roundNumber="1" tableNumber="9" whitePlayer="ŌTAKEN"/> --><![CDATA[<Game roundNumber="1" tableNumber="8"/>]]>\n';
    expect(parsePairings(gothaFile({ before: hidden }), 1).map((p) => p.board)).toEqual([1, 2, 3]);
  });

  it('drops a game OpenGotha drops (a name with a sign in a file without dataVersion), and says which and why', () => {
    // OpenGotha 3.51.02 saves without dataVersion and then finds players by A to Z alone: "THOVERTJEAN-FRANÇOIS" is nobody.
    const file = '<Tournament><Players><Player name="Thovert" firstName="Jean-François" rank="5K"/><Player name="Vannier" firstName="Rémi" rank="2D"/><Player name="Rabasse" firstName="Maël" rank="2D"/></Players><Games>' +
      '<Game roundNumber="1" tableNumber="1" blackPlayer="VANNIERRÉMI" whitePlayer="RABASSEMAËL"/><Game roundNumber="1" tableNumber="2" blackPlayer="THOVERTJEAN-FRANÇOIS" whitePlayer="VANNIERRÉMI"/></Games></Tournament>';
    const round = parseRound(file, 1);
    expect(round.pairings.map((p) => [p.board, p.black.name, p.white.name])).toEqual([[1, 'Vannier Rémi', 'Rabasse Maël']]);
    expect(round.dropped).toEqual([{ round: 1, board: 2, side: 'black', key: 'THOVERTJEAN-FRANÇOIS', byLetters: true }]);
    // Told in the director's words, each language's own.
    expect(TEXT_LANGUAGES.map((language) => droppedLine(round.dropped[0], wordsIn(language)))).toEqual([
      '第 1 轮第 2 台：OpenGotha 找不到黑方“THOVERTJEAN-FRANÇOIS”，略去这局（在没有 dataVersion 201 的文件里，OpenGotha 只按姓名中 A 到 Z 的字母找棋手）',
      '第 1 輪第 2 桌：OpenGotha 找不到黑方「THOVERTJEAN-FRANÇOIS」，略去這局（在沒有 dataVersion 201 的檔案裡，OpenGotha 只按姓名中 A 到 Z 的字母找棋手）',
      '第1回戦 2番盤：OpenGotha は黒の選手「THOVERTJEAN-FRANÇOIS」を見つけられず、この対局を除きます（dataVersion 201 のないファイルでは、OpenGotha は名前の A～Z の文字だけで選手を探します）',
      '1라운드 2번 판: OpenGotha에서 흑 "THOVERTJEAN-FRANÇOIS" 선수를 찾을 수 없어 이 대국이 빠집니다 (dataVersion 201이 없는 파일에서는 OpenGotha에서 이름의 A~Z 글자만으로 선수를 찾음)',
      'round 1, board 2: OpenGotha finds no player "THOVERTJEAN-FRANÇOIS" for Black, and drops the game (in a file without dataVersion 201, OpenGotha finds a player by the letters A to Z of the name alone)',
    ]);
    // A bye OpenGotha cannot find is dropped the same way.
    const bye = parseRound(file.replace('</Games>', '</Games><ByePlayers><ByePlayer roundNumber="1" player="RABASSEMAËL"/><ByePlayer roundNumber="1" player="THOVERTJEAN-FRANÇOIS"/></ByePlayers>'), 1);
    expect(bye.byes).toEqual([{ name: 'Rabasse Maël', rank: '2D' }]);
    expect(droppedLine(bye.dropped[1], wordsIn('ja'))).toBe('第1回戦：OpenGotha は抜け番の選手「THOVERTJEAN-FRANÇOIS」を見つけられず、この抜け番を除きます（dataVersion 201 のないファイルでは、OpenGotha は名前の A～Z の文字だけで選手を探します）');
  });

  it('carries each game’s handicap and the round’s bye', () => {
    const round = parseRound(gothaFile({ handicap: 9, bye: true }), 2);
    expect(round.pairings.map((p) => [p.board, p.handicap])).toEqual([[1, 0], [2, 0], [3, 9]]);
    expect(round.byes).toEqual([{ name: 'Müller Zoé', rank: '3D' }]);
    expect(parseRound(gothaFile({ bye: true }), 1).byes).toEqual([]);
  });

  it('never stops the hall on a hostile file: 80,000 unclosed elements are refused in one line, the event loop never held a second', async () => {
    const dir = scratchDir('hostile-');
    for (const [name, text] of [['open.xml', '<Tournament><Games>' + '<Game roundNumber="1" tableNumber="1">'.repeat(80000)], ['tags.xml', '<Tournament><Games>' + '<Game '.repeat(80000)]]) {
      writeFileSync(join(dir, name), text);
      let last = performance.now();
      let longest = 0;
      const timer = setInterval(() => {
        longest = Math.max(longest, performance.now() - last);
        last = performance.now();
      }, 10);
      const error = await readRound(join(dir, name), 1, null).then(() => null, (e: Error) => e);
      clearInterval(timer);
      expect(error?.message, name).toMatch(/^--pairings .*: not well-formed XML, line 1, column \d+: [^\n]+$/);
      expect(longest, name).toBeLessThan(1000);
    }
  }, 30000);
});

describe('CSV pairings', () => {
  it('refuses two players OpenGotha would take for one, in one line', () => {
    expect(refused(() => parsePairings('1,Lee Changho,9D,Cho Hunhyun,9P\n2,Lee Changho,3D,Ōta Ken,5K\n', 1))).toBe(
      "line 2: Lee Changho 3D has the name of line 1's Lee Changho 9D: two players of different ranks OpenGotha would take for one (tell them apart by their names)",
    );
    expect(refused(() => parsePairings('1,Lee Changho,9D,Cho Hunhyun,9P\n2,Ōta Ken,5K,lee  changho,9D\n', 1))).toMatch(/^line 2: lee {2}changho 9D has the name of line 1's Lee Changho 9D: OpenGotha takes them for one player/);
  });
});

describe('a result is a game’s', () => {
  it('is refused for a board the round pairs no game to, in one line naming it', () => {
    const pairings = parsePairings(gothaFile(), 1);
    const book = createResultBook((board) => board <= 10, (board) => pairings.some((p) => p.board === board));
    book.fromClock(9, 'B+R');
    expect(() => book.command('set 9 B+R')).toThrow('board 9: the round pairs no game to it, so it takes no result (is its number right?)');
    expect(() => book.command('confirm 9')).toThrow('board 9: the round pairs no game to it');
    expect(book.command('confirm all')).toBe('0 results confirmed');
    expect(book.command('set 3 B+R')).toBe('board 3: Black wins by resignation, confirmed');
  });
});

describe('pairings in the hall', () => {
  it('are published beside the boards, named in the feed, and on the tiles: waiting, and not paired', async () => {
    const pairings = parsePairings(gothaFile(), 1);
    let virtual = 0;
    // Clocks on boards 1, 2 and 4: board 3 is paired but silent, board 4 reports but is paired to no game.
    const gateway = await startGateway({ tournament: 'open', registered: parseBoards('1-4'), broker: null, mqttPort: 0, httpPort: 0, files: null, now: () => virtual, pairings: pairings });
    const hall = simulateHall(4, (source, data, at) => {
      virtual = at;
      if (source !== 'sim:3') gateway.hear(source, data);
    });
    hall.runUntil(3000);
    const feed = (await (await fetch(gateway.httpUrl + 'feed.json')).json()) as { boards: { board: number; black?: { name: string } }[]; pairings: unknown[] };
    expect(feed.pairings).toEqual(JSON.parse(JSON.stringify(pairings)));
    expect(feed.boards.map((b) => [b.board, b.black?.name ?? null])).toEqual([[1, 'Müller Zoé'], [2, "O'Neil D'Arcy"], [4, null]]);
    const reader = mqtt.connect(gateway.brokerUrl);
    const published = new Promise<unknown>((resolve) => reader.on('message', (topic, payload) => topic === 'open/pairings' && resolve(JSON.parse(payload.toString()))));
    await new Promise<void>((resolve) => reader.once('connect', () => resolve()));
    reader.subscribe('open/+');
    expect(await published).toEqual(JSON.parse(JSON.stringify(pairings)));
    await reader.endAsync(true);
    const heard = gateway.book.reports().map((report) => ({ report: report, receivedAtMs: 0 }));
    // The pairings' own marks, board by board (a simulated game may be in its overtime too, and comes first then).
    const tiles = hallTiles(heard, 0, pairings).sort((a, b) => a.board - b.board);
    const ownMarks = (marks: string[]) => marks.filter((mark) => mark === 'WAITING' || mark === 'NOT PAIRED');
    expect(tiles.map((t) => [t.board, t.blackPlayer, t.whitePlayer, ownMarks(t.marks)])).toEqual([
      [1, 'Müller Zoé 3D', '李 昌镐 9D', []],
      [2, "O'Neil D'Arcy 1K", 'Smith & Sons <b>Bold</b> 15K', []],
      [3, 'van der Berg Anna Maria 2D', 'Ōta Ken 5K', ['WAITING']],
      [4, '', '', ['NOT PAIRED']],
    ]);
    await gateway.close();
  }, 20000);

  it('tell each board’s handicap and the round’s byes in the feed, and publish the byes beside the boards', async () => {
    const round = parseRound(gothaFile({ handicap: 9, bye: true }), 2);
    const gateway = await startGateway({ tournament: 'open', registered: parseBoards('1-3'), broker: null, mqttPort: 0, httpPort: 0, files: null, now: () => 0, pairings: round.pairings, byes: round.byes });
    const hall = simulateHall(3, (source, data) => gateway.hear(source, data));
    hall.runUntil(2000);
    const feed = (await (await fetch(gateway.httpUrl + 'feed.json')).json()) as { boards: { board: number; handicap?: number }[]; pairings: { handicap: number }[]; byes: unknown };
    expect(feed.boards.map((b) => [b.board, b.handicap])).toEqual([[1, 0], [2, 0], [3, 9]]);
    expect(feed.pairings.map((p) => p.handicap)).toEqual([0, 0, 9]);
    expect(feed.byes).toEqual([{ name: 'Müller Zoé', rank: '3D' }]);
    const reader = mqtt.connect(gateway.brokerUrl);
    const published = new Promise<unknown>((resolve) => reader.on('message', (topic, payload) => topic === 'open/byes' && resolve(JSON.parse(payload.toString()))));
    await new Promise<void>((resolve) => reader.once('connect', () => resolve()));
    reader.subscribe('open/+');
    expect(await published).toEqual([{ name: 'Müller Zoé', rank: '3D' }]);
    await reader.endAsync(true);
    await gateway.close();
  }, 20000);
});
