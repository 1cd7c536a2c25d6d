// The referee's link over USB (firmware/app/link/), on the fake Espruino sized like Jolt.js: a request in,
// one reply line out. Every command equals the same action on the device's buttons; what the menu would
// refuse now is refused; malformed frames never throw, never change the clock and never hold up a call.
import { describe, expect, it } from 'vitest';
import { LINK_PREFIX, readReply, type LinkReply } from '../../firmware/app/link/protocol';
import { bootFirmware, GAME_ORIGIN_MS } from '../../sim/espruino/firmwareRun';
import type { FakeEspruino } from '../../sim/espruino/fake';
import { CONTROL, expectCommandsEqualButtons } from '../helpers/refereeGame';

let nextId = 1;

/** Sends one frame (any text) and returns the reply the clock printed. */
function send(fake: FakeEspruino, frame: string): LinkReply {
  const printed = fake.consoleOutput('clock.link(' + JSON.stringify(frame) + ')').trim().split('\n');
  expect(printed).toHaveLength(1);
  const reply = readReply(printed[0]);
  expect(reply, printed[0]).not.toBeNull();
  return reply as LinkReply;
}

const request = (fake: FakeEspruino, body: object) => send(fake, JSON.stringify(Object.assign({ v: 1, id: nextId++ }, body)));
const state = (fake: FakeEspruino) => JSON.stringify(fake.console('clock.state()'));

describe('the link on USB (Jolt.js)', () => {
  it('says hello, the state and the settings, and names what is wrong with a frame', () => {
    const fake = bootFirmware({ timeControl: CONTROL });
    expect(request(fake, { op: 'hello' })).toMatchObject({ ok: true, version: 1 });
    expect(request(fake, { op: 'state' }).state).toMatchObject({ phase: 'ready', move: 1 });
    expect(request(fake, { op: 'settings' }).settings).toMatchObject({ timeControl: CONTROL });
    expect(send(fake, '{"v":2,"id":5,"op":"hello"}')).toMatchObject({ id: 0, ok: false, error: { code: 'version', message: 'this clock speaks link protocol 1 (got 2)' } });
    expect(send(fake, 'clock.adjust(')).toMatchObject({ ok: false, error: { code: 'frame', message: 'not JSON' } });
    expect(send(fake, '{"v":1,"id":6,"op":"erase"}').error).toMatchObject({ code: 'invalid', message: expect.stringMatching(/^request\.op: must be one of "hello", "state"/) });
    expect(send(fake, '{"v":1,"id":7,"op":"configure"}').error).toMatchObject({ code: 'invalid', message: 'request.settings: is required' });
  });

  it('refuses what the device’s menu would refuse at that moment, and changes nothing', () => {
    const fake = bootFirmware({ timeControl: CONTROL });
    fake.press(fake.board.buttons.right, GAME_ORIGIN_MS - 80, 80);
    fake.runUntil(GAME_ORIGIN_MS + 1000);
    const before = state(fake);
    for (const input of [{ type: 'seal' }, { type: 'end' }, { type: 'voidFlag' }, { type: 'arrive', side: 'white' }, { type: 'press', side: 'black' }, { type: 'start' }]) {
      expect(request(fake, { op: 'command', input: input }).error, JSON.stringify(input)).toMatchObject({ code: 'refused', message: expect.stringMatching(/^the clock's menu does not offer .* now \(the clock is running\)$/) });
    }
    expect(request(fake, { op: 'command', input: { type: 'adjust', side: 'black', mainMs: 1000 } }).error).toEqual({ code: 'refused', message: 'clock.adjust: the clock must be paused first' });
    expect(request(fake, { op: 'configure', settings: { preset: 'fast-10s' } }).error).toMatchObject({ code: 'refused' });
    expect(request(fake, { op: 'command', input: { type: 'pause', extra: 1 } }).error).toMatchObject({ code: 'invalid', message: 'request.input.extra: is not a field of a referee action' });
    expect(state(fake)).toBe(before);
    // In pause, the referee menu: no decision on a flag that has not fallen.
    expect(request(fake, { op: 'command', input: { type: 'pause' } }).ok).toBe(true);
    expect(request(fake, { op: 'command', input: { type: 'voidFlag' } }).error).toMatchObject({ code: 'refused', message: expect.stringMatching(/\(the clock is paused\)$/) });
  });

  it('makes every referee command exactly what the device’s buttons make: the same state and the same record', () => {
    expectCommandsEqualButtons((linked, input) => request(linked, { op: 'command', input: input }));
  }, 60000);

  it('hands the record over in pieces that together are the device’s own raw export', () => {
    const fake = bootFirmware({ timeControl: CONTROL });
    fake.press(fake.board.buttons.right, GAME_ORIGIN_MS - 80, 80);
    for (let move = 0; move < 60; move++) fake.press(fake.board.buttons[move % 2 === 0 ? 'left' : 'right'], GAME_ORIGIN_MS + 500 + move * 700, 80);
    fake.runUntil(GAME_ORIGIN_MS + 60000);
    const lines: string[] = [];
    for (let from = 0; ; ) {
      const piece = request(fake, { op: 'record', from: from, count: 7 });
      expect(piece.ok).toBe(true);
      lines.push(...(piece.lines as string[]));
      from += (piece.lines as string[]).length;
      if (from >= (piece.total as number)) break;
    }
    expect(lines.join('\n') + '\n').toBe(fake.consoleOutput('clock.record("raw")'));
    expect(lines.length).toBeGreaterThan(7);
  });

  it('takes 100,000 malformed frames in byo-yomi’s count without throwing, changing the clock or holding up a call', () => {
    const control = { system: 'byoyomi', mainMs: 0, periods: 2, periodMs: 30000 };
    const calm = bootFirmware({ timeControl: control });
    const fuzzed = bootFirmware({ timeControl: control });
    for (const fake of [calm, fuzzed]) fake.press(fake.board.buttons.right, GAME_ORIGIN_MS - 80, 80);
    let seed = 7;
    const random = () => ((seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff);
    const pick = <T>(items: T[]) => items[Math.floor(random() * items.length)];
    const valid = ['{"v":1,"id":3,"op":"state"}', '{"v":1,"id":4,"op":"command","input":{"type":"pause"}}', '{"v":1,"id":5,"op":"record","from":0}'];
    const malformed = (): string => {
      const kind = Math.floor(random() * 6);
      const base = pick(valid);
      if (kind === 0) return base.slice(0, Math.floor(random() * base.length));
      if (kind === 1) return base.replace('"v":1', '"v":' + pick(['0', '2', '"1"', 'null', '1.5']));
      if (kind === 2) return base.replace(/"id":\d+/, '"id":' + pick(['0', '-1', '"x"', '1e99', '[]']));
      if (kind === 3) return base.replace(/"op":"\w+"/, '"op":' + pick(['"erase"', '1', 'null', '"STATE"', '{}']));
      if (kind === 4) return '{"v":1,"id":9,"op":"command","input":' + pick(['null', '[]', '"pause"', '{"type":"pause","x":1}', '{"type":"press"}', '{"type":"adjust","side":"red"}', '{"type":"resume"}']) + '}';
      return Array.from({ length: Math.floor(random() * 40) }, () => String.fromCharCode(Math.floor(random() * 0x3000))).join('');
    };
    /** What is wrong with the clock's answer to `frame`: it threw, or it answered other than a refusal on the link. */
    const wrongAnswer = (frame: string): string | null => {
      let printed: string;
      try {
        printed = fuzzed.consoleOutput('clock.link(' + JSON.stringify(frame) + ')');
      } catch (error) {
        return frame + ' threw ' + String(error);
      }
      return printed.startsWith(LINK_PREFIX) && readReply(printed.trim())?.ok === false ? null : frame + ' was answered ' + printed;
    };
    // Each frame's answer is checked, and the first wrong ones shown: two expects a frame cost more than the fake's work.
    const wrong: string[] = [];
    let sent = 0;
    let end = GAME_ORIGIN_MS;
    for (let second = 0; second < 50; second++) {
      end = GAME_ORIGIN_MS + 1000 + second * 1000;
      calm.runUntil(end);
      for (let i = 0; i < 2000; i++, sent++) {
        fuzzed.runUntil(end - 1000 + Math.floor((i * 1000) / 2000));
        const problem = wrongAnswer(malformed());
        if (problem !== null) wrong.push(problem);
      }
      fuzzed.runUntil(end);
    }
    expect(sent).toBe(100000);
    expect(wrong.length, wrong.slice(0, 3).join('\n')).toBe(0);
    // The clock ran on untouched: the same state, and every call at the very instant the calm clock made it.
    expect(state(fuzzed)).toBe(state(calm));
    expect(fuzzed.dfplayer.plays()).toEqual(calm.dfplayer.plays());
    expect(calm.dfplayer.plays().length).toBeGreaterThanOrEqual(8);
  }, 120000);
});
