// The guide's table of the dimensions the case is built around, with their sources: test/hardware/enclosure.test.ts
// holds hardware/README.md to it, so a changed figure in parts.ts shows up in the guide.
import { DISPLAYS, PARTS, type Dimension, type DisplayModule } from './parts';
import { JOLT_BOARD } from '../boards/joltLayout';

const PART_NAMES: Record<keyof typeof PARTS, string> = {
  dfplayerSize: 'DFPlayer Mini, side',
  dfplayerHeight: 'DFPlayer Mini, height with pins',
  cardWidth: 'microSD card, width',
  cardThickness: 'microSD card, thickness',
  regulatorWidth: 'buck-boost (S9V11MA), width',
  regulatorDepth: 'buck-boost (S9V11MA), length',
  speakerDiameter: 'speaker, diameter',
  speakerDepth: 'speaker, depth',
  tactileSize: 'MODE/SET switch, side',
  tactileHeight: 'MODE/SET switch, height',
  buttonCap: 'player button, dome diameter (`--button`)',
  buttonHole: 'player button, panel hole (`--button-hole`)',
  buttonDepth: 'player button, depth below the panel (`--button-depth`)',
  batteryLength: 'LiPo, length',
  batteryWidth: 'LiPo, width',
  batteryThickness: 'LiPo, thickness',
  switchCutoutWidth: 'power switch, cut-out width',
  switchCutoutHeight: 'power switch, cut-out height',
  switchDepth: 'power switch, depth behind the panel',
  piezoDiameter: 'piezo disc, diameter',
  insertHole: 'heat-set insert M3: its hole',
  insertDepth: 'heat-set insert M3: its hole\'s depth',
};

const DISPLAY_NAMES: Record<Exclude<keyof DisplayModule, 'name'>, string> = {
  moduleWidth: 'module width',
  moduleHeight: 'module height',
  moduleThickness: 'module thickness',
  viewWidth: 'lit area, width',
  viewHeight: 'lit area, height',
  viewOffsetUp: "lit area's centre above the module's",
  cableRoom: 'room behind it for the cable',
};

function row(name: string, key: string, d: Dimension): string {
  return '| ' + name + ' | ' + d.mm + ' | ' + (d.measure ? '**measure yours**, then `--size ' + key + '=MM`: ' : '') + d.source + ' |';
}

export function dimensionTable(): string {
  const rows = ['| dimension | mm | source |', '|---|---|---|'];
  for (const display of Object.values(DISPLAYS)) {
    for (const key of Object.keys(DISPLAY_NAMES) as (keyof typeof DISPLAY_NAMES)[]) rows.push(row(display.name + ': ' + DISPLAY_NAMES[key], key, display[key]));
  }
  for (const key of Object.keys(PART_NAMES) as (keyof typeof PARTS)[]) rows.push(row(PART_NAMES[key], key, PARTS[key]));
  return rows.join('\n');
}

const EDGES = { left: "the board's left edge (x = 0)", right: 'the right edge', bottom: 'the bottom edge (y = 0)', top: 'the top edge' };

/** The Jolt.js as the case places it: every connector from the board's layout, and the plug it keeps room for. */
export function joltTable(): string {
  const rows = ['| connector | at (x, y) mm | opens on | room kept for | source |', '|---|---|---|---|---|'];
  for (const c of JOLT_BOARD.connectors) {
    rows.push('| ' + c.what + ' | ' + c.x + ', ' + c.y + ' | ' + EDGES[c.facing] + ' | ' + c.mate.what + ': ' + c.mate.width + ' × ' + c.mate.height + ' mm, ' + c.mate.reach + ' mm out | ' + c.element + ' in ' + JOLT_BOARD.source + '; ' + c.mate.source + ' |');
  }
  return rows.join('\n');
}
