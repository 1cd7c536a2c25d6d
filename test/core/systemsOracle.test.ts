// An independent clock for Fischer, delay, Bronstein, Canadian, hourglass, Ing and multi-stage that steps one
// millisecond at a time, written from the words; the core must agree with it on every call, press and flag.
import { describe, expect, it } from 'vitest';
import { findPreset, parseSettings, type Input, type Side, type Stage, type TimeControl } from '../../firmware/core/index';
import { runScenario, type ScenarioAction } from '../../sim/scenario';
import { random } from '../helpers/helpers';

const SIDES: Side[] = ['black', 'white'];

interface Brute {
  main: number;
  /** Simple delay: ms of this move's delay used. */
  delayUsed: number;
  moveUsed: number;
  extensions: number;
  inPeriod: boolean;
  periodLeft: number;
  movesLeft: number;
  stage: number;
  movesMade: number;
}

function stageList(tc: TimeControl): Stage[] {
  return tc.system === 'stages' ? tc.stages : [tc];
}

function fresh(stage: Stage, main: number, c: Brute): void {
  c.main = main;
  c.extensions = 0;
  c.inPeriod = stage.system === 'canadian' && main === 0;
  c.periodLeft = stage.system === 'canadian' ? stage.periodMs : 0;
  c.movesLeft = stage.system === 'canadian' ? stage.moves : 0;
}

function oracle(black: TimeControl, white: TimeControl, actions: ScenarioAction[], until: number): string[] {
  const stages: Record<Side, Stage[]> = { black: stageList(black), white: stageList(white) };
  const clock = {} as Record<Side, Brute>;
  for (const side of SIDES) {
    clock[side] = { main: 0, delayUsed: 0, moveUsed: 0, extensions: 0, inPeriod: false, periodLeft: 0, movesLeft: 0, stage: 0, movesMade: 0 };
    fresh(stages[side][0], stages[side][0].mainMs, clock[side]);
  }
  const ctl = (side: Side) => stages[side][clock[side].stage];
  const out: string[] = [];
  let running = false;
  let started = false;
  let flagged = false;
  let onMove: Side = 'black';
  let next = 0;
  const say = (t: number, side: Side, what: string) => out.push(t + ' ' + side + ' ' + what);
  /** Main time (or a Canadian period) reached zero: the next stage, the overtime, an extension, or the flag. */
  const zero = (t: number, side: Side) => {
    const c = clock[side];
    const k = ctl(side);
    if (!c.inPeriod && c.stage < stages[side].length - 1 && k.untilMove === undefined) {
      c.stage++;
      const n = ctl(side);
      fresh(n, n.mainMs, c);
      if (c.main > 0) say(t, side, 'stage:' + (c.stage + 1));
      else {
        c.inPeriod = true;
        say(t, side, 'moves:' + c.movesLeft);
      }
      return;
    }
    if (k.system === 'canadian' && !c.inPeriod) {
      c.inPeriod = true;
      say(t, side, 'moves:' + c.movesLeft);
      return;
    }
    if (k.system === 'ing' && c.extensions < k.maxExtensions) {
      c.extensions++;
      c.main = k.extensionMs;
      say(t, side, 'extension:' + c.extensions);
      say(t, side, 'penalty:' + c.extensions * k.penaltyPoints);
      return;
    }
    say(t, side, 'count:10');
    say(t, side, 'timeout');
    say(t, side, 'flag');
    running = false;
    flagged = true;
  };
  for (let t = 0; t <= until; t++) {
    if (running && t > 0) {
      const side = onMove;
      const c = clock[side];
      const k = ctl(side);
      const other = side === 'black' ? 'white' : 'black';
      c.moveUsed++;
      if (ctl(other).system === 'hourglass') clock[other].main++;
      let left: number | null = null;
      if (k.system === 'delay' && c.delayUsed < k.delayMs) c.delayUsed++;
      else if (c.inPeriod) left = --c.periodLeft;
      else left = --c.main;
      const silentMain = k.system === 'canadian' && !c.inPeriod;
      if (left === 0) zero(t, side);
      else if (left !== null && !silentMain) {
        const quiet = k.system === 'bronstein' && c.moveUsed < k.delayMs;
        for (const m of [10, 5, 1]) if (left === m * 60000 && !quiet) say(t, side, 'main:' + m);
        if (left % 1000 === 0 && left < 10000) say(t, side, 'count:' + (10 - left / 1000));
      }
    }
    while (next < actions.length && actions[next].at === t) {
      const input = actions[next++].input;
      if (input.type === 'start' && !started) started = running = true;
      else if (input.type === 'press' && running && input.side === onMove) {
        const c = clock[onMove];
        const k = ctl(onMove);
        let follow = '';
        c.movesMade++;
        if (k.system === 'fischer') c.main = Math.min(k.maxMs ?? Infinity, c.main + k.incrementMs);
        if (k.system === 'bronstein') c.main += Math.min(c.moveUsed, k.delayMs);
        if (k.system === 'canadian' && c.inPeriod && --c.movesLeft === 0) {
          c.periodLeft = k.periodMs;
          c.movesLeft = k.moves;
          follow = 'moves:' + k.moves;
        }
        if (k.untilMove === c.movesMade) {
          c.stage++;
          const n = ctl(onMove);
          fresh(n, c.main + n.mainMs, c);
          follow = 'stage:' + (c.stage + 1);
        }
        say(t, onMove, 'press ' + c.moveUsed + ' ' + (c.inPeriod ? c.periodLeft : c.main));
        if (follow !== '') say(t, onMove, follow);
        c.delayUsed = 0;
        c.moveUsed = 0;
        onMove = onMove === 'black' ? 'white' : 'black';
      } else if (input.type === 'pause' && running) running = false;
      else if (input.type === 'resume' && started && !running && !flagged) running = true;
    }
  }
  return out;
}

/** A control of one of the new systems, small enough to play to its end in a few minutes of 1 ms steps. */
function randomControl(rand: () => number, systems: string[]): Record<string, unknown> {
  const pick = <T>(xs: T[]) => xs[Math.floor(rand() * xs.length)];
  const mainMs = pick([1000, 5000, 10000, 61000, 1 + Math.floor(rand() * 20000)]);
  const bonusMs = pick([1000, 3000, 5000, 1 + Math.floor(rand() * 8000)]);
  switch (pick(systems)) {
    case 'fischer':
      return rand() < 0.5
        ? { system: 'fischer', mainMs: mainMs, incrementMs: bonusMs }
        : { system: 'fischer', mainMs: mainMs, incrementMs: bonusMs, maxMs: mainMs + pick([0, bonusMs, 2 * bonusMs - 1]) };
    case 'delay':
      return { system: 'delay', mainMs: mainMs, delayMs: bonusMs };
    case 'bronstein':
      return { system: 'bronstein', mainMs: mainMs, delayMs: bonusMs };
    case 'canadian':
      return { system: 'canadian', mainMs: pick([0, mainMs]), moves: 1 + Math.floor(rand() * 3), periodMs: pick([10000, 20000, 61000]) };
    case 'hourglass':
      return { system: 'hourglass', mainMs: mainMs };
    case 'ing':
      return { system: 'ing', mainMs: mainMs, extensionMs: pick([1000, 5000, 11000]), penaltyPoints: 1 + Math.floor(rand() * 3), maxExtensions: 1 + Math.floor(rand() * 3) };
    default:
      return { system: 'absolute', mainMs: mainMs };
  }
}

const MAIN_ONLY = ['absolute', 'fischer', 'hourglass', 'delay', 'bronstein'];
const ANY = MAIN_ONLY.concat(['canadian', 'ing']);

function randomStages(rand: () => number): Record<string, unknown> {
  const stages: Record<string, unknown>[] = [];
  let untilMove = 0;
  const count = 1 + Math.floor(rand() * 2);
  for (let i = 0; i < count; i++) {
    const afterTime = i > 0 && stages[i - 1].untilMove === undefined;
    stages.push(randomControl(rand, afterTime ? ['absolute', 'fischer', 'hourglass'] : MAIN_ONLY));
    if (rand() < 0.6) stages[i].untilMove = untilMove += 1 + Math.floor(rand() * 3);
  }
  const afterTime = stages[count - 1].untilMove === undefined;
  stages.push(randomControl(rand, afterTime ? ['absolute', 'fischer', 'hourglass', 'canadian', 'ing'] : ANY));
  return { system: 'stages', stages: stages };
}

describe('oracle: the core agrees with a 1 ms brute-force clock for every new system', () => {
  it('on 250 random games with time odds across systems, presses near every boundary', () => {
    const rand = random(11);
    for (let i = 0; i < 250; i++) {
      const control = () => (rand() < 0.25 ? randomStages(rand) : randomControl(rand, ANY));
      const raw = rand() < 0.5 ? { black: control(), white: control() } : control();
      const settings = parseSettings(raw, 'tc', findPreset);
      const actions: ScenarioAction[] = [{ at: 0, input: { type: 'start' } }];
      let at = 0;
      for (let k = 0; k < 16; k++) {
        const r0 = rand();
        // Whole seconds ± 1 ms land presses on the instants a delay, a count or a period ends.
        at += r0 < 0.15 ? 0 : r0 < 0.6 ? Math.floor(rand() * 12) * 1000 + Math.floor(rand() * 3) - 1 + 1 : Math.floor(rand() * 15000);
        const r = rand();
        const input: Input = r < 0.8 ? { type: 'press', side: SIDES[Math.floor(rand() * 2)] } : r < 0.9 ? { type: 'pause' } : { type: 'resume' };
        actions.push({ at: at, input: input });
      }
      const until = at + 150000;
      const core: string[] = [];
      runScenario({ settings: settings, actions: actions, until: until }, (e) => {
        if (e.type === 'call') core.push(e.at + ' ' + e.side + ' ' + e.call);
        if (e.type === 'flag') core.push(e.at + ' ' + e.side + ' flag');
        if (e.type === 'press') core.push(e.at + ' ' + e.side + ' press ' + e.usedMs + ' ' + (e.mainMs > 0 || e.periodMs === undefined ? e.mainMs : e.periodMs));
      });
      expect(core, JSON.stringify(raw)).toEqual(oracle(settings.black, settings.white, actions, until));
    }
  }, 120000);
});
