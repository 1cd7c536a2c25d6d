// A referee's scenario action (adjust, arrive, seal, end, voidFlag, timeoutPass, result) as the gestures a
// referee makes on the device: both player buttons for the menu of the moment, taps to the item, the
// edit, the confirmation. The plan walks the firmware's own menu state machine (firmware/app/menus.ts),
// so it presses what the device would need, and it says when the device offers no such item.
import { clockText, menuFace, menuGesture, openMenu, resultDraft, type MenuGesture, type MenuKey, type MenuState, type ResultDraft } from '../../firmware/app/menus/menus';
import { resultAsked, resultParts, type AdjustField, type ClockState, type Input } from '../../firmware/core/index';

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

const ITEM_OF_FIELD: Record<AdjustField, string> = { mainMs: 'MAIN', periods: 'PERIODS', periodUsedMs: 'USED S', moves: 'MOVES', periodMs: 'BLOCK' };
const ADJUST_FIELDS: AdjustField[] = ['mainMs', 'periods', 'periodUsedMs', 'moves', 'periodMs'];
/** More taps than any item or value needs: the menus' longest list is under 20 items, a number under 200 values. */
const MOST_TAPS = 400;

/** Whether `input` is done through the referee's menus on the device. */
export function isRefereeAction(input: Input): boolean {
  return ['adjust', 'arrive', 'seal', 'end', 'voidFlag', 'timeoutPass', 'result'].indexOf(input.type) >= 0;
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

  /** Taps left until the item labelled `label` is shown. */
  goTo(label: string): void {
    for (let i = 0; i < MOST_TAPS && menuFace(this.menu, this.clock).item !== label; i++) this.press('left');
    if (menuFace(this.menu, this.clock).item !== label) throw new Error(this.where + ': the device\'s ' + this.menu.kind + ' menu has no ' + label + ' item at this point of the game');
  }

  /** How many taps of `key` bring the editor to `wanted`, or null when none do. */
  private tapsTo(key: MenuKey, wanted: string): number | null {
    let menu = this.menu;
    for (let taps = 0; taps < MOST_TAPS; taps++) {
      if (menuFace(menu, this.clock).shown === wanted) return taps;
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

  /** Opens the item labelled `label`, steps it to `wanted` and confirms. */
  choose(label: string, wanted: string): void {
    this.goTo(label);
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
  plan.choose('WINNER', parts.winner.toUpperCase());
  if (parts.winner !== 'jigo') plan.choose('BY', { resign: 'RESIGNATION', points: 'POINTS', time: 'TIME', forfeit: 'FORFEIT' }[parts.by]);
  if (parts.winner !== 'jigo' && parts.by === 'points') {
    plan.choose('POINTS', String(Math.floor(parts.margin)));
    plan.choose('HALF', parts.margin % 1 === 0 ? 'NONE' : '+0.5');
  }
  plan.goTo('SAVE');
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
    const labels: Record<string, string> = { seal: 'SEAL', end: flagMenu ? 'LOST' : 'END', voidFlag: 'VOID FLAG', timeoutPass: 'PASS' };
    plan.goTo(input.type === 'arrive' ? (input.side === 'black' ? 'LATE B' : 'LATE W') : labels[input.type]);
    plan.press('right');
    return { acting: plan.gestures, leaving: [] };
  }
  const prefix = input.side === 'black' ? 'B ' : 'W ';
  for (const field of ADJUST_FIELDS) {
    const value = input[field];
    if (value === undefined) continue;
    plan.goTo(prefix + ITEM_OF_FIELD[field]);
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
