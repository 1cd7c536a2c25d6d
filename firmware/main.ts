// The firmware's only wiring: give each driver its bus and pins from the board's profile, start the app.
import { joltProfile } from './boards/jolt';
import type { FaceWiring } from './boards/profile';
import { startClockApp } from './app/clockApp';
import { createWatchButtons } from './drivers/watchButtons';
import { createSsd1306 } from './drivers/ssd1306';
import { createDfPlayer } from './drivers/dfplayer';
import { createStorageVoice } from './drivers/storageVoice';
import { VOICE_INDEX_FILE } from './voice/storageFormat';
import { createEspruinoTimer } from './drivers/espruinoTimer';
import { createFlashStorage } from './drivers/flashStorage';
import { createPiezo } from './drivers/piezo';
import { createBatteryAdc } from './drivers/batteryAdc';
import { createNrfRadio } from './drivers/nrfRadio';
import { drawText } from './app/faces/font';
import { word } from './app/words/words';
import { showTextLanguage } from './app/words/textLanguage';
import { REQUIRED_VERSION, versionAtLeast } from './version';

/** Hardware debounce for the player buttons, in ms. */
const DEBOUNCE_MS = 25;
/** A call that cannot go out within this of its instant is dropped, never spoken late. */
const STALE_MS = 300;

function boot(): void {
  const board = joltProfile();
  const globals = global as unknown as Record<string, unknown>;
  for (const pin of board.pinsHigh) digitalWrite(pin, 1);
  for (const pin of board.pinsLow) digitalWrite(pin, 0);
  const faceOn = (wiring: FaceWiring) => {
    const bus = globals[wiring.bus] as Espruino.I2CBus;
    bus.setup({ scl: wiring.scl, sda: wiring.sda, bitrate: board.i2cBitrate });
    return createSsd1306(bus, wiring.address);
  };
  const storage = require('Storage') as Espruino.StorageModule;
  const flash = createFlashStorage(storage, board.storagePageBytes);
  // Until the app reads its settings, the faces write English, or the first language whose words are kept.
  showTextLanguage(flash, null);
  const found = String(process.version);
  if (!versionAtLeast(found, REQUIRED_VERSION)) {
    // An older interpreter may lack what the clock relies on: say so on the faces, and start nothing.
    for (const wiring of [board.faces.left, board.faces.right]) {
      const face = faceOn(wiring);
      face.canvas.clear();
      face.canvas.setColor(1);
      drawText(face.canvas, word('device.espruino', { found: found.toUpperCase() }), 0, 8, 1);
      drawText(face.canvas, word('device.needs', { version: REQUIRED_VERSION.toUpperCase() }), 0, 24, 1);
      face.show(false);
    }
    return;
  }
  const radio = createNrfRadio();
  // A voice written to Storage (npm run flash -- --voice LANG) plays on the speaker; without one, the DFPlayer speaks.
  const voice =
    storage.read(VOICE_INDEX_FILE) !== undefined
      ? createStorageVoice(storage, board.speaker.pin, board.speaker.npin)
      : createDfPlayer(globals[board.voice.serial] as Espruino.SerialPort, board.voice.tx, board.voice.rx);
  const app = startClockApp(
    {
      buttons: createWatchButtons(board.buttons, DEBOUNCE_MS),
      left: faceOn(board.faces.left),
      right: faceOn(board.faces.right),
      voice: voice,
      beeper: createPiezo(board.piezo),
      battery: createBatteryAdc(board.battery.pin, board.battery.dividerRatio),
      storage: flash,
      timer: createEspruinoTimer(STALE_MS),
      radio: radio.console,
      clockService: radio.service,
    },
    // A press may reach the handler up to 100 ms after its instant (debounce plus a display flip).
    { lateInputMs: 100, staleMs: STALE_MS, latencyMs: 0 },
  );
  // Keep the console on USB even when it is unplugged: otherwise Espruino moves it to a Bluetooth link.
  USB.setConsole(true);
  // The console API: the npm espruino CLI can read the clock's state with -e "clock.state()".
  globals.clock = app.console;
}

boot();
