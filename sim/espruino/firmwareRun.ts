// Runs the built firmware in the fake: boots it with given settings and turns scenario actions into
// button edges on the board's pins.
import { readFileSync } from 'node:fs';
import { FakeEspruino, type FakeOptions } from './fake';
import type { Side } from '../../firmware/core/index';

export const BUNDLE_PATH = 'dist/firmware.js';
/** The firmware's boot settles before the game: scenario time 0 is this virtual instant. */
export const GAME_ORIGIN_MS = 10000;
export const TAP_MS = 80;
export const QUERY_HOLD_MS = 1200;

export interface FirmwareSettings {
  preset?: string;
  timeControl?: unknown;
  blackButton?: 'left' | 'right';
  volume?: number;
  language?: string;
  countStyle?: string;
  sound?: string;
  mainTimeCalls?: boolean;
}

export function readBundle(): string {
  return readFileSync(BUNDLE_PATH, 'utf8');
}

export function bootFirmware(settings: FirmwareSettings, options: FakeOptions = {}, bundle = readBundle()): FakeEspruino {
  const fake = new FakeEspruino(options);
  const json = JSON.stringify(Object.assign({ preset: 'cn-national', blackButton: 'left', volume: 20 }, settings));
  fake.storage.create('goclock.json', json.length);
  fake.storage.writeAt('goclock.json', json, 0);
  fake.boot(bundle);
  return fake;
}

export function buttonPin(fake: FakeEspruino, side: Side, blackButton: 'left' | 'right' = 'left'): string {
  const left = (side === 'black') === (blackButton === 'left');
  return left ? fake.board.buttons.left : fake.board.buttons.right;
}

/**
 * Edges for a scenario action at scenario time `at`. A start is a tap by the opponent released at `at`;
 * a press goes down at `at`; a query is a hold of the asker's own button released at `at`, or a tap of
 * SET when the asker is on move (`onMove`); pause and resume use the MODE button.
 */
export function actionEdges(fake: FakeEspruino, action: { at: number; do: string; side?: Side }, onMove?: Side, index?: number): void {
  const at = GAME_ORIGIN_MS + action.at;
  switch (action.do) {
    case 'start': {
      const starter: Side = action.side === 'white' ? 'black' : 'white';
      fake.press(buttonPin(fake, starter), at - TAP_MS, TAP_MS);
      return;
    }
    case 'press':
      fake.press(buttonPin(fake, action.side!), at, TAP_MS);
      return;
    case 'query':
      if (action.side === onMove) fake.press(fake.board.buttons.set, at - TAP_MS, TAP_MS);
      else fake.press(buttonPin(fake, action.side!), at - QUERY_HOLD_MS, QUERY_HOLD_MS);
      return;
    case 'pause':
    case 'resume':
      fake.press(fake.board.buttons.mode, at, TAP_MS);
      return;
    default:
      throw new Error('actions[' + (index ?? '') + '].do: "' + action.do + '" has no button gesture in the firmware simulator');
  }
}
