// The registry can build a firmware with fewer time systems, so that a smaller board later costs one
// line: the byo-yomi family alone (byo-yomi, moves per period, sudden death: registryByoyomi.ts), built by
// the firmware's own build, plays each of its systems exactly as the full firmware does, and refuses
// what it leaves out with a message that says so. A replacement that matches nothing fails the build.
import { beforeAll, describe, expect, it } from 'vitest';
import { readFileSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { rollup, type OutputOptions, type Plugin } from 'rollup';
import { espruinoOutput, espruinoPlugins } from '../../firmware/build/espruinoBuild.js';
import { actionEdges, bootFirmware, GAME_ORIGIN_MS } from '../../sim/espruino/firmwareRun';
import { FIRMWARE_BUNDLE } from '../../sim/espruino/bundlePaths';
import type { Side } from '../../firmware/core/index';
import { program } from '../helpers/programs';
import { scratchDir } from '../helpers/scratch';

const FULL = readFileSync(FIRMWARE_BUNDLE, 'utf8');
const FAMILY = { 'firmware/core/systems/registry.ts': 'firmware/core/systems/registryByoyomi.ts' };
const dir = scratchDir('family-');
let lean = '';

async function build(replacements: Record<string, string>, file: string): Promise<string> {
  const bundle = await rollup({ input: 'firmware/main.ts', plugins: espruinoPlugins(replacements) as Plugin[], onwarn: () => undefined });
  try {
    await bundle.write(espruinoOutput(file) as OutputOptions);
  } finally {
    await bundle.close();
  }
  return readFileSync(file, 'utf8');
}

beforeAll(async () => {
  lean = await build(FAMILY, join(dir, 'firmware-byoyomi.js'));
}, 120000);

/**
 * A game under `timeControl`: moves of varied length, a query, a pause, then no press until the flag; all it
 * showed and said, on USB power.
 */
function play(bundle: string, timeControl: unknown) {
  const fake = bootFirmware({ timeControl: timeControl } as never, { batteryVolts: 0 }, bundle);
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
  return { plays: fake.dfplayer.plays(), frames: frames, state: fake.console('clock.state()'), sgf: fake.consoleOutput('clock.record("sgf")') };
}

const CONTROLS: [string, unknown][] = [
  ['byo-yomi', { system: 'byoyomi', mainMs: 20000, periods: 3, periodMs: 30000 }],
  ['moves per period', { system: 'moves', mainMs: 20000, moves: 3, periodMs: 40000 }],
  ['sudden death', { system: 'absolute', mainMs: 90000 }],
];

describe('a firmware of the byo-yomi family alone', () => {
  it('is smaller than the full one', () => {
    expect(lean.length).toBeGreaterThan(20000);
    expect(lean.length).toBeLessThan(FULL.length);
  });

  it.each(CONTROLS)('plays %s exactly as the full firmware does', (_name, control) => {
    const family = play(lean, control);
    const full = play(FULL, control);
    expect(full.plays.length).toBeGreaterThan(5);
    expect(family.plays).toEqual(full.plays);
    expect(family.frames).toEqual(full.frames);
    expect(family.state).toEqual(full.state);
    expect(full.sgf).toMatch(/^\(;FF\[4\]/);
    expect(family.sgf).toEqual(full.sgf);
  });

  it('refuses a system it leaves out, naming the ones it holds', () => {
    const fake = bootFirmware({}, {}, lean);
    expect(() => fake.console('clock.configure({"timeControl":{"system":"fischer","mainMs":300000,"incrementMs":3000}})')).toThrow(
      /configure\.timeControl\.system: must be one of "byoyomi", "absolute", "moves"/,
    );
    expect(fake.console('clock.configure({"timeControl":{"system":"moves","mainMs":300000,"moves":10,"periodMs":60000}})')).toMatchObject({ timeControl: { system: 'moves' } });
  });

  it('fails to build when a replacement matches no module', async () => {
    await expect(build({ 'firmware/core/systems/gone.ts': 'firmware/core/systems/registryByoyomi.ts' }, join(dir, 'never.js'))).rejects.toThrow(/no module of the build is .*gone\.ts/);
  }, 120000);
});

describe('npm run sim -- --sgf-from', () => {
  it('turns a printed raw record into SGF, and refuses what is not one in one line', () => {
    const fake = bootFirmware({ preset: 'cn-local' });
    actionEdges(fake, { at: 0, do: 'start' });
    actionEdges(fake, { at: 5000, do: 'press', side: 'black' });
    fake.runUntil(GAME_ORIGIN_MS + 9000);
    const records = scratchDir('record-');
    writeFileSync(join(records, 'game.rec'), fake.consoleOutput('clock.record("raw")'));
    const sim = (...args: string[]) => spawnSync(process.execPath, program('sim/cli.ts').concat(args), { encoding: 'utf8' });
    const converted = sim('--sgf-from', join(records, 'game.rec'));
    expect(converted.status, converted.stderr).toBe(0);
    expect(converted.stdout).toBe(fake.consoleOutput('clock.record("sgf")'));
    writeFileSync(join(records, 'notes.txt'), 'hello\n');
    const refused = sim('--sgf-from', join(records, 'notes.txt'));
    expect(refused.status).toBe(2);
    expect(refused.stderr).toBe('error: record: no header could be read (is this the output of clock.record("raw")?)\n');
  }, 30000);
});
