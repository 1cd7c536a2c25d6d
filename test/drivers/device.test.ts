// The device as a maker builds it: never silent (voice check, piezo fallback, sound modes), the battery,
// and the watchdog, on the built bundle in the fake Espruino.
import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { actionEdges, bootFirmware, GAME_ORIGIN_MS, readBundle } from '../../sim/espruino/firmwareRun';
import { FakeEspruino } from '../../sim/espruino/fake';
import { parseScenario, scenarioEvents } from '../../sim/scenario';
import { showsText, savedSettingsOf } from '../helpers/firmwareHelpers';
import { beepFor } from '../../firmware/voice/beeps';
import { clipFor } from '../../firmware/voice/clips';
import { BATTERY_READ_MS, LOW_BATTERY_VOLTS } from '../../firmware/app/battery';
import type { ClockState } from '../../firmware/core/index';
import { program } from '../helpers/programs';
import { scratchDir } from '../helpers/scratch';

const FAST = { system: 'byoyomi', mainMs: 3000, periods: 2, periodMs: 10000 };
const GAME = [{ at: 0, do: 'start' }, { at: 1000, do: 'press', side: 'black' as const }];
const UNTIL = 30000;

/** The calls the core makes in the FAST game, with their instants on the fake's clock. */
function coreCalls(): { atMs: number; call: string }[] {
  const events = scenarioEvents(parseScenario({ timeControl: FAST, actions: GAME, until: UNTIL }));
  const out: { atMs: number; call: string }[] = [];
  for (const e of events) {
    if (e.type === 'call') out.push({ atMs: GAME_ORIGIN_MS + e.at, call: e.call });
    if (e.type === 'flag') out.push({ atMs: GAME_ORIGIN_MS + e.at, call: 'flag' });
  }
  return out;
}

function play(fake: FakeEspruino): void {
  for (const action of GAME) actionEdges(fake, action);
  fake.runUntil(GAME_ORIGIN_MS + UNTIL + 2000);
}

type Beep = { atMs: number; pattern: number[] };

/** Patterns at one instant replace each other: only the last one sounds. */
function lastAtEachInstant(beeps: Beep[]): Beep[] {
  const out: Beep[] = [];
  for (const b of beeps) {
    if (out.length > 0 && out[out.length - 1].atMs === b.atMs) out.pop();
    out.push({ atMs: b.atMs, pattern: b.pattern });
  }
  return out;
}

/** The pattern each instant of the core's calls must end up beeping. */
function expectedBeeps(calls: { atMs: number; call: string }[]): Beep[] {
  const beeps: Beep[] = [];
  for (const c of calls) {
    const beep = beepFor(c.call);
    if (beep !== null) beeps.push({ atMs: c.atMs, pattern: beep.pattern });
  }
  return lastAtEachInstant(beeps);
}

/**
 * What the piezo beeped: tones of one pattern are at most 80 ms apart. To the ms: a byte of the record
 * written in the same wake-up holds the chip 41 µs (the flash model's write time).
 */
function lastPatterns(fake: FakeEspruino): Beep[] {
  return lastAtEachInstant(fake.piezo.patterns(GAME_ORIGIN_MS - 1000, 100).map((beep) => ({ ...beep, atMs: Math.round(beep.atMs) })));
}

describe('never silent', () => {
  it('with no voice module, says NO VOICE on the faces before the game and beeps every call instead', () => {
    const fake = bootFirmware({ timeControl: FAST }, { dfplayer: { present: false } });
    fake.runUntil(GAME_ORIGIN_MS - 2000);
    const left = fake.displays.left;
    const right = fake.displays.right;
    expect(showsText(left, 'NO VOICE')).toBe(true);
    expect(showsText(right, 'CHECK WIRING')).toBe(true);
    play(fake);
    expect(lastPatterns(fake)).toEqual(expectedBeeps(coreCalls()));
    expect(showsText(left, 'NO VOICE')).toBe(true);
  });

  it('with a module but no card, says why, and beeps', () => {
    const fake = bootFirmware({ timeControl: FAST }, { dfplayer: { card: false } });
    fake.runUntil(GAME_ORIGIN_MS - 2000);
    expect(showsText(fake.displays.right, 'NO CARD')).toBe(true);
    play(fake);
    expect(fake.dfplayer.plays()).toEqual([]);
    expect(lastPatterns(fake).length).toBe(expectedBeeps(coreCalls()).length);
  });

  it('switches to beeps at once when the card is pulled mid-game, and back to the voice when it returns', () => {
    const fake = bootFirmware({ timeControl: FAST });
    for (const action of GAME) actionEdges(fake, action);
    fake.schedule(GAME_ORIGIN_MS + 4200, () => fake.dfplayer.setCard(false));
    fake.schedule(GAME_ORIGIN_MS + 16200, () => fake.dfplayer.setCard(true));
    fake.runUntil(GAME_ORIGIN_MS + 4300);
    expect(showsText(fake.displays.left, 'NO VOICE')).toBe(true);
    fake.runUntil(GAME_ORIGIN_MS + UNTIL + 2000);
    const calls = coreCalls();
    const beeped = lastPatterns(fake).map((p) => p.atMs);
    const spoken = fake.dfplayer.plays().map((p) => p.atMs);
    // Every call after the pull and before the return beeps; before and after, the voice speaks.
    for (const c of calls) {
      if (c.call === 'flag') continue;
      const pulled = c.atMs > GAME_ORIGIN_MS + 4200 && c.atMs < GAME_ORIGIN_MS + 16200;
      expect(pulled ? beeped : spoken).toContain(c.atMs);
    }
    expect(showsText(fake.displays.left, 'NO VOICE')).toBe(false);
  });

  it('beeps a call the module fails to play, and speaks again when the module answers that it is fine', () => {
    const fake = bootFirmware({ timeControl: FAST });
    for (const action of GAME) actionEdges(fake, action);
    const calls = coreCalls().filter((c) => c.call !== 'flag');
    const failedAt = calls[2].atMs;
    fake.schedule(failedAt - 10, () => fake.dfplayer.failNextPlays([6]));
    fake.runUntil(GAME_ORIGIN_MS + UNTIL + 2000);
    const beeped = lastPatterns(fake);
    expect(beeped.map((p) => p.atMs)).toEqual([failedAt]);
    expect(beeped[0].pattern).toEqual(beepFor(calls[2].call)!.pattern);
    const spoken = fake.dfplayer.plays().map((p) => p.atMs);
    for (const c of calls) if (c.atMs !== failedAt) expect(spoken).toContain(c.atMs);
  });

  it('beeps when beeps are chosen and stays silent when silence is, the voice module untouched', () => {
    const beeps = bootFirmware({ timeControl: FAST, sound: 'beep' });
    play(beeps);
    expect(beeps.dfplayer.plays()).toEqual([]);
    expect(lastPatterns(beeps)).toEqual(expectedBeeps(coreCalls()));
    expect(showsText(beeps.displays.left, 'BEEP')).toBe(true);
    const silent = bootFirmware({ timeControl: FAST, sound: 'silent' });
    play(silent);
    expect(silent.dfplayer.plays()).toEqual([]);
    expect(silent.piezo.tones).toEqual([]);
  });

  it('drops the main-time calls alone when they are switched off', () => {
    const timeControl = { system: 'absolute', mainMs: 330000 };
    const run = (mainTimeCalls: boolean) => {
      const fake = bootFirmware({ timeControl: timeControl, mainTimeCalls: mainTimeCalls });
      actionEdges(fake, { at: 0, do: 'start' });
      fake.runUntil(GAME_ORIGIN_MS + 345000);
      return fake.dfplayer.plays().map((p) => p.clip);
    };
    const all = run(true);
    const quiet = run(false);
    const mainCalls = [clipFor('minutes-left-5'), clipFor('minutes-left-1')];
    expect(all).toEqual(expect.arrayContaining(mainCalls));
    expect(quiet).toEqual(all.filter((clip) => mainCalls.indexOf(clip) < 0));
    expect(quiet).toContain(clipFor('count-5'));
  });
});

describe('battery', () => {
  it('reads the pack at most once a minute, shows its mark, and says "low battery" once', () => {
    const [volts, perHour] = [3.95, 0.3];
    const fake = bootFirmware({ preset: 'cn-national' }, { batteryVolts: volts });
    fake.battery.set(volts, 0, perHour);
    actionEdges(fake, { at: 0, do: 'start' });
    fake.runUntil(GAME_ORIGIN_MS + 30 * 60000);
    const readings = fake.battery.readings;
    // Within a ms: a reading may come a flash write (41 µs) after its wake-up's instant.
    for (let i = 1; i < readings.length; i++) expect(readings[i] - readings[i - 1]).toBeGreaterThan(BATTERY_READ_MS - 1);
    expect(readings.length).toBeGreaterThanOrEqual(29);
    const warnings = fake.dfplayer.plays().filter((p) => p.clip === clipFor('low-battery'));
    expect(warnings.length).toBe(1);
    const firstLow = readings.find((at) => fake.battery.volts(at) <= LOW_BATTERY_VOLTS)!;
    expect(warnings[0].atMs).toBe(firstLow);
    expect(showsText(fake.displays.left, 'LOW')).toBe(true);
  });

  it('reads the pack in a running game without a whole update while what the faces show of it stays', () => {
    const fake = bootFirmware({ preset: 'cn-national' }, { batteryVolts: 3.9, countCalls: true });
    actionEdges(fake, { at: 0, do: 'start' });
    fake.runUntil(GAME_ORIGIN_MS + 5000);
    // The firmware's function calls in each second of play: a whole update makes about ten times a repaint's.
    const perSecond: number[] = [];
    let calls = fake.calls.count;
    for (let t = 6000; t <= 185000; t += 1000) {
      fake.runUntil(GAME_ORIGIN_MS + t);
      perSecond.push(fake.calls.count - calls);
      calls = fake.calls.count;
    }
    const plain = perSecond.slice().sort((a, b) => a - b)[perSecond.length >> 1];
    const readings = fake.battery.readings.filter((at) => at > GAME_ORIGIN_MS + 5000 && at <= GAME_ORIGIN_MS + 185000);
    expect(readings.length).toBeGreaterThanOrEqual(2);
    // The reading's second makes its calls besides the repaint's, a whole update's five times more.
    for (const at of readings) expect(perSecond[Math.ceil((at - GAME_ORIGIN_MS) / 1000) - 6]).toBeLessThan(4 * plain);
    expect(Math.max(...perSecond)).toBeLessThan(4 * plain);
  });

  it('shows USB and never warns when no pack is fitted', () => {
    const fake = bootFirmware({ preset: 'cn-national' }, { batteryVolts: 0 });
    fake.runUntil(GAME_ORIGIN_MS + 5 * 60000);
    expect(showsText(fake.displays.left, 'USB')).toBe(true);
    expect(fake.dfplayer.plays().filter((p) => p.clip === clipFor('low-battery'))).toEqual([]);
  });
});

describe('the watchdog', () => {
  it('resets a board whose handler hangs; the clock boots into the recovered game, paused', () => {
    const fake = bootFirmware({ preset: 'cn-national' });
    actionEdges(fake, { at: 0, do: 'start' });
    actionEdges(fake, { at: 20000, do: 'press', side: 'black' });
    fake.runUntil(GAME_ORIGIN_MS + 30000);
    // The clock kicks it itself (isAuto false): an interpreter kicking it when idle would never find a stuck callback.
    expect(fake.watchdogMs).toBe(10000);
    expect(fake.watchdogAuto).toBe(false);
    fake.hangNextHandler();
    fake.runUntil(GAME_ORIGIN_MS + 50000);
    expect(fake.watchdogResets).toBe(1);
    const state = fake.console('clock.state()') as ClockState;
    expect(state.phase).toBe('paused');
    expect(state.onMove).toBe('white');
    // Nothing is charged beyond the last checkpoint before the hang.
    expect(state.white.mainMs).toBeGreaterThanOrEqual(115 * 60000 - 10000);
    expect(showsText(fake.displays.right, 'RECOVERED')).toBe(true);
    expect(fake.dfplayer.plays().map((p) => p.clip)).toContain(clipFor('recovered'));
  });

  it('is left alone while the clock is idle for an hour', () => {
    const fake = new FakeEspruino();
    fake.boot(readBundle());
    fake.runUntil(3600000);
    expect(fake.watchdogResets).toBe(0);
  });
});

describe('the sound settings', () => {
  it('are checked by clock.configure, naming the field, and leave the clock as it was', () => {
    const fake = bootFirmware({ preset: 'cn-national' });
    expect(() => fake.console('clock.configure({"sound":"loud"})')).toThrow(/^configure\.sound: must be one of "voice", "beep", "silent" \(got "loud"\)$/);
    expect(() => fake.console('clock.configure({"mainTimeCalls":"no"})')).toThrow(/^configure\.mainTimeCalls: must be true or false/);
    expect(() => fake.console('clock.configure({"mute":true})')).toThrow(/^configure\.mute: is not a known field/);
    expect(fake.console('clock.configure({"sound":"beep","mainTimeCalls":false})')).toMatchObject({ sound: 'beep', mainTimeCalls: false });
    expect(savedSettingsOf(fake)).toMatchObject({ sound: 'beep', mainTimeCalls: false });
  });

  it('read settings saved before the sound modes: "mute" becomes silent', () => {
    const fake = bootFirmware({ preset: 'cn-national', mute: true } as object);
    expect(fake.console('clock.configure({})')).toMatchObject({ sound: 'silent', mainTimeCalls: true });
  });
});

describe('the firmware simulator', () => {
  it('lets a person try the clock without a voice module, and prints its beeps', () => {
    const dir = scratchDir('sim-');
    const file = join(dir, 'game.json');
    writeFileSync(file, JSON.stringify({ timeControl: FAST, actions: GAME, until: UNTIL }));
    const result = spawnSync(process.execPath, program('sim/cli.ts', '--firmware', '--scenario', file, '--voice', 'none'), { encoding: 'utf8' });
    expect(result.status).toBe(0);
    const lines = result.stdout.trim().split('\n').map((l) => JSON.parse(l));
    expect(lines.every((l) => l.type === 'beep')).toBe(true);
    expect(lines.map((l) => GAME_ORIGIN_MS + l.at)).toEqual(expectedBeeps(coreCalls()).map((b) => b.atMs));
    const bad = spawnSync(process.execPath, program('sim/cli.ts', '--firmware', '--scenario', file, '--battery', 'lots'), { encoding: 'utf8' });
    expect(bad.status).toBe(2);
    expect(bad.stderr).toBe("error: --battery must be the pack's volts, 0 (USB only) to 16 (got lots)\n");
  }, 60000);

  it('prints the firmware record with its instants from the game start, as the scenario runner counts them', () => {
    const dir = scratchDir('sim-');
    const file = join(dir, 'game.json');
    const actions = [{ at: 0, do: 'start' }, { at: 3000, do: 'press', side: 'black' }, { at: 5000, do: 'press', side: 'white' }];
    writeFileSync(file, JSON.stringify({ timeControl: 'fast-10s', actions: actions, until: 8000 }));
    const run = (format: string) => spawnSync(process.execPath, program('sim/cli.ts', '--firmware', '--scenario', file, '--record', format), { encoding: 'utf8' });
    const events = run('jsonl').stdout.trim().split('\n').map((l) => JSON.parse(l));
    expect(events.map((e) => [e.type, e.at])).toEqual([['start', 0], ['press', 3000], ['press', 5000]]);
    const sgf = '(;FF[4]GM[1]CA[UTF-8]AP[go-clock:1]RU[Chinese]TM[180]OT[3x10 byo-yomi]\n;MN[1]BL[177]\n;MN[2]WL[178])\n';
    expect(run('sgf').stdout).toBe(sgf);
    const bad = run('svg');
    expect(bad.status).toBe(2);
    expect(bad.stderr).toMatch(/^error: --record must be jsonl or sgf/);
  }, 60000);

  it('runs a scenario without until to the flag and on to its last call: "10", then the time-out', () => {
    const dir = scratchDir('sim-');
    const file = join(dir, 'flag.json');
    const actions = [{ at: 0, do: 'start' }, { at: 20000, do: 'press', side: 'black' }, { at: 50000, do: 'press', side: 'white' }, { at: 90000, do: 'query', side: 'black' }, { at: 95000, do: 'pause' }, { at: 100000, do: 'resume' }];
    writeFileSync(file, JSON.stringify({ timeControl: { system: 'byoyomi', mainMs: 60000, periods: 2, periodMs: 60000 }, actions: actions }));
    const result = spawnSync(process.execPath, program('sim/cli.ts', '--firmware', '--scenario', file), { encoding: 'utf8' });
    expect([result.status, result.stderr]).toEqual([0, 'scenario: no until given: ran to the flag at 215000 ms\n']);
    const calls = result.stdout.trim().split('\n').map((line) => JSON.parse(line));
    // The time-out follows "10" as soon as the module has said it, and nothing is left unsaid.
    expect(calls.slice(-2).map((call) => [call.phrase, call.at])).toEqual([['count-10', 215000], ['timeout', expect.any(Number)]]);
    expect(calls[calls.length - 1].at).toBeGreaterThan(215000);
    expect(calls[calls.length - 1].at).toBeLessThan(216500);
  }, 30000);

  it('names the action a scenario cannot play through the buttons by its index', () => {
    const dir = scratchDir('sim-');
    const file = join(dir, 'game.json');
    writeFileSync(file, JSON.stringify({ timeControl: 'fast-10s', actions: [{ at: 0, do: 'start' }, { at: 3000, do: 'seal' }], until: 8000 }));
    const result = spawnSync(process.execPath, program('sim/cli.ts', '--firmware', '--scenario', file), { encoding: 'utf8' });
    expect(result.status).toBe(2);
    expect(result.stderr).toBe("error: actions[1]: seal is made in the device's referee menu, which opens in pause: pause first (the clock is running)\n");
  }, 30000);

  it('refuses an unknown preset in one line, with exit 2', () => {
    const result = spawnSync(process.execPath, program('sim/cli.ts', '--firmware', '--preset', 'nope'), { encoding: 'utf8' });
    expect(result.status).toBe(2);
    expect(result.stderr).toMatch(/^error: --preset: is not a known preset \(got "nope"; known: cn-national, cn-local, .*, fide-90m\+30s-40\)\n$/);
  }, 30000);
});

describe('the bring-up call', () => {
  it('reports each face, the voice, the buttons held and the battery, as the firmware sees them', () => {
    const fake = bootFirmware({ timeControl: FAST }, { batteryVolts: 3.9 });
    fake.runUntil(GAME_ORIGIN_MS - 2000);
    expect(fake.console('clock.bringUp()')).toEqual({ left: 'answers', right: 'answers', voice: 'card ready', held: [], volts: 3.9 });
    fake.displays.right.connected = false;
    fake.setPin(fake.board.buttons.mode, false, fake.now);
    fake.setPin(fake.board.buttons.left, false, fake.now);
    fake.dfplayer.setCard(false);
    fake.runUntil(fake.now + 100);
    expect(fake.console('clock.bringUp()')).toEqual({ left: 'answers', right: 'no answer', voice: 'card CARD OUT', held: ['left', 'mode'], volts: 3.9 });
  });
});
