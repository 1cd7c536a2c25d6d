// The screws and the heat-set inserts they bite into: each screw must pass what it clamps, engage its insert,
// and end short of the insert hole's floor, or it bottoms out before the head clamps. The bill of materials'
// screws are the ones chosen here (test/hardware/enclosure.test.ts holds the guide to them).
import type { Design } from './design';

/** ISO 7045 pan-head M3 lengths a shop stocks. */
export const M3_LENGTHS_MM = [4, 5, 6, 8, 10, 12, 16, 20];
/** The M3 heat-set insert of the bill of materials: 5.7 mm long, pressed flush into its hole. */
export const INSERT_LENGTH_MM = 5.7;
/** Left between a screw's tip and the hole's floor: the melt an insert pushes ahead of it, and the screw's tolerance. */
export const TIP_MARGIN_MM = 1;
/** Thread engaged in an insert, at least: below about 1.3 diameters an M3 thread strips before it clamps. */
export const MIN_ENGAGEMENT_MM = 4;

export interface Joint {
  name: string;
  /** What the screw passes through before it reaches the insert. */
  clampedMm: number;
  holeDepthMm: number;
  screwMm: number;
}

/** The longest stocked screw that ends at least the margin short of the hole's floor. */
export function screwFor(clampedMm: number, holeDepthMm: number): number {
  const longest = clampedMm + holeDepthMm - TIP_MARGIN_MM;
  const fits = M3_LENGTHS_MM.filter((mm) => mm <= longest);
  return fits.length === 0 ? M3_LENGTHS_MM[0] : fits[fits.length - 1];
}

/** The case's two screwed joints: the lid up into the columns, the Jolt.js down onto its post (its 1.6 mm board clamped). */
export function joints(d: Design): Joint[] {
  const hole = d.sizes.insertDepth;
  return [
    { name: 'the lid into a column', clampedMm: d.lidThickness, holeDepthMm: hole, screwMm: screwFor(d.lidThickness, hole) },
    { name: 'the Jolt.js onto its post', clampedMm: 1.6, holeDepthMm: hole, screwMm: screwFor(1.6, hole) },
  ];
}

/** What is wrong with a joint: a screw that bottoms out, one that barely bites, an insert longer than its hole. */
export function jointProblems(joint: Joint): string[] {
  const problems: string[] = [];
  const tip = joint.clampedMm + joint.holeDepthMm - joint.screwMm;
  const engaged = Math.min(joint.screwMm - joint.clampedMm, INSERT_LENGTH_MM);
  if (tip < TIP_MARGIN_MM) problems.push(joint.name + ': an M3 × ' + joint.screwMm + ' ends ' + tip.toFixed(1) + ' mm from the hole\'s floor (at least ' + TIP_MARGIN_MM + '): it bottoms out before it clamps');
  if (engaged < MIN_ENGAGEMENT_MM) problems.push(joint.name + ': an M3 × ' + joint.screwMm + ' engages ' + engaged.toFixed(1) + ' mm of thread (at least ' + MIN_ENGAGEMENT_MM + ')');
  if (INSERT_LENGTH_MM > joint.holeDepthMm) problems.push(joint.name + ': the ' + INSERT_LENGTH_MM + ' mm insert is longer than its ' + joint.holeDepthMm + ' mm hole');
  return problems;
}
