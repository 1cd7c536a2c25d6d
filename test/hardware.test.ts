// The maker's wiring tables must say what the firmware's board profiles do.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BOARDS } from '../firmware/boards';
import { versionAtLeast } from '../firmware/version';
import { FakeEspruino } from '../sim/espruino/fake';
import { CONSOLE_PINS, HEADER_PINS, pinCan, type PinJob } from '../hardware/pinFunctions';
import { bundleFor, FIRMWARE_BUNDLE, PICO_BUNDLE } from '../sim/espruino/bundlePaths';

const guide = readFileSync('hardware/README.md', 'utf8');

function tableFor(name: string): string {
  const start = guide.indexOf('### ' + name);
  const end = guide.indexOf('###', start + 4);
  return guide.slice(start, end < 0 ? undefined : end);
}

describe('hardware/README.md', () => {
  it.each(BOARDS.map((b) => [b.name, b]))('documents every pin of the %s profile', (name, board) => {
    const table = tableFor(name as string);
    const b = board as (typeof BOARDS)[number];
    const rows: [string, string][] = [
      [b.faces.left.scl, 'SCL'],
      [b.faces.left.sda, 'SDA'],
      [b.faces.right.scl, 'SCL'],
      [b.faces.right.sda, 'SDA'],
      [b.voice.tx, 'DFPlayer RX'],
      [b.voice.rx, 'DFPlayer TX'],
      [b.buttons.left, 'left player button'],
      [b.buttons.right, 'right player button'],
      [b.buttons.mode, 'MODE'],
      [b.buttons.set, 'SET'],
      [b.piezo, 'piezo'],
      [b.battery.pin, 'battery divider'],
    ];
    for (const [pin, role] of rows) expect(table).toMatch(new RegExp('\\| ' + pin + ' \\|[^\\n]*' + role));
  });

  it.each(BOARDS.map((b) => [b.key, b]))('hardware/wiring-%s.svg shows its profile’s pins, the voice supply and the card layout', (key, board) => {
    const svg = readFileSync('hardware/wiring-' + key + '.svg', 'utf8');
    const b = board as (typeof BOARDS)[number];
    const pins = [b.faces.left.scl, b.faces.left.sda, b.faces.right.scl, b.faces.right.sda, b.voice.tx, b.voice.rx, b.piezo, b.battery.pin]
      .concat(Object.values(b.buttons), b.pinsHigh, b.pinsLow);
    for (const pin of pins) expect(svg, pin).toMatch(new RegExp('[>\\s(]' + pin + '[\\s),]'));
    expect(svg).toContain('VCC 4.2 V');
    expect(svg).toContain('folders 01–05, NNNN.wav');
  });

  it('says how the voice card is laid out', () => {
    expect(guide).toContain('folders `01`–`05` at its root, each holding `NNNN.wav`');
  });

  it('keeps watched pins on distinct numbers (an STM32 limit)', () => {
    for (const b of BOARDS.filter((board) => board.id === 'PICO_R1_3')) {
      const numbers = Object.values(b.buttons).map((pin) => pin.slice(1));
      expect(new Set(numbers).size).toBe(numbers.length);
    }
  });
});

describe('npm run flash', () => {
  const flash = (...args: string[]) => spawnSync(process.execPath, ['--import', 'tsx', 'hardware/flash.ts'].concat(args), { encoding: 'utf8' });

  it.each([['pico', 'PICO_R1_3', PICO_BUNDLE], ['jolt', 'JOLTJS', FIRMWARE_BUNDLE]])('writes what it would send to the %s, offline, with --dry-run', (key, id, bundle) => {
    const out = join(mkdtempSync(join(tmpdir(), 'flash-')), 'upload.js');
    const result = flash('--dry-run', out, '--board', key);
    expect(result.status, result.stderr).toBe(0);
    // Today the Pico's build does not leave a long game's record room: a dry run warns (README, Budgets).
    if (key === 'pico') expect(result.stderr).toMatch(/^warning: dist\/firmware-pico\.js takes \d+ bytes saved/);
    else expect(result.stderr).toBe('');
    // Saved pretokenised: keywords become Espruino's one-byte tokens; names and strings stay.
    const sent = readFileSync(out, 'latin1');
    expect(sent).toMatch(/^setTime\(/);
    expect(sent).toContain(id);
    expect(sent).toContain('\xaa');
    expect(sent.length).toBeLessThan(statSync(bundle).size);
  }, 60000);

  it('prints what it would send when --dry-run has no file: the reference board’s by default', () => {
    const result = flash('--dry-run');
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('JOLTJS');
  }, 60000);

  it('refuses, in one line and exit 2, a firmware that leaves its board too little Storage for a long game', () => {
    const dry = flash('--dry-run', join(mkdtempSync(join(tmpdir(), 'flash-')), 'upload.js'), '--board', 'pico', '--firmware', FIRMWARE_BUNDLE);
    const savedBytes = Number(/\((\d+) bytes saved on the board\)/.exec(dry.stdout)![1]);
    expect(dry.stderr).toMatch(/^warning: /);
    const result = flash('--port', '/dev/null', '--board', 'pico', '--firmware', FIRMWARE_BUNDLE);
    expect(result.status).toBe(2);
    expect(result.stderr).toBe('error: ' + FIRMWARE_BUNDLE + ' takes ' + savedBytes + " bytes saved: the Espruino Pico's 48 KB of Storage would keep " + (49152 - savedBytes) +
      ' bytes, less than the 16384 a long game needs (see the README, Budgets)\n');
  }, 60000);

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

  it('refuses an unknown board with a clear error', () => {
    const result = flash('--port', '/dev/null', '--board', 'uno');
    expect(result.status).toBe(2);
    expect(result.stderr).toBe('error: --board must be one of jolt, pico (got uno)\n');
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

describe('every pin of every profile can do its job on that chip', () => {
  it.each(BOARDS.map((b) => [b.name, b]))('%s', (_name, board) => {
    const b = board as (typeof BOARDS)[number];
    const header = HEADER_PINS[b.id];
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
      expect(pinCan(b.id, pin, job, peripheral), pin + ' can be ' + job + ' ' + peripheral).toBe(true);
    }
    // A bus shared by both faces is one pair of pins; otherwise no pin has two jobs.
    const used = jobs.map((j) => j[0]).filter((pin, i, all) => all.indexOf(pin) === i);
    const sharedBus = b.faces.left.bus === b.faces.right.bus ? 2 : 0;
    expect(used.length, 'no pin has two jobs').toBe(jobs.length - sharedBus);
    // Two faces on one bus need two addresses.
    if (sharedBus) expect(b.faces.left.address).not.toBe(b.faces.right.address);
    // The console's pins never serve the faces: the console is kept on USB, but not before boot.
    for (const face of faces) expect(CONSOLE_PINS.indexOf(face.scl) < 0 && CONSOLE_PINS.indexOf(face.sda) < 0).toBe(true);
  });

  it('checks can fail: a pin without an ADC, a motor output as a button, an STM32 pin on the wrong bus', () => {
    expect(pinCan('JOLTJS', 'D45', 'adc')).toBe(false);
    expect(pinCan('JOLTJS', 'H3', 'input')).toBe(false);
    expect(pinCan('PICO_R1_3', 'B8', 'scl', 'I2C2')).toBe(false);
    expect(pinCan('PICO_R1_3', 'A2', 'tx', 'Serial1')).toBe(false);
  });

  it('the firmware keeps the console on USB on every board', () => {
    for (const b of BOARDS) {
      const fake = new FakeEspruino({ board: b.id });
      fake.boot(readFileSync(bundleFor(b), 'utf8'));
      expect(fake.consoleOnUsb, b.name).toBe(true);
    }
  });
});
