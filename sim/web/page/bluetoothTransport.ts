// The link to a Jolt.js clock over its own Bluetooth service (firmware/app/link/gatt.ts), by Web
// Bluetooth: a request written in pieces (to ACT when it changes the clock, which the phone's system
// pairs for, asking for the key the clock's faces show), its reply read part by part, one request at a
// time. The clock notifies its live state, so the page polls only now and then.
import { ACT_CHARACTERISTIC, ASK_CHARACTERISTIC, CLOCK_SERVICE, LIVE_CHARACTERISTIC, REPLY_CHARACTERISTIC, moreLine, readReplyPart, writePieces, type ReplyPart } from '../../../firmware/app/link/gatt';
import { readReply, LINK_VERSION, type LinkReply, type LinkRequest } from '../../../firmware/app/link/protocol';
import { REPLY_MS } from './linkClient';
import { linkEnd, type LinkTransport } from './linkTransport';
import { t } from './pageLanguage';

/** The little of Web Bluetooth the page uses (not in TypeScript's DOM library). */
interface CharacteristicLike extends EventTarget {
  value?: DataView;
  readValue(): Promise<DataView>;
  writeValueWithResponse(bytes: Uint8Array): Promise<void>;
  startNotifications(): Promise<unknown>;
}
interface DeviceLike extends EventTarget {
  gatt: { connect(): Promise<{ getPrimaryService(uuid: string): Promise<{ getCharacteristic(uuid: string): Promise<CharacteristicLike> }> }>; disconnect(): void };
}
interface BluetoothLike {
  requestDevice(options: object): Promise<DeviceLike>;
}

/** How soon the page reads the reply again while the clock is still answering. */
const REREAD_MS = 30;

export function bluetoothAvailable(): boolean {
  return 'bluetooth' in navigator;
}

/** A notified value's own bytes (a DataView may be a window on a larger buffer). */
export const bytesOf = (view: DataView) => new Uint8Array(view.buffer, view.byteOffset, view.byteLength);
/** What Espruino's name for a Jolt.js begins with ("Jolt.js 8a3f": the board, then the end of its address). */
export const BOARD_NAME_PREFIX = 'Jolt.js';
const wait = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** Asks the browser for a clock nearby and connects; `lost` hears once why the link ended, unless the page closed it. */
export async function openBluetooth(lost: (why: string) => void): Promise<LinkTransport> {
  const bluetooth = (navigator as unknown as { bluetooth: BluetoothLike }).bluetooth;
  // Between games, with its console open, the clock advertises the console instead: it is found by name then.
  const device = await bluetooth.requestDevice({ filters: [{ services: [CLOCK_SERVICE] }, { namePrefix: BOARD_NAME_PREFIX }], optionalServices: [CLOCK_SERVICE] });
  const end = linkEnd(lost);
  device.addEventListener('gattserverdisconnected', () => end.end(t('link.bluetoothDropped')));
  const server = await device.gatt.connect();
  const service = await server.getPrimaryService(CLOCK_SERVICE).catch(() => {
    throw new Error(t('link.noService'));
  });
  const [live, ask, act, reply] = await Promise.all([LIVE_CHARACTERISTIC, ASK_CHARACTERISTIC, ACT_CHARACTERISTIC, REPLY_CHARACTERISTIC].map((uuid) => service.getCharacteristic(uuid)));
  const gone = () => end.ended();
  const readPart = async (): Promise<ReplyPart | null> => readReplyPart(bytesOf(await reply.readValue()));
  let lastSeq = (await readPart())?.seq ?? -1;
  let nextId = 1;
  const write = async (to: CharacteristicLike, text: string) => {
    for (const piece of writePieces(text)) await to.writeValueWithResponse(piece);
  };
  /** Reads the reply until part `part` of a new reply (or of `seq`) is there, or the time is up. */
  const awaitPart = async (part: number, seq: number | null, until: number): Promise<ReplyPart> => {
    for (;;) {
      if (gone()) throw new Error(t('link.dropped'));
      const found = await readPart();
      if (found !== null && found.part === part && (seq === null ? found.seq !== lastSeq : found.seq === seq)) return found;
      if (performance.now() > until) throw new Error(t('link.noAnswer', { seconds: REPLY_MS / 1000 }));
      await wait(REREAD_MS);
    }
  };
  const exchange = async (request: LinkRequest): Promise<LinkReply> => {
    const until = performance.now() + REPLY_MS;
    const changes = request.op === 'configure' || request.op === 'command';
    await write(changes ? act : ask, JSON.stringify(request)).catch((error: Error) => {
      throw new Error(changes ? t('link.notPaired', { why: error.message }) : error.message);
    });
    const first = await awaitPart(0, null, until);
    lastSeq = first.seq;
    const parts = [first.bytes];
    for (let part = 1; part < first.parts; part++) {
      await write(ask, moreLine(first.seq, part));
      parts.push((await awaitPart(part, first.seq, until)).bytes);
    }
    const whole = new Uint8Array(parts.reduce((sum, p) => sum + p.length, 0));
    parts.reduce((at, p) => (whole.set(p, at), at + p.length), 0);
    const answer = readReply(new TextDecoder().decode(whole));
    if (answer === null) throw new Error(t('link.unreadable'));
    if (answer.error?.code === 'version') throw new Error(t('link.version', { clock: answer.error.message, page: LINK_VERSION }));
    return answer;
  };
  // One request at a time: the reply characteristic holds one reply.
  let queue: Promise<unknown> = Promise.resolve();
  const liveListeners: ((bytes: Uint8Array) => void)[] = [];
  live.addEventListener('characteristicvaluechanged', () => {
    if (live.value !== undefined) for (const listener of liveListeners) listener(bytesOf(live.value));
  });
  await live.startNotifications();
  return {
    label: t('link.labelBluetooth'),
    pollMs: 5000,
    request(op, body = {}) {
      const request: LinkRequest = Object.assign({}, body, { v: LINK_VERSION, id: nextId++, op: op });
      const result = queue.then(() => exchange(request));
      queue = result.catch(() => undefined);
      return result;
    },
    onLive: (listener) => void liveListeners.push(listener),
    onClose: end.onClose,
    close() {
      end.end(null);
      device.gatt.disconnect();
    },
  };
}
