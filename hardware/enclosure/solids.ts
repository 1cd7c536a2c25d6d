// Small solid-building helpers shared by the body, the lid and the parts placed in them.
import modeling from '@jscad/modeling';
import { innerFaceX, type Box, type Design, type FaceBox } from './design';

const { primitives, transforms, extrusions } = modeling;
export type Solid = modeling.geometries.geom3.Geom3;

const SEGMENTS = 48;

/** An axis-aligned box between two corners. */
export function box(b: Box): Solid {
  const size = [0, 1, 2].map((i) => b.max[i] - b.min[i]) as [number, number, number];
  const center = [0, 1, 2].map((i) => (b.max[i] + b.min[i]) / 2) as [number, number, number];
  return primitives.cuboid({ size, center });
}

/** A prism across y from `yFrom` to `yTo`, its section the polygon `points` given as (x, z). */
export function prismY(points: [number, number][], yFrom: number, yTo: number): Solid {
  const section = primitives.polygon({ points });
  const prism = extrusions.extrudeLinear({ height: yTo - yFrom }, section);
  // The polygon's y becomes z, the extrusion runs along −y; then shift it into place.
  return transforms.translate([0, yTo, 0], transforms.rotateX(Math.PI / 2, prism));
}

/** A solid drawn in the right face's frame (x for a, y for b, z for c: see FaceBox), placed on the right end wall. */
function placedOnRightFace(d: Design, local: Solid): Solid {
  // Local a → into the case (−normal), c → up the slope; b → −y, a mirror that the face's symmetry hides.
  const turned = transforms.rotateY(-d.tilt, transforms.rotateZ(Math.PI, local));
  return transforms.translate([innerFaceX(d, 0), 0, 0], turned);
}

/** A box in the right face's frame (see FaceBox), placed on the right end wall. */
export function onRightFace(d: Design, f: FaceBox): Solid {
  return placedOnRightFace(d, box({ min: [f.a[0], f.b[0], f.c[0]], max: [f.a[1], f.b[1], f.c[1]] }));
}

function mirrored(right: Solid): Solid[] {
  return [right, transforms.mirrorX(right)];
}

/** The same solid on both end walls. */
export function onBothFaces(d: Design, f: FaceBox): Solid[] {
  return mirrored(onRightFace(d, f));
}

/** How far a printed face may hang from upright without supports, and the margin the chamfer keeps from it. */
const PRINTABLE_OVERHANG_DEG = 45;
const CHAMFER_MARGIN_DEG = 5;

/**
 * A face's window cut through its wall, its lower edge chamfered from the outside in: printed upside down,
 * that edge is the window's roof, which then rises as a slope instead of bridging the window's width. The
 * face's own lean already slopes it, so the chamfer turns it only the rest of the way (25° for a 25° lean),
 * leaving the rim as blunt as it can be.
 */
export function chamferedWindows(d: Design, f: FaceBox): Solid[] {
  const outside = -d.wall;
  const turn = Math.max(PRINTABLE_OVERHANG_DEG - (d.tilt * 180) / Math.PI, 0) + CHAMFER_MARGIN_DEG;
  const drop = (f.a[1] - outside) * Math.tan((turn * Math.PI) / 180);
  const section: [number, number][] = [[f.a[0], f.c[0]], [outside, f.c[0]], [f.a[1], f.c[0] - drop], [f.a[1], f.c[1]], [f.a[0], f.c[1]]];
  return mirrored(placedOnRightFace(d, prismY(section, f.b[0], f.b[1])));
}

/** A cylinder along z from `z0` to `z1`. */
export function cylinderZ(x: number, y: number, radius: number, z0: number, z1: number): Solid {
  return primitives.cylinder({ radius, height: z1 - z0, center: [x, y, (z0 + z1) / 2], segments: SEGMENTS });
}

/** A cylinder along y from `y0` to `y1`. */
export function cylinderY(x: number, z: number, radius: number, y0: number, y1: number): Solid {
  const along = primitives.cylinder({ radius, height: y1 - y0, segments: SEGMENTS });
  return transforms.translate([x, (y0 + y1) / 2, z], transforms.rotateX(Math.PI / 2, along));
}

/** The case's section at its inside, from `z0` to `z1`, shrunk by `inset` all round. */
export function insideSection(d: Design, z0: number, z1: number, inset: number): Solid {
  const x0 = innerFaceX(d, z0) - inset;
  const x1 = innerFaceX(d, z1) - inset;
  const y = d.depth / 2 - d.wall - inset;
  return prismY([[-x0, z0], [x0, z0], [x1, z1], [-x1, z1]], -y, y);
}
