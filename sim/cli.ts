// `npm run sim`: the headless scenario runner and the preset list.
import { readFileSync } from 'node:fs';
import { PRESETS, parseSettings, findPreset, formatSeconds, type ClockEvent, type TimeControl } from '../firmware/core/index';
import { toSgf } from '../firmware/app/sgf';
import { PRESET_TITLES } from './presetTitles';
import { parseScenario, runScenario } from './scenario';
import { firmwareMain } from './firmwareCli';

const USAGE = [
  'usage: npm run sim -- --scenario FILE.json   run a scenario in virtual time, print JSON Lines',
  '       npm run sim -- --scenario -           read the scenario from stdin',
  '       npm run sim -- --scenario FILE --sgf  the game\'s times as SGF instead',
  '       npm run sim -- --presets              list the preset time controls',
  '       npm run sim -- --firmware [--preset NAME] [--speed N] [--png DIR]',
  '                                             the built firmware on the fake Espruino, faces in the terminal',
  '       npm run sim -- --firmware --scenario FILE [--png DIR] [--record jsonl|sgf]',
  '                                             a scenario through the firmware: DFPlayer plays as JSON Lines,',
  '                                             or the firmware\'s own game record',
].join('\n');

function fail(message: string): never {
  process.stderr.write('error: ' + message + '\n');
  process.exit(2);
}

function describeControl(tc: TimeControl): string {
  const main = formatSeconds(tc.mainMs / 1000);
  switch (tc.system) {
    case 'absolute':
      return 'sudden death ' + main;
    case 'byoyomi':
      return 'byo-yomi ' + main + ' + ' + tc.periods + ' x ' + tc.periodMs / 1000 + ' s';
    case 'moves':
      return 'moves ' + main + ' + ' + tc.moves + ' moves / ' + formatSeconds(tc.periodMs / 1000);
  }
}

function listPresets(): void {
  for (const preset of PRESETS) {
    const settings = parseSettings(preset.name, 'preset', findPreset);
    process.stdout.write(preset.name.padEnd(17) + describeControl(settings.black).padEnd(34) + PRESET_TITLES[preset.name] + '\n');
  }
}

function readScenarioText(source: string): string {
  try {
    return readFileSync(source === '-' ? 0 : source, 'utf8');
  } catch (error) {
    return fail('cannot read scenario ' + source + ': ' + (error as Error).message);
  }
}

function runScenarioFile(source: string, sgf: boolean): void {
  let json: unknown;
  try {
    json = JSON.parse(readScenarioText(source));
  } catch (error) {
    fail('scenario is not valid JSON: ' + (error as Error).message);
  }
  let scenario;
  try {
    scenario = parseScenario(json);
  } catch (error) {
    fail((error as Error).message);
  }
  const events: ClockEvent[] = [];
  runScenario(scenario, (event) => events.push(event));
  if (sgf) process.stdout.write(toSgf(scenario.settings, events));
  else process.stdout.write(events.map((e) => JSON.stringify(e) + '\n').join(''));
}

function main(args: string[]): void {
  if (args.length === 0 || args[0] === '--help' || args[0] === '-h') {
    process.stdout.write(USAGE + '\n');
    return;
  }
  if (args[0] === '--presets' && args.length === 1) return listPresets();
  if (args[0] === '--firmware') return firmwareMain(args.slice(1));
  if (args[0] === '--scenario' && args.length === 2) return runScenarioFile(args[1], false);
  if (args[0] === '--scenario' && args.length === 3 && args[2] === '--sgf') return runScenarioFile(args[1], true);
  fail('unknown arguments: ' + args.join(' ') + '\n' + USAGE);
}

main(process.argv.slice(2));
