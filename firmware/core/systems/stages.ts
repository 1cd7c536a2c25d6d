// Multi-stage: stages follow one another by the side's own move number (`untilMove`) or when a stage's
// time runs out; the next stage's main time adds to what is left. A stage is a control of another
// system, which runs the clock inside it (the core asks the stage in effect): this module only hands one
// stage to the next, and reaches the others through the registry it is given (so it imports none of them).
// @espruino-hot: its functions run at every wake-up, so the build keeps them declared.
import type { CountStyle, PressEvent, SideClock, Stage, StagesControl } from '../types';
import { describe, fieldError, requireInteger, requireOneOf, requireRecord, rejectUnknownKeys } from '../validate';
import { call, deskKit } from './countdown';
import { MINUTE_MS } from '../units';
import type { Registry, StageSystem, SystemDesk, SystemWords, TimeSystem } from './system';

const MAX_STAGES = 5;
/** A stage ends by the side's own move number, at most this one (a very long game). */
const MAX_UNTIL_MOVE = 300;

export function multiStage(registry: Registry): TimeSystem<StagesControl> {
  const systemOf = (tc: Stage) => registry.of(tc.system) as StageSystem;
  const active = (tc: StagesControl, clock: SideClock): Stage => tc.stages[clock.stage as number];
  /** The next stage starts: returns its call, the overtime's own when it starts without main time, else "stage:N". */
  const enterNextStage = (tc: StagesControl, clock: SideClock): string => {
    const stage = (clock.stage as number) + 1;
    const next = tc.stages[stage];
    clock.stage = stage;
    clock.mainMs += next.mainMs;
    clock.periods = 0;
    clock.periodUsedMs = 0;
    clock.periodLeftMs = 0;
    clock.movesLeft = 0;
    systemOf(next).startControl(next, clock);
    return clock.mainMs > 0 ? 'stage:' + (stage + 1) : systemOf(next).desk().overtimeCall(next, clock);
  };
  const system: TimeSystem<StagesControl> = {
    systemName: 'stages',
    staged: true,
    inEffect: active,
    mainRanOut(tc, clock, side, at, events) {
      const stage = active(tc, clock);
      if ((clock.stage as number) < tc.stages.length - 1 && stage.untilMove === undefined) {
        call(events, at, side, enterNextStage(tc, clock));
        return false;
      }
      return systemOf(stage).mainRanOut(stage, clock, side, at, events);
    },
    endMove(tc, clock, moveUsedMs) {
      const stage = active(tc, clock);
      clock.movesMade = (clock.movesMade as number) + 1;
      const follows = systemOf(stage).endMove(stage, clock, moveUsedMs);
      return stage.untilMove === clock.movesMade ? enterNextStage(tc, clock) : follows;
    },
    // Byo-yomi is a multi-stage control's last stage if anywhere.
    voicePeriodMs(tc) {
      const last = tc.stages[tc.stages.length - 1];
      return systemOf(last).voicePeriodMs(last);
    },
    firstMainMs(tc) {
      return tc.stages[0].mainMs;
    },
    startControl(tc, clock) {
      clock.stage = 0;
      clock.movesMade = 0;
      systemOf(tc.stages[0]).startControl(tc.stages[0], clock);
    },
    desk() {
      const desk: SystemDesk<StagesControl> = {
        menuLabel: 'stages.device',
        // "stage:N" when stage N begins: at most five stages.
        clipBlocks: 'stage:2000:' + MAX_STAGES,
        overtime: false,
        endsWithMain: false,
        fromMoveStart: false,
        fromPreset: true,
        fields() {
          return [];
        },
        /**
         * Two to five stages, each a control with an optional `untilMove`. A stage without one ends when its
         * time runs out, so only a system whose time ends with main time can come before another stage.
         */
        parseControl(record: Record<string, unknown>, field: string, extraKeys: string[], style?: CountStyle): StagesControl {
          rejectUnknownKeys(record, ['system', 'stages'].concat(extraKeys), field);
          const raw = record.stages;
          if (!Array.isArray(raw) || raw.length < 2 || raw.length > MAX_STAGES) {
            throw fieldError(field + '.stages', 'must be an array of 2 to ' + MAX_STAGES + ' time controls (got ' + describe(raw) + ')');
          }
          const names = registry.names().filter((name) => name !== 'stages');
          const stages: Stage[] = [];
          let previousMove = 0;
          for (let i = 0; i < raw.length; i++) {
            const stageField = field + '.stages[' + i + ']';
            const stageRecord = requireRecord(raw[i], stageField);
            const name = requireOneOf(stageRecord.system, names, stageField + '.system');
            const own = (registry.peek(name) as TimeSystem).desk();
            const last = i === raw.length - 1;
            if (!last && !own.endsWithMain) throw fieldError(stageField + '.system', 'cannot be "' + name + '" before another stage');
            // A stage after one that ends on time starts in the middle of a move, whose delay is past.
            if (i > 0 && stages[i - 1].untilMove === undefined && own.fromMoveStart) {
              throw fieldError(stageField + '.system', 'cannot be "' + name + '" after a stage that ends on time');
            }
            const stage = own.parseControl(stageRecord, stageField, ['untilMove'], style) as Stage;
            if (stageRecord.untilMove !== undefined) {
              if (last) throw fieldError(stageField + '.untilMove', 'is not allowed on the last stage');
              previousMove = stage.untilMove = requireInteger(stageRecord.untilMove, stageField + '.untilMove', previousMove + 1, MAX_UNTIL_MOVE);
            }
            stages.push(stage);
          }
          return { system: 'stages', stages: stages };
        },
        lastStage(tc) {
          return tc.stages[tc.stages.length - 1];
        },
        // A multi-stage clock is corrected in its main time.
        adjustable: deskKit().mainOnly,
        sgfOvertime(tc, seconds, mainText) {
          return tc.stages
            .map((stage) => systemOf(stage).desk().sgfStage(stage, seconds, mainText) + (stage.untilMove === undefined ? '' : ' to move ' + stage.untilMove))
            .join(', then ');
        },
        sgfStage(tc, seconds, mainText) {
          return desk.sgfOvertime(tc, seconds, mainText);
        },
        sgfLeft(tc, press: PressEvent) {
          const last = tc.stages[tc.stages.length - 1];
          return systemOf(last).desk().sgfLeft(last, press);
        },
        sgfNote(tc, e, say) {
          if (e.type === 'call') return e.call.indexOf('stage:') === 0 ? say('stages.device.sgf', { side: say('device.sgf.' + e.side), stage: e.call.slice(6) }) : '';
          // Only the last stage has events of its own (an overtime's, such as an extension).
          const last = tc.stages[tc.stages.length - 1];
          return systemOf(last).desk().sgfNote(last, e, say);
        },
      };
      return desk;
    },
  };
  return system;
}

export const stagesWords: SystemWords<StagesControl> = {
  systemName: 'stages',
  texts: {
    'stages.device.sgf': ['{side}进入第{stage}阶段', '{side}進入第{stage}階段', '{side}が第{stage}段階へ', '{side} {stage}단계 시작', '{side} begins stage {stage}'],
    'stages.device': ['分段', '分段', '段階制', '다단계', 'STAGES'],
    'stages.name': ['分段计时', '分段計時', '段階制', '다단계', 'stages'],
    'stages.until': ['{stage}（至第 {move} 手）', '{stage}（至第 {move} 手）', '{stage}（{move}手目まで）', '{stage} ({move}수까지)', '{stage} to move {move}'],
    'stages.then': ['{first}，之后 {next}', '{first}，之後 {next}', '{first}、その後 {next}', '{first}, 이후 {next}', '{first}, then {next}'],
  },
  describe(tc, say, _main, words) {
    let text = '';
    for (const stage of tc.stages) {
      const told = stage.untilMove ? say('stages.until', { stage: words(stage), move: stage.untilMove }) : words(stage);
      text = text === '' ? told : say('stages.then', { first: text, next: told });
    }
    return text;
  },
  // A stage's face tells its own system's words.
  status() {
    return '';
  },
  // Stages handing over each minute.
  sweep() {
    const minute = { system: 'fischer', mainMs: MINUTE_MS, incrementMs: 1000 };
    return [{ system: 'stages', stages: [minute, minute, minute, minute, minute] }];
  },
};
