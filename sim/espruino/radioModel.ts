// Bluetooth LE on an nRF52 board (Jolt.js) as the firmware meets it: the Nordic UART service on or off
// (on at power-up, as Espruino starts) and where the console is; the GATT services it declares
// (gattModel.ts); links from phones or the Web IDE, one at a time; pairing with a passkey the firmware
// is given to show, and bonds that outlive a link and a reset. Espruino changes services only with no
// link up (a change waits for the link to end); a link reaches the console only through the UART
// service, and only when the console is not forced onto another device. NRF's events reach the firmware
// as callbacks of their own, after whatever runs now.
import { CONNECTION_INTERVAL_MS, DEFAULT_MTU, checkWrite, declaredCharacteristics, newCounts, readValue, valueBytes, type Characteristic, type GattCounts } from './gattModel';

export { GattError, CONNECTION_INTERVAL_MS } from './gattModel';

/** The name Espruino advertises a Jolt.js by: its board and the end of its address. */
export const ADVERTISED_NAME = 'Jolt.js 8a3f';

export interface RadioLink {
  /** Whether the link found the UART service (an IDE connects to it, or gives up). */
  uart: boolean;
  /** Types `text` as a console line; returns whether it reached the interpreter. */
  send(text: string): boolean;
  connected: boolean;
  /** Encrypted with a passkey (man-in-the-middle protected): what writes to a secured characteristic need. */
  bonded: boolean;
  mtu: number;
  counts: GattCounts;
  read(uuid: string): Uint8Array;
  /** One write with response; the firmware's onWrite runs after it. Throws a GattError when the stack refuses it. */
  write(uuid: string, bytes: Uint8Array): void;
  /** Notifications of `uuid`, each at the connection event that carries it. */
  subscribe(uuid: string, listener: (bytes: Uint8Array) => void): void;
  /** The phone asks to pair: a clock that displays keys is given one to show (NRF's "passkey" event). */
  requestPairing(): void;
  /** The referee types `key` on the phone: right, the link is bonded; wrong, the pairing fails. */
  enterPasskey(key: string): boolean;
}

export interface RadioHost {
  now(): number;
  /** Runs `fn` at virtual instant `atMs`: with `js`, as a callback of the interpreter's (NRF's events). */
  later(atMs: number, fn: () => void, js: boolean): void;
}

export class RadioModel {
  uartService = true;
  /** The console's device and whether it is forced there (E.setConsole's force). */
  consoleDevice = 'USB';
  consoleForced = false;
  /** Lines a link typed that reached the interpreter, and those refused. */
  readonly reached: string[] = [];
  readonly refused: string[] = [];
  /** Phones bonded with a passkey: kept in flash by Espruino's peer manager, across links and resets. */
  readonly bonds = new Set<string>();
  characteristics = new Map<string, Characteristic>();
  /** What the clock advertises now besides its flags: its name, or its manufacturer data (null: none). */
  advertising: { name: boolean; manufacturer: number | null; data: number[] | null } = { name: true, manufacturer: null, data: null };
  /** Each change of the manufacturer data, at its virtual instant: what a scanner nearby can hear. */
  readonly adverts: { at: number; data: number[] | null }[] = [];
  security: { mitm?: unknown; display?: unknown } = {};
  private link: RadioLink | null = null;
  private pending: { uart: boolean; services: unknown } | null = null;
  private listeners: Record<string, ((value: unknown) => void)[]> = {};
  private passkey: string | null = null;
  private pairings = 0;
  private subscribers = new Map<string, (bytes: Uint8Array) => void>();
  private notifyFreeAt = 0;

  constructor(
    private readonly evaluate: (text: string) => unknown,
    private readonly host: RadioHost,
  ) {}

  /** A reset: Espruino starts with the UART service on, no services of the firmware's, no handlers; links drop. Bonds stay. */
  reset(): void {
    this.disconnect();
    this.uartService = true;
    this.consoleDevice = 'USB';
    this.consoleForced = false;
    this.characteristics = new Map();
    this.security = {};
    this.listeners = {};
    this.advertising = { name: true, manufacturer: null, data: null };
  }

  /**
   * Espruino's reset() and load(): the interpreter restarts, the chip does not. jswrap_ble_kill
   * (libs/bluetooth/jswrap_bluetooth.c) drops only links the board made as a central, so a computer's link
   * stays, with the console on it; the firmware's handlers go, its services stay until the link ends.
   */
  softReset(): void {
    this.listeners = {};
  }

  private emit(event: string, value: unknown): void {
    for (const listener of this.listeners[event] ?? []) this.host.later(this.host.now(), () => listener(value), true);
  }

  /** A phone or an IDE connects, as anyone in range can; a phone bonded before is encrypted at once. */
  connect(phone = 'phone', mtu = DEFAULT_MTU): RadioLink {
    if (this.link !== null) this.disconnect();
    const uart = this.uartService;
    const model = this;
    const found = (uuid: string) => (link.connected ? model.characteristics.get(uuid.toLowerCase()) : undefined);
    const link: RadioLink = {
      uart: uart,
      connected: true,
      bonded: this.bonds.has(phone),
      mtu: mtu,
      counts: newCounts(),
      send: (text) => {
        const reaches = link.connected && uart && this.uartService && !this.consoleForced;
        if (!reaches) {
          this.refused.push(text);
          return false;
        }
        this.consoleDevice = 'Bluetooth';
        this.reached.push(text);
        this.evaluate(text);
        return true;
      },
      read: (uuid) => readValue(found(uuid), link.bonded, mtu, link.counts),
      write(uuid, bytes) {
        const written = checkWrite(found(uuid), bytes, link.bonded, mtu, link.counts);
        const data = Uint8Array.from(bytes).buffer;
        if (written.onWrite !== null) model.host.later(model.host.now(), () => (written.onWrite as NonNullable<Characteristic['onWrite']>)({ data: data }), true);
      },
      subscribe: (uuid, listener) => void this.subscribers.set(uuid.toLowerCase(), listener),
      requestPairing: () => {
        if (!link.connected) return;
        // Without a display (and mitm) the stack pairs "just works": encrypted, but never protected.
        this.pairings++;
        this.passkey = this.security.mitm && this.security.display ? String(100000 + ((this.pairings * 7919 + 4242) % 900000)) : null;
        if (this.passkey !== null) this.emit('passkey', this.passkey);
      },
      enterPasskey: (key) => {
        const right = link.connected && this.passkey !== null && key === this.passkey;
        this.passkey = null;
        if (right) {
          link.bonded = true;
          this.bonds.add(phone);
        }
        this.emit('bond', right ? 'success' : 'fail');
        return right;
      },
    };
    this.link = link;
    this.emit('connect', phone);
    return link;
  }

  disconnect(): void {
    const link = this.link;
    this.link = null;
    this.subscribers = new Map();
    this.passkey = null;
    if (!this.consoleForced) this.consoleDevice = 'USB';
    if (this.pending !== null) this.apply(this.pending.uart, this.pending.services);
    this.pending = null;
    if (link === null) return;
    link.connected = false;
    this.emit('disconnect', 19);
  }

  private apply(uart: boolean, services: unknown): void {
    this.uartService = uart;
    this.characteristics = declaredCharacteristics(services);
  }

  /** NRF.setServices(services, {uart}): at once with no link up, else when the link ends. Undefined services removes them all. */
  setServices(services: unknown, options: { uart?: boolean } | undefined): void {
    const uart = options === undefined || options.uart !== false;
    declaredCharacteristics(services);
    if (this.link !== null) this.pending = { uart: uart, services: services };
    else this.apply(uart, services);
  }

  /** NRF.updateServices: each value set (longer than its maxLen throws); a notification goes out if the queue has room. */
  updateServices(services: Record<string, Record<string, { value?: unknown; notify?: boolean }>>): void {
    for (const service of Object.values(services)) {
      for (const [uuid, change] of Object.entries(service)) {
        const characteristic = this.characteristics.get(uuid.toLowerCase());
        if (characteristic === undefined) throw new Error('Unable to find characteristic ' + uuid);
        const bytes = valueBytes(change.value);
        if (bytes.length > characteristic.maxLen) throw new Error('Got BLE error 0x7 INVALID_PARAM: ' + bytes.length + ' bytes into a maxLen of ' + characteristic.maxLen);
        characteristic.value = bytes;
        if (change.notify === true) this.notify(uuid.toLowerCase(), bytes);
      }
    }
  }

  private notify(uuid: string, bytes: number[]): void {
    const link = this.link;
    const listener = this.subscribers.get(uuid);
    if (link === null || listener === undefined) return;
    const now = this.host.now();
    if (now < this.notifyFreeAt) {
      link.counts.dropped++;
      return;
    }
    const sent = Uint8Array.from(bytes.slice(0, link.mtu - 3));
    if (sent.length < bytes.length) link.counts.truncated++;
    link.counts.notifications++;
    link.counts.notifiedBytes += sent.length;
    this.notifyFreeAt = now + CONNECTION_INTERVAL_MS;
    this.host.later(
      now + CONNECTION_INTERVAL_MS,
      () => {
        if (link.connected) listener(sent);
      },
      false,
    );
  }

  /** NRF.setAdvertising(data, options): what fits one 31-byte packet (flags 3, the name 14, manufacturer data 4 + its bytes), else Espruino's DATA_SIZE. */
  setAdvertising(options: { showName?: unknown; manufacturer?: unknown; manufacturerData?: unknown } | undefined): void {
    const name = options === undefined || options.showName !== false;
    const data = options !== undefined && options.manufacturerData !== undefined ? valueBytes(options.manufacturerData) : null;
    const size = 3 + (name ? 2 + ADVERTISED_NAME.length : 0) + (data === null ? 0 : 4 + data.length);
    if (size > 31) throw new Error('Got BLE error 0xc DATA_SIZE: an advert of ' + size + ' bytes');
    this.advertising = { name: name, manufacturer: data === null ? null : Number(options?.manufacturer), data: data };
    this.adverts.push({ at: this.host.now(), data: data });
  }

  /** NRF.setSecurity. */
  setSecurity(options: { mitm?: unknown; display?: unknown }): void {
    this.security = options;
  }

  on(event: string, listener: (value: unknown) => void): void {
    (this.listeners[event] = this.listeners[event] ?? []).push(listener);
  }

  securityStatus(): { connected: boolean; encrypted: boolean; mitm_protected: boolean; bonded: boolean } {
    const link = this.link;
    const bonded = link !== null && link.bonded;
    return { connected: link !== null, encrypted: bonded, mitm_protected: bonded, bonded: bonded };
  }

  /** E.setConsole(device, {force}). */
  setConsole(device: string | null, options: { force?: boolean } | undefined): void {
    this.consoleDevice = device === null ? 'none' : device;
    this.consoleForced = options !== undefined && options.force === true;
  }
}
