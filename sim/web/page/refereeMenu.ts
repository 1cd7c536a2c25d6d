// The referee's panel's menu, without the DOM: the device's own referee menus (firmware/app/menus/menuItems.ts)
// for the clock as it stands, item for item, and the words a phone shows for each action.
import type { ClockState, Input } from '../../../firmware/core/index';
import { flagItems, refereeItems, type Item } from '../../../firmware/app/menus/menuItems';

/** Each action of the device's menus, as the phone words it (keyed by the device's label). */
export const ACTION_WORDS: Record<string, string> = {
  RESUME: 'Resume the game',
  SEAL: 'Seal the move (adjourn)',
  'LATE B': 'Black arrived late',
  'LATE W': 'White arrived late',
  END: 'End the game',
  LOST: 'The flag stands: lost on time',
  PASS: 'Count the time-out as a pass',
  'VOID FLAG': 'Void the flag: the stone was placed in time',
};

/** The typed correction's word for each field a device's correction item sets. */
const CORRECTION_WORDS: Record<string, string> = { mainMs: 'main', periods: 'periods', periodUsedMs: 'used', moves: 'moves', periodMs: 'block' };

/** The device's menu for the clock as it is: its actions (each an input) and its corrections' fields. */
export function refereeMenu(state: ClockState): { actions: { label: string; input: Input }[]; corrections: string[] } {
  const items: Item[] = state.phase === 'paused' ? refereeItems(state) : state.phase === 'flagged' ? flagItems(state) : [];
  const actions: { label: string; input: Input }[] = [];
  const corrections: string[] = [];
  for (const item of items) {
    if (item.kind === 'action' && typeof item.act === 'object') actions.push({ label: item.label, input: item.act });
    else if (item.kind !== 'action') corrections.push((item.side === 'black' ? 'b ' : 'w ') + CORRECTION_WORDS[item.key as string]);
  }
  return { actions: actions, corrections: corrections };
}

