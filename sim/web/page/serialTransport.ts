// The link to a hardware clock over its USB console, by Web Serial: requests typed as console lines,
// replies found among the lines it prints (linkClient.ts). The clock notifies nothing here, so the page
// polls its state.
import { createLinkClient, type LinkClient } from './linkClient';
import { linkEnd, type LinkTransport } from './linkTransport';
import { t } from './pageLanguage';

/** The little of Web Serial the page uses (not in TypeScript's DOM library yet). */
interface SerialPortLike extends EventTarget {
  open(options: { baudRate: number }): Promise<void>;
  close(): Promise<void>;
  readable: ReadableStream<Uint8Array>;
  writable: WritableStream<Uint8Array>;
}
interface SerialLike {
  requestPort(): Promise<SerialPortLike>;
}

export function serialAvailable(): boolean {
  return 'serial' in navigator;
}

/** Asks the browser for the clock's USB port and opens it; `lost` hears once why the link ended, unless the page closed it. */
export async function openSerial(lost: (why: string) => void): Promise<LinkTransport> {
  const serial = (navigator as unknown as { serial: SerialLike }).serial;
  const port = await serial.requestPort();
  await port.open({ baudRate: 115200 });
  const writer = port.writable.getWriter();
  const encoder = new TextEncoder();
  const end = linkEnd(lost);
  const client: LinkClient = createLinkClient({
    send: (text) => void writer.write(encoder.encode(text)).catch(() => drop(t('link.unwritable'))),
    setTimer(fn, ms) {
      const timer = setTimeout(fn, ms);
      return () => clearTimeout(timer);
    },
  });
  const drop = (why: string) => {
    if (end.ended()) return;
    client.close(why);
    end.end(why);
  };
  // A port that goes away fires "disconnect" at itself (and it reaches navigator.serial).
  port.addEventListener('disconnect', () => drop(t('link.unplugged')));
  void (async () => {
    const reader = port.readable.getReader();
    const decoder = new TextDecoder();
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
      if (done) return drop(t('link.closed'));
      if (value !== undefined) client.received(decoder.decode(value, { stream: true }));
    }
  })();
  return {
    label: t('link.labelUsb'),
    // Its faces change each second.
    pollMs: 500,
    request: (op, body) =>
      client.request(op, body).catch((error: Error) => {
        drop(error.message);
        throw error;
      }),
    onLive: () => undefined,
    onClose: end.onClose,
    close() {
      client.close('disconnected');
      end.end(null);
      void port.close().catch(() => undefined);
    },
  };
}
