// What a printer meets: how thin the part is anywhere, and what it must bridge or leave hanging, measured on the
// mesh in the part's print orientation (z up from the bed).
import { dot, normalOf, triangleCount, type Mesh } from './mesh';

/** Triangles binned by their x-y footprint, so a ray meets only those near it. */
class Grid {
  private readonly cells = new Map<string, number[]>();

  constructor(mesh: Mesh, private readonly size = 8) {
    for (let t = 0; t < triangleCount(mesh); t++) {
      const xs = [mesh[t * 9], mesh[t * 9 + 3], mesh[t * 9 + 6]];
      const ys = [mesh[t * 9 + 1], mesh[t * 9 + 4], mesh[t * 9 + 7]];
      for (let i = Math.floor(Math.min(...xs) / size); i <= Math.floor(Math.max(...xs) / size); i++) {
        for (let j = Math.floor(Math.min(...ys) / size); j <= Math.floor(Math.max(...ys) / size); j++) {
          const key = i + ',' + j;
          if (!this.cells.has(key)) this.cells.set(key, []);
          this.cells.get(key)!.push(t);
        }
      }
    }
  }

  /** The triangles whose footprint's cells the segment from p, along dir for `reach`, passes over. */
  near(p: number[], dir: number[], reach: number): Set<number> {
    const found = new Set<number>();
    const steps = Math.ceil((reach * Math.hypot(dir[0], dir[1])) / (this.size / 2)) + 1;
    for (let s = 0; s <= steps; s++) {
      const x = p[0] + (dir[0] * reach * s) / steps;
      const y = p[1] + (dir[1] * reach * s) / steps;
      for (const t of this.cells.get(Math.floor(x / this.size) + ',' + Math.floor(y / this.size)) ?? []) found.add(t);
    }
    return found;
  }
}

/** Distance along `dir` from `p` to triangle t, or Infinity (Möller–Trumbore). */
function hit(mesh: Mesh, t: number, p: number[], dir: number[]): number {
  const o = t * 9;
  const e1 = [mesh[o + 3] - mesh[o], mesh[o + 4] - mesh[o + 1], mesh[o + 5] - mesh[o + 2]];
  const e2 = [mesh[o + 6] - mesh[o], mesh[o + 7] - mesh[o + 1], mesh[o + 8] - mesh[o + 2]];
  const h = [dir[1] * e2[2] - dir[2] * e2[1], dir[2] * e2[0] - dir[0] * e2[2], dir[0] * e2[1] - dir[1] * e2[0]];
  const a = e1[0] * h[0] + e1[1] * h[1] + e1[2] * h[2];
  if (Math.abs(a) < 1e-12) return Infinity;
  const s = [p[0] - mesh[o], p[1] - mesh[o + 1], p[2] - mesh[o + 2]];
  const u = (s[0] * h[0] + s[1] * h[1] + s[2] * h[2]) / a;
  if (u < 0 || u > 1) return Infinity;
  const q = [s[1] * e1[2] - s[2] * e1[1], s[2] * e1[0] - s[0] * e1[2], s[0] * e1[1] - s[1] * e1[0]];
  const v = (dir[0] * q[0] + dir[1] * q[1] + dir[2] * q[2]) / a;
  if (v < 0 || u + v > 1) return Infinity;
  const distance = (e2[0] * q[0] + e2[1] * q[1] + e2[2] * q[2]) / a;
  return distance > 1e-6 ? distance : Infinity;
}

export interface ThinSpot {
  at: number[];
  thickness: number;
}

/**
 * Triangles joined into smooth surfaces (neighbours turning less than 20°), and each surface's width: its area
 * over half its outline. A wall's faces are wide; the rims round its holes and along its edges are as narrow as
 * the wall itself.
 */
function surfaceWidths(mesh: Mesh, normals: number[][]): number[] {
  const count = triangleCount(mesh);
  const parent = Array.from({ length: count }, (_, t) => t);
  const find = (t: number): number => (parent[t] === t ? t : (parent[t] = find(parent[t])));
  const key = (o: number) => mesh[o].toFixed(3) + ',' + mesh[o + 1].toFixed(3) + ',' + mesh[o + 2].toFixed(3);
  const byEdge = new Map<string, number>();
  const pairs: [number, number, number][] = [];
  for (let t = 0; t < count; t++) {
    const corners = [key(t * 9), key(t * 9 + 3), key(t * 9 + 6)];
    for (let i = 0; i < 3; i++) {
      const [a, b] = [corners[i], corners[(i + 1) % 3]];
      const other = byEdge.get(b + '|' + a);
      if (other === undefined) {
        byEdge.set(a + '|' + b, t);
        continue;
      }
      const o = t * 9 + i * 3;
      const p = t * 9 + ((i + 1) % 3) * 3;
      pairs.push([t, other, Math.hypot(mesh[o] - mesh[p], mesh[o + 1] - mesh[p + 1], mesh[o + 2] - mesh[p + 2])]);
      if (dot(normals[t], normals[other]) > Math.cos(Math.PI / 9)) parent[find(t)] = find(other);
    }
  }
  const area = new Map<number, number>();
  const outline = new Map<number, number>();
  for (let t = 0; t < count; t++) {
    const o = t * 9;
    const u = [mesh[o + 3] - mesh[o], mesh[o + 4] - mesh[o + 1], mesh[o + 5] - mesh[o + 2]];
    const v = [mesh[o + 6] - mesh[o], mesh[o + 7] - mesh[o + 1], mesh[o + 8] - mesh[o + 2]];
    const root = find(t);
    area.set(root, (area.get(root) ?? 0) + Math.hypot(u[1] * v[2] - u[2] * v[1], u[2] * v[0] - u[0] * v[2], u[0] * v[1] - u[1] * v[0]) / 2);
  }
  for (const [t, other, length] of pairs) {
    if (find(t) === find(other)) continue;
    for (const root of [find(t), find(other)]) outline.set(root, (outline.get(root) ?? 0) + length);
  }
  return Array.from({ length: count }, (_, t) => area.get(find(t))! / ((outline.get(find(t)) ?? Infinity) / 2));
}

/** A wall's other face turns less than 30° from facing straight back; a steeper one is a chamfer or a wedge's side. */
const OPPOSITE_FACE_COS = Math.cos((30 * Math.PI) / 180);

/**
 * The material's thickness behind each wide surface: from the centre of each of its triangles, straight in
 * against the normal, to the next surface that faces back, as a wall's other face does. Rims are left out:
 * measured across, they would give a wall's thickness; measured along their own normal, the slant of a sloping
 * wall's edge, not its thickness. A chamfer met on the way is left out too: it thins an edge, not a wall.
 */
export function thinnestWall(mesh: Mesh, minSurfaceWidth = 4): ThinSpot {
  const grid = new Grid(mesh);
  const normals = Array.from({ length: triangleCount(mesh) }, (_, t) => normalOf(mesh, t));
  const widths = surfaceWidths(mesh, normals);
  let thinnest: ThinSpot = { at: [], thickness: Infinity };
  for (let t = 0; t < triangleCount(mesh); t++) {
    if (widths[t] < minSurfaceWidth) continue;
    const o = t * 9;
    const centre = [0, 1, 2].map((i) => (mesh[o + i] + mesh[o + 3 + i] + mesh[o + 6 + i]) / 3);
    const inward = normals[t].map((n) => -n);
    const start = centre.map((c, i) => c + inward[i] * 1e-4);
    let nearest = Infinity;
    for (const other of grid.near(start, inward, 60)) {
      if (other === t) continue;
      if (dot(normals[other], inward) < OPPOSITE_FACE_COS) continue;
      nearest = Math.min(nearest, hit(mesh, other, start, inward));
    }
    if (nearest < thinnest.thickness) thinnest = { at: centre, thickness: nearest };
  }
  return thinnest;
}

export interface Overhang {
  /** The region's footprint: its smaller side is how far it hangs, its longer how far it bridges. */
  span: number;
  length: number;
  z: number;
  at: number[];
}

/**
 * Regions of faces turned downwards more steeply than `maxDegrees` from upright and not on the bed, each with
 * its footprint: a printer bridges a short span and hangs a short ledge without supports.
 */
export function overhangs(mesh: Mesh, maxDegrees = 45): Overhang[] {
  const limit = -Math.sin((maxDegrees * Math.PI) / 180);
  const down: number[] = [];
  for (let t = 0; t < triangleCount(mesh); t++) {
    const lowest = Math.min(mesh[t * 9 + 2], mesh[t * 9 + 5], mesh[t * 9 + 8]);
    if (normalOf(mesh, t)[2] < limit && lowest > 0.05) down.push(t);
  }
  // Join downward triangles sharing a corner into regions.
  const parent = new Map<number, number>(down.map((t) => [t, t]));
  const find = (t: number): number => (parent.get(t) === t ? t : find(parent.get(t)!));
  const byCorner = new Map<string, number>();
  for (const t of down) {
    for (let c = 0; c < 3; c++) {
      const o = t * 9 + c * 3;
      const key = mesh[o].toFixed(3) + ',' + mesh[o + 1].toFixed(3) + ',' + mesh[o + 2].toFixed(3);
      const other = byCorner.get(key);
      if (other === undefined) byCorner.set(key, t);
      else parent.set(find(t), find(other));
    }
  }
  const regions = new Map<number, { min: number[]; max: number[] }>();
  for (const t of down) {
    const root = find(t);
    const r = regions.get(root) ?? { min: [Infinity, Infinity, Infinity], max: [-Infinity, -Infinity, -Infinity] };
    for (let i = 0; i < 9; i++) {
      r.min[i % 3] = Math.min(r.min[i % 3], mesh[t * 9 + i]);
      r.max[i % 3] = Math.max(r.max[i % 3], mesh[t * 9 + i]);
    }
    regions.set(root, r);
  }
  return [...regions.values()].map((r) => ({
    span: Math.min(r.max[0] - r.min[0], r.max[1] - r.min[1]),
    length: Math.max(r.max[0] - r.min[0], r.max[1] - r.min[1]),
    z: r.min[2],
    at: [(r.min[0] + r.max[0]) / 2, (r.min[1] + r.max[1]) / 2, r.min[2]],
  }));
}
