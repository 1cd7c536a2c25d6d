// The SGF writer's place in a firmware built without it (the Pico's): asking for SGF says where to get
// it. The record printed raw becomes the very same SGF in the simulator (npm run sim -- --sgf-from).
import { fieldError, type ClockState } from '../../core/index';
import type { SgfWriter } from './sgf';

export function createSgfWriter(_print: (line: string) => void): SgfWriter {
  throw fieldError('record.format', 'this firmware writes no SGF: print clock.record("raw") into a file and run npm run sim -- --sgf-from FILE');
}

export function stateResult(_state: ClockState): string | null {
  return null;
}
