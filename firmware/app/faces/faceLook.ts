// What a face shows, as the texts of its parts: the renderer compares two looks part by part and draws
// only the parts that differ, so a ticking clock redraws a digit, not the face.
// @espruino-hot: its functions run at every wake-up, so the build keeps them declared.
import { formatSeconds, resultForSide, systemOf, FIGURE_SECONDS, FIGURE_SMALL_CLOCK, MINUTE_MS, SECOND_MS, type FaceView, type FigureKind } from '../../core/index';
import { lineHeight, textWidth } from './font';
import { word } from '../words/words';
import type { BigLayout } from './bigDigits';

export const FACE_WIDTH = 128;

/** What the app adds to a face: the device's state in small print, and the move number. */
export interface FaceMarks {
  /** "" when calls go as chosen; else the key of "NO VOICE", "BEEP" or "SILENT". */
  sound: string;
  /** 0–4, or -1 on USB power without a pack. */
  batteryBars: number;
  batteryLow: boolean;
  /** The move in progress, shown beside the side's name; 0 hides it. */
  moveNumber: number;
  /** Storage has refused the record: a power cut would lose the game. */
  unrecorded: boolean;
  /** Row C: the opponent's time, small (opponentRow). */
  opponent: string;
}

export interface FaceLook {
  /** Row A: the side (and the move) at the left, the status word at the right (before the battery under a language's taller lines). */
  side: string;
  status: string;
  /** Row B: how the clock stands at the left (at the right, after row C, under taller lines); the battery's bars (-1: USB) and LOW at the right. */
  detail: string;
  batteryBars: number;
  batteryLow: boolean;
  /** The big figure's digits, and which of its layouts they take. */
  figure: string;
  layout: number;
  /** What stands beside the figure: a label and a count in big digits, or a delay's main time. */
  asideLabel: string;
  asideCount: string;
  mainTime: string;
  /** Row C: the opponent's time, small ("WHITE 1:23:45", "WHITE 25S 3 LEFT"), so each player sees both; row B's left under taller lines. */
  opponent: string;
}

/** FaceLook.layout of a result in big letters (LOST, WON) instead of digits: once decided it is the largest thing on the face. */
export const RESULT_LAYOUT = 4;

/**
 * The big figure's layouts, by FaceLook.layout: byo-yomi's seconds, the small clock, h:mm:ss, m:ss; the same in
 * every language. Made when drawn, not kept: on Espruino every object held costs variables the whole game.
 */
// @espruino-lead
export function bigLayout(layout: number): BigLayout {
  if (layout === 0) return { height: 37, digitWidth: 26, thickness: 5, colonWidth: 0, gap: 4 };
  if (layout === 1) return { height: 36, digitWidth: 14, thickness: 4, colonWidth: 6, gap: 3 };
  if (layout === 2) return { height: 36, digitWidth: 16, thickness: 4, colonWidth: 6, gap: 3 };
  return { height: 37, digitWidth: 22, thickness: 5, colonWidth: 8, gap: 3 };
}

/**
 * Row C of the face facing `other`'s opponent, around `other`'s figure text (figureFor: the same text its own
 * face shows large, so a repaint makes no other): its side before, and after it the unit of byo-yomi's seconds
 * and what it has left in overtime ("WHITE 1:23:45", "WHITE 25S 3 LEFT"; the count alone where its words and a
 * long time would not fit the row). Neither part changes while its clock runs.
 */
export function opponentParts(other: FaceView, label: string): [string, string] {
  const unit = other.figure === FIGURE_SECONDS ? word('device.seconds', { n: '' }) : '';
  if (other.aside === null || other.over) return [label + ' ', unit];
  const count = other.aside[1];
  const left = ' ' + word(other.aside[2], { count: count });
  // The row holds the side, the longest time (h:mm:ss) and the count with its words, or the count alone.
  return [label + ' ', unit + (textWidth(label + ' 0:00:00' + unit + left, 1) <= FACE_WIDTH ? left : ' ' + count)];
}

/** Whether `view`'s figure counts a move's delay down (the simple delay's), its main time waiting meanwhile. */
export function delayShown(view: FaceView): boolean {
  return view.delaySeconds > 0 && view.figure === FIGURE_SECONDS && view.aside === null;
}

/** Row C's whole text for `other`: while a move's delay runs, its main time waits, and that is what is shown. */
export function opponentRow(other: FaceView, label: string): string {
  const parts = opponentParts(other, label);
  if (delayShown(other)) return parts[0] + formatSeconds(other.mainSeconds);
  return parts[0] + figureFor(other.figure, other.seconds).text + parts[1];
}

/** The big figure for a count of `seconds` shown as `kind`: its text and layout (see bigLayout). */
// @espruino-lead
export function figureFor(kind: FigureKind, seconds: number): { text: string; layout: number } {
  // Byo-yomi's seconds and a delay's run as two big digits, with what goes with them at the right.
  if (kind === FIGURE_SECONDS) return { text: (seconds < 10 ? '0' : '') + seconds, layout: 0 };
  const text = formatSeconds(seconds);
  // A count beside the time (a Canadian period's stones) leaves the time the smaller digits.
  return { text: text, layout: kind === FIGURE_SMALL_CLOCK ? 1 : text.length > 5 ? 2 : 3 };
}

export function figureOf(view: FaceView): { text: string; layout: number } {
  if (view.over) {
    const text = view.result !== null ? resultForSide(view.result, view.side, word).outcome : word(view.lostBy !== null ? 'device.lost' : view.wonBy !== null ? 'device.won' : 'device.over');
    return { text: text, layout: RESULT_LAYOUT };
  }
  return figureFor(view.figure, view.seconds);
}

/** Row A, right: the one word that matters most about this side now. */
function statusText(view: FaceView, flagged: boolean, marks: FaceMarks): string {
  // Over, the result is the big figure; the time the side ended with stays in small print.
  if (view.over) return formatSeconds(view.seconds);
  if (flagged) return word('device.flag');
  if (view.paused) return word(view.sealed ? 'device.sealed' : 'device.paused');
  // A voice that cannot speak, or a game that goes unrecorded, outranks the mode, which the figures already show.
  if (marks.sound !== '') return word(marks.sound);
  if (marks.unrecorded) return word('device.noRecord');
  return word(view.status);
}

/** A time in the faces' short form: "5S" under a minute in whole seconds, else m:ss or h:mm:ss. */
function shortTime(ms: number): string {
  return ms < MINUTE_MS && ms % SECOND_MS === 0 ? word('device.seconds', { n: ms / SECOND_MS }) : formatSeconds(Math.ceil(ms / SECOND_MS));
}

/** Row B in play: what the system adds to a move (increment, delay, extension), and the stage; `room` in pixels. */
function systemText(view: FaceView, room: number): string {
  const tc = view.control;
  let text = systemOf(tc).faceDetail(view, shortTime, word);
  if (view.stage > 0) {
    const short = word('device.stage', { stage: view.stage });
    let stage = tc.untilMove === undefined ? short : word('device.stageTo', { stage: view.stage, move: tc.untilMove });
    if (textWidth(stage, 1) > room) stage = short;
    // The stage first: the figures under it already show what the system does.
    text = textWidth(stage + ' ' + text, 1) <= room ? stage + ' ' + text : stage;
  }
  return textWidth(text, 1) <= room ? text : '';
}

/** Row B, left: how the flag fell or the game was decided, or in pause whose clock runs next; `room` in pixels. */
function detailText(view: FaceView, flagged: boolean, room: number): string {
  if (view.result !== null) return resultForSide(view.result, view.side, word).how;
  // The winner's face says it was the opponent's time that ran out, or the opponent who was late.
  if ((view.over || flagged) && view.lostBy !== null) return word(view.lostBy === 'late' ? 'device.byLateness' : 'device.onTime');
  if ((view.over || flagged) && view.wonBy !== null) return word(view.wonBy === 'late' ? 'device.wonByLateness' : 'device.wonOnTime');
  if (!view.paused || !view.onMove) return view.over ? '' : systemText(view, room);
  const resumes = word('device.runsOnResume');
  return view.sealed && textWidth(resumes, 1) <= room ? resumes : word('device.toMove');
}

/**
 * Row B of the side that flagged first: the mark, with how the game went where that fits: its own words for how the
 * flag fell ("1ST FLAG, ON TIME"), which in Chinese, Japanese and Korean need not say the flag twice; else the result's
 * ("1ST FLAG, BY RESIGNATION").
 */
function firstFlagText(view: FaceView, detail: string, room: number): string {
  const late = view.lostBy === 'late' || view.wonBy === 'late';
  const byFlag = view.result === null && (view.lostBy !== null || view.wonBy !== null);
  const text = detail === '' ? word('device.firstFlag') : byFlag ? word(late ? 'device.firstFlagLate' : 'device.firstFlagOnTime') : word('device.firstFlagHow', { how: detail });
  if (textWidth(text, 1) <= room) return text;
  // Where it does not fit, lateness is what a late side must read; where the mark does not either, row A's status says the flag.
  const short = word(late && byFlag ? 'device.byLateness' : 'device.firstFlag');
  return textWidth(short, 1) <= room ? short : '';
}

/** Where row B's battery mark begins, in pixels from the left. */
export function batteryLeft(bars: number, low: boolean): number {
  if (bars < 0) return FACE_WIDTH - textWidth('USB', 1);
  return FACE_WIDTH - 18 - (low ? textWidth(word('device.low'), 1) + 3 : 0);
}

/**
 * The look of a face. `notice` replaces the status word (e.g. RECOVERED). `flagged` is the settled flag
 * (the app shows it only once no earlier press can undo it); a side that flagged first keeps its "1ST"
 * mark all game, the end included.
 */
export function faceLook(view: FaceView, sideLabel: string, flagged: boolean, notice: string | null, marks: FaceMarks): FaceLook {
  const beforeBattery = batteryLeft(marks.batteryBars, marks.batteryLow) - 3;
  // Under a language's 12-pixel lines there are two rows, so that its figure is as large as in the faces' own font:
  // the battery stands in row A, and row B holds the opponent's time with the detail after it.
  const tall = lineHeight > 8;
  const room = tall ? FACE_WIDTH - textWidth(marks.opponent, 1) - 3 : beforeBattery;
  const detail = detailText(view, flagged, view.firstFlag ? room - textWidth(word('device.firstFlagHow', { how: '' }), 1) : room);
  const figure = figureOf(view);
  const aside = view.aside;
  const status = notice ?? statusText(view, flagged, marks);
  const numbered = marks.moveNumber > 0 ? sideLabel + ' #' + marks.moveNumber : sideLabel;
  return {
    // A long status word ("SUDDEN DEATH") keeps its row: the move number gives way.
    side: textWidth(numbered + ' ' + status, 1) <= (tall ? beforeBattery : FACE_WIDTH) ? numbered : sideLabel,
    status: status,
    detail: view.firstFlag ? firstFlagText(view, detail, room) : detail,
    batteryBars: marks.batteryBars,
    batteryLow: marks.batteryLow,
    figure: figure.text,
    layout: figure.layout,
    asideLabel: view.over ? '' : aside !== null ? word(aside[0]) : view.delaySeconds > 0 ? word('delay.device') : '',
    asideCount: aside !== null && !view.over ? String(aside[1]) : '',
    // The delay runs first; main time waits beside it.
    mainTime: aside === null && view.delaySeconds > 0 && !view.over ? formatSeconds(view.mainSeconds) : '',
    opponent: marks.opponent,
  };
}
