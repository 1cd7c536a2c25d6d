// The web clock's controller without a browser: a fake page clock, timers and voice. It feeds inputs at
// their own instants, keeps one timer for the next change, and says refusals in words.
import { describe, expect, it } from 'vitest';
import { findPreset, newClock, parseSettings, presets, step, type ClockState } from '../../firmware/core/index';
import { refereeMenu } from '../../sim/web/page/refereeMenu';
import { REFEREE_TEXTS } from '../../sim/web/page/refereeWords';
import { createClockController } from '../../sim/web/page/controller';
import type { ScheduledCall } from '../../sim/web/callScheduler';

const settings = parseSettings({ system: 'byoyomi', mainMs: 3000, periods: 1, periodMs: 10000 }, 'tc', findPreset);

function page(hidden = false) {
  let now = 0;
  const timers: { at: number; fn: () => void; live: boolean }[] = [];
  const told: string[] = [];
  const played: ScheduledCall[] = [];
  const painted: { phase: string; at: number }[] = [];
  const controller = createClockController(settings, {
    now: () => now,
    hidden: () => hidden,
    setTimer(fn, ms) {
      const timer = { at: now + ms, fn: fn, live: true };
      timers.push(timer);
      return () => (timer.live = false);
    },
    play(call) {
      played.push(call);
      return () => undefined;
    },
    paint(state: ClockState, nowMs) {
      painted.push({ phase: state.phase, at: nowMs });
    },
    tell: (text) => told.push(text),
  });
  /** Runs the page's timers up to `ms`, as a browser would. */
  const runTo = (ms: number) => {
    for (let next = timers.find((t) => t.live && t.at <= ms); next !== undefined; next = timers.find((t) => t.live && t.at <= ms)) {
      next.live = false;
      now = next.at;
      next.fn();
    }
    now = ms;
  };
  const live = () => timers.filter((t) => t.live);
  return { controller, runTo, live, told, played, painted, setNow: (ms: number) => (now = ms) };
}

describe('the web clock’s controller', () => {
  it('starts the opponent’s clock at a tap before the game, and charges a tap at its own instant', () => {
    const p = page();
    p.controller.playerPress('white', 100);
    expect(p.controller.game().state()).toMatchObject({ phase: 'running', onMove: 'black', startedAtMs: 100 });
    p.setNow(2600);
    p.controller.playerPress('black', 2500);
    expect(p.controller.game().state().black.mainMs).toBe(3000 - 2400);
    expect(p.controller.game().state().onMove).toBe('white');
  });

  it('keeps exactly one timer, at the next displayed second or call, and none once paused', () => {
    const p = page();
    p.controller.playerPress('white', 0);
    expect(p.live()).toHaveLength(1);
    expect(p.live()[0].at).toBe(1000);
    p.runTo(3500);
    expect(p.live()).toHaveLength(1);
    expect(p.painted.slice(-1)[0].at).toBe(3000);
    p.controller.togglePause(3600);
    expect(p.controller.game().state().phase).toBe('paused');
    expect(p.live()).toHaveLength(0);
    expect(p.told.slice(-1)).toEqual(['paused']);
  });

  it('schedules calls ahead on the voice, and wakes no more while hidden', () => {
    const p = page(true);
    p.controller.playerPress('white', 0);
    expect(p.live()).toHaveLength(0);
    expect(p.played.map((c) => c.at + ' ' + c.call)[0]).toBe('3000 byoyomi:1');
  });

  it('says a refusal in words and returns it', () => {
    const p = page();
    const refusal = p.controller.feed({ type: 'voidFlag' }, 0);
    expect(refusal).not.toBeNull();
    expect(p.told.slice(-1)).toEqual([refusal]);
  });

  it('replaces the game with a new one, cancelling the old one’s timer', () => {
    const p = page();
    p.controller.playerPress('white', 0);
    p.controller.newGame(parseSettings('fast-10s', 'tc', findPreset));
    expect(p.controller.game().state().phase).toBe('ready');
    expect(p.live()).toHaveLength(0);
  });
});

describe('the web referee panel’s menu', () => {
  it('is the device’s referee and flag menus for every preset, each action worded for a phone and its own input', () => {
    for (const preset of presets()) {
      const game = parseSettings(preset.name, 'tc', findPreset);
      const started = step(newClock(game), { type: 'start', side: 'black' }, 0).state;
      const paused = step(started, { type: 'pause' }, 1).state;
      const flagged = step(started, { type: 'tick' }, 14 * 24 * 3600 * 1000).state;
      for (const state of [paused, flagged]) {
        if (state.phase !== 'paused' && state.phase !== 'flagged') continue;
        const menu = refereeMenu(state);
        for (const action of menu.actions) expect(REFEREE_TEXTS['ref.' + action.label], preset.name + ' ' + action.label).toBeDefined();
        // Two actions of one menu never feed the same input.
        const inputs = menu.actions.map((a) => JSON.stringify(a.input));
        expect(new Set(inputs).size, preset.name).toBe(inputs.length);
      }
      expect(refereeMenu(paused).corrections.length, preset.name).toBeGreaterThan(0);
    }
    expect(refereeMenu(newClock(settings))).toEqual({ actions: [], corrections: [] });
  });
});
