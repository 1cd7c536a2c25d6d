// The referee's panel's menu, without the DOM: the device's own referee menus (firmware/app/menus/menuItems.ts)
// for the clock as it stands, item for item: its actions (worded as ref.<label> in refereeWords.ts) and its
// corrections, each a side's field within the device's bounds.
import type { ClockState, Input } from '../../../firmware/core/index';
import { flagItems, refereeItems, type Item } from '../../../firmware/app/menus/menuItems';

/** The device's menu for the clock as it is: its actions (each an input) and its corrections' fields. */
export function refereeMenu(state: ClockState): { actions: { label: string; input: Input }[]; corrections: Item[] } {
  const items: Item[] = state.phase === 'paused' ? refereeItems(state) : state.phase === 'flagged' ? flagItems(state) : [];
  const actions: { label: string; input: Input }[] = [];
  const corrections: Item[] = [];
  for (const item of items) {
    if (item.kind === 'action' && typeof item.act === 'object') actions.push({ label: item.label, input: item.act });
    else if (item.kind !== 'action') corrections.push(item);
  }
  return { actions: actions, corrections: corrections };
}

