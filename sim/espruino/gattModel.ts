// The GATT side of Bluetooth LE on an nRF52 as Espruino drives it: the services NRF.setServices declares,
// their values as NRF.updateServices sets them, and what a phone's reads, writes and subscriptions meet.
// Its limits are the device's: a value holds at most its maxLen (512 at most) and a larger one throws; a
// write carries at most MTU − 3 bytes (Espruino takes no long writes) and at most maxLen; a notification
// carries MTU − 3 bytes, the rest cut off; the stack queues one notification per connection event and
// drops the others, which Espruino does not report; a characteristic whose security asks for it is
// written or read only over a link encrypted with man-in-the-middle protection (a passkey bond).

export const DEFAULT_MTU = 23;
/** The connection interval a phone keeps with an active clock, in ms: one ATT exchange each. */
export const CONNECTION_INTERVAL_MS = 15;
const MAX_VALUE = 512;

export interface Characteristic {
  readable: boolean;
  writable: boolean;
  notify: boolean;
  maxLen: number;
  value: number[];
  readNeedsBond: boolean;
  writeNeedsBond: boolean;
  onWrite: ((event: { data: ArrayBuffer }) => void) | null;
}

/** A GATT refusal, as a phone's stack reports it. */
export class GattError extends Error {
  constructor(readonly code: 'no-characteristic' | 'not-readable' | 'not-writable' | 'too-long' | 'insufficient-authentication') {
    super('GATT: ' + code);
  }
}

/** A value as Espruino takes it (a string of bytes, an array, a typed array), as bytes. */
export function valueBytes(value: unknown): number[] {
  if (typeof value === 'string') return Array.from(value, (c) => c.charCodeAt(0) & 255);
  if (value instanceof ArrayBuffer) return Array.from(new Uint8Array(value));
  if (ArrayBuffer.isView(value)) return Array.from(new Uint8Array(value.buffer, value.byteOffset, value.byteLength));
  if (Array.isArray(value)) return value.map((n) => Number(n) & 255);
  if (typeof value === 'number') return [value & 255];
  return [];
}

function needsBond(rule: unknown): boolean {
  const record = (rule ?? {}) as { mitm?: unknown };
  return Boolean(record.mitm);
}

/** The characteristics NRF.setServices declares (service UUID → characteristic UUID → options), by characteristic UUID. */
export function declaredCharacteristics(services: unknown): Map<string, Characteristic> {
  const found = new Map<string, Characteristic>();
  if (services === undefined) return found;
  for (const service of Object.values(services as Record<string, Record<string, Record<string, unknown>>>)) {
    for (const [uuid, options] of Object.entries(service)) {
      const value = valueBytes(options.value);
      const security = (options.security ?? {}) as { read?: unknown; write?: unknown };
      const maxLen = Math.max(Number(options.maxLen) || 1, value.length);
      if (maxLen > MAX_VALUE) throw new Error('NRF.setServices: maxLen ' + maxLen + ' is over ' + MAX_VALUE);
      found.set(uuid.toLowerCase(), {
        readable: options.readable === true,
        writable: options.writable === true,
        notify: options.notify === true,
        maxLen: maxLen,
        value: value,
        readNeedsBond: needsBond(security.read),
        writeNeedsBond: needsBond(security.write),
        onWrite: typeof options.onWrite === 'function' ? (options.onWrite as Characteristic['onWrite']) : null,
      });
    }
  }
  return found;
}

/** What a phone's link counted: ATT exchanges (one per connection event), and notifications got, dropped and cut. */
export interface GattCounts {
  exchanges: number;
  notifications: number;
  notifiedBytes: number;
  dropped: number;
  truncated: number;
}

export function newCounts(): GattCounts {
  return { exchanges: 0, notifications: 0, notifiedBytes: 0, dropped: 0, truncated: 0 };
}

/** The link's side of a read: its value, after the checks the stack makes; a long value takes a read and read blobs. */
export function readValue(found: Characteristic | undefined, bonded: boolean, mtu: number, counts: GattCounts): Uint8Array {
  if (found === undefined) throw new GattError('no-characteristic');
  if (!found.readable) throw new GattError('not-readable');
  if (found.readNeedsBond && !bonded) throw new GattError('insufficient-authentication');
  counts.exchanges += Math.max(1, Math.ceil(found.value.length / (mtu - 1)));
  return Uint8Array.from(found.value);
}

/** The link's side of a write, after the checks the stack makes; the firmware's onWrite is then due. */
export function checkWrite(found: Characteristic | undefined, bytes: Uint8Array, bonded: boolean, mtu: number, counts: GattCounts): Characteristic {
  if (found === undefined) throw new GattError('no-characteristic');
  if (!found.writable) throw new GattError('not-writable');
  if (found.writeNeedsBond && !bonded) throw new GattError('insufficient-authentication');
  if (bytes.length > mtu - 3 || bytes.length > found.maxLen) throw new GattError('too-long');
  counts.exchanges++;
  found.value = Array.from(bytes);
  return found;
}
