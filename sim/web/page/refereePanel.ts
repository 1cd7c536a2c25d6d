// The referee's panel of the web clock, behind the Referee button held for a second (a ring fills while it
// is held, so a player does not open it by a brush). Opening it records nothing. Its actions are the
// device's referee menus, item for item (firmware/app/menus/menuItems.ts): in pause the referee menu, after
// a flag the flag menu, once the referee ended the game its result, each in words for a phone. Corrections are typed as in the terminal clock and shown
// before → after, to be confirmed before they apply.
import { resultAsked, type ClockState, type Input } from '../../../firmware/core/index';
import { resultFormParts } from './resultForm';
import { ACTION_WORDS, refereeMenu } from './refereeMenu';
import { CORRECTION_HELP, describeCorrection, parseCorrection } from '../../terminal/correction';

/** How long the Referee button is held to open the panel. */
export const REFEREE_HOLD_MS = 1000;

export interface RefereeHost {
  state(): ClockState;
  /** Applies an input at an instant; returns the core's refusal in words, or null. */
  feed(input: Input, atMs: number): string | null;
}

function button(text: string, act: (event: MouseEvent) => void): HTMLButtonElement {
  const made = document.createElement('button');
  made.type = 'button';
  made.textContent = text;
  made.addEventListener('click', act);
  return made;
}

function paragraph(text: string, className = ''): HTMLParagraphElement {
  const made = document.createElement('p');
  made.textContent = text;
  made.className = className;
  return made;
}

/** Builds the panel into `dialog`; returns how to open it. */
export function createRefereePanel(dialog: HTMLDialogElement, host: RefereeHost): () => void {
  let message = '';
  const draw = () => {
    const state = host.state();
    const menu = refereeMenu(state);
    const parts: HTMLElement[] = [document.createElement('h1')];
    parts[0].textContent = 'Referee';
    const act = (input: Input, words: string) => (event: MouseEvent) => {
      const refusal = host.feed(input, event.timeStamp);
      message = refusal ?? words + ': done.';
      // Ended by the referee, the game's result is asked next; once told, or with a clock running, the panel closes.
      const after = host.state();
      if (refusal === null && (after.phase === 'running' || (after.phase === 'ended' && !(input.type === 'end' && resultAsked(after))))) dialog.close();
      else draw();
    };
    if (state.phase === 'running') parts.push(paragraph('The clock runs. Pause it to correct a time, seal the move or mark a late arrival.'), button('Pause the clock', act({ type: 'pause' }, 'Paused')));
    else if (resultAsked(state)) parts.push(...resultFormParts(state, act));
    else if (menu.actions.length === 0) parts.push(paragraph(state.phase === 'ready' ? 'The game has not started: there is nothing to decide yet.' : 'The game is over.'));
    for (const action of menu.actions) parts.push(button(ACTION_WORDS[action.label], act(action.input, ACTION_WORDS[action.label])));
    if (menu.corrections.length > 0) parts.push(...correctionParts(state, menu.corrections, act));
    const said = paragraph(message, 'error');
    said.setAttribute('role', 'alert');
    parts.push(said, button('Close', () => dialog.close()));
    dialog.replaceChildren(...parts);
  };
  return () => {
    message = '';
    draw();
    dialog.showModal();
  };
}

/** The typed correction: read, shown before → after, and applied only on a second tap. */
function correctionParts(state: ClockState, fields: string[], act: (input: Input, words: string) => (event: MouseEvent) => void): HTMLElement[] {
  const input = document.createElement('input');
  input.id = 'correction';
  input.placeholder = CORRECTION_HELP;
  const preview = paragraph('', 'preview');
  const confirm = document.createElement('div');
  confirm.hidden = true;
  const show = button('Correct…', () => {
    confirm.replaceChildren();
    try {
      const adjustment = parseCorrection(input.value, state.settings);
      const change = describeCorrection(state, adjustment);
      preview.textContent = change + '?';
      confirm.append(button('Apply', act(Object.assign({ type: 'adjust' as const }, adjustment), 'Corrected ' + change)), button('Cancel', () => ((confirm.hidden = true), (preview.textContent = ''))));
      confirm.hidden = false;
    } catch (error) {
      preview.textContent = (error as Error).message;
      confirm.hidden = true;
    }
  });
  show.id = 'showCorrection';
  return [paragraph('Correct a time (as the device’s menu allows now: ' + fields.join(', ') + ')'), input, show, preview, confirm];
}
