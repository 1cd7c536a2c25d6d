// The core copies a state and a side clock field by field (fast in Node, cheap on Espruino). The field
// lists below must name every field, or they do not compile: a field added to the types and not to the
// copies fails here.
import { describe, expect, it } from 'vitest';
import { copyState } from '../../firmware/core/clockState';
import { copySideClock } from '../../firmware/core/sideClock';
import { findPreset, newClock, parseSettings, type ClockState, type SideClock } from '../../firmware/core/index';

const STATE_FIELDS: Record<keyof ClockState, true> = {
  settings: true, phase: true, onMove: true, atMs: true, black: true, white: true, move: true, moveUsedMs: true, flagged: true,
  flagReason: true, firstFlag: true, firstFlagMove: true, startedAtMs: true, arrived: true, resumed: true, sealed: true, result: true,
};
const SIDE_CLOCK_FIELDS: Record<keyof Required<SideClock>, number> = {
  mainMs: 1, periods: 2, periodUsedMs: 3, periodLeftMs: 4, movesLeft: 5, usedMs: 6, ownCount: 7, stage: 8, movesMade: 9,
};

describe('the core’s copies', () => {
  it('copy every field of a state, and no more', () => {
    const state = newClock(parseSettings('cn-national', 'tc', findPreset));
    const marked = Object.assign({}, state) as unknown as Record<string, unknown>;
    for (const field of Object.keys(STATE_FIELDS)) marked[field] = { field: field };
    const copy = copyState(marked as unknown as ClockState);
    expect(copy).toEqual(marked);
    expect(Object.keys(copy).sort()).toEqual(Object.keys(STATE_FIELDS).sort());
  });

  it('copy every field of a side clock, and leave a system’s own fields absent where they were', () => {
    const full = SIDE_CLOCK_FIELDS as SideClock;
    expect(copySideClock(full)).toEqual(full);
    expect(copySideClock(full)).not.toBe(full);
    const plain: SideClock = { mainMs: 1, periods: 2, periodUsedMs: 3, periodLeftMs: 4, movesLeft: 5, usedMs: 6 };
    expect(Object.keys(copySideClock(plain))).toEqual(Object.keys(plain));
  });
});
