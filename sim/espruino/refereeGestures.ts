// A referee's scenario action (adjust, arrive, seal, end, voidFlag, timeoutPass, result) as the gestures a
// referee makes on the device: both player buttons for the menu of the moment, taps to the item, the
// edit, the confirmation. The plan walks the firmware's own menu state machine (firmware/app/menus.ts),
// so it presses what the device would need, and it says when the device offers no such item. It finds items and
// options by their catalogue keys and fields, never by their words, which change with the faces' language.
import { clockText, menuFace, menuGesture, menuItem, menuOptionKey, openMenu, resultDraft, type Item, type MenuGesture, type MenuKey, type MenuState, type ResultDraft } from '../../firmware/app/menus/menus';
import { resultAsked, resultParts, systemOf, type AdjustField, type ClockState, type Input, type Side } from '../../firmware/core/index';
import { firmwareInEnglish } from '../host/firmwareWords';

/** One gesture: which player buttons, and how it is held. */
export interface Gesture {
  keys: MenuKey[];
  gesture: MenuGesture;
}

export interface RefereePlan {
  /** Up to the one that acts: the last of these is released at the action's instant. */
  acting: Gesture[];
  /** After it, to leave a menu that stays open. */
  leaving: Gesture[];
}

const ADJUST_FIELDS: AdjustField[] = ['mainMs', 'periods', 'periodUsedMs', 'moves', 'periodMs'];
/** More taps than any item or value needs: the menus' longest list is under 20 items, a number under 200 values. */
const MOST_TAPS = 400;

/** Whether `input` is done through the referee's menus on the device. */
export function isRefereeAction(input: Input): boolean {
  return ['adjust', 'arrive', 'seal', 'end', 'voidFlag', 'timeoutPass', 'result'].indexOf(input.type) >= 0;
}

/** A correction's item as the device names it in English ("W USED S"), for an error: its own label, or its system's. */
function correctionName(clock: ClockState, side: Side, field: AdjustField): string {
  const fields = systemOf(clock.settings[side]).desk().fields().filter((row) => row[0] === field);
  const label = field === 'mainMs' ? 'device.item.main' : field === 'periodUsedMs' ? 'device.item.used' : fields.length > 0 ? fields[0][4] : field;
  return firmwareInEnglish(side === 'black' ? 'device.sideB' : 'device.sideW', { label: firmwareInEnglish(label) });
}

class Planner {
  readonly gestures: Gesture[] = [];
  menu: MenuState;

  constructor(kind: MenuState['kind'], private readonly clock: ClockState, private readonly where: string, draft: ResultDraft | null = null) {
    this.menu = openMenu(kind, draft);
    this.gestures.push({ keys: ['left', 'right'], gesture: 'hold' });
  }

  press(key: MenuKey, gesture: MenuGesture = 'tap'): void {
    this.gestures.push({ keys: [key], gesture: gesture });
    this.menu = menuGesture(this.menu, this.clock, key, gesture).state as MenuState;
  }

  /** Taps left until the item `wanted` says is shown; `what` names it in an error. */
  goTo(wanted: (item: Item) => boolean, what: string): void {
    for (let i = 0; i < MOST_TAPS && !wanted(menuItem(this.menu, this.clock)); i++) this.press('left');
    if (!wanted(menuItem(this.menu, this.clock))) throw new Error(this.where + ': the device\'s ' + this.menu.kind + ' menu has no ' + what + ' item at this point of the game');
  }

  /** Taps left until the item whose catalogue key is `label` is shown. */
  goToLabel(label: string): void {
    this.goTo((item) => item.label === label, firmwareInEnglish(label));
  }

  /** What the editor shows of `menu`: a choice's option as its key, a number or a time as shown. */
  private showing(menu: MenuState): string {
    return menuOptionKey(menu, this.clock) ?? menuFace(menu, this.clock).shown;
  }

  /** How many taps of `key` bring the editor to `wanted`, or null when none do. */
  private tapsTo(key: MenuKey, wanted: string): number | null {
    let menu = this.menu;
    for (let taps = 0; taps < MOST_TAPS; taps++) {
      if (this.showing(menu) === wanted) return taps;
      menu = menuGesture(menu, this.clock, key, 'tap').state as MenuState;
    }
    return null;
  }

  /** Steps the editor to `wanted` the shorter way round. */
  stepTo(wanted: string): void {
    const up = this.tapsTo('right', wanted);
    const down = this.tapsTo('left', wanted);
    if (up === null && down === null) throw new Error(this.where + ': the device cannot set ' + menuFace(this.menu, this.clock).item + ' to ' + wanted);
    const byUp = down === null || (up !== null && up <= down);
    for (let i = 0; i < (byUp ? (up as number) : down); i++) this.press(byUp ? 'right' : 'left');
  }

  /** Edits a time digit by digit, the cursor moved by holding left. */
  editClock(seconds: number): void {
    const wanted = clockText(seconds);
    for (let digit = 0; digit < 5; digit++) {
      // The face says where the digit under edit stands in the text.
      const face = menuFace(this.menu, this.clock);
      const at = face.editAt;
      const shown = face.shown;
      this.stepTo(shown.slice(0, at) + wanted.charAt(at) + shown.slice(at + 1));
      if (menuFace(this.menu, this.clock).shown === wanted) return;
      this.press('left', 'hold');
    }
    throw new Error(this.where + ': the device cannot set ' + menuFace(this.menu, this.clock).item + ' to ' + wanted);
  }

  /** Opens the item whose key is `label`, steps it to `wanted` (an option's key, or a number) and confirms. */
  choose(label: string, wanted: string): void {
    this.goToLabel(label);
    this.press('right');
    this.stepTo(wanted);
    this.press('right', 'hold');
  }
}

/** The result told through the result menu: who won, how, the margin, then SAVE (the menu opens by itself after END). */
function planResult(result: string, clock: ClockState, where: string): RefereePlan {
  if (!resultAsked(clock)) throw new Error(where + ': a result is told in the device\'s result menu, once the referee has ended the game (the clock is ' + clock.phase + (clock.flagged !== null ? ', on a flag' : '') + ')');
  const plan = new Planner('result', clock, where, resultDraft(clock.result ?? null));
  const parts = resultParts(result);
  plan.choose('device.item.winner', 'device.' + parts.winner);
  if (parts.winner !== 'jigo') plan.choose('device.item.by', 'device.by.' + parts.by);
  if (parts.winner !== 'jigo' && parts.by === 'points') {
    plan.choose('device.item.points', String(Math.floor(parts.margin)));
    plan.choose('device.item.half', parts.margin % 1 === 0 ? 'device.none' : 'device.half');
  }
  plan.goToLabel('device.item.save');
  plan.press('right');
  return { acting: plan.gestures, leaving: [] };
}

/** The gestures of a referee action on the clock as it is just before it; errors name `where` (e.g. "actions[3]"). */
export function planRefereeAction(input: Input, clock: ClockState, where: string): RefereePlan {
  if (input.type === 'result') return planResult(input.result, clock, where);
  const flagMenu = input.type === 'voidFlag' || input.type === 'timeoutPass' || (input.type === 'end' && clock.phase === 'flagged');
  const needed = flagMenu ? 'flagged' : 'paused';
  if (clock.phase !== needed) {
    throw new Error(where + ': ' + input.type + ' is made in the device\'s ' + (flagMenu ? 'decision menu, after a flag' : 'referee menu, which opens in pause: pause first') + ' (the clock is ' + clock.phase + ')');
  }
  const plan = new Planner(flagMenu ? 'flag' : 'referee', clock, where);
  if (input.type !== 'adjust') {
    const labels: Record<string, string> = { seal: 'device.item.seal', end: flagMenu ? 'device.item.lost' : 'device.item.end', voidFlag: 'device.item.voidFlag', timeoutPass: 'device.item.pass' };
    plan.goToLabel(input.type === 'arrive' ? (input.side === 'black' ? 'device.item.lateBlack' : 'device.item.lateWhite') : labels[input.type]);
    plan.press('right');
    return { acting: plan.gestures, leaving: [] };
  }
  const side = input.side;
  for (const field of ADJUST_FIELDS) {
    const value = input[field];
    if (value === undefined) continue;
    // A correction's item is its side's and its clock field's, whatever its system calls it.
    plan.goTo((item) => item.side === side && item.key === field, correctionName(clock, side, field));
    plan.press('right');
    const time = field === 'mainMs' || field === 'periodMs' || field === 'periodUsedMs';
    if (time && value % 1000 !== 0) throw new Error(where + '.' + field + ': the device sets whole seconds (got ' + value + ' ms)');
    if (field === 'periodUsedMs') plan.stepTo(String(value / 1000));
    else if (time) plan.editClock(value / 1000);
    else plan.stepTo(String(value));
    plan.press('right', 'hold');
  }
  return { acting: plan.gestures, leaving: [{ keys: ['left'], gesture: 'hold' }] };
}
