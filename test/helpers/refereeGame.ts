// A game with every referee action the device's menus offer, played once on the device's buttons and once
// with the referee's actions sent over a link (USB or Bluetooth): the two clocks must end alike.
import { expect } from 'vitest';
import { actionEdges, bootFirmware, GAME_ORIGIN_MS, pressScenario } from '../../sim/espruino/firmwareRun';
import { parseScenario } from '../../sim/scenario';
import type { FakeEspruino } from '../../sim/espruino/fake';
import type { Side } from '../../firmware/core/index';
import type { LinkReply } from '../../firmware/app/link/protocol';

export const CONTROL = { system: 'byoyomi', mainMs: 600000, periods: 1, periodMs: 10000, lateness: { limitMs: 900000 } };

type Raw = { at: number; do: string; side?: Side; mainMs?: number };

/** Minutes apart, so the device's gestures fit between them. */
const ACTIONS: Raw[] = [
  { at: 0, do: 'start' },
  { at: 2000, do: 'pause' },
  { at: 60000, do: 'arrive', side: 'white' },
  { at: 120000, do: 'adjust', side: 'black', mainMs: 30000 },
  { at: 180000, do: 'resume' },
  { at: 185000, do: 'press', side: 'black' },
  { at: 190000, do: 'pause' },
  { at: 250000, do: 'seal' },
  { at: 310000, do: 'resume' },
  { at: 400000, do: 'voidFlag' },
  { at: 405000, do: 'pause' },
  { at: 470000, do: 'end' },
];
const UNTIL = 480000;

const state = (fake: FakeEspruino) => JSON.stringify(fake.console('clock.state()'));

/**
 * Plays the game on buttons, and again with the referee's actions as commands through `command` on a
 * clock `boot` makes (Jolt.js unless it says): the same state and the same record at the end.
 */
export function expectCommandsEqualButtons(command: (linked: FakeEspruino, input: Record<string, unknown>) => LinkReply | null, boot = () => bootFirmware({ timeControl: CONTROL })): void {
  const scenario = parseScenario({ timeControl: CONTROL, actions: ACTIONS, until: UNTIL });
  const buttons = bootFirmware({ timeControl: CONTROL });
  pressScenario(buttons, scenario, ACTIONS);
  buttons.runUntil(GAME_ORIGIN_MS + UNTIL);
  const linked = boot();
  for (const [i, action] of ACTIONS.entries()) {
    // The players' own buttons stay buttons; the referee's actions, and the pause and resume around them, go over the link.
    if (action.do === 'start' || action.do === 'press' || (action.do === 'pause' && i < 2)) {
      actionEdges(linked, action);
      continue;
    }
    linked.runUntil(GAME_ORIGIN_MS + action.at);
    const input: Record<string, unknown> = { type: action.do };
    if (action.side !== undefined) input.side = action.side;
    if (action.mainMs !== undefined) input.mainMs = action.mainMs;
    expect(command(linked, input), JSON.stringify(action)).toMatchObject({ ok: true });
  }
  linked.runUntil(GAME_ORIGIN_MS + UNTIL);
  expect(JSON.parse(state(linked))).toMatchObject({ phase: 'ended', move: 4 });
  expect(state(linked)).toBe(state(buttons));
  expect(linked.consoleOutput('clock.record()')).toBe(buttons.consoleOutput('clock.record()'));
}
