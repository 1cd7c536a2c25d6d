// The case built from its parameters: the two printable parts as meshes in their print orientation, the checks
// a printer needs them to pass, and the pictures of the parts, the steps and the finished clock.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { bodySolid } from './body';
import { CAPTIONS } from './caption';
import { designFor, type Design } from './design';
import { placedParts, type Colour } from './fit';
import { lidSolid } from './lid';
import { boundsOf, meshOf, moved, openEdges, stlOf, upsideDown, volumeOf, type Mesh } from './mesh';
import type { EnclosureParameters } from './parameters';
import { BED_MM, MIN_WALL_MM } from './parameters';
import { overhangs, thinnestWall } from './printCheck';
import { renderPng, type Shape } from './render';
import type { Solid } from './solids';

/** What a printer without supports manages: bridges up to 60 mm, ledges up to 6 mm out. */
const MAX_BRIDGE_MM = 60;
const MAX_LEDGE_MM = 6;

export interface PrintablePart {
  name: 'body' | 'lid';
  /** In its print orientation: on the bed at z = 0. */
  mesh: Mesh;
}

export interface PartReport {
  name: string;
  openEdges: number;
  volumeCm3: number;
  size: number[];
  thinnestMm: number;
  longestBridgeMm: number;
  deepestLedgeMm: number;
  /** What stops it printing as it is, one line each; empty when it prints. */
  problems: string[];
}

export interface Enclosure {
  design: Design;
  parts: PrintablePart[];
  /** Both parts as solids, in place. */
  solids: { body: Solid; lid: Solid };
  /** Both parts and everything in them, in place, for the pictures. */
  assembled: { body: Mesh; lid: Mesh; inBody: Shape[]; onLid: Shape[] };
}

const PLASTIC: Colour = [226, 226, 229];
const LID_PLASTIC: Colour = [196, 198, 206];

export function buildEnclosure(parameters: EnclosureParameters): Enclosure {
  const design = designFor(parameters);
  const solids = { body: bodySolid(design), lid: lidSolid(design) };
  const body = meshOf(solids.body);
  const lid = meshOf(solids.lid);
  const shapes = placedParts(design).filter((part) => !part.room).map((part) => ({ part, shape: { mesh: meshOf(part.solid(0)), colour: part.colour } }));
  return {
    design,
    // The body prints on its top, open side up; the lid on its outside face.
    parts: [{ name: 'body', mesh: moved(upsideDown(body), [0, 0, design.height]) }, { name: 'lid', mesh: lid }],
    solids,
    assembled: {
      body,
      lid,
      inBody: shapes.filter((s) => !s.part.touches.includes('lid') || s.part.touches.includes('body')).map((s) => s.shape),
      onLid: shapes.filter((s) => s.part.touches.includes('lid') && !s.part.touches.includes('body')).map((s) => s.shape),
    },
  };
}

export function reportOn(part: PrintablePart): PartReport {
  const bounds = boundsOf(part.mesh);
  const size = [0, 1, 2].map((i) => bounds.max[i] - bounds.min[i]);
  const hanging = overhangs(part.mesh);
  const report: PartReport = {
    name: part.name,
    openEdges: openEdges(part.mesh),
    volumeCm3: volumeOf(part.mesh) / 1000,
    size,
    thinnestMm: thinnestWall(part.mesh).thickness,
    longestBridgeMm: Math.max(0, ...hanging.map((h) => h.length)),
    deepestLedgeMm: Math.max(0, ...hanging.map((h) => h.span)),
    problems: [],
  };
  const problems = report.problems;
  if (report.openEdges) problems.push(part.name + ': the mesh is not closed (' + report.openEdges + ' open edges)');
  if (size[0] > BED_MM || size[1] > BED_MM) problems.push(part.name + ': ' + size[0].toFixed(1) + ' × ' + size[1].toFixed(1) + ' mm does not fit a ' + BED_MM + ' mm bed');
  if (Math.abs(bounds.min[2]) > 0.01) problems.push(part.name + ': does not lie on the bed (lowest point at ' + bounds.min[2].toFixed(2) + ' mm)');
  if (report.thinnestMm < MIN_WALL_MM - 0.01) problems.push(part.name + ': a wall only ' + report.thinnestMm.toFixed(2) + ' mm thick (at least ' + MIN_WALL_MM + ')');
  if (report.longestBridgeMm > MAX_BRIDGE_MM) problems.push(part.name + ': a ' + report.longestBridgeMm.toFixed(1) + ' mm bridge (a printer without supports manages ' + MAX_BRIDGE_MM + ')');
  if (report.deepestLedgeMm > MAX_LEDGE_MM) problems.push(part.name + ': a ledge hanging ' + report.deepestLedgeMm.toFixed(1) + ' mm out (at most ' + MAX_LEDGE_MM + ' without supports)');
  return report;
}

export interface Picture {
  file: string;
  png: Buffer;
}

const WIDE = { width: 900, height: 560 };

/** The pictures the maker's guide shows, in the order of its steps. */
export function pictures(e: Enclosure): Picture[] {
  const { body, lid, inBody, onLid } = e.assembled;
  const d = e.design;
  const bodyShape = { mesh: body, colour: PLASTIC };
  const lidShape = { mesh: lid, colour: LID_PLASTIC };
  const [printedBody, printedLid] = e.parts.map((p) => p.mesh);
  const side = d.depth / 2 + 20;
  const raise = (s: Shape, z: number): Shape => ({ ...s, mesh: moved(s.mesh, [0, 0, z]) });
  return [
    { file: 'printed.png', png: renderPng([{ mesh: moved(printedBody, [0, side, 0]), colour: PLASTIC }, { mesh: moved(printedLid, [0, -side, 0]), colour: LID_PLASTIC }], { azimuth: -60, elevation: 40, ...WIDE, caption: CAPTIONS['printed.png'] }) },
    { file: 'lid-fitted.png', png: renderPng([lidShape, ...onLid], { azimuth: -60, elevation: 45, ...WIDE, caption: CAPTIONS['lid-fitted.png'] }) },
    { file: 'body-fitted.png', png: renderPng([bodyShape, ...inBody], { azimuth: -70, elevation: -50, ...WIDE, caption: CAPTIONS['body-fitted.png'] }) },
    { file: 'closing.png', png: renderPng([raise(bodyShape, 70), ...inBody.map((s) => raise(s, 70)), lidShape, ...onLid], { azimuth: -60, elevation: 20, ...WIDE, caption: CAPTIONS['closing.png'] }) },
    { file: 'front.png', png: renderPng([bodyShape, lidShape, ...inBody, ...onLid], { azimuth: -55, elevation: 28, ...WIDE, caption: CAPTIONS['front.png'] }) },
    { file: 'back.png', png: renderPng([bodyShape, lidShape, ...inBody, ...onLid], { azimuth: 125, elevation: 28, ...WIDE, caption: CAPTIONS['back.png'] }) },
  ];
}

/**
 * The case built from `parameters`, each part checked: when every part prints, the STLs go into `out` and the pictures
 * into `pictureDir`; when one does not, nothing is written. What `npm run enclosure` and `npm run release` write.
 */
export function writeEnclosure(parameters: EnclosureParameters, out: string, pictureDir: string): PartReport[] {
  const enclosure = buildEnclosure(parameters);
  const reports = enclosure.parts.map(reportOn);
  if (reports.some((report) => report.problems.length > 0)) return reports;
  mkdirSync(out, { recursive: true });
  for (const part of enclosure.parts) writeFileSync(join(out, part.name + '.stl'), stlOf(part.mesh, 'go clock ' + part.name));
  mkdirSync(pictureDir, { recursive: true });
  for (const picture of pictures(enclosure)) writeFileSync(join(pictureDir, picture.file), picture.png);
  return reports;
}
