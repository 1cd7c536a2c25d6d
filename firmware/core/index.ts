// The timing core's public surface. Pure: no I/O, no globals, no clock reads.
export * from './types';
export { newClock, publicState, step, nextDeadline, otherSide, controlOf, sideClockOf, adjustmentRefusal } from './clock';
export { parseSettings, parseTimeControl, defaultByoyomiCalls, systemFields } from './timeControl';
export { PRESETS, presets, findPreset } from './presets';
export { faceView, nextWake, ceilSeconds, formatSeconds } from './view';
export type { FaceView, FaceMode } from './view';
export { fieldError } from './validate';
export { replay, applyInput, runTo } from './replay';
export type { TimedInput } from './replay';
export { parseAdjustment } from './referee';
