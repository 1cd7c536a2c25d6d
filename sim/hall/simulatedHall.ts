// A hall of clocks without hardware: each board a clock of the core playing a random game, its adverts made
// by the firmware's own hall advertiser (firmware/app/hall/hallAdvertiser.ts) and heard by whoever listens,
// as a scanner would hear them, with the board's own address. Now and then a game ends, and its referee
// tells the result, as the clock's result menu would. Time is virtual: the caller moves it on.
import { newClock, parseSettings, step, findPreset, type ClockState, type Side } from '../../firmware/core/index';
import { createLiveEncoder } from '../../firmware/app/link/live';
import { createHallAdvertiser, type HallAdvertiser } from '../../firmware/app/hall/hallAdvertiser';

export type AdvertListener = (source: string, data: number[], atMs: number) => void;

interface SimulatedClock {
  board: number;
  state: ClockState;
  advertiser: HallAdvertiser;
  nextPressMs: number;
}

/** Presets a hall plays, byo-yomi mostly, some near their overtime at once so a short run shows it. */
const CONTROLS: unknown[] = [
  { system: 'byoyomi', mainMs: 120000, periods: 3, periodMs: 30000 },
  { system: 'byoyomi', mainMs: 0, periods: 5, periodMs: 30000 },
  { system: 'canadian', mainMs: 60000, moves: 10, periodMs: 300000 },
  { system: 'fischer', mainMs: 300000, incrementMs: 5000 },
];

export interface SimulatedHall {
  /** Moves virtual time on to `atMs`, playing every clock's moves and telling each change. */
  runUntil(atMs: number): void;
  now(): number;
  clocks(): { board: number; state: ClockState }[];
}

/** `count` clocks on boards 1…count, started at virtual instant 0; `seed` makes the games repeatable. */
export function simulateHall(count: number, listen: AdvertListener, seed = 1, stepMs = 100): SimulatedHall {
  let x = seed;
  const random = () => ((x = (x * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff);
  let now = 0;
  const clocks: SimulatedClock[] = [];
  for (let board = 1; board <= count; board++) {
    const device = {
      advertise: (data: number[] | null) => {
        if (data !== null) listen('sim:' + board, data, now);
      },
    };
    const settings = parseSettings(CONTROLS[board % CONTROLS.length], 'timeControl', findPreset);
    const state = step(newClock(settings), { type: 'start' }, 0).state;
    clocks.push({ board: board, state: state, advertiser: createHallAdvertiser(device, createLiveEncoder(), () => false), nextPressMs: Math.floor(random() * 20000) });
  }
  /** The game ends after `side`'s move: a resignation of either side, or a count won by a few points. */
  const end = (clock: SimulatedClock, side: Side, atMs: number) => {
    const result = random() < 0.6 ? (side === 'black' ? 'W' : 'B') + '+R' : (random() < 0.5 ? 'B' : 'W') + '+' + (Math.floor(random() * 20) + 0.5);
    clock.state = step(step(clock.state, { type: 'end' }, atMs).state, { type: 'result', result: result }, atMs).state;
  };
  const play = (clock: SimulatedClock, atMs: number) => {
    if (clock.state.phase === 'running' && atMs >= clock.nextPressMs) {
      const side: Side = clock.state.onMove;
      clock.state = step(clock.state, { type: 'press', side: side }, clock.nextPressMs).state;
      if (clock.state.move > 30 && random() < 0.01) end(clock, side, clock.nextPressMs);
      clock.nextPressMs += 1000 + Math.floor(random() * 25000);
    }
    clock.advertiser.shown(clock.state, atMs, clock.board, false);
  };
  return {
    runUntil(atMs) {
      while (now < atMs) {
        now = Math.min(atMs, now + stepMs);
        for (const clock of clocks) play(clock, now);
      }
    },
    now: () => now,
    clocks: () => clocks.map((c) => ({ board: c.board, state: c.state })),
  };
}
