// The byo-yomi-only firmware (the registry lists byo-yomi, moves per period and sudden death) plays each
// of its systems exactly as the full firmware does: the same calls at the same instants, the same faces,
// the same record, byte for byte; and it refuses what it leaves out with the core's own message.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { actionEdges, bootFirmware, GAME_ORIGIN_MS } from '../sim/espruino/firmwareRun';
import { BYOYOMI_BUNDLE, FIRMWARE_BUNDLE } from '../sim/espruino/bundlePaths';
import type { Side } from '../firmware/core/index';

const FULL = readFileSync(FIRMWARE_BUNDLE, 'utf8');
const LEAN = readFileSync(BYOYOMI_BUNDLE, 'utf8');

/** A game under `timeControl`: moves of varied length, a query, a pause, then no press until the flag; all it showed and said. */
function play(bundle: string, timeControl: unknown) {
  const fake = bootFirmware({ timeControl: timeControl } as never, {}, bundle);
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
    frames.push(Buffer.from(fake.displays[fake.board.faces.left].frame).toString('base64') + Buffer.from(fake.displays[fake.board.faces.right].frame).toString('base64'));
  }
  const state = fake.console('clock.state()');
  const printed = fake.printed.length;
  fake.console('clock.record("sgf")');
  return { plays: fake.dfplayer.plays(), frames: frames, state: state, sgf: fake.printed.slice(printed) };
}

const CONTROLS: [string, unknown][] = [
  ['byo-yomi', { system: 'byoyomi', mainMs: 20000, periods: 3, periodMs: 30000 }],
  ['moves per period', { system: 'moves', mainMs: 20000, moves: 3, periodMs: 40000 }],
  ['sudden death', { system: 'absolute', mainMs: 90000 }],
];

describe('the byo-yomi-only firmware', () => {
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
    expect(lean.sgf).toEqual(full.sgf);
  });

  it('refuses a system it leaves out, naming the ones it holds', () => {
    const fake = bootFirmware({}, {}, LEAN);
    expect(() => fake.console('clock.configure({"timeControl":{"system":"fischer","mainMs":300000,"incrementMs":3000}})')).toThrow(
      /configure\.timeControl\.system: must be one of "byoyomi", "absolute", "moves"/,
    );
    expect(fake.console('clock.configure({"timeControl":{"system":"moves","mainMs":300000,"moves":10,"periodMs":60000}})')).toMatchObject({ timeControl: { system: 'moves' } });
  });
});
