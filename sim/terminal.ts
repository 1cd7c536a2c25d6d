// `npm start`: the terminal clock. It runs the same core in real time; this entry point is the only
// place that wires keys, the one timer, the screen and the captions together.
import { performance } from 'node:perf_hooks';
import {
  PRESETS,
  findPreset,
  newClock,
  nextWake,
  otherSide,
  playerInput,
  parseSettings,
  step,
  type ClockEvent,
  type ClockSettings,
  type CountStyle,
  type ClockState,
  type Input,
  type Side,
} from '../firmware/core/index';
import { LANGUAGES } from './voice/texts';
import { createSpeaker } from './voice/speaker';
import { PACKS_DIR, readManifest } from './voice/packs';
import { COUNT_STYLES } from '../firmware/core/index';
import { renderScreen, type Caption } from './terminal/screen';
import { tell } from './terminal/tell';
import { CORRECTION_HELP, parseCorrection } from './terminal/correction';
import { fail, failOnUncaught } from './cliFail';

const USAGE = `usage: npm start -- [--preset NAME] [--time-control JSON] [--black left|right] [--speed N] [--language ID] [--count-style S] [--mute]
  --preset NAME        one of: ${PRESETS.map((p) => p.name).join(', ')} (default cn-national)
  --time-control JSON  a time control object, as in scenarios
  --black left|right   which button is Black's (default left)
  --speed N            run the clock N times faster, to watch byo-yomi quickly (default 1)
  --language ID        the voice and captions: zh, yue, ja, ko or en (default zh); sound needs npm run voice
  --count-style S      cn, jp, kr or en (default cn)
  --mute               captions only`;

const KEYS_HELP =
  'a / l: left / right player button   space: pause/resume   1 / 2: left / right player asks time left   ' +
  'referee: c correct a time (in pause), s seal, 3 / 4 left / right player arrives late; after a flag e lost, p a pass, v void   e: end   n: new game   q: quit';
const START_NOTICE = 'Press a player button to start the opponent’s clock (White presses first: Black’s clock runs).';

interface Options {
  settings: ClockSettings;
  title: string;
  blackOnLeft: boolean;
  speed: number;
  language: string;
  mute: boolean;
}

function parseOptions(args: string[]): Options {
  let timeControl: unknown = 'cn-national';
  let title = 'cn-national';
  let blackOnLeft = true;
  let speed = 1;
  let language = 'zh';
  let countStyle = 'cn';
  let mute = false;
  for (let i = 0; i < args.length; i++) {
    const value = args[i + 1];
    switch (args[i]) {
      case '--preset':
        timeControl = title = value;
        i++;
        break;
      case '--time-control':
        try {
          timeControl = JSON.parse(value);
        } catch (error) {
          fail('--time-control is not valid JSON: ' + (error as Error).message);
        }
        title = 'custom time control';
        i++;
        break;
      case '--black':
        if (value !== 'left' && value !== 'right') fail('--black must be left or right (got ' + value + ')');
        blackOnLeft = value === 'left';
        i++;
        break;
      case '--speed':
        speed = Number(value);
        if (!(speed >= 1 && speed <= 100)) fail('--speed must be a number from 1 to 100 (got ' + value + ')');
        i++;
        break;
      case '--language':
        if (!LANGUAGES.some((l) => l.id === value)) fail('--language must be one of ' + LANGUAGES.map((l) => l.id).join(', ') + ' (got ' + value + ')');
        language = value;
        i++;
        break;
      case '--count-style':
        if (COUNT_STYLES.indexOf(value as CountStyle) < 0) fail('--count-style must be one of ' + COUNT_STYLES.join(', ') + ' (got ' + value + ')');
        countStyle = value;
        i++;
        break;
      case '--mute':
        mute = true;
        break;
      case '--help':
        process.stdout.write(USAGE + '\n');
        process.exit(0);
      default:
        fail('unknown argument ' + args[i] + ' (see --help)');
    }
  }
  try {
    const settings = parseSettings(timeControl, 'time control', findPreset, countStyle as CountStyle);
    return { settings: settings, title: title, blackOnLeft: blackOnLeft, speed: speed, language: language, mute: mute };
  } catch (error) {
    return fail((error as Error).message);
  }
}

failOnUncaught();
const options = parseOptions(process.argv.slice(2));
const leftSide: Side = options.blackOnLeft ? 'black' : 'white';
const startedAt = performance.now();
const now = () => Math.floor((performance.now() - startedAt) * options.speed);
let state: ClockState = newClock(options.settings);
let captions: Caption[] = [];
let notice = START_NOTICE;
/** A key that ends or replaces a game in progress asks first: the key awaiting its second press. */
let confirming: 'e' | 'n' | null = null;
/** The referee's correction being typed (`c` in pause), or null. */
let correcting: string | null = null;
let timer: ReturnType<typeof setTimeout> | undefined;
const speaker = options.mute ? null : createSpeaker(readManifest(options.language, PACKS_DIR), PACKS_DIR);
if (speaker === null && !options.mute) notice += ' (No sound: captions only; sound needs a sound device and npm run voice.)';

function describeEvent(event: ClockEvent): void {
  const told = tell(event, state.settings, options.language);
  if (told.phrase !== undefined) speaker?.say(event.at, told.phrase);
  if (told.caption !== undefined) captions = captions.concat([told.caption]).slice(-40);
  if (told.notice !== undefined) notice = told.notice;
}

function draw(): void {
  process.stdout.write('\x1b[H' + renderScreen(state, now(), captions, { title: 'Go clock — ' + options.title, leftSide: leftSide, keysHelp: KEYS_HELP, notice: notice, columns: process.stdout.columns ?? 80, rows: process.stdout.rows ?? 24 }) + '\x1b[J');
}

function apply(input: Input): void {
  const result = step(state, input, now());
  state = result.state;
  for (const event of result.events) describeEvent(event);
  if (timer !== undefined) clearTimeout(timer);
  timer = undefined;
  const wake = nextWake(state, now());
  if (wake !== null) timer = setTimeout(() => apply({ type: 'tick' }), Math.max(1, Math.ceil((wake - now()) / options.speed)));
  draw();
}

function button(side: Side): void {
  apply(playerInput(state, side));
}

function quit(): void {
  process.stdout.write('\x1b[?25h\x1b[?1049l');
  process.exit(0);
}

function newGame(): void {
  if (timer !== undefined) clearTimeout(timer);
  timer = undefined;
  state = newClock(options.settings);
  captions = [];
  notice = START_NOTICE;
  draw();
}

/**
 * `e` and `n` act at once on a game that is over or not begun, and `e` after a flag (the decision "lost");
 * in a game they ask, and act on a second press.
 */
function confirmed(key: 'e' | 'n'): boolean {
  const inGame = state.phase === 'running' || state.phase === 'paused' || (state.phase === 'flagged' && key === 'n');
  if (!inGame || confirming === key) {
    confirming = null;
    return true;
  }
  confirming = key;
  notice = (key === 'e' ? 'End the game?' : 'Abandon this game and start a new one?') + ' Press ' + key + ' again to confirm, any other key to go on.';
  draw();
  return false;
}

function correctionNotice(): void {
  notice = 'Correct: ' + correcting + '▏  (' + CORRECTION_HELP + '; Enter applies, Esc cancels)';
  draw();
}

/** A key while the correction is typed: Enter applies it, Esc cancels, Backspace takes a character back. */
function onCorrectionKey(key: string): void {
  const line = correcting as string;
  if (key === '\x1b') {
    correcting = null;
    notice = 'Correction cancelled.';
    return draw();
  }
  if (key === '\r' || key === '\n') {
    correcting = null;
    try {
      return apply(Object.assign({ type: 'adjust' as const }, parseCorrection(line, state.settings)));
    } catch (error) {
      notice = (error as Error).message;
      return draw();
    }
  }
  correcting = key === '\x7f' || key === '\b' ? line.slice(0, -1) : key >= ' ' ? line + key : line;
  correctionNotice();
}

function onKey(key: string): void {
  const rightSide = otherSide(leftSide);
  if (correcting !== null) return onCorrectionKey(key);
  if (confirming !== null && key !== confirming && key !== 'q') {
    confirming = null;
    notice = '';
    draw();
    return;
  }
  switch (key) {
    case 'a':
      return button(leftSide);
    case 'l':
      return button(rightSide);
    case ' ':
      return apply(state.phase === 'paused' ? { type: 'resume' } : { type: 'pause' });
    case '1':
      return apply({ type: 'query', side: leftSide });
    case '2':
      return apply({ type: 'query', side: rightSide });
    case 'p':
      return apply({ type: 'timeoutPass' });
    case 'v':
      return apply({ type: 'voidFlag' });
    case 's':
      return apply({ type: 'seal' });
    case 'c':
      if (state.phase !== 'paused') {
        notice = 'Corrections are made in pause: space pauses.';
        return draw();
      }
      correcting = '';
      return correctionNotice();
    case '3':
      return apply({ type: 'arrive', side: leftSide });
    case '4':
      return apply({ type: 'arrive', side: rightSide });
    case 'e':
      if (confirmed('e')) apply({ type: 'end' });
      return;
    case 'n':
      if (confirmed('n')) newGame();
      return;
    case 'q':
    case '\u0003':
      return quit();
  }
}

if (process.stdin.isTTY) process.stdin.setRawMode(true);
process.stdin.setEncoding('utf8');
process.stdin.on('data', (chunk: string) => {
  for (const key of chunk) onKey(key);
});
process.on('SIGTERM', quit);
process.stdout.on('resize', draw);
process.stdout.write('\x1b[?1049h\x1b[?25l\x1b[2J');
draw();
