// Reading what the firmware produced: clips from DFPlayer frames, digits from OLED pixels.
import { segmentRects, bigFigure, bigTextBoxes, type DigitBox } from '../../firmware/app/faces/faceRenderer';
import { glyphColumn, GLYPH_HEIGHT, GLYPH_WIDTH, PITCH, textWidth } from '../../firmware/app/faces/font';
import type { Ssd1306Model } from '../../sim/espruino/ssd1306Model';
import { FIGURE_CLOCK, FIGURE_SECONDS, type ClockEvent, type ClockSettings, type FaceView, type Side } from '../../firmware/core/index';
import { callContext, phraseFor } from '../../firmware/voice/phrases';
import { clipFor } from '../../firmware/voice/clips';
import type { FakeEspruino } from '../../sim/espruino/fake';
import { FACE_WIDTH } from '../../firmware/app/faces/faceLook';

const SEGMENTS = [0x3f, 0x06, 0x5b, 0x4f, 0x66, 0x6d, 0x7d, 0x07, 0x7f, 0x6f];

/** Reads one seven-segment digit by sampling the centre of each segment. */
export function readDigit(display: Ssd1306Model, box: DigitBox): number | null {
  let bits = 0;
  segmentRects(box).forEach((r, s) => {
    const x = Math.floor((r[0] + r[2]) / 2);
    const y = Math.floor((r[1] + r[3]) / 2);
    if (display.pixel(x, y) !== display.inverted) bits |= 1 << s;
  });
  // The one is drawn centred with a flag and a foot: its stem covers the centres of a and g, its foot d's.
  if (bits === 0x49) return 1;
  const digit = SEGMENTS.indexOf(bits);
  return digit < 0 || digit === 1 ? null : digit;
}

/** Reads the big figure a face shows, given the text layout the view implies (e.g. "1:55:00"). */
export function readFigure(display: Ssd1306Model, expected: Pick<FaceView, 'mode' | 'seconds'>): string {
  // The tests name what the face counts; the core lays byo-yomi's seconds out as two digits.
  const figure = bigFigure({ ...expected, figure: expected.mode === 'byoyomi' ? FIGURE_SECONDS : FIGURE_CLOCK } as FaceView);
  const boxes = bigTextBoxes(figure.text, figure.x, figure.bottom, figure.layout);
  let out = '';
  let digit = 0;
  for (const ch of figure.text) {
    if (ch === ':') out += ':';
    else out += String(readDigit(display, boxes[digit++]) ?? '?');
  }
  return out;
}

export interface ExpectedClip {
  /** The instant of the event the clip speaks. */
  at: number;
  /** The earliest the firmware can start it: calls on their instant, button-made events once the handler has them. */
  playAt: number;
  clip: number;
}

/** The clips the firmware must play for the core's events: calls, answers, and the pause words. */
export function expectedClips(events: ClockEvent[], settings: ClockSettings, buttonDelayMs: number): ExpectedClip[] {
  const out: ExpectedClip[] = [];
  for (const e of events) {
    const clipOf = (side: 'black' | 'white', call: string) => {
      return clipFor(phraseFor(call, callContext(settings, side)));
    };
    const late = e.at + buttonDelayMs;
    if (e.type === 'call') out.push({ at: e.at, playAt: e.at, clip: clipOf(e.side, e.call) });
    if (e.type === 'answer') out.push({ at: e.at, playAt: late, clip: clipOf(e.side, e.answer) });
    if (e.type === 'pause') out.push({ at: e.at, playAt: late, clip: clipFor('paused') });
    if (e.type === 'resume') out.push({ at: e.at, playAt: late, clip: clipFor('resumed') });
  }
  return out;
}

/** Calls due at one instant play back to back: the first when it can start, each next when the last (of `clipMs`) ends. */
export function chainedClips(clips: ExpectedClip[], clipMs: number): { at: number; clip: number }[] {
  const out: { at: number; clip: number }[] = [];
  for (const c of clips) {
    const previous = out[out.length - 1];
    const sameInstant = previous !== undefined && clips[out.length - 1].at === c.at;
    out.push({ at: sameInstant ? Math.max(previous.at + clipMs, c.playAt) : c.playAt, clip: c.clip });
  }
  return out;
}

/** Whether `text`, in the faces' 5x7 font at scale 1 or 2, is drawn anywhere on a face. */
export function showsText(display: Ssd1306Model, text: string): boolean {
  const lit = (x: number, y: number) => display.pixel(x, y) !== display.inverted;
  for (let scale = 1; scale <= 4; scale++) {
    const width = textWidth(text, scale);
    for (let y = 0; y + GLYPH_HEIGHT * scale <= 64; y++) {
      for (let x = 0; x + width <= 128; x++) {
        if (textAt(lit, text, x, y, scale)) return true;
      }
    }
  }
  return false;
}

/** The characters of `alphabet` drawn in a row of `count` at (x, y) and `scale`, or null where none is. */
export function readTextAt(display: Ssd1306Model, alphabet: string, count: number, x: number, y: number, scale: number): string | null {
  const lit = (px: number, py: number) => display.pixel(px, py) !== display.inverted;
  let text = '';
  for (let i = 0; i < count; i++) {
    const found = alphabet.split('').find((c) => textAt(lit, c, x + i * PITCH * scale, y, scale));
    if (found === undefined) return null;
    text += found;
  }
  return text;
}

/** The key the faces show while a phone pairs, read off the left face as the referee would: large, or in the status row. */
export function shownKey(fake: FakeEspruino): string | null {
  const large = readTextAt(fake.displays.left, '0123456789', 6, 0, 18, 3);
  const statusAt = FACE_WIDTH - textWidth('KEY 123456', 1);
  return large ?? (readTextAt(fake.displays.left, 'KEY ', 1, statusAt, 0, 1) === 'K' ? readTextAt(fake.displays.left, '0123456789', 6, statusAt + 4 * PITCH, 0, 1) : null);
}

/** Whether the glyphs of `text` and the gaps between them are exactly what is lit at (x, y). */
function textAt(lit: (x: number, y: number) => boolean, text: string, x: number, y: number, scale: number): boolean {
  for (let i = 0; i < text.length; i++) {
    for (let column = 0; column < PITCH; column++) {
      const bits = column < GLYPH_WIDTH ? glyphColumn(text.charAt(i), column) : 0;
      if (i === text.length - 1 && column === GLYPH_WIDTH) break;
      for (let row = 0; row < GLYPH_HEIGHT; row++) {
        if (lit(x + (i * PITCH + column) * scale, y + row * scale) !== ((bits >> row) & 1) > 0) return false;
      }
    }
  }
  return true;
}

/** One short time control of each system beside the rules' three, for playing them through the firmware. */
export const NEW_SYSTEMS: ({ system: string } & Record<string, unknown>)[] = [
  { system: 'fischer', mainMs: 20000, incrementMs: 3000, maxMs: 22000 },
  { system: 'delay', mainMs: 20000, delayMs: 5000 },
  { system: 'bronstein', mainMs: 20000, delayMs: 5000 },
  { system: 'canadian', mainMs: 5000, moves: 2, periodMs: 15000 },
  { system: 'hourglass', mainMs: 20000 },
  { system: 'ing', mainMs: 10000, extensionMs: 8000, penaltyPoints: 2, maxExtensions: 2 },
  { system: 'stages', stages: [{ system: 'fischer', mainMs: 10000, incrementMs: 2000, untilMove: 2 }, { system: 'absolute', mainMs: 10000 }] },
];

/** Four moves, two a side, after which NEW_SYSTEMS each run to Black's flag. */
export const FOUR_MOVES: { at: number; do: string; side?: Side }[] = [
  { at: 0, do: 'start' },
  { at: 3000, do: 'press', side: 'black' },
  { at: 7000, do: 'press', side: 'white' },
  { at: 8000, do: 'press', side: 'black' },
  { at: 9000, do: 'press', side: 'white' },
];

const TAP_MS = 150;
const GAP_MS = 150;
const HOLD_MS = 1200;
const LONG_MS = 3500;

/**
 * Plays a sequence of gestures starting at `at`: L / R tap, LH / RH hold (1.2 s), LL long hold (3.5 s),
 * C both buttons together. Returns when the last gesture ends: the button work a person does.
 */
export function gestures(fake: FakeEspruino, at: number, script: string): number {
  const left = fake.board.buttons.left;
  const right = fake.board.buttons.right;
  let t = at;
  for (const step of script.trim().split(/\s+/)) {
    const times: Record<string, [string[], number]> = {
      L: [[left], TAP_MS], R: [[right], TAP_MS], LH: [[left], HOLD_MS], RH: [[right], HOLD_MS], LL: [[left], LONG_MS], C: [[left, right], HOLD_MS],
    };
    const [pins, ms] = times[step];
    for (const pin of pins) fake.press(pin, t, ms);
    t += ms + GAP_MS;
  }
  return t;
}

/** Setup items before BLUETOOTH on a cn-national Jolt.js clock: PRESET … LANGUAGE, TEXT, COUNT, MOVE NO., BOARD, SAVE. */
const ITEMS_BEFORE_BLUETOOTH = 17;

/** The referee's gesture: a long hold opens setup; step to BLUETOOTH; tap right to open it. Returns its end. */
export function openBluetooth(fake: FakeEspruino, at: number): number {
  const left = fake.board.buttons.left;
  const right = fake.board.buttons.right;
  fake.press(left, at, LONG_MS);
  let t = at + LONG_MS + GAP_MS;
  for (let i = 0; i < ITEMS_BEFORE_BLUETOOTH; i++, t += TAP_MS + GAP_MS) fake.press(left, t, TAP_MS);
  fake.press(right, t, TAP_MS);
  return t + TAP_MS + GAP_MS;
}

/** The settings the firmware saved, read as it reads them: its page's text up to the erased bytes. */
export function savedSettingsOf(fake: FakeEspruino): Record<string, unknown> {
  const text = fake.storage.read('goclock.json') as string;
  return JSON.parse(text.slice(0, text.indexOf('\xff') < 0 ? text.length : text.indexOf('\xff'))) as Record<string, unknown>;
}
