// What a maker may change in the case, with the checks that keep it printable: `npm run enclosure -- --wall 2.8`.
import { DEFAULT_DISPLAY, DISPLAYS, measuredKeys, PARTS, type DisplayKey, type PartKey } from './parts';

export interface EnclosureParameters {
  /** Every wall, the top and the lid: at least 2 mm. */
  wallMm: number;
  /** A key of DISPLAYS. */
  display: string;
  /** The player buttons: the dome's diameter, the panel hole, and how deep the housing reaches below the panel. */
  buttonCapMm: number;
  buttonHoleMm: number;
  buttonDepthMm: number;
  /** How far each face leans back from upright, towards its player. */
  faceTiltDeg: number;
  /** The gap left round every part. */
  clearanceMm: number;
  /** The maker's own measurements of the sizes marked to be measured (`--size KEY=MM`). */
  sizes: Partial<Record<PartKey | DisplayKey, number>>;
}

export const DEFAULT_PARAMETERS: EnclosureParameters = {
  wallMm: 2.4,
  display: DEFAULT_DISPLAY,
  buttonCapMm: PARTS.buttonCap.mm,
  buttonHoleMm: PARTS.buttonHole.mm,
  buttonDepthMm: PARTS.buttonDepth.mm,
  faceTiltDeg: 25,
  clearanceMm: 0.5,
  sizes: {},
};

/** A printer's bed: both parts must lie on it. */
export const BED_MM = 220;
export const MIN_WALL_MM = 2;

export class ParameterError extends Error {}

interface NumberFlag {
  flag: string;
  key: keyof EnclosureParameters;
  min: number;
  max: number;
  unit: string;
}

export const NUMBER_FLAGS: NumberFlag[] = [
  { flag: '--wall', key: 'wallMm', min: MIN_WALL_MM, max: 5, unit: 'mm' },
  { flag: '--button', key: 'buttonCapMm', min: 24, max: 80, unit: 'mm' },
  { flag: '--button-hole', key: 'buttonHoleMm', min: 12, max: 70, unit: 'mm' },
  { flag: '--button-depth', key: 'buttonDepthMm', min: 10, max: 50, unit: 'mm' },
  { flag: '--tilt', key: 'faceTiltDeg', min: 0, max: 40, unit: '°' },
  { flag: '--clearance', key: 'clearanceMm', min: 0.2, max: 2, unit: 'mm' },
];

/** Sets one flag's value on `parameters`, or says in one line which flag and why not. */
export function setParameter(parameters: EnclosureParameters, flag: string, value: string | undefined): void {
  if (flag !== '--size' && flag !== '--display' && !NUMBER_FLAGS.some((f) => f.flag === flag)) throw new ParameterError('unknown argument ' + flag + ' (see --help)');
  if (value === undefined || value.startsWith('--')) throw new ParameterError(flag + ' needs a value');
  if (flag === '--size') {
    setSize(parameters, value);
    return;
  }
  if (flag === '--display') {
    if (!DISPLAYS[value]) throw new ParameterError('--display: no display module "' + value + '" (known: ' + Object.keys(DISPLAYS).join(', ') + ')');
    parameters.display = value;
    return;
  }
  const spec = NUMBER_FLAGS.find((f) => f.flag === flag) as NumberFlag;
  const number = Number(value);
  if (!/^\d+(\.\d+)?$/.test(value) || !(number >= spec.min && number <= spec.max)) {
    throw new ParameterError(flag + ': ' + value + ' is not a number from ' + spec.min + ' to ' + spec.max + ' ' + spec.unit);
  }
  (parameters[spec.key] as number) = number;
}

/** `--size speakerDepth=20`: one of the sizes a maker measures, within half to twice the typical figure. */
function setSize(parameters: EnclosureParameters, value: string): void {
  const [key, mm] = value.split('=');
  const keys = measuredKeys(DISPLAYS[parameters.display]);
  if (!keys.includes(key as PartKey)) throw new ParameterError('--size: no measured size "' + key + '" (known: ' + keys.join(', ') + ')');
  const typical = key in PARTS ? PARTS[key as PartKey].mm : DISPLAYS[parameters.display][key as DisplayKey].mm;
  const number = Number(mm);
  const [low, high] = typical === 0 ? [-5, 5] : [typical / 2, typical * 2];
  if (mm === undefined || !/^-?\d+(\.\d+)?$/.test(mm) || !(number >= low && number <= high)) {
    throw new ParameterError('--size ' + key + ': ' + mm + ' is not a number of mm from ' + low + ' to ' + high);
  }
  parameters.sizes = { ...parameters.sizes, [key]: number };
}

/** Checks that go across parameters, before anything is built. */
export function checkParameters(parameters: EnclosureParameters): void {
  if (parameters.buttonHoleMm >= parameters.buttonCapMm) {
    throw new ParameterError('--button-hole: ' + parameters.buttonHoleMm + ' mm must be smaller than the button\'s ' + parameters.buttonCapMm + ' mm dome, which covers it');
  }
}
