// Bluetooth LE on an nRF52 board (Jolt.js), as far as the console goes: the Nordic UART service on or off
// (on at power-up, as Espruino starts), links from phones or the Web IDE, and where the console is.
// Espruino changes services only with no link up; a link reaches the console only through the UART
// service, and only when the console is not forced onto another device.

export interface RadioLink {
  /** Whether the link found the UART service (an IDE connects to it, or gives up). */
  uart: boolean;
  /** Types `text` as a console line; returns whether it reached the interpreter. */
  send(text: string): boolean;
  connected: boolean;
}

export class RadioModel {
  uartService = true;
  /** The console's device and whether it is forced there (E.setConsole's force). */
  consoleDevice = 'USB';
  consoleForced = false;
  /** Lines a link typed that reached the interpreter, and those refused. */
  readonly reached: string[] = [];
  readonly refused: string[] = [];
  private link: RadioLink | null = null;
  private pendingUart: boolean | null = null;

  constructor(private readonly evaluate: (text: string) => unknown) {}

  /** A reset: Espruino starts with the UART service on and the console free to move; links drop. */
  reset(): void {
    this.disconnect();
    this.uartService = true;
    this.consoleDevice = 'USB';
    this.consoleForced = false;
  }

  /** A phone or an IDE connects, as anyone in range can. */
  connect(): RadioLink {
    const uart = this.uartService;
    const link: RadioLink = {
      uart: uart,
      connected: true,
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
    };
    this.link = link;
    return link;
  }

  disconnect(): void {
    if (this.link !== null) this.link.connected = false;
    this.link = null;
    if (!this.consoleForced) this.consoleDevice = 'USB';
    if (this.pendingUart !== null) this.uartService = this.pendingUart;
    this.pendingUart = null;
  }

  /** NRF.setServices(…, {uart}): at once with no link up, else when the link ends. */
  setServices(options: { uart?: boolean } | undefined): void {
    const uart = options === undefined || options.uart !== false;
    if (this.link !== null) this.pendingUart = uart;
    else this.uartService = uart;
  }

  /** E.setConsole(device, {force}). */
  setConsole(device: string | null, options: { force?: boolean } | undefined): void {
    this.consoleDevice = device === null ? 'none' : device;
    this.consoleForced = options !== undefined && options.force === true;
  }
}
