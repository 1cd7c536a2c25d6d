// Pictures of the case for the guide, drawn without a GPU: each mesh's triangles shaded by the light they face,
// hidden ones behind a depth buffer, and an outline wherever depth or the surface's direction jumps.
import { png } from '../../sim/host/png';
import { CAPTION_BAND, drawCaption } from './caption';
import { dot, normalOf, triangleCount, type Mesh } from './mesh';

export interface Shape {
  mesh: Mesh;
  colour: [number, number, number];
}

export interface View {
  /** Degrees round the vertical from +x, and up from the horizontal, of the eye. */
  azimuth: number;
  elevation: number;
  width: number;
  height: number;
  /** What the view shows, written across its top, above the model. */
  caption: string;
}

const SUPERSAMPLE = 2;
export const BACKGROUND = [246, 246, 244];

function basis(view: View): { right: number[]; up: number[]; toEye: number[] } {
  const az = (view.azimuth * Math.PI) / 180;
  const el = (view.elevation * Math.PI) / 180;
  const toEye = [Math.cos(el) * Math.cos(az), Math.cos(el) * Math.sin(az), Math.sin(el)];
  const right = [-Math.sin(az), Math.cos(az), 0];
  const up = [toEye[1] * right[2] - toEye[2] * right[1], toEye[2] * right[0] - toEye[0] * right[2], toEye[0] * right[1] - toEye[1] * right[0]];
  return { right, up, toEye };
}

/** The shapes seen from `view`, fitted to the picture, as a PNG. */
export function renderPng(shapes: Shape[], view: View): Buffer {
  const { right, up, toEye } = basis(view);
  const w = view.width * SUPERSAMPLE;
  const h = view.height * SUPERSAMPLE;
  let [minX, maxX, minY, maxY] = [Infinity, -Infinity, Infinity, -Infinity];
  for (const { mesh } of shapes) {
    for (let o = 0; o < mesh.length; o += 3) {
      const p = [mesh[o], mesh[o + 1], mesh[o + 2]];
      [minX, maxX] = [Math.min(minX, dot(p, right)), Math.max(maxX, dot(p, right))];
      [minY, maxY] = [Math.min(minY, dot(p, up)), Math.max(maxY, dot(p, up))];
    }
  }
  // The model fills the picture below the caption's band.
  const band = CAPTION_BAND * SUPERSAMPLE;
  const scale = 0.9 * Math.min(w / (maxX - minX), (h - band) / (maxY - minY));
  const [cx, cy] = [(minX + maxX) / 2, (minY + maxY) / 2];
  const middle = band + (h - band) / 2;
  const depth = new Float64Array(w * h).fill(-Infinity);
  const colour = new Uint8Array(w * h * 3);
  const normals = new Float32Array(w * h * 3);
  const light = [toEye[0] + 0.35, toEye[1] - 0.25, toEye[2] + 0.7];
  const lightLength = Math.hypot(...light);
  for (const shape of shapes) {
    const { mesh } = shape;
    for (let t = 0; t < triangleCount(mesh); t++) {
      const n = normalOf(mesh, t);
      if (dot(n, toEye) <= 0) continue;
      const shade = 0.38 + 0.62 * Math.max(0, dot(n, light) / lightLength);
      const rgb = shape.colour.map((c) => Math.min(255, Math.round(c * shade)));
      const corners = [0, 1, 2].map((i) => {
        const p = [mesh[t * 9 + i * 3], mesh[t * 9 + i * 3 + 1], mesh[t * 9 + i * 3 + 2]];
        return [w / 2 + (dot(p, right) - cx) * scale, middle - (dot(p, up) - cy) * scale, dot(p, toEye)];
      });
      // Set channel by channel: a typed array's set() from an array, pixel by pixel, took most of the drawing.
      fill(corners, (index, z) => {
        if (z <= depth[index]) return;
        depth[index] = z;
        for (let k = 0; k < 3; k++) {
          colour[index * 3 + k] = rgb[k];
          normals[index * 3 + k] = n[k];
        }
      }, w, h);
    }
  }
  const picture = downsample(outlined(colour, depth, normals, w, h, scale), w, h);
  drawCaption(picture, view.width, view.caption);
  return png(view.width, view.height, 3, picture);
}

/** Calls `plot` for every pixel inside the screen triangle, with its interpolated depth. */
function fill(c: number[][], plot: (index: number, z: number) => void, w: number, h: number): void {
  const [x0, x1] = [Math.max(0, Math.floor(Math.min(c[0][0], c[1][0], c[2][0]))), Math.min(w - 1, Math.ceil(Math.max(c[0][0], c[1][0], c[2][0])))];
  const [y0, y1] = [Math.max(0, Math.floor(Math.min(c[0][1], c[1][1], c[2][1]))), Math.min(h - 1, Math.ceil(Math.max(c[0][1], c[1][1], c[2][1])))];
  const area = (c[1][0] - c[0][0]) * (c[2][1] - c[0][1]) - (c[2][0] - c[0][0]) * (c[1][1] - c[0][1]);
  if (Math.abs(area) < 1e-9) return;
  for (let y = y0; y <= y1; y++) {
    const [from, to] = rowSpan(c, y + 0.5, x0, x1);
    const py = y + 0.5;
    for (let x = from; x <= to; x++) {
      const px = x + 0.5;
      const a = ((c[1][0] - px) * (c[2][1] - py) - (c[2][0] - px) * (c[1][1] - py)) / area;
      const b = ((c[2][0] - px) * (c[0][1] - py) - (c[0][0] - px) * (c[2][1] - py)) / area;
      const g = 1 - a - b;
      if (a < 0 || b < 0 || g < 0) continue;
      plot(y * w + x, a * c[0][2] + b * c[1][2] + g * c[2][2]);
    }
  }
}

/**
 * The pixels of row `py` that may lie inside the triangle: between where its edges cross the row, a pixel wider on
 * each side, so that the exact test above decides every pixel it would have decided over the whole bounding box,
 * which for a long thin triangle is mostly outside it. A row no edge crosses keeps the whole box.
 */
function rowSpan(c: number[][], py: number, x0: number, x1: number): [number, number] {
  // A triangle almost flat in y crosses a row only by rounding: the whole box decides it.
  if (Math.max(c[0][1], c[1][1], c[2][1]) - Math.min(c[0][1], c[1][1], c[2][1]) < 1e-6) return [x0, x1];
  let [low, high] = [Infinity, -Infinity];
  for (let i = 0; i < 3; i++) {
    const [p, q] = [c[i], c[(i + 1) % 3]];
    if ((p[1] - py) * (q[1] - py) > 0) continue;
    const crossings = p[1] === q[1] ? [p[0], q[0]] : [p[0] + ((py - p[1]) * (q[0] - p[0])) / (q[1] - p[1])];
    for (const x of crossings) [low, high] = [Math.min(low, x), Math.max(high, x)];
  }
  if (!(low <= high)) return [x0, x1];
  return [Math.max(x0, Math.floor(low - 0.5) - 1), Math.min(x1, Math.ceil(high - 0.5) + 1)];
}

/** The background filled in, and a dark line where depth jumps or the surface turns sharply. */
function outlined(colour: Uint8Array, depth: Float64Array, normals: Float32Array, w: number, h: number, scale: number): Uint8Array {
  const out = new Uint8Array(colour.length);
  const jump = 1.5 * (SUPERSAMPLE / scale) * 4;
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const i = y * w + x;
      if (depth[i] === -Infinity) {
        for (let k = 0; k < 3; k++) out[i * 3 + k] = BACKGROUND[k];
        continue;
      }
      let edge = false;
      for (let side = 0; side < 2; side++) {
        const j = side === 0 ? (x + 1 < w ? i + 1 : i) : y + 1 < h ? i + w : i;
        const turned = normals[i * 3] * normals[j * 3] + normals[i * 3 + 1] * normals[j * 3 + 1] + normals[i * 3 + 2] * normals[j * 3 + 2] < 0.8;
        if (depth[j] === -Infinity || Math.abs(depth[i] - depth[j]) > jump || turned) edge = true;
      }
      for (let k = 0; k < 3; k++) out[i * 3 + k] = edge ? Math.round(colour[i * 3 + k] * 0.35) : colour[i * 3 + k];
    }
  }
  return out;
}

function downsample(big: Uint8Array, w: number, h: number): Uint8Array {
  const [sw, sh] = [w / SUPERSAMPLE, h / SUPERSAMPLE];
  const out = new Uint8Array(sw * sh * 3);
  for (let y = 0; y < sh; y++) {
    for (let x = 0; x < sw; x++) {
      for (let k = 0; k < 3; k++) {
        let sum = 0;
        for (let dy = 0; dy < SUPERSAMPLE; dy++) for (let dx = 0; dx < SUPERSAMPLE; dx++) sum += big[((y * SUPERSAMPLE + dy) * w + x * SUPERSAMPLE + dx) * 3 + k];
        out[(y * sw + x) * 3 + k] = Math.round(sum / (SUPERSAMPLE * SUPERSAMPLE));
      }
    }
  }
  return out;
}
