// The lid: the bottom plate, screwed up into the body's four columns with pan-head screws. Everything inside is built on it, so the
// whole clock comes out on the lid: the battery's bay, the Jolt.js and the DFPlayer in their frames, the posts
// that stop each display sliding down its rails, and slots for the ties that hold the Qwiic cables.
import modeling from '@jscad/modeling';
import { FRAME, onBoard, type Box, type Design } from './design';
import { JOLT_BOARD } from '../boards/joltLayout';
import { box, cylinderZ, insideSection, type Solid } from './solids';
import { JOINT_DIAMETER_MM, solderJoints } from './fit';

const { booleans } = modeling;

const SCREW_HOLE = 3.4;
const PAD = 4;
const TIE_SLOT: [number, number] = [4, 2];
const TIE_GAP = 8;
const JST_GAP = 10;

/**
 * A frame of walls round a part's footprint (open on the back wall's side, and on the right where `openRight`:
 * the Jolt.js's sockets face that way), and pads at its corners to stand it on, trimmed clear of `joints`
 * (solder joints under the board, which would rock it on a pad).
 */
function cradle(part: Box, d: Design, openRight = false, joints: [number, number][] = []): Solid[] {
  const c = d.parameters.clearanceMm;
  const [x0, y0] = [part.min[0] - c, part.min[1] - c];
  const [x1, y1] = [part.max[0] + c, part.max[1]];
  const floor = d.lidThickness - 0.5;
  const top = part.min[2] + 2;
  const walls = [
    box({ min: [x0 - FRAME, y0 - FRAME, floor], max: [x0, y1, top] }),
    box({ min: [x0 - FRAME, y0 - FRAME, floor], max: [x1 + (openRight ? 0 : FRAME), y0, top] }),
  ];
  if (!openRight) walls.push(box({ min: [x1, y0 - FRAME, floor], max: [x1 + FRAME, y1, top] }));
  const pads = [[x0, y0], [x1 - PAD, y0], [x0, y1 - PAD], [x1 - PAD, y1 - PAD]].map(([x, y]) =>
    box({ min: [x, y, floor], max: [x + PAD, y + PAD, part.min[2]] }));
  if (joints.length === 0) return walls.concat(pads);
  const clear = joints.map(([x, y]) => cylinderZ(x, y, JOINT_DIAMETER_MM / 2 + 2 * c, floor - 1, part.min[2] + 1));
  return walls.concat(pads.map((pad) => booleans.subtract(pad, ...clear)));
}

/** The battery's bay: walls round the cell, with a gap for its lead on the left. */
function bay(d: Design): Solid[] {
  const c = d.parameters.clearanceMm;
  const b = d.battery;
  const [x0, y0, x1, y1] = [b.min[0] - c, b.min[1] - c, b.max[0] + c, b.max[1] + c];
  const floor = d.lidThickness - 0.5;
  const top = b.max[2] + 2;
  const mid = (y0 + y1) / 2;
  return [
    box({ min: [x0 - FRAME, y0 - FRAME, floor], max: [x1 + FRAME, y0, top] }),
    box({ min: [x0 - FRAME, y1, floor], max: [x1 + FRAME, y1 + FRAME, top] }),
    box({ min: [x1, y0, floor], max: [x1 + FRAME, y1, top] }),
    box({ min: [x0 - FRAME, y0, floor], max: [x0, mid - JST_GAP / 2, top] }),
    box({ min: [x0 - FRAME, mid + JST_GAP / 2, floor], max: [x0, y1, top] }),
  ];
}

/** Clearance holes for M3 pan-head screws; the clock stands on rubber feet taller than their heads. */
function screwHoles(d: Design): Solid[] {
  return d.columns.map(([x, y]) => cylinderZ(x, y, SCREW_HOLE / 2, -1, d.lidThickness + 1));
}

function tieSlots(d: Design): Solid[] {
  return d.cableTies.flatMap(([x, y]) => [-1, 1].map((side) => box({
    min: [x - TIE_SLOT[0] / 2, y + (side * TIE_GAP) / 2 - TIE_SLOT[1] / 2, -1],
    max: [x + TIE_SLOT[0] / 2, y + (side * TIE_GAP) / 2 + TIE_SLOT[1] / 2, d.lidThickness + 1],
  })));
}

/** The Jolt.js's one mounting hole: a post under it, with a heat-set insert for an M3 screw. */
function joltPost(d: Design): { post: Solid; hole: Solid } {
  const [x, y] = onBoard(d.joltAt, JOLT_BOARD.hole.x, JOLT_BOARD.hole.y);
  // As wide as the keep-out round the hole: the board's bottom is bare there.
  const radius = JOLT_BOARD.hole.keepOut / 2;
  return {
    post: cylinderZ(x, y, radius, d.lidThickness - 0.5, d.joltAt.z),
    hole: cylinderZ(x, y, d.sizes.insertHole / 2, d.joltAt.z - d.sizes.insertDepth, d.joltAt.z + 1),
  };
}

export function lidSolid(d: Design): Solid {
  const plate = insideSection(d, 0, d.lidThickness, d.parameters.clearanceMm);
  const posts = d.modulePosts.map(box);
  const jolt = joltPost(d);
  const raised = [plate, ...bay(d), ...cradle(d.jolt, d, true, solderJoints(d)), ...cradle(d.dfplayer, d), ...posts, jolt.post];
  return booleans.subtract(booleans.union(...raised), ...screwHoles(d), ...tieSlots(d), jolt.hole);
}

