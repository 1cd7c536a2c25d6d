// A record the clock keeps because it proves no game is replaced only by the referee's long hold, after the
// faces have said so: not by the setup menu's SAVE, not by clock.configure, not by the phone's link. A
// record of its header copies alone, one cut short by the power, holds no game and is replaced at once.
// A game Storage refuses to record says so on the faces while it is played.
import { describe, expect, it } from 'vitest';
import { showsText } from '../helpers/firmwareHelpers';
import { actionEdges, bootFirmware, GAME_ORIGIN_MS, readBundle } from '../../sim/espruino/firmwareRun';
import { FakeEspruino } from '../../sim/espruino/fake';
import { linesOf, readRecord } from '../../firmware/app/record/record';
import { FlashStorage } from '../../sim/espruino/flashModel';
import { espruinoStorage } from '../../sim/espruino/storageModule';
import { RECORD_FILES } from '../../firmware/app/record/recorder';

const RECORD = RECORD_FILES[0];
const DAMAGED = 'garbage*zzzz\nH{"bad":1*00000000\nI1,ak,pb*00000000\n';

/** The clock booted on a record it cannot read, its faces saying so. */
function bootOnDamage(): FakeEspruino {
  const flash = new FlashStorage();
  flash.writeStorageFile(RECORD, DAMAGED);
  espruinoStorage(flash).write('goclock.json', '{"preset":"cn-local","blackButton":"left","volume":20}');
  const fake = new FakeEspruino({ storage: flash });
  fake.boot(readBundle());
  fake.runUntil(1000);
  expect(showsText(fake.displays.left, 'RECORD DAMAGED')).toBe(true);
  expect(showsText(fake.displays.right, 'HOLD 3S: NEW')).toBe(true);
  return fake;
}

/** The record is as it was, byte for byte, and the faces still say what the long hold would erase. */
function kept(fake: FakeEspruino, path: string): void {
  expect(fake.storage.readStorageFile(RECORD), path).toBe(DAMAGED);
  expect(fake.console('clock.state()'), path).toMatchObject({ phase: 'ready' });
  expect(showsText(fake.displays.left, 'RECORD DAMAGED'), path).toBe(true);
}

describe('a damaged record the clock keeps', () => {
  it('says so on the faces, lets no tap start a game over it, and is replaced by the referee’s long hold', () => {
    const fake = bootOnDamage();
    expect(fake.console('clock.state()')).toMatchObject({ phase: 'ready', settings: { black: { mainMs: 59 * 60000 } } });
    fake.press(fake.board.buttons.right, 2000, 80);
    fake.runUntil(3000);
    kept(fake, 'a tap');
    expect(fake.consoleOutput('clock.record()')).toBe('');
    fake.press(fake.board.buttons.left, 4000, 3500);
    fake.runUntil(8000);
    expect(readRecord(linesOf(fake.storage.readStorageFile(RECORD)), () => undefined)).toMatchObject({ goodHeaders: 2, corruptLines: 0 });
  });

  it('survives SAVE in the setup menu, with the settings changed or not', () => {
    const fake = bootOnDamage();
    let at = 2000;
    const tap = (pin: string, holdMs = 80) => {
      fake.press(pin, at, holdMs);
      at += holdMs + 400;
      fake.runUntil(at);
    };
    // SET opens the setup menu; the right button opens the preset, steps to the next and confirms it (a
    // hold); MODE steps to SAVE; SET saves.
    tap(fake.board.buttons.set);
    expect(showsText(fake.displays.left, 'PRESET')).toBe(true);
    tap(fake.board.buttons.right);
    tap(fake.board.buttons.right);
    tap(fake.board.buttons.right, 1500);
    expect(showsText(fake.displays.left, 'PRESET')).toBe(true);
    for (let i = 0; i < 40 && !showsText(fake.displays.left, 'SAVE'); i++) tap(fake.board.buttons.mode);
    expect(showsText(fake.displays.left, 'SAVE')).toBe(true);
    tap(fake.board.buttons.set);
    fake.runUntil(at + 1000);
    kept(fake, 'SAVE');
  });

  it('survives clock.configure and the phone’s link, which keep the settings for the game the long hold starts', () => {
    const fake = bootOnDamage();
    expect(fake.console('clock.configure({"preset":"fast-10s"})')).toMatchObject({ preset: 'fast-10s' });
    fake.runUntil(2000);
    kept(fake, 'clock.configure');
    const reply = fake.consoleOutput('clock.link(' + JSON.stringify(JSON.stringify({ v: 1, id: 7, op: 'configure', settings: { preset: 'fast-20s' } })) + ')');
    expect(reply).toMatch(/"ok":true/);
    fake.runUntil(3000);
    kept(fake, 'the link');
    // The referee's long hold replaces it, with the settings given last.
    fake.press(fake.board.buttons.left, 4000, 3500);
    fake.runUntil(8000);
    expect(readRecord(linesOf(fake.storage.readStorageFile(RECORD)), () => undefined)).toMatchObject({ goodHeaders: 2, corruptLines: 0 });
    expect(fake.console('clock.state()')).toMatchObject({ phase: 'ready', settings: { black: { mainMs: 5 * 60000 } } });
  });
});

describe('a record of its header alone, the second copy cut short', () => {
  it('holds no game: the clock boots fresh and keeps the torn bytes nowhere', () => {
    const first = bootFirmware({ preset: 'cn-local' });
    first.runUntil(GAME_ORIGIN_MS);
    const header = first.storage.readStorageFile(RECORD);
    expect(header.split('\n').filter((l) => l !== '')).toHaveLength(2);
    const flash = first.storage.clone();
    flash.writeStorageFile(RECORD, header.slice(0, header.indexOf('\n') + 1 + 12));
    const fake = new FakeEspruino({ storage: flash });
    fake.boot(readBundle());
    fake.runUntil(1000);
    expect(showsText(fake.displays.left, 'RECORD DAMAGED')).toBe(false);
    expect(readRecord(linesOf(fake.storage.readStorageFile(RECORD)), () => undefined)).toMatchObject({ goodHeaders: 2, corruptLines: 0, torn: false, inputs: 0 });
    fake.press(fake.board.buttons.right, 2000, 80);
    fake.runUntil(3000);
    expect(fake.console('clock.state()')).toMatchObject({ phase: 'running' });
  });
});

describe('a game Storage refuses to record', () => {
  it('carries NO RECORD on the faces while it is played', () => {
    const fake = bootFirmware({ preset: 'cn-local' });
    actionEdges(fake, { at: 0, do: 'start' });
    actionEdges(fake, { at: 2000, do: 'press', side: 'black' });
    fake.runUntil(GAME_ORIGIN_MS + 3000);
    expect(showsText(fake.displays.left, 'NO RECORD') || showsText(fake.displays.right, 'NO RECORD')).toBe(false);
    // From now on Storage refuses every write, as a full one that cannot compact does.
    const refuse = () => {
      throw new Error('Unable to find or create file');
    };
    fake.storage.writeAt = refuse;
    fake.storage.create = refuse;
    actionEdges(fake, { at: 5000, do: 'press', side: 'white' });
    fake.runUntil(GAME_ORIGIN_MS + 7000);
    expect(fake.errors).toEqual([]);
    expect(fake.console('clock.state()')).toMatchObject({ phase: 'running', move: 3 });
    expect(showsText(fake.displays.left, 'NO RECORD')).toBe(true);
    expect(showsText(fake.displays.right, 'NO RECORD')).toBe(true);
  });
});
