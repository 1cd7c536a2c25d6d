// The case's measurements, worked out from the parameters and the parts' dimensions: the body's size, where each
// part sits, and where each hole is. Pure numbers; body.ts and lid.ts cut the solids from them, and the geometry
// test checks the solids against the parts placed here. Axes: x from the left player to the right one, y from the
// referee's side (front, −y) to the back, z up from the table; millimetres.
import { DISPLAYS, PARTS, type DisplayModule } from './parts';
import { BED_MM, checkParameters, ParameterError, type EnclosureParameters } from './parameters';

/** A box between two corners, axis-aligned. */
export interface Box {
  min: [number, number, number];
  max: [number, number, number];
}

/** A box in a face's own frame: `a` into the case from the face's inside, `b` across it, `c` up its slope. */
export interface FaceBox {
  a: [number, number];
  b: [number, number];
  c: [number, number];
}

export interface Design {
  parameters: EnclosureParameters;
  display: DisplayModule;
  wall: number;
  lidThickness: number;
  height: number;
  depth: number;
  topLength: number;
  baseLength: number;
  tilt: number;
  /** The right player's button centre; the left one is its mirror. */
  buttonX: number;
  /** On the right face: the display module and its window, in the face's frame. */
  module: FaceBox;
  window: FaceBox;
  rails: FaceBox[];
  /** On the front wall (−y): the speaker's centre and the recessed MODE and SET buttons' centres (x, z). */
  speaker: { x: number; z: number; radius: number; depth: number };
  referee: { x: number; z: number }[];
  /** On the back wall (+y): notches from the bottom edge for the USB plug and the microSD card, and the switch. */
  usbNotch: { x: number; width: number; top: number };
  cardNotch: { x: number; width: number; top: number };
  switchCutout: { x: number; z: number; width: number; height: number };
  /** Screw columns from the lid up to the top, at (x, y). */
  columns: [number, number][];
  /** Parts lying on the lid, axis-aligned. */
  jolt: Box;
  dfplayer: Box;
  regulator: Box;
  battery: Box;
  piezo: { x: number; y: number; radius: number };
  /** Pairs of slots in the lid for cable ties holding the Qwiic cables, at (x, y). */
  cableTies: [number, number][];
  /** Posts on the lid under each display module's lower edge (the right one; the left is its mirror). */
  modulePosts: Box[];
}

const BUTTON_GAP = 12;
const TOP_MARGIN = 5;
const STANDOFF = 3;
const RAIL_WIDTH = 3;
const LIP = 2;
const BED_MARGIN = 5;
/** Between the battery's bay and each board's frame, and between the parts in a row on the lid. */
const BOARD_GAP = 6;
const PART_GAP = 2;
/** The DFPlayer on a square of perfboard, and MODE or SET on theirs. */
const DFPLAYER_BOARD = 30;
export const REFEREE_BOARD = 20;
export const RING_WALL = 2.5;
/** The screw columns' centres from the middle, and their radius. */
const COLUMN_X = 30;
export const COLUMN_RADIUS = 4;
/** The walls of the lid's frames round the boards. */
export const FRAME = 2;

/** The inner face of the right end wall at height z. */
export function innerFaceX(d: Pick<Design, 'baseLength' | 'wall' | 'tilt'>, z: number): number {
  return d.baseLength / 2 - d.wall / Math.cos(d.tilt) - z * Math.tan(d.tilt);
}

export function designFor(parameters: EnclosureParameters): Design {
  checkParameters(parameters);
  const p = parameters;
  const display = DISPLAYS[p.display];
  const wall = p.wallMm;
  const clear = p.clearanceMm;
  const lidThickness = Math.max(wall, 3);
  const tilt = (p.faceTiltDeg * Math.PI) / 180;
  const boardTop = lidThickness + STANDOFF + 1.6 + PARTS.joltHeight.mm;
  // The buttons' housings hang over the boards on the lid; the speaker's ring stands between the lid and the top.
  const speakerRing = PARTS.speakerDiameter.mm / 2 + clear + RING_WALL;
  const height = Math.ceil(Math.max(wall + p.buttonDepthMm + clear + boardTop + 2 * clear, 2 * (Math.max(lidThickness + clear, wall) + speakerRing)));
  // The Jolt.js and the DFPlayer stand on the lid either side of the battery: the end walls, leaning in,
  // must clear them at the boards' top, or the top grows longer than the buttons need.
  // The display and its rails may reach down beside them.
  const displayRoom = display.moduleThickness.mm + 2 * clear + LIP;
  const boardsReach = PARTS.batteryLength.mm / 2 + BOARD_GAP + PARTS.joltWidth.mm + clear + FRAME + displayRoom;
  const boardsTopLength = 2 * (boardsReach + wall / Math.cos(tilt) - (height - boardTop) * Math.tan(tilt));
  const topLength = Math.max(BUTTON_GAP + 2 * p.buttonCapMm + 2 * TOP_MARGIN, Math.ceil(boardsTopLength));
  const baseLength = topLength + 2 * height * Math.tan(tilt);
  const moduleRoom = display.moduleWidth.mm + 2 * (RAIL_WIDTH + clear) + 2 * wall;
  // In front of each button's housing: the speaker, in its ring.
  const speakerRoom = 2 * (p.buttonHoleMm / 2 + PARTS.speakerDepth.mm + 3 * clear + wall);
  // From the back wall to the front, beside the battery: the DFPlayer, the buck-boost, the piezo.
  const lidColumn = 2 * wall + 4 * clear + DFPLAYER_BOARD + FRAME + 2 * PART_GAP + PARTS.regulatorDepth.mm + PARTS.piezoDiameter.mm;
  const depth = Math.ceil(Math.max(moduleRoom, p.buttonCapMm + 2 * TOP_MARGIN, speakerRoom, lidColumn) + 2);
  if (baseLength > BED_MM - 2 * BED_MARGIN) {
    throw new ParameterError('the body would be ' + baseLength.toFixed(1) + ' mm long at its base, more than a ' + BED_MM + ' mm bed takes: use a smaller --button or --tilt');
  }
  const buttonX = BUTTON_GAP / 2 + p.buttonCapMm / 2;
  // MODE and SET on their boards, beside the front screw columns.
  const refereeX = Math.max(buttonX + 14, COLUMN_X + COLUMN_RADIUS + clear + REFEREE_BOARD / 2);
  const geometry = { baseLength, wall, tilt };

  // The display slides up its rails until its top edge meets the top's underside.
  const topSlope = (height - wall) / Math.cos(tilt);
  const t = display.moduleThickness.mm;
  const halfWidth = display.moduleWidth.mm / 2;
  const module: FaceBox = { a: [0, t], b: [-halfWidth, halfWidth], c: [topSlope - display.moduleHeight.mm, topSlope] };
  const viewCentre = topSlope - display.moduleHeight.mm / 2 + display.viewOffsetUp.mm;
  const window: FaceBox = {
    a: [-wall - 1, 1],
    b: [-display.viewWidth.mm / 2 - 1.5, display.viewWidth.mm / 2 + 1.5],
    c: [viewCentre - display.viewHeight.mm / 2 - 1.5, viewCentre + display.viewHeight.mm / 2 + 1.5],
  };
  const railC: [number, number] = [module.c[0] - 2, topSlope + wall];
  const rails: FaceBox[] = [1, -1].flatMap((side) => {
    const outer = side * (halfWidth + clear + RAIL_WIDTH);
    const edge = side * (halfWidth + clear);
    const lipEnd = side * (halfWidth - LIP - 1);
    return [
      { a: [0, t + clear + LIP], b: [Math.min(edge, outer), Math.max(edge, outer)], c: railC },
      { a: [t + clear, t + clear + LIP], b: [Math.min(lipEnd, outer), Math.max(lipEnd, outer)], c: railC },
    ];
  });

  const innerY = depth / 2 - wall;
  const board = (x: [number, number], yFromBack: number, size: [number, number, number]): Box => ({
    min: [x[0], innerY - clear - yFromBack - size[1], lidThickness + STANDOFF],
    max: [x[1], innerY - clear - yFromBack, lidThickness + STANDOFF + size[2]],
  });
  const besideBattery = PARTS.batteryLength.mm / 2 + BOARD_GAP;
  const joltX: [number, number] = [-besideBattery - PARTS.joltWidth.mm, -besideBattery];
  const jolt = board(joltX, 0, [PARTS.joltWidth.mm, PARTS.joltDepth.mm, 1.6 + PARTS.joltHeight.mm]);
  const dfX = besideBattery + 15;
  const dfplayer = board([dfX - DFPLAYER_BOARD / 2, dfX + DFPLAYER_BOARD / 2], 0, [DFPLAYER_BOARD, DFPLAYER_BOARD, 1.6 + PARTS.dfplayerHeight.mm]);
  const regulatorBack = dfplayer.min[1] - clear - FRAME - PART_GAP;
  const regulatorFront = regulatorBack - PARTS.regulatorDepth.mm;
  const usbZ = jolt.min[2] + 1.6 + 1.6;
  const cardZ = dfplayer.min[2] + 1.6 + 2;
  const bottomEdge = module.c[0];
  const edgeZ = bottomEdge * Math.cos(tilt) - t * Math.sin(tilt);
  const edgeX = innerFaceX(geometry, bottomEdge * Math.cos(tilt)) - (t * Math.cos(tilt)) / 2;
  return {
    parameters: p,
    display,
    wall,
    lidThickness,
    height,
    depth,
    topLength,
    baseLength,
    tilt,
    buttonX,
    module,
    window,
    rails,
    speaker: { x: 0, z: height / 2, radius: PARTS.speakerDiameter.mm / 2, depth: PARTS.speakerDepth.mm },
    referee: [-1, 1].map((side) => ({ x: side * refereeX, z: lidThickness + 19 })),
    usbNotch: { x: (joltX[0] + joltX[1]) / 2 - PARTS.joltWidth.mm / 2 + PARTS.joltUsbFromLeft.mm, width: PARTS.usbPlugWidth.mm + 2, top: usbZ + PARTS.usbPlugHeight.mm / 2 + 1 },
    cardNotch: { x: dfX, width: PARTS.cardWidth.mm + 3, top: cardZ + 4 },
    switchCutout: { x: 0, z: lidThickness + 25, width: PARTS.switchCutoutWidth.mm, height: PARTS.switchCutoutHeight.mm },
    columns: [[-COLUMN_X, -(innerY - 3.5)], [COLUMN_X, -(innerY - 3.5)], [-COLUMN_X, innerY - 3.5], [COLUMN_X, innerY - 3.5]],
    jolt,
    dfplayer,
    regulator: { min: [dfX - PARTS.regulatorWidth.mm / 2, regulatorFront, lidThickness], max: [dfX + PARTS.regulatorWidth.mm / 2, regulatorBack, lidThickness + 6.4] },
    battery: {
      min: [-PARTS.batteryLength.mm / 2, -PARTS.batteryWidth.mm / 2, lidThickness + 1],
      max: [PARTS.batteryLength.mm / 2, PARTS.batteryWidth.mm / 2, lidThickness + 1 + PARTS.batteryThickness.mm],
    },
    piezo: { x: dfX, y: regulatorFront - PART_GAP - PARTS.piezoDiameter.mm / 2, radius: PARTS.piezoDiameter.mm / 2 },
    cableTies: [[(joltX[0] + joltX[1]) / 2, jolt.min[1] - 10], [joltX[1] + 10, innerY - 14]],
    modulePosts: [1, -1].map((side) => ({
      min: [edgeX - 3, side * (halfWidth - 8) - 3, lidThickness],
      max: [edgeX + 3, side * (halfWidth - 8) + 3, edgeZ - clear],
    })),
  };
}
