// The record, the console API and power-loss recovery, on the built firmware in the fake Espruino.
import { describe, expect, it } from 'vitest';
import { inEnglish } from '../../sim/words';
import { showsText } from '../helpers/firmwareHelpers';
import { actionEdges, bootFirmware, GAME_ORIGIN_MS, readBundle } from '../../sim/espruino/firmwareRun';
import { FakeEspruino, FIRMWARE_BUDGET_BYTES } from '../../sim/espruino/fake';
import { linesOf, readRecord } from '../../firmware/app/record/record';
import { allocation, FlashStorage } from '../../sim/espruino/flashModel';
import { deviceWordsFile } from '../../sim/deviceWords';
import { parseScenario, scenarioEvents } from '../../sim/scenario';
import { findPreset, parseSettings, replay, type ClockEvent, type ClockState, type Side } from '../../firmware/core/index';
import { random } from '../helpers/helpers';
import { toSgf } from '../../firmware/app/record/sgf';
import { FOUR_MOVES, NEW_SYSTEMS, readFigure } from '../helpers/firmwareHelpers';

const RECORD = 'goclock.rec';
const timeControl = { system: 'byoyomi', mainMs: 20000, periods: 2, periodMs: 10000 };
type Action = { at: number; do: string; side?: Side };

function shifted(actions: Action[]): Action[] {
  return actions.map((a) => Object.assign({}, a, { at: a.at + GAME_ORIGIN_MS }));
}

describe('clock.record()', () => {
  const actions: Action[] = [
    { at: 0, do: 'start' },
    { at: 4000, do: 'press', side: 'black' },
    { at: 9000, do: 'press', side: 'white' },
    { at: 15000, do: 'pause' },
    { at: 18000, do: 'resume' },
    { at: 30000, do: 'press', side: 'black' },
  ];

  it('exports every event as JSON Lines, the same as the scenario runner', () => {
    const fake = bootFirmware({ timeControl: timeControl });
    for (const a of actions) actionEdges(fake, a, a.at > 4000 && a.at < 9000 ? 'white' : 'black');
    fake.runUntil(GAME_ORIGIN_MS + 60000);
    const exported = fake.consoleOutput('clock.record()').trim().split('\n').map((l) => JSON.parse(l));
    // The record holds what is final: everything up to the late-press window (100 ms) before now.
    const expected = scenarioEvents(parseScenario({ timeControl: timeControl, actions: shifted(actions), until: GAME_ORIGIN_MS + 60000 - 100 }));
    expect(exported).toEqual(expected);
  });

  it('exports SGF', () => {
    const fake = bootFirmware({ timeControl: timeControl });
    for (const a of actions) actionEdges(fake, a);
    fake.runUntil(GAME_ORIGIN_MS + 31000);
    const sgf = fake.consoleOutput('clock.record("sgf")');
    expect(sgf).toMatch(/^\(;FF\[4\]GM\[1\].*TM\[20\]OT\[2x10 byo-yomi\]/);
    expect(sgf).toContain(';MN[1]BL[16]');
  });
});

describe('clock.record() under every time system', () => {
  const moves = FOUR_MOVES;
  it.each(NEW_SYSTEMS)('$system: the JSON Lines are the scenario runner\'s events, the SGF is theirs, and a reboot restores the clock', (tc) => {
    const fake = bootFirmware({ timeControl: tc });
    for (const a of moves) actionEdges(fake, a, a.at > 3000 && a.at <= 7000 ? 'white' : a.at > 8000 ? 'white' : 'black');
    fake.runUntil(GAME_ORIGIN_MS + 70000);
    const exported = fake.consoleOutput('clock.record()').trim().split('\n').map((l) => JSON.parse(l));
    const expected = scenarioEvents(parseScenario({ timeControl: tc, actions: shifted(moves), until: GAME_ORIGIN_MS + 70000 - 100 }));
    expect(exported).toEqual(expected);
    expect(exported.some((e) => e.type === 'flag')).toBe(true);
    const settings = parseSettings(tc, 'tc', findPreset);
    expect(fake.consoleOutput('clock.record("sgf")')).toBe(toSgf(settings, expected, inEnglish));
    const rebooted = new FakeEspruino({ storage: fake.storage.clone() });
    rebooted.boot(readBundle());
    // The same clock, flag and all: only the instant it holds for differs (the record's last, not now).
    const withoutInstant = (state: unknown) => Object.assign({}, state, { atMs: 0 });
    expect(withoutInstant(rebooted.console('clock.state()'))).toEqual(withoutInstant(fake.console('clock.state()')));
  });
});

describe('the console API', () => {
  it('refuses to configure while a game runs, and validates with the field named', () => {
    const fake = bootFirmware({ timeControl: timeControl });
    actionEdges(fake, { at: 0, do: 'start' });
    fake.runUntil(GAME_ORIGIN_MS + 1000);
    expect(() => fake.console('clock.configure({volume: 3})')).toThrow('refused while the game runs');
    actionEdges(fake, { at: 2000, do: 'pause' });
    fake.runUntil(GAME_ORIGIN_MS + 3000);
    expect(() => fake.console('clock.configure({preset: "cn-local"})')).toThrow('configure.preset: cannot change during a game');
    expect(() => fake.console('clock.configure({volume: 31})')).toThrow('configure.volume: must be between 0 and 30');
    expect(fake.console('clock.configure({volume: 12})')).toMatchObject({ volume: 12 });
    // Only an argument's own fields count: an inherited one is never read as a setting.
    expect(fake.console('clock.configure(Object.create({volume: 3}))')).toMatchObject({ volume: 12 });
    expect(() => fake.console('clock.record("xml")')).toThrow('record.format: must be one of "jsonl", "sgf", "raw" (got "xml")');
    expect(fake.dfplayer.commands.pop()).toMatchObject({ command: 6, parameter: 12 });
  });

  it('sets a new time control outside a game and keeps it across a reboot', () => {
    const fake = bootFirmware({ preset: 'cn-national' });
    fake.runUntil(1000);
    expect(() => fake.console('clock.configure({timeControl: {system: "byoyomi", mainMs: 0, periods: 0, periodMs: 30000}})')).toThrow('configure.timeControl.periods: must be between 1 and 60');
    fake.console('clock.configure({preset: "kr-3x40s"})');
    const again = new FakeEspruino({ storage: fake.storage });
    again.boot(readBundle());
    expect((again.console('clock.state()') as ClockState).settings.black).toMatchObject({ periods: 3, periodMs: 40000 });
  });

  it('corrects a time in pause, with the old and new values', () => {
    const fake = bootFirmware({ timeControl: timeControl });
    actionEdges(fake, { at: 0, do: 'start' });
    actionEdges(fake, { at: 5000, do: 'pause' });
    fake.runUntil(GAME_ORIGIN_MS + 6000);
    expect(() => fake.console('clock.adjust({side: "black", periods: 9})')).not.toThrow();
    expect(() => fake.console('clock.adjust({side: "black", moves: 9})')).toThrow('adjust.moves: does not apply');
    // The time used in a period exists only for the side on move in byo-yomi (later Art. 16.2).
    expect(() => fake.console('clock.adjust({side: "black", periodUsedMs: 1000})')).toThrow('adjust.periodUsedMs: applies in byo-yomi only');
    expect(() => fake.console('clock.adjust({side: "white", mainMs: 0, periodUsedMs: 1000})')).toThrow('adjust.periodUsedMs: applies to the side on move only');
    expect(fake.console('clock.state()')).toMatchObject({ white: { mainMs: 20000 } });
    const events = fake.console('clock.adjust({side: "white", mainMs: 65000})') as { changes: unknown[] }[];
    expect(events[0].changes).toEqual([{ field: 'mainMs', from: 20000, to: 65000 }]);
  });
});

describe('power-loss recovery', () => {
  /** A scripted game: presses every few seconds, a pause, and enough time to reach byo-yomi and a flag. */
  function scriptedGame(rand: () => number): Action[] {
    const actions: Action[] = [{ at: 0, do: 'start' }];
    let at = 0;
    let side: Side = 'black';
    for (let i = 0; i < 14; i++) {
      at += 500 + Math.floor(rand() * 9000);
      if (rand() < 0.12) {
        actions.push({ at: at, do: 'pause' });
        at += 1000 + Math.floor(rand() * 5000);
        actions.push({ at: at, do: 'resume' });
        at += 200;
      }
      actions.push({ at: at, do: 'press', side: side });
      side = side === 'black' ? 'white' : 'black';
    }
    return actions;
  }

  it('restores exactly what the record proves after a cut at 700 random instants, never more than was played', () => {
    const rand = random(42);
    const bundle = readBundle();
    const settings = parseSettings(timeControl, 'tc', findPreset);
    let torn = 0;
    let recoveredRunning = 0;
    for (let trial = 0; trial < 700; trial++) {
      const actions = scriptedGame(rand);
      const fake = bootFirmware({ timeControl: timeControl }, {}, bundle);
      let onMove: Side = 'black';
      for (const a of actions) {
        actionEdges(fake, a, onMove);
        if (a.do === 'press') onMove = onMove === 'black' ? 'white' : 'black';
      }
      const cutAt = GAME_ORIGIN_MS + 1000 + Math.floor(rand() * (actions[actions.length - 1].at + 40000));
      fake.runUntil(cutAt);
      // The cut may tear the line being written.
      const flash = fake.storage.clone();
      if (rand() < 0.3) {
        flash.tearLastWrite(Math.floor(rand() * (flash.lastWrite?.length ?? 1)));
        torn++;
      }
      const reading = readRecord(linesOf(flash.readStorageFile(RECORD)), () => undefined);
      // What the game really was at the cut, from the script itself.
      const truth = replay(settings, parseScenario({ timeControl: timeControl, actions: shifted(actions).filter((a) => a.at < cutAt - 100) }).actions, cutAt, () => undefined);
      const rebooted = new FakeEspruino({ storage: flash });
      rebooted.boot(bundle);
      rebooted.runUntil(rebooted.now + 5000);
      const restored = rebooted.console('clock.state()') as ClockState;
      const label = 'trial ' + trial + ' cut at ' + cutAt;
      // The record proves the game up to its last line, and the ticks a little more of the move after it.
      const fields = (s: ClockState) => ({ onMove: s.onMove, move: s.move, flagged: s.flagged });
      expect(fields(restored), label).toEqual(fields(reading.state!));
      expect(restored.black.usedMs + restored.white.usedMs, label).toBeGreaterThanOrEqual(reading.state!.black.usedMs + reading.state!.white.usedMs);
      if (reading.state!.phase === 'running') recoveredRunning++;
      expect(restored.phase, label).toBe(reading.state!.phase === 'running' ? 'paused' : reading.state!.phase);
      expect(restored.black.usedMs, label).toBeLessThanOrEqual(truth.black.usedMs);
      expect(restored.white.usedMs, label).toBeLessThanOrEqual(truth.white.usedMs);
    }
    expect(torn).toBeGreaterThan(140);
    expect(recoveredRunning).toBeGreaterThan(210);
  }, 120000);

  it('says and shows that it recovered, and the referee resumes', () => {
    const fake = bootFirmware({ timeControl: timeControl });
    actionEdges(fake, { at: 0, do: 'start' });
    fake.runUntil(GAME_ORIGIN_MS + 12500);
    const rebooted = new FakeEspruino({ storage: fake.storage.clone() });
    rebooted.boot(readBundle());
    rebooted.runUntil(1000);
    expect(rebooted.dfplayer.plays().map((p) => p.clip)).toContain(15);
    const restored = rebooted.console('clock.state()') as ClockState;
    // The last checkpoint fell within 10 s of the cut at 12.5 s of play.
    expect(restored.phase).toBe('paused');
    expect(restored.black.mainMs).toBeGreaterThanOrEqual(20000 - 12500);
    expect(restored.black.mainMs).toBeLessThanOrEqual(20000 - 2500);
    expect(readFigure(rebooted.displays.left, { mode: 'main', seconds: Math.ceil(restored.black.mainMs / 1000) })).toBe('0:' + String(Math.ceil(restored.black.mainMs / 1000)).padStart(2, '0'));
    rebooted.press(rebooted.board.buttons.mode, 2000, 80);
    rebooted.runUntil(3100);
    // Settled up to 100 ms ago: 1000 ms of running since the resume at 2000.
    expect(rebooted.console('clock.state()')).toMatchObject({ phase: 'running', black: { mainMs: restored.black.mainMs - 1000 } });
  });

  it('prints the inputs it can still read when no header survives', () => {
    const fake = bootFirmware({ timeControl: timeControl });
    actionEdges(fake, { at: 0, do: 'start' });
    actionEdges(fake, { at: 3000, do: 'press', side: 'black' });
    fake.runUntil(GAME_ORIGIN_MS + 5000);
    const text = fake.storage.readStorageFile(RECORD);
    const lines = text.split('\n');
    const broken = lines.map((l, i) => (i < 2 ? l.replace('byoyomi', 'byoyomX') : l)).join('\n');
    const flash = new FlashStorage();
    flash.writeStorageFile(RECORD, broken);
    const rebooted = new FakeEspruino({ storage: flash });
    rebooted.boot(readBundle());
    rebooted.runUntil(1000);
    const printed = rebooted.consoleOutput('clock.record()').trim().split('\n').map((l) => JSON.parse(l));
    expect(printed).toEqual([
      { type: 'unreplayable-input', n: 1, at: GAME_ORIGIN_MS, input: { type: 'start', side: 'black' } },
      { type: 'unreplayable-input', n: 2, at: GAME_ORIGIN_MS + 3000, input: { type: 'press', side: 'black' } },
    ]);
  });
});

describe('a long game, and Storage nearly full', () => {
  it('keeps a 300-move, 4-hour record within the flash left beside the firmware, and it replays exactly', () => {
    const fake = bootFirmware({ preset: 'cn-national' });
    const actions: Action[] = [{ at: 0, do: 'start' }];
    let side: Side = 'black';
    for (let move = 1; move <= 300; move++) {
      actions.push({ at: move * 46000 + (move % 7) * 333, do: 'press', side: side });
      side = side === 'black' ? 'white' : 'black';
    }
    let largest = 0;
    for (const a of actions) actionEdges(fake, a);
    for (let t = 0; t <= 300 * 46000 + 10000; t += 60000) {
      fake.runUntil(GAME_ORIGIN_MS + t);
      largest = Math.max(largest, fake.storage.readStorageFile(RECORD).length);
    }
    fake.runUntil(GAME_ORIGIN_MS + 300 * 46000 + 20000);
    largest = Math.max(largest, fake.storage.readStorageFile(RECORD).length);
    expect(largest).toBeLessThan(fake.storage.totalBytes - FIRMWARE_BUDGET_BYTES);
    const events: ClockEvent[] = [];
    expect(readRecord(linesOf(fake.storage.readStorageFile(RECORD) + fake.storage.readStorageFile('goclock.re2')), (e) => events.push(e)).corruptLines).toBe(0);
    const presses = events.filter((e) => e.type === 'press');
    expect(presses.length).toBe(300);
    expect(presses[299]).toMatchObject({ move: 300, at: GAME_ORIGIN_MS + 300 * 46000 + (300 % 7) * 333 });
  }, 60000);

  it('never destroys the record when Storage is too full for it: the game plays on and the record still reads', () => {
    // Four pages of Storage after the firmware, its words and the journal (which ends their last page): the settings',
    // and the record's and its ticks' three; a long game outgrows them, and a compacted copy no longer fits beside it.
    const fake = bootFirmware({ preset: 'cn-national' }, { savedCodeBytes: 400 * 1024 - 16 * 1024 - 1600 - allocation(deviceWordsFile('en').data.length) });
    const actions: Action[] = [{ at: 0, do: 'start' }];
    let side: Side = 'black';
    for (let move = 1; move <= 400; move++) {
      actions.push({ at: move * 30000, do: 'press', side: side });
      side = side === 'black' ? 'white' : 'black';
    }
    for (const a of actions) actionEdges(fake, a);
    fake.runUntil(GAME_ORIGIN_MS + 400 * 30000 + 5000);
    expect(fake.errors).toEqual([]);
    expect(fake.console('clock.state()')).toMatchObject({ phase: 'running', move: 401 });
    const text = fake.storage.readStorageFile(RECORD) + fake.storage.readStorageFile('goclock.re2');
    const reading = readRecord(linesOf(text), () => undefined);
    expect(reading).toMatchObject({ corruptLines: 0, unresolved: false });
    expect(reading.inputs).toBeGreaterThan(100);
  }, 60000);

  it('boots and plays when Storage cannot hold even the record’s first chunk, and says so before the game', () => {
    // Storage all but full beside the saved firmware, its words and the journal: the settings' page, and nothing after it.
    const fake = bootFirmware({ preset: 'cn-national' }, { savedCodeBytes: 400 * 1024 - 4 * 1024 - 1600 - allocation(deviceWordsFile('en').data.length) });
    fake.runUntil(GAME_ORIGIN_MS - 1000);
    expect(fake.errors).toEqual([]);
    expect(showsText(fake.displays.left, 'NO RECORD')).toBe(true);
    expect(showsText(fake.displays.right, 'STORAGE FULL')).toBe(true);
    actionEdges(fake, { at: 0, do: 'start' });
    actionEdges(fake, { at: 5000, do: 'press', side: 'black' });
    fake.runUntil(GAME_ORIGIN_MS + 9000);
    expect(fake.errors).toEqual([]);
    expect(fake.console('clock.state()')).toMatchObject({ phase: 'running', move: 2 });
  });
});
