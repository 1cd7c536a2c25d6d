// Where a running side's clock meets its next scheduled point (a call, the end of main time or of a
// period, a flag), and what happens there. Positions are exact integers; a point is reached when the
// position equals it, so every call has one exact instant and can neither repeat nor be skipped.
import type { ByoyomiControl, ClockEvent, CountdownCalls, Side, SideClock, TimeControl } from './types';
import { MINUTE_MS } from './timeControl';
import { call, enterNextStage, stageOf } from './stages';

const SECOND_MS = 1000;
const COUNT_LENGTH = 10;

/** Time from `leftMs` down to the next countdown call strictly below it, or to zero. */
function countdownDistance(calls: CountdownCalls, leftMs: number): number {
  let next = 0;
  for (let i = 0; i < calls.minutesLeft.length; i++) {
    const at = calls.minutesLeft[i] * MINUTE_MS;
    if (at < leftMs && at > next) next = at;
  }
  if (calls.count) {
    // count:k falls when (10 - k) seconds are left.
    for (let k = 1; k < COUNT_LENGTH; k++) {
      const at = (COUNT_LENGTH - k) * SECOND_MS;
      if (at < leftMs && at > next) next = at;
    }
  }
  return leftMs - next;
}

/**
 * Fires the countdown point at `leftMs`; returns true when it is the flag at zero. `quietMinutes` holds back
 * the minute calls (inside a Bronstein delay, whose time the press gives back).
 */
function fireCountdown(calls: CountdownCalls, leftMs: number, side: Side, at: number, events: ClockEvent[], quietMinutes: boolean): boolean {
  if (leftMs === 0) {
    if (calls.count) call(events, at, side, 'count:' + COUNT_LENGTH);
    call(events, at, side, 'timeout');
    return true;
  }
  for (let i = 0; i < calls.minutesLeft.length && !quietMinutes; i++) {
    if (calls.minutesLeft[i] * MINUTE_MS === leftMs) call(events, at, side, 'main:' + calls.minutesLeft[i]);
  }
  if (calls.count && leftMs % SECOND_MS === 0 && leftMs < COUNT_LENGTH * SECOND_MS) {
    call(events, at, side, 'count:' + (COUNT_LENGTH - leftMs / SECOND_MS));
  }
  return false;
}

function isLastPeriod(sideClock: SideClock): boolean {
  return sideClock.periods === 1;
}

/** Whether this period ends with the count: the last always, every period in the Korean style. */
function counts(tc: ByoyomiControl, sideClock: SideClock): boolean {
  return isLastPeriod(sideClock) || tc.calls.countAllPeriods;
}

/** Seconds into the last period at which the count starts (count:1). */
function firstCountSec(tc: ByoyomiControl): number {
  return tc.periodMs / SECOND_MS - tc.calls.count + 1;
}

/** Time from the current position in a byo-yomi period to its next call, or to the period's end. */
function periodDistance(tc: ByoyomiControl, sideClock: SideClock): number {
  const used = sideClock.periodUsedMs;
  const secs = isLastPeriod(sideClock) ? tc.calls.lastPeriodSec : tc.calls.periodSec;
  for (let i = 0; i < secs.length; i++) {
    if (secs[i] * SECOND_MS > used) return secs[i] * SECOND_MS - used;
  }
  if (counts(tc, sideClock) && tc.calls.count > 1) {
    const countStartMs = firstCountSec(tc) * SECOND_MS;
    if (used < countStartMs) return countStartMs - used;
    const nextSecondMs = (Math.floor(used / SECOND_MS) + 1) * SECOND_MS;
    if (nextSecondMs < tc.periodMs) return nextSecondMs - used;
  }
  return tc.periodMs - used;
}

/** Fires the byo-yomi point at the current position; returns true when it is the flag. */
function firePeriodPoint(tc: ByoyomiControl, sideClock: SideClock, side: Side, at: number, events: ClockEvent[]): boolean {
  const used = sideClock.periodUsedMs;
  const last = isLastPeriod(sideClock);
  if (used === tc.periodMs) {
    if (last) {
      if (tc.calls.count > 0) call(events, at, side, 'count:' + tc.calls.count);
      call(events, at, side, 'timeout');
      sideClock.periods = 0;
      sideClock.periodUsedMs = 0;
      return true;
    }
    call(events, at, side, tc.calls.countAllPeriods && tc.calls.count > 0 ? 'count:' + tc.calls.count : 'sec:' + tc.periodMs / SECOND_MS);
    sideClock.periods -= 1;
    sideClock.periodUsedMs = 0;
    call(events, at, side, 'left:' + sideClock.periods);
    return false;
  }
  if (used % SECOND_MS !== 0) return false;
  const sec = used / SECOND_MS;
  if ((last ? tc.calls.lastPeriodSec : tc.calls.periodSec).indexOf(sec) >= 0) {
    call(events, at, side, 'sec:' + sec);
  } else if (counts(tc, sideClock) && sec >= firstCountSec(tc)) {
    call(events, at, side, 'count:' + (sec - firstCountSec(tc) + 1));
  }
  return false;
}

/** Milliseconds of running until this side's next point; always > 0 for a side that can run. */
export function distanceToNextPoint(tc: TimeControl, sideClock: SideClock): number {
  const active = stageOf(tc, sideClock);
  switch (active.system) {
    case 'absolute':
    case 'fischer':
    case 'bronstein':
    case 'hourglass':
    case 'ing':
      return countdownDistance(active.calls, sideClock.mainMs);
    case 'delay':
      // What is left of the move's delay runs first; main time's points come after it.
      return active.delayMs - sideClock.periodUsedMs + countdownDistance(active.calls, sideClock.mainMs);
    case 'byoyomi':
      return sideClock.mainMs > 0 ? sideClock.mainMs : periodDistance(active, sideClock);
    case 'moves':
    case 'canadian':
      return sideClock.mainMs > 0 ? sideClock.mainMs : countdownDistance(active.calls, sideClock.periodLeftMs);
  }
}

/** Runs this side's clock for `ms`, which must not pass its next point. */
export function consume(tc: TimeControl, sideClock: SideClock, ms: number): void {
  sideClock.usedMs += ms;
  const active = stageOf(tc, sideClock);
  if (active.system === 'delay') {
    const inDelay = Math.min(ms, active.delayMs - sideClock.periodUsedMs);
    sideClock.periodUsedMs += inDelay;
    sideClock.mainMs -= ms - inDelay;
    return;
  }
  // Bronstein keeps the part of the move it may give back.
  if (active.system === 'bronstein') sideClock.periodUsedMs = Math.min(active.delayMs, sideClock.periodUsedMs + ms);
  if (sideClock.mainMs > 0) {
    sideClock.mainMs -= ms;
    return;
  }
  if (active.system === 'byoyomi') sideClock.periodUsedMs += ms;
  else sideClock.periodLeftMs -= ms;
}

/**
 * Main time has just run out: the next stage (when this one lasts until its time runs out), the system's
 * overtime, an Ing extension with its penalty, or the flag (true).
 */
function mainRanOut(tc: TimeControl, sideClock: SideClock, side: Side, at: number, events: ClockEvent[]): boolean {
  const active = stageOf(tc, sideClock);
  if (tc.system === 'stages' && (sideClock.stage as number) < tc.stages.length - 1 && active.untilMove === undefined) {
    call(events, at, side, enterNextStage(tc, sideClock));
    return false;
  }
  switch (active.system) {
    case 'byoyomi':
      call(events, at, side, 'byoyomi:' + sideClock.periods);
      return false;
    case 'moves':
    case 'canadian':
      sideClock.periods = 1;
      call(events, at, side, 'moves:' + sideClock.movesLeft);
      return false;
    case 'ing':
      const taken = sideClock.extensions as number;
      if (taken < active.maxExtensions) {
        const number = taken + 1;
        sideClock.extensions = number;
        const points = number * active.penaltyPoints;
        sideClock.mainMs = active.extensionMs;
        events.push({ at: at, type: 'extension', side: side, number: number, points: active.penaltyPoints, totalPoints: points });
        call(events, at, side, 'extension:' + number);
        call(events, at, side, 'penalty:' + points);
        return false;
      }
  }
  return fireCountdown(active.calls, 0, side, at, events, false);
}

/**
 * Fires the point the side's clock has just reached. `fromMain` says the clock was in main time before
 * reaching it, which tells the end of main time apart from the start of a period. Returns true on a flag.
 */
export function firePoint(
  tc: TimeControl,
  sideClock: SideClock,
  fromMain: boolean,
  side: Side,
  at: number,
  events: ClockEvent[],
): boolean {
  if (fromMain && sideClock.mainMs === 0) return mainRanOut(tc, sideClock, side, at, events);
  const active = stageOf(tc, sideClock);
  switch (active.system) {
    case 'byoyomi':
      return firePeriodPoint(active, sideClock, side, at, events);
    case 'moves':
    case 'canadian':
      return fireCountdown(active.calls, sideClock.periodLeftMs, side, at, events, false);
    case 'bronstein':
      return fireCountdown(active.calls, sideClock.mainMs, side, at, events, sideClock.periodUsedMs < active.delayMs);
    default:
      return fireCountdown(active.calls, sideClock.mainMs, side, at, events, false);
  }
}
