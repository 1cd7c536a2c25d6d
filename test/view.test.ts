import { describe, expect, it } from 'vitest';
import { faceView, findPreset, formatSeconds, newClock, nextWake, parseSettings, step, type ClockState } from '../firmware/core/index';

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
