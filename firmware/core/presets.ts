// Named time controls a referee picks from. Raw JSON, validated by parseSettings like any other input.
// Their descriptions live in the simulator (sim/presetTitles.ts): the firmware shows names only. The
// list is made when asked for, not kept: on Espruino every object held costs variables the whole game.
// @espruino-hot: its functions run at every wake-up, so the build keeps them declared.
import { systemFields, systemNames } from './systems/index';
import { MINUTE_MS, SECOND_MS } from './units';

export interface Preset {
  name: string;
  timeControl: unknown;
}

/** A control from preset words: system, main minutes, then its fields (systemFields; "…Ms" in seconds), then "@N" for untilMove. */
function controlFrom(words: string[]): Record<string, unknown> {
  const control: Record<string, unknown> = { system: words[0], mainMs: Number(words[1]) * MINUTE_MS };
  const own = systemFields(words[0]);
  let at = 2;
  for (let i = 0; i < own.length && at < words.length && words[at].charAt(0) !== '@'; i++) {
    control[own[i][0]] = Number(words[at++]) * (own[i][0].slice(-2) === 'Ms' ? SECOND_MS : 1);
  }
  if (at < words.length) control.untilMove = Number(words[at].slice(1));
  return control;
}

/**
 * One preset a line: name, then its control (controlFrom); a multi-stage one's stages follow "stages",
 * separated by " / ". A string, not objects, since the firmware carries it.
 */
function presetLines(): string[] {
  const lines = (
    'cn-national byoyomi 115 5 60,cn-local byoyomi 59 1 60,fast-30s byoyomi 10 3 30,fast-20s byoyomi 5 3 20,' +
    'fast-10s byoyomi 3 3 10,jp-5x30s byoyomi 60 5 30,jp-3x30s byoyomi 30 3 30,kr-3x40s byoyomi 30 3 40,' +
    'sudden-death-60 absolute 60,moves-15-in-10 moves 60 15 600,fischer-5m+3s fischer 5 3,' +
    'fischer-30m+20s-max60m fischer 30 20 3600,delay-5m+5s delay 5 5,bronstein-5m+5s bronstein 5 5,' +
    'canadian-30m+25in10m canadian 30 25 600,hourglass-3m hourglass 3,ing-3h+35m-2pts-x3 ing 180 2100 2 3,' +
    'fide-90m+30s-40 stages fischer 90 30 @40 / fischer 30 30'
  ).split(',');
  // A build that leaves a system out offers none of its presets.
  const held = systemNames();
  return lines.filter((line) => held.indexOf(line.split(' ')[1]) >= 0);
}

function presetOf(line: string): Preset {
  const parts = line.split(' / ');
  const words = parts[0].split(' ');
  if (words[1] !== 'stages') return { name: words[0], timeControl: controlFrom(words.slice(1)) };
  const stages = [controlFrom(words.slice(2))].concat(parts.slice(1).map((part) => controlFrom(part.split(' '))));
  return { name: words[0], timeControl: { system: 'stages', stages: stages } };
}

export function presets(): Preset[] {
  return presetLines().map(presetOf);
}

/** Every preset, for the simulator and tests (the firmware asks presets() when it needs them). */
export const PRESETS: Preset[] = /*#__PURE__*/ presets();

/** "is not a known preset (got …; known: cn-national, …)": the reason an unknown name is refused, listing the names. */
export function unknownPresetReason(got: string): string {
  const lines = presetLines();
  const names: string[] = [];
  for (let i = 0; i < lines.length; i++) names.push(lines[i].slice(0, lines[i].indexOf(' ')));
  return 'is not a known preset (got ' + got + '; known: ' + names.join(', ') + ')';
}

/** A preset's raw time control, or undefined: only its own line is parsed (the firmware looks one up at every boot). */
export function findPreset(name: string): unknown {
  const lines = presetLines();
  for (let i = 0; i < lines.length; i++) if (lines[i].indexOf(name + ' ') === 0) return presetOf(lines[i]).timeControl;
  return undefined;
}
