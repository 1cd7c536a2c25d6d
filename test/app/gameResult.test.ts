// A game's result, from the referee to everything that keeps it: the core takes it once the game has
// ended and not on a flag; the device's result menu asks it after END; the record, its checkpoints and a
// power cut keep it; the SGF's RE, the faces, the link and the hall's advert carry it.
import { describe, expect, it } from 'vitest';
import { inEnglish } from '../../sim/words';
import { findPreset, gameResult, newClock, parseSettings, resultProblem, step, type ClockEvent, type ClockState } from '../../firmware/core/index';
import { decodeState, encodeState } from '../../firmware/app/record/recordState';
import { toSgf } from '../../firmware/app/record/sgf';
import { advertBytes, readAdvert } from '../../firmware/app/hall/advert';
import { readReply } from '../../firmware/app/link/protocol';
import { parseScenario, scenarioEvents } from '../../sim/scenario';
import { bootFirmware, GAME_ORIGIN_MS, pressScenario, readBundle } from '../../sim/espruino/firmwareRun';
import { FakeEspruino } from '../../sim/espruino/fake';
import { recordToText } from '../../sim/recordSgf';
import { showsText } from '../helpers/firmwareHelpers';

const settings = parseSettings(findPreset('cn-national'), 'tc', findPreset);

/** A game started, two moves made, and then `inputs`, one a second. */
function played(...inputs: object[]): { state: ClockState; events: ClockEvent[] } {
  let state = step(newClock(settings), { type: 'start', side: 'black' }, 0).state;
  const events: ClockEvent[] = [];
  const all = [{ type: 'press', side: 'black' }, { type: 'press', side: 'white' }].concat(inputs as never[]);
  all.forEach((input, i) => {
    const result = step(state, input as never, (i + 1) * 1000);
    state = result.state;
    events.push(...result.events);
  });
  return { state: state, events: events };
}

const rejected = (events: ClockEvent[]) => events.filter((e) => e.type === 'rejected').map((e) => (e as { reason: string }).reason);

describe('a game’s result in the core', () => {
  it('reads only results as SGF writes them', () => {
    for (const good of ['B+R', 'W+R', 'B+T', 'W+F', '0', 'B+0.5', 'W+3.5', 'B+12', 'W+999.5']) expect(resultProblem(good), good).toBe('');
    for (const bad of ['B+0', 'W+1000', 'B+3.25', 'B+03', 'X+R', 'B+r', 'B+R ', ' 0', '', 'Draw', 'B+', 'B+-1', 'B+1e2', null, 3, {}]) expect(resultProblem(bad), String(bad)).not.toBe('');
    expect(resultProblem('B+0')).toMatch(/jigo, 0/);
  });

  it('is told once the referee has ended the game, and a later one mends it', () => {
    expect(rejected(played({ type: 'result', result: 'B+R' }).events)).toEqual(['not-ended']);
    const ended = played({ type: 'pause' }, { type: 'end' }, { type: 'result', result: 'W+2.5' }, { type: 'result', result: 'B+R' }, { type: 'result', result: 'B+0' });
    expect(ended.events.filter((e) => e.type === 'result')).toEqual([
      { at: 5000, type: 'result', result: 'W+2.5' },
      { at: 6000, type: 'result', result: 'B+R' },
    ]);
    expect(rejected(ended.events)).toEqual(['not-a-result']);
    expect(gameResult(ended.state)).toBe('B+R');
    expect(toSgf(settings, ended.events, inEnglish)).toContain('RE[B+R]');
  });

  it('stands as the flag gave it when the game ended on a flag', () => {
    let state = step(newClock(parseSettings({ system: 'absolute', mainMs: 1000 }, 'tc', findPreset)), { type: 'start', side: 'black' }, 0).state;
    state = step(state, { type: 'tick' }, 2000).state;
    state = step(state, { type: 'end' }, 3000).state;
    const told = step(state, { type: 'result', result: 'B+R' }, 4000);
    expect(rejected(told.events)).toEqual(['decided-on-flag']);
    expect(gameResult(told.state)).toBe('W+T');
  });

  it('goes into a checkpoint and comes back from it; a game in play’s checkpoint is as it was', () => {
    const ended = played({ type: 'pause' }, { type: 'end' }, { type: 'result', result: 'W+3.5' }).state;
    const text = encodeState(ended);
    expect(text.endsWith(',W+3.5')).toBe(true);
    expect(decodeState(settings, text)).toEqual(ended);
    const inPlay = played().state;
    expect(encodeState(inPlay).split(',')).toHaveLength(31);
    expect(decodeState(settings, encodeState(inPlay))).toEqual(inPlay);
    expect(() => decodeState(settings, text.replace('W+3.5', 'W+0'))).toThrow();
    expect(() => decodeState(settings, encodeState(inPlay) + ',B+R')).toThrow();
  });

  it('goes out in the hall’s advert, every form of it, and bytes that are no result are no advert', () => {
    for (const result of ['B+R', 'W+T', 'B+F', '0', 'W+0.5', 'B+999.5', 'W+361']) {
      const ended = played({ type: 'pause' }, { type: 'end' }, { type: 'result', result: result }).state;
      expect(readAdvert(advertBytes(7, 1, ended, ended.atMs))?.result).toBe(result);
    }
    const bytes = advertBytes(7, 1, played().state, 3000);
    expect(readAdvert(bytes)?.result).toBeNull();
    for (const [first, second] of [[0, 1], [3, 1], [1, 1], [13, 0], [(15 << 4) | 13, 255]]) expect(readAdvert(bytes.slice(0, -2).concat([first, second])), first + ',' + second).toBeNull();
  });
});

const BYO = { system: 'byoyomi', mainMs: 600000, periods: 3, periodMs: 30000 };

describe('a game’s result on the device (Jolt.js, on the fake)', () => {
  it('is asked by the result menu after END, recorded, shown, exported and kept through a power cut', () => {
    const actions = [
      { at: 0, do: 'start' },
      { at: 5000, do: 'press', side: 'black' },
      { at: 9000, do: 'press', side: 'white' },
      { at: 15000, do: 'pause' },
      { at: 20000, do: 'end' },
      { at: 40000, do: 'result', result: 'W+3.5' },
    ];
    const scenario = parseScenario({ timeControl: BYO, actions: actions, until: 80000 });
    const fake = bootFirmware({ timeControl: BYO });
    pressScenario(fake, scenario, actions as never);
    fake.runUntil(GAME_ORIGIN_MS + 80000);
    const recorded = fake.consoleOutput('clock.record()').trim().split('\n').map((line) => JSON.parse(line) as ClockEvent);
    const expected = scenarioEvents(scenario).map((e) => Object.assign({}, e, { at: e.at + GAME_ORIGIN_MS }));
    expect(recorded).toEqual(expected);
    expect(fake.console('clock.state()')).toMatchObject({ phase: 'ended', result: 'W+3.5' });
    // Black's button is the left one: its face says LOST, White's WON, both by how much.
    expect(showsText(fake.displays.left, 'LOST')).toBe(true);
    expect(showsText(fake.displays.right, 'WON')).toBe(true);
    expect(showsText(fake.displays.right, 'BY 3.5 POINTS')).toBe(true);
    expect(recordToText(fake.consoleOutput('clock.record("raw")'), 'sgf', inEnglish)).toContain('RE[W+3.5]');
    expect(fake.consoleOutput('clock.record("sgf")')).toContain('RE[W+3.5]');
    // The battery pulled: the clock boots into the same ended game, its result kept.
    const rebooted = new FakeEspruino({ storage: fake.storage.clone() });
    rebooted.boot(readBundle());
    expect(rebooted.console('clock.state()')).toMatchObject({ phase: 'ended', result: 'W+3.5' });
    expect(showsText(rebooted.displays.right, 'WON')).toBe(true);
  });

  it('takes a result over the link only once the referee has ended the game, and names what is wrong', () => {
    const fake = bootFirmware({ timeControl: BYO });
    let id = 1;
    let at = GAME_ORIGIN_MS + 3000;
    // Each command is taken at the clock's next wake-up: the time runs on a little after each.
    const command = (input: object) => {
      const reply = readReply(fake.consoleOutput('clock.link(' + JSON.stringify(JSON.stringify({ v: 1, id: id++, op: 'command', input: input })) + ')').trim());
      fake.runUntil((at += 500));
      return reply;
    };
    fake.press(fake.board.buttons.right, GAME_ORIGIN_MS - 80, 80);
    fake.runUntil(GAME_ORIGIN_MS + 3000);
    expect(command({ type: 'result', result: 'B+R' })?.error).toMatchObject({ code: 'refused', message: expect.stringMatching(/once the referee has ended the game \(the clock is running\)/) });
    expect(command({ type: 'pause' })?.ok).toBe(true);
    expect(command({ type: 'end' })?.ok).toBe(true);
    expect(command({ type: 'result', result: 'B+0' })?.error).toMatchObject({ code: 'invalid', message: expect.stringMatching(/^request\.input\.result: a margin must be from 0\.5/) });
    expect(command({ type: 'result', result: 'B+R', side: 'black' })?.error).toMatchObject({ code: 'invalid', message: 'request.input.side: is not a field of a result' });
    expect(command({ type: 'result', result: 'B+R' })?.ok).toBe(true);
    expect(fake.console('clock.state()')).toMatchObject({ phase: 'ended', result: 'B+R' });
  });
});
