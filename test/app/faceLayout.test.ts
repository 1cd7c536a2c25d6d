// Every frame of the faces' sheets, in every language, drawn by the built firmware on the fake: nothing it draws falls
// off the 128x64 panel, no text lies over another text, a digit or the battery, and the big figure stands as tall as
// in English. The fake's drawing is watched at its one fill, where every lit pixel of a text, a digit or a mark is set
// before the panel's edge clips it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeGraphics } from '../../sim/espruino/fakeGraphics';
import { reachScreen, SCREENS } from '../../sim/screens/faceScreens';
import { TEXT_LANGUAGES, type TextLanguage } from '../../firmware/core/index';

const WIDTH = 128;
const HEIGHT = 64;

interface Box {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
}

/** Something drawn that still shows: a text's ink, a filled rectangle or an image's box. */
interface Drawn extends Box {
  kind: 'text' | 'rect' | 'image';
  what: string;
  /** Drawn blank on lit pixels (the digit under edit): it stands on its rectangle by design. */
  dark: boolean;
}

interface Watch {
  items: Drawn[];
  /** The text being drawn, its ink growing with each fill. */
  text: Drawn | null;
  clipped: string[];
  color: number;
}

type Method = (this: FakeGraphics, ...args: never[]) => unknown;
const proto = FakeGraphics.prototype as unknown as Record<string, Method>;
const watches = new Map<FakeGraphics, Watch>();
const originals: Record<string, Method> = {};

function watchOf(canvas: FakeGraphics): Watch | null {
  if (canvas.getWidth() !== WIDTH || canvas.getHeight() !== HEIGHT) return null;
  let watch = watches.get(canvas);
  if (watch === undefined) {
    watch = { items: [], text: null, clipped: [], color: 1 };
    watches.set(canvas, watch);
  }
  return watch;
}

const inside = (inner: Box, outer: Box) => inner.x1 >= outer.x1 && inner.x2 <= outer.x2 && inner.y1 >= outer.y1 && inner.y2 <= outer.y2;
const overlap = (a: Box, b: Box) => a.x1 <= b.x2 && b.x1 <= a.x2 && a.y1 <= b.y2 && b.y1 <= a.y2;
const box = (ax: number, ay: number, bx: number, by: number): Box => ({ x1: Math.min(ax, bx) | 0, y1: Math.min(ay, by) | 0, x2: Math.max(ax, bx) | 0, y2: Math.max(ay, by) | 0 });

/** What a blank rectangle leaves of each item: one inside it is gone; one it cuts across whole keeps what lies either side. */
function blank(watch: Watch, area: Box): void {
  const kept: Drawn[] = [];
  for (const item of watch.items) {
    if (inside(item, area)) continue;
    if (!overlap(item, area) || area.y1 > item.y1 || area.y2 < item.y2) {
      kept.push(item);
      continue;
    }
    if (item.x1 < area.x1) kept.push(Object.assign({}, item, { x2: area.x1 - 1 }));
    if (item.x2 > area.x2) kept.push(Object.assign({}, item, { x1: area.x2 + 1 }));
  }
  watch.items = kept;
}

function patch(name: string, around: (watch: Watch, args: number[] & string[], call: () => unknown) => unknown): void {
  originals[name] = proto[name];
  proto[name] = function (this: FakeGraphics, ...args: never[]) {
    const watch = watchOf(this);
    const call = () => originals[name].apply(this, args);
    return watch === null ? call() : around(watch, args as never, call);
  };
}

beforeAll(() => {
  patch('clear', (watch, _args, call) => ((watch.items = []), call()));
  patch('setColor', (watch, args, call) => ((watch.color = Number(args[0])), call()));
  patch('fill', (watch, args, call) => {
    const area = box(args[0], args[1], args[2], args[3]);
    const color = args.length > 4 ? Number(args[4]) : watch.color;
    if (color !== 0 && !inside(area, box(0, 0, WIDTH - 1, HEIGHT - 1))) watch.clipped.push((watch.text?.what ?? 'a rectangle') + ' at ' + JSON.stringify(area));
    if (watch.text !== null) {
      const t = watch.text;
      (t.x1 = Math.min(t.x1, area.x1)), (t.y1 = Math.min(t.y1, area.y1)), (t.x2 = Math.max(t.x2, area.x2)), (t.y2 = Math.max(t.y2, area.y2));
    } else if (color === 0) blank(watch, area);
    else watch.items.push(Object.assign(area, { kind: 'rect' as const, what: 'a rectangle', dark: false }));
    return call();
  });
  patch('drawString', (watch, args, call) => {
    const text: Drawn = { x1: Infinity, y1: Infinity, x2: -Infinity, y2: -Infinity, kind: 'text', what: '"' + args[0] + '"', dark: watch.color === 0 };
    watch.text = text;
    const result = call();
    watch.text = null;
    if (text.x2 >= text.x1) watch.items.push(text);
    return result;
  });
  patch('drawImage', (watch, args, call) => {
    const image = String(args[0]);
    const area = box(args[1], args[2], args[1] + image.charCodeAt(0) - 1, args[2] + image.charCodeAt(1) - 1);
    if (!inside(area, box(0, 0, WIDTH - 1, HEIGHT - 1))) watch.clipped.push('an image at ' + JSON.stringify(area));
    blank(watch, area);
    watch.items.push(Object.assign(area, { kind: 'image' as const, what: 'a digit', dark: false }));
    return call();
  });
});

afterAll(() => {
  for (const name of Object.keys(originals)) proto[name] = originals[name];
});

/** What overlaps on a face: a text over another text, a digit or a mark, but a blank text on the rectangle lit for it. */
function overlaps(items: Drawn[]): string[] {
  const found: string[] = [];
  for (let i = 0; i < items.length; i++) {
    for (let j = i + 1; j < items.length; j++) {
      const a = items[i];
      const b = items[j];
      if ((a.kind !== 'text' && b.kind !== 'text') || a.dark || b.dark || !overlap(a, b)) continue;
      found.push(a.what + ' and ' + b.what + ' at ' + JSON.stringify(box(Math.max(a.x1, b.x1), Math.max(a.y1, b.y1), Math.min(a.x2, b.x2), Math.min(a.y2, b.y2))));
    }
  }
  return found;
}

/** The screens whose faces are menus, a notice or a result in words, where no figure counts. */
const NO_FIGURE = ['screens.flagMenu', 'screens.resultMenu', 'screens.setup', 'screens.editor', 'screens.referee', 'screens.pairing', 'screens.lostOnTime', 'screens.lostLate', 'screens.resigned'];

/** The rows the big figure takes, read from the panel's pixels: lit rows under the text rows, left of what stands beside it. */
function figureRows(pixel: (x: number, y: number) => number): number {
  let top = -1;
  let bottom = -1;
  for (let y = 24; y < HEIGHT; y++) {
    for (let x = 0; x < 72; x++) {
      if (!pixel(x, y)) continue;
      if (top < 0) top = y;
      bottom = y;
      break;
    }
  }
  return top < 0 ? 0 : bottom - top + 1;
}

/** Each screen's figure heights in English, left face then right, by label. */
const englishHeights = new Map<string, number[]>();

describe.each(TEXT_LANGUAGES.slice().reverse() as TextLanguage[])('the faces in %s', (language) => {
  it('draw nothing off the panel, no text over another thing, and the figure as tall as in English', () => {
    const faults: string[] = [];
    for (const screen of SCREENS) {
      watches.clear();
      const shot = reachScreen(screen, language);
      for (const [canvas, watch] of watches) {
        const where = language + ' ' + screen.label + ' face ' + [...watches.keys()].indexOf(canvas) + ': ';
        faults.push(...watch.clipped.map((clip) => where + 'clipped ' + clip), ...overlaps(watch.items).map((pair) => where + pair));
      }
      if (NO_FIGURE.includes(screen.label)) continue;
      const heights = [shot.left, shot.right].map((face) => figureRows((x, y) => (face.pixel(x, y) ? 1 : 0)));
      if (language === 'en') englishHeights.set(screen.label, heights);
      else expect(heights, language + ' ' + screen.label).toEqual(englishHeights.get(screen.label));
      for (const height of heights) expect(height, language + ' ' + screen.label).toBeGreaterThanOrEqual(36);
    }
    expect(faults).toEqual([]);
  });
});
