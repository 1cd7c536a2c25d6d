// `npm run screens`: a contact sheet of every distinct screen the faces show, drawn by the built firmware
// on the fake Espruino and reached by its buttons, so a maker sees them before building the clock.
import { existsSync, writeFileSync } from 'node:fs';
import { FIRMWARE_BUNDLE } from './espruino/bundlePaths';
import { greyPng } from './espruino/frameImage';
import { drawCaptions, type Captions } from './screens/screenCaptions';
import { reachScreen, SCREENS } from './screens/faceScreens';
import { fail, failOnUncaught } from './host/cliFail';
import { buildFirst, takeBuildFlag } from './host/buildFirst';
import { LANGUAGE_NAMES, TEXT_LANGUAGES, type TextLanguage } from '../firmware/core/index';
import type { FakeGraphics } from './espruino/fakeGraphics';

const USAGE = `usage: npm run screens [-- --language LANG [--out FILE.png]]
  draws every distinct screen of the two faces into one PNG a language: hardware/screens.png in English,
  hardware/screens-LANG.png in each other (LANG: ${TEXT_LANGUAGES.join(', ')}); --language draws one`;

const SCALE = 2;
const FACE_W = 128 * SCALE;
const FACE_H = 64 * SCALE;
const GAP = 16;
const CELL_W = 2 * FACE_W + GAP;
/** The room under a caption's line. */
const CAPTION_GAP = 8;
const COLUMNS = 2;
const MARGIN = 16;

type Shot = ReturnType<typeof reachScreen>;

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
    writeFileSync(file, sheet(SCREENS.map((screen) => reachScreen(screen, language)), captions));
    process.stdout.write(file + ': ' + SCREENS.length + ' screens in ' + LANGUAGE_NAMES[language] + ', left face and right face each\n');
  }
}

failOnUncaught();
main(process.argv.slice(2));
