// What the hall page reads out of codes (sim/web/page/hallReading.ts), in each language as its Go players write
// it: results, ranks and handicaps from the catalogue, and the pieces a name breaks between; and a finished
// game's tile, which tells its result, not its clock's silence.
import { describe, expect, it } from 'vitest';
import { findPreset, newClock, parseSettings, step, TEXT_LANGUAGES, type TextLanguage } from '../../firmware/core/index';
import { advertBytes, readAdvert } from '../../firmware/app/hall/advert';
import { byesWords, handicapWords, namePieces, rankWords, resultWords } from '../../sim/web/page/hallReading';
import { STALE_MS, tileOf } from '../../sim/web/page/hallTiles';
import type { BoardReport } from '../../sim/hall/hallBook';
import { englishWords, wordsIn } from '../../sim/words';

const IN: Record<TextLanguage, ReturnType<typeof wordsIn>> = Object.fromEntries(TEXT_LANGUAGES.map((language) => [language, wordsIn(language)])) as never;
const each = (read: (say: ReturnType<typeof wordsIn>) => string) => TEXT_LANGUAGES.map((language) => read(IN[language]));

describe('the hall page’s reading of codes', () => {
  it('writes a result in words in every language, never as SGF', () => {
    const order = TEXT_LANGUAGES.join(' ');
    expect(order).toBe('zh-Hans zh-Hant ja ko en');
    expect(each((say) => resultWords('W+R', say))).toEqual(['白中盘胜', '白中盤勝', '白中押し勝ち', '백 불계승', 'White wins by resignation']);
    expect(each((say) => resultWords('B+3.5', say))).toEqual(['黑胜3目半', '黑勝3目半', '黒3目半勝ち', '흑 3집반승', 'Black wins by 3.5 points']);
    expect(each((say) => resultWords('W+0.5', say))).toEqual(['白胜半目', '白勝半目', '白半目勝ち', '백 반집승', 'White wins by half a point']);
    expect(each((say) => resultWords('B+12', say))).toEqual(['黑胜12目', '黑勝12目', '黒12目勝ち', '흑 12집승', 'Black wins by 12 points']);
    expect(each((say) => resultWords('B+T', say))).toEqual(['黑超时胜', '黑超時勝', '黒時間切れ勝ち', '흑 시간승', 'Black wins on time']);
    expect(each((say) => resultWords('W+F', say))).toEqual(['白不战而胜', '白不戰而勝', '白不戦勝', '백 부전승', 'White wins by forfeit']);
    expect(each((say) => resultWords('0', say))).toEqual(['和棋', '和棋', '持碁', '무승부', 'Jigo (draw)']);
    for (const language of TEXT_LANGUAGES.slice(0, 4)) for (const result of ['B+R', 'W+T', 'B+F', 'W+7.5', '0']) expect(englishWords(resultWords(result, IN[language])), language + ' ' + result).toEqual([]);
  });

  it('writes ranks as each language does: professional dan apart, Japanese dan in kanji', () => {
    expect(each((say) => [rankWords('9P', say), rankWords('5D', say), rankWords('1K', say), rankWords('12k', say)].join(' / '))).toEqual([
      '职业九段 / 5段 / 1级 / 12级',
      '職業九段 / 5段 / 1級 / 12級',
      'プロ九段 / 五段 / 1級 / 12級',
      '프로 9단 / 5단 / 1급 / 12급',
      '9P / 5D / 1K / 12K',
    ]);
    // A rank the page cannot read is shown as the file wrote it.
    expect(rankWords('', IN.ja)).toBe('');
    expect(rankWords('pro', IN.ja)).toBe('pro');
  });

  it('writes a handicap as each language does, nothing for an even game', () => {
    expect(each((say) => handicapWords(9, say))).toEqual(['让9子', '讓9子', '9子局', '9점 접바둑', 'H9']);
    expect(each((say) => handicapWords(1, say))).toEqual(['让先', '讓先', '定先', '정선', 'no komi']);
    expect(handicapWords(0, IN.en)).toBe('');
  });

  it('lists the round’s byes as each language’s tournaments write them, each player with their rank', () => {
    const byes = [{ name: 'Ann Berg', rank: '5D' }, { name: '井山裕太', rank: '1K' }];
    expect(each((say) => byesWords(byes, say))).toEqual([
      '轮空：Ann Berg 5段、井山裕太 1级',
      '輪空：Ann Berg 5段、井山裕太 1級',
      '不戦（抜け番）：Ann Berg 五段、井山裕太 1級',
      '부전(휴식): Ann Berg 5단, 井山裕太 1급',
      'Bye: Ann Berg 5D, 井山裕太 1K',
    ]);
    expect(byesWords([{ name: 'Bo Lind', rank: '' }], IN.en)).toBe('Bye: Bo Lind');
    expect(byesWords([], IN.en)).toBe('');
  });

  it('breaks a name only between its words: never at a hyphen, never after a particle, the rank with the last word', () => {
    expect(namePieces('Pierre-Emmanuel Van den Berghe', '3D')).toEqual(['Pierre-Emmanuel', 'Van den Berghe 3D']);
    expect(namePieces("O'Brien-Fitzgerald, Ann-Marie", '三段')).toEqual(["O'Brien-Fitzgerald,", 'Ann-Marie 三段']);
    expect(namePieces('Ludwig van Beethoven', '')).toEqual(['Ludwig', 'van Beethoven']);
    expect(namePieces('仲邑 菫', '五段')).toEqual(['仲邑 菫 五段']);
    expect(namePieces('신진서', '프로 9단')).toEqual(['신진서 프로 9단']);
  });
});

describe('a finished game’s tile', () => {
  const settings = parseSettings(findPreset('cn-national'), 'tc', findPreset);
  const started = step(newClock(settings), { type: 'start' }, 0).state;
  const ended = step(step(step(started, { type: 'pause' }, 1000).state, { type: 'end' }, 2000).state, { type: 'result', result: 'W+R' }, 3000).state;
  const heard = (state: typeof started) => ({ report: { board: 5, source: 'aa:05', seq: 1, heardAtMs: 3000, live: readAdvert(advertBytes(5, 1, state, 3000))!.live, result: null, conflict: null, earlier: false } as unknown as BoardReport, receivedAtMs: 3000 });
  const later = 3000 + STALE_MS + 100000;

  it('reads as ended with its result, not as a clock gone silent, once its result is told', () => {
    for (const entry of [{ board: 5, clock: 'W+R', director: 'W+R' }, { board: 5, clock: 'W+R', director: null }]) {
      const tile = tileOf(heard(ended), later, null, new Map([[5, entry]]), IN['zh-Hans']);
      expect(tile.marks).toEqual(['已结束']);
      expect(tile.classes).not.toContain('stale');
      expect(tile.result).toBe('白中盘胜');
    }
    // Without its result it is still a clock to hear, and a running game's silence is always told.
    expect(tileOf(heard(ended), later, null, new Map(), IN.en).marks).toEqual(['ENDED', 'NOT HEARD ' + (later - 3000) / 1000 + ' S']);
    expect(tileOf(heard(started), later, null, new Map([[5, { board: 5, clock: null, director: 'B+F' }]]), IN.en).classes).toContain('stale');
  });

  it('tells beside a result, small, that it is the clock’s, or what a clock that disagrees says', () => {
    const of = (entry: { board: number; clock: string | null; director: string | null }) => tileOf(heard(ended), later, null, new Map([[5, entry]]), IN.ko);
    expect(of({ board: 5, clock: 'W+R', director: null })).toMatchObject({ result: '백 불계승', resultNote: '시계 보고' });
    expect(of({ board: 5, clock: 'W+R', director: 'B+T' })).toMatchObject({ result: '흑 시간승', resultNote: '시계는 백 불계승' });
    expect(of({ board: 5, clock: 'W+R', director: 'W+R' })).toMatchObject({ result: '백 불계승', resultNote: '' });
  });

  it('shows the game’s handicap from the pairings, and ranks in the room’s words', () => {
    const pairing = { board: 5, black: { name: '井山裕太', rank: '9P' }, white: { name: 'Ann Berg', rank: '2K' }, handicap: 9 };
    const tile = tileOf(heard(started), 3000, new Map([[5, pairing]]), new Map(), IN.ja);
    expect([tile.handicap, tile.blackPlayer, tile.whitePlayer]).toEqual(['9子局', '井山裕太 プロ九段', 'Ann Berg 2級']);
  });
});
