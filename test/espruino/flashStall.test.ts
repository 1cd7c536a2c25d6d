// Flash takes the chip's time, in the fake as on the nRF52840: a write 41 µs a word, a page erase 85 ms, a
// compaction the sum of what it does. The firmware makes Storage's room before each game, so no page is
// erased while a clock runs, and every call still lands on its instant: ten games in a row on a Storage
// kept nearly full, and the same games cut and restored in the middle.
import { describe, expect, it } from 'vitest';
import { FLASH_PAGE_ERASE_MS, FLASH_WORD_WRITE_MS, FlashStorage } from '../../sim/espruino/flashModel';
import { actionEdges, bootFirmware, GAME_ORIGIN_MS, readBundle } from '../../sim/espruino/firmwareRun';
import { parseScenario, scenarioEvents } from '../../sim/scenario';
import { chainedClips, expectedClips } from '../helpers/firmwareHelpers';
import { GAME_STORAGE_BYTES } from '../../firmware/app/record/recorder';
import type { Side } from '../../firmware/core/index';
import type { FakeEspruino } from '../../sim/espruino/fake';

const DEBOUNCE_MS = 25;
/** Each call within this of its instant: the count's promise. */
const ON_TIME_MS = 20;
const GAME_MS = 150000;
/** A new game is set this long before its start: a compaction then takes seconds. */
const SETUP_MS = 30000;
const PRESSES = 200;
const PRESS_EVERY_MS = 250;
/** Each clip plays this long: calls of one instant go back to back. */
const CLIP_MS = 600;

describe('the flash model', () => {
  it('takes 41 µs a word written, a word to erase a file, 85 ms a page a compaction erases and the live words it writes again', () => {
    const flash = new FlashStorage({ totalBytes: 64 * 1024, pageBytes: 4096 });
    let busy = 0;
    flash.onBusy = (ms) => (busy += ms);
    flash.create('a', 100);
    expect(busy).toBeCloseTo(8 * FLASH_WORD_WRITE_MS, 9);
    busy = 0;
    // Bytes 2 to 11 touch words 0, 1 and 2.
    flash.writeAt('a', 'x'.repeat(10), 2);
    expect(busy).toBeCloseTo(3 * FLASH_WORD_WRITE_MS, 9);
    busy = 0;
    flash.remove('a');
    expect(busy).toBeCloseTo(FLASH_WORD_WRITE_MS, 9);
    flash.create('live', 1000);
    flash.create('old', 50000);
    flash.remove('old');
    const { fileBytes, trashBytes } = flash.getStats();
    busy = 0;
    flash.create('new', 30000);
    expect(flash.compactions).toBe(1);
    const pages = Math.ceil((fileBytes + trashBytes) / 4096);
    expect(busy).toBeCloseTo(pages * FLASH_PAGE_ERASE_MS + (fileBytes / 4) * FLASH_WORD_WRITE_MS + 8 * FLASH_WORD_WRITE_MS, 6);
    expect(flash.busyMs).toBeGreaterThan(pages * FLASH_PAGE_ERASE_MS);
  });

  it('stalls the firmware that waits for it: virtual time passes inside the call', () => {
    const fake = bootFirmware({ preset: 'cn-national' });
    fake.runUntil(5000);
    fake.storage.create('old', 40000);
    fake.storage.remove('old');
    const before = fake.now;
    fake.console('require("Storage").compact()');
    // The trash's ten pages and what follows them are erased (a compaction begins at the trash's first page).
    expect(fake.now - before).toBeGreaterThanOrEqual(10 * FLASH_PAGE_ERASE_MS);
    const stall = fake.stalls[fake.stalls.length - 1];
    expect(stall.atMs).toBe(before);
    // Summed page by page and word by word: equal to the time that passed but for floating point.
    expect(stall.ms).toBeCloseTo(fake.now - before, 6);
  });
});

const timeControl = (game: number) => ({ system: 'byoyomi', mainMs: 30000 + (game % 2) * 1000, periods: 3, periodMs: 10000 });

/** A game: 200 quick moves (the record takes a new chunk), then black runs out through byo-yomi to the flag. */
function gameActions(): { at: number; do: string; side?: Side }[] {
  const actions: { at: number; do: string; side?: Side }[] = [{ at: 0, do: 'start' }];
  for (let i = 1; i <= PRESSES; i++) actions.push({ at: i * PRESS_EVERY_MS, do: 'press', side: i % 2 === 1 ? 'black' : 'white' });
  return actions;
}

/** The calls the core makes in game `game`, each with its clip and its instant in scenario time. */
function expectedCalls(game: number): { at: number; clip: number }[] {
  const scenario = parseScenario({ timeControl: timeControl(game), actions: gameActions(), until: GAME_MS - SETUP_MS });
  const events = scenarioEvents(scenario).filter((e) => e.type === 'call');
  return chainedClips(expectedClips(events, scenario.settings, DEBOUNCE_MS), CLIP_MS);
}

/** Boots on a Storage that a live file keeps nearly full: a game and a little more free after the firmware. */
function nearlyFull(): FakeEspruino {
  const fake = bootFirmware({ timeControl: timeControl(0) }, { clipMs: () => CLIP_MS });
  fake.storage.create('photos.bin', fake.storage.getFree() - GAME_STORAGE_BYTES - 8192);
  return fake;
}

/** Plays game `game` from scenario time `base`; a new game (the referee's configure) first, but for the first. */
function playGame(fake: FakeEspruino, game: number, base: number, starts: number[]): void {
  fake.runUntil(GAME_ORIGIN_MS + base - SETUP_MS);
  if (game > 0) {
    starts.push(fake.now);
    fake.console('clock.configure(' + JSON.stringify({ timeControl: timeControl(game) }) + ')');
  }
  for (const action of gameActions()) actionEdges(fake, { ...action, at: base + action.at });
}

/** The calls played in game `game` (from `base`, in scenario time), each within ON_TIME_MS of the core's. */
function expectCallsOnTime(fake: FakeEspruino, game: number, base: number, until = GAME_MS, atLeast = 20): void {
  const plays = fake.dfplayer.plays().map((p) => ({ at: p.atMs - GAME_ORIGIN_MS - base, clip: p.clip })).filter((p) => p.at >= 0 && p.at < until);
  const expected = expectedCalls(game).filter((c) => c.at < until);
  expect(expected.length, 'game ' + game).toBeGreaterThanOrEqual(atLeast);
  for (const call of expected) {
    const played = plays.find((p) => p.clip === call.clip && Math.abs(p.at - call.at) <= ON_TIME_MS);
    expect(played, 'game ' + game + ': clip ' + call.clip + ' at ' + call.at).toBeDefined();
  }
}

/** Every stall of 20 ms or more came at a boot or at a new game's start, when no clock runs. */
function expectLongStallsOnlyAt(fake: FakeEspruino, quiet: number[]): void {
  const long = fake.stalls.filter((s) => s.ms >= ON_TIME_MS);
  expect(long.length).toBeGreaterThan(0);
  for (const stall of long) expect(quiet, stall.ms.toFixed(0) + ' ms at ' + stall.atMs).toContain(stall.atMs);
}

describe('no call late while flash takes its time', () => {
  it('ten games in a row on a Storage kept nearly full: Storage compacts before a game, never in one', () => {
    const fake = nearlyFull();
    const starts: number[] = [];
    for (let game = 0; game < 10; game++) playGame(fake, game, game * GAME_MS, starts);
    fake.runUntil(GAME_ORIGIN_MS + 10 * GAME_MS);
    for (let game = 0; game < 10; game++) expectCallsOnTime(fake, game, game * GAME_MS);
    expectLongStallsOnlyAt(fake, starts);
    expect(fake.storage.compactions).toBeGreaterThanOrEqual(5);
  });

  it('the same games, each cut in the middle and restored: the restore stalls no running clock', () => {
    const fake = nearlyFull();
    const quiet: number[] = [];
    const bundle = readBundle();
    for (let game = 0; game < 10; game++) {
      const base = game * GAME_MS;
      playGame(fake, game, base, quiet);
      // A cut while black runs out, past the moves: the board boots again a second later, into the game, paused.
      const cutAt = GAME_ORIGIN_MS + base + 70000;
      fake.runUntil(cutAt);
      expectCallsOnTime(fake, game, base, cutAt - GAME_ORIGIN_MS - base, 4);
      fake.runUntil(cutAt + 1000);
      quiet.push(fake.now);
      fake.boot(bundle);
      fake.runUntil(fake.now + 500);
      expect((fake.console('clock.state()') as { phase: string }).phase).toBe('paused');
      actionEdges(fake, { at: cutAt + 3000 - GAME_ORIGIN_MS, do: 'resume' });
      fake.runUntil(cutAt + 5000);
      expect((fake.console('clock.state()') as { phase: string }).phase).toBe('running');
    }
    fake.runUntil(GAME_ORIGIN_MS + 10 * GAME_MS);
    expectLongStallsOnlyAt(fake, quiet);
    expect(fake.storage.compactions).toBeGreaterThanOrEqual(5);
  });
});
