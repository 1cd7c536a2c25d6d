// Named time controls a referee picks from. Raw JSON, validated by parseSettings like any other input.

export interface Preset {
  name: string;
  title: string;
  timeControl: unknown;
}

const MIN = 60000;

export const PRESETS: Preset[] = [
  {
    name: 'cn-national',
    title: 'Chinese national event: 2 h limit, 5 minutes reserved (1:55 + 5 x 60 s)',
    timeControl: { system: 'byoyomi', mainMs: 115 * MIN, periods: 5, periodMs: 60000 },
  },
  {
    name: 'cn-local',
    title: 'Chinese grass-roots event: 1 h limit, 1 minute reserved (0:59 + 1 x 60 s)',
    timeControl: { system: 'byoyomi', mainMs: 59 * MIN, periods: 1, periodMs: 60000 },
  },
  {
    name: 'fast-30s',
    title: 'Fast game: 10 min + 3 x 30 s',
    timeControl: { system: 'byoyomi', mainMs: 10 * MIN, periods: 3, periodMs: 30000 },
  },
  {
    name: 'fast-20s',
    title: 'Fast game: 5 min + 3 x 20 s',
    timeControl: { system: 'byoyomi', mainMs: 5 * MIN, periods: 3, periodMs: 20000 },
  },
  {
    name: 'fast-10s',
    title: 'Blitz: 3 min + 3 x 10 s',
    timeControl: { system: 'byoyomi', mainMs: 3 * MIN, periods: 3, periodMs: 10000 },
  },
  {
    name: 'jp-5x30s',
    title: 'Japanese style: 1 h + 5 x 30 s',
    timeControl: { system: 'byoyomi', mainMs: 60 * MIN, periods: 5, periodMs: 30000 },
  },
  {
    name: 'jp-3x30s',
    title: 'Japanese style: 30 min + 3 x 30 s',
    timeControl: { system: 'byoyomi', mainMs: 30 * MIN, periods: 3, periodMs: 30000 },
  },
  {
    name: 'kr-3x40s',
    title: 'Korean style: 30 min + 3 x 40 s',
    timeControl: { system: 'byoyomi', mainMs: 30 * MIN, periods: 3, periodMs: 40000 },
  },
  {
    name: 'sudden-death-60',
    title: 'Sudden death: 60 min each',
    timeControl: { system: 'absolute', mainMs: 60 * MIN },
  },
  {
    name: 'moves-15-in-10',
    title: 'Moves per period: 60 min, then 15 moves per 10 min',
    timeControl: { system: 'moves', mainMs: 60 * MIN, moves: 15, periodMs: 10 * MIN },
  },
];

export function findPreset(name: string): unknown {
  for (let i = 0; i < PRESETS.length; i++) if (PRESETS[i].name === name) return PRESETS[i].timeControl;
  return undefined;
}
