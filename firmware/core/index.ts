// The timing core's public surface. Pure: no I/O, no globals, no clock reads.
export * from './types';
export { newClock, publicState, step, nextDeadline, otherSide, controlOf, activeControl, sideClockOf, adjustmentRefusal, initialSideClock, playerInput, pauseToggle } from './clock';
export { parseSettings, parseTimeControl, startingMainMs, overtimeControl, COUNT_STYLES } from './timeControl';
export { systemOf, wordsOf, allWords, stageOf, systemNames, systemFields, systemNamed, OPTIONAL, WHOLE_SECONDS, IN_FIVES, MAX_MAIN_MS, MAIN_TIME_TEXTS, FIGURE_CLOCK, FIGURE_SECONDS, FIGURE_SMALL_CLOCK } from './systems/index';
export type { TimeSystem, StageSystem, SystemDesk, SystemWords, FieldRow, AdjustRow, FigureKind } from './systems/index';
export { PRESETS, presets, findPreset, unknownPresetReason } from './presets';
export { faceView, nextWake, runningCountdown, countdownAt, callsOnly, type RunningCountdown } from './view';
export { ceilSeconds, formatSeconds, SECOND_MS, MINUTE_MS } from './units';
export { fieldError, oneLine, rejectUnknownKeys, requireBoolean, requireInteger, requireOneOf, requireRecord, isRecord, describe } from './validate';
export { replay, applyInput, runTo } from './replay';
export type { TimedInput } from './replay';
export { sayer, joinBooks, textLanguageOf, voiceOf, TEXT_LANGUAGES, LANGUAGE_NAMES, type Say, type Texts, type TextLanguage, type WordBook } from './words';
export { correctionText, parseAdjustment } from './referee';
export { adjustFields, clockFieldOf, keepOwnFields } from './sideClock';
export { flagResult, gameResult, resultForSide, resultAsked, resultParts, resultProblem, resultText, MAX_MARGIN, type ResultBy, type ResultWinner } from './result';
