// The Bluetooth console of an nRF52 board (Jolt.js), through Espruino's NRF and E: closed, the console
// is forced onto USB and the Nordic UART service is removed, so no link nearby can type into the clock;
// open, the UART service is back and a link may take the console.
import type { RadioConsoleDevice } from '../devices';

export function createNrfConsole(): RadioConsoleDevice {
  const close = () => {
    // Services change only with no link up: drop any link first.
    NRF.disconnect();
    NRF.setServices(undefined, { uart: false });
    E.setConsole('USB', { force: true });
  };
  close();
  return {
    open() {
      NRF.setServices(undefined, { uart: true });
      // Not forced: a Bluetooth link may now move the console to itself.
      E.setConsole('USB', { force: false });
    },
    close: close,
  };
}
