// The terminal clock's screen as a pure function of the state: two faces, the running one unmistakable.
import { faceView, formatSeconds, type ClockState, type Say, type Side } from '../../firmware/core/index';
import { figureText, statusLine } from '../faceWords';
import { bigText, bigTextWidth } from './bigText';
import { cellsOf, charCells, legendLines, wrap } from './lineBreak';

export interface Caption {
  at: number;
  side: Side;
  call: string;
  text: string;
}

const RESET = '\x1b[0m';
const BOLD = '\x1b[1m';
const DIM = '\x1b[2m';
const RED = '\x1b[31m';
const GREEN = '\x1b[32m';
const YELLOW = '\x1b[33m';
const INVERSE = '\x1b[7m';
/** The smallest screen the clock draws on (a face is then 37 cells wide inside its border), and the widest face. */
export const MIN_COLUMNS = 80;
export const MIN_ROWS = 24;
const MAX_FACE_WIDTH = 60;

/** `text` padded or cut to exactly `width` cells, colours kept. */
function pad(text: string, width: number): string {
  let cells = 0;
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const colour = /^\x1b\[[0-9;]*m/.exec(text.slice(i));
    if (colour !== null) {
      out += colour[0];
      i += colour[0].length - 1;
      continue;
    }
    const wide = charCells(text[i]);
    if (cells + wide > width) break;
    out += text[i];
    cells += wide;
  }
  return out + ' '.repeat(width - cells);
}

/** A face `shape.width` cells wide inside its border, in `shape.say`'s words. */
function face(state: ClockState, side: Side, nowMs: number, label: string, shape: { width: number; say: Say }): string[] {
  const width = shape.width;
  const say = shape.say;
  const view = faceView(state, side, nowMs);
  const colour = view.flagged || view.firstFlag ? RED : view.running ? GREEN + BOLD : DIM;
  const pause = ' ‖ ' + say(view.sealed ? 'term.sealed' : 'term.paused');
  const paused = (view.onMove ? say('term.pausedOnMove', { paused: pause, next: say(view.sealed ? 'term.runsNext' : 'term.toMove') }) : pause) + ' ';
  // An end with no result or flag already says so under the figure (face.over): not twice.
  const overSaid = view.over && view.result === null && view.lostBy === null && view.wonBy === null;
  const marker = view.running ? INVERSE + ' ▶ ' + say('term.running') + ' ' + RESET + colour : view.paused ? YELLOW + paused + colour : view.over && !overSaid ? ' ' + say('term.over') : '';
  const flag = view.flagged && !view.over ? ' ⚑ ' + say('term.flag') : view.firstFlag ? ' ⚑ ' + say('term.firstFlag') : '';
  const figure = figureText(view);
  // Square pixels when the face is wide enough for them.
  const cells = bigTextWidth(figure, 2) + 2 <= width ? 2 : 1;
  const status = ' ' + statusLine(view, say);
  // The move number only where it fits beside the words: they matter more.
  const withMove = view.move > 0 ? status + '  · ' + say('term.move', { move: view.move }) : status;
  const words = cellsOf(withMove) < width ? withMove : status;
  const stage = view.stage > 0 ? ' ' + (view.control.untilMove ? say('term.stageUntil', { stage: view.stage, move: view.control.untilMove }) : say('term.stageLast', { stage: view.stage })) : '';
  const lines = [pad(' ' + say('term.sideHead', { side: say(side === 'black' ? 'side.black' : 'side.white'), where: say('term.' + label) }), 15) + marker + flag, stage]
    .concat(bigText(figure, cells).map((l) => '  ' + l), ['', words]);
  const border = view.running ? '━' : '─';
  const v = view.running ? '┃' : '│';
  const top = (view.running ? '┏' : '┌') + border.repeat(width) + (view.running ? '┓' : '┐');
  const bottom = (view.running ? '┗' : '└') + border.repeat(width) + (view.running ? '┛' : '┘');
  return [colour + top + RESET]
    .concat(lines.map((l) => colour + v + RESET + colour + pad(l, width) + RESET + colour + v + RESET))
    .concat([colour + bottom + RESET]);
}

export interface ScreenOptions {
  title: string;
  leftSide: Side;
  /** The keys' legend: groups of entries, each group starting a line (keys.ts's keyLegend). */
  legend: string[][];
  notice: string;
  /** The words in the chosen language. */
  say: Say;
  /** The terminal's size: the faces grow with its width, the captions take the free height. */
  columns: number;
  rows: number;
}

/** What the clock needs of a terminal `columns` × `rows` wide, or null when it fits. */
export function sizeNeeded(columns: number, rows: number, say: Say): string | null {
  if (columns >= MIN_COLUMNS && rows >= MIN_ROWS) return null;
  return say('term.tooSmall', { columns: MIN_COLUMNS, rows: MIN_ROWS, has: columns + '×' + rows });
}

export function renderScreen(state: ClockState, nowMs: number, captions: Caption[], options: ScreenOptions): string {
  const say = options.say;
  const needed = sizeNeeded(options.columns, options.rows, say);
  // Too small, the faces would wrap into garbage: say so in what room there is, the game going on meanwhile.
  if (needed !== null) return wrap(needed + ' ' + say('term.enlarge'), Math.max(10, options.columns - 1)).slice(0, Math.max(1, options.rows)).join('\x1b[K\n') + '\x1b[K';
  const columns = options.columns;
  const rows = options.rows;
  const width = Math.min(MAX_FACE_WIDTH, Math.floor((columns - 6) / 2));
  const leftSide = options.leftSide;
  const rightSide: Side = leftSide === 'black' ? 'white' : 'black';
  const left = face(state, leftSide, nowMs, 'left', { width: width, say: say });
  const right = face(state, rightSide, nowMs, 'right', { width: width, say: say });
  const out = [BOLD + pad(' ' + options.title, columns - 1) + RESET, ''];
  for (let i = 0; i < left.length; i++) out.push(left[i] + '  ' + right[i]);
  const notice = options.notice === '' ? [''] : wrap(options.notice, columns - 2).map((l) => YELLOW + ' ' + l + RESET);
  const keys = legendLines(options.legend, columns - 2).map((l) => DIM + ' ' + l + RESET);
  // The captions take the height the rest leaves, at least one line.
  const free = Math.max(1, rows - out.length - 3 - notice.length - keys.length);
  out.push('', BOLD + ' ' + say('term.voice') + RESET);
  const shown = captions.slice(-free);
  // Stamped in game time: from the start of the game, as the record counts.
  const origin = state.startedAtMs ?? 0;
  for (let i = 0; i < free; i++) {
    const c = shown[i];
    const line = c ? '  ' + formatSeconds(Math.floor(Math.max(0, c.at - origin) / 1000)).padStart(7) + '  ' + pad(say(c.side === 'black' ? 'side.Black' : 'side.White'), 6) + pad(c.text, 24) + DIM + c.call + RESET : '';
    out.push(pad(line, columns - 1));
  }
  out.push('');
  return out.concat(notice, keys).join('\x1b[K\n') + '\x1b[K';
}
