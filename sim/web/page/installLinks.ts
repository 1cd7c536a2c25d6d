// The installer page's links to a board's console, over Web Serial or Web Bluetooth, and what each way of
// failing means to the person installing: each step that can fail is tagged, so that a chooser closed, a
// port held by another program or a console closed to Bluetooth is said as such, not as a board that did
// not answer.
import type { ConsoleLine } from '../../host/boardIdentity';
import type { Say } from '../../../firmware/core/index';
import { BOARD_NAME_PREFIX, bytesOf } from './bluetoothTransport';
import { InstallStop } from './installer';

/** Espruino's console over Bluetooth LE: the Nordic UART service its boards advertise. */
const UART = { service: '6e400001-b5a3-f393-e0a9-e50e24dcca9e', tx: '6e400002-b5a3-f393-e0a9-e50e24dcca9e', rx: '6e400003-b5a3-f393-e0a9-e50e24dcca9e' };
/** Bytes a Bluetooth LE write carries without a larger MTU, as Espruino's tools send them. */
const BLE_WRITE_BYTES = 20;

export type Link = { console: ConsoleLine; ended: Promise<void> };
/* eslint-disable @typescript-eslint/no-explicit-any -- Web Serial and Web Bluetooth are not in TypeScript's DOM library */

export const latin1 = (bytes: Uint8Array) => Array.from(bytes, (b) => String.fromCharCode(b)).join('');
const encode = (text: string) => Uint8Array.from(text, (c) => c.charCodeAt(0) & 0xff);

/** A step of reaching a board: the browser's chooser, opening what was chosen, finding its console. */
type Step = 'choose' | 'open' | 'console';

/** A failure at one step of reaching a board, its cause kept for its name. */
class StepFailed extends Error {
  constructor(
    readonly step: Step,
    readonly reason: unknown,
  ) {
    super(step);
  }
}

/** `work`, its failure tagged with `step`. */
const atStep = <T>(step: Step, work: () => Promise<T>): Promise<T> => work().catch((error) => Promise.reject(new StepFailed(step, error)));

export async function serialLink(): Promise<Link> {
  const port = await atStep<any>('choose', () => (navigator as any).serial.requestPort());
  await atStep('open', () => port.open({ baudRate: 115200 }));
  const writer = port.writable.getWriter();
  const listeners: ((text: string) => void)[] = [];
  let end = () => undefined as void;
  const ended = new Promise<void>((resolve) => (end = resolve));
  port.addEventListener('disconnect', end);
  void (async () => {
    const reader = port.readable.getReader();
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
      if (done) return end();
      for (const listener of listeners) listener(latin1(value));
    }
  })();
  const console: ConsoleLine = {
    send: (text) => void writer.write(encode(text)).catch(end),
    onText: (listener) => void listeners.push(listener),
    close: () => void port.close().catch(() => undefined),
  };
  return { console: console, ended: ended };
}

export async function bluetoothLink(): Promise<Link> {
  const device = await atStep<any>('choose', () => (navigator as any).bluetooth.requestDevice({ filters: [{ namePrefix: BOARD_NAME_PREFIX }], optionalServices: [UART.service] }));
  const server = await atStep<any>('open', () => device.gatt.connect());
  const service = await atStep<any>('console', () => server.getPrimaryService(UART.service));
  const tx = await service.getCharacteristic(UART.tx);
  const rx = await service.getCharacteristic(UART.rx);
  const listeners: ((text: string) => void)[] = [];
  let end = () => undefined as void;
  const ended = new Promise<void>((resolve) => (end = resolve));
  device.addEventListener('gattserverdisconnected', end);
  rx.addEventListener('characteristicvaluechanged', (e: any) => listeners.forEach((l) => l(latin1(bytesOf(e.target.value)))));
  await rx.startNotifications();
  // Writes go one after another, each at most one packet.
  let queue = Promise.resolve();
  const console: ConsoleLine = {
    send(text) {
      for (let i = 0; i < text.length; i += BLE_WRITE_BYTES) {
        const part = encode(text.slice(i, i + BLE_WRITE_BYTES));
        queue = queue.then(() => tx.writeValue(part)).catch(end);
      }
    },
    onText: (listener) => void listeners.push(listener),
    close: () => device.gatt.disconnect(),
  };
  return { console: console, ended: ended };
}

/** What stopped an install, in `say`'s words: `bluetooth` is the way it went, `radioItem` the menu item that opens the console to Bluetooth. */
export function failureText(error: unknown, bluetooth: boolean, radioItem: string, say: Say): string {
  if (error instanceof InstallStop) return error.message;
  if (!(error instanceof StepFailed)) return say('install.silent');
  const name = error.reason instanceof Error ? error.reason.name : '';
  const message = error.reason instanceof Error ? error.reason.message : '';
  if (name === 'SecurityError') return say('install.blocked');
  if (error.step === 'choose') {
    // Chromium says "Bluetooth adapter not available." when the computer has none, or it is off.
    if (bluetooth && /adapter/i.test(message)) return say('install.bluetoothOff');
    return say(bluetooth ? 'install.cancelled.bluetooth' : 'install.cancelled.usb', { item: radioItem });
  }
  if (error.step === 'console') return say('install.noConsole', { item: radioItem });
  return say(bluetooth ? 'install.noConnect' : 'install.portBusy');
}
