// Button edges to what they mean: a move at the instant the hardware saw the press, a hold to hear
// one's time, a long hold or MODE to pause, both player buttons together for the menu of the moment,
// and every button as left or right inside a menu.
import type { ButtonEdge, ButtonId } from '../devices';
import { activeControl, playerInput, sideClockOf, systemOf, type ClockState, type Input, type Side } from '../core/index';
import type { MenuGesture, MenuKey } from './menus/menus';
import { stateAt } from './timeline';
import type { AppState } from './appState';

/** A hold shorter than this is a tap. */
export const HOLD_MS = 1000;
/** The referee's long hold: pause or resume, a menu, a new game. */
export const LONG_HOLD_MS = 3000;

/** What the gestures do to the app; edge instants are in game time. */
export interface GestureActions {
  /** Opens the menu of the moment: setup before the game, the referee's in pause, the decision after a flag. */
  openMenu(): void;
  menuGesture(key: MenuKey, gesture: MenuGesture, atMs: number): void;
  feed(input: Input, atMs: number): void;
  newGame(): void;
  /** Brings faces, voice and timer up to date after a gesture. */
  refresh(): void;
}

function menuGestureOf(heldMs: number): MenuGesture {
  return heldMs >= LONG_HOLD_MS ? 'long' : heldMs >= HOLD_MS ? 'hold' : 'tap';
}

/** The handler of button edges (game time) for the app. */
export function createGestures(app: AppState, target: GestureActions): (edge: ButtonEdge) => void {
  const downAt: Record<ButtonId, number | null> = { left: null, right: null, mode: null, set: null };
  /** The button's down edge already acted (a move, or MODE's pause): its release does nothing more. */
  const actedOnDown: Record<ButtonId, boolean> = { left: false, right: false, mode: false, set: false };
  /** Both player buttons went down together: a chord, answered when the second is released. */
  let chord = false;
  const sideOf = (button: ButtonId): Side => (button === app.saved.blackButton ? 'black' : 'white');

  /** MODE's down edge: one touch pauses or resumes (under the 1988 rules, in byo-yomi, a capture pause: Art. 23.4). */
  function modeDown(present: ClockState, atMs: number): boolean {
    if (present.phase === 'running') {
      const onMove = present.onMove;
      const stage = activeControl(present, onMove);
      const capture = present.settings.rules === '1988' && systemOf(stage).desk().capturePause(stage, sideClockOf(present, onMove));
      target.feed(capture ? { type: 'pause', reason: 'capture' } : { type: 'pause' }, atMs);
    } else if (present.phase === 'paused') target.feed({ type: 'resume' }, atMs);
    return present.phase === 'running' || present.phase === 'paused';
  }

  /** A player button (or MODE held long) released outside a menu, its down edge having done nothing. */
  function release(button: ButtonId, heldMs: number, atMs: number): void {
    const phase = app.game.present.phase;
    const player = button === 'left' || button === 'right';
    if (heldMs >= LONG_HOLD_MS) {
      // A deliberate long hold is the referee's gesture: a simple manipulation changes nothing.
      if (phase === 'running') target.feed({ type: 'pause' }, atMs);
      else if (phase === 'paused') target.feed({ type: 'resume' }, atMs);
      else if (phase === 'ended' || app.damagedRecord) target.newGame();
      else target.openMenu();
    } else if (!player) {
      return;
    } else if (heldMs >= HOLD_MS) {
      // A player's right: hold your own button to hear your own time left.
      target.feed({ type: 'query', side: sideOf(button) }, atMs);
    } else if (phase === 'ready' && !app.damagedRecord) {
      target.feed(playerInput(app.game.present, sideOf(button)), atMs);
    }
  }

  function down(button: ButtonId, atMs: number): void {
    downAt[button] = atMs;
    actedOnDown[button] = false;
    if (button === 'set') return;
    if (button !== 'mode' && downAt[button === 'left' ? 'right' : 'left'] !== null) chord = true;
    if (app.menuState !== null) return;
    // Judge the edge by the clock as it was at the edge's hardware instant: it may arrive after a
    // deadline that it beat.
    const present = stateAt(app.game, atMs);
    if (button === 'mode') {
      actedOnDown[button] = modeDown(present, atMs);
      return;
    }
    // The move ends at the instant the hardware saw the press, never when this handler runs.
    actedOnDown[button] = present.phase === 'running' && present.onMove === sideOf(button);
    if (actedOnDown[button]) target.feed({ type: 'press', side: sideOf(button) }, atMs);
  }

  function up(button: ButtonId, atMs: number): void {
    const pressedAt = downAt[button];
    downAt[button] = null;
    const player = button === 'left' || button === 'right';
    if (chord && player) {
      // A chord opens the menu of the moment once both buttons are up; its releases do nothing else.
      if (downAt.left !== null || downAt.right !== null) return;
      chord = false;
      if (app.menuState === null) target.openMenu();
    } else if (pressedAt === null || actedOnDown[button]) {
      return;
    } else if (app.menuState !== null) {
      // MODE and SET are left and right inside a menu.
      target.menuGesture(button === 'left' || button === 'mode' ? 'left' : 'right', menuGestureOf(atMs - pressedAt), atMs);
    } else if (button === 'set') {
      // The side on move cannot hold its own button to ask (a press ends its move): SET asks for it.
      const present = app.game.present;
      if (present.phase === 'running') target.feed({ type: 'query', side: present.onMove }, atMs);
      else target.openMenu();
    } else release(button, atMs - pressedAt, atMs);
    target.refresh();
  }

  return (edge) => (edge.down ? down(edge.button, edge.timeMs) : up(edge.button, edge.timeMs));
}
