// Espruino Pico: the byo-yomi family's build (firmware-pico.js).
import type { BoardProfile } from './profile';

export function picoProfile(): BoardProfile {
  return {
    id: 'PICO_R1_3',
    key: 'pico',
    name: 'Espruino Pico',
    build: 'byoyomi',
    variables: 5100,
    variableBytes: 13,
    lowSpeedCrystal: false,
    i2cBitrate: 400000,
    // I2C1 on B8/B9, not B6/B7: those carry the console when USB is unplugged. B0 is not on a Pico header.
    faces: {
      left: { bus: 'I2C1', scl: 'B8', sda: 'B9', address: 0x3c },
      right: { bus: 'I2C1', scl: 'B8', sda: 'B9', address: 0x3d },
    },
    pinsHigh: [],
    pinsLow: [],
    voice: { serial: 'Serial2', tx: 'A2', rx: 'A3' },
    buttons: { left: 'B3', right: 'B4', mode: 'B5', set: 'A6' },
    piezo: 'B1',
    // 100 kΩ / 100 kΩ: a fresh alkaline pack's 6.4 V reads 3.2 V, inside the ADC's 3.3 V.
    battery: { pin: 'A0', dividerRatio: 2, pack: 'aa' },
    deepSleep: true,
    bluetooth: false,
    storageBytes: 48 * 1024,
    storagePageBytes: 16384,
  };
}
