// `npm run screens`: a contact sheet of every distinct screen the faces show, drawn by the built firmware
// on the fake Espruino and reached by its buttons, so a maker sees them before building the clock.
import { existsSync, writeFileSync } from 'node:fs';
import { ButtonWalker, HOLD_MS, LONG_MS } from './espruino/buttonWalker';
import { FIRMWARE_BUNDLE } from './espruino/bundlePaths';
import { greyPng } from './espruino/frameImage';
import { drawCaptions, type Captions } from './screenCaptions';
import { fail, failOnUncaught } from './cliFail';
import { buildFirst, takeBuildFlag } from './buildFirst';
import { LANGUAGE_NAMES, TEXT_LANGUAGES, type TextLanguage } from '../firmware/core/index';
import type { Ssd1306Model } from './espruino/ssd1306Model';
import type { FakeGraphics } from './espruino/fakeGraphics';

const USAGE = `usage: npm run screens [-- --language LANG [--out FILE.png]]
  draws every distinct screen of the two faces into one PNG a language: hardware/screens.png in English,
  hardware/screens-LANG.png in each other (LANG: ${TEXT_LANGUAGES.join(', ')}); --language draws one`;

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
  /** Its caption's key (sim/screenWords.ts). */
  label: string;
  timeControl: object;
  voiceMissing?: boolean;
  reach: (walker: ButtonWalker) => void;
}

const SCREENS: Screen[] = [
  { label: 'screens.ready', timeControl: BYOYOMI, reach: () => undefined },
  { label: 'screens.mainTime', timeControl: BYOYOMI, reach: (w) => w.start() },
  { label: 'screens.byoyomi', timeControl: SHORT_BYOYOMI, reach: (w) => (w.start(), w.wait(6000)) },
  { label: 'screens.moves', timeControl: SHORT_MOVES, reach: (w) => (w.start(), w.wait(4000)) },
  { label: 'screens.fischer', timeControl: FISCHER, reach: (w) => (w.start(), moves(w, 3)) },
  { label: 'screens.delay', timeControl: DELAY, reach: (w) => (w.start(), w.wait(3000)) },
  { label: 'screens.canadian', timeControl: CANADIAN, reach: (w) => (w.start(), w.wait(4000)) },
  { label: 'screens.ing', timeControl: ING, reach: (w) => (w.start(), w.wait(4000)) },
  { label: 'screens.stages', timeControl: FIDE, reach: (w) => (w.start(), moves(w, 3)) },
  { label: 'screens.paused', timeControl: BYOYOMI, reach: (w) => (w.start(), moves(w, 5), w.tap('mode')) },
  { label: 'screens.sealed', timeControl: BYOYOMI, reach: (w) => (w.start(), moves(w, 4), w.tap('mode'), w.both(), tapLeft(w, 5), w.tap('right')) },
  { label: 'screens.flag', timeControl: QUICK_FLAG, reach: (w) => (w.start(), w.wait(3000)) },
  { label: 'screens.flagMenu', timeControl: QUICK_FLAG, reach: (w) => (w.start(), w.wait(3000), w.both()) },
  { label: 'screens.lostOnTime', timeControl: QUICK_FLAG, reach: (w) => (w.start(), w.wait(3000), w.both(), w.tap('right')) },
  { label: 'screens.lostLate', timeControl: LATENESS, reach: (w) => (w.start(), w.wait(3000), w.tap('mode'), w.both(), tapLeft(w, 7), w.tap('right'), w.both(), w.tap('right')) },
  { label: 'screens.resultMenu', timeControl: BYOYOMI, reach: (w) => (w.start(), moves(w, 3), w.tap('mode'), w.both(), tapLeft(w, 8), w.tap('right')) },
  { label: 'screens.resigned', timeControl: BYOYOMI, reach: (w) => (w.start(), moves(w, 3), w.tap('mode'), w.both(), tapLeft(w, 8), w.tap('right'), tapLeft(w, 2), w.tap('right')) },
  { label: 'screens.setup', timeControl: BYOYOMI, reach: (w) => w.hold('left', LONG_MS) },
  { label: 'screens.editor', timeControl: BYOYOMI, reach: (w) => (w.hold('left', LONG_MS), w.tap('left'), w.tap('left'), w.tap('right'), w.hold('left', HOLD_MS)) },
  { label: 'screens.referee', timeControl: BYOYOMI, reach: (w) => (w.start(), w.tap('mode'), w.both()) },
  { label: 'screens.query', timeControl: BYOYOMI, reach: (w) => (w.start(), w.hold('right', HOLD_MS)) },
  { label: 'screens.noVoice', timeControl: BYOYOMI, voiceMissing: true, reach: (w) => w.wait(4000) },
  { label: 'screens.pairing', timeControl: BYOYOMI, reach: (w) => (w.fake.radio?.connect('referee').requestPairing(), w.wait(300)) },
  { label: 'screens.pairingInGame', timeControl: BYOYOMI, reach: (w) => (w.start(), w.fake.radio?.connect('referee').requestPairing(), w.wait(300)) },
];

function tapLeft(w: ButtonWalker, count: number): void {
  for (let i = 0; i < count; i++) w.tap('left');
}

const SCALE = 2;
const FACE_W = 128 * SCALE;
const FACE_H = 64 * SCALE;
const GAP = 16;
const CELL_W = 2 * FACE_W + GAP;
/** The room under a caption's line. */
const CAPTION_GAP = 8;
const COLUMNS = 2;
const MARGIN = 16;

interface Shot {
  label: string;
  left: Ssd1306Model;
  right: Ssd1306Model;
}

function shoot(screen: Screen, text: TextLanguage): Shot {
  const walker = new ButtonWalker({ timeControl: screen.timeControl, text: text }, screen.voiceMissing ? { dfplayer: { present: false } } : {});
  screen.reach(walker);
  const fake = walker.fake;
  return { label: screen.label, left: fake.displays.left, right: fake.displays.right };
}

function sheet(shots: Shot[], captions: Captions): Buffer {
  const labelHeight = captions.height * SCALE + CAPTION_GAP;
  const cellHeight = labelHeight + FACE_H;
  const rows = Math.ceil(shots.length / COLUMNS);
  const width = 2 * MARGIN + COLUMNS * CELL_W + (COLUMNS - 1) * MARGIN;
  const height = 2 * MARGIN + rows * cellHeight + (rows - 1) * MARGIN;
  return greyPng(width, height, (x, y) => {
    const cx = x - MARGIN;
    const cy = y - MARGIN;
    const column = Math.floor(cx / (CELL_W + MARGIN));
    const row = Math.floor(cy / (cellHeight + MARGIN));
    const shot = shots[row * COLUMNS + column];
    const ix = cx - column * (CELL_W + MARGIN);
    const iy = cy - row * (cellHeight + MARGIN);
    if (cx < 0 || cy < 0 || shot === undefined || ix >= CELL_W || iy >= cellHeight) return 96;
    if (iy < labelHeight) return (captions.drawn.get(shot.label) as FakeGraphics).getPixel(Math.floor(ix / SCALE), Math.floor(iy / SCALE)) ? 255 : 96;
    const face = ix < FACE_W ? shot.left : ix >= FACE_W + GAP ? shot.right : null;
    if (face === null) return 96;
    const fx = ix < FACE_W ? ix : ix - FACE_W - GAP;
    return face.pixel(Math.floor(fx / SCALE), Math.floor((iy - labelHeight) / SCALE)) ? 235 : 16;
  });
}

/** Where a language's sheet goes unless --out says: English's is the maker's guide's, the others beside it. */
function sheetFile(language: TextLanguage): string {
  return language === 'en' ? 'hardware/screens.png' : 'hardware/screens-' + language + '.png';
}

function main(args: string[]): void {
  const build = takeBuildFlag(args);
  let out: string | undefined;
  let languages: TextLanguage[] = TEXT_LANGUAGES.slice();
  for (let i = 0; i < args.length; i += 2) {
    if (args[i] === '--help') {
      process.stdout.write(USAGE + '\n');
      return;
    }
    if (args[i] !== '--out' && args[i] !== '--language') fail('unknown argument ' + args[i] + ' (see --help)');
    if (args[i + 1] === undefined) fail(args[i] + ' needs a value');
    if (args[i] === '--out') out = args[i + 1];
    else if ((TEXT_LANGUAGES as readonly string[]).indexOf(args[i + 1]) >= 0) languages = [args[i + 1] as TextLanguage];
    else fail('--language must be one of ' + TEXT_LANGUAGES.join(', ') + ' (got ' + args[i + 1] + ')');
  }
  if (out !== undefined && languages.length > 1) fail('--out names one sheet: give its --language too');
  if (build) buildFirst('build');
  if (!existsSync(FIRMWARE_BUNDLE)) fail(FIRMWARE_BUNDLE + ' is missing: run `npm run build` first');
  for (const language of languages) {
    const file = out ?? sheetFile(language);
    const captions = drawCaptions(language, SCREENS.map((screen) => screen.label), CELL_W / SCALE);
    writeFileSync(file, sheet(SCREENS.map((screen) => shoot(screen, language)), captions));
    process.stdout.write(file + ': ' + SCREENS.length + ' screens in ' + LANGUAGE_NAMES[language] + ', left face and right face each\n');
  }
}

failOnUncaught();
main(process.argv.slice(2));
