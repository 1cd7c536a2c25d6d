// How the rest of the code reaches a time system: by its control, never by its name.
// @espruino-hot: its functions run at every wake-up, so the build keeps them declared.
import type { SideClock, Stage, TimeControl } from '../types';
import { REGISTRY, WORDS } from './registry';
import type { FieldRow, StageSystem, SystemWords, TimeSystem } from './system';

export { FIGURE_CLOCK, FIGURE_SECONDS, FIGURE_SMALL_CLOCK } from './system';
export type { AdjustRow, FieldRow, FigureKind, StageSystem, SystemDesk, SystemWords, TimeSystem } from './system';
export { OPTIONAL, WHOLE_SECONDS, IN_FIVES, MAX_MAIN_MS, MAIN_TIME_TEXTS } from './countdown';

/**
 * The system of a validated control; of a stage (a control that is not multi-stage), the system that runs
 * the clock itself. One function for both, not an alias: a name declared after the lead ones costs Espruino
 * a longer lookup at each of the dozens of calls a wake-up makes.
 */
// @espruino-lead
export function systemOf(stage: Stage): StageSystem;
export function systemOf(tc: TimeControl): TimeSystem;
export function systemOf(tc: TimeControl): TimeSystem {
  // A game asks for its own system dozens of times a wake-up: each call saved counts on Espruino.
  const last = REGISTRY.last;
  return last && last.systemName === tc.system ? last : (REGISTRY.of(tc.system) as TimeSystem);
}

/** The control in effect for a side clock. */
// @espruino-lead
export function stageOf(tc: TimeControl, clock: SideClock): Stage {
  const system = systemOf(tc);
  return system.staged ? system.inEffect(tc, clock) : (tc as Stage);
}

/** Every system this build holds, by name, in the registry's order. */
export function systemNames(): string[] {
  return REGISTRY.names();
}

/** A system's own fields besides `mainMs` by its name (the setup menu and presets name systems as data). */
export function systemFields(name: string): FieldRow[] {
  const system = REGISTRY.peek(name);
  return system === undefined ? [] : system.desk().fields();
}

/** The system of that name, for a menu or a validation: not kept (undefined when the build leaves it out). */
export function systemNamed(name: string): TimeSystem | undefined {
  return REGISTRY.peek(name);
}

/** What the simulators say of a control's system (the firmware never asks, so it carries none of it). */
export function wordsOf(tc: TimeControl): SystemWords {
  for (let i = 0; i < WORDS.length; i++) if (WORDS[i].systemName === tc.system) return WORDS[i];
  throw new Error('no words for the "' + tc.system + '" time system');
}

/** Every system's words, for sweeps over all of them. */
export function allWords(): SystemWords[] {
  return WORDS.slice();
}
