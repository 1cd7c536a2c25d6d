// Runs the built firmware in the fake: boots it with given settings and turns scenario actions into
// button edges on the board's pins, a referee's actions into gestures on its menus.
import { readFileSync } from 'node:fs';
import { FakeEspruino, type FakeOptions } from './fake';
import { newClock, nextDeadline, step, type ClockState, type Side, type TextLanguage } from '../../firmware/core/index';
import type { MenuGesture } from '../../firmware/app/menus/menus';
import { LONG_HOLD_MS } from '../../firmware/app/gestures';
import { isRefereeAction, planRefereeAction, type Gesture } from './refereeGestures';
import type { Scenario } from '../scenario';
import { FIRMWARE_BUNDLE } from './bundlePaths';
import { textFilesFor } from '../deviceFiles';

/** The firmware's boot settles before the game: scenario time 0 is this virtual instant. */
export const GAME_ORIGIN_MS = 10000;
export const TAP_MS = 80;
export const QUERY_HOLD_MS = 1200;
/** How long the simulators hold a button for the referee's long hold: half a second past the firmware's threshold. */
export const LONG_PRESS_MS = LONG_HOLD_MS + 500;

export interface FirmwareSettings {
  preset?: string;
  timeControl?: unknown;
  blackButton?: 'left' | 'right';
  volume?: number;
  language?: string;
  /** The faces' language, whose words (and font) are written beside the firmware with English's. */
  text?: TextLanguage;
  countStyle?: string;
  sound?: string;
  mainTimeCalls?: boolean;
  moveNumbers?: boolean;
  board?: number;
}

/** The built firmware bundle. */
export function readBundle(): string {
  return readFileSync(FIRMWARE_BUNDLE, 'utf8');
}

export function bootFirmware(settings: FirmwareSettings, options: FakeOptions = {}, bundle = readBundle()): FakeEspruino {
  const fake = new FakeEspruino(settings.text === undefined ? options : Object.assign({ textFiles: textFilesFor([settings.text]) }, options));
  const json = JSON.stringify(Object.assign({ preset: 'cn-national', blackButton: 'left', volume: 20 }, settings));
  // As the clock writes its settings: a page of Storage (devices.ts, write).
  fake.storage.create('goclock.json', fake.storage.chunkBytes);
  fake.storage.writeAt('goclock.json', json, 0);
  fake.boot(bundle);
  return fake;
}

export function buttonPin(fake: FakeEspruino, side: Side, blackButton: 'left' | 'right' = 'left'): string {
  const left = (side === 'black') === (blackButton === 'left');
  return left ? fake.board.buttons.left : fake.board.buttons.right;
}

/**
 * Edges for a scenario action at scenario time `at`. A start is a tap by the opponent released at `at`;
 * a press goes down at `at`; a query is a hold of the asker's own button released at `at`, or a tap of
 * SET when the asker is on move (`onMove`); pause and resume use the MODE button.
 */
export function actionEdges(fake: FakeEspruino, action: { at: number; do: string; side?: Side }, onMove?: Side, index?: number): void {
  const at = GAME_ORIGIN_MS + action.at;
  switch (action.do) {
    case 'start': {
      const starter: Side = action.side === 'white' ? 'black' : 'white';
      fake.press(buttonPin(fake, starter), at - TAP_MS, TAP_MS);
      return;
    }
    case 'press':
      fake.press(buttonPin(fake, action.side!), at, TAP_MS);
      return;
    case 'query':
      if (action.side === onMove) fake.press(fake.board.buttons.set, at - TAP_MS, TAP_MS);
      else fake.press(buttonPin(fake, action.side!), at - QUERY_HOLD_MS, QUERY_HOLD_MS);
      return;
    case 'pause':
    case 'resume':
      fake.press(fake.board.buttons.mode, at, TAP_MS);
      return;
    default:
      throw new Error('actions[' + (index ?? '') + '].do: "' + action.do + '" has no button gesture in the firmware simulator');
  }
}

const GESTURE_MS: Record<MenuGesture, number> = { tap: TAP_MS, hold: QUERY_HOLD_MS, long: LONG_PRESS_MS };
/** Between two gestures of a referee's sequence. */
export const GESTURE_GAP_MS = 250;

/** How long a sequence of gestures takes, from the first press to the last release. */
export function gesturesSpanMs(gestures: Gesture[]): number {
  return gestures.reduce((total, g) => total + GESTURE_MS[g.gesture] + GESTURE_GAP_MS, 0) - GESTURE_GAP_MS;
}

/** Presses a sequence of gestures on the player buttons from virtual instant `startMs`. */
export function pressGestures(fake: FakeEspruino, gestures: Gesture[], startMs: number): void {
  let t = startMs;
  for (const g of gestures) {
    for (const key of g.keys) fake.press(fake.board.buttons[key], t, GESTURE_MS[g.gesture]);
    t += GESTURE_MS[g.gesture] + GESTURE_GAP_MS;
  }
}

/** The clock just before each action, from the core itself: who is on move, what a menu shows. */
function statesBeforeActions(scenario: Scenario): ClockState[] {
  let state = newClock(scenario.settings);
  const states: ClockState[] = [];
  for (const action of scenario.actions) {
    for (let d = nextDeadline(state); d !== null && d <= action.at; d = nextDeadline(state)) state = step(state, { type: 'tick' }, d).state;
    if (action.at > state.atMs) state = step(state, { type: 'tick' }, action.at).state;
    states.push(state);
    state = step(state, action.input, action.at).state;
  }
  return states;
}

/**
 * Presses each action's gestures: a referee's action through the device's menus, its acting gesture
 * released at the action's instant, so its sequence must fit after the previous action and its way out
 * of the menu before the next one.
 */
export function pressScenario(fake: FakeEspruino, scenario: Scenario, raw: { at: number; do: string; side?: Side }[]): void {
  const states = statesBeforeActions(scenario);
  scenario.actions.forEach((action, i) => {
    if (!isRefereeAction(action.input)) return actionEdges(fake, raw[i], states[i].onMove, i);
    const where = 'actions[' + i + ']';
    const plan = planRefereeAction(action.input, states[i], where);
    const start = action.at - gesturesSpanMs(plan.acting);
    const previous = i > 0 ? scenario.actions[i - 1].at : 0;
    if (start <= previous + TAP_MS + GESTURE_GAP_MS) {
      throw new Error(where + ': the referee\'s ' + plan.acting.length + ' gestures take ' + seconds(action.at - start) + ' s, but the previous action is ' + seconds(action.at - previous) + ' s before it');
    }
    pressGestures(fake, plan.acting, GAME_ORIGIN_MS + start);
    if (plan.leaving.length === 0) return;
    const leaveAt = action.at + GESTURE_GAP_MS;
    const next = i + 1 < scenario.actions.length ? scenario.actions[i + 1].at : Infinity;
    if (leaveAt + gesturesSpanMs(plan.leaving) >= next) throw new Error(where + ': leaving the referee\'s menu takes until ' + seconds(leaveAt + gesturesSpanMs(plan.leaving)) + ' s, after the next action');
    pressGestures(fake, plan.leaving, GAME_ORIGIN_MS + leaveAt);
  });
}

function seconds(ms: number): string {
  return (ms / 1000).toFixed(1);
}
