// DFPlayer Mini on a UART at 9600 baud: 10-byte frames 7E FF 06 CMD 00 PH PL CKH CKL EF, where the
// checksum is the two's complement of the 16-bit sum of FF … PL. The module answers in the same frames:
// it reports itself online with its storage devices, answers queries, and reports errors and a card
// pulled out or put back.
// @espruino-hot: its functions run at every wake-up, so the build keeps them declared.
import type { VoiceDevice } from '../devices';

/** Play track (low 12 bits) of folder (high 4 bits): folders 01–15 hold up to 3000 tracks each. */
export const DF_PLAY_FOLDER_TRACK = 0x14;
export const DF_VOLUME = 0x06;
export const DF_STOP = 0x16;
/** Asks how many files the microSD card holds. */
export const DF_QUERY_CARD_FILES = 0x48;
const DF_CARD_IN = 0x3a;
const DF_CARD_OUT = 0x3b;
const DF_FINISHED = 0x3d;
const DF_ONLINE = 0x3f;
const DF_ERROR = 0x40;
/** The storage-device bit of the microSD card in 0x3A/0x3B/0x3F replies. */
const CARD = 0x02;
/** Error 1: the module is still starting up; ask again. */
const BUSY = 1;
/** The module needs about 1.5 s after power-up before it answers (unverified on hardware): ask twice, then give up. */
const ASK_AGAIN_MS = 1500;
const GIVE_UP_MS = 3000;

export function dfplayerFrame(command: number, parameter: number): number[] {
  const high = (parameter >> 8) & 0xff;
  const low = parameter & 0xff;
  const sum = 0xff + 0x06 + command + 0x00 + high + low;
  const checksum = (0x10000 - sum) & 0xffff;
  return [0x7e, 0xff, 0x06, command, 0x00, high, low, (checksum >> 8) & 0xff, checksum & 0xff, 0xef];
}

export function createDfPlayer(serial: Espruino.SerialPort, tx: string, rx: string): VoiceDevice {
  let finished: () => void = () => undefined;
  let status: (ready: boolean, reason: string) => void = () => undefined;
  let received: number[] = [];
  let checking: number[] = [];
  const send = (command: number, parameter: number) => serial.write(dfplayerFrame(command, parameter));
  const stopChecking = () => {
    for (let i = 0; i < checking.length; i++) clearTimeout(checking[i]);
    checking = [];
  };
  const report = (ready: boolean, reason: string) => {
    stopChecking();
    status(ready, reason);
  };
  const check = () => {
    stopChecking();
    send(DF_QUERY_CARD_FILES, 0);
    checking = [
      setTimeout(() => send(DF_QUERY_CARD_FILES, 0), ASK_AGAIN_MS) as unknown as number,
      setTimeout(() => report(false, 'device.checkWiring'), GIVE_UP_MS) as unknown as number,
    ];
  };
  const handle = (command: number, parameter: number) => {
    if (command === DF_FINISHED) finished();
    else if (command === DF_ONLINE) report((parameter & CARD) !== 0, 'device.noCard');
    else if (command === DF_QUERY_CARD_FILES) report(parameter > 0, 'device.noClips');
    else if (command === DF_CARD_OUT && (parameter & CARD) !== 0) report(false, 'device.cardOut');
    else if (command === DF_CARD_IN) check();
    else if (command === DF_ERROR && !(parameter === BUSY && checking.length > 0)) {
      // An error in play may be passing (a clip missing from the card) or not (the card gone): ask again,
      // and the answer brings the voice back or keeps it down.
      const checkAgain = checking.length === 0;
      report(false, 'device.voiceError ' + parameter);
      if (checkAgain) check();
    }
  };
  serial.setup(9600, { tx: tx, rx: rx });
  serial.on('data', (data: string) => {
    for (let i = 0; i < data.length; i++) received.push(data.charCodeAt(i));
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
      if (frame[9] === 0xef) handle(frame[3], (frame[5] << 8) | frame[6]);
    }
  });
  return {
    kind: 'card',
    setVolume(volume: number) {
      send(DF_VOLUME, volume);
    },
    play(folder: number, clip: number) {
      send(DF_PLAY_FOLDER_TRACK, (folder << 12) | clip);
    },
    prepare(folder: number, clip: number) {
      const frame = dfplayerFrame(DF_PLAY_FOLDER_TRACK, (folder << 12) | clip);
      return serial.write.bind(serial, frame);
    },
    // The card holds every phrase of every language.
    speaks: () => true,
    stop() {
      send(DF_STOP, 0);
    },
    onFinished(handler: () => void) {
      finished = handler;
    },
    check: check,
    onStatus(handler: (ready: boolean, reason: string) => void) {
      status = handler;
    },
  };
}
