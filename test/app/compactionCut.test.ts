// A power cut while Storage compacts, at many instants, on the fake whose flash is laid out and compacted byte for byte
// as Espruino's src/jsflash.c does it (sim/espruino/flashModel.ts): after each, Espruino's power-up check finds Storage
// valid and erases nothing, the firmware stands where it was and boots, and whatever the cut took is said on the faces,
// never trusted: settings once saved that no longer read (SETTINGS LOST), a kept record that is gone (RECORD LOST) or
// damaged (RECORD DAMAGED).
import { describe, expect, it } from 'vitest';
import { showsText } from '../helpers/firmwareHelpers';
import { bootFirmware, readBundle } from '../../sim/espruino/firmwareRun';
import { FakeEspruino } from '../../sim/espruino/fake';
import { FlashStorage } from '../../sim/espruino/flashModel';
import { RECORD_FILES } from '../../firmware/app/record/recorder';
import { SAVED_SETTINGS, mark, marked, recordKept, BEGUN_RECORD } from '../../firmware/app/record/journal';
import { SETTINGS_FILE } from '../../firmware/app/settings';

/** Cuts each compaction is tried at, from its first flash work to its last. */
const CUTS = 110;
const DAMAGED = 'garbage*zzzz\nH{"bad":1*00000000\nI1,ak,pb*00000000\n';

/** Trash as the clock leaves it, a page a file (old records' chunks, old settings), filling Storage but `spare` bytes. */
function pageTrash(flash: FlashStorage, spare: number): void {
  const names: string[] = [];
  for (let i = 0; flash.getFree() - 4096 >= spare; i++) {
    names.push('old' + i);
    flash.create('old' + i, flash.chunkBytes);
    flash.writeAt('old' + i, 'x'.repeat(100), 0);
  }
  for (const name of names) flash.remove(name);
}

/** Whether the settings on `flash` read as JSON, as the firmware reads them (up to their page's erased bytes). */
function settingsRead(flash: FlashStorage): boolean {
  const text = flash.read(SETTINGS_FILE);
  try {
    JSON.parse((text ?? '').split('\xff')[0]);
    return true;
  } catch (error) {
    return false;
  }
}

/** `flash` as the firmware's Storage device, for the journal's reads and marks (record/journal.ts). */
const journalDevice = (flash: FlashStorage) => ({ read: (name: string) => flash.read(name), writeAt: (name: string, data: string, at: number) => flash.writeAt(name, data, at) }) as never;

/** Boots the firmware on the flash a cut `ms` into the recorded work left, and says what is wrong with what it shows. */
function afterCut(recorded: FlashStorage, ms: number, bundle: string, firmware: { at: number; size: number }): string[] {
  const flash = recorded.cutAt(ms);
  const wrong: string[] = [];
  const fake = new FakeEspruino({ storage: flash });
  if (flash.wipes > 0) return ['Storage was corrupt at power-up and erased whole'];
  const first = flash.headers()[0];
  if (first.name !== '.bootcde' || first.at !== firmware.at || first.size !== firmware.size) wrong.push('the firmware moved or changed');
  fake.boot(bundle);
  fake.runUntil(1500);
  if (fake.errors.length > 0) wrong.push('the firmware failed: ' + fake.errors.join('; '));
  const shows = (text: string) => showsText(fake.displays.left, text) || showsText(fake.displays.right, text);
  const device = journalDevice(flash);
  if (marked(device, SAVED_SETTINGS) && !settingsRead(flash) && !shows('SETTINGS LOST')) wrong.push('settings lost unsaid');
  const record = RECORD_FILES.some((file) => flash.read(file + '\x01') !== undefined);
  if (recordKept(device) && !record && !shows('RECORD LOST')) wrong.push('a kept record lost unsaid');
  return wrong.map((what) => 'cut at ' + ms.toFixed(1) + ' ms: ' + what);
}

/** Cuts the recorded work of `fake`'s flash at CUTS instants across it. */
function cutsAcross(fake: FakeEspruino, bundle: string): { cuts: number; wrong: string[] } {
  const firmware = fake.storage.headers()[0];
  const total = fake.storage.recordedMs();
  const wrong: string[] = [];
  for (let i = 0; i < CUTS; i++) wrong.push(...afterCut(fake.storage, (total * (i + 0.5)) / CUTS, bundle, firmware));
  return { cuts: CUTS, wrong: wrong };
}

describe('a power cut while Storage compacts', () => {
  const bundle = readBundle();

  it('at a new game on a nearly full Storage: the firmware boots every time, and a loss is said', () => {
    const fake = bootFirmware({ preset: 'cn-national' });
    fake.runUntil(1000);
    pageTrash(fake.storage, 40 * 1024);
    fake.storage.recordOps();
    // The referee saves new settings: they are written, then the new game's record makes its room by compacting.
    fake.console('clock.configure({"preset":"cn-local"})');
    expect(fake.storage.compactions).toBe(1);
    const { cuts, wrong } = cutsAcross(fake, bundle);
    expect(cuts).toBeGreaterThanOrEqual(100);
    expect(wrong).toEqual([]);
  });

  it('with a kept record, when a settings page makes Espruino compact by itself: the record is kept, or said lost', () => {
    const flash = new FlashStorage();
    const maker = new FakeEspruino({ storage: flash });
    maker.storage.create(SETTINGS_FILE, flash.chunkBytes);
    maker.storage.writeAt(SETTINGS_FILE, '{"preset":"cn-local","blackButton":"left","volume":20}', 0);
    const device = journalDevice(flash);
    mark(device, SAVED_SETTINGS);
    pageTrash(flash, 4096);
    flash.writeStorageFile(RECORD_FILES[0], DAMAGED);
    mark(device, BEGUN_RECORD);
    const fake = new FakeEspruino({ storage: flash });
    fake.boot(bundle);
    fake.runUntil(1000);
    expect(showsText(fake.displays.left, 'RECORD DAMAGED')).toBe(true);
    flash.recordOps();
    fake.console('clock.configure({"preset":"fast-30s"})');
    expect(flash.compactions).toBe(1);
    const { cuts, wrong } = cutsAcross(fake, bundle);
    expect(cuts).toBeGreaterThanOrEqual(100);
    expect(wrong).toEqual([]);
  });
});
