// Each call written as the voice speaks it, on the half of the side it is for, from the call's own instant for
// a moment: a muted phone, or a page set silent, still tells the count, as the terminal clock's captions do.
import { callContext, phraseFor } from '../../../firmware/voice/phrases';
import type { ClockSettings, Side } from '../../../firmware/core/index';
import type { ScheduledCall } from '../callScheduler';
import { callCaption } from './callWords';
import { t } from './pageLanguage';
import { halves } from './view';

/** How long a caption stays: a call's clip lasts about a second, and the count's calls come a second apart. */
export const CAPTION_MS = 2000;

/** Shows `call` (under `settings`' count style) at its instant on the page's clock `now`; returns how to cancel it before it shows. */
export type ShowCaption = (call: ScheduledCall, settings: ClockSettings) => () => void;

export function createCaptions(now: () => number): ShowCaption {
  /** The caption each half shows, so that only the latest is taken away. */
  const shown: Record<Side, number> = { black: 0, white: 0 };
  let made = 0;
  /**
   * The captions due at each instant on each half, in the order their calls were scheduled: one timer shows them,
   * so that calls of one instant ("5", then the time-out) show in their order however late the page's timers run (a
   * timer of its own each, both rounded to the millisecond, could run the later first).
   */
  const due = new Map<string, { texts: string[]; timer: ReturnType<typeof setTimeout> }>();
  const show = (side: Side, text: string) => {
    const caption = halves()[side].querySelector('.caption') as HTMLElement;
    const mine = (shown[side] = ++made);
    caption.textContent = text;
    setTimeout(() => shown[side] === mine && (caption.textContent = ''), CAPTION_MS);
  };
  return (call, settings) => {
    const phrase = phraseFor(call.call, callContext(settings, call.side));
    if (phrase === '') return () => undefined;
    const text = callCaption(phrase, t);
    const key = call.side + ' ' + call.at;
    let instant = due.get(key);
    if (instant === undefined) {
      const texts: string[] = [];
      const timer = setTimeout(() => {
        due.delete(key);
        // Each in a task of its own, in order: the first at once, the next ones as soon as the page has shown it.
        texts.forEach((each, i) => (i === 0 ? show(call.side, each) : setTimeout(() => show(call.side, each), 0)));
      }, Math.max(0, call.at - now()));
      due.set(key, (instant = { texts: texts, timer: timer }));
    }
    const at = instant;
    at.texts.push(text);
    return () => {
      const index = at.texts.indexOf(text);
      if (index >= 0) at.texts.splice(index, 1);
      if (at.texts.length > 0 || due.get(key) !== at) return;
      clearTimeout(at.timer);
      due.delete(key);
    };
  };
}
