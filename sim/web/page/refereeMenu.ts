// The referee's panel's menu, without the DOM: the device's own referee menus (firmware/app/menus/menuItems.ts)
// for the clock as it stands, item for item: its actions (worded as ref.<name> in refereeWords.ts, the name of
// the device's key device.item.<name>) and its
// corrections, each a side's field within the device's bounds.
import type { ClockState, Input } from '../../../firmware/core/index';
import { flagItems, refereeItems, type Item } from '../../../firmware/app/menus/menuItems';

/** Where the device's key of an action's name begins (app/appWords.ts). */
const ITEM_KEY = 'device.item.';

/** The device's menu for the clock as it is: its actions (each an input) and its corrections' fields. */
export function refereeMenu(state: ClockState): { actions: { label: string; input: Input }[]; corrections: Item[] } {
  const items: Item[] = state.phase === 'paused' ? refereeItems(state) : state.phase === 'flagged' ? flagItems(state) : [];
  const actions: { label: string; input: Input }[] = [];
  const corrections: Item[] = [];
  for (const item of items) {
    if (item.kind === 'action' && typeof item.act === 'object') actions.push({ label: item.label.slice(ITEM_KEY.length), input: item.act });
    else if (item.kind !== 'action') corrections.push(item);
  }
  return { actions: actions, corrections: corrections };
}

