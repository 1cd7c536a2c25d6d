// What each preset is, for people choosing one in the simulator; the firmware shows names only.
export const PRESET_TITLES: Record<string, string> = {
  'cn-national': 'Chinese national event: 2 h limit, 5 minutes reserved (1:55 + 5 x 60 s)',
  'cn-local': 'Chinese grass-roots event: 1 h limit, 1 minute reserved (0:59 + 1 x 60 s)',
  'fast-30s': 'Fast game: 10 min + 3 x 30 s',
  'fast-20s': 'Fast game: 5 min + 3 x 20 s',
  'fast-10s': 'Blitz: 3 min + 3 x 10 s',
  'jp-5x30s': 'Japanese style: 1 h + 5 x 30 s',
  'jp-3x30s': 'Japanese style: 30 min + 3 x 30 s',
  'kr-3x40s': 'Korean style: 30 min + 3 x 40 s',
  'sudden-death-60': 'Sudden death: 60 min each',
  'moves-15-in-10': 'Moves per period: 60 min, then 15 moves per 10 min',
};
