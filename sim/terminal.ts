// `npm start`: the terminal clock. It runs the same core in real time; this entry point is the only
// place that wires keys, the one timer, the screen and the captions together.
import { performance } from 'node:perf_hooks';
import {
  PRESETS,
  findPreset,
  newClock,
  nextWake,
  otherSide,
  parseSettings,
  step,
  type ClockEvent,
  type ClockSettings,
  type CountStyle,
  type ClockState,
  type Input,
  type Side,
} from '../firmware/core/index';
import { callContext, phraseFor } from '../firmware/voice/phrases';
import { LANGUAGES, phraseText } from './voice/texts';
import { createSpeaker } from './voice/speaker';
import { PACKS_DIR, readManifest } from './voice/packs';
import { COUNT_STYLES } from '../firmware/core/timeControl';
import { renderScreen, type Caption } from './terminal/screen';
import { refusalText } from './terminal/refusals';
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
  'referee: s seal, 3 / 4 left / right player arrives late, p time-out counts as a pass, v void the flag   e: end   n: new game   q: quit';
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
let timer: ReturnType<typeof setTimeout> | undefined;
const speaker = options.mute ? null : createSpeaker(readManifest(options.language, PACKS_DIR), PACKS_DIR);
if (speaker === null && !options.mute) notice += ' (No sound: captions only; sound needs a sound device and npm run voice.)';

function describeEvent(event: ClockEvent): void {
  switch (event.type) {
    case 'call': {
      const phrase = phraseFor(event.call, callContext(state.settings, event.side));
      if (phrase === '') break;
      speaker?.say(event.at, phrase);
      captions = captions.concat([{ at: event.at, side: event.side, call: event.call, text: phraseText(options.language, phrase) }]).slice(-40);
      break;
    }
    case 'answer':
      {
        const phrase = phraseFor(event.answer, callContext(state.settings, event.side));
        speaker?.say(event.at, phrase);
        notice = event.side + ' asks: ' + phraseText(options.language, phrase) + ' (' + event.answer + ')';
      }
      break;
    case 'flag':
      notice = event.side.toUpperCase() + ' ran out of time.' + (state.settings.rules === 'later' ? ' p: count it as a pass and go on, e: end.' : ' e: end.');
      break;
    case 'rejected':
      notice = refusalText(event);
      break;
    case 'pause':
      notice = 'Paused: both clocks stopped. Space resumes.';
      break;
    case 'resume':
    case 'start':
    case 'press':
      notice = '';
      break;
    case 'pass':
      notice = event.side + '’s time-out counts as a pass (move ' + event.move + ').';
      break;
    case 'seal':
      notice = 'Move ' + event.move + ' sealed: the clock stopped with ' + otherSide(event.side) + ' on move; space resumes.';
      break;
    case 'voidFlag':
      notice = event.side + '’s flag is voided: the move ended at the flag.';
      break;
    case 'arrive':
      notice = event.side + ' arrived ' + Math.round(event.lateMs / 1000) + ' s late: ' + Math.round(event.chargedMs / 1000) + ' s charged.';
      break;
    case 'end':
      notice = 'Game over. n starts a new game, q quits.';
      break;
  }
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
  // Before the game, a player's press starts the opponent's clock, as on a real clock.
  apply(state.phase === 'ready' ? { type: 'start', side: otherSide(side) } : { type: 'press', side: side });
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

/** `e` and `n` act at once on a game that is over or not begun; in a game they ask, and act on a second press. */
function confirmed(key: 'e' | 'n'): boolean {
  const inGame = state.phase !== 'ready' && state.phase !== 'ended';
  if (!inGame || confirming === key) {
    confirming = null;
    return true;
  }
  confirming = key;
  notice = (key === 'e' ? 'End the game?' : 'Abandon this game and start a new one?') + ' Press ' + key + ' again to confirm, any other key to go on.';
  draw();
  return false;
}

function onKey(key: string): void {
  const rightSide = otherSide(leftSide);
  if (confirming !== null && key !== confirming) {
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
