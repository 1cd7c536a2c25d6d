// The installer page (install.html) in Debian's chromium, putting the clock on a Jolt.js over Web Serial.
// Chromium here has no serial port, so a stand-in `navigator.serial` is put in the page before it loads: its
// bytes go to the fake Espruino in Node, whose console evaluates each line as the board's does (Ctrl-C and
// Ctrl-P taken off, what it prints sent back). The page's own code is what a maker runs.
/* eslint-disable @typescript-eslint/no-explicit-any -- the page's globals, which the tests' TypeScript (no DOM) cannot type */
import { beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { siteForTests } from './browserSite';
import { POLL_MS } from '../sim/web/browser';
import { bootFirmware, GAME_ORIGIN_MS } from '../sim/espruino/firmwareRun';
import type { FakeEspruino } from '../sim/espruino/fake';
import { savedProgram } from '../sim/espruino/savedProgram';
import { textFiles } from '../sim/deviceFiles';
import { buildStorageVoice } from '../sim/voice/storageVoice';
import { ADVERTISED_NAME, type RadioLink } from '../sim/espruino/radioModel';
import { openBluetooth } from './firmwareHelpers';
import { LANGUAGES } from '../sim/voice/texts';
import { sampleControls } from '../sim/voice/samplePack';

/**
 * The count's first three calls in Mandarin: a small Storage voice, made by npm run voice -- --storage's own code, its
 * budgets taken over the presets as the sample packs' are (the whole sweep's take seconds to schedule).
 */
const VOICE_PHRASES = ['count-1', 'count-2', 'count-3'];
let voiceDir = '';
beforeAll(async () => {
  voiceDir = mkdtempSync(join(tmpdir(), 'install-voice-'));
  await buildStorageVoice(LANGUAGES.filter((l) => l.id === 'zh')[0], voiceDir, sampleControls(), VOICE_PHRASES);
}, 120000);
const currentSite = siteForTests(() => voiceDir);

/** A port whose writes go to `window.toClock(text)`; `window.unplug()` pulls its cable. A new port each time one is asked for. */
const STAND_IN_SERIAL = `(() => {
  Object.defineProperty(navigator, 'serial', { value: { requestPort: async () => {
    const port = new EventTarget();
    const sink = {};
    port.readable = new ReadableStream({ start(controller) { sink.controller = controller; } });
    port.writable = new WritableStream({
      async write(chunk) {
        const answer = await window.toClock(String.fromCharCode(...chunk));
        if (answer === null) { port.dispatchEvent(new Event('disconnect')); return; }
        if (answer !== '') sink.controller.enqueue(Uint8Array.from(answer, (c) => c.charCodeAt(0)));
      },
    });
    port.open = async () => undefined;
    port.close = async () => undefined;
    return port;
  } } });
})();`;

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

/** What the board does to a line before it evaluates it: a hook to pull the cable (answer null) or spoil the flash. */
type LineHook = (line: string, fake: FakeEspruino) => 'unplug' | void;

/** The installer page beside a clock on the fake that has played a move (its settings and record in Storage). */
async function installerBeside(fake: FakeEspruino, hook: LineHook = () => undefined, lineMs = 20): Promise<Page> {
  const context = await currentSite().browser.newContext({ viewport: { width: 800, height: 900 } });
  const page = await context.newPage();
  let pending = '';
  await page.exposeFunction('toClock', (text: string) => {
    pending += text;
    let answer = '';
    for (let end = pending.indexOf('\n'); end >= 0; end = pending.indexOf('\n')) {
      const line = pending.slice(0, end).replace(/[\x03\x10]/g, '').trim();
      pending = pending.slice(end + 1);
      if (line === '') continue;
      if (hook(line, fake) === 'unplug') return null;
      try {
        answer += fake.consoleOutput(line);
      } catch (error) {
        answer += 'Uncaught ' + (error as Error).message + '\n';
      }
      // What the line asked for later (reset(), load()) happens before the next, `lineMs` on.
      fake.runUntil(fake.now + lineMs);
    }
    return answer;
  });
  await page.addInitScript({ content: STAND_IN_SERIAL });
  await page.goto(currentSite().url + 'install.html?lang=en');
  return page;
}

/** A clock on the fake with a game begun on it. */
function clockInUse(options = {}): FakeEspruino {
  const fake = bootFirmware({ preset: 'cn-national' }, options);
  fake.runUntil(GAME_ORIGIN_MS);
  fake.press(fake.board.buttons.right, fake.now + 10, 80);
  fake.runUntil(fake.now + 3000);
  return fake;
}

async function installOverUsb(page: Page, button = '#usb'): Promise<string> {
  await page.click(button);
  await page.waitForFunction(() => !(globalThis as any).document.querySelector('#usb').disabled && (globalThis as any).document.querySelector('#status').textContent !== '', null, { timeout: 60000, polling: POLL_MS });
  return (await page.locator('#status').textContent()) as string;
}

describe('the installer page', () => {
  it('puts the saved program npm run flash writes on the clock, keeps its settings and record, and the clock it starts plays a game', async () => {
    const fake = clockInUse();
    // Everything but what the installer writes: the settings, the record's files and its ticks.
    const kept = () => fake.storage.names().filter((name) => !/^(\.bootcde|words\.|font\.)/.test(name)).map((name) => [name, fake.storage.read(name)]);
    let before: unknown[] = [];
    // What Storage holds when load() starts the new firmware (which then resumes the game from its record).
    let atLoad: unknown[] = [];
    // A line every 300 ms, as over Bluetooth: the install outlasts the clock's 10 s watchdog, which the firmware
    // kicked until reset() stopped it, and which must not reset the board halfway.
    const page = await installerBeside(
      fake,
      (line) => {
        // Storage as the running clock left it, when reset() stops it; and as load() finds it.
        if (line.startsWith('reset()')) before = kept();
        if (line === 'load()') atLoad = kept();
      },
      300,
    );
    await page.selectOption('#text', 'ja');
    await expect(installOverUsb(page)).resolves.toBe('Written and checked: the clock starts again on the new firmware.');
    await expect(page.locator('#progress').evaluate((p: any) => p.value)).resolves.toBe(1);
    const saved = savedProgram().toString('latin1');
    expect(fake.storage.read('.bootcde')).toBe(saved);
    for (const file of textFiles('ja')) expect(fake.storage.read(file.name), file.name).toBe(file.data);
    expect((before as string[][]).map(([name]) => name)).toEqual(expect.arrayContaining(['goclock.json', 'goclock.tk0']));
    expect(atLoad).toEqual(before);
    expect(fake.watchdogResets).toBe(0);
    // load() booted what Storage now holds: the pretokenised bytes, read as Espruino's lexer reads them. It
    // restored the game from its record, paused as after any restart; MODE resumes it, and it plays on.
    fake.runUntil(fake.now + 3000);
    const resumed = fake.console('clock.state()') as { phase: string; onMove: string; move: number };
    expect(resumed.phase).toBe('paused');
    fake.press(fake.board.buttons.mode, fake.now + 10, 80);
    fake.runUntil(fake.now + 1000);
    fake.press(resumed.onMove === 'black' ? fake.board.buttons.left : fake.board.buttons.right, fake.now + 10, 80);
    fake.runUntil(fake.now + 2000);
    expect(fake.console('clock.state()')).toMatchObject({ phase: 'running', move: resumed.move + 1 });
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

  it('says where an upload stopped when the cable is pulled, leaves the former firmware whole, and installs when started again', async () => {
    const fake = clockInUse();
    const before = fake.storage.read('.bootcde');
    let pieces = 0;
    let pulled = false;
    const page = await installerBeside(fake, (line) => {
      if (!line.includes('"goclock.new",atob(')) return;
      pieces++;
      // The cable goes in the middle of the firmware's pieces.
      if (!pulled && pieces === 30) {
        pulled = true;
        return 'unplug';
      }
    });
    await expect(installOverUsb(page)).resolves.toMatch(/^The upload stopped at \d+ %: the link was lost\. Every file on the clock is whole/);
    expect(fake.storage.read('.bootcde')).toBe(before);
    await expect(installOverUsb(page)).resolves.toBe('Written and checked: the clock starts again on the new firmware.');
    expect(fake.storage.read('.bootcde')).toBe(savedProgram().toString('latin1'));
    await page.context().close();
  }, 90000);

  it('replaces nothing when what the clock reads back differs from what was sent', async () => {
    const fake = clockInUse();
    const before = fake.storage.read('.bootcde');
    const page = await installerBeside(fake, (line, board) => {
      // A byte of the firmware's pieces lands wrong in flash (a bit flipped), seen only by reading it back.
      const held = board.storage.read('goclock.new');
      if (!line.includes('E.CRC32(require("Storage").read("goclock.new"))') || held === undefined || held.length < 20000) return;
      let at = 100;
      while ((held.charCodeAt(at) & 1) === 0) at++;
      board.storage.andWrite('goclock.new', '\xfe', at);
    });
    await expect(installOverUsb(page)).resolves.toBe('What the clock read back of .bootcde differs from what was sent: that file was not replaced. Install again.');
    expect(fake.storage.read('.bootcde')).toBe(before);
    await page.context().close();
  }, 60000);
});
