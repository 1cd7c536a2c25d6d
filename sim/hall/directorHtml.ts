// The director's page itself (directorPage.ts serves it): plain HTML and a small script that asks the
// hall for the boards every two seconds and sends the director's commands. A command's one-line answer is
// shown beside the board it answers, in every row of that board, where the director's eyes are; the round's,
// beside the round's form. Everything a clock or a file told is put on the page as text, never as markup. Its words are the catalogue's in the language asked
// for: the fixed ones written in, the script's handed to it as an object (escaped for a script).
import type { Say, TextLanguage } from '../../firmware/core/index';
import { escapeXml } from '../host/markup';

/** The keys the page's script says, with its {slots} left for it to fill. */
const SCRIPT_KEYS = ['dir.heading', 'dir.none', 'dir.noClock', 'dir.confirm', 'dir.set', 'dir.clear', 'dir.resultOf', 'dir.board', 'dir.black', 'dir.white', 'dir.clock', 'dir.result', 'dir.why', 'dir.phase.ready', 'dir.phase.running', 'dir.phase.paused', 'dir.phase.flagged', 'dir.phase.ended'];

/** The page in `language`, said by `say`. */
export function directorHtml(language: TextLanguage, say: Say): string {
  const words: Record<string, string> = {};
  for (const key of SCRIPT_KEYS) words[key] = say(key, { round: '{round}', result: '{result}', board: '{board}' });
  const text = (key: string) => escapeXml(say(key));
  // In a script, "</" could end it: every "<" is written as an escape.
  const wordsJson = JSON.stringify(words).replace(/</g, '\\u003c');
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${text('dir.pageTitle')}</title>
<style>
  body { margin: 0; font-family: system-ui, sans-serif; background: #f4f4f0; color: #111; }
  header { display: flex; flex-wrap: wrap; gap: 1em; align-items: center; padding: 0.6em 1em; background: #222; color: #fff; }
  header h1 { margin: 0; font-size: 1.4em; }
  #answer, .answer { font-weight: bold; }
  /* A round's answer has a line for each game OpenGotha drops from its file. */
  #answer { white-space: pre-line; }
  #answer.refused { color: #f88; }
  .answer { margin-left: 0.5em; color: #060; }
  .answer.refused { color: #b00; }
  section { padding: 0 1em 1em; }
  h2 { font-size: 1.1em; margin: 0.8em 0 0.3em; }
  table { border-collapse: collapse; width: 100%; background: #fff; }
  th, td { text-align: left; padding: 0.3em 0.5em; border-bottom: 1px solid #ddd; vertical-align: top; }
  td.concerns { color: #a40; }
  .unconfirmed { font-style: italic; color: #850; }
  button { font-size: 1em; margin-right: 0.3em; }
  input { font-size: 1em; width: 6em; }
  .empty { color: #777; }
</style>
</head>
<body>
<header><h1 id="heading">…</h1>
<form id="roundForm">${text('dir.moveTo')} <input id="roundInput" type="number" min="1" max="99" required> <button>${text('dir.move')}</button></form>
<span id="answer" role="status"></span></header>
<section><h2>${text('dir.waiting')}</h2><table id="waiting"></table></section>
<section><h2>${text('dir.look')}</h2><table id="concerns"></table></section>
<section><h2>${text('dir.every')}</h2><table id="boards"></table></section>
<script>
const WORDS = ${wordsJson};
function t(key, slots) { return WORDS[key].replace(/\\{(\\w+)\\}/g, (all, name) => String(slots[name])); }
const answerLine = document.getElementById('answer');
function say(text, refused) { answerLine.textContent = text; answerLine.className = refused ? 'refused' : ''; }
/** The last answer to a command on each board, shown in its rows. */
const answers = new Map();
async function send(line, board) {
  const response = await fetch('/director/command' + location.search, { method: 'POST', headers: { 'x-hall-director': '1', 'content-type': 'text/plain' }, body: line });
  const answer = { text: await response.text(), refused: !response.ok };
  if (board === undefined) say(answer.text, answer.refused);
  else answers.set(board, answer);
  await refresh();
}
function cell(row, text, className) { const td = row.insertCell(); td.textContent = text; if (className) td.className = className; return td; }
function button(td, label, line, board) { const b = document.createElement('button'); b.textContent = label; b.onclick = () => send(line(), board); td.appendChild(b); }
function head(table, names) { const row = table.createTHead().insertRow(); for (const name of names) { const th = document.createElement('th'); th.textContent = name; row.appendChild(th); } }
function fill(table, names, boards, columns) {
  table.replaceChildren();
  if (boards.length === 0) { cell(table.insertRow(), t('dir.none', {}), 'empty'); return; }
  head(table, names);
  const body = table.createTBody();
  for (const board of boards) columns(body.insertRow(), board);
}
function actions(row, b) {
  const td = row.insertCell();
  if (b.clockResult !== null && !b.confirmed) button(td, t('dir.confirm', { result: b.clockWords }), () => 'confirm ' + b.board, b.board);
  const input = document.createElement('input');
  input.placeholder = 'B+R, W+3.5, 0';
  input.setAttribute('aria-label', t('dir.resultOf', { board: b.board }));
  td.appendChild(input);
  button(td, t('dir.set', {}), () => 'set ' + b.board + ' ' + input.value.trim(), b.board);
  if (b.confirmed) button(td, t('dir.clear', {}), () => 'clear ' + b.board, b.board);
  const answer = answers.get(b.board);
  if (answer !== undefined) { const said = document.createElement('span'); said.className = answer.refused ? 'answer refused' : 'answer'; said.textContent = answer.text; td.appendChild(said); }
}
async function refresh() {
  const response = await fetch('/director/state' + location.search);
  if (!response.ok) return say(await response.text(), true);
  const state = await response.json();
  document.getElementById('heading').textContent = t('dir.heading', { round: state.round });
  // A result being typed is not wiped by the next refresh.
  const typing = document.activeElement;
  if (typing !== null && typing.tagName === 'INPUT' && typing.closest('table') !== null) return;
  const names = ['dir.board', 'dir.black', 'dir.white', 'dir.clock', 'dir.result'].map((key) => t(key, {})).concat(['']);
  const row = (r, b) => { cell(r, b.board); cell(r, b.black); cell(r, b.white); cell(r, b.source === '' ? t('dir.noClock', {}) : b.source + ' (' + t('dir.phase.' + b.phase, {}) + ')'); cell(r, b.resultWords, b.confirmed ? '' : 'unconfirmed'); actions(r, b); };
  fill(document.getElementById('waiting'), names, state.boards.filter((b) => b.clockResult !== null && !b.confirmed), row);
  const asked = ['dir.board', 'dir.black', 'dir.white', 'dir.clock', 'dir.why'].map((key) => t(key, {}));
  fill(document.getElementById('concerns'), asked, state.boards.filter((b) => b.concerns.length > 0), (r, b) => { cell(r, b.board); cell(r, b.black); cell(r, b.white); cell(r, b.source === '' ? t('dir.noClock', {}) : b.source); cell(r, b.concerns.join('; '), 'concerns'); });
  fill(document.getElementById('boards'), names, state.boards, row);
}
document.getElementById('roundForm').onsubmit = (event) => { event.preventDefault(); send('round ' + document.getElementById('roundInput').value); };
refresh();
setInterval(refresh, 2000);
</script>
</body>
</html>
`;
}
