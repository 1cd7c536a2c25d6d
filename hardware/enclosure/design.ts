// The case's measurements, worked out from the parameters and the parts' dimensions: the body's size, where each
// part sits, and where each hole is. Pure numbers; body.ts and lid.ts cut the solids from them, and the geometry
// test checks the solids against the parts placed here. Axes: x from the left player to the right one, y from the
// referee's side (front, −y) to the back, z up from the table; millimetres.
import { DISPLAYS, PARTS, type DisplayKey, type DisplayModule, type PartKey } from './parts';
import { BED_MM, checkParameters, ParameterError, type EnclosureParameters } from './parameters';
import { JOLT_BOARD, connector, tallestPartMm, type Connector, type Edge } from '../boards/joltLayout';

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

/** Where the Jolt.js lies: its outline's origin corner at (x, y), its bottom at z, turned by `turn` degrees (a multiple of 90) about z. */
export interface BoardPlacement {
  x: number;
  y: number;
  z: number;
  turn: number;
}

/** Every size the case is built around, in mm: the parts' typical figures, or the maker's own (`--size`). */
export type Sizes = Record<PartKey, number> & Record<DisplayKey, number>;

export interface Design {
  parameters: EnclosureParameters;
  display: DisplayModule;
  sizes: Sizes;
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
  /** On the back wall (+y): notches from the bottom edge for the USB plug and the microSD card, the switch, and a pin hole to the board's button. */
  usbNotch: { x: number; width: number; top: number };
  cardNotch: { x: number; width: number; top: number };
  buttonPinHole: { x: number; z: number; radius: number };
  switchCutout: { x: number; z: number; width: number; height: number };
  /** Screw columns from the lid up to the top, at (x, y). */
  columns: [number, number][];
  /** Parts lying on the lid, axis-aligned; the Jolt.js placed from its layout. */
  joltAt: BoardPlacement;
  jolt: Box;
  dfplayer: Box;
  regulator: Box;
  battery: Box;
  piezo: { x: number; y: number; radius: number };
  /** Pairs of slots in the lid for cable ties holding the Qwiic cables, at (x, y). */
  cableTies: [number, number][];
  /** Posts on the lid under each display module's lower edge, two a face, clear of the Jolt.js's plugs. */
  modulePosts: Box[];
}

const BUTTON_GAP = 12;
const TOP_MARGIN = 5;
export const STANDOFF = 4;
const RAIL_WIDTH = 3;
const LIP = 2;
const BED_MARGIN = 5;
/** Between the battery's bay and each board's frame, and between the parts in a row on the lid. */
const BOARD_GAP = 6;
/** Between the bay and the Jolt.js's terminal block, whose wires enter from the bay's side. */
const TERMINAL_GAP = 12;
const PIN_HOLE_RADIUS = 2.5;
/** The battery lies left of the middle: the Jolt.js's plugs on the right reach further than the DFPlayer on the left. */
const BATTERY_SHIFT = 8;
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

/** A point of the board's layout, in the case. */
export function onBoard(at: BoardPlacement, bx: number, by: number): [number, number] {
  const turns = (((at.turn / 90) % 4) + 4) % 4;
  const [x, y] = [[bx, by], [-by, bx], [-bx, -by], [by, -bx]][turns];
  return [at.x + x, at.y + y];
}

const FACING: Record<Edge, [number, number]> = { left: [-1, 0], right: [1, 0], bottom: [0, -1], top: [0, 1] };

/** The way a plug goes out of a connector on an edge, in the case. */
export function outwardOf(at: BoardPlacement, edge: Edge): [number, number] {
  const [x, y] = onBoard({ ...at, x: 0, y: 0 }, ...FACING[edge]);
  return [Math.round(x), Math.round(y)];
}

/** Where what meets connector `c` ends, in the case (x, y): from its mouth (or the board point bx, by of it) out by the mate's reach. */
export function reachEnd(at: BoardPlacement, c: Connector, bx = c.x, by = c.y): [number, number] {
  const [x, y] = onBoard(at, bx, by);
  const [ox, oy] = outwardOf(at, c.facing);
  return [x + ox * c.mate.reach, y + oy * c.mate.reach];
}

/** The box the board and its tallest part take. */
export function boardBox(at: BoardPlacement): Box {
  const corners = [[0, 0], [JOLT_BOARD.width, 0], [0, JOLT_BOARD.depth], [JOLT_BOARD.width, JOLT_BOARD.depth]].map(([x, y]) => onBoard(at, x, y));
  const xs = corners.map((c) => c[0]);
  const ys = corners.map((c) => c[1]);
  return { min: [Math.min(...xs), Math.min(...ys), at.z], max: [Math.max(...xs), Math.max(...ys), at.z + JOLT_BOARD.thickness + tallestPartMm()] };
}

export function sizesFor(p: EnclosureParameters): Sizes {
  const display = DISPLAYS[p.display];
  const sizes = {} as Record<string, number>;
  for (const key of Object.keys(PARTS) as PartKey[]) sizes[key] = PARTS[key].mm;
  for (const key of Object.keys(display) as (keyof DisplayModule)[]) if (key !== 'name') sizes[key] = display[key].mm;
  return { ...sizes, ...p.sizes } as Sizes;
}

export function designFor(parameters: EnclosureParameters): Design {
  checkParameters(parameters);
  const p = parameters;
  const display = DISPLAYS[p.display];
  const S = sizesFor(p);
  const wall = p.wallMm;
  const clear = p.clearanceMm;
  const lidThickness = Math.max(wall, 3);
  const tilt = (p.faceTiltDeg * Math.PI) / 180;
  const boardTop = lidThickness + STANDOFF + Math.max(JOLT_BOARD.thickness + tallestPartMm(), 1.6 + S.dfplayerHeight);
  // The buttons' housings hang over the boards on the lid; the speaker's ring stands between the lid and the top.
  const speakerRing = S.speakerDiameter / 2 + clear + RING_WALL;
  const height = Math.ceil(Math.max(wall + p.buttonDepthMm + clear + boardTop + 2 * clear, 2 * (Math.max(lidThickness + clear, wall) + speakerRing)));
  // The Jolt.js and the DFPlayer stand on the lid either side of the battery: the end walls, leaning in,
  // must clear them at the boards' top, or the top grows longer than the buttons need.
  // The display and its rails may reach down beside them.
  const displayRoom = S.moduleThickness + 2 * clear + LIP;
  // The Jolt.js lies right of the battery, its USB-C towards the back wall and its Qwiic and LiPo sockets
  // towards the right face: their plugs reach out there, below the display, where the wall leans furthest out.
  const boardSurface = lidThickness + STANDOFF + JOLT_BOARD.thickness;
  const batteryX = -BATTERY_SHIFT;
  // Its terminal block's wires come out towards the battery, past the back screw column.
  const joltX = Math.max(batteryX + S.batteryLength / 2 + TERMINAL_GAP, COLUMN_X + COLUMN_RADIUS + 2 * clear + connector('U$5').mate.reach);
  // Where the display's rails come down as low as the plugs (short or upright faces), the plugs stop short of them.
  const railsBottom = ((height - wall) / Math.cos(tilt) - display.moduleHeight.mm - 2) * Math.cos(tilt);
  const plugsReach = Math.max(...JOLT_BOARD.connectors.filter((c) => c.facing === 'top').map((c) => {
    const plugTop = boardSurface + c.height.mm / 2 + c.mate.height / 2;
    const reach = joltX + c.y + c.mate.reach + 2 * clear + (railsBottom < plugTop + clear ? displayRoom : 0);
    return reach + wall / Math.cos(tilt) - (height - plugTop) * Math.tan(tilt);
  }));
  const dfReach = BATTERY_SHIFT + S.batteryLength / 2 + BOARD_GAP + DFPLAYER_BOARD + clear + FRAME + displayRoom;
  const boardsTopLength = 2 * Math.max(plugsReach, dfReach + wall / Math.cos(tilt) - (height - boardTop) * Math.tan(tilt));
  const topLength = Math.max(BUTTON_GAP + 2 * p.buttonCapMm + 2 * TOP_MARGIN, Math.ceil(boardsTopLength));
  const baseLength = topLength + 2 * height * Math.tan(tilt);
  const moduleRoom = display.moduleWidth.mm + 2 * (RAIL_WIDTH + clear) + 2 * wall;
  // The Jolt.js from the back wall to the front, with room for the wires off its front edge.
  const joltColumn = 2 * wall + 2 * clear + 1 + JOLT_BOARD.width + FRAME + 8;
  // In front of each button's housing: the speaker, in its ring.
  const speakerRoom = 2 * (p.buttonHoleMm / 2 + S.speakerDepth + 3 * clear + wall);
  // From the back wall to the front, beside the battery: the DFPlayer, the buck-boost, the piezo.
  const lidColumn = 2 * wall + 4 * clear + DFPLAYER_BOARD + FRAME + 2 * PART_GAP + S.regulatorDepth + S.piezoDiameter;
  const depth = Math.ceil(Math.max(moduleRoom, p.buttonCapMm + 2 * TOP_MARGIN, speakerRoom, lidColumn, joltColumn) + 2);
  if (baseLength > BED_MM - 2 * BED_MARGIN) {
    throw new ParameterError('the body would be ' + baseLength.toFixed(1) + ' mm long at its base, more than a ' + BED_MM + ' mm bed takes: use a smaller --button or --tilt');
  }
  const buttonX = BUTTON_GAP / 2 + p.buttonCapMm / 2;
  // MODE and SET on their boards, beside the front screw columns.
  const refereeX = Math.max(buttonX + 14, COLUMN_X + COLUMN_RADIUS + clear + REFEREE_BOARD / 2);
  const geometry = { baseLength, wall, tilt };

  // The display slides up its rails until its top edge meets the top's underside.
  const topSlope = (height - wall) / Math.cos(tilt);
  const t = S.moduleThickness;
  const halfWidth = display.moduleWidth.mm / 2;
  const module: FaceBox = { a: [0, t], b: [-halfWidth, halfWidth], c: [topSlope - display.moduleHeight.mm, topSlope] };
  const viewCentre = topSlope - display.moduleHeight.mm / 2 + S.viewOffsetUp;
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
  // Turned a quarter clockwise: the board's left edge (USB-C, its button) to the back wall, its top edge
  // (Qwiic, LiPo) to the right face, its terminal block to the battery. The USB-C's shell stands 1 mm proud.
  const usb = connector('USB');
  const joltAt: BoardPlacement = { x: joltX, y: innerY - clear + usb.x, z: lidThickness + STANDOFF, turn: -90 };
  const jolt = boardBox(joltAt);
  const dfX = batteryX - (S.batteryLength / 2 + BOARD_GAP + 15);
  const dfplayer = board([dfX - DFPLAYER_BOARD / 2, dfX + DFPLAYER_BOARD / 2], 0, [DFPLAYER_BOARD, DFPLAYER_BOARD, 1.6 + S.dfplayerHeight]);
  const regulatorBack = dfplayer.min[1] - clear - FRAME - PART_GAP;
  const regulatorFront = regulatorBack - S.regulatorDepth;
  const usbZ = boardSurface + usb.height.mm / 2;
  const [usbX] = onBoard(joltAt, usb.x, usb.y);
  const button = connector('BTN');
  const [joltButtonX] = onBoard(joltAt, button.x, button.y);
  const cardZ = dfplayer.min[2] + 1.6 + 2;
  const bottomEdge = module.c[0];
  const edgeZ = bottomEdge * Math.cos(tilt) - t * Math.sin(tilt);
  const edgeX = innerFaceX(geometry, bottomEdge * Math.cos(tilt)) - (t * Math.cos(tilt)) / 2;
  // Under the right display the Qwiic plugs fill the back half: its back post stands in front of them.
  const plugsFront = Math.min(...JOLT_BOARD.connectors.filter((c) => c.facing === 'top').map((c) => onBoard(joltAt, c.x + c.mate.width / 2, c.y)[1]));
  const postYs = (right: boolean) => [-(halfWidth - 8), right ? Math.min(halfWidth - 8, plugsFront - 2 * clear - 3) : halfWidth - 8];
  return {
    parameters: p,
    display,
    sizes: S,
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
    speaker: { x: 0, z: height / 2, radius: S.speakerDiameter / 2, depth: S.speakerDepth },
    referee: [-1, 1].map((side) => ({ x: side * refereeX, z: lidThickness + 19 })),
    usbNotch: { x: usbX, width: usb.mate.width + 2, top: usbZ + usb.mate.height / 2 + 1 },
    cardNotch: { x: dfX, width: S.cardWidth + 3, top: cardZ + 4 },
    buttonPinHole: { x: joltButtonX, z: boardSurface + button.height.mm / 2, radius: PIN_HOLE_RADIUS },
    switchCutout: { x: 0, z: lidThickness + 25, width: S.switchCutoutWidth, height: S.switchCutoutHeight },
    columns: [[-COLUMN_X, -(innerY - 3.5)], [COLUMN_X, -(innerY - 3.5)], [-COLUMN_X, innerY - 3.5], [COLUMN_X, innerY - 3.5]],
    joltAt,
    jolt,
    dfplayer,
    regulator: { min: [dfX - S.regulatorWidth / 2, regulatorFront, lidThickness], max: [dfX + S.regulatorWidth / 2, regulatorBack, lidThickness + 6.4] },
    battery: {
      min: [batteryX - S.batteryLength / 2, -S.batteryWidth / 2, lidThickness + 1],
      max: [batteryX + S.batteryLength / 2, S.batteryWidth / 2, lidThickness + 1 + S.batteryThickness],
    },
    piezo: { x: dfX, y: regulatorFront - PART_GAP - S.piezoDiameter / 2, radius: S.piezoDiameter / 2 },
    cableTies: [[jolt.max[0] - 6, jolt.min[1] - 8], [jolt.min[0] + 8, jolt.min[1] - 8]],
    modulePosts: [edgeX, -edgeX].flatMap((x) => postYs(x > 0).map((y) => ({ min: [x - 3, y - 3, lidThickness], max: [x + 3, y + 3, edgeZ - clear] }) as Box)),
  };
}
