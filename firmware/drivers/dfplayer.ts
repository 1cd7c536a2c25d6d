// DFPlayer Mini on a UART at 9600 baud: 10-byte frames 7E FF 06 CMD 00 PH PL CKH CKL EF, where the
// checksum is the two's complement of the 16-bit sum of FF … PL.
import type { VoiceDevice } from '../devices';

/** Play track (low 12 bits) of folder (high 4 bits): folders 01–15 hold up to 3000 tracks each. */
export const DF_PLAY_FOLDER_TRACK = 0x14;
export const DF_VOLUME = 0x06;
export const DF_STOP = 0x16;
const DF_FINISHED = 0x3d;

export function dfplayerFrame(command: number, parameter: number): number[] {
  const high = (parameter >> 8) & 0xff;
  const low = parameter & 0xff;
  const sum = 0xff + 0x06 + command + 0x00 + high + low;
  const checksum = (0x10000 - sum) & 0xffff;
  return [0x7e, 0xff, 0x06, command, 0x00, high, low, (checksum >> 8) & 0xff, checksum & 0xff, 0xef];
}

export function createDfPlayer(serial: Espruino.SerialPort, tx: string, rx: string): VoiceDevice {
  let finished: () => void = () => undefined;
  let received: number[] = [];
  serial.setup(9600, { tx: tx, rx: rx });
  serial.on('data', (data: string) => {
    for (let i = 0; i < data.length; i++) received.push(data.charCodeAt(i));
    // Replies are frames too; the module reports the end of a track with command 0x3D.
    while (received.length >= 10) {
      const start = received.indexOf(0x7e);
      if (start < 0) {
        received = [];
        break;
      }
      if (received.length - start < 10) {
        received = received.slice(start);
        break;
      }
      const frame = received.slice(start, start + 10);
      received = received.slice(start + 10);
      if (frame[9] === 0xef && frame[3] === DF_FINISHED) finished();
    }
  });
  return {
    setVolume(volume: number) {
      serial.write(dfplayerFrame(DF_VOLUME, volume));
    },
    play(folder: number, clip: number) {
      serial.write(dfplayerFrame(DF_PLAY_FOLDER_TRACK, (folder << 12) | clip));
    },
    stop() {
      serial.write(dfplayerFrame(DF_STOP, 0));
    },
    onFinished(handler: () => void) {
      finished = handler;
    },
  };
}
