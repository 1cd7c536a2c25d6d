// `npm run sim -- --firmware …`: the built firmware bundle running on the fake Espruino. Interactive,
// it is the terminal clock again, drawing the two OLED frames; with --scenario it runs headless and
// prints what the DFPlayer was told to play, as JSON Lines.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { findPreset, parseSettings, type ClockEvent, type ClockState, type Side } from '../firmware/core/index';
import { inEnglish } from './words';
import { toSgf } from '../firmware/app/record/sgf';
import { allPhrases } from '../firmware/voice/clips';
import { mandarinText } from './voice/texts';
import { FIRMWARE_BUNDLE } from './espruino/bundlePaths';
import { bootFirmware, GAME_ORIGIN_MS, pressScenario, TAP_MS, type FirmwareSettings } from './espruino/firmwareRun';
import { brailleLines, framePng } from './espruino/frameImage';
import { HOLD_MS, LONG_MS } from './espruino/buttonWalker';
import type { FakeEspruino, FakeOptions } from './espruino/fake';
import { parseScenario, type Scenario } from './scenario';
import { fail, flagValue } from './host/cliFail';
import { buildFirst } from './host/buildFirst';
import { readScenarioJson, SCENARIO_NEEDS } from './scenarioFile';

const PHRASES = allPhrases();

function phraseOf(clip: number): string {
  const found = PHRASES.find((p) => p.clip === clip);
  return found === undefined ? '?' : found.phrase;
}

function writePngs(fake: FakeEspruino, dir: string): void {
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'left.png'), framePng(fake.displays.left, 4));
  writeFileSync(join(dir, 'right.png'), framePng(fake.displays.right, 4));
}


/**
 * The firmware's own record, as its console prints it, with its instants counted from the scenario's
 * start as the scenario runner counts them (the firmware counts from its boot, GAME_ORIGIN_MS earlier);
 * SGF is written from that record by the firmware's own SGF writer.
 */
function recordFromGameStart(fake: FakeEspruino, format: string): string {
  const events = fake
    .consoleOutput('clock.record()')
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => {
      const event = JSON.parse(line) as ClockEvent;
      event.at -= GAME_ORIGIN_MS;
      return event;
    });
  if (format === 'sgf') return toSgf((fake.console('clock.state()') as ClockState).settings, events, inEnglish);
  return events.map((event) => JSON.stringify(event) + '\n').join('');
}

/** Silence this long after a clip ends means nothing is queued: the firmware sends its next clip as it hears "finished". */
const QUIET_MS = 200;
/** The most the last calls may take after the flag: "10", then the time-out. */
const LAST_CALLS_MS = 10000;

/**
 * At the flag the voice is still saying "10", and the time-out (超时) follows it (the rules' "10, 超时判负"): a run
 * to the flag goes on until the voice module and the piezo have been quiet for QUIET_MS, so that it ends after its last call.
 */
function sayTheLastCalls(fake: FakeEspruino): void {
  const limit = fake.now + LAST_CALLS_MS;
  let quietSince = fake.now;
  while (fake.now - quietSince < QUIET_MS && fake.now < limit) {
    fake.runUntil(fake.now + 20);
    if (fake.dfplayer.playing() || fake.piezo.sounding()) quietSince = fake.now;
  }
}

function runHeadless(file: string, pngDir: string | undefined, record: string | undefined, device: FakeOptions): void {
  let raw: { timeControl?: unknown; actions?: { at: number; do: string; side?: Side }[] };
  let scenario: Scenario;
  try {
    raw = readScenarioJson(file) as typeof raw;
    scenario = parseScenario(raw, 'flag');
  } catch (error) {
    return fail((error as Error).message);
  }
  if (scenario.stoppedAt !== undefined) process.stderr.write('scenario: ' + scenario.stoppedAt + '\n');
  const settings: FirmwareSettings = typeof raw.timeControl === 'string' ? { preset: raw.timeControl } : { timeControl: raw.timeControl };
  const fake = bootFirmware(settings, device);
  try {
    pressScenario(fake, scenario, raw.actions ?? []);
  } catch (error) {
    return fail((error as Error).message);
  }
  fake.runUntil(GAME_ORIGIN_MS + scenario.until);
  if (scenario.flagAt !== undefined) sayTheLastCalls(fake);
  if (pngDir !== undefined) writePngs(fake, pngDir);
  if (record !== undefined) {
    process.stdout.write(recordFromGameStart(fake, record));
    return;
  }
  const lines: { at: number; line: string }[] = [];
  for (const play of fake.dfplayer.plays()) {
    const at = play.atMs - GAME_ORIGIN_MS;
    if (at >= 0) lines.push({ at: at, line: JSON.stringify({ at: at, type: 'voice', clip: play.clip, phrase: phraseOf(play.clip) }) });
  }
  // The piezo's patterns (no voice, or beeps chosen): tones less than 100 ms apart are one pattern.
  for (const beep of fake.piezo.patterns(GAME_ORIGIN_MS, 100)) {
    lines.push({ at: beep.atMs - GAME_ORIGIN_MS, line: JSON.stringify({ at: beep.atMs - GAME_ORIGIN_MS, type: 'beep', freqHz: beep.freqHz, pattern: beep.pattern }) });
  }
  lines.sort((a, b) => a.at - b.at);
  for (const entry of lines) process.stdout.write(entry.line + '\n');
}

/** The device a person wants to try: a voice module or none, a card or none, the pack's voltage. */
function deviceOption(options: FakeOptions, name: string, value: string): boolean {
  if (name === '--voice') {
    if (value !== 'ok' && value !== 'none' && value !== 'no-card') fail('--voice must be ok, none or no-card (got ' + value + ')');
    options.dfplayer = { present: value !== 'none', card: value === 'ok' };
    return true;
  }
  if (name === '--battery') {
    const volts = Number(value);
    if (!(volts >= 0 && volts <= 16)) fail('--battery must be the pack\'s volts, 0 (USB only) to 16 (got ' + value + ')');
    options.batteryVolts = volts;
    return true;
  }
  return false;
}

const KEYS_HELP =
  'a/l: tap left/right  A/L: hold 1.2 s (own time)  h/j: hold 3.5 s (pause, resume, menu)  c: both (menu)  m: MODE  s: SET  q: quit';
/** The screen: two 128×64 faces in braille (64 columns, 16 rows each), side by side, under a title and above the captions and keys. */
const SCREEN_COLUMNS = 1 + 64 + 4 + 64;
const SCREEN_ROWS = 2 + 16 + 2 + 6 + 2;

/** Checked with the arguments, before any build: a terminal too small is told at once, not after the build's seconds. */
function checkTerminal(): void {
  const columns = process.stdout.columns;
  const rows = process.stdout.rows;
  if (process.stdout.isTTY && (columns < SCREEN_COLUMNS || rows < SCREEN_ROWS)) {
    fail('the firmware simulator needs a terminal of at least ' + SCREEN_COLUMNS + ' columns and ' + SCREEN_ROWS + ' rows (this one is ' + columns + '×' + rows + '): widen it, or run a --scenario headless');
  }
}

function runInteractive(preset: string, speed: number, pngDir: string | undefined, device: FakeOptions): void {
  const fake = bootFirmware({ preset: preset }, device);
  const startedAt = performance.now();
  const virtualNow = () => Math.floor((performance.now() - startedAt) * speed);
  let captions: string[] = [];
  let seenPlays = 0;
  let seenTones = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const draw = () => {
    const plays = fake.dfplayer.plays();
    for (; seenPlays < plays.length; seenPlays++) {
      const phrase = phraseOf(plays[seenPlays].clip);
      captions = captions.concat([(plays[seenPlays].atMs / 1000).toFixed(1).padStart(8) + ' s  clip ' + String(plays[seenPlays].clip).padStart(4) + '  ' + phrase + '  ' + mandarinText(phrase)]).slice(-6);
    }
    // Beeps are shown once they have sounded: each tone's length in ms, ' ' between tones.
    const tones = fake.piezo.tones;
    for (; seenTones < tones.length && tones[seenTones].lengthMs !== null; seenTones++) {
      const tone = tones[seenTones];
      if (tone.lengthMs === 0) continue;
      captions = captions.concat([(tone.atMs / 1000).toFixed(1).padStart(8) + ' s  beep ' + tone.lengthMs + ' ms at ' + tone.freqHz + ' Hz']).slice(-6);
    }
    const left = brailleLines(fake.displays.left);
    const right = brailleLines(fake.displays.right);
    const out = [' Go clock firmware (' + FIRMWARE_BUNDLE + ' on the fake Espruino, ' + fake.board.name + ')', ''];
    for (let i = 0; i < left.length; i++) out.push(' ' + left[i] + '    ' + right[i]);
    out.push('', ' DFPlayer and piezo:');
    for (let i = 0; i < 6; i++) out.push(captions[i] ?? '');
    out.push('', ' ' + KEYS_HELP);
    process.stdout.write('\x1b[H' + out.join('\x1b[K\n') + '\x1b[J');
    if (pngDir !== undefined) writePngs(fake, pngDir);
  };
  const pump = () => {
    if (timer !== undefined) clearTimeout(timer);
    fake.runUntil(virtualNow());
    draw();
    const next = fake.nextEventAt();
    if (next !== null) timer = setTimeout(pump, Math.max(1, Math.ceil((next - virtualNow()) / speed)));
  };
  const hold = (pin: string, ms: number) => {
    fake.press(pin, virtualNow() + 1, ms);
    pump();
  };
  const buttons = fake.board.buttons;
  const keys: Record<string, () => void> = {
    a: () => hold(buttons.left, TAP_MS),
    l: () => hold(buttons.right, TAP_MS),
    A: () => hold(buttons.left, HOLD_MS),
    L: () => hold(buttons.right, HOLD_MS),
    h: () => hold(buttons.left, LONG_MS),
    j: () => hold(buttons.right, LONG_MS),
    // Both player buttons together: the menu of the moment (setup, referee, or the decision after a flag).
    c: () => {
      fake.press(buttons.left, virtualNow() + 1, HOLD_MS);
      hold(buttons.right, HOLD_MS);
    },
    m: () => hold(buttons.mode, TAP_MS),
    s: () => hold(buttons.set, TAP_MS),
  };
  const quit = () => {
    process.stdout.write('\x1b[?25h\x1b[?1049l');
    process.exit(0);
  };
  if (process.stdin.isTTY) process.stdin.setRawMode(true);
  process.stdin.setEncoding('utf8');
  process.stdin.on('data', (chunk: string) => {
    for (const key of chunk) {
      if (key === 'q' || key === '\u0003') quit();
      keys[key]?.();
    }
  });
  process.on('SIGTERM', quit);
  process.stdout.write('\x1b[?1049h\x1b[?25l\x1b[2J');
  pump();
}

/** `build`: run npm run build once the arguments are checked (npm run sim passes it). */
export function firmwareMain(args: string[], build: boolean): void {
  let scenario: string | undefined;
  let pngDir: string | undefined;
  let preset = 'cn-national';
  let speed = 1;
  let record: string | undefined;
  const device: FakeOptions = {};
  for (let i = 0; i < args.length; i += 2) {
    const value = args[i + 1];
    if (args[i] === '--scenario' && (value === undefined || value.startsWith('--'))) fail(SCENARIO_NEEDS);
    flagValue(args, i, ['--voice', '--battery', '--scenario', '--png', '--record', '--preset', '--speed']);
    if (deviceOption(device, args[i], value)) continue;
    if (args[i] === '--scenario') scenario = value;
    else if (args[i] === '--png') pngDir = value;
    else if (args[i] === '--record') {
      if (value !== 'jsonl' && value !== 'sgf') fail('--record must be jsonl or sgf (got ' + value + ')');
      record = value;
    }
    else if (args[i] === '--preset') {
      try {
        parseSettings(value, '--preset', findPreset);
      } catch (error) {
        fail((error as Error).message);
      }
      preset = value;
    }
    else if (args[i] === '--speed') {
      speed = Number(value);
      if (!(speed >= 1 && speed <= 100)) fail('--speed must be a number from 1 to 100 (got ' + value + ')');
    } else fail('unknown argument ' + args[i] + ' (see --help)');
  }
  if (record !== undefined && scenario === undefined) fail('--record goes with --scenario');
  if (scenario === undefined) checkTerminal();
  if (build) buildFirst('build');
  if (!existsSync(FIRMWARE_BUNDLE)) fail(FIRMWARE_BUNDLE + ' is missing: run `npm run build` first');
  if (scenario !== undefined) runHeadless(scenario, pngDir, record, device);
  else runInteractive(preset, speed, pngDir, device);
}
