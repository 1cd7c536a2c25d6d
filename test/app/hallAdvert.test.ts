// The hall's advert (firmware/app/hall/advert.ts): every state the core reaches, encoded and decoded, gives
// back what the faces show; anything else on the air decodes to nothing, and never throws.
import { describe, expect, it } from 'vitest';
import { callsOnly, faceView, newClock, nextDeadline, runningCountdown, step, type ClockState, type Input, type Side } from '../../firmware/core/index';
import { ADVERT_BYTES, advertBytes, MAX_GAME_SECONDS, readAdvert, seqAfter } from '../../firmware/app/hall/advert';
import { ADVERT_QUIET_MS } from '../../firmware/app/hall/hallAdvertiser';
import { createLiveEncoder, liveBytes } from '../../firmware/app/link/live';
import { random, randomSettings } from '../helpers/helpers';
import { bootFirmware, GAME_ORIGIN_MS } from '../../sim/espruino/firmwareRun';
import type { FakeEspruino } from '../../sim/espruino/fake';

const SIDES: Side[] = ['black', 'white'];

function randomInput(rand: () => number): Input {
  const side = SIDES[Math.floor(rand() * 2)];
  const r = rand();
  if (r < 0.7) return { type: 'press', side: side };
  if (r < 0.8) return { type: 'pause' };
  if (r < 0.9) return { type: 'resume' };
  if (r < 0.95) return { type: 'timeoutPass' };
  if (r < 0.98) return { type: 'start', side: side };
  return { type: 'end' };
}

/** What the advert must carry of `state` at `nowMs`: the faces' own view, and the game's facts. */
function shown(state: ClockState, nowMs: number) {
  const present = nowMs > state.atMs ? step(state, { type: 'tick' }, nowMs).state : state;
  const side = (s: Side) => {
    const view = faceView(state, s, nowMs);
    return { seconds: view.seconds, periods: view.periods, moves: view.moves, stage: view.stage, overtime: view.mainSeconds === 0 && view.mode !== 'main' && !view.flagged };
  };
  return { phase: present.phase, onMove: present.onMove, flagged: present.flagged, move: present.move, black: side('black'), white: side('white') };
}

describe('the hall advert', () => {
  it('gives back what the faces show and how long ago the game began, for 20,000 states of random games over every time system', () => {
    const rand = random(2718);
    let checked = 0;
    for (let game = 0; game < 400; game++) {
      let state = newClock(randomSettings(rand, rand() < 0.3));
      let at = 0;
      for (let i = 0; i < 50; i++, checked++) {
        at += Math.floor(rand() * (rand() < 0.5 ? 3000 : 90000));
        state = step(state, i === 0 ? { type: 'start' } : randomInput(rand), at).state;
        const board = 1 + Math.floor(rand() * 65535);
        const seq = Math.floor(rand() * 65536);
        const nowMs = at + Math.floor(rand() * 5000);
        const bytes = advertBytes(board, seq, state, nowMs);
        expect(bytes).toHaveLength(ADVERT_BYTES);
        const advert = readAdvert(bytes);
        if (advert === null) throw new Error('no advert decoded from ' + JSON.stringify(bytes));
        if (advert.board !== board || advert.seq !== seq) throw new Error('board or seq lost: ' + JSON.stringify(advert));
        // The game began at the start input, at the first `at`: its age in whole seconds, capped.
        const began = state.startedAtMs === null ? nowMs : state.startedAtMs;
        if (advert.gameSeconds !== Math.min(MAX_GAME_SECONDS, Math.floor((nowMs - began) / 1000))) throw new Error('game age ' + advert.gameSeconds + ' at ' + nowMs + ', began ' + began);
        const expected = JSON.stringify(shown(state, nowMs));
        if (JSON.stringify(advert.live) !== expected) throw new Error('advert ' + JSON.stringify(advert.live) + ' is not what the faces show ' + expected);
      }
    }
    expect(checked).toBe(20000);
  });

  it('makes at each repaint, from a state and its countdown, exactly the bytes a whole step would', () => {
    const rand = random(1618);
    const encoder = createLiveEncoder();
    let checked = 0;
    for (let game = 0; game < 300; game++) {
      let state = newClock(randomSettings(rand, rand() < 0.3));
      let at = 0;
      for (let i = 0; i < 30; i++) {
        at += Math.floor(rand() * (rand() < 0.5 ? 3000 : 90000));
        state = step(state, i === 0 ? { type: 'start' } : randomInput(rand), at).state;
        // Repaints after the state, at whole seconds and between them, as the firmware makes them.
        for (let nowMs = at, k = 0; k < 8; k++, nowMs += Math.floor(rand() * 1500), checked++) {
          const made = encoder.bytes(state, nowMs).join(',');
          const whole = liveBytes(state, nowMs).join(',');
          if (made !== whole) throw new Error('at ' + nowMs + ' the encoder made ' + made + ', a whole step ' + whole);
        }
      }
    }
    expect(checked).toBe(72000);
  });

  it('follows a deadline that only calls with exactly the bytes a whole step would make', () => {
    const rand = random(4669);
    const encoder = createLiveEncoder();
    let followed = 0;
    for (let game = 0; game < 200; game++) {
      let state = step(newClock(randomSettings(rand, rand() < 0.3)), { type: 'start' }, 0).state;
      let at = 0;
      for (let i = 0; i < 40 && state.phase === 'running'; i++) {
        const counting = runningCountdown(state);
        const deadline = nextDeadline(state);
        if (counting === null || deadline === null) break;
        // Sometimes the encoder last saw another state: a follow from a state it did not encode changes nothing.
        if (rand() < 0.8) encoder.bytes(state, at + Math.floor(rand() * (deadline - at)));
        const result = step(state, { type: 'tick' }, deadline);
        const next = callsOnly(counting, state, result);
        if (next !== null) {
          encoder.follow(state, result.state, next);
          followed++;
        }
        state = result.state;
        at = deadline;
        for (let nowMs = at, k = 0; k < 3; k++, nowMs += Math.floor(rand() * 700)) {
          const made = encoder.bytes(state, nowMs).join(',');
          const whole = liveBytes(state, nowMs).join(',');
          if (made !== whole) throw new Error('at ' + nowMs + ' the encoder made ' + made + ', a whole step ' + whole);
        }
      }
    }
    expect(followed).toBeGreaterThan(1000);
  });

  it('decodes 100,000 random byte strings to an advert or to nothing, never throwing', () => {
    const rand = random(31);
    let decoded = 0;
    for (let i = 0; i < 100000; i++) {
      const length = rand() < 0.7 ? ADVERT_BYTES : Math.floor(rand() * 40);
      const bytes = Array.from({ length: length }, () => (rand() < 0.02 ? [-1, 256, 1.5, NaN][Math.floor(rand() * 4)] : Math.floor(rand() * 256)));
      if (rand() < 0.5 && length > 0) bytes[0] = 1;
      const advert = readAdvert(bytes);
      if (advert !== null) {
        decoded++;
        expect(advert.board).toBeGreaterThan(0);
      }
    }
    expect(decoded).toBeGreaterThan(0);
  });

  it('orders sequence numbers across the wrap, and takes none twice', () => {
    expect(seqAfter(1, 0)).toBe(true);
    expect(seqAfter(0, 65535)).toBe(true);
    expect(seqAfter(65535, 0)).toBe(false);
    expect(seqAfter(7, 7)).toBe(false);
    expect(seqAfter(40000, 7)).toBe(false);
  });
});

describe('a Jolt.js clock in the hall', () => {
  const CONTROL = { system: 'byoyomi', mainMs: 60000, periods: 1, periodMs: 10000 };
  const heard = (fake: FakeEspruino) => fake.radio!.adverts.map((a) => ({ at: a.at, advert: a.data === null ? null : readAdvert(a.data) }));

  it('tells its board and each move in its advertising, the count every few seconds, and nothing between games', () => {
    const fake = bootFirmware({ timeControl: CONTROL, board: 17 });
    fake.runUntil(5000);
    expect(heard(fake)).toEqual([]);
    fake.press(fake.board.buttons.right, GAME_ORIGIN_MS - 80, 80);
    fake.press(fake.board.buttons.left, GAME_ORIGIN_MS + 4500, 80);
    fake.runUntil(GAME_ORIGIN_MS + 10000);
    const adverts = heard(fake);
    expect(adverts.every((a) => a.advert !== null && a.advert.board === 17)).toBe(true);
    // Sequence numbers count up by one; the move at once; while only a figure counts down, one advert
    // every ADVERT_QUIET_MS, on a drop of the figure.
    expect(adverts.map((a) => a.advert!.seq)).toEqual(adverts.map((_, i) => i + 1));
    const whiteMove = adverts.findIndex((a) => a.advert!.live.onMove === 'white');
    expect(adverts[whiteMove].at).toBeLessThan(GAME_ORIGIN_MS + 4500 + 100);
    for (let i = 1; i < adverts.length; i++) {
      if (i !== whiteMove) expect(adverts[i].at - adverts[i - 1].at).toBeGreaterThanOrEqual(ADVERT_QUIET_MS);
      if (i !== whiteMove) expect(adverts[i].at - adverts[i - 1].at).toBeLessThan(ADVERT_QUIET_MS + 1000);
    }
    const last = adverts[adverts.length - 1];
    expect(last.advert!.live).toMatchObject({ phase: 'running', onMove: 'white', move: 2, black: { seconds: 56 } });
    // The hall counts down from it as the face does: at the end, the white face shows 55.
    expect(last.advert!.live.white.seconds - Math.floor((GAME_ORIGIN_MS + 10000 - last.at) / 1000)).toBe(55);
    // A pause goes out at once; the advert stays as it is while nothing changes.
    fake.press(fake.board.buttons.mode, GAME_ORIGIN_MS + 10500, 80);
    fake.runUntil(GAME_ORIGIN_MS + 20000);
    const after = heard(fake).slice(adverts.length);
    const paused = after.filter((a) => a.advert!.live.phase === 'paused');
    expect(paused).toHaveLength(1);
    expect(after[after.length - 1]).toBe(paused[0]);
    expect(paused[0].at).toBeLessThan(GAME_ORIGIN_MS + 10700);
  });

  it('advertises no game with no board number set', () => {
    const fake = bootFirmware({ timeControl: CONTROL });
    fake.press(fake.board.buttons.right, GAME_ORIGIN_MS - 80, 80);
    fake.runUntil(GAME_ORIGIN_MS + 5000);
    expect(heard(fake)).toEqual([]);
  });
});
