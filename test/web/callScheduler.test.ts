// The web clock's call scheduler, without a browser: each call scheduled once, ahead of its instant,
// and cancelled when an input comes first.
import { describe, expect, it } from 'vitest';
import { findPreset, newClock, parseSettings, step } from '../../firmware/core/index';
import { createCallScheduler, HIDDEN_LOOKAHEAD_MS, LOOKAHEAD_MS, type ScheduledCall } from '../../sim/web/callScheduler';

const settings = parseSettings({ system: 'byoyomi', mainMs: 1000, periods: 1, periodMs: 10000 }, 'tc', findPreset);

function harness() {
  const playing: ScheduledCall[] = [];
  const cancelled: ScheduledCall[] = [];
  const scheduler = createCallScheduler((call) => {
    playing.push(call);
    return () => cancelled.push(call);
  });
  return { scheduler, playing, cancelled };
}

describe('the web clock’s call scheduler', () => {
  it('schedules each call once, up to the lookahead, whatever the page’s wake-ups', () => {
    const { scheduler, playing } = harness();
    const state = step(newClock(settings), { type: 'start' }, 0).state;
    for (const now of [0, 400, 999, 1000, 2500, 2500, 3100]) scheduler.scheduleAhead(state, now, LOOKAHEAD_MS);
    expect(playing.map((c) => c.at + ' ' + c.call)).toEqual(['1000 byoyomi:1', '2000 count:1', '3000 count:2', '4000 count:3']);
  });

  it('cancels the calls after an input, and schedules the new future', () => {
    const { scheduler, playing, cancelled } = harness();
    let state = step(newClock(settings), { type: 'start' }, 0).state;
    scheduler.scheduleAhead(state, 1800, LOOKAHEAD_MS);
    // Black moves at 2500: count:1 at 2000 was said; count:2 at 3000 will not be.
    state = step(state, { type: 'press', side: 'black' }, 2500).state;
    scheduler.inputAt(2500);
    expect(cancelled.map((c) => c.call)).toEqual(['count:2']);
    scheduler.scheduleAhead(state, 2500, LOOKAHEAD_MS);
    expect(scheduler.scheduled().map((c) => c.at + ' ' + c.side + ' ' + c.call)).toEqual(['2000 black count:1', '3500 white byoyomi:1']);
    expect(playing).toHaveLength(3);
  });

  it('schedules ten minutes ahead when the page is hidden and wakes no more', () => {
    const { scheduler, playing } = harness();
    const state = step(newClock(settings), { type: 'start' }, 0).state;
    scheduler.scheduleAhead(state, 0, HIDDEN_LOOKAHEAD_MS);
    expect(playing.map((c) => c.call)).toEqual(['byoyomi:1'].concat([1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((k) => 'count:' + k), ['timeout']));
  });
});
