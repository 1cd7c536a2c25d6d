// What the clock shows and says: both faces (the clock's, or an open menu's) and the calls handed to the
// sound. It reads the app's state and changes nothing in it.
// @espruino-hot: its functions run at every wake-up, so the build keeps them declared.
import type { FaceDevice } from '../../devices';
import { countdownAt, faceView, nextDeadline, runningCountdown, step, type ClockState, type FigureKind, type RunningCountdown, type Side } from '../../core/index';
import { opponentX, paintFace, paintFigure, paintOpponent, paintOpponentTime } from './faceRenderer';
import { delayShown, faceLook, figureFor, opponentParts, opponentRow, FACE_WIDTH, type FaceLook, type FaceMarks } from './faceLook';
import { drawText, lineHeight, GLYPH_HEIGHT, GLYPH_WIDTH, OWN_GLYPH_TOP, PITCH, textWidth } from './font';
import type { Sound } from '../sound/sound';
import { buttonOf, type AppState } from '../appState';
import type { MenuFace } from '../menus/menus';
import { eventKey, type TimelineUpdate } from '../timeline';
import { word } from '../words/words';

export interface Presenter {
  /** The faces of an open menu; `error` (why a save was refused) replaces its keys. */
  showMenu(face: MenuFace, error: string): void;
  /** Both clock faces at `nowMs`: the present for the figures, the settled state for the flag. */
  showClock(present: ClockState, settled: ClockState, nowMs: number): void;
  /** Hands the voice what a step of the timeline delivered and took back, and what is due next. */
  handToSound(changes: TimelineUpdate, present: ClockState, nowMs: number): void;
  /** Draws both faces again at the next call, whatever they showed. */
  redrawAll(): void;
  /** `title` and `detail` alone on both faces, at once: what the clock is busy with before it can show the game. */
  showNotice(title: string, detail: string): void;
  /**
   * A quick wake-up at `nowMs`: the running face's figure drawn again from what the last showClock
   * saw, without the core, and the same time in the other face's row C. Null when it cannot be (no clock running, or a deadline reached): then the
   * caller updates the whole clock. Else when to wake next: the figure's next drop, or the end of its
   * countdown if that comes first (a number, not an object made each second).
   */
  repaint(nowMs: number): number | null;
  /** The running figure's countdown as the last showClock saw it, or null when none can be repainted. */
  countdown(): RunningCountdown | null;
  /** The running figure counts from `countdown` on: its clock went through a deadline that only called. */
  follow(countdown: RunningCountdown): void;
}

/**
 * An object's values in order, without their names: what a face last showed, kept short because
 * Espruino holds one per face for the whole game.
 */
function valuesOf(object: object): string {
  const record = object as Record<string, unknown>;
  const keys = Object.keys(record);
  let out = '';
  for (let i = 0; i < keys.length; i++) out += record[keys[i]] + ',';
  return out;
}

/** Whether two states agree on everything a face shows besides the sides' clocks and the move's time. */
function sameShownFacts(a: ClockState, b: ClockState): boolean {
  return (
    a.settings === b.settings && a.phase === b.phase && a.onMove === b.onMove && a.move === b.move && a.startedAtMs === b.startedAtMs &&
    a.flagged === b.flagged && a.firstFlag === b.firstFlag && a.flagReason === b.flagReason && a.sealed === b.sealed
  );
}

/** Words broken into lines as wide as a face at most. */
function wrapWords(text: string): string[] {
  const lines: string[] = [];
  const words = text.split(' ');
  let line = '';
  for (let i = 0; i < words.length; i++) {
    const joined = line === '' ? words[i] : line + ' ' + words[i];
    if (line !== '' && textWidth(joined, 1) > FACE_WIDTH) {
      lines.push(line);
      line = words[i];
    } else line = joined;
  }
  lines.push(line);
  return lines;
}

/** The largest scale at which `text` fits the face's width, up to `most`. */
function fittingScale(text: string, most: number): number {
  let scale = most;
  while (scale > 1 && textWidth(text, scale) > FACE_WIDTH) scale--;
  return scale;
}


/** `latencyMs`: clips for the next deadline start this much before it, so that they are heard on it. */
export function createPresenter(left: FaceDevice, right: FaceDevice, sound: Sound, app: AppState, latencyMs: number): Presenter {
  // What each face shows: a menu's signature, or the clock's look (null: redraw it whole).
  let menus: Record<string, string> = { left: '', right: '' };
  let looks: Record<string, FaceLook | null> = { left: null, right: null };
  /**
   * The state both clock faces were last drawn from (between updates it is the timeline's present, so
   * holding it costs nothing) and the app's marks then: a face whose side's clock and every shared
   * fact are as they were stands.
   */
  let drawnState: ClockState | null = null;
  let drawnMarks = '';
  /**
   * The running face, its figure's kind and its countdown, as the last showClock saw them; and the other
   * face's key, whose row C shows the same countdown small (its side's label, and what stays after the time), and where the time stands in it;
   * both faces' devices and the length of the label: what each repaint reads, held rather than looked up again.
   */
  let running: {
    face: FaceDevice;
    key: string;
    figure: FigureKind;
    countdown: RunningCountdown;
    other: FaceDevice;
    otherKey: string;
    small: [string, string] | null;
    smallFrom: number;
    smallX: number;
  } | null = null;

  function showMenuFace(face: FaceDevice, key: string, signature: string, draw: () => void): void {
    running = null;
    drawnState = null;
    if (menus[key] === signature) return;
    menus[key] = signature;
    looks[key] = null;
    face.canvas.clear();
    face.canvas.setColor(1);
    draw();
    face.show(false);
  }

  function showClockFace(face: FaceDevice, key: string, look: FaceLook, inverted: boolean): void {
    menus[key] = '';
    paintFace(face.canvas, looks[key], look);
    looks[key] = look;
    face.show(inverted);
  }

  /** Before a game the faces' status says that the chosen voice cannot speak (a recovered game is never ready). */
  function voiceNoticeShown(present: ClockState): boolean {
    return !app.damagedRecord && present.phase === 'ready' && sound.mark() === 'device.noVoice';
  }

  /**
   * What replaces a face's status word: after a power cut, until the referee resumes; a damaged record
   * until a new game; a phone's pairing key (large when no clock runs, see pairingFaces); the Bluetooth
   * console while it is open (between games only); before a game, a
   * Storage too full for the record, and a voice that cannot speak and why.
   */
  function noticeOf(side: Side, present: ClockState, paused: boolean): string | null {
    const black = side === 'black';
    if (app.passkey !== '') return word('device.key', { key: app.passkey });
    // Settings a cut took beside a damaged record are said on the other face, in place of the long hold's hint.
    if (app.damagedRecord) return word(black ? 'device.recDamaged' : app.lost !== '' ? app.lost : 'device.holdNew');
    if (app.recoveredGame && paused) return word('device.recovered');
    if (app.radioMinutes > 0) return black ? word('device.radioOpen') : word('device.minutesLeft', { minutes: app.radioMinutes });
    if (app.unrecorded && present.phase === 'ready') return word(black ? 'device.noRecord' : 'device.storageFull');
    if (app.lost !== '' && present.phase === 'ready') return word(app.lost);
    if (voiceNoticeShown(present)) return black ? word('device.noVoiceBeeps') : word(sound.problem());
    return null;
  }

  /** A phone pairs while no clock runs: its key, large, on both faces, for the referee to type on the phone. */
  function pairingFaces(): void {
    for (let i = 0; i < 2; i++) {
      const face = i === 0 ? left : right;
      showMenuFace(face, i === 0 ? 'left' : 'right', 'pair' + app.passkey, () => {
        drawText(face.canvas, word('device.pairing'), 0, 0, 1);
        drawText(face.canvas, app.passkey, 0, 18, fittingScale(app.passkey, 3));
        drawText(face.canvas, word('device.typeOnPhone'), 0, 52, 1);
      });
    }
  }

  return {
    showMenu(menu, error) {
      const keys = error === '' ? menu.hints : wrapWords(error).slice(0, 5).concat([word('device.hint.leave')]);
      showMenuFace(left, 'left', 'menu' + valuesOf(menu), () => {
        const canvas = left.canvas;
        // A language's 12-pixel lines take the item's name at its own size, and leave the value its room below.
        const tall = lineHeight > 8;
        drawText(canvas, menu.heading, 0, 0, 1);
        drawText(canvas, menu.item, 0, tall ? 14 : 12, fittingScale(menu.item, tall ? 1 : 2));
        const scale = fittingScale(menu.shown, 3);
        const y = tall ? 28 : 34;
        const at = menu.editAt;
        if (at < 0) return drawText(canvas, menu.shown, 0, y, scale);
        // The digit under edit, inverted, so it is seen at once whatever its value.
        const x = at * PITCH * scale;
        const top = y + (tall ? OWN_GLYPH_TOP * scale : 0);
        canvas.fillRect(x, top - scale, x + (GLYPH_WIDTH + 1) * scale - 1, top + GLYPH_HEIGHT * scale);
        canvas.setColor(0);
        drawText(canvas, menu.shown.charAt(at), x + Math.floor(scale / 2), y, scale);
        canvas.setColor(1);
        drawText(canvas, menu.shown.slice(0, at), 0, y, scale);
        drawText(canvas, menu.shown.slice(at + 1), x + PITCH * scale, y, scale);
      });
      showMenuFace(right, 'right', 'menu' + keys.join('|'), () => {
        const line = lineHeight + (lineHeight > 8 ? 1 : 2);
        for (let i = 0; i < keys.length; i++) drawText(right.canvas, keys[i], 0, i * line, 1);
      });
    },
    showClock(present, settled, nowMs) {
      if (app.passkey !== '' && present.phase !== 'running') return pairingFaces();
      running = null;
      const marks = sound.mark() + sound.problem() + app.supply.bars + (app.supply.low ? 1 : 0) + app.radioMinutes + app.passkey +
        (app.damagedRecord ? 1 : 0) + (app.recoveredGame ? 1 : 0) + (app.unrecorded ? 1 : 0) + app.lost + (app.saved.moveNumbers ? 1 : 0) + settled.flagged;
      const was = drawnState;
      const shared = was !== null && marks === drawnMarks && sameShownFacts(was, present);
      drawnState = present;
      drawnMarks = marks;
      // Between updates only the side on move's clock and move time change (the running one's, or a delay's
      // on a paused move), and each face shows both clocks: the other face stands if both are the same objects.
      const same = shared && (was as ClockState).black === present.black && (was as ClockState).white === present.white;
      const views = [faceView(present, 'black', nowMs), faceView(present, 'white', nowMs)];
      for (let s = 0; s < 2; s++) {
        const side: Side = s === 0 ? 'black' : 'white';
        const button = buttonOf(app, side);
        const face = button === 'left' ? left : right;
        if (same && present.onMove !== side) continue;
        const view = views[s];
        const other = views[1 - s];
        const label = word(s === 0 ? 'device.black' : 'device.white');
        const flagged = settled.flagged === side;
        const notice = noticeOf(side, present, view.paused);
        const battery = app.supply;
        // A face whose status already says why the voice is down does not say it twice.
        const marks: FaceMarks = {
          sound: voiceNoticeShown(present) ? '' : sound.mark(),
          batteryBars: battery.bars,
          batteryLow: battery.low,
          moveNumber: app.saved.moveNumbers ? view.move : 0,
          unrecorded: app.unrecorded,
          opponent: opponentRow(other, word(s === 0 ? 'device.white' : 'device.black')),
        };
        showClockFace(face, button, faceLook(view, label, flagged, notice, marks), view.running);
        if (!view.running) continue;
        const countdown = runningCountdown(present);
        // While a move's delay runs the other face shows the main time that waits: it has nothing to repaint.
        const small = delayShown(view) ? null : opponentParts(view, label);
        if (countdown !== null) {
          const otherKey = button === 'left' ? 'right' : 'left';
          running = {
            face: face,
            key: button,
            figure: view.figure,
            countdown: countdown,
            other: otherKey === 'left' ? left : right,
            otherKey: otherKey,
            small: small,
            smallFrom: small === null ? 0 : small[0].length,
            smallX: small === null ? 0 : opponentX(small[0]),
          };
        }
      }
    },
    handToSound(changes, present, nowMs) {
      if (changes.retracted.length > 0) sound.retract(changes.retracted.map(eventKey));
      for (let i = 0; i < changes.fresh.length; i++) sound.announce(changes.fresh[i], nowMs);
      // Latency compensation: the calls of the next deadline start `latencyMs` before it.
      if (latencyMs === 0) return;
      const deadline = nextDeadline(present);
      if (deadline === null || deadline - latencyMs > nowMs) return;
      const preview = step(present, { type: 'tick' }, deadline).events;
      for (let i = 0; i < preview.length; i++) sound.announce(preview[i], deadline);
    },
    repaint(nowMs) {
      const now = running;
      if (!now) return null;
      const countdown = now.countdown;
      if (nowMs >= countdown.untilMs || nowMs < countdown.atMs) return null;
      const shown = countdownAt(countdown, nowMs);
      const figure = figureFor(now.figure, shown.seconds);
      const face = now.face;
      looks[now.key] = paintFigure(face.canvas, looks[now.key] as FaceLook, figure.text, figure.layout);
      face.show(true);
      // The other face shows the same countdown small: only its time changes, and only when its text does.
      const around = now.small;
      const look = looks[now.otherKey];
      if (around !== null && look) {
        const small = around[0] + figure.text + around[1];
        if (look.opponent !== small) {
          const other = now.other;
          // Of a row as long as before only the time changed: the words around it are the running clock's.
          if (look.opponent.length === small.length) paintOpponentTime(other.canvas, figure.text, now.smallX);
          else paintOpponent(other.canvas, look.opponent, small, now.smallFrom, now.smallX);
          look.opponent = small;
          other.show(false);
        }
      }
      return shown.dropsAt < countdown.untilMs ? shown.dropsAt : countdown.untilMs;
    },
    countdown: () => (running ? running.countdown : null),
    follow(countdown) {
      if (running) running.countdown = countdown;
    },
    redrawAll() {
      running = null;
      drawnState = null;
      menus = { left: '', right: '' };
      looks = { left: null, right: null };
    },
    showNotice(title, detail) {
      const draw = (face: FaceDevice) => () => {
        drawText(face.canvas, title, 0, 8, 2);
        drawText(face.canvas, detail, 0, 36, 2);
      };
      showMenuFace(left, 'left', 'notice' + title + detail, draw(left));
      showMenuFace(right, 'right', 'notice' + title + detail, draw(right));
    },
  };
}
