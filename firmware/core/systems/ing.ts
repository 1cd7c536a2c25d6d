// Ing overtime (应氏计时): when main time runs out, `extensionMs` more for `penaltyPoints`, at most
// `maxExtensions` times; then the flag. The count a side's clock keeps of its own (ownCount) is the
// extensions it has taken.
// @espruino-hot: its functions run at every wake-up, so the build keeps them declared.
import type { IngControl } from '../types';
import { formatSeconds, MINUTE_MS, SECOND_MS } from '../units';
import { call, fireCountdown, singleDesk, MAX_MAIN_MS, single } from './countdown';
import type { StageSystem, SystemWords } from './system';

const MAX_EXTENSIONS = 9;
const MAX_PENALTY_POINTS = 10;

/** The Ing system, built when a game or a menu asks for it (registry.ts). */
export function ing(): StageSystem<IngControl> {
  return single<IngControl>(
    {
      systemName: 'ing',
      mainRanOut(tc, clock, side, at, events) {
        const taken = clock.ownCount as number;
        if (taken >= tc.maxExtensions) return fireCountdown(tc.calls, 0, side, at, events, false);
        const number = taken + 1;
        const points = number * tc.penaltyPoints;
        clock.ownCount = number;
        clock.mainMs = tc.extensionMs;
        events.push({ at: at, type: 'extension', side: side, number: number, points: tc.penaltyPoints, totalPoints: points });
        call(events, at, side, 'extension:' + number);
        call(events, at, side, 'penalty:' + points);
        return false;
      },
      startControl(_tc, clock) {
        clock.ownCount = 0;
      },
      showFace(view, tc) {
        view.mode = 'ing';
        view.status = view.ownCount > 0 ? 'ing.device.ext ' + view.ownCount + '/' + tc.maxExtensions : 'ing.device';
      },
      faceDetail(view, short, say) {
        const tc = view.control as IngControl;
        return view.ownCount > 0 ? say('ing.device.penalty', { points: view.ownCount * tc.penaltyPoints }) : say('ing.device.offer', { time: short(tc.extensionMs), points: tc.penaltyPoints });
      },
    },
    () =>
      singleDesk<IngControl>({
        menuLabel: 'ing.device',
        // The extension taken, then the penalty points in all.
        clipBlocks: 'extension:1800:' + MAX_EXTENSIONS + ' penalty:1900:' + MAX_EXTENSIONS * MAX_PENALTY_POINTS,
        // Its extensions never hand over to a next stage.
        endsWithMain: false,
        fields() {
          return [['extensionMs', SECOND_MS, MAX_MAIN_MS, 0, 'ing.device.extensionMs', 35 * MINUTE_MS], ['penaltyPoints', 1, MAX_PENALTY_POINTS, 0, 'ing.device.penaltyPoints', 2], ['maxExtensions', 1, MAX_EXTENSIONS, 0, 'ing.device.maxExtensions', 3]];
        },
        sgfOvertime(tc, seconds) {
          return tc.maxExtensions + 'x' + seconds(tc.extensionMs) + ' ing (' + tc.penaltyPoints + ' points each)';
        },
        sgfNote(_tc, e, say) {
          return e.type === 'extension' ? say('ing.device.sgf', { side: say('device.sgf.' + e.side), number: e.number, points: e.points, total: e.totalPoints }) : '';
        },
      }),
  );
}

export const ingWords: SystemWords<IngControl> = {
  systemName: 'ing',
  texts: {
    'ing.device.sgf': ['{side}使用应氏第{number}次加时：罚 {points} 点（共 {total} 点）', '{side}使用應氏第{number}次加時：罰 {points} 點（共 {total} 點）', '{side}が応氏の延長{number}回目：罰{points}点（計{total}点）', '{side} 응씨 {number}번째 연장: 벌점 {points}점 (합계 {total}점)', '{side} takes Ing extension {number}: {points} points ({total} in total)'],
    'ing.device': ['应氏', '應氏', '応氏', '응씨', 'ING'],
    'ing.device.ext': ['加时 {n}', '加時 {n}', '延長 {n}', '연장 {n}', 'EXT {n}'],
    'ing.device.penalty': ['-{points}点', '-{points}點', '-{points}点', '-{points}점', '-{points} PTS'],
    'ing.device.offer': ['加时{time} -{points}点', '加時{time} -{points}點', '延長{time} -{points}点', '연장 {time} -{points}점', 'EXT {time} -{points} PTS'],
    'ing.device.extensionMs': ['加时', '加時', '延長', '연장', 'EXTENSION'],
    'ing.device.penaltyPoints': ['罚点', '罰點', '罰点', '벌점', 'POINTS'],
    'ing.device.maxExtensions': ['加时次数', '加時次數', '延長回数', '연장 횟수', 'EXTENSIONS'],
    'ing.name': ['应氏计时', '應氏計時', '応氏ルール', '응씨 룰', 'Ing'],
    'ing.extensionMs': ['每次加时', '每次加時', '1回の延長', '연장 1회 시간', 'Extension'],
    'ing.penaltyPoints': ['每次罚点', '每次罰點', '1回の罰点', '연장 1회 벌점', 'Penalty points'],
    'ing.maxExtensions': ['加时次数', '加時次數', '延長の回数', '연장 횟수', 'Extensions'],
    'ing.describe': ['应氏计时 {main}，最多加时 {max} 次，每次 {extension}，罚 {points} 点', '應氏計時 {main}，最多加時 {max} 次，每次 {extension}，罰 {points} 點', '応氏ルール {main}、延長 {extension} を最大 {max}回、1回 {points}点の罰', '응씨 룰 {main}, 연장 {extension} 최대 {max}회, 회당 벌점 {points}점', 'Ing {main} + up to {max} x {extension} at {points} points each'],
    'ing.taken': ['加时 {taken}/{max}：罚 {penalty} 点', '加時 {taken}/{max}：罰 {penalty} 點', '延長 {taken}/{max}：罰 {penalty}点', '연장 {taken}/{max}: 벌점 {penalty}점', 'EXTENSION {taken} of {max}: {penalty} points'],
    'ing.main': ['基本用时，之后 {max} 次 {extension}，每次罚 {points} 点', '基本用時，之後 {max} 次 {extension}，每次罰 {points} 點', '持ち時間、その後 {extension} × {max}回、1回 {points}点', '기본 시간, 이후 {extension} × {max}회, 회당 {points}점', 'main time, then {max} x {extension} at {points} pts'],
  },
  describe(tc, say, main) {
    return say('ing.describe', { main: main(tc.mainMs), max: tc.maxExtensions, extension: formatSeconds(tc.extensionMs / SECOND_MS), points: tc.penaltyPoints });
  },
  status(view, stage, say) {
    const tc = stage as IngControl;
    const taken = view.ownCount;
    return taken > 0
      ? say('ing.taken', { taken: taken, max: tc.maxExtensions, penalty: taken * tc.penaltyPoints })
      : say('ing.main', { max: tc.maxExtensions, extension: formatSeconds(tc.extensionMs / SECOND_MS), points: tc.penaltyPoints });
  },
  // Extensions of a minute with every penalty.
  sweep() {
    const controls: unknown[] = [];
    for (let points = 1; points <= MAX_PENALTY_POINTS; points++) {
      controls.push({ system: 'ing', mainMs: MINUTE_MS, extensionMs: MINUTE_MS, penaltyPoints: points, maxExtensions: MAX_EXTENSIONS });
    }
    return controls;
  },
};
