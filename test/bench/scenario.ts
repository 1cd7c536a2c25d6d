// The scenario runner on very long inputs: a million actions, parsed, validated and run, with the heap
// measured at three sizes so that its growth can be seen to be linear.
import { parseScenario, runScenario } from '../../sim/scenario';

function bigScenario(actions: number): unknown {
  const list: { at: number; do: string; side?: string }[] = [{ at: 0, do: 'start' }];
  let at = 0;
  for (let i = 1; i < actions; i++) {
    at += 100 + (i % 13) * 40;
    list.push({ at: at, do: 'press', side: i % 2 === 1 ? 'black' : 'white' });
  }
  return { timeControl: { system: 'byoyomi', mainMs: 36000000, periods: 5, periodMs: 60000 }, actions: list };
}

function heapMb(): number {
  (globalThis as { gc?: () => void }).gc?.();
  return process.memoryUsage().heapUsed / 1048576;
}

function measure(actions: number): { seconds: number; mb: number; events: number } {
  const json = bigScenario(actions);
  const before = heapMb();
  const started = process.hrtime.bigint();
  let events = 0;
  const scenario = parseScenario(json);
  runScenario(scenario, () => events++);
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  const mb = heapMb() - before;
  return { seconds: seconds, mb: mb, events: events };
}

export function benchScenario(): string[] {
  const lines: string[] = [];
  for (const actions of [250000, 500000, 1000000]) {
    const m = measure(actions);
    lines.push('scenario: ' + actions.toLocaleString('en').padStart(9) + ' actions in ' + m.seconds.toFixed(2) + ' s, ' +
      m.events.toLocaleString('en') + ' events, heap +' + m.mb.toFixed(0) + ' MB (parsed scenario kept)');
  }
  return lines;
}
