// Named time controls a referee picks from. Raw JSON, validated by parseSettings like any other input.
// Their descriptions live in the simulator (sim/presetTitles.ts): the firmware shows names only. The
// list is made when asked for, not kept: on Espruino every object held costs variables the whole game.

export interface Preset {
  name: string;
  timeControl: unknown;
}

const MIN = 60000;

export function presets(): Preset[] {
  return [
    {
      name: 'cn-national',
      timeControl: { system: 'byoyomi', mainMs: 115 * MIN, periods: 5, periodMs: 60000 },
    },
    {
      name: 'cn-local',
      timeControl: { system: 'byoyomi', mainMs: 59 * MIN, periods: 1, periodMs: 60000 },
    },
    {
      name: 'fast-30s',
      timeControl: { system: 'byoyomi', mainMs: 10 * MIN, periods: 3, periodMs: 30000 },
    },
    {
      name: 'fast-20s',
      timeControl: { system: 'byoyomi', mainMs: 5 * MIN, periods: 3, periodMs: 20000 },
    },
    {
      name: 'fast-10s',
      timeControl: { system: 'byoyomi', mainMs: 3 * MIN, periods: 3, periodMs: 10000 },
    },
    {
      name: 'jp-5x30s',
      timeControl: { system: 'byoyomi', mainMs: 60 * MIN, periods: 5, periodMs: 30000 },
    },
    {
      name: 'jp-3x30s',
      timeControl: { system: 'byoyomi', mainMs: 30 * MIN, periods: 3, periodMs: 30000 },
    },
    {
      name: 'kr-3x40s',
      timeControl: { system: 'byoyomi', mainMs: 30 * MIN, periods: 3, periodMs: 40000 },
    },
    {
      name: 'sudden-death-60',
      timeControl: { system: 'absolute', mainMs: 60 * MIN },
    },
    {
      name: 'moves-15-in-10',
      timeControl: { system: 'moves', mainMs: 60 * MIN, moves: 15, periodMs: 10 * MIN },
    },
  ];
}

/** Every preset, for the simulator and tests (the firmware asks presets() when it needs them). */
export const PRESETS: Preset[] = /*#__PURE__*/ presets();

export function findPreset(name: string): unknown {
  const all = presets();
  for (let i = 0; i < all.length; i++) if (all[i].name === name) return all[i].timeControl;
  return undefined;
}
