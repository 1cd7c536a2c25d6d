// Setup, corrections and decisions with the two player buttons, on the built firmware.
import { describe, expect, it } from 'vitest';
import { actionEdges, bootFirmware, GAME_ORIGIN_MS } from '../../sim/espruino/firmwareRun';
import type { FakeEspruino } from '../../sim/espruino/fake';
import { newClock, parseSettings, findPreset, startingMainMs, step, type ClockState } from '../../firmware/core/index';
import { clockStep, clockText, menuGesture, menuFace, openMenu, type MenuGesture, type MenuKey, type MenuState } from '../../firmware/app/menus/menus';
import { gestures, showsText, savedSettingsOf } from '../helpers/firmwareHelpers';

function state(fake: FakeEspruino): ClockState {
  return fake.console('clock.state()') as ClockState;
}

describe('setup on the clock (two buttons)', () => {
  it('picks a preset and saves it in flash', () => {
    const fake = bootFirmware({ preset: 'cn-national' });
    // Long hold opens setup at PRESET; edit, step forward to the third preset (fast-30s), confirm, walk to SAVE.
    let t = gestures(fake, 1000, 'LL R R R RH');
    fake.runUntil(t);
    const items = 16; // PRESET, SYSTEM, MAIN, PERIODS, PERIOD S, ODDS, RULES, BLACK, VOLUME, SOUND, MAIN CALLS, LANGUAGE, TEXT, COUNT, MOVE NO., BOARD (Jolt.js), SAVE
    t = gestures(fake, t, Array(items).fill('L').join(' ') + ' R');
    fake.runUntil(t + 500);
    expect(state(fake).settings.black).toMatchObject({ system: 'byoyomi', mainMs: 600000, periods: 3, periodMs: 30000 });
    expect(savedSettingsOf(fake)).toMatchObject({ preset: 'fast-30s' });
  });

  it('edits main time digit by digit, the periods, the rules and which side is Black', () => {
    const fake = bootFirmware({ preset: 'cn-national' });
    // SYSTEM (L), MAIN (L): edit; hours 1 -> 2 (R), confirm. PERIODS (L): 5 -> 3 (L L), confirm.
    // PERIOD S, ODDS (L L), RULES (L): 1988 (R R RH). BLACK (L): RIGHT (R R RH). Then past BOARD to SAVE and do it.
    const script = 'LL L L R R RH L R L L RH L L L R R RH L R R RH L L L L L L L L L R';
    fake.runUntil(gestures(fake, 1000, script) + 500);
    const s = state(fake);
    expect(s.settings.black).toMatchObject({ mainMs: (2 * 3600 + 55 * 60) * 1000, periods: 3, periodMs: 60000 });
    expect(s.settings.rules).toBe('1988');
    expect(savedSettingsOf(fake)).toMatchObject({ blackButton: 'right' });
  });

  it('sets time odds: a different time control for White', () => {
    const fake = bootFirmware({ preset: 'cn-national' });
    // To ODDS (5 x L), DIFFERENT (R R RH); then W SYSTEM (L), W MAIN (L): edit (R), hours 1 -> 0 (L), confirm.
    const toWhiteMain = 'LL L L L L L R R RH L L R L RH';
    // W PERIODS, W PERIOD S, RULES, BLACK, VOLUME, SOUND, MAIN CALLS, LANGUAGE, TEXT, COUNT, MOVE NO., BOARD, SAVE.
    fake.runUntil(gestures(fake, 1000, toWhiteMain + ' L L L L L L L L L L L L L R') + 500);
    const s = state(fake).settings;
    expect(startingMainMs(s.black)).toBe(115 * 60000);
    expect(startingMainMs(s.white)).toBe(55 * 60000);
  });

  it('picks another system and edits its own fields: Fischer with a 30 s increment', () => {
    const fake = bootFirmware({ preset: 'cn-national' });
    // SYSTEM (L): edit, BYO-YOMI -> SUDDEN -> MOVES -> FISCHER (R R R), confirm. INCREMENT (L L): edit 0:00:10,
    // to the tens of seconds (LH x3), 1 -> 3 (R R), confirm. Then past CAP, ODDS, RULES, BLACK, VOLUME, SOUND,
    // MAIN CALLS, LANGUAGE, TEXT, COUNT, MOVE NO. and BOARD to SAVE (13 x L), and do it.
    const script = 'LL L R R R R RH L L R LH LH LH R R RH' + ' L'.repeat(13) + ' R';
    fake.runUntil(gestures(fake, 1000, script) + 500);
    expect(state(fake).settings.black).toMatchObject({ system: 'fischer', mainMs: 115 * 60000, incrementMs: 30000 });
    expect(state(fake).settings.black).not.toHaveProperty('maxMs');
  });

  it('stays where it is when both buttons are pressed together inside it', () => {
    const fake = bootFirmware({ preset: 'cn-national' });
    fake.runUntil(gestures(fake, 1000, 'LL L L C') + 300);
    // Jolt.js's setup has 19 items: BOARD before SAVE, BLUETOOTH after it.
    expect(showsText(fake.displays.left, 'SETUP 3/19')).toBe(true);
  });

  it('cannot be opened while the game runs: a long hold pauses, a tap on the idle button does nothing', () => {
    const fake = bootFirmware({ preset: 'cn-national' });
    actionEdges(fake, { at: 0, do: 'start' });
    fake.runUntil(GAME_ORIGIN_MS + 1000);
    fake.runUntil(gestures(fake, GAME_ORIGIN_MS + 2000, 'R') + 200);
    expect(state(fake)).toMatchObject({ phase: 'running', move: 1 });
    expect(startingMainMs(state(fake).settings.black)).toBe(115 * 60000);
  });
});

describe('corrections in pause', () => {
  it('sets Black’s main time to 1:20:00 in well under 60 s of button work, recorded with old and new values', () => {
    const fake = bootFirmware({ preset: 'cn-national' });
    actionEdges(fake, { at: 0, do: 'start' });
    actionEdges(fake, { at: 10000, do: 'pause' });
    fake.runUntil(GAME_ORIGIN_MS + 11000);
    expect(state(fake).black.mainMs).toBe(115 * 60000 - 10000); // 1:54:50
    // Chord: referee menu at RESUME. L: B MAIN. R: edit 1:54:50, the cursor on the hours. Hold L: tens of
    // minutes, 5 -> 2 (L L L); hold L: minutes, 4 -> 0 (L x4); hold L: tens of seconds, 5 -> 0 (R, as
    // they wrap at 6); hold R to confirm; hold L to leave.
    const start = GAME_ORIGIN_MS + 12000;
    const script = 'C L R LH L L L LH L L L L LH R RH LH';
    // Before the editor moved digits both ways, this took 17 gestures.
    expect(script.split(' ').length).toBeLessThan(17);
    const end = gestures(fake, start, script);
    fake.runUntil(end + 500);
    expect(end - start).toBeLessThan(60000);
    expect(state(fake)).toMatchObject({ phase: 'paused', black: { mainMs: 80 * 60000 } });
    const record = fake.consoleOutput('clock.record()').trim().split('\n').map((l) => JSON.parse(l));
    expect(record.filter((e) => e.type === 'adjust')).toEqual([
      { at: expect.any(Number), type: 'adjust', side: 'black', changes: [{ field: 'mainMs', from: 115 * 60000 - 10000, to: 80 * 60000 }] },
    ]);
  });

  it('restarts a misread count: the time already used in the period', () => {
    const fake = bootFirmware({ timeControl: { system: 'byoyomi', mainMs: 0, periods: 1, periodMs: 60000 } });
    actionEdges(fake, { at: 0, do: 'start' });
    actionEdges(fake, { at: 20000, do: 'pause' });
    fake.runUntil(GAME_ORIGIN_MS + 21000);
    // Referee menu: B MAIN, B PERIODS, B USED S (L L L); edit 20 -> 25 (R x5); confirm; RESUME is item 1: L x? -> use hold L then MODE.
    fake.runUntil(gestures(fake, GAME_ORIGIN_MS + 22000, 'C L L L R R R R R R RH LH') + 300);
    expect(state(fake).black.periodUsedMs).toBe(25000);
  });

  it('seals from the referee menu, and marks a late arrival', () => {
    const fake = bootFirmware({ timeControl: { system: 'byoyomi', mainMs: 3600000, periods: 1, periodMs: 60000, lateness: { limitMs: 900000 } } });
    actionEdges(fake, { at: 0, do: 'start' });
    actionEdges(fake, { at: 300000, do: 'pause' });
    fake.runUntil(GAME_ORIGIN_MS + 301000);
    // Items: RESUME, B MAIN, B PERIODS, W MAIN, W PERIODS, SEAL, LATE B, LATE W, END, EXIT (no USED S in main time).
    fake.runUntil(gestures(fake, GAME_ORIGIN_MS + 302000, 'C L L L L L L R') + 300);
    expect(state(fake).black).toMatchObject({ usedMs: 300000 });
    expect(state(fake).settings.rules).toBe('later');
    const arrive = fake.consoleOutput('clock.record()').trim().split('\n').map((l) => JSON.parse(l)).find((e) => e.type === 'arrive');
    expect(arrive).toMatchObject({ side: 'black', lateMs: expect.any(Number), chargedMs: expect.any(Number) });
    fake.runUntil(gestures(fake, GAME_ORIGIN_MS + 320000, 'C L L L L L R') + 300);
    expect(state(fake)).toMatchObject({ phase: 'paused', onMove: 'white' });
  });
});

describe('the time editor', () => {
  const H = 3600;
  it('moves each digit both ways, wrapping within the digit and never past the most', () => {
    // [value, cursor, max, direction, expected]: h, tens of minutes, minutes, tens of seconds, seconds.
    const table: [number, number, number, number, number][] = [
      [6890, 1, 86399, -1, 6890 - 600],
      [6890, 1, 86399, 1, 6890 - 3000],
      [H + 5 * 600 + 4 * 60 + 50, 3, 86399, 1, H + 5 * 600 + 4 * 60],
      [H + 50, 3, 86399, -1, H + 40],
      [0, 3, 86399, -1, 50],
      [0, 4, 86399, -1, 9],
      [9, 4, 86399, 1, 0],
      [0, 0, 86399, -1, 9 * H],
      // A block of at most 2 h: the hours go 0, 1, 2 and round; down from 0 lands on 2.
      [0, 0, 2 * H, -1, 2 * H],
      [2 * H, 0, 2 * H, 1, 0],
      [H + 1800, 0, 2 * H, 1, 1800],
    ];
    for (const [value, cursor, max, direction, expected] of table) expect([value, cursor, direction, clockStep(value, cursor, max, direction)]).toEqual([value, cursor, direction, expected]);
  });

  it('shows the hours even when they are 0, so each digit keeps its place', () => {
    expect([clockText(0), clockText(9), clockText(599), clockText(3599), clockText(6890)]).toEqual(['0:00:00', '0:00:09', '0:09:59', '0:59:59', '1:54:50']);
  });

  it('always marks the digit under edit; a hold of L moves it, a 3 s hold cancels, a hold of R confirms', () => {
    let clock = newClock(parseSettings({ system: 'byoyomi', mainMs: 3000000, periods: 3, periodMs: 30000 }, 'tc', findPreset));
    clock = step(step(clock, { type: 'start' }, 0).state, { type: 'pause' }, 10000).state;
    let menu: MenuState | null = openMenu('referee', null);
    const press = (key: MenuKey, gesture: MenuGesture = 'tap') => {
      const result = menuGesture(menu!, clock, key, gesture);
      menu = result.state;
      return result.effect.inputs;
    };
    press('left');
    press('right');
    expect(menuFace(menu!, clock)).toMatchObject({ item: 'B MAIN', shown: '0:49:50', editAt: 0 });
    const cursors: number[] = [];
    for (let i = 0; i < 5; i++) {
      press('left', 'hold');
      cursors.push(menuFace(menu!, clock).editAt);
    }
    expect(cursors).toEqual([2, 3, 5, 6, 0]);
    press('right');
    expect(menuFace(menu!, clock).shown).toBe('1:49:50');
    press('left', 'long');
    expect(menuFace(menu!, clock)).toMatchObject({ shown: '0:49:50', editAt: -1 });
    press('right');
    press('left', 'hold');
    press('left');
    expect(press('right', 'hold')).toEqual([{ type: 'adjust', side: 'black', mainMs: (39 * 60 + 50) * 1000 }]);
  });
});

describe('the referee menu offers only corrections the rules allow', () => {
  function labels(clock: ClockState, kind: 'referee' | 'flag' = 'referee'): string[] {
    let menu = openMenu(kind, null);
    const out: string[] = [];
    for (;;) {
      const label = menuFace(menu, clock).item;
      if (out.indexOf(label) >= 0) return out;
      out.push(label);
      menu = menuGesture(menu, clock, 'left', 'tap').state!;
    }
  }
  const paused = (mainMs: number, pressAt: number | null) => {
    let clock = newClock(parseSettings({ system: 'byoyomi', mainMs: mainMs, periods: 3, periodMs: 30000 }, 'tc', findPreset));
    clock = step(clock, { type: 'start' }, 0).state;
    if (pressAt !== null) clock = step(clock, { type: 'press', side: 'black' }, pressAt).state;
    return step(clock, { type: 'pause' }, 20000).state;
  };

  it('USED S only for the side on move in byo-yomi', () => {
    expect(labels(paused(0, null)).filter((l) => l.endsWith('USED S'))).toEqual(['B USED S']);
    expect(labels(paused(0, 1000)).filter((l) => l.endsWith('USED S'))).toEqual(['W USED S']);
    expect(labels(paused(60000, null)).filter((l) => l.endsWith('USED S'))).toEqual([]);
  });

  it('after a lateness forfeit, only LOST: no pass and no void (later Art. 22.5)', () => {
    let clock = newClock(parseSettings({ system: 'byoyomi', mainMs: 0, periods: 1, periodMs: 30000, lateness: { limitMs: 1000 } }, 'tc', findPreset));
    clock = step(step(clock, { type: 'start' }, 0).state, { type: 'arrive', side: 'black' }, 2000).state;
    expect(labels(clock, 'flag')).toEqual(['LOST', 'EXIT']);
    const timedOut = step(step(newClock(clock.settings), { type: 'start' }, 0).state, { type: 'tick' }, 30000).state;
    expect(labels(timedOut, 'flag')).toEqual(['LOST', 'PASS', 'VOID FLAG', 'EXIT']);
  });
});

describe('after a flag', () => {
  function flagged() {
    const fake = bootFirmware({ timeControl: { system: 'byoyomi', mainMs: 0, periods: 1, periodMs: 10000 } });
    actionEdges(fake, { at: 0, do: 'start' });
    fake.runUntil(GAME_ORIGIN_MS + 11000);
    expect(state(fake)).toMatchObject({ phase: 'flagged', flagged: 'black' });
    return fake;
  }

  it('the referee counts the time-out as a pass (later rules)', () => {
    const fake = flagged();
    fake.runUntil(gestures(fake, GAME_ORIGIN_MS + 12000, 'LL L R') + 300);
    expect(state(fake)).toMatchObject({ phase: 'running', onMove: 'white', move: 2 });
  });

  it('the referee voids the flag', () => {
    const fake = flagged();
    fake.runUntil(gestures(fake, GAME_ORIGIN_MS + 12000, 'LL L L R') + 300);
    expect(state(fake)).toMatchObject({ phase: 'running', onMove: 'white', black: { periods: 1 } });
  });

  it('the referee declares the game lost', () => {
    const fake = flagged();
    fake.runUntil(gestures(fake, GAME_ORIGIN_MS + 12000, 'LL R') + 300);
    expect(state(fake)).toMatchObject({ phase: 'ended' });
  });
});

describe('the one-touch capture pause (1988 Art. 23.4)', () => {
  it('makes a MODE tap in byo-yomi under the 1988 rules a capture pause, and a plain pause otherwise', () => {
    const tc = { system: 'byoyomi', mainMs: 2000, periods: 1, periodMs: 60000, rules: '1988' };
    const fake = bootFirmware({ timeControl: tc });
    actionEdges(fake, { at: 0, do: 'start' });
    actionEdges(fake, { at: 1000, do: 'pause' });
    actionEdges(fake, { at: 1500, do: 'resume' });
    actionEdges(fake, { at: 5000, do: 'pause' });
    fake.runUntil(GAME_ORIGIN_MS + 6000);
    const pauses = fake.consoleOutput('clock.record()').trim().split('\n').map((l) => JSON.parse(l)).filter((e) => e.type === 'pause');
    expect(pauses.map((p) => p.reason ?? 'plain')).toEqual(['plain', 'capture']);
  });
});
