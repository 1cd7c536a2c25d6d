import { describe, expect, it } from 'vitest';
import { callsOnly, ceilSeconds, countdownAt, faceView, findPreset, formatSeconds, newClock, nextDeadline, nextWake, parseSettings, runningCountdown, step, type ClockState } from '../../firmware/core/index';

function startedClock(tc: unknown): ClockState {
  return step(newClock(parseSettings(tc, 'tc', findPreset)), { type: 'start' }, 0).state;
}

describe('the face', () => {
  const byo = { system: 'byoyomi', mainMs: 10000, periods: 3, periodMs: 30000 };

  it.each([
    [0, 'main', 10, 3],
    [1, 'main', 10, 3],
    [999, 'main', 10, 3],
    [1000, 'main', 9, 3],
    [9999, 'main', 1, 3],
    [10000, 'byoyomi', 30, 3],
    [10001, 'byoyomi', 30, 3],
    [39999, 'byoyomi', 1, 3],
  ])('at %i ms shows %s %i s with %i periods (seconds round up)', (now, mode, seconds, periods) => {
    const view = faceView(startedClock(byo), 'black', now);
    expect(view).toMatchObject({ mode: mode, seconds: seconds, periods: periods, running: true });
  });

  it('shows the true present even when no tick has been processed since', () => {
    expect(faceView(startedClock(byo), 'black', 45000)).toMatchObject({ mode: 'byoyomi', seconds: 25, periods: 2 });
    expect(faceView(startedClock(byo), 'black', 500000)).toMatchObject({ mode: 'byoyomi', seconds: 0, periods: 0, flagged: true });
  });

  it('shows who flagged first', () => {
    const state = step(startedClock({ system: 'absolute', mainMs: 1000 }), { type: 'tick' }, 1000).state;
    expect(faceView(state, 'black', 1000)).toMatchObject({ flagged: true, firstFlag: true, seconds: 0, running: false });
    expect(faceView(state, 'white', 1000)).toMatchObject({ flagged: false, firstFlag: false });
  });

  it('formats hours only when there are some', () => {
    expect([formatSeconds(6900), formatSeconds(307), formatSeconds(9), formatSeconds(0)]).toEqual(['1:55:00', '5:07', '0:09', '0:00']);
  });
});

describe('nextWake: one timer for the next repaint or deadline', () => {
  it('wakes when the displayed second changes, and at the deadline', () => {
    const state = startedClock({ system: 'byoyomi', mainMs: 2500, periods: 1, periodMs: 60000 });
    expect(nextWake(state, 0)).toBe(500);
    expect(nextWake(state, 500)).toBe(1500);
    expect(nextWake(state, 1500)).toBe(2500);
  });

  it('never wakes while paused or before the start', () => {
    const ready = newClock(parseSettings('cn-local', 'tc', findPreset));
    const paused = step(step(ready, { type: 'start' }, 0).state, { type: 'pause' }, 10).state;
    expect(nextWake(ready, 0)).toBeNull();
    expect(nextWake(paused, 20)).toBeNull();
  });

  it('repaints from a running countdown the seconds a face shows and the next wake-up, at every millisecond', () => {
    const state = startedClock({ system: 'byoyomi', mainMs: 2500, periods: 1, periodMs: 60000 });
    const countdown = runningCountdown(state)!;
    for (let now = 0; now < countdown.untilMs; now++) {
      const at = step(state, { type: 'tick' }, now).state;
      expect(countdownAt(countdown, now)).toEqual({ seconds: ceilSeconds(2500 - now), dropsAt: nextWake(at, now) });
    }
  });

  it('wakes about once a second through a long main time', () => {
    let state = startedClock('cn-national');
    let now = 0;
    let wakes = 0;
    while (now < 60000) {
      now = nextWake(state, now)!;
      state = step(state, { type: 'tick' }, now).state;
      wakes++;
    }
    expect(wakes).toBe(60);
  });
});

describe('a deadline that only calls', () => {
  /** The deadlines of a game under `tc` from `fromMs` on, each with whether it only calls, until `count` of them. */
  function deadlines(tc: unknown, fromMs: number, count: number): string[] {
    let state = step(startedClock(tc), { type: 'tick' }, fromMs).state;
    const out: string[] = [];
    while (out.length < count) {
      const deadline = nextDeadline(state);
      const counting = runningCountdown(state);
      if (deadline === null || counting === null) break;
      const result = step(state, { type: 'tick' }, deadline);
      const next = callsOnly(counting, state, result);
      out.push(deadline + (next === null ? ' whole' : ' calls, counting ' + next.leftMs + ' until ' + next.untilMs));
      state = result.state;
    }
    return out;
  }

  it('is each call of a period, but not main time running out, a period ending or the flag', () => {
    const byo = { system: 'byoyomi', mainMs: 120000, periods: 2, periodMs: 60000 };
    expect(deadlines(byo, 0, 3)).toEqual(['120000 whole', '150000 calls, counting 30000 until 160000', '160000 calls, counting 20000 until 170000']);
    expect(deadlines(byo, 176000, 6)).toEqual([
      '178000 calls, counting 2000 until 180000',
      '180000 whole',
      '210000 calls, counting 30000 until 220000',
      '220000 calls, counting 20000 until 230000',
      '230000 calls, counting 10000 until 231000',
      '231000 calls, counting 9000 until 232000',
    ]);
    expect(deadlines(byo, 238500, 3)).toEqual(['239000 calls, counting 1000 until 240000', '240000 whole']);
  });

  it('leaves every fact a face shows as it was but the running figure, under every preset', () => {
    const figureless = (state: ClockState, side: 'black' | 'white', at: number) => {
      const view = faceView(state, side, at) as unknown as Record<string, unknown>;
      delete view.seconds;
      delete view.mainSeconds;
      delete view.delaySeconds;
      return view;
    };
    let callsOnlySeen = 0;
    for (const preset of ['cn-national', 'fast-10s', 'kr-3x40s', 'canadian-30m+25in10m', 'moves-15-in-10', 'ing-3h+35m-2pts-x3', 'fide-90m+30s-40', 'delay-5m+5s', 'fischer-5m+3s']) {
      let state = startedClock(preset);
      for (let n = 0; n < 400; n++) {
        const deadline = nextDeadline(state);
        const counting = runningCountdown(state);
        if (deadline === null || counting === null) break;
        const result = step(state, { type: 'tick' }, deadline);
        if (callsOnly(counting, state, result) !== null) {
          callsOnlySeen++;
          for (const side of ['black', 'white'] as const) expect(figureless(result.state, side, deadline), preset + ' at ' + deadline).toEqual(figureless(state, side, deadline - 1));
        }
        state = result.state;
      }
    }
    expect(callsOnlySeen).toBeGreaterThan(50);
  });
});
