// The timing core's public surface. Pure: no I/O, no globals, no clock reads.
export * from './types';
export { newClock, publicState, step, nextDeadline, otherSide, controlOf, activeControl, sideClockOf, adjustmentRefusal } from './clock';
export { stageOf, startingMainMs, overtimeControl, hasOvertime } from './stages';
export { parseSettings, parseTimeControl, defaultByoyomiCalls, systemFields, systemNames, OPTIONAL, WHOLE_SECONDS } from './timeControl';
export { PRESETS, presets, findPreset } from './presets';
export { faceView, nextWake, ceilSeconds, formatSeconds } from './view';
export type { FaceView, FaceMode } from './view';
export { fieldError } from './validate';
export { replay, applyInput, runTo } from './replay';
export type { TimedInput } from './replay';
export { parseAdjustment } from './referee';
