// The terminal clock's screen as a pure function of the state: two faces, the running one unmistakable.
import { controlOf, faceView, formatSeconds, type ClockState, type FaceView, type Side } from '../../firmware/core/index';
import { bigText } from './bigText';

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
export const FACE_WIDTH = 44;

function pad(text: string, width: number): string {
  // Wide CJK characters take two cells.
  let cells = 0;
  for (const ch of text.replace(/\x1b\[[0-9;]*m/g, '')) cells += /[\u2e80-\u9fff\uff00-\uffef]/.test(ch) ? 2 : 1;
  return cells >= width ? text : text + ' '.repeat(width - cells);
}

function bigFigure(view: FaceView): string {
  return view.mode === 'byoyomi' ? String(view.seconds).padStart(2, '0') : formatSeconds(view.seconds);
}

function statusLine(state: ClockState, view: FaceView): string {
  const tc = controlOf(state, view.side);
  if (view.flagged) return 'TIME OUT: the referee decides';
  switch (view.mode) {
    case 'main':
      if (tc.system === 'byoyomi') return 'main time, then ' + tc.periods + ' x ' + tc.periodMs / 1000 + ' s';
      if (tc.system === 'moves') return 'main time, then ' + tc.moves + ' moves / ' + formatSeconds(tc.periodMs / 1000);
      return 'main time';
    case 'sudden-death':
      return 'sudden death';
    case 'byoyomi':
      return 'BYO-YOMI  ' + '■'.repeat(view.periods) + '  ' + view.periods + (view.periods === 1 ? ' period left (last)' : ' periods left');
    case 'moves':
      return 'PERIOD  ' + view.moves + ' moves due in this block';
  }
}

function face(state: ClockState, side: Side, nowMs: number, label: string): string[] {
  const view = faceView(state, side, nowMs);
  const colour = view.flagged || view.firstFlag ? RED : view.running ? GREEN + BOLD : DIM;
  const marker = view.running ? INVERSE + ' ▶ RUNNING ' + RESET + colour : view.paused ? YELLOW + ' ‖ PAUSED ' + colour : '';
  const flag = view.flagged ? '  ⚑ FLAG' : view.firstFlag ? '  ⚑ flagged first' : '';
  const lines = [
    pad(' ' + side.toUpperCase() + ' (' + label + ')', 22) + marker + flag,
    '',
  ].concat(bigText(bigFigure(view)).map((l) => '  ' + l), ['', ' ' + statusLine(state, view)]);
  const border = view.running ? '━' : '─';
  const v = view.running ? '┃' : '│';
  const top = (view.running ? '┏' : '┌') + border.repeat(FACE_WIDTH) + (view.running ? '┓' : '┐');
  const bottom = (view.running ? '┗' : '└') + border.repeat(FACE_WIDTH) + (view.running ? '┛' : '┘');
  return [colour + top + RESET]
    .concat(lines.map((l) => colour + v + RESET + colour + pad(l, FACE_WIDTH) + RESET + colour + v + RESET))
    .concat([colour + bottom + RESET]);
}

export interface ScreenOptions {
  title: string;
  leftSide: Side;
  keysHelp: string;
  notice: string;
}

export function renderScreen(state: ClockState, nowMs: number, captions: Caption[], options: ScreenOptions): string {
  const leftSide = options.leftSide;
  const rightSide: Side = leftSide === 'black' ? 'white' : 'black';
  const left = face(state, leftSide, nowMs, 'left button');
  const right = face(state, rightSide, nowMs, 'right button');
  const out = [BOLD + ' ' + options.title + RESET, ''];
  for (let i = 0; i < left.length; i++) out.push(left[i] + '  ' + right[i]);
  out.push('', BOLD + ' Voice' + RESET);
  const shown = captions.slice(-6);
  for (let i = 0; i < 6; i++) {
    const c = shown[i];
    out.push(c ? '  ' + formatSeconds(Math.floor(c.at / 1000)).padStart(7) + '  ' + pad(c.side, 6) + pad(c.text, 24) + DIM + c.call + RESET : '');
  }
  out.push('', ' ' + (options.notice ? YELLOW + options.notice + RESET : ''), DIM + ' ' + options.keysHelp + RESET);
  return out.join('\x1b[K\n') + '\x1b[K';
}
