// Core throughput: presses per second and whole games per second, through step() as a shell drives it.
// The core is timed as the shells ship it, bundled into one module (esbuild, as the web page's build):
// loaded through tsx, each call between its modules would go through an import binding's getter.
import { buildSync } from 'esbuild';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ClockState } from '../../firmware/core/index';

function bundledCore(): typeof import('../../firmware/core/index') {
  const outfile = join(tmpdir(), 'goclock-bench-core.cjs');
  buildSync({ entryPoints: ['firmware/core/index.ts'], bundle: true, platform: 'node', format: 'cjs', outfile: outfile, logLevel: 'error' });
  return createRequire(import.meta.url)(outfile);
}

const { findPreset, newClock, nextDeadline, parseSettings, step } = bundledCore();

/** Seconds of this process's CPU time: on a shared machine, unlike the wall clock, what others run does not count. */
function cpuSeconds(): number {
  const used = process.cpuUsage();
  return (used.user + used.system) / 1e6;
}
const settings = parseSettings('cn-national', 'tc', findPreset);

function pressLoop(presses: number): number {
  let state: ClockState = step(newClock(settings), { type: 'start' }, 0).state;
  let now = 0;
  const started = cpuSeconds();
  for (let i = 0; i < presses; i++) {
    now += 1 + (i % 7);
    state = step(state, { type: 'press', side: state.onMove }, now).state;
  }
  return cpuSeconds() - started;
}

/** A 300-move byo-yomi game in which each move takes 10–70 s, so every call of the schedule fires. */
function playGame(): number {
  let state = step(newClock(parseSettings({ system: 'byoyomi', mainMs: 600000, periods: 5, periodMs: 60000 }, 'tc', findPreset)), { type: 'start' }, 0).state;
  let now = 0;
  let events = 0;
  for (let move = 0; move < 300; move++) {
    const pressAt = now + 10000 + ((move * 7919) % 50000);
    for (let deadline = nextDeadline(state); deadline !== null && deadline <= pressAt; deadline = nextDeadline(state)) {
      const r = step(state, { type: 'tick' }, deadline);
      state = r.state;
      events += r.events.length;
    }
    const r = step(state, { type: 'press', side: state.onMove }, pressAt);
    state = r.state;
    events += r.events.length;
    now = pressAt;
  }
  return events;
}

export function benchCore(): string[] {
  pressLoop(200000);
  const presses = 2000000;
  const pressSeconds = pressLoop(presses);
  playGame();
  const games = 2000;
  const started = cpuSeconds();
  let events = 0;
  for (let i = 0; i < games; i++) events += playGame();
  const gameSeconds = cpuSeconds() - started;
  return [
    'core: presses per second            ' + Math.round(presses / pressSeconds).toLocaleString('en'),
    'core: 300-move games per second     ' + Math.round(games / gameSeconds).toLocaleString('en') +
      ' (' + Math.round(events / games) + ' events and deadline wake-ups each)',
  ];
}
