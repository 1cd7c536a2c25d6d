// The maker's guide, the flashing tool, and the board profile's pins against the chip (the wiring: test/wiring.test.ts).
import { keptFreeBytes } from '../hardware/storageBudget';
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { spawn, spawnSync } from 'node:child_process';
import { boardOnPort } from './boardPort';
import { mkdtempSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BOARD } from '../firmware/boards';
import { versionAtLeast } from '../firmware/version';
import { FakeEspruino } from '../sim/espruino/fake';
import { HEADER_PINS, pinCan, type PinJob } from '../hardware/pinFunctions';
import { FIRMWARE_BUNDLE } from '../sim/espruino/bundlePaths';
import { textFilesFor } from '../sim/deviceFiles';
import { TEXT_LANGUAGES } from '../firmware/core/index';
import { program } from './programs';

const guide = readFileSync('hardware/README.md', 'utf8');

describe('hardware/README.md', () => {
  it('says how the voice card is laid out', () => {
    expect(guide).toContain('folders `01`–`05` at its root, each holding `NNNN.wav`');
  });
});

describe('npm run flash', () => {
  const flash = (...args: string[]) => spawnSync(process.execPath, program('hardware/flash.ts').concat(args), { encoding: 'utf8' });

  it('writes what it would send, offline, with --dry-run', () => {
    const out = join(mkdtempSync(join(tmpdir(), 'flash-')), 'upload.js');
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

  it('prints what it would send when --dry-run has no file', () => {
    const result = flash('--dry-run');
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('D29');
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
    const huge = join(mkdtempSync(join(tmpdir(), 'flash-')), 'huge.js');
    // 250 lines of about a kilobyte: more than Jolt.js's Storage less a long game's record and a quarter.
    writeFileSync(huge, Array.from({ length: 250 }, (_, i) => 'print("' + i + 'x'.repeat(1000) + '");').join('\n') + '\n');
    const dry = flash('--dry-run', join(mkdtempSync(join(tmpdir(), 'flash-')), 'upload.js'), '--firmware', huge);
    const savedBytes = Number(/\((\d+) bytes saved on the board\)/.exec(dry.stdout)![1]);
    expect(dry.stderr).toMatch(/^warning: /);
    const result = await flashBoard('JOLTJS', '2v29', '--firmware', huge);
    expect(result.status).toBe(2);
    // The faces' words and fonts of every language go with a firmware that has no voice in Storage.
    const words = textFilesFor(TEXT_LANGUAGES.slice()).reduce((sum, file) => sum + file.data.length, 0);
    expect(result.stderr).toBe('error: ' + huge + ' takes ' + savedBytes + " bytes saved and the faces' words " + words + ": the Espruino Jolt.js's 400 KB of Storage would keep " + (409600 - savedBytes - words) +
      ' bytes, less than the ' + keptFreeBytes(409600) + ' a long game and a quarter spare need (see firmware/README.md, Budgets)\n');
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
