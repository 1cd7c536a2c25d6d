// Bluetooth LE on an nRF52 board (Jolt.js), through Espruino's NRF and E: the clock's own service
// (app/link/gatt.ts) always, and the interpreter's console only while the referee has opened it. Closed,
// the console is forced onto USB and the Nordic UART service is gone, so no link nearby can type into
// the clock. Writes to ACT need a link bonded with a passkey the clock shows (mitm, display); Espruino
// changes services only with no link up, so each change drops the link first, and each declares every
// service (NRF.setServices(undefined, …) would remove the clock's).
// @espruino-hot: its functions run at every wake-up, so the build keeps them declared.
import type { ClockServiceDevice, ClockServiceHandlers, RadioConsoleDevice } from '../devices';
import { ACT_CHARACTERISTIC, ASK_CHARACTERISTIC, CLOCK_SERVICE, LIVE_CHARACTERISTIC, REPLY_CHARACTERISTIC, REPLY_MAX, WRITE_MAX } from '../app/link/gatt';
import { LIVE_BYTES } from '../app/link/live';
import { ESPRUINO_COMPANY } from '../app/hall/advert';

export interface NrfRadio {
  console: RadioConsoleDevice;
  service: ClockServiceDevice;
}

export function createNrfRadio(): NrfRadio {
  let handlers: ClockServiceHandlers | null = null;
  let connected = false;
  const written = (channel: 'ask' | 'act') => (event: { data: ArrayBuffer }) => {
    // The service already refuses an unbonded write to ACT; a link that is not protected is never taken as bonded.
    if (handlers === null || (channel === 'act' && !NRF.getSecurityStatus().mitm_protected)) return;
    handlers.written(channel, E.toString(event.data));
  };
  const characteristics: Record<string, Espruino.Characteristic> = {};
  characteristics[LIVE_CHARACTERISTIC] = { readable: true, notify: true, value: [0], maxLen: LIVE_BYTES };
  characteristics[ASK_CHARACTERISTIC] = { writable: true, maxLen: WRITE_MAX, onWrite: written('ask') };
  characteristics[ACT_CHARACTERISTIC] = { writable: true, maxLen: WRITE_MAX, onWrite: written('act'), security: { write: { encrypted: true, mitm: true } } };
  characteristics[REPLY_CHARACTERISTIC] = { readable: true, maxLen: REPLY_MAX, value: ' ' };
  const services: Record<string, Record<string, Espruino.Characteristic>> = {};
  services[CLOCK_SERVICE] = characteristics;
  const declare = (uart: boolean) => {
    NRF.disconnect();
    // The UART's own UUID leaves no room to advertise the clock's beside it: a phone finds it by name then.
    NRF.setServices(services, uart ? { uart: true } : { uart: false, advertise: [CLOCK_SERVICE] });
    E.setConsole('USB', { force: !uart });
  };
  const update = (uuid: string, value: unknown, notify: boolean) => {
    const change: Record<string, Record<string, { value: unknown; notify: boolean }>> = {};
    change[CLOCK_SERVICE] = {};
    change[CLOCK_SERVICE][uuid] = { value: value, notify: notify };
    NRF.updateServices(change);
  };
  const linkChanged = (up: boolean) => () => {
    connected = up;
    if (handlers === null) return;
    handlers.linkChanged();
    handlers.passkey(null);
  };
  NRF.setSecurity({ mitm: 1, display: 1 });
  NRF.on('connect', linkChanged(true));
  NRF.on('disconnect', linkChanged(false));
  NRF.on('passkey', (key: string) => {
    if (handlers !== null) handlers.passkey(key);
  });
  NRF.on('bond', (status: string) => {
    if (handlers !== null && (status === 'success' || status === 'fail')) handlers.passkey(null);
  });
  declare(false);
  return {
    console: {
      // Not forced: a Bluetooth link may now move the console to itself.
      open: () => declare(true),
      close: () => declare(false),
    },
    service: {
      serve(given) {
        handlers = given;
      },
      reply: (value) => update(REPLY_CHARACTERISTIC, value, false),
      live: (bytes) => update(LIVE_CHARACTERISTIC, bytes, true),
      connected: () => connected,
      advertise(data) {
        // The name gives way to the game's 20 bytes, which fill the advertising packet; the service stays in the scan response.
        if (data === null) NRF.setAdvertising({}, { showName: true });
        else NRF.setAdvertising({}, { showName: false, manufacturer: ESPRUINO_COMPANY, manufacturerData: data });
      },
    },
  };
}
