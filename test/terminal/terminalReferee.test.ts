// The referee's actions in the terminal clock (`npm start`): a correction typed in pause, the seal, a
// late arrival and the decision after a flag, and the faces they lead to.
import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { findPreset, newClock, parseSettings, step } from '../../firmware/core/index';
import { describeCorrection, parseClockTime, parseCorrection } from '../../sim/terminal/correction';
import { renderScreen } from '../../sim/terminal/screen';
import { tell } from '../../sim/terminal/tell';
import { inEnglish, wordsIn } from '../../sim/words';
import { program } from '../helpers/programs';

const plain = (text: string) => text.replace(/\x1b\[[0-9;?]*[A-Za-z]/g, '');
const settings = parseSettings({ system: 'byoyomi', mainMs: 6900000, periods: 3, periodMs: 60000, lateness: { limitMs: 900000 } }, 'tc', findPreset);

describe('the correction typed in the terminal clock', () => {
  const paused = step(step(newClock(settings), { type: 'start' }, 0).state, { type: 'pause' }, 10000).state;
  const read = (line: string) => parseCorrection(line, paused, inEnglish);
  const time = (text: string) => parseClockTime(text, inEnglish);

  it('reads a side, a field and a value, main time when the field is left out', () => {
    expect(read('b 1:20:00')).toEqual({ side: 'black', mainMs: 4800000 });
    expect(read('W periods 2')).toEqual({ side: 'white', periods: 2 });
    const inPeriods = step(step(newClock(parseSettings({ system: 'byoyomi', mainMs: 1000, periods: 3, periodMs: 60000 }, 'tc', findPreset)), { type: 'start' }, 0).state, { type: 'pause' }, 30000).state;
    expect(parseCorrection('black used 25s', inPeriods, inEnglish)).toEqual({ side: 'black', periodUsedMs: 25000 });
    expect(['1:20:00', '1h20m', '80m', '4800s', '1h19m60s', '0:05:00', '5m', '25s'].map(time)).toEqual([4800000, 4800000, 4800000, 4800000, 4800000, 300000, 300000, 25000]);
  });

  it('refuses a time a referee could read two ways, with an example of each reading', () => {
    expect(() => time('1:20')).toThrow('"1:20" could be 1 h 20 min or 1 min 20 s: write 1:20:00 or 1h20m, or 0:01:20 or 1m20s');
    expect(() => time('25')).toThrow('"25" has no unit: write 25s, 25m or 25h, or h:mm:ss such as 0:00:25');
    for (const bad of ['5:60:00', '1:2', 'h', '', '1h 20m', '-5m']) expect(() => time(bad), bad).toThrow(/is not a time: write h:mm:ss \(1:20:00\) or with units/);
  });

  it('shows a correction before → after, in the faces’ times', () => {
    expect(describeCorrection(paused, read('b 1h20m'), inEnglish)).toBe("Black's main time 1:54:50 -> 1:20:00");
    expect(describeCorrection(paused, read('w periods 2'), inEnglish)).toBe("White's periods left 3 -> 2");
  });

  it('says what is wrong, naming the field, within the bounds the device’s referee menu gives the same item', () => {
    expect(() => read('x 1:00')).toThrow(/^"x" is not a side: start with b \(Black\) or w \(White\)/);
    expect(() => read('b minutes 5')).toThrow(/"minutes" is not one of main, periods, used, moves, block/);
    expect(() => read('b 1:2')).toThrow(/"1:2" is not a time/);
    expect(() => read('b 1:20')).toThrow(/could be 1 h 20 min or 1 min 20 s/);
    expect(() => read('w periods 99')).toThrow(/^White · periods must be from 1 to 60$/);
    expect(() => read('b 11h')).toThrow(/^Black · main time must be from 0:00 to 10:00:00$/);
    expect(() => read('w moves 3')).toThrow(/^White · moves left in the block is not a correction this clock offers now$/);
    // Black is on move in main time: no period is under way to correct.
    expect(() => read('b used 25s')).toThrow(/^Black · time used in the period is not a correction/);
  });

  it('refuses in the terminal’s language, with no code word', () => {
    expect(() => parseCorrection('w periods 99', paused, wordsIn('ja'))).toThrow('白 · 残りの秒読み回数は 1〜60 にしてください');
    expect(() => parseCorrection('w moves 3', paused, wordsIn('zh-Hans'))).toThrow('此时计时钟没有可更正的“白方 · 本段剩余手数”');
  });

  it('tells the correction and the decision in words, with times as the faces show them', () => {
    const paused = step(step(newClock(settings), { type: 'start' }, 0).state, { type: 'pause' }, 10000).state;
    const adjust = step(paused, { type: 'adjust', side: 'black', mainMs: 4800000 }, 11000).events[0];
    expect(tell(adjust, settings, 'en', inEnglish).notice).toBe("Corrected Black's main time 1:54:50 -> 1:20:00. Space resumes.");
    expect(tell({ at: 1, type: 'flag', side: 'black' }, settings, 'en', inEnglish).notice).toBe('BLACK ran out of time. e: lost, p: count it as a pass and go on, v: void the flag.');
    expect(tell({ at: 1, type: 'end', side: 'white', reason: 'late' }, settings, 'en', inEnglish).notice).toBe('WHITE lost by lateness. n starts a new game, q quits.');
  });

  it('describes a face’s overtime by the periods left once the referee corrected them', () => {
    const paused = step(step(newClock(settings), { type: 'start' }, 0).state, { type: 'pause' }, 10000).state;
    const corrected = step(paused, Object.assign({ type: 'adjust' as const }, parseCorrection('w periods 2', paused, inEnglish)), 11000).state;
    const faces = plain(renderScreen(corrected, 11000, [], { title: 't', leftSide: 'black', legend: [], notice: '', say: inEnglish, columns: 80, rows: 24 }))
      .split('\n')
      .filter((line) => line.includes('main time, then'));
    expect(faces).toHaveLength(1);
    expect(faces[0]).toMatch(/main time, then 3 x 60 s .*│  │ main time, then 2 x 60 s /);
  });

  it('shows who lost and how on both faces once the game is over, and a seal’s pause as SEALED', () => {
    const quick = parseSettings({ system: 'absolute', mainMs: 2000 }, 'tc', findPreset);
    const ended = step(step(newClock(quick), { type: 'start' }, 0).state, { type: 'end' }, 3000).state;
    const screen = plain(renderScreen(ended, 3000, [], { title: 't', leftSide: 'black', legend: [], notice: '', say: inEnglish, columns: 80, rows: 24 }));
    expect([screen.includes('LOST on time'), screen.includes('WON on time')]).toEqual([true, true]);
    const sealed = step(step(newClock(settings), { type: 'start' }, 0).state, { type: 'seal' }, 3000).state;
    const sealedScreen = plain(renderScreen(sealed, 3000, [], { title: 't', leftSide: 'black', legend: [], notice: '', say: inEnglish, columns: 80, rows: 24 }));
    expect(sealedScreen).toMatch(/WHITE \(right\) +‖ SEALED, RUNS NEXT/);
  });
});

/** Runs `npm start` with keys typed one by one, `gapMs` apart; resolves with everything it printed. */
function typeInto(args: string[], keys: string[], gapMs: number): Promise<string> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, program('sim/terminal/main.ts', '--mute', '--text', 'en').concat(args), { stdio: ['pipe', 'pipe', 'pipe'] });
    let out = '';
    let i = -1;
    const next = () => {
      if (i === keys.length) return child.stdin.write('q');
      child.stdin.write(keys[i++]);
      setTimeout(next, gapMs);
    };
    child.stdout.on('data', (chunk) => {
      out += chunk;
      // Type once the first screen is drawn, as a person would.
      if (i < 0) {
        i = 0;
        next();
      }
    });
    child.stderr.on('data', (chunk) => (out += chunk));
    child.on('close', () => resolve(plain(out)));
  });
}

describe('the terminal clock, driven by its keys', () => {
  it('takes the referee’s correction in pause, then the seal, and ends a game on a flag as lost', async () => {
    const out = await typeInto(['--time-control', '{"system":"byoyomi","mainMs":6900000,"periods":3,"periodMs":60000}'],
      ['l', ' ', 'c', ...'b 1:20:00', '\r', '\r', 's'], 60);
    // Shown before → after first; the second Enter applies it.
    expect(out).toMatch(/Correct Black's main time 1:5[45]:\d\d -> 1:20:00\? Enter applies, Esc cancels\./);
    expect(out).toMatch(/Corrected Black's main time 1:5[45]:\d\d -> 1:20:00/);
    expect(out).toMatch(/Move 1 sealed: the clock stopped with White to play/);
    expect(out).toContain('SEALED, RUNS NEXT');
    const flagged = await typeInto(['--time-control', '{"system":"absolute","mainMs":1000}'], ['l', '', '', '', 'e'], 400);
    expect(flagged).toContain('BLACK ran out of time. e: lost.');
    expect(flagged).toContain('BLACK lost on time.');
    expect(flagged).toContain('LOST on time');
  }, 30000);

  it('asks before e ends or n abandons a game in progress; any other key goes on', async () => {
    const out = await typeInto([], ['l', 'e', 'x', 'n', 'n'], 150);
    expect(out).toContain('End the game? Press e again to confirm, any other key to go on.');
    expect(out).toContain('Abandon this game and start a new one? Press n again to confirm');
    expect(out).not.toContain('Game over.');
    // The new game: the notice of a clock not started yet.
    expect(out.slice(out.lastIndexOf('Abandon'))).toContain('Press a player button to start the opponent');
  }, 30000);

  it('refuses a correction while the clock runs, and a bad one in words', async () => {
    const out = await typeInto([], ['l', 'c', ' ', 'c', ...'b 99:00:00', '\r', '\x1b', 'c', ...'b 1:20', '\r', '\x1b'], 60);
    expect(out).toContain('Corrections are made while paused: space pauses.');
    expect(out).toContain('Black · main time must be from 0:00 to 10:00:00');
    expect(out).toContain('"1:20" could be 1 h 20 min or 1 min 20 s');
    expect(out).not.toContain('Corrected');
  }, 30000);
});
