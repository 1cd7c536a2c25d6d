// A hardware clock driven from the page over its USB console (Web Serial): the page shows the clock's own
// times, sends it settings and the referee's commands, and reads its record. The clock stays the clock of
// record: the page only asks, and the clock never waits on the page. A link that drops is said at once.
import type { ClockState, Input } from '../../../firmware/core/index';
import { recordToText } from '../../recordSgf';
import { createLinkClient, type LinkClient } from './linkClient';
import { MAX_RECORD_LINES } from '../../../firmware/app/link/protocol';

/** How often the page asks the clock for its state: its faces change each second. */
const POLL_MS = 500;

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

export interface RemoteHooks {
  /** The clock's state and the instant it stands for, on the clock's own time. */
  paint(state: ClockState, nowMs: number): void;
  tell(text: string): void;
  /** The link is gone, and why. */
  lost(why: string): void;
}

export interface RemoteClock {
  /** The clock's last state, or null before the first. */
  state(): ClockState | null;
  /** Sends a referee's command; the clock's answer is told. */
  command(input: Input): void;
  /** Sends settings as clock.configure takes them; resolves with the clock's refusal, or null. */
  configure(settings: object): Promise<string | null>;
  /** The clock's record, read in pieces, as JSON Lines or SGF. */
  record(format: 'jsonl' | 'sgf'): Promise<string>;
  close(): void;
}

export function serialAvailable(): boolean {
  return 'serial' in navigator;
}

/** Asks the browser for the clock's USB port and opens the link; rejects in one line when it cannot. */
export async function connectSerial(hooks: RemoteHooks): Promise<RemoteClock> {
  const serial = (navigator as unknown as { serial: SerialLike }).serial;
  const port = await serial.requestPort();
  await port.open({ baudRate: 115200 });
  const writer = port.writable.getWriter();
  const encoder = new TextEncoder();
  const client: LinkClient = createLinkClient({
    send: (text) => void writer.write(encoder.encode(text)).catch(() => drop('the clock cannot be written to')),
    setTimer(fn, ms) {
      const timer = setTimeout(fn, ms);
      return () => clearTimeout(timer);
    },
  });
  let latest: { state: ClockState; at: number } | null = null;
  let open = true;
  let poll: ReturnType<typeof setInterval> | null = null;
  const drop = (why: string) => {
    if (!open) return;
    open = false;
    if (poll !== null) clearInterval(poll);
    client.close(why);
    hooks.lost(why);
  };
  // A port that goes away fires "disconnect" at itself (and it reaches navigator.serial).
  port.addEventListener('disconnect', () => drop('the clock’s cable was unplugged'));
  void (async () => {
    const reader = port.readable.getReader();
    const decoder = new TextDecoder();
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
      if (done) return drop('the link to the clock closed');
      if (value !== undefined) client.received(decoder.decode(value, { stream: true }));
    }
  })();
  const ask = (op: Parameters<LinkClient['request']>[0], body?: object) =>
    client.request(op, body).catch((error: Error) => {
      drop(error.message);
      throw error;
    });
  const hello = await ask('hello');
  if (!hello.ok) throw new Error('the clock does not speak the link: ' + hello.error?.message);
  const refresh = async () => {
    const reply = await ask('state');
    if (reply.ok) {
      latest = { state: reply.state as ClockState, at: performance.now() };
      paint();
    }
  };
  const paint = () => {
    if (latest !== null) hooks.paint(latest.state, latest.state.atMs + Math.round(performance.now() - latest.at));
  };
  poll = setInterval(() => void refresh().catch(() => undefined), POLL_MS);
  await refresh();
  return {
    state: () => latest?.state ?? null,
    command(input) {
      void ask('command', { input: input }).then((reply) => {
        hooks.tell(reply.ok ? 'The clock took it.' : 'The clock refused: ' + reply.error?.message);
        return refresh();
      });
    },
    async configure(settings) {
      const reply = await ask('configure', { settings: settings });
      await refresh();
      return reply.ok ? null : (reply.error?.message ?? 'refused');
    },
    async record(format) {
      const lines: string[] = [];
      for (;;) {
        const reply = await ask('record', { from: lines.length, count: MAX_RECORD_LINES });
        if (!reply.ok) throw new Error(reply.error?.message ?? 'the record could not be read');
        lines.push(...(reply.lines ?? []));
        if (lines.length >= (reply.total ?? 0) || (reply.lines ?? []).length === 0) break;
      }
      return recordToText(lines.join('\n') + '\n', format);
    },
    close() {
      drop('disconnected');
      void port.close().catch(() => undefined);
    },
  };
}
