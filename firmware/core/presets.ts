// Named time controls a referee picks from. Raw JSON, validated by parseSettings like any other input.
// Their descriptions live in the simulator (sim/presetTitles.ts): the firmware shows names only. The
// list is made when asked for, not kept: on Espruino every object held costs variables the whole game.
import { systemFields } from './timeControl';

export interface Preset {
  name: string;
  timeControl: unknown;
}

export function presets(): Preset[] {
  // One preset a line: name, system, main time in minutes, then the system's own fields (systemFields)
  // with periods in seconds. A string, not objects, since the firmware carries it.
  const table =
    'cn-national byoyomi 115 5 60,cn-local byoyomi 59 1 60,fast-30s byoyomi 10 3 30,fast-20s byoyomi 5 3 20,' +
    'fast-10s byoyomi 3 3 10,jp-5x30s byoyomi 60 5 30,jp-3x30s byoyomi 30 3 30,kr-3x40s byoyomi 30 3 40,' +
    'sudden-death-60 absolute 60,moves-15-in-10 moves 60 15 600';
  return table.split(',').map((line) => {
    const words = line.split(' ');
    const timeControl: Record<string, unknown> = { system: words[1], mainMs: Number(words[2]) * 60000 };
    const own = systemFields(words[1]);
    for (let i = 0; i < own.length; i++) timeControl[own[i][0]] = Number(words[3 + i]) * (own[i][0] === 'periodMs' ? 1000 : 1);
    return { name: words[0], timeControl: timeControl };
  });
}

/** Every preset, for the simulator and tests (the firmware asks presets() when it needs them). */
export const PRESETS: Preset[] = /*#__PURE__*/ presets();

export function findPreset(name: string): unknown {
  const all = presets();
  for (let i = 0; i < all.length; i++) if (all[i].name === name) return all[i].timeControl;
  return undefined;
}
