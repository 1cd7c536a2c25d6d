// Every kind of scenario action played on the built firmware through `npm run sim -- --firmware --scenario`:
// the buttons' gestures and the referee's menus, found by their catalogue keys whatever the faces' words, give
// the record the scenario runner gives.
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ACTIONS, parseScenario, scenarioEvents } from '../../sim/scenario';
import type { ClockEvent } from '../../firmware/core/index';
import { program } from '../helpers/programs';
import { scratchDir } from '../helpers/scratch';

type RawAction = { at: number; do: string; [field: string]: unknown };
interface Game {
  timeControl: object;
  actions: RawAction[];
  until: number;
  /** The firmware records an event once no late press can undo it: compared before this instant. */
  settledBefore: number;
}

const BYO = { system: 'byoyomi', mainMs: 6900000, periods: 3, periodMs: 60000, lateness: { limitMs: 900000 } };
const SHORT = { system: 'byoyomi', mainMs: 0, periods: 1, periodMs: 10000 };
const GAMES: Game[] = [
  {
    timeControl: BYO,
    actions: [
      { at: 0, do: 'start' },
      { at: 10000, do: 'pause' },
      { at: 40000, do: 'adjust', side: 'black', mainMs: 4800000 },
      { at: 60000, do: 'arrive', side: 'white' },
      { at: 80000, do: 'seal' },
      { at: 90000, do: 'resume' },
      { at: 93000, do: 'query', side: 'white' },
      { at: 95000, do: 'press', side: 'white' },
      { at: 96000, do: 'pause' },
      { at: 120000, do: 'adjust', side: 'white', periods: 1 },
      { at: 140000, do: 'end' },
      { at: 160000, do: 'result', result: 'W+2.5' },
    ],
    until: 170000,
    settledBefore: 170000,
  },
  { timeControl: SHORT, actions: [{ at: 0, do: 'start' }, { at: 20000, do: 'voidFlag' }], until: 25000, settledBefore: 24000 },
  { timeControl: SHORT, actions: [{ at: 0, do: 'start' }, { at: 20000, do: 'timeoutPass' }], until: 25000, settledBefore: 24000 },
];

/** The firmware's record of `game` as the command line prints it, instants from the game's start. */
function firmwareRecord(game: Game): ClockEvent[] {
  const file = join(scratchDir('firmware-actions-'), 'game.json');
  writeFileSync(file, JSON.stringify({ timeControl: game.timeControl, actions: game.actions, until: game.until }));
  const run = spawnSync(process.execPath, program('sim/cli.ts', '--firmware', '--scenario', file, '--record', 'jsonl'), { encoding: 'utf8', timeout: 60000 });
  expect(run.stderr).toBe('');
  expect(run.status).toBe(0);
  return run.stdout.trim().split('\n').map((line) => JSON.parse(line) as ClockEvent);
}

describe('npm run sim -- --firmware --scenario', () => {
  it('plays every kind of scenario action on the firmware as the scenario runner does', () => {
    expect(ACTIONS.filter((kind) => !GAMES.some((game) => game.actions.some((action) => action.do === kind)))).toEqual([]);
    for (const game of GAMES) {
      const settled = (events: ClockEvent[]) => events.filter((event) => event.at < game.settledBefore && event.type !== 'rejected');
      const expected = scenarioEvents(parseScenario({ timeControl: game.timeControl, actions: game.actions, until: game.until }));
      expect(settled(firmwareRecord(game)), game.actions.map((action) => action.do).join(' ')).toEqual(settled(expected));
    }
  }, 60000);
});
