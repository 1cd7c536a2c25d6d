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
  return (call, settings) => {
    const phrase = phraseFor(call.call, callContext(settings, call.side));
    if (phrase === '') return () => undefined;
    const text = callCaption(phrase, t);
    const timer = setTimeout(() => {
      const caption = halves()[call.side].querySelector('.caption') as HTMLElement;
      const mine = (shown[call.side] = ++made);
      caption.textContent = text;
      setTimeout(() => shown[call.side] === mine && (caption.textContent = ''), CAPTION_MS);
    }, Math.max(0, call.at - now()));
    return () => clearTimeout(timer);
  };
}
