// The battery's threshold and each board's power budget: the threshold leaves FIDE's 10 hours on every pack
// a board's BOM allows, and each board's guide in the hardware README shows its budget's own figures. The beeps' patterns fit their gaps.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { ALKALINE_CURVE, LIPO_CURVE, NIMH_CURVE, NO_PACK_VOLTS, batteryReading, lowVoltsOf, remainingAt } from '../firmware/app/battery';
import { BUILDS, hoursOf, packMa, worstCaseMa, type PowerBuild, type Supply } from '../hardware/power';
import { boardByKey } from '../firmware/boards';
import { beepFor, beepLengthMs } from '../firmware/voice/beeps';

const guide = readFileSync('hardware/README.md', 'utf8');

/** A board's guide in hardware/README.md: from its heading to the next board's. */
function guideOf(key: string): string {
  const start = guide.indexOf('\n## ' + boardByKey(key)!.name + ' (');
  const end = guide.indexOf('\n## ', start + 1);
  return guide.slice(start, end < 0 ? undefined : end);
}

describe('the low-battery threshold', () => {
  const supplies = BUILDS.map((b) => b.supplies.map((s) => [b.board + ': ' + s.name, b, s])).reduce((all, rows) => all.concat(rows), [] as unknown[][]);
  it.each(supplies)('leaves at least 10 hours of the worst-case game on %s', (_name, build, supply) => {
    expect(hoursOf(build as PowerBuild, supply as Supply).afterWarning).toBeGreaterThanOrEqual(10);
  });

  it('reads curves as straight lines between their points, from full to empty', () => {
    for (const curve of [NIMH_CURVE, ALKALINE_CURVE, LIPO_CURVE]) {
      // Pairs of volts and the share left, highest voltage first, from full to empty.
      expect(curve.length % 2).toBe(0);
      for (let i = 2; i < curve.length; i += 2) {
        expect(curve[i]).toBeLessThan(curve[i - 2]);
        expect(curve[i + 1]).toBeLessThan(curve[i - 1]);
        expect(remainingAt(curve, curve[i])).toBeCloseTo(curve[i + 1], 9);
      }
      expect(remainingAt(curve, curve[0] + 1)).toBe(1);
      expect(remainingAt(curve, curve[curve.length - 2] - 0.1)).toBe(0);
      expect(remainingAt(curve, (curve[2] + curve[4]) / 2)).toBeCloseTo((curve[3] + curve[5]) / 2, 6);
    }
  });

  it.each([['aa', 6.4, 3.6], ['lipo', 4.2, 3.0]] as const)('shows bars that fall with the voltage, LOW at the threshold, and USB without a pack (%s)', (pack, full, empty) => {
    let bars = 4;
    for (let volts = full; volts >= empty; volts -= 0.02) {
      const reading = batteryReading(volts, pack);
      expect(reading.bars).toBeLessThanOrEqual(bars);
      bars = reading.bars;
      expect(reading.low).toBe(volts <= lowVoltsOf(pack));
    }
    expect(batteryReading(empty, pack).bars).toBe(0);
    expect(batteryReading(NO_PACK_VOLTS - 0.1, pack)).toEqual({ bars: -1, low: false });
  });

  it('each board warns for the pack its profile names', () => {
    for (const build of BUILDS) expect(boardByKey(build.board)!.battery.pack).toBe(build.pack);
  });
});

describe('hardware/README.md shows each board’s power budget from hardware/power.ts', () => {
  it.each(BUILDS.map((b) => [b.board, b]))('%s: each part', (key, build) => {
    const section = guideOf(key as string);
    for (const part of (build as PowerBuild).parts) {
      const row = section.split('\n').find((line) => line.startsWith('| ' + part.name + ' |'));
      expect(row, part.name).toBeDefined();
      expect(row).toContain('| ' + part.idleMa + ' | ' + part.runningMa + ' | ' + part.speakingMa + ' |');
    }
  });

  it.each(BUILDS.map((b) => [b.board, b]))('%s: each supply, with its hours and the threshold', (key, given) => {
    const build = given as PowerBuild;
    const section = guideOf(key as string);
    for (const supply of build.supplies) {
      const hours = hoursOf(build, supply);
      const cells = [packMa(build, 'idleMa', supply), packMa(build, 'runningMa', supply), packMa(build, 'speakingMa', supply), worstCaseMa(build, supply),
        supply.capacityMah / packMa(build, 'runningMa', supply), hours.total, hours.afterWarning].map((n) => n.toFixed(0));
      expect(section).toContain('| ' + supply.name + ' | ' + cells.join(' | ') + ' |');
    }
    expect(section).toContain('**' + lowVoltsOf(build.pack) + ' V**');
  });
});

describe('the beeps', () => {
  const calls = ['sec:30', 'sec:40', 'sec:50', 'sec:55', 'sec:58', 'count:1', 'count:9', 'count:10', 'timeout', 'flag', 'main:5', 'left:2'];
  it('tell the 30/40/50 s calls, the count, its last beat and the flag apart', () => {
    const shapes = ['sec:30', 'sec:40', 'sec:50', 'count:1', 'count:10', 'flag'].map((c) => JSON.stringify(beepFor(c)));
    expect(new Set(shapes).size).toBe(shapes.length);
    expect(beepFor('count:1')).toEqual(beepFor('count:9'));
  });

  it('end within 900 ms where a call can follow a second later (the 50 s call, the count)', () => {
    for (const call of ['sec:50', 'count:1', 'count:9', 'count:10', 'flag']) expect(beepLengthMs(beepFor(call)!), call).toBeLessThanOrEqual(900);
    for (const call of calls) expect(beepLengthMs(beepFor(call)!), call).toBeLessThanOrEqual(1000);
  });

  it('have no beep for what a player could not read from one', () => {
    expect(beepFor('paused')).toBeNull();
    expect(beepFor('')).toBeNull();
  });
});
