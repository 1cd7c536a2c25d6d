// The phone's end-of-game question, as the device's result menu asks it (firmware/app/menus/menuItems.ts,
// resultItems): who won, how, and by how many points after a count; the result goes to the clock as SGF
// writes it (B+R, W+3.5, B+T, W+F, 0).
import { gameResult, resultProblem, resultText, MAX_MARGIN, type ClockState, type Input, type ResultBy, type ResultWinner } from '../../../firmware/core/index';
import { t } from './pageLanguage';

const WINNERS: ResultWinner[] = ['black', 'white', 'jigo'];
const HOWS: ResultBy[] = ['resign', 'points', 'time', 'forfeit'];

function labelled(text: string, control: HTMLElement): HTMLLabelElement {
  const label = document.createElement('label');
  label.append(text + ' ', control);
  return label;
}

function select(id: string, values: string[]): HTMLSelectElement {
  const made = document.createElement('select');
  made.id = id;
  for (const value of values) made.append(new Option(t('res.' + value), value));
  return made;
}

/** The form's parts; `tell` sends the result the referee confirms (its words for the message). */
export function resultFormParts(state: ClockState, tell: (input: Input, words: string) => (event: MouseEvent) => void): HTMLElement[] {
  const told = gameResult(state);
  const heading = document.createElement('p');
  heading.textContent = told === null ? t('res.ask') : t('res.recorded', { result: told });
  const winner = select('resultWinner', WINNERS);
  const how = select('resultBy', HOWS);
  const margin = document.createElement('input');
  margin.id = 'resultMargin';
  margin.type = 'number';
  margin.min = '0.5';
  margin.step = '0.5';
  margin.value = '0.5';
  const marginLabel = labelled(t('res.margin'), margin);
  const preview = document.createElement('p');
  preview.className = 'preview';
  const record = document.createElement('button');
  record.type = 'button';
  record.id = 'recordResult';
  record.textContent = t('res.record');
  const result = () => resultText(winner.value as ResultWinner, how.value as ResultBy, Number(margin.value));
  const refresh = () => {
    how.hidden = winner.value === 'jigo';
    marginLabel.hidden = winner.value === 'jigo' || how.value !== 'points';
    const problem = resultProblem(result());
    preview.textContent = problem === '' ? t('res.preview', { result: result() }) : t('res.marginBad', { max: MAX_MARGIN });
    record.disabled = problem !== '';
  };
  for (const control of [winner, how, margin]) control.addEventListener('input', refresh);
  record.addEventListener('click', (event) => tell({ type: 'result', result: result() }, t('res.done', { result: result() }))(event));
  refresh();
  return [heading, labelled(t('res.who'), winner), how, marginLabel, preview, record];
}
