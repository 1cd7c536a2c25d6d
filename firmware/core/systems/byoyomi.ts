// Byo-yomi (读秒): main time, then `periods` periods of `periodMs`; a move inside a period costs nothing,
// and the last period ends with the count (Chinese rules, Art. 12; the Korean style counts every period).
// @espruino-hot: its functions run at every wake-up, so the build keeps them declared.
import type { ByoyomiCalls, ByoyomiControl, CountStyle, PressEvent, SideClock } from '../types';
import { MINUTE_MS, SECOND_MS } from '../units';
import { requireBoolean, requireInteger, requireRecord, rejectUnknownKeys, requireSortedIntegers } from '../validate';
import { call, deskKit, overtimeFace, single, singleDesk, IN_FIVES, MAX_MAIN_MS, WHOLE_SECONDS } from './countdown';
import { FIGURE_SECONDS, type AdjustRow, type StageSystem, type SystemWords } from './system';

export const MAX_PERIODS = 60;
const MAX_PERIOD_MS = 10 * MINUTE_MS;
const MAX_COUNT = 10;

/** The byo-yomi system, built when a game or a menu asks for it (registry.ts); its helpers are made with it. */
export function byoyomi(): StageSystem<ByoyomiControl> {
  const overtimeCall = (_tc: ByoyomiControl, clock: SideClock) => 'byoyomi:' + clock.periods;
  return single<ByoyomiControl>(
    {
      systemName: 'byoyomi',
      // In a period: time to its next call, or to its end. The last period ends with the count, and every
      // one in the Korean style; the count starts (count:1) `count` seconds before the period's end.
      distance(tc, clock) {
        if (clock.mainMs > 0) return clock.mainMs;
        const used = clock.periodUsedMs;
        const last = clock.periods === 1;
        const secs = last ? tc.calls.lastPeriodSec : tc.calls.periodSec;
        for (let i = 0; i < secs.length; i++) {
          if (secs[i] * SECOND_MS > used) return secs[i] * SECOND_MS - used;
        }
        if ((last || tc.calls.countAllPeriods) && tc.calls.count > 1) {
          const countStartMs = tc.periodMs - (tc.calls.count - 1) * SECOND_MS;
          if (used < countStartMs) return countStartMs - used;
          const nextSecondMs = (Math.floor(used / SECOND_MS) + 1) * SECOND_MS;
          if (nextSecondMs < tc.periodMs) return nextSecondMs - used;
        }
        return tc.periodMs - used;
      },
      consume(_tc, clock, ms) {
        if (clock.mainMs > 0) clock.mainMs -= ms;
        else clock.periodUsedMs += ms;
      },
      mainRanOut(tc, clock, side, at, events) {
        call(events, at, side, overtimeCall(tc, clock));
        return false;
      },
      firePoint(tc, clock, side, at, events) {
        const used = clock.periodUsedMs;
        const last = clock.periods === 1;
        if (used === tc.periodMs) {
          if (last) {
            if (tc.calls.count > 0) call(events, at, side, 'count:' + tc.calls.count);
            call(events, at, side, 'timeout');
            clock.periods = 0;
            clock.periodUsedMs = 0;
            return true;
          }
          call(events, at, side, tc.calls.countAllPeriods && tc.calls.count > 0 ? 'count:' + tc.calls.count : 'sec:' + tc.periodMs / SECOND_MS);
          clock.periods -= 1;
          clock.periodUsedMs = 0;
          call(events, at, side, 'left:' + clock.periods);
          return false;
        }
        if (used % SECOND_MS !== 0) return false;
        const sec = used / SECOND_MS;
        const count = sec - (tc.periodMs / SECOND_MS - tc.calls.count);
        if ((last ? tc.calls.lastPeriodSec : tc.calls.periodSec).indexOf(sec) >= 0) call(events, at, side, 'sec:' + sec);
        else if ((last || tc.calls.countAllPeriods) && count >= 1) call(events, at, side, 'count:' + count);
        return false;
      },
      endMove(_tc, clock) {
        // A move shorter than a period costs nothing: the next move starts a fresh period.
        if (clock.mainMs === 0) clock.periodUsedMs = 0;
        return '';
      },
      voicePeriodMs(tc) {
        return tc.periodMs;
      },
      startControl(tc, clock) {
        clock.periods = tc.periods;
      },
      countdownMs(tc, clock) {
        if (clock.mainMs > 0) return clock.mainMs;
        return clock.periods === 0 ? 0 : tc.periodMs - clock.periodUsedMs;
      },
      // In its periods, the period's seconds as two big digits with the periods left beside them.
      showFace(view, _tc, clock) {
        overtimeFace(view, clock, 'byoyomi', 'byoyomi.device', FIGURE_SECONDS, ['byoyomi.device.periods', clock.periods, 'byoyomi.device.periodsLeft']);
      },
    },
    () => {
      /**
       * The rules' 60 s schedule generalised to a period of `periodSec` seconds: 30/20/10/5/2 s before the end
       * in a period that is not the last; 30/20/10 s before the end, then the count, in the last one.
       */
      function defaultByoyomiCalls(periodSec: number): ByoyomiCalls {
        const count = Math.min(MAX_COUNT, periodSec);
        const firstCountSec = periodSec - count + 1;
        const periodCalls: number[] = [];
        const lastCalls: number[] = [];
        const before = [30, 20, 10, 5, 2];
        for (let i = 0; i < before.length; i++) {
          const s = periodSec - before[i];
          if (s <= 0) continue;
          periodCalls.push(s);
          if (before[i] >= 10 && s < firstCountSec) lastCalls.push(s);
        }
        return { periodSec: periodCalls, lastPeriodSec: lastCalls, count: count, countAllPeriods: false };
      }

      /** A byo-yomi control's calls from untrusted JSON, with the rules' defaults. */
      function parseCalls(value: unknown, field: string, periodMs: number): ByoyomiCalls {
        const periodSec = periodMs / SECOND_MS;
        const defaults = defaultByoyomiCalls(periodSec);
        if (value === undefined) return defaults;
        const record = requireRecord(value, field);
        rejectUnknownKeys(record, ['periodSec', 'lastPeriodSec', 'count', 'countAllPeriods'], field);
        const countAllPeriods =
          record.countAllPeriods === undefined ? defaults.countAllPeriods : requireBoolean(record.countAllPeriods, field + '.countAllPeriods');
        const count = record.count === undefined ? defaults.count : requireInteger(record.count, field + '.count', 0, Math.min(MAX_COUNT, periodSec));
        // With a count in every period, a period's calls must also come before its count.
        const periodLimit = countAllPeriods ? periodSec - Math.max(count, 1) : periodSec - 1;
        const periodCalls =
          record.periodSec === undefined ? defaults.periodSec.filter((s) => s <= periodLimit) : requireSortedIntegers(record.periodSec, field + '.periodSec', 1, periodLimit, false);
        // The last period's calls must come before its count starts, or two calls would share a second.
        const lastCalls =
          record.lastPeriodSec === undefined
            ? defaults.lastPeriodSec.filter((s) => s <= periodSec - count)
            : requireSortedIntegers(record.lastPeriodSec, field + '.lastPeriodSec', 1, periodSec - Math.max(count, 1), false);
        return { periodSec: periodCalls, lastPeriodSec: lastCalls, count: count, countAllPeriods: countAllPeriods };
      }
      const kit = deskKit();
      // The side keeps one fresh period for its next move (a forgiven time-out).
      const keepLastPeriod = (_tc: ByoyomiControl, clock: SideClock) => {
        clock.periods = 1;
        clock.periodUsedMs = 0;
      };
      const desk = singleDesk<ByoyomiControl>({
        menuLabel: 'byoyomi.device',
        overtime: true,
        endsWithMain: false,
        fields() {
          return [['periods', 1, MAX_PERIODS, 0, 'byoyomi.device.periods', 5], ['periodMs', SECOND_MS, MAX_PERIOD_MS, WHOLE_SECONDS | IN_FIVES, 'byoyomi.device.periodMs', MINUTE_MS]];
        },
        parseControl(record: Record<string, unknown>, field: string, extraKeys: string[], style?: CountStyle): ByoyomiControl {
          const control = kit.parseFields(desk, record, field, extraKeys);
          const calls = record.calls;
          control.calls = parseCalls(calls === undefined && style === 'kr' ? { countAllPeriods: true } : calls, field + '.calls', control.periodMs as number);
          return control as unknown as ByoyomiControl;
        },
        adjustable(tc): AdjustRow[] {
          return [['mainMs', 0, MAX_MAIN_MS], ['periods', 1, MAX_PERIODS], ['periodUsedMs', 0, tc.periodMs - 1]];
        },
        sgfOvertime(tc, seconds) {
          return tc.periods + 'x' + seconds(tc.periodMs) + ' byo-yomi';
        },
        sgfLeft(tc, press: PressEvent) {
          return press.mainMs === 0 ? { left: tc.periodMs, count: press.periods } : { left: press.mainMs, count: null };
        },
        deduct(tc, clock, ms) {
          if (ms === 0) return false;
          clock.periods = Math.max(0, clock.periods - Math.floor(ms / tc.periodMs));
          return clock.periods === 0;
        },
        forgiveFlag: keepLastPeriod,
        passOnTimeout: true,
        capturePause(_tc, clock) {
          return clock.mainMs === 0;
        },
        overtimeCall: overtimeCall,
        lateCall: true,
        answerCalls(_tc, clock) {
          return [clock.mainMs > 0 ? 'main:' + Math.floor(clock.mainMs / MINUTE_MS) : 'left:' + clock.periods];
        },
      });
      return desk;
    },
  );
}

export const byoyomiWords: SystemWords<ByoyomiControl> = {
  systemName: 'byoyomi',
  texts: {
    'byoyomi.device': ['读秒', '讀秒', '秒読み', '초읽기', 'BYO-YOMI'],
    'byoyomi.device.periods': ['次数', '次數', '回数', '횟수', 'PERIODS'],
    'byoyomi.device.periodsLeft': ['剩{count}次', '剩{count}次', '残り{count}回', '{count}회 남음', '{count} LEFT'],
    'byoyomi.device.periodMs': ['每次秒数', '每次秒數', '1回の秒数', '1회 시간', 'PERIOD S'],
    'byoyomi.name': ['读秒', '讀秒', '秒読み', '초읽기', 'byo-yomi'],
    'byoyomi.periods': ['读秒次数', '讀秒次數', '秒読みの回数', '초읽기 횟수', 'Periods'],
    'byoyomi.periodMs': ['每次读秒时长', '每次讀秒時長', '1回の秒読み時間', '초읽기 1회 시간', 'Period length'],
    'byoyomi.describe': ['读秒 {main} + {periods} 次 × {seconds} 秒', '讀秒 {main} + {periods} 次 × {seconds} 秒', '秒読み {main} + {seconds}秒 × {periods}回', '초읽기 {main} + {seconds}초 × {periods}회', 'byo-yomi {main} + {periods} x {seconds} s'],
    'byoyomi.main': ['基本用时，之后读秒 {periods} 次 × {seconds} 秒', '基本用時，之後讀秒 {periods} 次 × {seconds} 秒', '持ち時間、その後 秒読み {seconds}秒 × {periods}回', '기본 시간, 이후 초읽기 {seconds}초 × {periods}회', 'main time, then {periods} x {seconds} s'],
    'byoyomi.left': ['读秒 {bar} 还剩 {periods} 次', '讀秒 {bar} 還剩 {periods} 次', '秒読み {bar} 残り {periods}回', '초읽기 {bar} {periods}회 남음', 'BYO-YOMI {bar} {periods} left'],
    'byoyomi.last': ['读秒 {bar} 最后一次', '讀秒 {bar} 最後一次', '秒読み {bar} 最後の1回', '초읽기 {bar} 마지막 1회', 'BYO-YOMI {bar} 1 left (last)'],
  },
  describe(tc, say, main) {
    return say('byoyomi.describe', { main: main(tc.mainMs), periods: tc.periods, seconds: tc.periodMs / SECOND_MS });
  },
  status(view, stage, say) {
    const tc = stage as ByoyomiControl;
    // The periods still to come, as the referee may have corrected them.
    if (view.mode === 'main') return say('byoyomi.main', { periods: view.periods, seconds: tc.periodMs / SECOND_MS });
    return say(view.periods === 1 ? 'byoyomi.last' : 'byoyomi.left', { bar: '■'.repeat(Math.min(view.periods, 10)), periods: view.periods });
  },
  sweep() {
    const controls: unknown[] = [];
    for (let periodSec = 5; periodSec <= MAX_PERIOD_MS / SECOND_MS; periodSec += 5) {
      for (let periods = 1; periods <= MAX_PERIODS; periods++) controls.push({ system: 'byoyomi', mainMs: 1000, periods: periods, periodMs: periodSec * SECOND_MS });
    }
    return controls;
  },
};
