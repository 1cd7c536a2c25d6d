// The referee's panel of the web clock, behind a long press on Pause: the core's own actions (resume, seal,
// late arrivals, the decisions after a flag, the end) and corrections typed as in the terminal clock
// ("b 1:20:00", "w periods 2"), checked by the core, whose message names the field and the reason.
import type { ClockSettings, Input } from '../../../firmware/core/index';
import { CORRECTION_HELP, parseCorrection } from '../../terminal/correction';

/** Each action's button and the input it feeds. */
const ACTIONS: [string, Input][] = [
  ['Resume', { type: 'resume' }],
  ['Seal the move', { type: 'seal' }],
  ['Black arrives late', { type: 'arrive', side: 'black' }],
  ['White arrives late', { type: 'arrive', side: 'white' }],
  ['Flag: lost', { type: 'end' }],
  ['Flag: count as a pass', { type: 'timeoutPass' }],
  ['Flag: void it', { type: 'voidFlag' }],
  ['End the game', { type: 'end' }],
];

/** Builds the panel into `dialog`; `feed` applies an input at an instant and returns the refusal, if any. */
export function createRefereePanel(dialog: HTMLDialogElement, settings: () => ClockSettings, feed: (input: Input, at: number) => string | null): () => void {
  const message = document.createElement('p');
  message.className = 'error';
  message.setAttribute('role', 'alert');
  const correction = document.createElement('input');
  correction.placeholder = CORRECTION_HELP;
  correction.id = 'correction';
  const apply = document.createElement('button');
  apply.textContent = 'Correct';
  apply.type = 'button';
  apply.addEventListener('click', (event) => {
    try {
      message.textContent = feed(Object.assign({ type: 'adjust' as const }, parseCorrection(correction.value, settings())), event.timeStamp) ?? 'corrected';
    } catch (error) {
      message.textContent = (error as Error).message;
    }
  });
  const heading = document.createElement('h1');
  heading.textContent = 'Referee';
  dialog.append(heading);
  for (const [label, input] of ACTIONS) {
    const button = document.createElement('button');
    button.type = 'button';
    button.textContent = label;
    button.addEventListener('click', (event) => {
      const refusal = feed(input, event.timeStamp);
      message.textContent = refusal ?? '';
      if (refusal === null) dialog.close();
    });
    dialog.append(button);
  }
  const close = document.createElement('button');
  close.type = 'button';
  close.textContent = 'Close';
  close.addEventListener('click', () => dialog.close());
  dialog.append(correction, apply, message, close);
  return () => {
    message.textContent = '';
    dialog.showModal();
  };
}
