// What the web clock shows: the two halves (each side's name, figure and words, and an alert such as the
// voice falling back to beeps) and the buttons whose state follows the game. Reads the core's views;
// changes nothing in the game. The figure is sized for a phone lying on a table: in portrait its digits' own
// ink fills 42 % of its half's height where it fits across (m:ss), in landscape at least 60 % of its half's
// width (a period's two digits drawn taller for it); a wide time in a narrow half is drawn up to twice its height instead.
import { faceView, otherSide, type ClockState, type Side, type TextLanguage } from '../../../firmware/core/index';
import { describeFace } from './faceText';
import { sayIn, t } from './pageLanguage';

export const $ = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;

/** The half of the screen each side plays on: White faces Black across the table. */
export function halves(): Record<Side, HTMLElement> {
  return { white: $('top'), black: $('bottom') };
}

/** The share of its half a figure fills: its box across, and its digits' own ink (not their line) up. */
const FILL_ACROSS = 0.9;
const INK_UP = 0.42;
/** Digits are drawn this much taller than wide at most, where the half is narrow for the time. */
const MAX_STRETCH = 2;
/** A short figure (a period's seconds, "29") grows until it spans this share of its half across, its ink no more than INK_MOST up. */
const SHORT_ACROSS = 0.7;
const INK_MOST = 0.66;

let inkCanvas: HTMLCanvasElement | null = null;

/** Where `figure`'s glyphs' ink lies in its line (line-height 1), in ems from the line's top: the font's own box centred in the line, the ink about its baseline. */
function inkOf(figure: HTMLElement): { top: number; bottom: number } {
  const context = (inkCanvas ?? (inkCanvas = document.createElement('canvas'))).getContext('2d') as CanvasRenderingContext2D;
  const style = getComputedStyle(figure);
  context.font = style.fontWeight + ' 100px ' + style.fontFamily;
  const metrics = context.measureText(figure.textContent ?? '');
  const baseline = (100 - metrics.fontBoundingBoxAscent - metrics.fontBoundingBoxDescent) / 2 + metrics.fontBoundingBoxAscent;
  return { top: (baseline - metrics.actualBoundingBoxAscent) / 100, bottom: (baseline + metrics.actualBoundingBoxDescent) / 100 };
}

/** Sizes a figure to its half: as large as fits across, and stretched upward until its digits' ink fills their share of the height. */
function fitFigure(half: HTMLElement, figure: HTMLElement): void {
  const width = half.clientWidth;
  const height = half.clientHeight;
  // The glyphs' width per px of font size, measured once per shape of text ("0:00" and "0:00:00" differ).
  const probe = 100;
  figure.style.fontSize = probe + 'px';
  figure.style.transform = '';
  figure.style.margin = '';
  const perPx = figure.scrollWidth / probe;
  const ink = inkOf(figure);
  // The font size whose digits' ink would fill INK_UP of the half's height.
  const up = (INK_UP * height) / (ink.bottom - ink.top);
  const fitted = Math.min((FILL_ACROSS * width) / perPx, up);
  const size = fitted * perPx >= SHORT_ACROSS * width ? fitted : Math.min((SHORT_ACROSS * width) / perPx, (INK_MOST * height) / (ink.bottom - ink.top));
  const stretch = Math.max(1, Math.min(MAX_STRETCH, up / size));
  figure.style.fontSize = Math.floor(size) + 'px';
  figure.style.transform = stretch > 1.01 ? 'scaleY(' + stretch.toFixed(3) + ')' : '';
  // A transform takes no room of its own: margins keep the words above and below clear of the taller ink, and no more.
  const above = Math.max(0, stretch * (0.5 - ink.top) - 0.5);
  const below = Math.max(0, stretch * (ink.bottom - 0.5) - 0.5);
  figure.style.margin = Math.ceil(above * size) + 'px 0 ' + Math.ceil(below * size) + 'px';
}

/** The text shape each figure was last fitted for, and the half's size then. */
const fitted: Record<Side, string> = { black: '', white: '' };

export function paintClock(state: ClockState, nowMs: number, alert: string): void {
  const sides = halves();
  for (const side of ['black', 'white'] as Side[]) {
    const view = faceView(state, side, nowMs);
    const text = describeFace(view, faceView(state, otherSide(side), nowMs), t);
    const half = sides[side];
    const figure = half.querySelector('.figure') as HTMLElement;
    (half.querySelector('.name') as HTMLElement).textContent = text.name;
    figure.textContent = text.figure;
    (half.querySelector('.other') as HTMLElement).textContent = text.other;
    (half.querySelector('.info') as HTMLElement).textContent = text.info;
    (half.querySelector('.alert') as HTMLElement).textContent = alert;
    const shape = text.figure.replace(/\d/g, '0') + ' ' + half.clientWidth + 'x' + half.clientHeight;
    if (fitted[side] !== shape) {
      fitted[side] = shape;
      fitFigure(half, figure);
    }
    half.classList.toggle('running', view.running);
    half.classList.toggle('flagged', view.flagged);
  }
  $('pause').textContent = t(state.phase === 'paused' ? 'btn.resume' : 'btn.pause');
  // As on the device, setup waits until no clock runs: it looks unavailable, and a tap says why (setup.ts).
  $('setup').setAttribute('aria-disabled', String(state.phase === 'running'));
}

export function showNotice(text: string): void {
  $('notice').textContent = text;
}

/** A standing warning under the buttons (what the page cannot do here); "" hides it. */
export function showWarning(text: string): void {
  const warning = $('warning');
  warning.textContent = text;
  warning.hidden = text === '';
}

/** Every fixed label under `root` in the page's language: keys in data-t (its text), data-t-title and data-t-placeholder. */
function translate(root: ParentNode): void {
  for (const element of Array.from(root.querySelectorAll<HTMLElement>('[data-t]'))) element.textContent = t(element.dataset.t as string);
  for (const element of Array.from(root.querySelectorAll<HTMLElement>('[data-t-title]'))) element.title = t(element.dataset.tTitle as string);
  for (const element of Array.from(root.querySelectorAll<HTMLInputElement>('[data-t-placeholder]'))) element.placeholder = t(element.dataset.tPlaceholder as string);
}

/** Shows the page in `language`: its words, its lang attribute (so CJK text takes its own glyphs) and its title. */
export function useLanguage(language: TextLanguage): void {
  sayIn(language);
  document.documentElement.lang = language;
  document.title = t('page.title');
  translate(document);
}
