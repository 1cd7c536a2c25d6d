// The hall's ears on real clocks: a Bluetooth LE scan through npm's @abandonware/noble (a maintained Linux
// Bluetooth library), each advert's manufacturer data under Espruino's company identifier handed on with
// the clock's address. noble is loaded only here, when real clocks are heard: it needs a Bluetooth adapter
// and its native module, which a laptop for a hall installs (npm install @abandonware/noble) and CI does not.
import { ESPRUINO_COMPANY } from '../../firmware/app/hall/advert';

export interface NobleLike {
  on(event: 'stateChange', listener: (state: string) => void): void;
  on(event: 'discover', listener: (peripheral: { address: string; advertisement: { manufacturerData?: Buffer } }) => void): void;
  startScanningAsync(services: string[], allowDuplicates: boolean): Promise<void>;
}

/** npm's @abandonware/noble, loaded when asked for; a clear line when it is not installed. */
export async function loadNoble(): Promise<NobleLike> {
  try {
    const name = '@abandonware/noble';
    return ((await import(name)) as { default: NobleLike }).default;
  } catch (error) {
    throw new Error('hearing real clocks needs a Bluetooth adapter and npm install @abandonware/noble (' + (error as Error).message + '); or try --simulate 300');
  }
}

/** Scans with `noble` for as long as the process runs, handing on each clock's advert. */
export async function scanForClocks(heard: (source: string, data: number[]) => void, noble: NobleLike): Promise<void> {
  noble.on('discover', (peripheral) => {
    const data = peripheral.advertisement.manufacturerData;
    // Manufacturer data starts with the company identifier, least significant byte first.
    if (data === undefined || data.length < 2 || data.readUInt16LE(0) !== ESPRUINO_COMPANY) return;
    heard(peripheral.address.toLowerCase(), Array.from(data.subarray(2)));
  });
  noble.on('stateChange', (state) => {
    if (state === 'poweredOn') void noble.startScanningAsync([], true);
  });
}
