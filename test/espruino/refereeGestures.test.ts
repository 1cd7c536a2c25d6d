// The firmware simulator plays a referee's scenario actions through the device's own menus, and the
// firmware's record then says what the scenario runner's says.
import { describe, expect, it } from 'vitest';
import { bootFirmware, GAME_ORIGIN_MS, pressScenario } from '../../sim/espruino/firmwareRun';
import { parseScenario, scenarioEvents } from '../../sim/scenario';
import type { ClockEvent } from '../../firmware/core/index';

type RawAction = { at: number; do: string; side?: 'black' | 'white'; [field: string]: unknown };

/** The firmware's record of a scenario played on its buttons, instants from the game's start. */
function firmwareRecord(timeControl: object, actions: RawAction[], until: number): ClockEvent[] {
  const scenario = parseScenario({ timeControl: timeControl, actions: actions, until: until });
  const fake = bootFirmware({ timeControl: timeControl });
  pressScenario(fake, scenario, actions as never);
  fake.runUntil(GAME_ORIGIN_MS + until);
  return fake.consoleOutput('clock.record()').trim().split('\n').map((line) => {
    const event = JSON.parse(line) as ClockEvent;
    event.at -= GAME_ORIGIN_MS;
    return event;
  });
}

const BYO = { system: 'byoyomi', mainMs: 6900000, periods: 3, periodMs: 60000, lateness: { limitMs: 900000 } };

describe('a referee’s actions in the firmware simulator, through the menus', () => {
  it('correct, mark a late arrival, seal and end as the scenario runner does', () => {
    const actions: RawAction[] = [
      { at: 0, do: 'start' },
      { at: 10000, do: 'pause' },
      { at: 40000, do: 'adjust', side: 'black', mainMs: 4800000 },
      { at: 60000, do: 'arrive', side: 'white' },
      { at: 80000, do: 'seal' },
      { at: 90000, do: 'resume' },
      { at: 95000, do: 'press', side: 'white' },
      { at: 96000, do: 'pause' },
      { at: 120000, do: 'adjust', side: 'white', periods: 1 },
      { at: 140000, do: 'end' },
    ];
    const expected = scenarioEvents(parseScenario({ timeControl: BYO, actions: actions, until: 150000 }));
    expect(firmwareRecord(BYO, actions, 150000)).toEqual(expected);
  });

  it('decides a flag: void it, or count it as a pass', () => {
    const tc = { system: 'byoyomi', mainMs: 0, periods: 1, periodMs: 10000 };
    for (const decision of ['voidFlag', 'timeoutPass', 'end']) {
      const actions: RawAction[] = [{ at: 0, do: 'start' }, { at: 20000, do: decision }];
      // The firmware records an event once no late press can undo it: compare up to a second before the end.
      const settled = (events: ClockEvent[]) => events.filter((e) => e.at < 24000);
      const expected = scenarioEvents(parseScenario({ timeControl: tc, actions: actions, until: 25000 }));
      expect(settled(firmwareRecord(tc, actions, 25000))).toEqual(settled(expected));
      expect(expected.some((e) => e.type === (decision === 'timeoutPass' ? 'pass' : decision))).toBe(true);
    }
  });

  it('says, by the action’s index, what the device cannot do or has no time to do', () => {
    const play = (actions: RawAction[]) => () => firmwareRecord(BYO, actions, 200000);
    expect(play([{ at: 0, do: 'start' }, { at: 10000, do: 'pause' }, { at: 11000, do: 'seal' }])).toThrow(
      /^actions\[2\]: the referee's 7 gestures take 3\.2 s, but the previous action is 1\.0 s before it$/,
    );
    expect(play([{ at: 0, do: 'start' }, { at: 10000, do: 'pause' }, { at: 40000, do: 'adjust', side: 'white', periodUsedMs: 5000, mainMs: 0 }])).toThrow(
      /^actions\[2\]: the device's referee menu has no W USED S item at this point of the game$/,
    );
    expect(play([{ at: 0, do: 'start' }, { at: 10000, do: 'voidFlag' }])).toThrow(/^actions\[1\]: voidFlag is made in the device's decision menu, after a flag \(the clock is running\)$/);
    expect(play([{ at: 0, do: 'start' }, { at: 10000, do: 'pause' }, { at: 40000, do: 'adjust', side: 'black', mainMs: 1500 }])).toThrow(/^actions\[2\]\.mainMs: the device sets whole seconds/);
  });
});
