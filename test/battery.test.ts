// The battery's threshold and the power budget: the threshold leaves FIDE's 10 hours on every pack the BOM
// allows, and the hardware README shows the budget's own figures. The beeps' patterns fit their gaps.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { ALKALINE_CURVE, LOW_BATTERY_VOLTS, NIMH_CURVE, NO_PACK_VOLTS, batteryReading, remainingAt } from '../firmware/app/battery';
import { PARTS, SUPPLIES, hoursOf, packMa, worstCaseMa } from '../hardware/power';
import { beepFor, beepLengthMs } from '../firmware/voice/beeps';

const guide = readFileSync('hardware/README.md', 'utf8');

describe('the low-battery threshold', () => {
  it.each(SUPPLIES.map((s) => [s.name, s]))('leaves at least 10 hours of the worst-case game on %s', (_name, supply) => {
    const s = supply as (typeof SUPPLIES)[number];
    expect(hoursOf(s).afterWarning).toBeGreaterThanOrEqual(10);
  });

  it('reads curves as straight lines between their points, from full to empty', () => {
    for (const curve of [NIMH_CURVE, ALKALINE_CURVE]) {
      for (let i = 1; i < curve.length; i++) expect(curve[i].volts).toBeLessThan(curve[i - 1].volts);
      expect(remainingAt(curve, curve[0].volts + 1)).toBe(1);
      expect(remainingAt(curve, curve[curve.length - 1].volts - 0.1)).toBe(0);
      expect(remainingAt(curve, (curve[1].volts + curve[2].volts) / 2)).toBeCloseTo((curve[1].remaining + curve[2].remaining) / 2, 6);
    }
  });

  it('shows bars that fall with the voltage, LOW at the threshold, and USB without a pack', () => {
    let bars = 4;
    for (let volts = 6.4; volts >= 3.6; volts -= 0.04) {
      const reading = batteryReading(volts);
      expect(reading.bars).toBeLessThanOrEqual(bars);
      bars = reading.bars;
      expect(reading.low).toBe(volts <= LOW_BATTERY_VOLTS);
    }
    expect(batteryReading(NO_PACK_VOLTS - 0.1)).toEqual({ bars: -1, low: false });
  });
});

describe('hardware/README.md shows the power budget of hardware/power.ts', () => {
  it('for each part', () => {
    for (const part of PARTS) {
      const row = guide.split('\n').find((line) => line.startsWith('| ' + part.name));
      expect(row, part.name).toBeDefined();
      expect(row).toContain('| ' + part.idleMa + ' | ' + part.runningMa + ' | ' + part.speakingMa + ' |');
    }
  });

  it('for each supply, with its hours', () => {
    for (const supply of SUPPLIES) {
      const hours = hoursOf(supply);
      const cells = [packMa('idleMa', supply), packMa('runningMa', supply), packMa('speakingMa', supply), worstCaseMa(supply),
        supply.capacityMah / packMa('runningMa', supply), hours.total, hours.afterWarning].map((n) => n.toFixed(0));
      expect(guide).toContain('| ' + supply.name + ' | ' + cells.join(' | ') + ' |');
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
