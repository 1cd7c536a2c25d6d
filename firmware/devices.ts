// One interface per device. The app depends only on these; drivers implement them on Espruino, and the
// simulator's fake Espruino runs the very same drivers.

export type ButtonId = 'left' | 'right' | 'mode' | 'set';

export interface ButtonEdge {
  button: ButtonId;
  down: boolean;
  /** The instant the hardware saw the edge (setWatch's e.time), in ms since boot. */
  timeMs: number;
}

export interface ButtonsDevice {
  listen(handler: (edge: ButtonEdge) => void): void;
}

/** The part of Espruino's Graphics the faces draw with. */
export interface Canvas {
  clear(): void;
  setColor(color: number): void;
  fillRect(x1: number, y1: number, x2: number, y2: number): void;
  setPixel(x: number, y: number, color: number): void;
}

export interface FaceDevice {
  canvas: Canvas;
  /** Sends the canvas to the display; `inverted` lights the background, seen from across a hall. */
  show(inverted: boolean): void;
}

export interface VoiceDevice {
  setVolume(volume: number): void;
  /** Plays clip `clip` from folder `folder` (one folder per language on the card). */
  play(folder: number, clip: number): void;
  stop(): void;
  /** Called when the module reports that a clip finished. */
  onFinished(handler: () => void): void;
}

export interface StorageDevice {
  read(name: string): string | undefined;
  write(name: string, data: string): void;
  /** Append-only files (the game record): text is added at the end, never rewritten in place. */
  append(name: string, text: string): void;
  readAppended(name: string): string;
  erase(name: string): void;
  /** Free bytes of flash storage. */
  free(): number;
}

export interface TimerDevice {
  nowMs(): number;
  /** Schedules the one wake-up, replacing any earlier one; null cancels it. */
  wakeAt(atMs: number | null, handler: () => void): void;
}
