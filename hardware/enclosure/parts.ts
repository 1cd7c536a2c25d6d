// The dimensions of the parts the case holds, each with where it comes from. A figure no datasheet or drawing
// we could read gives is marked `measure`: the case is built around it, and a maker checks it on the part in hand
// (the guide lists them, and the matching parameter changes it).

export interface Dimension {
  mm: number;
  /** The datasheet, drawing or maker's page the figure comes from. */
  source: string;
  /** True when no source gave it: a typical figure, to be measured on the part. */
  measure?: boolean;
}

function cited(mm: number, source: string): Dimension {
  return { mm, source };
}

/** A size no source gave: a typical figure, marked to be measured. */
export function typical(mm: number, why: string): Dimension {
  return { mm, source: why, measure: true };
}

const WAVESHARE = "Waveshare wiki, 2.42inch OLED Module (Parameters: module size, display size)";
const DFROBOT = 'DFRobot wiki, DFPlayer Mini SKU DFR0299 (Specification: size)';
const POLOLU = "Pololu's S9V11x product pages (size 0.5″ × 0.60″ × 0.25″)";
const MICRO_SD = "SD Association's microSD card: 11 × 15 × 1.0 mm";
const POUCH_CELL = '2,000 mAh 1S pouch cells sold with a JST-PH plug: about 60 × 36 × 7 mm';
const ROCKER = "a KCD11 mini rocker switch (15 × 10 mm bezel): no datasheet reached us, so check its cut-out on your part's own";
const INSERT = 'an M3 heat-set insert 5.7 mm long: the hole its maker asks for in PLA';
const OMRON_B3F = "Omron B3F datasheet: the 12 × 12 mm tactile switch (B3F-4055, 7.3 mm high)";

/** A display module: its board, the lit area in it, and the room its cable needs behind it. */
export interface DisplayModule {
  name: string;
  moduleWidth: Dimension;
  moduleHeight: Dimension;
  moduleThickness: Dimension;
  viewWidth: Dimension;
  viewHeight: Dimension;
  /** The lit area's centre from the module's centre, towards its top edge. */
  viewOffsetUp: Dimension;
  cableRoom: Dimension;
}

export const DISPLAYS: Record<string, DisplayModule> = {
  'waveshare-2.42': {
    name: 'Waveshare 2.42inch OLED Module (SSD1309, 128×64, I2C)',
    moduleWidth: cited(61.5, WAVESHARE),
    moduleHeight: cited(39.5, WAVESHARE),
    moduleThickness: typical(5, 'glass, board and parts: not in the wiki'),
    viewWidth: cited(55.01, WAVESHARE),
    viewHeight: cited(27.49, WAVESHARE),
    viewOffsetUp: typical(0, 'the lit area taken as centred on the module: the window leaves 1.5 mm round it'),
    cableRoom: typical(12, 'a right-angle header and its plugs behind the board'),
  },
};

export const DEFAULT_DISPLAY = 'waveshare-2.42';

/** Every other part the case is built around. */
export const PARTS = {
  dfplayerSize: cited(20, DFROBOT),
  dfplayerHeight: typical(13, 'with its pins soldered: 20.5 × 20.5 × 13 mm as measured in a published teardown'),
  cardWidth: cited(11, MICRO_SD),
  cardThickness: cited(1, MICRO_SD),
  regulatorWidth: cited(12.7, POLOLU),
  regulatorDepth: cited(15.3, POLOLU),
  speakerDiameter: typical(40, 'the bill of materials asks for a 40 mm speaker'),
  speakerDepth: typical(18, 'magnet and frame of a 40 mm, 3 W speaker'),
  tactileSize: cited(12, OMRON_B3F),
  tactileHeight: cited(7.3, OMRON_B3F),
  buttonCap: typical(60, 'the player buttons are 60 mm domes (the bill of materials)'),
  buttonHole: typical(46, "no drawing reached: the panel hole of the 60 mm dome buttons sold for arcades"),
  buttonDepth: typical(40, 'housing and microswitch below the panel'),
  batteryLength: typical(60, POUCH_CELL),
  batteryWidth: typical(36, POUCH_CELL),
  batteryThickness: typical(7, POUCH_CELL),
  switchCutoutWidth: typical(13, ROCKER),
  switchCutoutHeight: typical(8.5, ROCKER),
  switchDepth: typical(14, 'a KCD11 mini rocker switch, with its solder tabs'),
  insertHole: typical(4, INSERT),
  insertDepth: typical(6.5, INSERT),
  piezoDiameter: typical(27, 'a 27 mm piezo disc'),
} satisfies Record<string, Dimension>;

export type PartKey = keyof typeof PARTS;
export type DisplayKey = Exclude<keyof DisplayModule, 'name'>;

/** The sizes a maker may give for their own parts (`--size KEY=MM`): every one marked to be measured. */
export function measuredKeys(display: DisplayModule): (PartKey | DisplayKey)[] {
  const parts = (Object.keys(PARTS) as PartKey[]).filter((key) => PARTS[key].measure);
  const own = (Object.keys(display) as (keyof DisplayModule)[]).filter((key): key is DisplayKey => key !== 'name' && display[key].measure === true);
  return [...own, ...parts];
}
