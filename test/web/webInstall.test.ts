// The installer page (install.html) in Debian's chromium, putting the clock on a Jolt.js over Web Serial (the
// stand-in of installerBeside.ts) or Web Bluetooth: what it writes, what it refuses, a cable pulled, a file read back wrong.
// How it lays Storage out, and what a power cut then spares: webInstallLayout.test.ts.
/* eslint-disable @typescript-eslint/no-explicit-any -- the page's globals, which the tests' TypeScript (no DOM) cannot type */
import { beforeAll, describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { siteForTests } from '../helpers/browserSite';
import { bootFirmware, GAME_ORIGIN_MS } from '../../sim/espruino/firmwareRun';
import { clockInUse, installerBeside as besideOn, installOverUsb, type LineHook } from '../helpers/installerBeside';
import { settingsText } from '../../firmware/app/settings';
import type { FakeEspruino } from '../../sim/espruino/fake';
import { savedProgram } from '../../sim/espruino/savedProgram';
import { textFiles } from '../../sim/deviceFiles';
import { buildStorageVoice } from '../../sim/voice/storageVoice';
import { ADVERTISED_NAME, type RadioLink } from '../../sim/espruino/radioModel';
import { openBluetooth } from '../helpers/firmwareHelpers';
import { LANGUAGES } from '../../sim/voice/texts';
import { sampleControls } from '../../sim/voice/samplePack';
import { scratchDir } from '../helpers/scratch';

/**
 * The count's first three calls in Mandarin: a small Storage voice, made by npm run voice -- --storage's own code, its
 * budgets taken over the presets as the sample packs' are (the whole sweep's take seconds to schedule).
 */
const VOICE_PHRASES = ['count-1', 'count-2', 'count-3'];
let voiceDir = '';
beforeAll(async () => {
  voiceDir = scratchDir('install-voice-');
  await buildStorageVoice(LANGUAGES.filter((l) => l.id === 'zh')[0], voiceDir, sampleControls(), VOICE_PHRASES);
}, 120000);
const currentSite = siteForTests(() => voiceDir);

/**
 * A Bluetooth LE device with Espruino's UART service: each write to its TX goes to `window.uartWrite(text)`,
 * whose answer comes back as notifications of RX; the service is found only where the clock offers it.
 */
const STAND_IN_BLUETOOTH = `(() => {
  const rx = new EventTarget();
  rx.startNotifications = async () => rx;
  const tx = { writeValue: async (bytes) => {
    const answer = await window.uartWrite(String.fromCharCode(...new Uint8Array(bytes.buffer || bytes)));
    for (let i = 0; i < answer.length; i += 20) {
      rx.value = new DataView(Uint8Array.from(answer.slice(i, i + 20), (c) => c.charCodeAt(0)).buffer);
      rx.dispatchEvent(new Event('characteristicvaluechanged'));
    }
  } };
  const device = new EventTarget();
  device.gatt = {
    connect: async () => ({
      getPrimaryService: async (uuid) => {
        if (!(await window.uartConnect())) throw new DOMException('No service', 'NotFoundError');
        return { getCharacteristic: async (c) => (c.startsWith('6e400002') ? tx : rx) };
      },
    }),
    disconnect: () => window.uartDisconnect(),
  };
  Object.defineProperty(navigator, 'bluetooth', { value: { requestDevice: async (options) => { window.asked = options; return device; } } });
})();`;

/** The installer page beside a clock on the fake, linked to it over Bluetooth through the fake's radio. */
async function installerOverBluetooth(fake: FakeEspruino): Promise<Page> {
  const context = await currentSite().browser.newContext({ viewport: { width: 800, height: 900 } });
  const page = await context.newPage();
  let link: RadioLink | null = null;
  let pending = '';
  await page.exposeFunction('uartConnect', () => {
    link = fake.radio.connect('computer');
    return link.uart;
  });
  await page.exposeFunction('uartDisconnect', () => void fake.radio.disconnect());
  await page.exposeFunction('uartWrite', (text: string) => {
    pending += text;
    const from = fake.printed.length;
    for (let end = pending.indexOf('\n'); end >= 0; end = pending.indexOf('\n')) {
      const line = pending.slice(0, end).replace(/[\x03\x10]/g, '').trim();
      pending = pending.slice(end + 1);
      if (line !== '' && link !== null) link.send(line);
      // A line a connection interval or so after the last.
      fake.runUntil(fake.now + 30);
    }
    return fake.printed.slice(from).map((printed) => printed + '\n').join('');
  });
  await page.addInitScript({ content: STAND_IN_BLUETOOTH });
  await page.goto(currentSite().url + 'install.html?lang=en');
  return page;
}

const installerBeside = (fake: FakeEspruino, hook?: LineHook, lineMs?: number) => besideOn(currentSite(), fake, hook, lineMs);

describe('the installer page', () => {
  it('puts the saved program npm run flash writes on the clock, carries its settings over, and the clock it starts plays a game', async () => {
    const fake = clockInUse();
    const settings = settingsText(fake.storage as never);
    expect(settings).toMatch(/^\{.*"cn-national"/);
    // A line every 300 ms, as over Bluetooth: the install, Storage's erasing among it, outlasts the clock's 10 s watchdog,
    // which the firmware kicked until reset() stopped it, and which must not reset the board halfway.
    const page = await installerBeside(fake, undefined, 300);
    await page.selectOption('#text', 'ja');
    await expect(installOverUsb(page)).resolves.toBe('Written and checked: the clock starts again on the new firmware.');
    await expect(page.locator('#progress').evaluate((p: any) => p.value)).resolves.toBe(1);
    expect(fake.storage.read('.bootcde')).toBe(savedProgram().toString('latin1'));
    for (const file of textFiles('ja')) expect(fake.storage.read(file.name), file.name).toBe(file.data);
    expect(settingsText(fake.storage as never)).toBe(settings);
    expect(fake.watchdogResets).toBe(0);
    // load() booted what Storage now holds: the pretokenised bytes, read as Espruino's lexer reads them, with the
    // settings carried over. A new game starts and plays.
    fake.runUntil(fake.now + 3000);
    expect(fake.console('clock.state()')).toMatchObject({ phase: 'ready' });
    fake.press(fake.board.buttons.right, fake.now + 10, 80);
    fake.runUntil(fake.now + 2000);
    fake.press(fake.board.buttons.left, fake.now + 10, 80);
    fake.runUntil(fake.now + 2000);
    expect(fake.console('clock.state()')).toMatchObject({ phase: 'running', move: 2 });
    await page.context().close();
  }, 90000);

  it('puts a Storage voice beside the firmware, which the clock it starts speaks with', async () => {
    const fake = bootFirmware({ timeControl: { system: 'byoyomi', mainMs: 3000, periods: 1, periodMs: 60000 }, language: 'zh', countStyle: 'cn' });
    fake.runUntil(GAME_ORIGIN_MS);
    const page = await installerBeside(fake);
    await page.selectOption('#voice', 'zh');
    await expect(installOverUsb(page)).resolves.toBe('Written and checked: the clock starts again on the new firmware.');
    const names = readdirSync(join(voiceDir, 'zh'));
    expect(names.length).toBeGreaterThan(VOICE_PHRASES.length);
    for (const name of names) expect(fake.storage.read(name), name).toBe(readFileSync(join(voiceDir, 'zh', name), 'latin1'));
    // The game starts on the new firmware; the period's count "1", "2", "3" play from Storage through Waveform.
    fake.runUntil(fake.now + 2000);
    const started = fake.now;
    fake.press(fake.board.buttons.right, started, 80);
    fake.runUntil(started + 3000 + 54000);
    expect(fake.waveform.plays.filter((p) => p.calledMs > started).length).toBe(VOICE_PHRASES.length);
    await page.context().close();
  }, 90000);

  it('installs over Bluetooth once the referee has opened the clock’s console to it, and says its console is closed before', async () => {
    const fake = bootFirmware({ preset: 'cn-national' });
    fake.runUntil(1000);
    const page = await installerOverBluetooth(fake);
    await expect(installOverUsb(page, '#bluetooth')).resolves.toMatch(/^The clock’s console is not open to Bluetooth now: choose .+ in its setup menu/);
    // The browser is asked for a board by the name Espruino advertises a Jolt.js under.
    const asked = (await page.evaluate('window.asked')) as { filters: { namePrefix?: string }[] };
    expect(asked.filters.some((filter) => filter.namePrefix !== undefined && ADVERTISED_NAME.startsWith(filter.namePrefix))).toBe(true);
    fake.runUntil(openBluetooth(fake, fake.now + 10));
    await expect(installOverUsb(page, '#bluetooth')).resolves.toBe('Written and checked: the clock starts again on the new firmware.');
    expect(fake.storage.read('.bootcde')).toBe(savedProgram().toString('latin1'));
    expect(fake.watchdogResets).toBe(0);
    // The new firmware closed the console to Bluetooth again: nothing a link types reaches it.
    fake.runUntil(fake.now + 2000);
    expect(fake.radio.connect('phone').send('clock.state()')).toBe(false);
    await page.context().close();
  }, 90000);

  it('refuses another board and an older Espruino in one line, writing nothing', async () => {
    const other = clockInUse();
    other.console('process.env.BOARD="PICO"');
    const before = other.storage.read('.bootcde');
    const page = await installerBeside(other);
    await expect(installOverUsb(page)).resolves.toBe('This board is a PICO, not the Espruino Jolt.js: nothing was written.');
    expect(other.storage.read('.bootcde')).toBe(before);
    await page.context().close();
    const old = clockInUse({ version: '2v21' });
    const oldPage = await installerBeside(old);
    await expect(installOverUsb(oldPage)).resolves.toBe('This board runs Espruino 2v21, and the clock needs 2v29 or later: update its Espruino, then install again. Nothing was written.');
    await oldPage.context().close();
  }, 60000);

  it('says where an upload stopped when the cable is pulled after Storage was erased, and installing again puts the settings back', async () => {
    const fake = clockInUse();
    const settings = settingsText(fake.storage as never);
    let pieces = 0;
    let pulled = false;
    const page = await installerBeside(fake, (line) => {
      if (!line.includes('write(".bootcde",atob(')) return;
      pieces++;
      // The cable goes in the middle of the firmware's pieces.
      if (!pulled && pieces === 30) {
        pulled = true;
        return 'unplug';
      }
    });
    await expect(installOverUsb(page)).resolves.toMatch(/^The upload stopped at \d+ %: the link was lost\. The clock’s memory was already cleared/);
    expect(settingsText(fake.storage as never)).toBeUndefined();
    await expect(installOverUsb(page)).resolves.toBe('Written and checked: the clock starts again on the new firmware.');
    expect(fake.storage.read('.bootcde')).toBe(savedProgram().toString('latin1'));
    expect(settingsText(fake.storage as never)).toBe(settings);
    await page.context().close();
  }, 90000);

  it('says nothing changed when the cable is pulled before Storage is erased', async () => {
    const fake = clockInUse();
    const before = fake.storage.read('.bootcde');
    const page = await installerBeside(fake, (line) => (line.includes('getStats') ? 'unplug' : undefined));
    await expect(installOverUsb(page)).resolves.toBe('The link was lost before anything was written: nothing on the clock changed. Connect again and try again.');
    expect(fake.storage.read('.bootcde')).toBe(before);
    await page.context().close();
  }, 60000);

  it('says so when what the clock reads back differs from what was sent, and installs when started again', async () => {
    const fake = clockInUse();
    let spoilt = false;
    const page = await installerBeside(fake, (line, board) => {
      // A byte of the firmware lands wrong in flash (a bit flipped), seen only by reading it back.
      if (spoilt || !line.includes('E.CRC32(require("Storage").read(".bootcde"))')) return;
      spoilt = true;
      const held = board.storage.read('.bootcde') as string;
      let at = 100;
      while ((held.charCodeAt(at) & 1) === 0) at++;
      board.storage.andWrite('.bootcde', '\xfe', at);
    });
    await expect(installOverUsb(page)).resolves.toBe('What the clock read back of .bootcde differs from what was sent: install again.');
    await expect(installOverUsb(page)).resolves.toBe('Written and checked: the clock starts again on the new firmware.');
    expect(fake.storage.read('.bootcde')).toBe(savedProgram().toString('latin1'));
    await page.context().close();
  }, 60000);
});
