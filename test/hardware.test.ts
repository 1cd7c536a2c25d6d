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
import { CONSOLE_PINS, HEADER_PINS, STM32F401_FUNCTIONS } from '../hardware/pinFunctions';
import { FIRMWARE_BUNDLE } from '../sim/espruino/bundlePaths';

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
      [b.i2c.scl, 'SCL'],
      [b.i2c.sda, 'SDA'],
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

  it('wiring.svg shows the Pico profile’s pins, the 4.2 V voice supply and the card layout', () => {
    const svg = readFileSync('hardware/wiring.svg', 'utf8');
    const pico = BOARDS[0];
    const pins = [pico.i2c.scl, pico.i2c.sda, pico.voice.tx, pico.voice.rx, pico.piezo, pico.battery.pin].concat(Object.values(pico.buttons));
    for (const pin of pins) expect(svg, pin).toMatch(new RegExp('>' + pin + ' '));
    expect(svg).toContain('VCC 4.2 V');
    expect(svg).toContain('folders 01–05, NNNN.wav');
    expect(guide).toContain('folders `01`–`05` at its root, each holding `NNNN.wav`');
  });

  it('keeps watched pins on distinct numbers (an STM32 limit)', () => {
    for (const b of BOARDS) {
      const numbers = Object.values(b.buttons).map((pin) => pin.slice(1));
      expect(new Set(numbers).size).toBe(numbers.length);
    }
  });
});

describe('npm run flash', () => {
  it('writes what it would send to the board, offline, with --dry-run', () => {
    const out = join(mkdtempSync(join(tmpdir(), 'flash-')), 'upload.js');
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'hardware/flash.ts', '--dry-run', out, '--board', 'wifi'], { encoding: 'utf8' });
    expect(result.status).toBe(0);
    // Saved pretokenised: keywords become Espruino's one-byte tokens; names and strings stay.
    const sent = readFileSync(out, 'latin1');
    expect(sent).toMatch(/^setTime\(/);
    expect(sent).toContain('ESPRUINOWIFI');
    expect(sent).toContain('\xaa');
    expect(sent.length).toBeLessThan(statSync(FIRMWARE_BUNDLE).size);
  }, 60000);

  it('prints what it would send when --dry-run has no file', () => {
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'hardware/flash.ts', '--dry-run'], { encoding: 'utf8' });
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('PICO_R1_3');
  }, 60000);

  it('refuses to write a firmware that leaves a board no Storage for the record, in one line, exit 2', () => {
    const out = join(mkdtempSync(join(tmpdir(), 'flash-')), 'upload.js');
    const dry = spawnSync(process.execPath, ['--import', 'tsx', 'hardware/flash.ts', '--dry-run', out, '--board', 'pico'], { encoding: 'utf8' });
    const savedBytes = Number(/\((\d+) bytes saved on the board\)/.exec(dry.stdout)![1]);
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'hardware/flash.ts', '--port', '/dev/null', '--board', 'pico'], { encoding: 'utf8' });
    if (48 * 1024 - savedBytes >= 4096) {
      expect(result.stderr).not.toMatch(/cannot hold it/);
      return;
    }
    expect(result.status).toBe(2);
    expect(result.stderr).toBe('error: the firmware takes ' + savedBytes + " bytes saved: the pico's 48 KB of Storage cannot hold it and a game record (see the README, Budgets)\n");
  }, 60000);

  it('answers --help with its usage and exit 0', () => {
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'hardware/flash.ts', '--help'], { encoding: 'utf8' });
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/^usage: npm run flash -- --port/);
  });

  it('says in one line, with the port, that no board is there, and exits 2', () => {
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'hardware/flash.ts', '--port', '/dev/ttyACM9'], { encoding: 'utf8' });
    expect(result.status).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr).toBe('error: no board on /dev/ttyACM9: plug the board in over USB, or give its port with --port\n');
  });

  it('refuses an unknown board with a clear error', () => {
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'hardware/flash.ts', '--port', '/dev/null', '--board', 'uno'], { encoding: 'utf8' });
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('--board must be one of pico, wifi (got uno)');
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
  const can = (pin: string, fn: string) => (STM32F401_FUNCTIONS[pin] ?? []).indexOf(fn) >= 0;
  it.each(BOARDS.map((b) => [b.name, b]))('%s', (_name, board) => {
    const b = board as (typeof BOARDS)[number];
    const header = HEADER_PINS[b.id];
    const used = [b.i2c.scl, b.i2c.sda, b.voice.tx, b.voice.rx, b.piezo, b.battery.pin].concat(Object.values(b.buttons));
    for (const pin of used) expect(header, pin + ' is on a header').toContain(pin);
    expect(new Set(used).size, 'no pin has two jobs').toBe(used.length);
    expect((STM32F401_FUNCTIONS[b.battery.pin] ?? []).some((f) => /^ADC1_IN\d+$/.test(f)), b.battery.pin + ' has an ADC input').toBe(true);
    expect(can(b.i2c.scl, b.i2c.bus + '_SCL'), b.i2c.scl).toBe(true);
    expect(can(b.i2c.sda, b.i2c.bus + '_SDA'), b.i2c.sda).toBe(true);
    const usart = 'USART' + b.voice.serial.slice('Serial'.length);
    expect(can(b.voice.tx, usart + '_TX'), b.voice.tx).toBe(true);
    expect(can(b.voice.rx, usart + '_RX'), b.voice.rx).toBe(true);
    expect((STM32F401_FUNCTIONS[b.piezo] ?? []).some((f) => /^TIM\d+_CH\d$/.test(f)), b.piezo + ' has PWM').toBe(true);
    // The console's pins only as the I2C bus's? Never: they may serve the voice, with the console kept on USB.
    expect(CONSOLE_PINS.indexOf(b.i2c.scl) < 0 && CONSOLE_PINS.indexOf(b.i2c.sda) < 0).toBe(true);
  });

  it('the firmware keeps the console on USB, so Serial1 stays the voice’s when USB is unplugged', () => {
    const fake = new FakeEspruino({ board: 'ESPRUINOWIFI' });
    fake.boot(readFileSync(FIRMWARE_BUNDLE, 'utf8'));
    expect(fake.consoleOnUsb).toBe(true);
  });
});
