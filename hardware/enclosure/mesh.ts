// Triangle meshes: out of a solid, into and out of binary STL, and the checks a printable part must pass
// (closed, its volume, how thick it is everywhere, what it leaves hanging in the air).
import modeling from '@jscad/modeling';
import type { Solid } from './solids';

const { modifiers, geometries } = modeling;
// The package's type file declares generalize as a named export its index re-exports as default.
const generalize = modifiers.generalize as unknown as (options: { snap: boolean; triangulate: boolean }, solid: Solid) => Solid;

/** Nine numbers a triangle: three corners, counter-clockwise seen from outside. */
export type Mesh = Float64Array;

export function meshOf(solid: Solid): Mesh {
  const solidified = generalize({ snap: true, triangulate: true }, solid);
  const out: number[] = [];
  for (const polygon of geometries.geom3.toPolygons(solidified)) {
    const v = polygon.vertices;
    for (let i = 1; i + 1 < v.length; i++) out.push(...v[0], ...v[i], ...v[i + 1]);
  }
  return withoutTJunctions(Float64Array.from(out));
}

/** Corners closer than this are one corner: CSG leaves a few a thousandth of a millimetre apart. */
const WELD = 0.005;

/** Numbers each corner, giving corners within WELD of one already seen that one's number. */
function welder(points: number[][] = []): (x: number, y: number, z: number) => number {
  const cells = new Map<string, number[]>();
  return (x, y, z) => {
    const [cx, cy, cz] = [Math.floor(x / WELD), Math.floor(y / WELD), Math.floor(z / WELD)];
    for (let dx = -1; dx <= 1; dx++) {
      for (let dy = -1; dy <= 1; dy++) {
        for (let dz = -1; dz <= 1; dz++) {
          for (const i of cells.get(cx + dx + ',' + (cy + dy) + ',' + (cz + dz)) ?? []) {
            const q = points[i];
            if (Math.hypot(q[0] - x, q[1] - y, q[2] - z) <= WELD) return i;
          }
        }
      }
    }
    const i = points.push([x, y, z]) - 1;
    const key = cx + ',' + cy + ',' + cz;
    cells.set(key, [...(cells.get(key) ?? []), i]);
    return i;
  };
}

/**
 * Splits every triangle whose edge has another triangle's corner lying on it. A CSG result is closed in
 * exact arithmetic, but one face's edge may run past a corner of the faces across it (a T-junction),
 * which leaves the STL with cracks a slicer must guess at.
 */
function withoutTJunctions(mesh: Mesh): Mesh {
  const points: number[][] = [];
  const weld = welder(points);
  const id = (o: number) => weld(mesh[o], mesh[o + 1], mesh[o + 2]);
  let triangles: number[][] = [];
  for (let o = 0; o < mesh.length; o += 9) {
    const t = [id(o), id(o + 3), id(o + 6)];
    if (t[0] !== t[1] && t[1] !== t[2] && t[0] !== t[2]) triangles.push(t);
  }
  for (let pass = 0; pass < 8; pass++) {
    const open = openEdgeList(triangles);
    if (!open.length) break;
    const candidates = [...new Set(open.flat())];
    const next: number[][] = [];
    const splitAt = new Map<string, number[]>();
    for (const [a, b] of open) {
      const on = candidates.filter((v) => v !== a && v !== b && between(points[a], points[b], points[v]) !== null);
      if (on.length) splitAt.set(a + '|' + b, on.sort((u, v) => between(points[a], points[b], points[u])! - between(points[a], points[b], points[v])!));
    }
    for (const t of triangles) {
      const edge = [0, 1, 2].find((i) => splitAt.has(t[i] + '|' + t[(i + 1) % 3]));
      if (edge === undefined) {
        next.push(t);
        continue;
      }
      const [a, b, c] = [t[edge], t[(edge + 1) % 3], t[(edge + 2) % 3]];
      const chain = [a, ...splitAt.get(a + '|' + b)!, b];
      for (let i = 0; i + 1 < chain.length; i++) next.push([chain[i], chain[i + 1], c]);
    }
    triangles = next;
  }
  return Float64Array.from(triangles.flatMap((t) => t.flatMap((v) => points[v])));
}

/** Where p lies along a→b, strictly between them and on the line, as a fraction; null when it does not. */
function between(a: number[], b: number[], p: number[]): number | null {
  const ab = [b[0] - a[0], b[1] - a[1], b[2] - a[2]];
  const ap = [p[0] - a[0], p[1] - a[1], p[2] - a[2]];
  const length2 = ab[0] ** 2 + ab[1] ** 2 + ab[2] ** 2;
  const t = (ab[0] * ap[0] + ab[1] * ap[1] + ab[2] * ap[2]) / length2;
  if (t <= 1e-9 || t >= 1 - 1e-9) return null;
  const off = Math.hypot(ap[0] - t * ab[0], ap[1] - t * ab[1], ap[2] - t * ab[2]);
  return off < WELD * 2 ? t : null;
}

/** Directed edges with no opposite edge. */
function openEdgeList(triangles: number[][]): [number, number][] {
  const edges = new Map<string, number>();
  for (const t of triangles) {
    for (let i = 0; i < 3; i++) {
      const [a, b] = [t[i], t[(i + 1) % 3]];
      const reverse = b + '|' + a;
      const left = edges.get(reverse);
      if (left) {
        if (left > 1) edges.set(reverse, left - 1);
        else edges.delete(reverse);
      } else edges.set(a + '|' + b, (edges.get(a + '|' + b) ?? 0) + 1);
    }
  }
  const open: [number, number][] = [];
  for (const [key, n] of edges) for (let i = 0; i < n; i++) open.push(key.split('|').map(Number) as [number, number]);
  return open;
}

export function triangleCount(mesh: Mesh): number {
  return mesh.length / 9;
}

export function boundsOf(mesh: Mesh): { min: number[]; max: number[] } {
  const min = [Infinity, Infinity, Infinity];
  const max = [-Infinity, -Infinity, -Infinity];
  for (let i = 0; i < mesh.length; i++) {
    min[i % 3] = Math.min(min[i % 3], mesh[i]);
    max[i % 3] = Math.max(max[i % 3], mesh[i]);
  }
  return { min, max };
}

/** The mesh moved by `offset`, or turned upside down about the x axis (to print a body on its top). */
export function moved(mesh: Mesh, offset: [number, number, number]): Mesh {
  return mesh.map((v, i) => v + offset[i % 3]);
}

export function upsideDown(mesh: Mesh): Mesh {
  return mesh.map((v, i) => (i % 3 === 0 ? v : -v));
}

export function dot(a: number[], b: number[]): number {
  return a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
}

export function normalOf(mesh: Mesh, t: number): [number, number, number] {
  const o = t * 9;
  const [ux, uy, uz] = [mesh[o + 3] - mesh[o], mesh[o + 4] - mesh[o + 1], mesh[o + 5] - mesh[o + 2]];
  const [vx, vy, vz] = [mesh[o + 6] - mesh[o], mesh[o + 7] - mesh[o + 1], mesh[o + 8] - mesh[o + 2]];
  const n: [number, number, number] = [uy * vz - uz * vy, uz * vx - ux * vz, ux * vy - uy * vx];
  const length = Math.hypot(...n) || 1;
  return [n[0] / length, n[1] / length, n[2] / length];
}

/** Binary STL: an 80-byte header, a count, and 50 bytes a triangle. */
export function stlOf(mesh: Mesh, name: string): Buffer {
  const count = triangleCount(mesh);
  const out = Buffer.alloc(84 + count * 50);
  out.write(name.slice(0, 79), 0, 'ascii');
  out.writeUInt32LE(count, 80);
  for (let t = 0; t < count; t++) {
    const at = 84 + t * 50;
    normalOf(mesh, t).forEach((n, i) => out.writeFloatLE(n, at + i * 4));
    for (let i = 0; i < 9; i++) out.writeFloatLE(mesh[t * 9 + i], at + 12 + i * 4);
  }
  return out;
}

export function meshOfStl(stl: Buffer): Mesh {
  const count = stl.readUInt32LE(80);
  if (stl.length !== 84 + count * 50) throw new Error('not a binary STL: ' + stl.length + ' bytes for ' + count + ' triangles');
  const mesh = new Float64Array(count * 9);
  for (let t = 0; t < count; t++) for (let i = 0; i < 9; i++) mesh[t * 9 + i] = stl.readFloatLE(84 + t * 50 + 12 + i * 4);
  return mesh;
}

/** Edges that do not pair up with one opposite edge: none in a closed, consistently wound solid. */
export function openEdges(mesh: Mesh): number {
  const weld = welder();
  const id = (o: number) => weld(mesh[o], mesh[o + 1], mesh[o + 2]);
  const triangles: number[][] = [];
  for (let o = 0; o < mesh.length; o += 9) triangles.push([id(o), id(o + 3), id(o + 6)]);
  return openEdgeList(triangles.filter((t) => t[0] !== t[1] && t[1] !== t[2] && t[0] !== t[2])).length;
}

/** The enclosed volume, mm³ (positive for an outward-wound solid). */
export function volumeOf(mesh: Mesh): number {
  let six = 0;
  for (let o = 0; o < mesh.length; o += 9) {
    six += mesh[o] * (mesh[o + 4] * mesh[o + 8] - mesh[o + 5] * mesh[o + 7])
      - mesh[o + 1] * (mesh[o + 3] * mesh[o + 8] - mesh[o + 5] * mesh[o + 6])
      + mesh[o + 2] * (mesh[o + 3] * mesh[o + 7] - mesh[o + 4] * mesh[o + 6]);
  }
  return six / 6;
}
