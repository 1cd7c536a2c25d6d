// Firmware in the loop: the built bundle itself, on the fake Espruino, driven by button edges.
import { describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { actionEdges, bootFirmware, buttonPin, GAME_ORIGIN_MS, TAP_MS } from '../../sim/espruino/firmwareRun';
import { FIRMWARE_BUNDLE as BUNDLE_PATH } from '../../sim/espruino/bundlePaths';
import { parseScenario, scenarioEvents } from '../../sim/scenario';
import { chainedClips, expectedClips, FOUR_MOVES, NEW_SYSTEMS, readFigure, type ExpectedClip } from '../helpers/firmwareHelpers';
import type { Side } from '../../firmware/core/index';
import type { FakeEspruino, FakeOptions } from '../../sim/espruino/fake';

if (!existsSync(BUNDLE_PATH)) throw new Error(BUNDLE_PATH + ' is missing: run `npm run build` (npm test does)');

const CLIP_MS = 600;
/** The firmware's button debounce: a button-made event reaches the app this much after its instant. */
const DEBOUNCE_MS = 25;
type Action = { at: number; do: string; side?: Side };

function playBoth(timeControl: object, actions: Action[], until: number, options: FakeOptions = {}) {
  const events = scenarioEvents(parseScenario({ timeControl: timeControl, actions: actions, until: until }));
  const fake = bootFirmware({ timeControl: timeControl }, Object.assign({ clipMs: () => CLIP_MS }, options));
  // Black is on move until the first press in these scenarios.
  const firstPress = actions.find((a) => a.do === 'press');
  for (const action of actions) actionEdges(fake, action, firstPress && action.at > firstPress.at ? 'white' : 'black');
  fake.runUntil(GAME_ORIGIN_MS + until + 2000);
  return { events: events, fake: fake, settings: parseScenario({ timeControl: timeControl, actions: [] }).settings };
}

/** The clips played back to back, each CLIP_MS long. */
const chained = (clips: ExpectedClip[]) => chainedClips(clips, CLIP_MS);

describe('the DFPlayer plays exactly the core’s calls, at their instants', () => {
  it.each<[string, object, Action[], number]>([
    ['a fast byo-yomi to the flag', { system: 'byoyomi', mainMs: 3000, periods: 3, periodMs: 10000 },
      [{ at: 0, do: 'start' }, { at: 1000, do: 'press', side: 'black' }, { at: 2500, do: 'press', side: 'white' }], 60000],
    ['60 s periods with a query and a pause', { system: 'byoyomi', mainMs: 5000, periods: 2, periodMs: 60000 },
      [{ at: 0, do: 'start' }, { at: 12000, do: 'query', side: 'white' }, { at: 30000, do: 'query', side: 'black' },
        { at: 45000, do: 'pause' }, { at: 50000, do: 'resume' },
        { at: 70000, do: 'press', side: 'black' }], 200000],
    ['sudden death count', { system: 'absolute', mainMs: 65000 }, [{ at: 0, do: 'start' }], 70000],
    ...NEW_SYSTEMS.map((timeControl): [string, object, Action[], number] => [timeControl.system + ', four moves then to the flag', timeControl, FOUR_MOVES, 70000]),
  ])('%s', (_name, timeControl, actions, until) => {
    const { events, fake, settings } = playBoth(timeControl, actions, until);
    const plays = fake.dfplayer.plays().map((p) => ({ at: p.atMs - GAME_ORIGIN_MS, clip: p.clip }));
    expect(fake.dfplayer.plays().every((p) => p.folder === 1)).toBe(true);
    expect(fake.dfplayer.errors).toEqual([]);
    expect(plays).toEqual(chained(expectedClips(events, settings, DEBOUNCE_MS)));
    expect(plays.length).toBeGreaterThan(5);
  });

  it('plays each call at its instant, to the clock’s ms, when the timeouts fire early', () => {
    const timeControl = { system: 'byoyomi', mainMs: 3000, periods: 3, periodMs: 10000 };
    const actions: Action[] = [{ at: 0, do: 'start' }, { at: 1000, do: 'press', side: 'black' }, { at: 2500, do: 'press', side: 'white' }];
    const { events, fake, settings } = playBoth(timeControl, actions, 60000, { timerEarlyMs: 2.6 });
    const plays = fake.dfplayer.plays().map((p) => ({ at: p.atMs - GAME_ORIGIN_MS, clip: p.clip }));
    const expected = chained(expectedClips(events, settings, DEBOUNCE_MS));
    expect(plays.map((p) => p.clip)).toEqual(expected.map((c) => c.clip));
    // To the clock's ms: it keeps whole ms, and the flash's writes at boot move where its ms falls.
    plays.forEach((p, i) => expect(Math.abs(p.at - expected[i].at), 'call ' + i).toBeLessThan(1.5));
    expect(plays.length).toBeGreaterThan(5);
  });

  it('plays from the chosen language’s folder, in the words of the chosen count style', () => {
    const fake = bootFirmware({ timeControl: { system: 'byoyomi', mainMs: 0, periods: 2, periodMs: 30000 }, language: 'ko', countStyle: 'kr' });
    actionEdges(fake, { at: 0, do: 'start' });
    fake.runUntil(GAME_ORIGIN_MS + 31000);
    const plays = fake.dfplayer.plays().map((p) => ({ at: p.atMs - GAME_ORIGIN_MS, folder: p.folder, clip: p.clip }));
    // Korean: 하나 … 열 over the end of every period, then the last period announced (clip 19).
    expect(plays.slice(2, 5)).toEqual([{ at: 21000, folder: 4, clip: 1 }, { at: 22000, folder: 4, clip: 2 }, { at: 23000, folder: 4, clip: 3 }]);
    expect(plays.slice(-2)).toEqual([{ at: 30000, folder: 4, clip: 10 }, { at: 30600, folder: 4, clip: 19 }]);
  });

  it('sets up the module at 9600 baud and sets the volume once the module has started', () => {
    const fake = bootFirmware({ volume: 17 }, { dfplayer: { startMs: 800 } });
    fake.runUntil(2000);
    expect(fake.serialSetups[0]).toMatchObject({ port: fake.board.voice.serial, baud: 9600 });
    // What is sent while the module starts is lost: the volume goes again once it reports itself online.
    const volume = fake.dfplayer.commands.filter((c) => c.command === 0x06 && c.atMs >= 800);
    expect(volume).toEqual([expect.objectContaining({ parameter: 17 })]);
  });
});

describe('the faces', () => {
  it('show each side’s time, the running side inverted, and the period with the periods left', () => {
    const timeControl = { system: 'byoyomi', mainMs: 115 * 60000, periods: 5, periodMs: 60000 };
    const fake = bootFirmware({ timeControl: timeControl });
    const left = fake.displays.left;
    const right = fake.displays.right;
    fake.runUntil(GAME_ORIGIN_MS - 1000);
    expect(readFigure(left, { mode: 'main', seconds: 6900 })).toBe('1:55:00');
    actionEdges(fake, { at: 0, do: 'start' });
    fake.runUntil(GAME_ORIGIN_MS + 61500);
    expect(readFigure(left, { mode: 'main', seconds: 6839 })).toBe('1:53:59');
    expect(left.inverted).toBe(true);
    expect(right.inverted).toBe(false);
    expect(readFigure(right, { mode: 'main', seconds: 6900 })).toBe('1:55:00');
  });

  it('shows seconds left in the period in byo-yomi', () => {
    const fake = bootFirmware({ timeControl: { system: 'byoyomi', mainMs: 0, periods: 3, periodMs: 30000 } });
    actionEdges(fake, { at: 0, do: 'start' });
    fake.runUntil(GAME_ORIGIN_MS + 12300);
    expect(readFigure(fake.displays.left, { mode: 'byoyomi', seconds: 18 })).toBe('18');
  });
});

/** The DFPlayer's commands from 1 s before `atMs` to 500 ms after, as "scenario ms:command:parameter". */
function voiceAround(fake: FakeEspruino, atMs: number): string[] {
  return fake.dfplayer.commands
    .filter((c) => c.atMs >= atMs - 1000 && c.atMs <= atMs + 500)
    .map((c) => c.atMs - GAME_ORIGIN_MS + ':' + c.command.toString(16) + ':' + c.parameter);
}

/** One 10 s period counted from 1 to 10, with Black's tap stamped 10 ms before `atMs` (fake time). */
function tapJustBefore(atMs: number): FakeEspruino {
  const fake = bootFirmware({ timeControl: { system: 'byoyomi', mainMs: 0, periods: 1, periodMs: 10000 } }, { clipMs: () => 400 });
  actionEdges(fake, { at: 0, do: 'start' });
  fake.press(buttonPin(fake, 'black'), atMs - 10, TAP_MS);
  return fake;
}

describe('buttons', () => {
  const timeControl = { system: 'byoyomi', mainMs: 60000, periods: 1, periodMs: 60000 };

  it('count several edges within the debounce window as one press, charged at the hardware instant', () => {
    const fake = bootFirmware({ timeControl: timeControl });
    actionEdges(fake, { at: 0, do: 'start' });
    const pin = buttonPin(fake, 'black');
    const at = GAME_ORIGIN_MS + 5000;
    // Contact bounce: down, up, down within a few ms, then a clean release.
    fake.setPin(pin, false, at);
    fake.setPin(pin, true, at + 3);
    fake.setPin(pin, false, at + 6);
    fake.setPin(pin, true, at + 120);
    fake.runUntil(at + 1000);
    const state = fake.console('clock.state()') as { move: number; onMove: string; black: { mainMs: number } };
    expect(state.move).toBe(2);
    expect(state.onMove).toBe('white');
    expect(state.black.mainMs).toBe(60000 - 5006);
  });

  it('ignore a tap on the idle side’s button', () => {
    const fake = bootFirmware({ timeControl: timeControl });
    actionEdges(fake, { at: 0, do: 'start' });
    fake.press(buttonPin(fake, 'white'), GAME_ORIGIN_MS + 3000, TAP_MS);
    fake.runUntil(GAME_ORIGIN_MS + 4000);
    const state = fake.console('clock.state()') as { move: number; onMove: string; white: { usedMs: number } };
    expect(state).toMatchObject({ move: 1, onMove: 'black', phase: 'running' });
    expect(state.white.usedMs).toBe(0);
  });

  it('let a press stamped inside the debounce window before a flag beat the flag', () => {
    const flagAt = GAME_ORIGIN_MS + 10000;
    // Stamped 10 ms before the flag; the handler sees it only after the 25 ms debounce, past the flag.
    const fake = tapJustBefore(flagAt);
    fake.runUntil(flagAt + 5000);
    const state = fake.console('clock.state()') as { phase: string; onMove: string; flagged: string | null };
    expect(state).toMatchObject({ phase: 'running', onMove: 'white', flagged: null });
    const left = fake.displays.left;
    expect(readFigure(left, { mode: 'byoyomi', seconds: 10 })).toBe('10');
    // "10" started on its instant (the voice cannot wait); the late press stopped it, and "timeout" never played.
    expect(voiceAround(fake, flagAt)).toEqual(['9000:14:' + ((1 << 12) | 9), '10000:14:' + ((1 << 12) | 10), '10015:16:0']);
  });

  it('take back a count already spoken when a press stamped just before it arrives after it', () => {
    const countAt = GAME_ORIGIN_MS + 5000;
    // "5" changes nothing but the figure, so it goes out without a whole update; the press stamped 10 ms
    // before it reaches the handler after it.
    const fake = tapJustBefore(countAt);
    fake.runUntil(countAt + 2000);
    const state = fake.console('clock.state()') as { onMove: string; move: number; black: { usedMs: number; periodUsedMs: number } };
    expect(state).toMatchObject({ onMove: 'white', move: 2 });
    expect(state.black).toMatchObject({ usedMs: 4990, periodUsedMs: 0 });
    expect(voiceAround(fake, countAt)).toEqual(['4000:14:' + ((1 << 12) | 4), '5000:14:' + ((1 << 12) | 5), '5015:16:0']);
  });

  it('flag only once the window has passed when no earlier press comes', () => {
    const fake = bootFirmware({ timeControl: { system: 'byoyomi', mainMs: 0, periods: 1, periodMs: 10000 } });
    actionEdges(fake, { at: 0, do: 'start' });
    fake.runUntil(GAME_ORIGIN_MS + 10000 + 50);
    expect((fake.console('clock.state()') as { flagged: unknown }).flagged).toBe(null);
    fake.runUntil(GAME_ORIGIN_MS + 10000 + 200);
    expect((fake.console('clock.state()') as { flagged: unknown }).flagged).toBe('black');
  });

  it('pause with a long hold of the idle side’s button, and resume the same way', () => {
    const fake = bootFirmware({ timeControl: timeControl });
    actionEdges(fake, { at: 0, do: 'start' });
    fake.press(buttonPin(fake, 'white'), GAME_ORIGIN_MS + 2000, 3500);
    fake.runUntil(GAME_ORIGIN_MS + 8000);
    expect(fake.console('clock.state()')).toMatchObject({ phase: 'paused' });
    fake.press(buttonPin(fake, 'black'), GAME_ORIGIN_MS + 20000, 3500);
    fake.runUntil(GAME_ORIGIN_MS + 24000);
    expect(fake.console('clock.state()')).toMatchObject({ phase: 'running', onMove: 'black' });
  });
});

describe('power and timers', () => {
  it('sets one timer at a time: before the start only the watchdog’s kicks and the battery’s minute', () => {
    const fake = bootFirmware({ preset: 'cn-national' });
    fake.runUntil(GAME_ORIGIN_MS);
    const idle = fake.wakeups;
    fake.runUntil(GAME_ORIGIN_MS + 60000);
    // A kick every 4 s; the battery's reading falls on one of them.
    expect(fake.wakeups - idle).toBeLessThanOrEqual(16);
    actionEdges(fake, { at: 70000, do: 'start' });
    fake.runUntil(GAME_ORIGIN_MS + 70000);
    const running = fake.wakeups;
    fake.runUntil(GAME_ORIGIN_MS + 130000);
    // A repaint a second; the start's settling; the battery's minute, which the flash's writes move off
    // the second, with a wake-up of its own.
    expect(fake.wakeups - running).toBeLessThanOrEqual(63);
  });
});
