// What a board profile says: which pins and buses the clock uses on it, and what the board holds.

/** One face: an SSD1306/SSD1309 on an I2C bus at an address. */
export interface FaceWiring {
  bus: string;
  scl: string;
  sda: string;
  address: number;
}

export interface BoardProfile {
  /** Espruino's process.env.BOARD value. */
  id: string;
  name: string;
  /** The interpreter's variables (JsVars) on this board's official firmware, and each one's bytes. */
  variables: number;
  variableBytes: number;
  /** A 32.768 kHz crystal keeps time to ppm; without it the clock may be off by up to ±10 %. */
  lowSpeedCrystal: boolean;
  i2cBitrate: number;
  faces: { left: FaceWiring; right: FaceWiring };
  /** Pins driven at boot, before the faces are set up: a Qwiic port's power switch, a button's ground. */
  pinsHigh: string[];
  pinsLow: string[];
  /** The DFPlayer's serial port and pins, for a voice on its card. */
  voice: { serial: string; tx: string; rx: string };
  /** A speaker across two outputs, for the voice kept in Storage. */
  speaker: { pin: string; npin: string };
  buttons: { left: string; right: string; mode: string; set: string };
  piezo: string;
  /** The LiPo's + through a divider into an ADC pin: pack volts = pin volts × dividerRatio. */
  battery: { pin: string; dividerRatio: number };
  /** Storage: its size, and its flash page, which sets the StorageFile chunk and compaction's buffer. */
  storageBytes: number;
  storagePageBytes: number;
}
