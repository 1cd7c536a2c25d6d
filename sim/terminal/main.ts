// `npm start`: the terminal clock. It runs the same core in real time; this entry point is the only
// place that wires the keys, the one timer, the screen, the voice and the captions together.
import { performance } from 'node:perf_hooks';
import { formatSeconds, newClock, nextWake, step, wordsOf, SECOND_MS, type ClockEvent, type ClockState, type Input, type Side, type TimeControl } from '../../firmware/core/index';
import { createSpeaker } from '../voice/speaker';
import { PACKS_DIR, readManifest } from '../voice/packs';
import { renderScreen, sizeNeeded, type Caption } from './screen';
import { tell } from './tell';
import { createKeys, keyLegend } from './keys';
import { parseOptions } from './options';
import { fail, failOnUncaught } from '../host/cliFail';
import { wordsIn } from '../words';

failOnUncaught();
const options = parseOptions(process.argv.slice(2));
const say = wordsIn(options.text);
const tooSmall = process.stdout.isTTY ? sizeNeeded(process.stdout.columns, process.stdout.rows, say) : null;
if (tooSmall !== null) fail(tooSmall + ' ' + say('term.enlargeFirst'));
const legend = keyLegend(say);
const leftSide: Side = options.blackOnLeft ? 'black' : 'white';
const startedAt = performance.now();
const now = () => Math.floor((performance.now() - startedAt) * options.speed);
let state: ClockState = newClock(options.settings);
let captions: Caption[] = [];
let notice = say('term.start');
let timer: ReturnType<typeof setTimeout> | undefined;
const speaker = options.mute ? null : createSpeaker(readManifest(options.language, PACKS_DIR), PACKS_DIR);
// Chinese and Japanese put no space after a full stop.
if (speaker === null && !options.mute) notice += (/[。）]$/.test(notice) ? '' : ' ') + say('term.noSound');

function describeEvent(event: ClockEvent): void {
  const told = tell(event, state.settings, options.language, say);
  if (told.phrase !== undefined) speaker?.say(event.at, told.phrase);
  if (told.caption !== undefined) captions = captions.concat([told.caption]).slice(-40);
  if (told.notice !== undefined) notice = told.notice;
}

/** A preset's time control in the chosen words ("读秒 1:55:00 + 5 次 × 60 秒"), not its id; a control given as JSON is "custom". */
const describe = (tc: TimeControl): string => wordsOf(tc).describe(tc, say, (ms) => formatSeconds(ms / SECOND_MS), describe);
const title = say('term.title', { title: options.title === '' ? say('term.custom') : describe(options.settings.black) });

function draw(): void {
  process.stdout.write('\x1b[H' + renderScreen(state, now(), captions, { title: title, leftSide: leftSide, legend: legend, notice: notice, say: say, columns: process.stdout.columns ?? 80, rows: process.stdout.rows ?? 24 }) + '\x1b[J');
}

/** Applies an input now, then sets the one timer for the next displayed second or call. */
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

function quit(): void {
  process.stdout.write('\x1b[?25h\x1b[?1049l');
  process.exit(0);
}

const onKey = createKeys(
  {
    state: () => state,
    apply: apply,
    newGame() {
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
      state = newClock(options.settings);
      captions = [];
      notice = say('term.start');
      draw();
    },
    quit: quit,
    say(text) {
      notice = text;
      draw();
    },
  },
  leftSide,
  say,
);

if (process.stdin.isTTY) process.stdin.setRawMode(true);
process.stdin.setEncoding('utf8');
process.stdin.on('data', (chunk: string) => {
  for (const key of chunk) onKey(key);
});
process.on('SIGTERM', quit);
process.stdout.on('resize', draw);
process.stdout.write('\x1b[?1049h\x1b[?25l\x1b[2J');
draw();
