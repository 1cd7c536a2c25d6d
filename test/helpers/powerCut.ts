// Power cuts and flash damage against the clock app: random games, cut at random instants, the record
// damaged in every way flash and a torn write can damage it, then a reboot. Shared by the test files
// that run the trials (split so that both cores work).
import { expect } from 'vitest';
import { AppBench, joltFlash, writeSettings } from './appHarness';
import { random } from './helpers';
import { CHECKPOINT_INPUTS, RECORD_FILES, TICK_MS } from '../../firmware/app/record/recorder';
import { linesOf, readRecord } from '../../firmware/app/record/record';
import type { ClockState, Side } from '../../firmware/core/index';
import type { FlashStorage } from '../../sim/espruino/flashModel';

/**
 * The running time the record proves is at most this far behind a clean cut: the ticks are written at
 * every repaint of a running move, a second apart (TICK_MS), up to 100 ms before it, the window in which a
 * late-arriving press may still change the past.
 */
export const TICK_SPACING_MS = TICK_MS + 100;

/**
 * What a damaged or missing line can cost beyond a clean cut: the play back to the last line before it that
 * survives, a line's worth (11.1 s, the bound these random games have held a damaged line to).
 */
export const LINE_WORTH_MS = 11100;

/** The stated worst case: a clean cut's spacing, and a line's worth for each damaged or missing line. */
export function lossBoundMs(damagedLines: number): number {
  return TICK_SPACING_MS + damagedLines * LINE_WORTH_MS;
}

/** The record file in use: the one that holds lines. */
function recordFile(flash: FlashStorage): string {
  return flash.readStorageFile(RECORD_FILES[1]) !== '' ? RECORD_FILES[1] : RECORD_FILES[0];
}

const TIME_CONTROLS = [
  { system: 'byoyomi', mainMs: 20000, periods: 3, periodMs: 10000 },
  { system: 'byoyomi', mainMs: 60000, periods: 2, periodMs: 30000, rules: '1988' },
  { system: 'absolute', mainMs: 90000 },
  { system: 'moves', mainMs: 15000, moves: 3, periodMs: 20000 },
];

export const DAMAGE_KINDS = ['clean', 'torn', 'flip', 'ff', 'drop', 'dup', 'garbage'] as const;
export type DamageKind = (typeof DAMAGE_KINDS)[number];

function buttonOf(side: Side): 'left' | 'right' {
  return side === 'black' ? 'left' : 'right';
}

/** Plays random gestures from `from` to `until` (hardware time): presses, pauses, queries. */
function play(bench: AppBench, rand: () => number, from: number, until: number): void {
  // Gestures stop a second before the cut; the last moment runs on its own.
  let t = from;
  for (;;) {
    t += 150 + Math.floor(rand() * (rand() < 0.2 ? 25000 : 6000));
    if (t + 1000 >= until) break;
    bench.runUntil(t);
    const present = bench.app.timeline().present;
    const roll = rand();
    if (present.phase === 'paused') bench.tap('mode', t);
    else if (present.phase !== 'running') continue;
    else if (roll < 0.85) bench.tap(buttonOf(present.onMove), t);
    else if (roll < 0.95) bench.tap('mode', t);
    else bench.tap('set', t);
  }
  bench.runUntil(until);
}

/** Where each line of `text` starts, with the text's length at the end. */
function lineStarts(text: string): number[] {
  const starts = [0];
  for (let i = 0; i < text.length; i++) if (text.charAt(i) === '\n' && i + 1 < text.length) starts.push(i + 1);
  starts.push(text.length);
  return starts;
}

function lineOf(starts: number[], offset: number): number {
  let line = 0;
  while (line + 1 < starts.length - 1 && starts[line + 1] <= offset) line++;
  return line;
}

/** Damages the record text; returns the new text and how many of its lines the damage touched. */
export function damage(text: string, kind: Exclude<DamageKind, 'clean' | 'torn'>, rand: () => number): { text: string; lines: number } {
  const starts = lineStarts(text);
  const pick = (n: number) => Math.floor(rand() * n);
  switch (kind) {
    case 'flip': {
      const chars = text.split('');
      const touched = new Set<number>();
      for (let i = 1 + pick(3); i > 0; i--) {
        const at = pick(chars.length);
        chars[at] = String.fromCharCode(pick(256));
        touched.add(lineOf(starts, at));
        if (text.charAt(at) === '\n') touched.add(lineOf(starts, at + 1));
      }
      return { text: chars.join(''), lines: touched.size };
    }
    case 'ff': {
      const at = pick(text.length);
      const end = Math.min(text.length, at + 1 + pick(40));
      return { text: text.slice(0, at) + '\u00ff'.repeat(end - at) + text.slice(end), lines: lineOf(starts, end) - lineOf(starts, at) + 1 + (text.charAt(end - 1) === '\n' ? 1 : 0) };
    }
    case 'drop': {
      let out = text;
      const count = 1 + pick(2);
      for (let i = 0; i < count; i++) {
        const s = lineStarts(out);
        const line = pick(s.length - 1);
        out = out.slice(0, s[line]) + out.slice(s[line + 1]);
      }
      return { text: out, lines: count };
    }
    case 'dup': {
      const line = pick(starts.length - 1);
      const copy = text.slice(starts[line], starts[line + 1]);
      return { text: text.slice(0, starts[line + 1]) + (copy.endsWith('\n') ? copy : copy + '\n') + text.slice(starts[line + 1]), lines: 0 };
    }
    case 'garbage': {
      let junk = '';
      for (let i = 1 + pick(60); i > 0; i--) junk += rand() < 0.1 ? '\n' : String.fromCharCode(pick(256));
      return { text: text + junk, lines: 0 };
    }
  }
}

export interface TrialResult {
  kind: DamageKind;
  outcome: 'recovered' | 'damaged-record';
  lostMs: number;
  boundMs: number;
}

function usedOf(state: ClockState): { black: number; white: number } {
  return { black: state.black.usedMs, white: state.white.usedMs };
}

/**
 * Cuts the power of `bench` at its present time, damages the record and reboots. Asserts that the clock
 * boots, that nothing runs, that no side is charged for time it did not use, and that the time lost is
 * within the stated bound. Returns the rebooted clock.
 */
function cutAndReboot(bench: AppBench, kind: DamageKind, rand: () => number, label: string): { rebooted: AppBench; result: TrialResult } {
  const truth = bench.truth();
  const flash = bench.flash.clone();
  const file = recordFile(flash);
  let lines = 0;
  if (kind === 'torn') {
    // The cut tears the write in progress (a record line or a tick) at a random byte.
    flash.tearLastWrite(Math.floor(rand() * (bench.flash.lastWrite?.length ?? 1)));
    lines = 1;
  } else if (kind !== 'clean') {
    const damaged = damage(flash.readStorageFile(file), kind, rand);
    flash.writeStorageFile(file, damaged.text);
    lines = damaged.lines;
  }
  const text = flash.readStorageFile(file);
  const rebooted = new AppBench(flash);
  const reading = rebooted.app.recovery() ?? readRecord(linesOf(text), () => undefined);
  rebooted.runUntil(500);
  const state = rebooted.app.console.state();
  const boundMs = lossBoundMs(lines);
  if (rebooted.app.damaged()) {
    // No game can be proved: the record is kept as it was, for the referee, and nothing runs.
    expect(flash.readStorageFile(file), label).toBe(text);
    expect(state.phase, label).toBe('ready');
    return { rebooted: rebooted, result: { kind: kind, outcome: 'damaged-record', lostMs: 0, boundMs: boundMs } };
  }
  const was = usedOf(truth);
  const now = usedOf(state);
  expect(state.phase === 'running', label).toBe(false);
  // A record whose start was lost proves no game: a new one, and all the time played counts as lost.
  if (state.phase !== 'ready' && (truth.phase === 'running' || truth.phase === 'paused')) expect(state.phase, label).toBe('paused');
  expect(now.black, label + ' black used').toBeLessThanOrEqual(was.black);
  expect(now.white, label + ' white used').toBeLessThanOrEqual(was.white);
  const lostMs = was.black - now.black + (was.white - now.white);
  if (reading.unresolved) {
    // Damage to an input that no checkpoint after it heals: the game is restored as of the input before
    // it, and what followed (at most the inputs until the next checkpoint) is lost.
    expect(truth.move - state.move, label + ' moves lost').toBeLessThanOrEqual(CHECKPOINT_INPUTS + 2 * lines);
  } else expect(lostMs, label + ' lost').toBeLessThanOrEqual(boundMs);
  return { rebooted: rebooted, result: { kind: kind, outcome: 'recovered', lostMs: reading.unresolved ? 0 : lostMs, boundMs: boundMs } };
}

/**
 * One trial: a game, a cut with damage, a reboot; for some, a second game stretch and a second cut. With
 * `kinds`, the first cut is of the first kind and, once recovered, a second cut of the second always follows.
 */
export function powerCutTrial(seed: number, kinds?: [DamageKind, DamageKind]): TrialResult[] {
  const rand = random(seed);
  const flash = joltFlash();
  writeSettings(flash, { preset: 'cn-national', timeControl: TIME_CONTROLS[Math.floor(rand() * TIME_CONTROLS.length)], blackButton: 'left', volume: 20 });
  const bench = new AppBench(flash);
  bench.tap('right', 300);
  const cutAt = 1500 + Math.floor(rand() * 90000);
  play(bench, rand, 400, cutAt);
  const drawn = DAMAGE_KINDS[Math.floor(rand() * DAMAGE_KINDS.length)];
  const kind = kinds === undefined ? drawn : kinds[0];
  const label = 'seed ' + seed + ' ' + kind;
  const first = cutAndReboot(bench, kind, rand, label);
  const again = rand() < 0.5;
  if ((kinds === undefined && again) || first.result.outcome !== 'recovered') return [first.result];
  // A second cut after the recovery: the referee resumes, play goes on, the power fails again.
  const resumed = first.rebooted;
  resumed.tap('mode', 1000);
  play(resumed, rand, 1200, 2000 + Math.floor(rand() * 60000));
  const secondDrawn = DAMAGE_KINDS[Math.floor(rand() * DAMAGE_KINDS.length)];
  const secondKind = kinds === undefined ? secondDrawn : kinds[1];
  return [first.result, cutAndReboot(resumed, secondKind, rand, label + ' then ' + secondKind).result];
}

/**
 * Cuts of every damage kind, `each` a kind, each followed (once recovered) by a second, clean cut: none
 * invents time, and no clean cut loses more than a second and the late-press window.
 */
export function checkKindsThenClean(firstSeed: number, each: number): void {
  const results: TrialResult[] = [];
  DAMAGE_KINDS.forEach((kind, k) => {
    for (let i = 0; i < each; i++) results.push(...powerCutTrial(firstSeed + k * each + i, [kind, 'clean']));
  });
  const clean = results.filter((r) => r.kind === 'clean' && r.outcome === 'recovered');
  for (const r of clean) expect(r.lostMs).toBeLessThanOrEqual(TICK_SPACING_MS);
  expect(clean.length).toBeGreaterThan(each * DAMAGE_KINDS.length);
  const worstClean = Math.max(...clean.map((r) => r.lostMs));
  console.log('power cuts, each kind then a clean one: ' + results.length + ' cuts, worst clean loss ' + worstClean + ' ms (bound ' + TICK_SPACING_MS + ')');
}

/** Runs `count` trials from `firstSeed` and checks what they add up to. */
export function checkTrials(firstSeed: number, count: number): void {
  const results: TrialResult[] = [];
  for (let seed = firstSeed; seed < firstSeed + count; seed++) results.push(...powerCutTrial(seed));
  for (const kind of DAMAGE_KINDS) expect(results.filter((r) => r.kind === kind).length, kind).toBeGreaterThan(count / 10);
  // Almost every cut is recovered: only damage to both header copies, or to the start and its
  // checkpoint before the next one, leaves a record that proves no game (kept for the referee).
  const unproved = results.filter((r) => r.outcome !== 'recovered').length;
  expect(unproved).toBeLessThan(results.length / 100);
  expect(results.length).toBeGreaterThan(count * 1.2);
  const worst = Math.max(...results.map((r) => r.lostMs));
  console.log('power cuts: ' + results.length + ' cuts, ' + unproved + ' records proving no game, worst loss ' + worst + ' ms');
}
