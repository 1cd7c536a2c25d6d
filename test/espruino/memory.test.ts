// The firmware's memory in the fake, through the memory model (sim/espruino/memoryProbe.ts): it pauses the
// bundle at Storage reads, printed lines and (with probeCalls) function entries inside the bundle, and
// counts, in Espruino's variables, everything the bundle holds then, on its stack and in its closures as
// well as in its globals. It is an estimate, 3-12 % under what Espruino's own interpreter counts for the
// same code. What it sees is growth alive at a sample: an export that kept every
// event it printed counts more than 20,000 variables at 1,000 moves.
import { afterAll, describe, expect, it } from 'vitest';
import { actionEdges, bootFirmware, GAME_ORIGIN_MS, readBundle } from '../../sim/espruino/firmwareRun';
import { FakeEspruino } from '../../sim/espruino/fake';
import { closeMemoryProbe } from '../../sim/espruino/memoryProbe';
import { BOARD } from '../../firmware/boards';
import type { FlashStorage } from '../../sim/espruino/flashModel';
import type { Side } from '../../firmware/core/index';

const JOLT = BOARD;
const bundle = readBundle();
/** Samples one Storage read or printed line in this many: a peak that recurs at every line is seen, and so is growth. */
const EVERY = 48;
/** Samples one function entry in the bundle in this many, to see what lives between two calls into the fake. */
const CALL_EVERY = 200;

/**
 * The flash after a `cn-national` game of `moves` presses, 30 s each, cut while it runs. The firmware
 * takes 16 KB of flash here, so that Storage holds every move: this is about memory, not Storage.
 */
function recordedGame(moves: number): FlashStorage {
  const fake = bootFirmware({ preset: 'cn-national' }, { savedCodeBytes: 16 * 1024 });
  actionEdges(fake, { at: 0, do: 'start' });
  let side: Side = 'black';
  for (let move = 1; move <= moves; move++) {
    actionEdges(fake, { at: move * 30000, do: 'press', side: side });
    side = side === 'black' ? 'white' : 'black';
  }
  fake.runUntil(GAME_ORIGIN_MS + moves * 30000 + 5000);
  return fake.storage.clone();
}

/** The model's peaks while the firmware restores the game at boot and prints it both ways. */
function peaks(moves: number): { restore: number; jsonl: number; sgf: number; move: number } {
  const fake = new FakeEspruino({ storage: recordedGame(moves), probeMemory: EVERY });
  fake.boot(bundle);
  const restore = fake.sampler!.peak;
  const move = (fake.console('clock.state()') as { move: number }).move;
  const exported = (format: string) => {
    fake.sampler!.peak = 0;
    const lines = fake.consoleOutput('clock.record(' + format + ')').trim().split('\n');
    expect(lines.length).toBeGreaterThan(moves);
    return fake.sampler!.peak;
  };
  return { restore: restore, jsonl: exported(''), sgf: exported('"sgf"'), move: move };
}

describe('memory, by the memory model, on the fake sized like Jolt.js', () => {
  afterAll(closeMemoryProbe);

  it('restores and exports a 600-move game within the variables a 200-move game takes, on Jolt.js', () => {
    const short = peaks(200);
    const long = peaks(600);
    console.log('memory model peaks (of ' + JOLT.variables + ' JsVars), 200 moves:', short, ' 600 moves:', long);
    expect(short.move).toBe(201);
    expect(long.move).toBe(601);
    // Nothing that grows with the game is held: holding one variable a move would be 400 more here, and
    // holding every event 20,000. A sample is one call in CALL_EVERY, so it may catch a passing peak in
    // one game and miss it in the other: a long game's record is compacted, and replaying a compacted line
    // holds its 34 fields for a moment. The interpreter itself peaks within 15 variables of 400 moves.
    for (const key of ['restore', 'jsonl', 'sgf'] as const) {
      expect(long[key], key).toBeGreaterThan(0);
      expect(long[key] - short[key], key).toBeLessThan(250);
      expect(long[key], key).toBeLessThan(JOLT.variables / 2);
    }
  }, 240000);

  it('sees what a restore holds between two calls into the fake, and what code keeps as it goes (the check can fail)', () => {
    const restore = new FakeEspruino({ storage: recordedGame(80), probeMemory: 1, probeCalls: CALL_EVERY });
    restore.boot(bundle);
    expect((restore.console('clock.state()') as { move: number }).move).toBe(81);
    expect(restore.sampler!.peak).toBeLessThan(0.5 * JOLT.variables);
    // Code that keeps an object a line, as a restore that held the whole record would, is counted as it grows.
    const hoarder = new FakeEspruino({ probeMemory: 1 });
    hoarder.boot('(function(){var kept=[];for(var i=0;i<3000;i++){kept.push({n:i,t:"move"});if(i%500===499)print(i);}})();');
    expect(hoarder.sampler!.peak).toBeGreaterThan(6000);
  }, 120000);
});
