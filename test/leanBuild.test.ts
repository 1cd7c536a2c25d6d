// The Pico's firmware (the registry lists byo-yomi, moves per period and sudden death, and it has no SGF
// writer) plays each of its systems on a Pico exactly as the full firmware does on Jolt.js, each build knowing
// only its own board: the same calls at the same instants, the same faces, the same state; its record, printed raw, becomes in the simulator the
// very SGF the full firmware writes itself; and it refuses what it leaves out with a message that says so.
import { describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { actionEdges, bootFirmware, GAME_ORIGIN_MS } from '../sim/espruino/firmwareRun';
import { PICO_BUNDLE, FIRMWARE_BUNDLE } from '../sim/espruino/bundlePaths';
import type { Side } from '../firmware/core/index';
import { recordToText } from '../sim/recordSgf';

const FULL = readFileSync(FIRMWARE_BUNDLE, 'utf8');
const LEAN = readFileSync(PICO_BUNDLE, 'utf8');

/**
 * A game under `timeControl`: moves of varied length, a query, a pause, then no press until the flag; all it
 * showed and said. Each build on its own board, both on USB power, so that the faces' battery marks agree.
 */
function play(bundle: string, timeControl: unknown) {
  const board = bundle === LEAN ? 'PICO_R1_3' : 'JOLTJS';
  const fake = bootFirmware({ timeControl: timeControl } as never, { board: board, batteryVolts: 0 }, bundle);
  actionEdges(fake, { at: 0, do: 'start' });
  let side: Side = 'black';
  let at = 0;
  for (let move = 1; move <= 12; move++) {
    at += 700 + ((move * 3517) % 9000);
    actionEdges(fake, { at: at, do: 'press', side: side });
    side = side === 'black' ? 'white' : 'black';
  }
  actionEdges(fake, { at: at + 2000, do: 'query', side: side });
  const frames: string[] = [];
  for (let t = at + 5000; t < at + 200000; t += 7000) {
    fake.runUntil(GAME_ORIGIN_MS + t);
    frames.push(Buffer.from(fake.displays.left.frame).toString('base64') + Buffer.from(fake.displays.right.frame).toString('base64'));
  }
  const state = fake.console('clock.state()');
  const sgf = bundle === LEAN ? recordToText(fake.consoleOutput('clock.record("raw")'), 'sgf') : fake.consoleOutput('clock.record("sgf")');
  return { plays: fake.dfplayer.plays(), frames: frames, state: state, sgf: sgf };
}

const CONTROLS: [string, unknown][] = [
  ['byo-yomi', { system: 'byoyomi', mainMs: 20000, periods: 3, periodMs: 30000 }],
  ['moves per period', { system: 'moves', mainMs: 20000, moves: 3, periodMs: 40000 }],
  ['sudden death', { system: 'absolute', mainMs: 90000 }],
];

describe('the Pico’s firmware: the byo-yomi family, no SGF writer', () => {
  it('is smaller than the full one', () => {
    expect(LEAN.length).toBeLessThan(FULL.length);
  });

  it.each(CONTROLS)('plays %s exactly as the full firmware does', (_name, control) => {
    const lean = play(LEAN, control);
    const full = play(FULL, control);
    expect(full.plays.length).toBeGreaterThan(5);
    expect(lean.plays).toEqual(full.plays);
    expect(lean.frames).toEqual(full.frames);
    expect(lean.state).toEqual(full.state);
    expect(full.sgf).toMatch(/^\(;FF\[4\]/);
    expect(lean.sgf).toEqual(full.sgf);
  });

  it('writes no SGF itself, and says where to get it', () => {
    const fake = bootFirmware({}, { board: 'PICO_R1_3' }, LEAN);
    expect(() => fake.console('clock.record("sgf")')).toThrow('record.format: this firmware writes no SGF: print clock.record("raw") into a file and run npm run sim -- --sgf-from FILE');
  });

  it('npm run sim -- --sgf-from turns a printed raw record into SGF, and refuses what is not one in one line', () => {
    const fake = bootFirmware({ preset: 'cn-local' }, { board: 'PICO_R1_3' }, LEAN);
    actionEdges(fake, { at: 0, do: 'start' });
    actionEdges(fake, { at: 5000, do: 'press', side: 'black' });
    fake.runUntil(GAME_ORIGIN_MS + 9000);
    const dir = mkdtempSync(join(tmpdir(), 'record-'));
    writeFileSync(join(dir, 'game.rec'), fake.consoleOutput('clock.record("raw")'));
    const sim = (...args: string[]) => spawnSync(process.execPath, ['--import', 'tsx', 'sim/cli.ts'].concat(args), { encoding: 'utf8' });
    const converted = sim('--sgf-from', join(dir, 'game.rec'));
    expect(converted.status, converted.stderr).toBe(0);
    expect(converted.stdout).toMatch(/^\(;FF\[4\].*OT\[/);
    expect(converted.stdout).toContain("\n;MN[1]BL[3535])");
    writeFileSync(join(dir, 'notes.txt'), 'hello\n');
    const refused = sim('--sgf-from', join(dir, 'notes.txt'));
    expect(refused.status).toBe(2);
    expect(refused.stderr).toBe('error: record: no header could be read (is this the output of clock.record("raw")?)\n');
  }, 30000);

  it('refuses a system it leaves out, naming the ones it holds', () => {
    const fake = bootFirmware({}, { board: 'PICO_R1_3' }, LEAN);
    expect(() => fake.console('clock.configure({"timeControl":{"system":"fischer","mainMs":300000,"incrementMs":3000}})')).toThrow(
      /configure\.timeControl\.system: must be one of "byoyomi", "absolute", "moves"/,
    );
    expect(fake.console('clock.configure({"timeControl":{"system":"moves","mainMs":300000,"moves":10,"periodMs":60000}})')).toMatchObject({ timeControl: { system: 'moves' } });
  });
});
