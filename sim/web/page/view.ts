// What the web clock shows: the two halves (each side's name, figure and words) and the buttons whose
// state follows the game. Reads the core's views; changes nothing in the game.
import { faceView, type ClockState, type Side } from '../../../firmware/core/index';
import { describeFace } from './faceText';

export const $ = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;

/** The half of the screen each side plays on: White faces Black across the table. */
export function halves(): Record<Side, HTMLElement> {
  return { white: $('top'), black: $('bottom') };
}

export function paintClock(state: ClockState, nowMs: number): void {
  const sides = halves();
  for (const side of ['black', 'white'] as Side[]) {
    const view = faceView(state, side, nowMs);
    const text = describeFace(view);
    const half = sides[side];
    (half.querySelector('.name') as HTMLElement).textContent = text.name;
    (half.querySelector('.figure') as HTMLElement).textContent = text.figure;
    (half.querySelector('.info') as HTMLElement).textContent = text.info;
    half.classList.toggle('running', view.running);
    half.classList.toggle('flagged', view.flagged);
  }
  $('pause').textContent = state.phase === 'paused' ? 'Resume' : 'Pause';
  // As on the device, setup waits until no clock runs: pause first.
  $<HTMLButtonElement>('setup').disabled = state.phase === 'running';
}

export function showNotice(text: string): void {
  $('notice').textContent = text;
}
