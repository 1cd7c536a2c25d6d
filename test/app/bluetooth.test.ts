// Jolt.js has Bluetooth LE, and Espruino puts its console there by default: anyone in range could type
// clock.adjust(…) into a running game. The firmware keeps the console closed to Bluetooth during games,
// and opens it between games only from the setup menu, for a few minutes, saying so on the faces.
import { describe, expect, it } from 'vitest';
import { actionEdges, bootFirmware, GAME_ORIGIN_MS } from '../../sim/espruino/firmwareRun';
import type { FakeEspruino } from '../../sim/espruino/fake';
import type { ClockState } from '../../firmware/core/index';
import { openBluetooth, showsText } from '../helpers/firmwareHelpers';

function state(fake: FakeEspruino): ClockState {
  return fake.console('clock.state()') as ClockState;
}

describe('the Bluetooth console on Jolt.js', () => {
  it('is closed from boot: a link finds no UART service and nothing it sends reaches the clock, even in a game', () => {
    const fake = bootFirmware({ preset: 'cn-national' });
    actionEdges(fake, { at: 0, do: 'start' });
    fake.runUntil(GAME_ORIGIN_MS + 5000);
    const before = state(fake);
    const link = fake.radio!.connect();
    expect(link.uart).toBe(false);
    expect(link.send('clock.adjust({"side":"black","mainMs":1})')).toBe(false);
    expect(link.send('clock.configure({"preset":"fast-30s"})')).toBe(false);
    fake.runUntil(GAME_ORIGIN_MS + 6000);
    expect(fake.radio!.reached).toEqual([]);
    // Black's clock ran on for the second, and nothing else changed it.
    expect(state(fake).black.mainMs).toBe(before.black.mainMs - 1000);
    expect(state(fake).phase).toBe('running');
    expect(fake.consoleOnUsb).toBe(true);
  });

  it('opens between games from the setup menu, shows it on the faces, and closes by itself after five minutes', () => {
    const fake = bootFirmware({ preset: 'cn-national' });
    const opened = openBluetooth(fake, 1000);
    fake.runUntil(opened);
    expect(showsText(fake.displays.left, 'BLUETOOTH OPEN')).toBe(true);
    expect(showsText(fake.displays.right, '5 MIN LEFT')).toBe(true);
    const link = fake.radio!.connect();
    expect(link.uart).toBe(true);
    expect(link.send('clock.state().phase')).toBe(true);
    expect(fake.radio!.reached).toEqual(['clock.state().phase']);
    fake.runUntil(opened + 2 * 60000);
    expect(showsText(fake.displays.right, '3 MIN LEFT')).toBe(true);
    fake.runUntil(opened + 5 * 60000 + 1000);
    expect(link.connected).toBe(false);
    expect(fake.radio!.uartService).toBe(false);
    expect(fake.radio!.connect().send('clock.state()')).toBe(false);
    expect(showsText(fake.displays.left, 'BLUETOOTH OPEN')).toBe(false);
  });

  it('closes at once when a game starts, dropping the link', () => {
    const fake = bootFirmware({ preset: 'cn-national' });
    const opened = openBluetooth(fake, 1000);
    fake.runUntil(opened);
    const link = fake.radio!.connect();
    actionEdges(fake, { at: opened - GAME_ORIGIN_MS + 1000, do: 'start' });
    fake.runUntil(opened + 2000);
    expect(state(fake).phase).toBe('running');
    expect(link.connected).toBe(false);
    expect(link.send('clock.adjust({"side":"black","mainMs":1})')).toBe(false);
    expect(fake.radio!.connect().uart).toBe(false);
    expect(state(fake).black.mainMs).toBeGreaterThan(1000);
  });

});
