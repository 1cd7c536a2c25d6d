// The terminal clock's screen fits the terminal: 80×24 at least, growing with it.
import { describe, expect, it } from 'vitest';
import { findPreset, newClock, parseSettings, PRESETS, runTo, step } from '../../firmware/core/index';
import { flagAfterMs } from '../helpers/helpers';
import { renderScreen, type Caption } from '../../sim/terminal/screen';
import { refusalText } from '../../sim/terminal/refusals';
import { keyLegend } from '../../sim/terminal/keys';
import { inEnglish, wordsIn } from '../../sim/words';
import { legendLines, wrap } from '../../sim/terminal/lineBreak';
import { TEXT_LANGUAGES } from '../../firmware/core/index';

const plain = (text: string) => text.replace(/\x1b\[[0-9;]*[A-Za-z]/g, '');
const cells = (line: string) => Array.from(plain(line)).reduce((n, ch) => n + (/[\u2e80-\u9fff\uff00-\uffef]/.test(ch) ? 2 : 1), 0);

function screen(columns: number, rows: number, captions: Caption[] = []): string[] {
  // 1:55:00 of main time, the widest figure, with the clock running.
  const state = step(newClock(parseSettings('cn-national', 'p', findPreset)), { type: 'start' }, 1000).state;
  const notice = 'Press a player button to start the opponent’s clock (White presses first: Black’s clock runs).';
  return renderScreen(state, 1000, captions, { title: 'Go clock — cn-national', leftSide: 'black', legend: keyLegend(inEnglish), notice: notice, say: inEnglish, columns: columns, rows: rows }).split('\n');
}

describe('the terminal clock screen', () => {
  it('fits 80×24: no line wider, no more lines, and both faces keep their borders', () => {
    const lines = screen(80, 24);
    expect(lines.length).toBeLessThanOrEqual(24);
    for (const line of lines) expect(cells(line), plain(line)).toBeLessThanOrEqual(80);
    const faces = lines.filter((l) => plain(l).startsWith('│') || plain(l).startsWith('┃'));
    expect(faces.length).toBe(9);
    for (const line of faces) expect(plain(line)).toMatch(/^[│┃].{37}[│┃]  [│┃].{37}[│┃]$/u);
  });

  it('says what it needs below 80×24, in the room there is, instead of wrapping into garbage', () => {
    const lines = screen(60, 10);
    expect(lines.length).toBeLessThanOrEqual(10);
    for (const line of lines) expect(cells(line)).toBeLessThanOrEqual(60);
    expect(plain(lines.join(' '))).toMatch(/needs 80×24 characters; this terminal is 60×10\. Enlarge it/);
    expect(plain(screen(80, 23).join(' '))).toContain('this terminal is 80×23');
  });

  it('grows with the terminal: wider faces, square digits, and captions in the free height, stamped in game time', () => {
    const captions: Caption[] = [];
    for (let i = 0; i < 30; i++) captions.push({ at: 1000 + i * 60000, side: 'black', call: 'main:' + i, text: 'call ' + i });
    const lines = screen(140, 40, captions);
    expect(lines.length).toBeLessThanOrEqual(40);
    for (const line of lines) expect(cells(line)).toBeLessThanOrEqual(140);
    expect(plain(lines[2]).indexOf('┓')).toBe(61);
    const shown = lines.filter((l) => /call \d+/.test(plain(l)));
    expect(shown.length).toBeGreaterThan(15);
    // The last caption, 29 minutes after the game started.
    expect(plain(shown[shown.length - 1])).toMatch(/^ +29:00 +Black +call 29/);
  });
});

describe('the key legend and the notices, in every language', () => {
  it.each(TEXT_LANGUAGES)('%s: fit 80×24 with the longest notice, each key whole on a line, no punctuation orphaned', (language) => {
    const say = wordsIn(language);
    const state = step(newClock(parseSettings('cn-national', 'p', findPreset)), { type: 'start' }, 1000).state;
    const notice = say('term.start') + ' ' + say('term.noSound');
    const lines = renderScreen(state, 1000, [], { title: say('term.title', { title: 'cn-national' }), leftSide: 'black', legend: keyLegend(say), notice: notice, say: say, columns: 80, rows: 24 }).split('\n').map(plain);
    expect(lines.length).toBeLessThanOrEqual(24);
    for (const line of lines) expect(cells(line), line).toBeLessThanOrEqual(80);
    const shown = lines.slice(-4);
    for (const entry of keyLegend(say).flat()) expect(shown.some((line) => line.includes(entry)), entry).toBe(true);
    for (const line of lines.slice(16)) {
      expect(line.trim(), line).not.toMatch(/^[)）」』、。，．：；！？]/);
      expect(line.trim(), line).not.toMatch(/[(（「『]$/);
    }
  });

  it('breaks CJK text between characters but never before closing or after opening punctuation, and Korean only at spaces', () => {
    // 16 cells hold "r：結果（終局後" but not its closing bracket, which goes down with the character before it.
    expect(wrap('r：結果（終局後）', 16)).toEqual(['r：結果（終局', '後）']);
    expect(wrap('今日は（良い）天気です。', 10)).toEqual(['今日は（良', 'い）天気で', 'す。']);
    expect(wrap('왼쪽 / 오른쪽 대국자가 남은 시간 확인', 20)).toEqual(['왼쪽 / 오른쪽', '대국자가 남은 시간', '확인']);
    expect(wrap('Correct: b 1:20:00▏  (b|w', 80)).toEqual(['Correct: b 1:20:00▏  (b|w']);
    expect(legendLines([['a: one', 'b: two'], ['c: three']], 15)).toEqual(['a: one   b: two', 'c: three']);
    expect(legendLines([['a: one', 'b: two'], ['c: three']], 14)).toEqual(['a: one', 'b: two', 'c: three']);
  });
});

describe('every time system on the terminal faces', () => {
  it.each(PRESETS.map((p) => p.name))('%s: the words under each face fit it, in main time and near the flag', (name) => {
    const settings = parseSettings(name, 'p', findPreset);
    const started = step(newClock(settings), { type: 'start' }, 0).state;
    // One move each, then Black runs to one second before its flag (overtime, a delay, an extension, a stage), and to it.
    const moved = step(step(started, { type: 'press', side: 'black' }, 2000).state, { type: 'press', side: 'white' }, 4000).state;
    let flagAt = 0;
    runTo(moved, 4000 + 2 * flagAfterMs(settings.black), (e) => (flagAt = e.type === 'flag' ? e.at : flagAt));
    for (const [state, at] of [[started, 0], [moved, flagAt - 1000], [moved, flagAt]] as const) {
      const lines = renderScreen(state, at, [], { title: name, leftSide: 'black', legend: [], notice: '', say: inEnglish, columns: 80, rows: 24 }).split('\n');
      const faces = lines.map(plain).filter((l) => /^[│┃]/.test(l));
      // The last line in each face is its words: at least one blank before the border, so nothing was cut.
      const words = faces[faces.length - 1];
      expect(words, words).toMatch(/^[│┃] .*\S.* [│┃]  [│┃] .*\S.* [│┃]$/u);
      expect(words.slice(0, 39), words).toMatch(/ [│┃]$/u);
    }
  });
});

describe('refusals in words', () => {
  it('says who and why, never a code', () => {
    const state = step(newClock(parseSettings('fast-10s', 'p', findPreset)), { type: 'start' }, 0).state;
    const press = step(state, { type: 'press', side: 'white' }, 100).events[0];
    expect(press.type === 'rejected' && refusalText(press, inEnglish)).toBe('Press refused: it is not White’s turn.');
    const pass = step(state, { type: 'timeoutPass' }, 100).events[0];
    expect(pass.type === 'rejected' && refusalText(pass, inEnglish)).toBe('Counting the time-out as a pass refused: no flag is waiting for a decision.');
  });
});
