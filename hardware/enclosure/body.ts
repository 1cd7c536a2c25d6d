// The body: a wedge-ended shell open at the bottom. Each end leans back towards its player with the display
// behind a window, the two player buttons on top, the speaker grille and the recessed MODE and SET on the
// referee's side, the USB plug, the microSD card and the power switch on the back.
import modeling from '@jscad/modeling';
import { COLUMN_RADIUS, innerFaceX, RING_WALL, type Design } from './design';
import { box, cylinderY, cylinderZ, chamferedWindows, onBothFaces, prismY, type Solid } from './solids';

const { booleans } = modeling;

const GRILLE_HOLE = 3;
const GRILLE_PITCH = 5.2;
const GRILLE_RADIUS = 15;
const RECESS_DEPTH = 3;
const RECESS_DIAMETER = 16;
const REFEREE_HOLE = 10;
const BOSS_DEPTH = 4;
const RING_DEPTH = 5;

function shell(d: Design): Solid {
  const outer = prismY([[-d.baseLength / 2, 0], [d.baseLength / 2, 0], [d.topLength / 2, d.height], [-d.topLength / 2, d.height]], -d.depth / 2, d.depth / 2);
  const top = d.height - d.wall;
  const x0 = innerFaceX(d, -1);
  const x1 = innerFaceX(d, top);
  const inner = prismY([[-x0, -1], [x0, -1], [x1, top], [-x1, top]], -d.depth / 2 + d.wall, d.depth / 2 - d.wall);
  return booleans.subtract(outer, inner);
}

/** Everything added inside the shell: rails, screw columns, the speaker's ring, the referee buttons' bosses. */
function additions(d: Design): Solid[] {
  const front = -d.depth / 2 + d.wall;
  const top = d.height - d.wall;
  const c = d.parameters.clearanceMm;
  const solids = d.rails.flatMap((rail) => onBothFaces(d, rail));
  for (const [x, y] of d.columns) solids.push(cylinderZ(x, y, COLUMN_RADIUS, d.lidThickness, top + 0.5));
  const ring = booleans.subtract(
    cylinderY(d.speaker.x, d.speaker.z, d.speaker.radius + c + RING_WALL, front - 0.5, front + RING_DEPTH),
    cylinderY(d.speaker.x, d.speaker.z, d.speaker.radius + c, front - 1, front + RING_DEPTH + 1),
  );
  solids.push(ring);
  for (const r of d.referee) solids.push(cylinderY(r.x, r.z, RECESS_DIAMETER / 2 + 2.5, front - 0.5, front + BOSS_DEPTH));
  return solids;
}

/** The grille's holes: a hexagonal grid inside a circle in front of the speaker. */
export function grilleHoles(d: Design): [number, number][] {
  const holes: [number, number][] = [];
  for (let row = -4; row <= 4; row++) {
    const z = d.speaker.z + row * GRILLE_PITCH * Math.sin(Math.PI / 3);
    for (let col = -4; col <= 4; col++) {
      const x = d.speaker.x + (col + (row % 2 ? 0.5 : 0)) * GRILLE_PITCH;
      if (Math.hypot(x - d.speaker.x, z - d.speaker.z) <= GRILLE_RADIUS - GRILLE_HOLE / 2) holes.push([x, z]);
    }
  }
  return holes;
}

/** Everything cut from it: windows, button holes, grille, recesses, the back's notches and cut-out, pilot holes. */
function cuts(d: Design): Solid[] {
  const outsideFront = -d.depth / 2;
  const back = d.depth / 2;
  const solids = chamferedWindows(d, d.window);
  for (const x of [-d.buttonX, d.buttonX]) solids.push(cylinderZ(x, 0, d.parameters.buttonHoleMm / 2, d.height - d.wall - 1, d.height + 1));
  for (const [x, z] of grilleHoles(d)) solids.push(cylinderY(x, z, GRILLE_HOLE / 2, outsideFront - 1, outsideFront + d.wall + 1));
  for (const r of d.referee) {
    solids.push(cylinderY(r.x, r.z, RECESS_DIAMETER / 2, outsideFront - 1, outsideFront + RECESS_DEPTH));
    solids.push(cylinderY(r.x, r.z, REFEREE_HOLE / 2, outsideFront - 1, outsideFront + d.wall + BOSS_DEPTH + 1));
  }
  for (const notch of [d.usbNotch, d.cardNotch]) {
    solids.push(box({ min: [notch.x - notch.width / 2, back - d.wall - 1, -1], max: [notch.x + notch.width / 2, back + 1, notch.top] }));
  }
  const s = d.switchCutout;
  solids.push(box({ min: [s.x - s.width / 2, back - d.wall - 1, s.z - s.height / 2], max: [s.x + s.width / 2, back + 1, s.z + s.height / 2] }));
  const pin = d.buttonPinHole;
  solids.push(cylinderY(pin.x, pin.z, pin.radius, back - d.wall - 1, back + 1));
  // The lid's screws bite into heat-set inserts pressed into the columns' feet.
  for (const [x, y] of d.columns) solids.push(cylinderZ(x, y, d.sizes.insertHole / 2, d.lidThickness - 1, d.lidThickness + d.sizes.insertDepth));
  return solids;
}

export function bodySolid(d: Design): Solid {
  // The cuts are joined first (most lie apart, which joins them for nothing) and taken from the body at once: the
  // same solid as one cut after another, in a quarter of the time.
  return booleans.subtract(booleans.union(shell(d), ...additions(d)), booleans.union(...cuts(d)));
}

export const BODY_FEATURES = { GRILLE_RADIUS, RECESS_DEPTH, RECESS_DIAMETER, REFEREE_HOLE, COLUMN_RADIUS };
