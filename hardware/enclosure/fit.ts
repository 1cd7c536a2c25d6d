// The parts in their places, as solids: what the geometry test fits into the body and the lid, and what the
// assembled view draws. `grow` widens each by a clearance, to check the room round it.
import modeling from '@jscad/modeling';
import { onBoard, outwardOf, reachEnd, REFEREE_BOARD, type Box, type Design, type FaceBox } from './design';
import { BODY_FEATURES } from './body';
import { JOLT_BOARD, type Connector } from '../boards/joltLayout';
import { box, cylinderY, cylinderZ, onBothFaces, type Solid } from './solids';

const { booleans } = modeling;

export type Colour = [number, number, number];

export interface PlacedPart {
  name: string;
  colour: Colour;
  /** The solids this part rests on or against by design: it may touch them, never enter them. */
  touches: ('body' | 'lid')[];
  /** Other parts it meets by design (a plug in its socket). */
  meets?: string[];
  /** Room kept free rather than a part: checked, not drawn. */
  room?: boolean;
  solid: (grow: number) => Solid;
}

const DARK: Colour = [40, 44, 52];
const BOARD: Colour = [30, 110, 60];
const RED: Colour = [200, 40, 40];
const METAL: Colour = [150, 150, 160];

function grown(b: Box, g: number): Box {
  return { min: [b.min[0] - g, b.min[1] - g, b.min[2] - g], max: [b.max[0] + g, b.max[1] + g, b.max[2] + g] };
}

function grownFace(f: FaceBox, g: number): FaceBox {
  return { a: [f.a[0] - g, f.a[1] + g], b: [f.b[0] - g, f.b[1] + g], c: [f.c[0] - g, f.c[1] + g] };
}

function boxPart(name: string, colour: Colour, b: Box, touches: PlacedPart['touches']): PlacedPart {
  return { name, colour, touches, solid: (g) => box(grown(b, g)) };
}

/** What sits behind each display: its board and glass, and room for its cable's plugs. */
function displays(d: Design): PlacedPart[] {
  const m = d.module;
  // The plugs on its header, at the module's side edge that faces the referee.
  const cable: FaceBox = { a: [m.a[1], m.a[1] + d.display.cableRoom.mm], b: [m.b[1] - 16, m.b[1] - 4], c: [m.c[0] + 5, m.c[1] - 5] };
  return [
    { name: 'displays', colour: DARK, touches: ['body', 'lid'], solid: (g) => booleans.union(onBothFaces(d, grownFace(m, g))) },
    { name: "displays' cable room", colour: [90, 90, 100], touches: [], meets: ['displays'], room: true, solid: (g) => booleans.union(onBothFaces(d, grownFace(cable, g))) },
  ];
}

function buttons(d: Design): PlacedPart[] {
  const p = d.parameters;
  const top = d.height - d.wall;
  const xs = [-d.buttonX, d.buttonX];
  return [
    { name: 'player buttons', colour: RED, touches: ['body'], solid: (g) => booleans.union(xs.flatMap((x) => [
      cylinderZ(x, 0, p.buttonHoleMm / 2 - 0.01 + g, top - p.buttonDepthMm - g, d.height + 1),
      cylinderZ(x, 0, p.buttonHoleMm / 2 + 5 + g, top - 5 - g, top),
      cylinderZ(x, 0, p.buttonCapMm / 2 + g, d.height, d.height + 14 + g),
    ])) },
  ];
}

/** On the front wall: the speaker in its ring, and MODE and SET on their board with caps that stay below the surface. */
function frontParts(d: Design): PlacedPart[] {
  const front = -d.depth / 2 + d.wall;
  const boss = front + 4;
  const cap = BODY_FEATURES.REFEREE_HOLE / 2 - 0.25;
  const half = REFEREE_BOARD / 2;
  return [
    { name: 'speaker', colour: DARK, touches: ['body'], solid: (g) => cylinderY(d.speaker.x, d.speaker.z, d.speaker.radius + g, front - g, front + d.speaker.depth + g) },
    { name: 'MODE and SET', colour: BOARD, touches: ['body'], solid: (g) => booleans.union(d.referee.flatMap((r) => [
      box(grown({ min: [r.x - half, boss, r.z - half], max: [r.x + half, boss + d.sizes.tactileHeight + 1.6, r.z + half] }, g)),
      cylinderY(r.x, r.z, cap + g, -d.depth / 2 + 1, boss),
    ])) },
  ];
}

/** On the back wall: the switch in its cut-out, and the microSD card in its notch. */
function backParts(d: Design): PlacedPart[] {
  const back = d.depth / 2;
  const s = d.switchCutout;
  const cardZ = d.dfplayer.min[2] + 1.6 + 2;
  return [
    boxPart('power switch', DARK, { min: [s.x - s.width / 2, back - d.wall - d.sizes.switchDepth, s.z - s.height / 2], max: [s.x + s.width / 2, back + 1, s.z + s.height / 2] }, ['body']),
    { ...boxPart('microSD card', [40, 60, 160], { min: [d.cardNotch.x - d.sizes.cardWidth / 2, back - d.wall - 3, cardZ - 0.5], max: [d.cardNotch.x + d.sizes.cardWidth / 2, back + 2, cardZ + 0.5] }, ['body']), meets: ['DFPlayer on its board'] },
  ];
}

/** The room in front of a connector's mouth, from the board's layout: its plug's width and height, as far out as it reaches. */
export function mateRoom(d: Design, c: Connector): Box {
  const [x, y] = onBoard(d.joltAt, c.x, c.y);
  const [ox, oy] = outwardOf(d.joltAt, c.facing);
  const z = d.joltAt.z + JOLT_BOARD.thickness + c.height.mm / 2;
  const half = c.mate.width / 2;
  const ends = [[x, y], reachEnd(d.joltAt, c)];
  const xs = ox === 0 ? [x - half, x + half] : ends.map((e) => e[0]);
  const ys = oy === 0 ? [y - half, y + half] : ends.map((e) => e[1]);
  return { min: [Math.min(...xs), Math.min(...ys), z - c.mate.height / 2], max: [Math.max(...xs), Math.max(...ys), z + c.mate.height / 2] };
}

/** A through-hole joint under the board: Eagle's pad for a 1.2 mm drill (about 1.8 mm) and its fillet, the lead clipped 1.5 mm below. */
export const JOINT_DIAMETER_MM = 2;
export const JOINT_DEPTH_MM = 1.5;

/** The terminal block's solder joints under the board, (x, y) in the case: the lid's pads must keep clear of them. */
export function solderJoints(d: Design): [number, number][] {
  return JOLT_BOARD.pads.filter((p) => p.drill).map((p) => onBoard(d.joltAt, p.x, p.y));
}

/** The Jolt.js and what meets it: a plug at every socket, wires at its terminal block, a pin at its button (through its hole in the back wall). */
function joltParts(d: Design): PlacedPart[] {
  const rooms = JOLT_BOARD.connectors.map((c): PlacedPart => {
    const plug = c.element === 'USB';
    return {
      name: c.mate.what,
      colour: METAL,
      touches: plug ? ['body'] : [],
      meets: ['Jolt.js'],
      room: !plug,
      solid: (g) => box(grown(mateRoom(d, c), g)),
    };
  });
  const joints: PlacedPart = {
    name: "terminal block's solder joints",
    colour: METAL,
    touches: [],
    meets: ['Jolt.js'],
    // Under the board, out of every view: checked, not drawn.
    room: true,
    solid: (g) => booleans.union(solderJoints(d).map(([x, y]) => cylinderZ(x, y, JOINT_DIAMETER_MM / 2 + g, d.joltAt.z - JOINT_DEPTH_MM - g, d.joltAt.z))),
  };
  return [boxPart('Jolt.js', BOARD, d.jolt, ['lid']), joints, ...rooms];
}

function lidParts(d: Design): PlacedPart[] {
  const plate = d.lidThickness;
  return [
    boxPart('DFPlayer on its board', BOARD, d.dfplayer, ['lid']),
    boxPart('buck-boost', [60, 90, 160], d.regulator, ['lid']),
    boxPart('LiPo', [110, 125, 150], d.battery, ['lid']),
    { name: 'piezo', colour: [190, 160, 60], touches: ['lid'], solid: (g) => cylinderZ(d.piezo.x, d.piezo.y, d.piezo.radius + g, plate - g, plate + 0.6 + g) },
  ];
}

export function placedParts(d: Design): PlacedPart[] {
  return [...displays(d), ...buttons(d), ...frontParts(d), ...backParts(d), ...joltParts(d), ...lidParts(d)];
}
