// What the web clock shows: the two halves (each side's name, figure and words, and an alert such as the
// voice falling back to beeps) and the buttons whose state follows the game. Reads the core's views;
// changes nothing in the game. The figure is sized for a phone lying on a table: in portrait at least 40 %
// of its half's height, in landscape at least 60 % of its half's width (tall digits where a wide time must
// fit across a narrow half).
import { faceView, otherSide, type ClockState, type Side, type TextLanguage } from '../../../firmware/core/index';
import { describeFace } from './faceText';
import { sayIn, t } from './pageLanguage';

export const $ = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;

/** The half of the screen each side plays on: White faces Black across the table. */
export function halves(): Record<Side, HTMLElement> {
  return { white: $('top'), black: $('bottom') };
}

/** The share of its half a figure fills, across and up (the figure's own box, its glyphs' line). */
const FILL_ACROSS = 0.9;
const FILL_UP = 0.46;
/** Digits are drawn this much taller than wide at most, where the half is narrow for the time. */
const MAX_STRETCH = 1.8;

/** Sizes a figure to its half: as large as fits across, and stretched upward to fill its share of the height. */
function fitFigure(half: HTMLElement, figure: HTMLElement): void {
  const width = half.clientWidth;
  const height = half.clientHeight;
  // The glyphs' width per px of font size, measured once per shape of text ("0:00" and "0:00:00" differ).
  const probe = 100;
  figure.style.fontSize = probe + 'px';
  figure.style.transform = '';
  figure.style.margin = '';
  const perPx = figure.scrollWidth / probe;
  const size = Math.min((FILL_ACROSS * width) / perPx, FILL_UP * height);
  figure.style.fontSize = Math.floor(size) + 'px';
  const stretch = Math.min(MAX_STRETCH, (FILL_UP * height) / size);
  if (stretch <= 1.01) return;
  figure.style.transform = 'scaleY(' + stretch.toFixed(3) + ')';
  // A transform takes no room of its own: margins keep the words above and below clear of the taller digits.
  figure.style.margin = Math.ceil(((stretch - 1) * size) / 2) + 'px 0';
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
