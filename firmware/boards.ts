// Board profiles as data: which pins and buses each board uses. main.ts picks one by process.env.BOARD.

export interface BoardProfile {
  /** Espruino's process.env.BOARD value. */
  id: string;
  name: string;
  /** A 32.768 kHz crystal keeps time to ppm; without it the clock may be off by up to ±10 %. */
  lowSpeedCrystal: boolean;
  i2c: { bus: string; scl: string; sda: string; bitrate: number };
  faces: { left: number; right: number };
  voice: { serial: string; tx: string; rx: string };
  buttons: { left: string; right: string; mode: string; set: string };
  piezo: string;
  /** The pack's + through a divider into an ADC pin: pack volts = pin volts × dividerRatio. */
  battery: { pin: string; dividerRatio: number };
  /** STM32 boards sleep deeply between wake-ups when USB is unplugged. */
  deepSleep: boolean;
  /** The flash page size of Storage (STM32F4: 16 KB sectors); it sets the StorageFile chunk size. */
  storagePageBytes: number;
}

/** The profiles, made when asked for: on Espruino every object kept costs variables the whole game. */
export function boardProfiles(): BoardProfile[] {
  return [
    {
      id: 'PICO_R1_3',
      name: 'Espruino Pico',
      lowSpeedCrystal: false,
      // I2C1 on B8/B9, not B6/B7: those carry the console when USB is unplugged. B0 is not on a Pico header.
      i2c: { bus: 'I2C1', scl: 'B8', sda: 'B9', bitrate: 400000 },
      faces: { left: 0x3c, right: 0x3d },
      voice: { serial: 'Serial2', tx: 'A2', rx: 'A3' },
      buttons: { left: 'B3', right: 'B4', mode: 'B5', set: 'A6' },
      piezo: 'B1',
      // 100 kΩ / 100 kΩ: a fresh alkaline pack's 6.4 V reads 3.2 V, inside the ADC's 3.3 V.
      battery: { pin: 'A0', dividerRatio: 2 },
      deepSleep: true,
      storagePageBytes: 16384,
    },
    {
      id: 'ESPRUINOWIFI',
      name: 'Espruino WiFi',
      lowSpeedCrystal: true,
      i2c: { bus: 'I2C1', scl: 'B8', sda: 'B9', bitrate: 400000 },
      faces: { left: 0x3c, right: 0x3d },
      voice: { serial: 'Serial1', tx: 'B6', rx: 'B7' },
      buttons: { left: 'A5', right: 'A6', mode: 'A7', set: 'B1' },
      piezo: 'B0',
      battery: { pin: 'A0', dividerRatio: 2 },
      deepSleep: true,
      storagePageBytes: 16384,
    },
  ];
}

/** Every profile, for the simulator, the flashing tool and tests. */
export const BOARDS: BoardProfile[] = /*#__PURE__*/ boardProfiles();

export function findBoard(id: string | undefined): BoardProfile {
  const boards = boardProfiles();
  for (let i = 0; i < boards.length; i++) if (boards[i].id === id) return boards[i];
  return boards[0];
}
