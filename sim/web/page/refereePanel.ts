// The referee's panel of the web clock, behind the Referee button held for a second (a ring fills while it
// is held, so a player does not open it by a brush). Opening it records nothing. Its actions are the
// device's referee menus, item for item (firmware/app/menus/menuItems.ts): in pause the referee menu, after
// a flag the flag menu, once the referee ended the game its result, each in words for a phone. Corrections
// are the device's own items, a side's field each, set in fields within the device's bounds and shown
// before → after, to be confirmed before they apply.
import { formatSeconds, sideClockOf, resultAsked, type AdjustField, type ClockState, type Input } from '../../../firmware/core/index';
import type { Item } from '../../../firmware/app/menus/menuItems';
import { resultFormParts } from './resultForm';
import { refereeMenu } from './refereeMenu';
import { t } from './pageLanguage';
import { numberInput, timeInputs, timeTyped } from './controlFields';

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
  /** Whether the message is the core's refusal, said in the error's colour; a success is not. */
  let refused = false;
  const draw = () => {
    const state = host.state();
    const menu = refereeMenu(state);
    const parts: HTMLElement[] = [document.createElement('h1')];
    // The result's form is headed as what it asks, not as the panel it opens in.
    parts[0].textContent = t(state.phase !== 'running' && resultAsked(state) ? 'res.heading' : 'ref.heading');
    const act = (input: Input, words: string) => (event: MouseEvent) => {
      const refusal = host.feed(input, event.timeStamp);
      message = refusal ?? t('ref.done', { what: words });
      refused = refusal !== null;
      // Ended by the referee, the game's result is asked next; once told, or with a clock running, the panel closes.
      const after = host.state();
      if (refusal === null && (after.phase === 'running' || (after.phase === 'ended' && !(input.type === 'end' && resultAsked(after))))) dialog.close();
      else draw();
    };
    if (state.phase === 'running') parts.push(paragraph(t('ref.running')), button(t('ref.pause'), act({ type: 'pause' }, t('ref.paused'))));
    else if (resultAsked(state)) parts.push(...resultFormParts(state, act));
    else if (menu.actions.length === 0) parts.push(paragraph(state.phase === 'ready' ? t('ref.notStarted') : t('ref.over')));
    for (const action of menu.actions) parts.push(button(t('ref.' + action.label), act(action.input, t('ref.' + action.label))));
    if (menu.corrections.length > 0) parts.push(...correctionParts(state, menu.corrections, act));
    const said = paragraph(message, refused ? 'error' : 'done');
    said.setAttribute('role', 'alert');
    parts.push(said, button(t('setup.close'), () => dialog.close()));
    dialog.replaceChildren(...parts);
  };
  return () => {
    message = '';
    refused = false;
    draw();
    dialog.showModal();
  };
}

/** A correction's value (ms for a time) as a person reads it: a time as m:ss or h:mm:ss, a count in the item's own unit. */
function shown(item: Item, value: number): string {
  return item.kind === 'clock' ? formatSeconds(Math.ceil(value / 1000)) : String(Math.round(value / item.scale));
}

/** The corrections as fields: which side's item, its new value within the device's bounds, shown before → after and applied on a second tap. */
function correctionParts(state: ClockState, items: Item[], act: (input: Input, words: string) => (event: MouseEvent) => void): HTMLElement[] {
  const which = document.createElement('select');
  which.id = 'correctionItem';
  items.forEach((item, i) => which.add(new Option(t(item.side === 'black' ? 'side.Black' : 'side.White') + ' · ' + t('adjust.' + item.key), String(i))));
  const value = document.createElement('span');
  const preview = paragraph('', 'preview');
  const confirm = document.createElement('div');
  const item = () => items[Number(which.value)];
  const current = () => (sideClockOf(state, item().side as 'black' | 'white') as unknown as Record<string, number>)[item().from as string];
  const fill = () => {
    const chosen = item();
    const now = current();
    value.replaceChildren();
    // A time as the faces show it, in whole seconds rounded up.
    if (chosen.kind === 'clock') value.append(...timeInputs('correction', Math.ceil(now / 1000), chosen.max));
    else {
      // In the item's own unit: the seconds used of a period are shown and typed as seconds.
      const count = numberInput('correctionCount', 0, chosen.max);
      count.value = String(Math.round(now / chosen.scale));
      value.append(count);
    }
    confirm.hidden = true;
    preview.textContent = '';
  };
  /** The value typed, in ms for a time; a value left as shown is the clock's own, not its rounding. */
  const typed = (): number => {
    const chosen = item();
    const to = chosen.kind === 'clock' ? timeTyped('correction') : Number((value.querySelector('#correctionCount') as HTMLInputElement).value || '0') * chosen.scale;
    return shown(chosen, to) === shown(chosen, current()) ? current() : to;
  };
  which.addEventListener('change', fill);
  fill();
  const show = button(t('ref.show'), () => {
    const chosen = item();
    const to = typed();
    const label = t('adjust.' + chosen.key);
    confirm.replaceChildren();
    const low = chosen.min * chosen.scale;
    const high = chosen.max * chosen.scale;
    if (!Number.isInteger(to) || to < low || to > high) {
      preview.textContent = t('field.range', { field: label, min: shown(chosen, low), max: shown(chosen, high) });
      confirm.hidden = true;
      return;
    }
    const change = t('ref.change', { side: t(chosen.side === 'black' ? 'side.Black' : 'side.White'), field: label, before: shown(chosen, current()), after: shown(chosen, to) });
    preview.textContent = change + '?';
    const input = { type: 'adjust' as const, side: chosen.side as 'black' | 'white' } as Input & Record<string, unknown>;
    input[chosen.key as AdjustField] = to;
    confirm.append(button(t('ref.apply'), act(input, t('ref.corrected', { change: change }))), button(t('ref.cancel'), () => ((confirm.hidden = true), (preview.textContent = ''))));
    confirm.hidden = false;
  });
  show.id = 'showCorrection';
  return [paragraph(t('ref.correct')), which, value, show, preview, confirm];
}
