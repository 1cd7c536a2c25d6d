// How the installer page lays a clock's Storage out (sim/host/storageLayout.ts, sim/host/installSteps.ts): a kept record
// offered as a download before anything is erased; then Storage erased whole and written without trash, the journal
// ending a page, every file after it on a page of its own, the settings carried over; and a power cut at any instant
// of a later compaction leaves Storage valid and the installed firmware where it was, booting.
/* eslint-disable @typescript-eslint/no-explicit-any -- the page's globals, which the tests' TypeScript (no DOM) cannot type */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { siteForTests } from '../helpers/browserSite';
import { clockInUse, installerBeside, installOverUsb } from '../helpers/installerBeside';
import { FakeEspruino } from '../../sim/espruino/fake';
import type { FlashStorage } from '../../sim/espruino/flashModel';
import { savedProgram } from '../../sim/espruino/savedProgram';
import { settingsText } from '../../firmware/app/settings';
import { JOURNAL_FILE, marked, SAVED_SETTINGS } from '../../firmware/app/record/journal';

const currentSite = siteForTests();
/** Instants of a later compaction a cut is tried at, from its first flash work to its last. */
const CUTS = 40;

/** Trash as the clock leaves it, a page a file (old records' chunks), filling Storage but `spare` bytes. */
function pageTrash(flash: FlashStorage, spare: number): void {
  const names: string[] = [];
  for (let i = 0; flash.getFree() - flash.pageBytes >= spare; i++) {
    names.push('old' + i);
    flash.create('old' + i, flash.chunkBytes);
    flash.writeAt('old' + i, 'x'.repeat(100), 0);
  }
  for (const name of names) flash.remove(name);
}

/** What is wrong with how `flash` is laid out: trash, a journal not ending a page, a file after it not starting one. */
function layoutFaults(flash: FlashStorage): string[] {
  const headers = flash.headers();
  const faults = headers.filter((h) => h.name === '').map((h) => 'trash at ' + h.at);
  const journal = headers.findIndex((h) => h.name === JOURNAL_FILE);
  if (journal < 0) return faults.concat('no journal');
  const end = headers[journal].at + 32 + headers[journal].size;
  if (end % flash.pageBytes !== 0) faults.push('the journal ends at ' + end);
  for (const h of headers.slice(journal + 1)) if (h.at % flash.pageBytes !== 0) faults.push(h.name + ' starts at ' + h.at);
  return faults;
}

describe('the installer page lays Storage out', () => {
  it('saves a kept record first, erases Storage, writes it without trash on pages of its own, and a cut in a later compaction spares the firmware', async () => {
    const fake = clockInUse();
    const settings = settingsText(fake.storage as never);
    const record = fake.consoleOutput('clock.record("raw")').replace(/\n$/, '');
    expect(record).toContain('\n');
    // What the page offered when the board was told to erase its Storage.
    let offered: string | null = null;
    const page = await installerBeside(currentSite(), fake, async (line, _board, shown) => {
      if (line.includes('eraseAll')) offered = await shown.evaluate(() => (globalThis as any).document.getElementById('record').getAttribute('download'));
    });
    const download = page.waitForEvent('download');
    await expect(installOverUsb(page)).resolves.toBe('Written and checked: the clock starts again on the new firmware.');
    expect(offered).toMatch(/^goclock-record-\d{8}-\d{4}\.txt$/);
    const saved = await download;
    expect(saved.suggestedFilename()).toBe(offered);
    expect(readFileSync((await saved.path()) as string, 'latin1')).toBe(record);
    await expect(page.locator('#recordSaved').textContent()).resolves.toMatch(/^The game record kept on the clock was saved to this computer/);
    await page.context().close();

    // Storage as the install and the clock it started left it: the firmware first, no trash, the journal ending its page,
    // the settings and the new game's record after it, each on pages of their own.
    const flash = fake.storage;
    expect(flash.headers()[0].name).toBe('.bootcde');
    expect(layoutFaults(flash)).toEqual([]);
    expect(settingsText(flash as never)).toBe(settings);
    expect(marked(flash as never, SAVED_SETTINGS)).toBe(true);
    // The check can fail: a file written after the journal anywhere but a page's start (the second of two small ones).
    const spoilt = flash.clone();
    spoilt.create('stray', 12);
    spoilt.create('stray2', 12);
    expect(layoutFaults(spoilt)).toEqual(['stray2 starts at ' + (flash.headers().at(-1)!.at + flash.pageBytes + 44)]);

    // The clock the install started: a nearly full Storage, then a new game's record makes its room by compacting.
    fake.runUntil(fake.now + 2000);
    pageTrash(flash, 40 * 1024);
    flash.recordOps();
    fake.console('clock.configure({"preset":"cn-local"})');
    expect(flash.compactions).toBe(1);
    const firmware = flash.headers()[0];
    const program = savedProgram().toString('latin1');
    const wrong: string[] = [];
    for (let i = 0; i < CUTS; i++) {
      const ms = (flash.recordedMs() * (i + 0.5)) / CUTS;
      const cut = flash.cutAt(ms);
      const board = new FakeEspruino({ storage: cut });
      const at = 'cut at ' + ms.toFixed(1) + ' ms: ';
      if (cut.wipes > 0) wrong.push(at + 'Storage was corrupt at power-up and erased whole');
      const first = cut.headers()[0];
      if (first === undefined || first.at !== firmware.at || cut.read('.bootcde') !== program) wrong.push(at + 'the firmware moved or changed');
      else {
        board.boot(board.savedProgram());
        board.runUntil(1500);
        if (board.errors.length > 0) wrong.push(at + 'the firmware failed: ' + board.errors.join('; '));
      }
    }
    expect(wrong).toEqual([]);
  }, 120000);
});
