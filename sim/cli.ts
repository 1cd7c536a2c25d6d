// `npm run sim`: the headless scenario runner and the preset list.
import { readFileSync, writeFileSync } from 'node:fs';
import { PRESETS, parseSettings, findPreset, formatSeconds, wordsOf, SECOND_MS, type ClockEvent, type TimeControl } from '../firmware/core/index';
import { toSgf } from '../firmware/app/record/sgf';
import { PRESET_TITLES } from './presetTitles';
import { parseScenario, runScenario, type Scenario } from './scenario';
import { PACKS_DIR, readManifest } from './voice/packs';
import { packSource, renderTrack, spokenPhrases } from './voice/render';
import { writeWav } from './voice/wav';
import { LANGUAGES } from './voice/texts';
import { firmwareMain } from './firmwareCli';
import { takeBuildFlag } from './host/buildFirst';
import { recordToText } from './recordSgf';
import { fail, failOnUncaught } from './host/cliFail';
import { readScenarioJson, SCENARIO_NEEDS } from './scenarioFile';
import { SAMPLE_PACKS_DIR } from './voice/samplePack';
import { inEnglish } from './words';

const USAGE = [
  'usage: npm run sim -- --scenario FILE.json   run a scenario in virtual time, print JSON Lines',
  '       npm run sim -- --scenario -           read the scenario from stdin',
  '       npm run sim -- --scenario FILE --sgf  the game\'s times as SGF instead',
  '       npm run sim -- --scenario FILE --wav OUT.wav [--language zh|yue|ja|ko|en] [--packs DIR]',
  '                                             the whole voice track, each clip at its instant (npm run voice first)',
  '       npm run sim -- --sgf-from FILE        a device\'s record, printed by clock.record("raw"), as SGF',
  '       npm run sim -- --jsonl-from FILE      the same record as JSON Lines',
  '       npm run sim -- --presets              list the preset time controls',
  '       npm run sim -- --firmware [--preset NAME] [--speed N] [--png DIR]',
  '                                             the built firmware on the fake Espruino, faces in the terminal',
  '       npm run sim -- --firmware --scenario FILE [--png DIR] [--record jsonl|sgf]',
  '                                             a scenario through the firmware: DFPlayer plays and piezo beeps',
  '                                             as JSON Lines, or the firmware\'s own game record (times from the start)',
  '         with --voice ok|none|no-card         the voice module wired with a card (ok), missing, or without a card',
  '              --battery VOLTS                 the pack\'s voltage (0: USB only; the low-battery call is at 3.87 on the LiPo)',
].join('\n');

function describeControl(tc: TimeControl): string {
  return wordsOf(tc).describe(tc, inEnglish, (ms) => formatSeconds(ms / SECOND_MS), describeControl);
}

function listPresets(): void {
  for (const preset of PRESETS) {
    const settings = parseSettings(preset.name, 'preset', findPreset);
    // Name and what it is, then the time control in words and as the JSON a scenario may give instead of the name.
    process.stdout.write(preset.name.padEnd(24) + PRESET_TITLES[preset.name] + '\n' + ' '.repeat(24) + describeControl(settings.black) + '\n');
    process.stdout.write(' '.repeat(24) + JSON.stringify(preset.timeControl) + '\n');
  }
}

function writeVoiceTrack(scenario: Scenario, events: ClockEvent[], out: string, language: string, packs: string): void {
  const manifest = readManifest(language, packs);
  if (manifest === null) fail('no ' + language + ' voice pack in ' + packs + ': build the full packs with npm run voice, or use the sample packs npm test builds: --packs ' + SAMPLE_PACKS_DIR);
  try {
    const source = packSource(manifest, packs);
    writeFileSync(out, writeWav(renderTrack(spokenPhrases(scenario.settings, events, source), source, scenario.until)));
  } catch (error) {
    fail((error as Error).message);
  }
}

interface Output {
  sgf: boolean;
  wav?: string;
  language: string;
  packs: string;
}

function runScenarioFile(source: string, output: Output): void {
  let scenario;
  try {
    scenario = parseScenario(readScenarioJson(source), 'flag');
  } catch (error) {
    fail((error as Error).message);
  }
  // Said on stderr, so the events on stdout stay JSON Lines.
  if (scenario.stoppedAt !== undefined) process.stderr.write('scenario: ' + scenario.stoppedAt + '\n');
  if (output.wav === undefined && !output.sgf) return printEvents(scenario);
  const events: ClockEvent[] = [];
  runScenario(scenario, (event) => events.push(event));
  if (output.wav !== undefined) writeVoiceTrack(scenario, events, output.wav, output.language, output.packs);
  else process.stdout.write(toSgf(scenario.settings, events, inEnglish));
}

/** JSON Lines as the events happen, in blocks: memory stays flat however long the scenario. */
function printEvents(scenario: Scenario): void {
  let block = '';
  runScenario(scenario, (event) => {
    block += JSON.stringify(event) + '\n';
    if (block.length < 65536) return;
    process.stdout.write(block);
    block = '';
  });
  process.stdout.write(block);
}

function scenarioOutput(args: string[]): Output {
  const output: Output = { sgf: false, language: 'zh', packs: PACKS_DIR };
  for (let i = 0; i < args.length; i++) {
    if (args[i] === '--sgf') output.sgf = true;
    else if (args[i] === '--wav' && args[i + 1] !== undefined) output.wav = args[++i];
    else if (args[i] === '--packs' && args[i + 1] !== undefined) output.packs = args[++i];
    else if (args[i] === '--language' && args[i + 1] !== undefined) {
      output.language = args[++i];
      if (!LANGUAGES.some((l) => l.id === output.language)) fail('--language must be one of ' + LANGUAGES.map((l) => l.id).join(', ') + ' (got ' + output.language + ')');
    } else fail('unknown arguments: ' + args.join(' ') + ' (see --help)');
  }
  return output;
}

function convertRecord(file: string, format: 'sgf' | 'jsonl'): void {
  let raw: string;
  try {
    raw = readFileSync(file === '-' ? 0 : file, 'latin1');
  } catch (error) {
    return fail('cannot read record ' + file + ': ' + (error as Error).message);
  }
  try {
    process.stdout.write(recordToText(raw, format, inEnglish));
  } catch (error) {
    fail((error as Error).message);
  }
}

function main(args: string[]): void {
  const build = takeBuildFlag(args);
  if (args.length === 0 || args[0] === '--help' || args[0] === '-h') {
    process.stdout.write(USAGE + '\n');
    return;
  }
  if (args[0] === '--presets' && args.length === 1) return listPresets();
  if ((args[0] === '--sgf-from' || args[0] === '--jsonl-from') && args.length === 2) return convertRecord(args[1], args[0] === '--sgf-from' ? 'sgf' : 'jsonl');
  if (args[0] === '--firmware') return firmwareMain(args.slice(1), build);
  if (args[0] === '--scenario' && (args.length < 2 || args[1].startsWith('--'))) fail(SCENARIO_NEEDS);
  if (args[0] === '--scenario') return runScenarioFile(args[1], scenarioOutput(args.slice(2)));
  fail('unknown arguments: ' + args.join(' ') + ' (see --help)');
}

failOnUncaught();
main(process.argv.slice(2));
