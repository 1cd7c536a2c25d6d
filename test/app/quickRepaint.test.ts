// A wake-up that only repaints draws what a whole update would: at random instants of games under every
// time system, the faces shown equal the faces after a whole update forced there (clock.state() updates
// the clock first), pixel for pixel and in their inversion.
import { describe, expect, it } from 'vitest';
import { actionEdges, bootFirmware, GAME_ORIGIN_MS } from '../../sim/espruino/firmwareRun';
import type { FakeEspruino } from '../../sim/espruino/fake';
import type { Side } from '../../firmware/core/index';

const PRESETS = ['fast-10s', 'fischer-5m+3s', 'delay-5m+5s', 'bronstein-5m+5s', 'canadian-30m+25in10m', 'moves-15-in-10', 'hourglass-3m', 'ing-3h+35m-2pts-x3', 'fide-90m+30s-40'];

function faces(fake: FakeEspruino): string {
  const d = fake.displays;
  return Buffer.from(d.left.frame).toString('hex') + d.left.inverted + Buffer.from(d.right.frame).toString('hex') + d.right.inverted;
}

describe('a repaint without the core', () => {
  for (const preset of PRESETS) {
    it('shows what a whole update shows, under ' + preset, () => {
      const fake = bootFirmware({ preset: preset });
      let seed = preset.length * 7919;
      const random = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
      actionEdges(fake, { at: 0, do: 'start' });
      let onMove: Side = 'black';
      let nextPress = 1000 + Math.floor(random() * 6000);
      let compared = 0;
      for (let t = 137; t < 90000; t += 137 + Math.floor(random() * 400)) {
        if (t >= nextPress) {
          actionEdges(fake, { at: nextPress, do: 'press', side: onMove });
          onMove = onMove === 'black' ? 'white' : 'black';
          nextPress += 1000 + Math.floor(random() * 6000);
        }
        fake.runUntil(GAME_ORIGIN_MS + t);
        const shown = faces(fake);
        fake.console('clock.state()');
        expect(faces(fake), preset + ' at ' + t + ' ms').toBe(shown);
        compared++;
      }
      expect(compared).toBeGreaterThan(150);
      expect((fake.console('clock.state()') as { phase: string }).phase).toBe('running');
    });
  }
});
