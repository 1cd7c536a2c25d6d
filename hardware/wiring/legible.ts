// What a reader needs of a drawing: every text on the canvas, none over another, none half over a box, and no
// leader across a label. Texts are measured without a font at hand, so their widths are estimated on the wide side
// (DejaVu Sans, the widest sans-serif a reader's machine is likely to fall back on); the drawings lay out by the
// same estimate, and `npm run wiring` refuses to write a drawing that fails these checks.

/** Estimated advance of `char`, in ems: wide letters, narrow ones, capitals and digits, the rest. */
function advance(char: string): number {
  if (' '.includes(char)) return 0.32;
  if ('il.,:;\'|!()[]{}jfrt·'.includes(char)) return 0.42;
  if ('mwMW%@—'.includes(char)) return 1.0;
  if (char.charCodeAt(0) >= 0x2000) return 1.0;
  if (/[A-Z0-9]/.test(char)) return 0.77;
  return 0.64;
}

const BOLD = 1.12;
/** Above and below the baseline, in ems: accents and descenders included. */
const ASCENT = 0.8;
const DESCENT = 0.24;

export function textWidth(text: string, fontSize: number, bold = false): number {
  let ems = 0;
  for (const char of text) ems += advance(char);
  return ems * fontSize * (bold ? BOLD : 1);
}

/** `text` in lines no wider than `width` pixels, broken at spaces. */
export function wrapToWidth(text: string, width: number, fontSize: number, bold = false): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    const longer = line ? line + ' ' + word : word;
    if (line && textWidth(longer, fontSize, bold) > width) {
      lines.push(line);
      line = word;
    } else line = longer;
  }
  return lines.concat(line);
}

type Point = [number, number];

interface Label {
  text: string;
  /** The corners of its box, in order round it (a rotated text's box is rotated). */
  corners: Point[];
}

interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

const attribute = (tag: string, name: string): string | undefined => new RegExp('\\s' + name + '="([^"]*)"').exec(tag)?.[1];
const number = (tag: string, name: string, otherwise = 0): number => Number(attribute(tag, name) ?? otherwise);
// The drawings escape as escapeXml does: by number.
const unescape = (text: string) => text.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));

/** Each text's box, as the drawing places it: its anchor, its size or the root's (16 by default), its rotation. */
function labelsOf(svg: string): Label[] {
  const root = /<svg[^>]*>/.exec(svg)![0];
  const rootSize = number(root, 'font-size', 16);
  return [...svg.matchAll(/<text([^>]*)>([^<]*)<\/text>/g)].map(([, tag, raw]) => {
    const text = unescape(raw);
    const size = number(tag, 'font-size', rootSize);
    const width = textWidth(text, size, attribute(tag, 'font-weight') === 'bold');
    const [x, y] = [number(tag, 'x'), number(tag, 'y')];
    const left = x - width * ({ middle: 0.5, end: 1 }[attribute(tag, 'text-anchor') ?? ''] ?? 0);
    let corners: Point[] = [[left, y - ASCENT * size], [left + width, y - ASCENT * size], [left + width, y + DESCENT * size], [left, y + DESCENT * size]];
    const turn = /rotate\(([-\d.]+) ([-\d.]+) ([-\d.]+)\)/.exec(attribute(tag, 'transform') ?? '');
    if (turn) {
      const [angle, cx, cy] = turn.slice(1).map(Number);
      const [cos, sin] = [Math.cos((angle * Math.PI) / 180), Math.sin((angle * Math.PI) / 180)];
      corners = corners.map(([px, py]) => [cx + (px - cx) * cos - (py - cy) * sin, cy + (px - cx) * sin + (py - cy) * cos]);
    }
    return { text, corners };
  });
}

/** Every box the drawing draws but the background, the one rect placed nowhere. */
function rectsOf(svg: string): Rect[] {
  return [...svg.matchAll(/<rect([^>]*)>/g)].map(([, tag]) => tag).filter((tag) => attribute(tag, 'x') !== undefined)
    .map((tag) => ({ x: number(tag, 'x'), y: number(tag, 'y'), width: number(tag, 'width'), height: number(tag, 'height') }));
}

/** The straight pieces of a path of absolute M, L, H and V commands. */
export function segmentsOf(d: string): [Point, Point][] {
  const segments: [Point, Point][] = [];
  let at: Point = [0, 0];
  for (const [, command, args] of d.matchAll(/([A-Za-z])([^A-Za-z]*)/g)) {
    const values = args.trim().split(/[\s,]+/).map(Number);
    if (!'MLHV'.includes(command)) throw new Error('a leader path may only use M, L, H and V: ' + d);
    const next: Point = command === 'H' ? [values[0], at[1]] : command === 'V' ? [at[0], values[0]] : [values[0], values[1]];
    if (command !== 'M') segments.push([at, next]);
    at = next;
  }
  return segments;
}

/** Whether two convex outlines (a segment is one of two points) share any point inside both: by their separating axes. */
function meet(a: Point[], b: Point[]): boolean {
  for (const shape of [a, b]) {
    for (let i = 0; i < shape.length; i++) {
      const [p, q] = [shape[i], shape[(i + 1) % shape.length]];
      const axis: Point = [q[1] - p[1], p[0] - q[0]];
      if (axis[0] === 0 && axis[1] === 0) continue;
      const project = (s: Point[]) => s.map(([x, y]) => x * axis[0] + y * axis[1]);
      const [pa, pb] = [project(a), project(b)];
      if (Math.max(...pa) <= Math.min(...pb) || Math.max(...pb) <= Math.min(...pa)) return false;
    }
  }
  return true;
}

const inside = (corners: Point[], r: Rect) => corners.every(([x, y]) => x >= r.x && x <= r.x + r.width && y >= r.y && y <= r.y + r.height);
const outline = (r: Rect): Point[] => [[r.x, r.y], [r.x + r.width, r.y], [r.x + r.width, r.y + r.height], [r.x, r.y + r.height]];

/**
 * What a reader would trip on in `svg`, one line each: a text off the canvas, two texts over each other, a text half
 * over a box, a leader (a path in a group marked data-lead) across a label. Empty when the drawing reads cleanly.
 */
export function drawingFaults(svg: string): string[] {
  const root = /<svg[^>]*>/.exec(svg)![0];
  const canvas = { x: 0, y: 0, width: number(root, 'width'), height: number(root, 'height') };
  const labels = labelsOf(svg);
  const rects = rectsOf(svg);
  const faults: string[] = [];
  for (const [i, label] of labels.entries()) {
    if (!inside(label.corners, canvas)) faults.push('"' + label.text + '" runs off the canvas');
    for (const other of labels.slice(i + 1)) if (meet(label.corners, other.corners)) faults.push('"' + label.text + '" overlaps "' + other.text + '"');
    for (const r of rects) {
      if (!inside(label.corners, r) && meet(label.corners, outline(r))) faults.push('"' + label.text + '" runs over the box at ' + r.x + ', ' + r.y);
    }
  }
  for (const [, group] of svg.matchAll(/<g data-lead="[^"]*"[^>]*>(.*?)<\/g>/g)) {
    for (const [, d] of group.matchAll(/<path d="([^"]*)"/g)) {
      for (const segment of segmentsOf(d)) {
        for (const label of labels) if (meet(segment, label.corners)) faults.push('the leader ' + d + ' crosses "' + label.text + '"');
      }
    }
  }
  return faults;
}
