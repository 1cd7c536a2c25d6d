// The headless scenario contract: a time control and timed actions in, every clock event out, in
// virtual time. The runner behaves like a shell: it wakes for the core's next deadline or the next
// action, whichever comes first (a deadline wins a tie), so what it prints is what a device would do.
import {
  findPreset,
  parseSettings,
  type Action,
  type ClockEvent,
  type ClockSettings,
  type ClockState,
  type Input,
  type Side,
  replay,
  runTo,
  parseAdjustment,
  describe,
  fieldError,
  rejectUnknownKeys,
  requireInteger,
  requireOneOf,
  requireRecord,
  resultProblem,
  type TimedInput,
} from '../firmware/core/index';

export type ScenarioAction = TimedInput;

export interface Scenario {
  settings: ClockSettings;
  actions: ScenarioAction[];
  until: number;
  /** Where a scenario without `until` stops, in words: at the flag, or at its last action. */
  stoppedAt?: string;
  /** A scenario without `until` that ran to the flag: its instant. */
  flagAt?: number;
}

/** Every kind of scenario action. */
export const ACTIONS: Action[] = ['start', 'press', 'pause', 'resume', 'query', 'timeoutPass', 'end', 'adjust', 'seal', 'arrive', 'voidFlag', 'result'];
const SIDES: Side[] = ['black', 'white'];
/** Virtual time is bounded so a typo cannot make the runner churn for days of clock time. */
const MAX_SCENARIO_MS = 7 * 24 * 3600 * 1000;

function parseAction(value: unknown, field: string, settings: ClockSettings): ScenarioAction {
  const record = requireRecord(value, field);
  const action = requireOneOf(record.do, ACTIONS, field + '.do');
  const at = requireInteger(record.at, field + '.at', 0, MAX_SCENARIO_MS);
  if (action === 'adjust') {
    const adjustment = parseAdjustment(record, settings, field, ['at', 'do']);
    return { at: at, input: Object.assign({ type: 'adjust' as const }, adjustment) };
  }
  if (action === 'result') {
    rejectUnknownKeys(record, ['at', 'do', 'result'], field);
    const problem = resultProblem(record.result);
    if (problem !== '') throw fieldError(field + '.result', problem);
    return { at: at, input: { type: 'result', result: record.result as string } };
  }
  rejectUnknownKeys(record, action === 'pause' ? ['at', 'do', 'side', 'reason'] : ['at', 'do', 'side'], field);
  const needsSide = action === 'press' || action === 'query' || action === 'arrive';
  const takesSide = needsSide || action === 'start';
  if (record.side === undefined && needsSide) throw fieldError(field + '.side', 'is required for "' + action + '"');
  if (record.side !== undefined && !takesSide) throw fieldError(field + '.side', 'is not taken by "' + action + '"');
  const side = record.side === undefined ? undefined : requireOneOf(record.side, SIDES, field + '.side');
  if (action === 'pause' && record.reason !== undefined) {
    requireOneOf(record.reason, ['capture'], field + '.reason');
    return { at: at, input: { type: 'pause', reason: 'capture' } };
  }
  let input: Input = { type: 'tick' };
  switch (action) {
    case 'press':
    case 'query':
    case 'arrive':
      input = { type: action, side: side as Side };
      break;
    case 'start':
      input = side === undefined ? { type: 'start' } : { type: 'start', side: side };
      break;
    case 'pause':
    case 'resume':
    case 'timeoutPass':
    case 'end':
    case 'seal':
    case 'voidFlag':
      input = { type: action };
  }
  return { at: at, input: input };
}

/** Validates a scenario; throws an Error whose message names the field and the reason. */
/**
 * Where a scenario without `until` ends: at its last action (what tests that drive the runner rely on), or, as
 * the command line runs a file, on at the flag when a clock still runs after the last action.
 */
export type OpenEnd = 'last-action' | 'flag';

export function parseScenario(value: unknown, openEnd: OpenEnd = 'last-action'): Scenario {
  const record = requireRecord(value, 'scenario');
  rejectUnknownKeys(record, ['timeControl', 'actions', 'until'], 'scenario');
  if (record.timeControl === undefined) throw fieldError('timeControl', 'is required');
  const settings = parseSettings(record.timeControl, 'timeControl', findPreset);
  if (!Array.isArray(record.actions)) {
    throw fieldError('actions', 'must be an array of actions (got ' + describe(record.actions) + ')');
  }
  const actions: ScenarioAction[] = [];
  for (let i = 0; i < record.actions.length; i++) {
    const action = parseAction(record.actions[i], 'actions[' + i + ']', settings);
    if (i > 0 && action.at < actions[i - 1].at) {
      throw fieldError('actions[' + i + '].at', 'is before the previous action (' + action.at + ' < ' + actions[i - 1].at + ')');
    }
    actions.push(action);
  }
  const lastAt = actions.length > 0 ? actions[actions.length - 1].at : 0;
  if (record.until === undefined && openEnd === 'flag') return Object.assign({ settings: settings, actions: actions }, stopWithoutUntil(settings, actions, lastAt));
  if (record.until === undefined) return { settings: settings, actions: actions, until: lastAt };
  const until = requireInteger(record.until, 'until', 0, MAX_SCENARIO_MS);
  if (until < lastAt) throw fieldError('until', 'is before the last action (' + until + ' < ' + lastAt + ')');
  return { settings: settings, actions: actions, until: until };
}

/** With no `until`, a clock still running after the last action runs on to its flag; else the scenario ends there. */
function stopWithoutUntil(settings: ClockSettings, actions: ScenarioAction[], lastAt: number): { until: number; stoppedAt: string; flagAt?: number } {
  const atLast = replay(settings, actions, lastAt, () => undefined);
  let flagAt: number | null = null;
  if (atLast.phase === 'running') {
    runTo(atLast, MAX_SCENARIO_MS, (e) => {
      if (e.type === 'flag' && flagAt === null) flagAt = e.at;
    });
  }
  if (flagAt !== null) return { until: flagAt, stoppedAt: 'no until given: ran to the flag at ' + flagAt + ' ms', flagAt: flagAt };
  return { until: lastAt, stoppedAt: 'no until given: ran to the last action at ' + lastAt + ' ms' };
}

/** Runs a scenario and hands each event to `emit` in time order; returns the final state. */
export function runScenario(scenario: Scenario, emit: (event: ClockEvent) => void): ClockState {
  return replay(scenario.settings, scenario.actions, scenario.until, emit);
}

export function scenarioEvents(scenario: Scenario): ClockEvent[] {
  const events: ClockEvent[] = [];
  runScenario(scenario, (event) => events.push(event));
  return events;
}
