// The maker's guide, the flashing tool, and the board profile's pins against the chip (the wiring: test/hardware/wiring.test.ts).
import { installedBytes, keptFreeBytes, storageLeft, storedTotal } from '../../sim/host/storageBudget';
import { RECORD_QUESTION, SETTINGS_QUESTION } from '../../sim/host/installSteps';
import { journalOnBoard } from '../../sim/host/storageLayout';
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { spawn, spawnSync } from 'node:child_process';
import { boardOnPort } from '../helpers/boardPort';
import { statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { BOARD } from '../../firmware/boards';
import { versionAtLeast } from '../../firmware/version';
import { FakeEspruino } from '../../sim/espruino/fake';
import { HEADER_PINS, pinCan, type PinJob } from '../../hardware/pinFunctions';
import { FIRMWARE_BUNDLE } from '../../sim/espruino/bundlePaths';
import { textFilesFor } from '../../sim/deviceFiles';
import { TEXT_LANGUAGES } from '../../firmware/core/index';
import { program } from '../helpers/programs';
import { savedBytes } from '../../sim/espruino/boardBudget';
import { buildStorageVoice } from '../../sim/voice/storageVoice';
import { LANGUAGES as VOICE_LANGUAGES } from '../../sim/voice/texts';
import { LANGUAGES as VOICE_IDS } from '../../firmware/app/settings';
import { textFiles } from '../../sim/deviceFiles';
import { misquoted, storageVoiceHeaders } from '../bench/figures';
import { CHARGE_END_SHARE, CHARGE_MA, charging, POWER_BUILDS } from '../../hardware/power';
import { FlashStorage } from '../../sim/espruino/flashModel';
import { VOICE_INDEX_FILE } from '../../firmware/voice/storageFormat';
import { clipFor } from '../../firmware/voice/clips';
import { bootFirmware, GAME_ORIGIN_MS } from '../../sim/espruino/firmwareRun';
import { scratchDir } from '../helpers/scratch';

const guide = readFileSync('hardware/README.md', 'utf8');

describe('hardware/README.md', () => {
  it('says how the voice card is laid out', () => {
    expect(guide).toContain('folders `01`–`05` at its root, each holding `NNNN.wav`');
  });

  it('gives the Storage build its own first power-on checklist, flashed with its voice, and a recovery over USB', () => {
    const section = (title: string) => {
      const start = guide.indexOf(title);
      const end = guide.indexOf('\n## ', start + 1);
      return guide.slice(start, end < 0 ? undefined : end);
    };
    const storage = section('## First power-on checklist: the voice in Storage');
    expect(storage).toContain('--voice zh');
    expect(storage).not.toContain('NO CARD');
    expect(section('## First power-on checklist: the voice on a card')).toContain('NO CARD');
    // One account of the button: the bootloader it reaches by letting go early takes Bluetooth only.
    expect(guide).not.toMatch(/bootloader, ready for `npm run flash`/);
    expect(section('## When something is wrong')).toContain('let go when the LEDs are white');
    expect(section('## When something is wrong')).toContain('Storage build: silence');
  });
});

describe('npm run flash', () => {
  const flash = (...args: string[]) => spawnSync(process.execPath, program('hardware/flash.ts').concat(args), { encoding: 'utf8' });

  it('writes the program it would save, offline, with --dry-run FILE', () => {
    const out = join(scratchDir('flash-'), 'upload.js');
    const result = flash('--dry-run', out);
    expect(result.status, result.stderr).toBe(0);
    expect(result.stderr).toBe('');
    // Saved pretokenised: keywords become Espruino's one-byte tokens; names and strings stay.
    const sent = readFileSync(out, 'latin1');
    expect(sent).toMatch(/^setTime\(/);
    expect(sent).toContain('D29');
    expect(sent).toContain('\xaa');
    expect(sent.length).toBeLessThan(statSync(FIRMWARE_BUNDLE).size);
  }, 60000);

  it('prints every step it would send when --dry-run has no file: what the board keeps asked for, Storage erased, the program, the journal, the settings', () => {
    const result = flash('--dry-run');
    expect(result.status).toBe(0);
    // In order: the settings and the record asked for, the clock stopped, Storage erased whole; the CLI's lines (the
    // firmware); the journal to its page's end; the settings back as a whole page and marked 'S'; the clock started.
    const steps = [SETTINGS_QUESTION, RECORD_QUESTION, 'require("Storage").eraseAll()', '\nsetTime(', 'D29', journalOnBoard(BOARD.storagePageBytes), 'require("Storage").write("goclock.json",SETTINGS,0,4064)', '"goclock.jnl","S",', '\nload()'];
    const at = steps.map((step) => result.stdout.indexOf(step));
    expect(at.every((index) => index >= 0), steps.filter((_, i) => at[i] < 0).join(' ')).toBe(true);
    expect(at).toEqual(at.slice().sort((a, b) => a - b));
  }, 60000);

  /** The tool run against a board on a pseudo-terminal that says it is `board` running `version`. */
  const flashBoard = async (board: string, version: string, ...args: string[]) => {
    const found = await boardOnPort(board, version);
    const result = await new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve) => {
      const child = spawn(process.execPath, program('hardware/flash.ts', '--port', found.port).concat(args));
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (d) => (stdout += d));
      child.stderr.on('data', (d) => (stderr += d));
      child.on('close', (status) => resolve({ status: status, stdout: stdout, stderr: stderr }));
    });
    found.unplug();
    return result;
  };

  it('refuses, in one line and exit 2, a firmware that leaves the board too little Storage for a long game and a quarter spare', async () => {
    const huge = join(scratchDir('flash-'), 'huge.js');
    // 250 lines of about a kilobyte: more than Jolt.js's Storage less a long game's record and a quarter.
    writeFileSync(huge, Array.from({ length: 250 }, (_, i) => 'print("' + i + 'x'.repeat(1000) + '");').join('\n') + '\n');
    const dry = flash('--dry-run', join(scratchDir('flash-'), 'upload.js'), '--firmware', huge);
    const savedBytes = Number(/\((\d+) bytes saved on the board;/.exec(dry.stdout)![1]);
    expect(dry.stderr).toMatch(/^warning: /);
    const result = await flashBoard('JOLTJS', '2v29', '--firmware', huge);
    expect(result.status).toBe(2);
    // The faces' words and fonts of every language go with a firmware that has no voice in Storage; each file, the saved firmware's too, costs its header.
    const files = textFilesFor(TEXT_LANGUAGES.slice()).map((file) => file.data.length);
    const saved = storedTotal([savedBytes]);
    expect(saved).toBe(32 + Math.ceil(savedBytes / 4) * 4);
    expect(result.stderr).toBe('error: ' + huge + ' takes ' + saved + " bytes of Storage saved and the faces' words " + storedTotal(files) + ' (' + (files.length + 1) + " files, each with its header) and the journal and the settings a page each at most: the Espruino Jolt.js's 400 KB of Storage would keep " +
      (409600 - installedBytes(saved + storedTotal(files), 4096)) + ' bytes, less than the ' + keptFreeBytes(409600) + ' a long game and a quarter spare need (see firmware/README.md, Budgets)\n');
  }, 60000);

  it('refuses another board, and an older Espruino, each in one line before it builds anything', async () => {
    const puck = await flashBoard('PUCKJS', '2v29');
    expect(puck.status).toBe(2);
    expect(puck.stderr).toMatch(/^error: the board on \/dev\/pts\/\d+ is a PUCKJS, not the Espruino Jolt\.js \(JOLTJS\) this firmware is for\n$/);
    const old = await flashBoard('JOLTJS', '2v25');
    expect(old.status).toBe(2);
    expect(old.stderr).toMatch(/^error: the Espruino Jolt\.js on \/dev\/pts\/\d+ runs Espruino 2v25, and the clock needs 2v29 or later: update it \(espruino\.com\/Firmware\+Update, nRF52\), then flash again\n$/);
  }, 60000);

  it('refuses a voice it does not know, in one line', () => {
    const result = flash('--dry-run', '--voice', 'fr');
    expect(result.status).toBe(2);
    expect(result.stderr).toBe('error: --voice must be one of zh, yue, ja, ko, en (got fr)\n');
  });

  it('answers --help with its usage and exit 0', () => {
    const result = flash('--help');
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/^usage: npm run flash -- --port/);
  });

  it('says in one line, with the port, that no board is there, and exits 2', () => {
    const result = flash('--port', '/dev/ttyACM9');
    expect(result.status).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr).toBe('error: no board on /dev/ttyACM9: plug the board in over USB, or give its port with --port\n');
  });

  it('refuses an unknown argument in one line before it builds anything', () => {
    const result = flash('--board', 'pico');
    expect(result.status).toBe(2);
    expect(result.stderr).toBe('error: unknown argument --board (see --help)\n');
  });
});

describe('the Espruino version', () => {
  it.each([
    ['2v29', '2v29', true], ['2v30', '2v29', true], ['3v01', '2v29', true], ['2v29.12', '2v29', true],
    ['2v28', '2v29', false], ['2v28.99', '2v29', false], ['1v99', '2v29', false], ['nonsense', '2v29', false],
  ])('%s is at least %s: %s', (found, required, ok) => {
    expect(versionAtLeast(found, required)).toBe(ok);
  });

  it('an older interpreter gets a message on both faces instead of a crash, and nothing starts', () => {
    const fake = new FakeEspruino({ version: '2v20' });
    fake.boot(readFileSync(FIRMWARE_BUNDLE, 'utf8'));
    fake.runUntil(5000);
    expect(fake.errors).toEqual([]);
    expect(fake.console('typeof clock')).toBe('undefined');
    for (const display of Object.values(fake.displays)) expect(display.frame.some((b) => b !== 0)).toBe(true);
  });
});

describe('every pin of the profile can do its job on the nRF52840', () => {
  it('Jolt.js', () => {
    const b = BOARD;
    const header = HEADER_PINS;
    const faces = [b.faces.left, b.faces.right];
    const jobs: [string, PinJob, string][] = [
      [b.voice.tx, 'tx', b.voice.serial],
      [b.voice.rx, 'rx', b.voice.serial],
      [b.piezo, 'pwm', ''],
      [b.battery.pin, 'adc', ''],
    ];
    for (const face of faces) jobs.push([face.scl, 'scl', face.bus], [face.sda, 'sda', face.bus]);
    for (const pin of Object.values(b.buttons)) jobs.push([pin, 'input', '']);
    for (const pin of b.pinsHigh.concat(b.pinsLow)) jobs.push([pin, 'output', '']);
    for (const [pin, job, peripheral] of jobs) {
      expect(header, pin + ' is on a header').toContain(pin);
      expect(pinCan(pin, job), pin + ' can be ' + job + ' ' + peripheral).toBe(true);
    }
    // Each face has its own bus, so no pin has two jobs.
    const used = jobs.map((j) => j[0]).filter((pin, i, all) => all.indexOf(pin) === i);
    expect(used.length, 'no pin has two jobs').toBe(jobs.length);
  });

  it('checks can fail: a pin without an ADC, a motor output as a button', () => {
    expect(pinCan('D45', 'adc')).toBe(false);
    expect(pinCan('H3', 'input')).toBe(false);
  });

  it('the firmware keeps the console on USB', () => {
    const fake = new FakeEspruino({});
    fake.boot(readFileSync(FIRMWARE_BUNDLE, 'utf8'));
    expect(fake.consoleOnUsb).toBe(true);
  });
});

describe("npm run flash's room check", () => {
  it('counts each file as Storage keeps it: a 32-byte header, and its data in whole words', () => {
    expect(storedTotal([1, 4, 5])).toBe(36 + 36 + 40);
  });

  it('counts the journal to the end of its page (at least 512 bytes of it) and the settings\' page after the files', () => {
    // Files in 1,144 bytes: the journal ends the first page, the settings take the second.
    expect(storageLeft(409600, 1000, [1, 4, 5], 4096)).toBe(409600 - 2 * 4096);
    // Files ending 100 bytes before a page's end leave the journal too little room there: it takes the next page whole.
    expect(installedBytes(4096 - 100, 4096)).toBe(3 * 4096);
    expect(installedBytes(4096 - 544, 4096)).toBe(2 * 4096);
  });

  it("admits or refuses each language's Storage voice with its own words and font, headers counted, as the guide says", async () => {
    const saved = savedBytes() ?? 0;
    expect(saved).toBeGreaterThan(0);
    const out = scratchDir('storage-voices-');
    let headers = 0;
    const refused: string[] = [];
    for (const language of VOICE_LANGUAGES) {
      const voice = await buildStorageVoice(language, out);
      headers = Math.max(headers, storageVoiceHeaders(voice));
      const words = textFiles(TEXT_LANGUAGES[VOICE_IDS.indexOf(language.id)]).map((file) => file.data.length);
      const sizes = Object.values(voice.files).map((path) => statSync(path).size).concat(words);
      if (storageLeft(BOARD.storageBytes, saved, sizes, BOARD.storagePageBytes) < keptFreeBytes(BOARD.storageBytes)) refused.push(language.name);
    }
    expect(misquoted([{ name: 'storage-voice-headers', value: headers }])).toEqual([]);
    expect(guide).toContain("beside today's firmware `npm run flash` refuses: " + (refused.join(', ') || 'none') + '.');
  }, 120000);
});

describe('the charge path, with USB in (hardware/power.ts)', () => {
  const [storage, card] = POWER_BUILDS;
  it('charges the Storage build in about 20 h and ends, the battery sense alone on the cell; the card build never ends', () => {
    const s = charging(storage, storage.supplies[0]);
    expect(s.cellLoadMa).toBeLessThan(CHARGE_MA * CHARGE_END_SHARE);
    expect(s.ends).toBe(true);
    expect(s.hours).toBeGreaterThan(20);
    expect(s.hours).toBeLessThan(21);
    const c = charging(card, card.supplies[0]);
    expect(c.ends).toBe(false);
    // The speaker on H0/H1 runs from the board's supply, which USB feeds: it is no load on the charger.
    expect(storage.parts.find((p) => p.name.startsWith('speaker on H0/H1'))!.rail).toBe('supply');
  });

  it('is the guide\'s table', () => {
    for (const build of POWER_BUILDS) {
      const c = charging(build, build.supplies[0]);
      expect(guide).toContain('| ' + build.name + ' | ' + c.cellLoadMa.toFixed(1) + ' | ' + c.hours.toFixed(0) + ' | ' + (c.ends ? 'yes' : 'no: the cell is held at 4.2 V') + ' |');
    }
  });
});

describe('clock.bringUp() sounds the speaker and the piezo in turn, each alone', () => {
  it('plays "10" across H0/H1 with the piezo silent, then beeps the piezo with the speaker silent', () => {
    const storage = new FlashStorage({ totalBytes: BOARD.storageBytes, pageBytes: BOARD.storagePageBytes });
    // A Storage voice of one clip: "10", half a second of 8 kHz samples.
    for (const [name, data] of [[VOICE_INDEX_FILE, ' F1 ' + clipFor('count-10') + ':1'], ['v1', '\x90\x70'.repeat(2000)]]) {
      storage.create(name, data.length);
      storage.writeAt(name, data, 0);
    }
    const fake = bootFirmware({ preset: 'cn-national' }, { storage: storage });
    fake.runUntil(GAME_ORIGIN_MS - 2000);
    const before = fake.waveform.plays.length;
    const tones = fake.piezo.tones.length;
    expect((fake.console('clock.bringUp()') as { voice: string }).voice).toBe('storage ready');
    fake.runUntil(fake.now + 1000);
    const played = fake.waveform.plays.slice(before);
    expect(played.map((p) => [p.pin, p.npin, p.bytes])).toEqual([['H0', 'H1', 4000]]);
    expect(fake.piezo.tones.slice(tones)).toEqual([]);
    fake.console('clock.bringUp()');
    const beeped = fake.piezo.tones.slice(tones);
    fake.runUntil(fake.now + 1000);
    expect(beeped.map((t) => [t.freqHz, t.lengthMs])).toEqual([[3400, 800]]);
    expect(fake.waveform.plays.slice(before)).toHaveLength(1);
    // Each alone: the tone starts after the clip has ended.
    expect(beeped[0].atMs).toBeGreaterThanOrEqual(played[0].endMs!);
    fake.console('clock.bringUp()');
    expect(fake.waveform.plays.slice(before)).toHaveLength(2);
  });
});
