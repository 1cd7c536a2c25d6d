// `npm run screens`: a contact sheet of every distinct screen the faces show, drawn by the built firmware
// on the fake Espruino and reached by its buttons, so a maker sees them before building the clock.
import { existsSync, writeFileSync } from 'node:fs';
import { ButtonWalker, HOLD_MS, LONG_MS } from './espruino/buttonWalker';
import { FIRMWARE_BUNDLE } from './espruino/bundlePaths';
import { greyPng } from './espruino/frameImage';
import { glyphColumn, GLYPH_HEIGHT, GLYPH_WIDTH, PITCH } from '../firmware/app/faces/font';
import { fail, failOnUncaught } from './cliFail';
import type { Ssd1306Model } from './espruino/ssd1306Model';

const USAGE = `usage: npm run screens [-- --out FILE.png]
  draws every distinct screen of the two faces into one PNG (default hardware/screens.png)`;

const BYOYOMI = { system: 'byoyomi', mainMs: 600000, periods: 3, periodMs: 30000 };
/** Two seconds of main time before its byo-yomi, sudden death, or a block of moves. */
const SHORT_BYOYOMI = { system: 'byoyomi', mainMs: 2000, periods: 3, periodMs: 30000 };
const QUICK_FLAG = { system: 'absolute', mainMs: 2000 };
const LATENESS = { system: 'byoyomi', mainMs: 600000, periods: 3, periodMs: 30000, lateness: { limitMs: 2000 } };

/** A few moves, so that the move numbers show. */
function moves(w: ButtonWalker, count: number): void {
  for (let i = 0; i < count; i++) w.tap(i % 2 === 0 ? 'left' : 'right');
}
const SHORT_MOVES = { system: 'moves', mainMs: 2000, moves: 15, periodMs: 600000 };
const FISCHER = { system: 'fischer', mainMs: 300000, incrementMs: 3000, maxMs: 600000 };
const DELAY = { system: 'delay', mainMs: 300000, delayMs: 10000 };
const CANADIAN = { system: 'canadian', mainMs: 2000, moves: 25, periodMs: 600000 };
const ING = { system: 'ing', mainMs: 2000, extensionMs: 2100000, penaltyPoints: 2, maxExtensions: 3 };
const FIDE = { system: 'stages', stages: [{ system: 'fischer', mainMs: 5400000, incrementMs: 30000, untilMove: 40 }, { system: 'fischer', mainMs: 1800000, incrementMs: 30000 }] };

interface Screen {
  label: string;
  timeControl: object;
  voiceMissing?: boolean;
  reach: (walker: ButtonWalker) => void;
}

const SCREENS: Screen[] = [
  { label: 'READY', timeControl: BYOYOMI, reach: () => undefined },
  { label: 'MAIN TIME: BLACK TO PLAY', timeControl: BYOYOMI, reach: (w) => w.start() },
  { label: 'BYO-YOMI', timeControl: SHORT_BYOYOMI, reach: (w) => (w.start(), w.wait(6000)) },
  { label: 'MOVES BLOCK', timeControl: SHORT_MOVES, reach: (w) => (w.start(), w.wait(4000)) },
  { label: 'FISCHER: +3 S A MOVE, CAPPED', timeControl: FISCHER, reach: (w) => (w.start(), moves(w, 3)) },
  { label: 'SIMPLE DELAY RUNNING FIRST', timeControl: DELAY, reach: (w) => (w.start(), w.wait(3000)) },
  { label: 'CANADIAN PERIOD: STONES LEFT', timeControl: CANADIAN, reach: (w) => (w.start(), w.wait(4000)) },
  { label: 'ING EXTENSION TAKEN', timeControl: ING, reach: (w) => (w.start(), w.wait(4000)) },
  { label: 'MULTI-STAGE (FIDE)', timeControl: FIDE, reach: (w) => (w.start(), moves(w, 3)) },
  { label: 'PAUSED, WHITE TO MOVE', timeControl: BYOYOMI, reach: (w) => (w.start(), moves(w, 5), w.tap('mode')) },
  { label: 'SEALED: WHITE STARTS ON RESUME', timeControl: BYOYOMI, reach: (w) => (w.start(), moves(w, 4), w.tap('mode'), w.both(), tapLeft(w, 5), w.tap('right')) },
  { label: 'FLAG', timeControl: QUICK_FLAG, reach: (w) => (w.start(), w.wait(3000)) },
  { label: 'DECISION AFTER A FLAG', timeControl: QUICK_FLAG, reach: (w) => (w.start(), w.wait(3000), w.both()) },
  { label: 'LOST ON TIME', timeControl: QUICK_FLAG, reach: (w) => (w.start(), w.wait(3000), w.both(), w.tap('right')) },
  { label: 'LOST BY LATENESS', timeControl: LATENESS, reach: (w) => (w.start(), w.wait(3000), w.tap('mode'), w.both(), tapLeft(w, 7), w.tap('right'), w.both(), w.tap('right')) },
  { label: 'ENDED BY THE REFEREE: WHO WON?', timeControl: BYOYOMI, reach: (w) => (w.start(), moves(w, 3), w.tap('mode'), w.both(), tapLeft(w, 8), w.tap('right')) },
  { label: 'WON BY RESIGNATION', timeControl: BYOYOMI, reach: (w) => (w.start(), moves(w, 3), w.tap('mode'), w.both(), tapLeft(w, 8), w.tap('right'), tapLeft(w, 2), w.tap('right')) },
  { label: 'SETUP MENU', timeControl: BYOYOMI, reach: (w) => w.hold('left', LONG_MS) },
  { label: 'TIME EDITOR', timeControl: BYOYOMI, reach: (w) => (w.hold('left', LONG_MS), w.tap('left'), w.tap('left'), w.tap('right'), w.hold('left', HOLD_MS)) },
  { label: 'REFEREE MENU', timeControl: BYOYOMI, reach: (w) => (w.start(), w.tap('mode'), w.both()) },
  { label: 'ASKING OWN TIME', timeControl: BYOYOMI, reach: (w) => (w.start(), w.hold('right', HOLD_MS)) },
  { label: 'NO VOICE', timeControl: BYOYOMI, voiceMissing: true, reach: (w) => w.wait(4000) },
  { label: 'A PHONE PAIRING: ITS KEY', timeControl: BYOYOMI, reach: (w) => (w.fake.radio?.connect('referee').requestPairing(), w.wait(300)) },
  { label: 'A PHONE PAIRING DURING A GAME', timeControl: BYOYOMI, reach: (w) => (w.start(), w.fake.radio?.connect('referee').requestPairing(), w.wait(300)) },
];

function tapLeft(w: ButtonWalker, count: number): void {
  for (let i = 0; i < count; i++) w.tap('left');
}

const SCALE = 2;
const FACE_W = 128 * SCALE;
const FACE_H = 64 * SCALE;
const GAP = 16;
const LABEL_H = GLYPH_HEIGHT * SCALE + 10;
const CELL_W = 2 * FACE_W + GAP;
const CELL_H = LABEL_H + FACE_H;
const COLUMNS = 2;
const MARGIN = 16;

interface Shot {
  label: string;
  left: Ssd1306Model;
  right: Ssd1306Model;
}

function shoot(screen: Screen): Shot {
  const walker = new ButtonWalker({ timeControl: screen.timeControl }, screen.voiceMissing ? { dfplayer: { present: false } } : {});
  screen.reach(walker);
  const fake = walker.fake;
  return { label: screen.label, left: fake.displays.left, right: fake.displays.right };
}

/** Whether pixel (x, y) of `text` in the faces' font at SCALE is lit. */
function labelPixel(text: string, x: number, y: number): boolean {
  const char = Math.floor(x / (PITCH * SCALE));
  const column = Math.floor((x % (PITCH * SCALE)) / SCALE);
  const row = Math.floor(y / SCALE);
  if (char >= text.length || column >= GLYPH_WIDTH || row >= GLYPH_HEIGHT) return false;
  return ((glyphColumn(text.charAt(char), column) >> row) & 1) === 1;
}

function sheet(shots: Shot[]): Buffer {
  const rows = Math.ceil(shots.length / COLUMNS);
  const width = 2 * MARGIN + COLUMNS * CELL_W + (COLUMNS - 1) * MARGIN;
  const height = 2 * MARGIN + rows * CELL_H + (rows - 1) * MARGIN;
  return greyPng(width, height, (x, y) => {
    const cx = x - MARGIN;
    const cy = y - MARGIN;
    const column = Math.floor(cx / (CELL_W + MARGIN));
    const row = Math.floor(cy / (CELL_H + MARGIN));
    const shot = shots[row * COLUMNS + column];
    const ix = cx - column * (CELL_W + MARGIN);
    const iy = cy - row * (CELL_H + MARGIN);
    if (cx < 0 || cy < 0 || shot === undefined || ix >= CELL_W || iy >= CELL_H) return 96;
    if (iy < LABEL_H) return labelPixel(shot.label, ix, iy) ? 255 : 96;
    const face = ix < FACE_W ? shot.left : ix >= FACE_W + GAP ? shot.right : null;
    if (face === null) return 96;
    const fx = ix < FACE_W ? ix : ix - FACE_W - GAP;
    return face.pixel(Math.floor(fx / SCALE), Math.floor((iy - LABEL_H) / SCALE)) ? 235 : 16;
  });
}

function main(args: string[]): void {
  let out = 'hardware/screens.png';
  for (let i = 0; i < args.length; i += 2) {
    if (args[i] === '--help') {
      process.stdout.write(USAGE + '\n');
      return;
    }
    if (args[i] !== '--out' || args[i + 1] === undefined) fail('unknown argument ' + args[i] + ' (see --help)');
    out = args[i + 1];
  }
  if (!existsSync(FIRMWARE_BUNDLE)) fail(FIRMWARE_BUNDLE + ' is missing: run `npm run build` first');
  writeFileSync(out, sheet(SCREENS.map(shoot)));
  process.stdout.write(out + ': ' + SCREENS.length + ' screens, left face and right face each\n');
}

failOnUncaught();
main(process.argv.slice(2));
