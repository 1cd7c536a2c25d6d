// The clock's own Bluetooth service on Jolt.js (firmware/app/link/gatt.ts), on the fake's model of NRF:
// a phone reads without a bond, writes only once bonded with the key the faces show, and meets the same
// protocol as over USB; the live state is notified as the faces change; a dropped link leaves the clock
// as it was; the console stays closed to Bluetooth throughout.
import { describe, expect, it } from 'vitest';
import { bootFirmware, GAME_ORIGIN_MS } from '../../sim/espruino/firmwareRun';
import { BluetoothPhone } from '../../sim/espruino/bluetoothPhone';
import { GattError } from '../../sim/espruino/radioModel';
import type { FakeEspruino } from '../../sim/espruino/fake';
import { ACT_CHARACTERISTIC, ASK_CHARACTERISTIC, LIVE_CHARACTERISTIC, WRITE_MAX, writePieces } from '../../firmware/app/link/gatt';
import { CONTROL as REFEREE_CONTROL, expectCommandsEqualButtons } from '../helpers/refereeGame';
import { readLive } from '../../firmware/app/link/live';
import { readTextAt, shownKey, showsText } from '../helpers/firmwareHelpers';

const CONTROL = { system: 'byoyomi', mainMs: 600000, periods: 1, periodMs: 10000 };
const state = (fake: FakeEspruino) => JSON.stringify(fake.console('clock.state()'));
const record = (fake: FakeEspruino) => fake.consoleOutput('clock.record("raw")');

/** A phone paired with the key the faces show: bonded. */
function pairedPhone(fake: FakeEspruino, name = 'referee'): BluetoothPhone {
  const link = fake.radio!.connect(name);
  link.requestPairing();
  fake.runUntil(fake.now + 50);
  const key = shownKey(fake);
  expect(key).toMatch(/^\d{6}$/);
  expect(link.enterPasskey(key as string)).toBe(true);
  fake.runUntil(fake.now + 50);
  return new BluetoothPhone(fake, link);
}

/** The running clock paused from a bonded phone, once the pause has settled: the phone. */
function pausedFromPhone(fake: FakeEspruino): BluetoothPhone {
  const phone = pairedPhone(fake);
  expect(phone.request({ op: 'command', input: { type: 'pause' } }, true)?.ok).toBe(true);
  // A command settles as a press does, a moment after its instant.
  fake.runUntil(fake.now + 200);
  return phone;
}

describe('the clock service on Jolt.js', () => {
  it('lets any phone read, and no unbonded phone write: ASK refuses settings and commands, ACT refuses the write itself', () => {
    const fake = bootFirmware({ timeControl: CONTROL });
    fake.press(fake.board.buttons.right, GAME_ORIGIN_MS - 80, 80);
    fake.runUntil(GAME_ORIGIN_MS + 2000);
    const phone = new BluetoothPhone(fake, fake.radio!.connect('stranger'));
    expect(phone.link.uart).toBe(false);
    expect(phone.request({ op: 'hello' })).toMatchObject({ ok: true, version: 1 });
    expect(phone.request({ op: 'state' })).toMatchObject({ ok: true, state: { phase: 'running', onMove: 'black' } });
    expect(phone.request({ op: 'settings' })).toMatchObject({ ok: true, settings: { timeControl: CONTROL } });
    expect(phone.request({ op: 'record', from: 0, count: 2 })).toMatchObject({ ok: true, from: 0, total: expect.any(Number) });
    const before = state(fake);
    const recordBefore = record(fake);
    for (const body of [{ op: 'command', input: { type: 'pause' } }, { op: 'configure', settings: { preset: 'fast-10s' } }]) {
      expect(phone.request(body)).toMatchObject({ ok: false, error: { code: 'refused', message: body.op + ' needs a bonded link: pair with the key the clock\'s faces show' } });
    }
    expect(() => phone.link.write(ACT_CHARACTERISTIC, writePieces('{"v":1,"id":9,"op":"command","input":{"type":"pause"}}')[0])).toThrow(GattError);
    fake.runUntil(fake.now + 100);
    expect(JSON.parse(state(fake))).toMatchObject({ phase: 'running', move: JSON.parse(before).move, settings: JSON.parse(before).settings });
    expect(record(fake)).toBe(recordBefore);
    // Nothing of it reached the interpreter's console.
    expect(fake.radio!.reached).toEqual([]);
  });

  it('shows a pairing phone its key on the faces; a wrong key bonds nothing, the right one lets the referee pause, correct and set up', () => {
    const fake = bootFirmware({ timeControl: CONTROL });
    fake.press(fake.board.buttons.right, GAME_ORIGIN_MS - 80, 80);
    fake.runUntil(GAME_ORIGIN_MS + 2000);
    const link = fake.radio!.connect('referee');
    link.requestPairing();
    fake.runUntil(fake.now + 50);
    // A clock running shows the key in its status rows, its times still in sight.
    const firstKey = shownKey(fake);
    expect(firstKey).toMatch(/^\d{6}$/);
    expect(showsText(fake.displays.right, 'KEY ' + firstKey)).toBe(true);
    expect(link.enterPasskey('000000')).toBe(false);
    fake.runUntil(fake.now + 50);
    expect(showsText(fake.displays.left, 'KEY')).toBe(false);
    expect(() => link.write(ACT_CHARACTERISTIC, new Uint8Array([123]))).toThrow(GattError);
    link.requestPairing();
    fake.runUntil(fake.now + 50);
    expect(link.enterPasskey(shownKey(fake) as string)).toBe(true);
    const phone = new BluetoothPhone(fake, link);
    expect(phone.request({ op: 'command', input: { type: 'pause' } }, true)).toMatchObject({ ok: true });
    fake.runUntil(fake.now + 200);
    expect(phone.request({ op: 'command', input: { type: 'adjust', side: 'black', mainMs: 45000 } }, true)).toMatchObject({ ok: true });
    fake.runUntil(fake.now + 200);
    expect(fake.console('clock.state()')).toMatchObject({ phase: 'paused', black: { mainMs: 45000 } });
    // Paused, a new pairing shows its key large, for the referee to type.
    const second = fake.radio!.connect('assistant');
    second.requestPairing();
    fake.runUntil(fake.now + 50);
    expect(shownKey(fake)).toMatch(/^\d{6}$/);
    expect(showsText(fake.displays.left, 'BLUETOOTH PAIRING')).toBe(true);
    expect(readTextAt(fake.displays.right, '0123456789', 6, 0, 18, 3)).toBe(shownKey(fake));
    second.enterPasskey(shownKey(fake) as string);
    fake.runUntil(fake.now + 50);
    expect(showsText(fake.displays.left, 'BLUETOOTH PAIRING')).toBe(false);
    // The referee's phone is bonded still when it comes back.
    const back = new BluetoothPhone(fake, fake.radio!.connect('referee'));
    expect(back.link.bonded).toBe(true);
    expect(back.request({ op: 'command', input: { type: 'resume' } }, true)).toMatchObject({ ok: true });
    fake.runUntil(fake.now + 200);
    expect(fake.console('clock.state()')).toMatchObject({ phase: 'running' });
    expect(back.request({ op: 'configure', settings: { preset: 'fast-10s' } }, true)).toMatchObject({ ok: false, error: { code: 'refused' } });
  });

  it('makes every referee command from a bonded phone exactly what the device’s buttons make', () => {
    const phones = new Map<FakeEspruino, BluetoothPhone>();
    const boot = () => {
      const fake = bootFirmware({ timeControl: REFEREE_CONTROL });
      // A phone with a larger MTU sends a command in one write, so it lands at the instant the buttons would.
      const link = fake.radio!.connect('referee', 185);
      link.requestPairing();
      fake.runUntil(fake.now + 50);
      link.enterPasskey(shownKey(fake) as string);
      phones.set(fake, new BluetoothPhone(fake, link, WRITE_MAX));
      return fake;
    };
    expectCommandsEqualButtons((linked, input) => (phones.get(linked) as BluetoothPhone).request({ op: 'command', input: input }, true), boot);
  }, 60000);

  it('sets up a Canadian control from a bonded phone, and refuses what the menu would refuse now', () => {
    const fake = bootFirmware({ preset: 'cn-national' });
    fake.runUntil(1000);
    const phone = pairedPhone(fake);
    const canadian = { system: 'canadian', mainMs: 60000, moves: 5, periodMs: 120000 };
    expect(phone.request({ op: 'configure', settings: { timeControl: canadian } }, true)).toMatchObject({ ok: true, settings: { timeControl: canadian } });
    expect(fake.console('clock.state()')).toMatchObject({ phase: 'ready', settings: { black: { system: 'canadian', moves: 5 } } });
    expect(phone.request({ op: 'command', input: { type: 'end' } }, true)).toMatchObject({ ok: false, error: { code: 'refused' } });
    expect(phone.request({ op: 'configure', settings: { timeControl: { system: 'canadian', moves: 0 } } }, true)).toMatchObject({ ok: false, error: { code: 'invalid' } });
  });

  it('reads a long reply in parts: a 400-move record, equal to the clock’s own', () => {
    const fake = bootFirmware({ preset: 'cn-national' });
    fake.press(fake.board.buttons.right, GAME_ORIGIN_MS - 80, 80);
    for (let move = 0; move < 400; move++) fake.press(fake.board.buttons[move % 2 === 0 ? 'left' : 'right'], GAME_ORIGIN_MS + 1000 + move * 2000, 80);
    fake.runUntil(GAME_ORIGIN_MS + 802000);
    const phone = new BluetoothPhone(fake, fake.radio!.connect());
    const lines: string[] = [];
    for (;;) {
      const reply = phone.request({ op: 'record', from: lines.length, count: 40 });
      expect(reply?.ok).toBe(true);
      lines.push(...(reply!.lines as string[]));
      if (lines.length >= (reply!.total as number)) break;
    }
    expect(lines.join('\n') + '\n').toBe(record(fake));
    expect(phone.link.counts.truncated).toBe(0);
  });

  it('notifies the live state once for each change the faces show, in one notification of 16 bytes', () => {
    const fake = bootFirmware({ timeControl: CONTROL });
    const phone = new BluetoothPhone(fake, fake.radio!.connect());
    fake.press(fake.board.buttons.right, GAME_ORIGIN_MS - 80, 80);
    fake.runUntil(GAME_ORIGIN_MS + 60100);
    const lives = phone.live.map((bytes) => readLive(bytes));
    expect(lives.every((live) => live !== null)).toBe(true);
    expect(phone.live.every((bytes) => bytes.length === 16)).toBe(true);
    // The clock ready, the start, then each second of Black's minute once.
    expect(lives.slice(0, 2)).toMatchObject([{ phase: 'ready', black: { seconds: 600 } }, { phase: 'running', black: { seconds: 600 } }]);
    expect(lives.slice(2).map((live) => live!.black.seconds)).toEqual(Array.from({ length: 60 }, (_, i) => 599 - i));
    expect(lives[lives.length - 1]).toMatchObject({ phase: 'running', onMove: 'black', move: 1, black: { seconds: 540 }, white: { seconds: 600 } });
    expect(phone.link.counts.dropped + phone.link.counts.truncated).toBe(0);
    expect(readLive(phone.link.read(LIVE_CHARACTERISTIC))).toEqual(lives[lives.length - 1]);
  });

  it('leaves the clock untouched when the link drops in the middle of a frame or a reply', () => {
    const fake = bootFirmware({ timeControl: CONTROL });
    fake.press(fake.board.buttons.right, GAME_ORIGIN_MS - 80, 80);
    fake.runUntil(GAME_ORIGIN_MS + 2000);
    const phone = pausedFromPhone(fake);
    const before = state(fake);
    const recordBefore = record(fake);
    // Half a correction, then the link goes; the next link's first frame is not glued to it.
    const pieces = writePieces(JSON.stringify({ v: 1, id: 50, op: 'command', input: { type: 'adjust', side: 'black', mainMs: 1000 } }));
    for (const piece of pieces.slice(0, pieces.length - 1)) phone.link.write(ACT_CHARACTERISTIC, piece);
    fake.radio!.disconnect();
    fake.runUntil(fake.now + 100);
    const again = new BluetoothPhone(fake, fake.radio!.connect('referee'));
    again.link.write(ACT_CHARACTERISTIC, pieces[pieces.length - 1]);
    fake.runUntil(fake.now + 100);
    const timeless = (text: string) => text.replace(/"atMs":\d+/, '');
    expect(timeless(state(fake))).toBe(timeless(before));
    // A reply of several parts, left half read.
    again.writeLine('ask', JSON.stringify({ v: 1, id: 51, op: 'state' }));
    fake.radio!.disconnect();
    fake.runUntil(fake.now + 100);
    expect(timeless(state(fake))).toBe(timeless(before));
    expect(record(fake)).toBe(recordBefore);
    expect(fake.errors).toEqual([]);
  });

  it('takes 20,000 pieces of noise on both characteristics without throwing, changing the clock or holding up a call', () => {
    const fake = bootFirmware({ timeControl: CONTROL });
    fake.press(fake.board.buttons.right, GAME_ORIGIN_MS - 80, 80);
    fake.runUntil(GAME_ORIGIN_MS + 1000);
    const phone = pausedFromPhone(fake);
    const before = state(fake);
    let seed = 7;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    const alphabet = '{}[]":,+\n 0123456789abcdefghijklmnopqrstuvwxyz-\\\u00ff';
    for (let i = 0; i < 20000; i++) {
      const length = 1 + Math.floor(random() * 20);
      const bytes = new Uint8Array(length).map(() => alphabet.charCodeAt(Math.floor(random() * alphabet.length)) & 255);
      phone.link.write(random() < 0.5 ? ASK_CHARACTERISTIC : ACT_CHARACTERISTIC, bytes);
      if (i % 50 === 0) fake.runUntil(fake.now + 1);
    }
    fake.runUntil(fake.now + 100);
    expect(fake.errors).toEqual([]);
    expect(state(fake).replace(/"atMs":\d+/, '')).toBe(before.replace(/"atMs":\d+/, ''));
    // What the noise left half written is cut off by a newline; then the link speaks as before.
    phone.writeLine('ask', '');
    expect(phone.request({ op: 'hello' })).toMatchObject({ ok: true });
  });
});
