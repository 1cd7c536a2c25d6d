// The battery's threshold and the power budget: the threshold leaves FIDE's 10 hours on the LiPo, and the
// hardware guide shows the budget's own figures. The beeps' patterns fit their gaps.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { LIPO_CURVE, LOW_BATTERY_VOLTS, NO_PACK_VOLTS, batteryReading, remainingAt } from '../../firmware/app/battery';
import { POWER_BUILDS, hoursOf, packMa, worstCaseMa } from '../../hardware/power';
import { beepFor, beepLengthMs } from '../../firmware/voice/beeps';

const guide = readFileSync('hardware/README.md', 'utf8');

describe('the low-battery threshold', () => {
  it.each(POWER_BUILDS.flatMap((b) => b.supplies.map((s) => [b.name + ', ' + s.name, b, s] as const)))('leaves at least 10 hours of the worst-case game, %s', (_name, build, supply) => {
    expect(hoursOf(build, supply).afterWarning).toBeGreaterThanOrEqual(10);
  });

  it('reads the curve as straight lines between its points, from full to empty', () => {
    const curve = LIPO_CURVE;
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
  });

  it('shows bars that fall with the voltage, LOW at the threshold, and USB without a pack', () => {
    let bars = 4;
    for (let volts = 4.2; volts >= 3.0; volts -= 0.02) {
      const reading = batteryReading(volts);
      expect(reading.bars).toBeLessThanOrEqual(bars);
      bars = reading.bars;
      expect(reading.low).toBe(volts <= LOW_BATTERY_VOLTS);
    }
    expect(batteryReading(3.0).bars).toBe(0);
    expect(batteryReading(NO_PACK_VOLTS - 0.1)).toEqual({ bars: -1, low: false });
  });
});

describe('hardware/README.md shows the power budget from hardware/power.ts', () => {
  it('each part of each build', () => {
    for (const part of POWER_BUILDS.flatMap((b) => b.parts)) {
      const row = guide.split('\n').find((line) => line.startsWith('| ' + part.name + ' |'));
      expect(row, part.name).toBeDefined();
      expect(row).toContain('| ' + part.idleMa + ' | ' + part.runningMa + ' | ' + part.speakingMa + ' |');
    }
  });

  it('each supply, with its hours and the threshold', () => {
    for (const build of POWER_BUILDS) {
      for (const supply of build.supplies) {
        const hours = hoursOf(build, supply);
        const cells = [packMa(build, 'idleMa', supply), packMa(build, 'runningMa', supply), packMa(build, 'speakingMa', supply), worstCaseMa(build, supply),
          supply.capacityMah / packMa(build, 'runningMa', supply), hours.total, hours.afterWarning].map((n) => n.toFixed(0));
        expect(guide).toContain('| ' + build.name + ' | ' + supply.name + ' | ' + cells.join(' | ') + ' |');
      }
    }
    expect(guide).toContain('**' + LOW_BATTERY_VOLTS + ' V**');
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
