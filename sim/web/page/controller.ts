// The web clock's controller, without a DOM (lichess splits its clock so): the game, the inputs fed at
// their own instants, pause, the one timer for the next displayed second or call, and the calls scheduled
// ahead. The page gives it a host (its clock, its timers, the voice, the painting); tests give it fakes.
import { nextWake, pauseToggle, playerInput, step, type ClockEvent, type ClockSettings, type ClockState, type Input, type Side } from '../../../firmware/core/index';
import { createCallScheduler, HIDDEN_LOOKAHEAD_MS, LOOKAHEAD_MS, type PlayCall, type ScheduledCall } from '../callScheduler';
import { createWebClock, type WebClock } from '../webClock';
import { refusalText } from '../../terminal/refusals';
import { t } from './pageLanguage';

/** What the controller needs of the page. */
export interface ControllerHost {
  /** The page's clock, ms (the clock of its input events' instants). */
  now(): number;
  /** Whether the page is hidden: then it wakes no more, and calls are scheduled far ahead. */
  hidden(): boolean;
  /** Runs `fn` after `ms`; returns how to cancel it. */
  setTimer(fn: () => void, ms: number): () => void;
  /** Starts a call at its instant on the audio clock; returns how to stop it. */
  play: PlayCall;
  /** Paints the game as it is at `nowMs`. */
  paint(state: ClockState, nowMs: number): void;
  /** A line for the players: a refusal, a flag, a pause; "" clears it. */
  tell(text: string): void;
}

export interface ClockController {
  game(): WebClock;
  /** The game as it stands now: its state as of the last input, run on to this instant (a flag may have fallen). */
  present(): ClockState;
  /** Applies an input at its instant; returns the core's refusal in words, or null. */
  feed(input: Input, atMs: number): string | null;
  /** A player's tap at its instant: before the game it starts the opponent's clock, then it ends the move. */
  playerPress(side: Side, atMs: number): void;
  togglePause(atMs: number): void;
  /** Paints now and sets the one timer for the next change (after a visibility change, say). */
  refresh(): void;
  /** A new game under `settings`, replacing the one there was. */
  newGame(settings: ClockSettings): void;
  scheduled(): ScheduledCall[];
  /** The voice changed: the calls scheduled ahead are scheduled again through the host's play. */
  voiceChanged(): void;
}

const sideName = (side: Side) => t(side === 'black' ? 'side.Black' : 'side.White');

/** What a player hears of an event in the notice line, or null when it says nothing there. */
function noticeOf(e: ClockEvent): string | null {
  if (e.type === 'rejected') return refusalText(e, t, 'web');
  if (e.type === 'flag') return t(e.reason === 'late' ? 'event.lateForfeit' : 'event.flag', { side: sideName(e.side) });
  if (e.type === 'extension') return t('event.extension', { side: sideName(e.side), number: e.number, points: e.totalPoints });
  if (e.type === 'pause') return t('event.paused');
  if (e.type === 'start' || e.type === 'resume' || e.type === 'press') return '';
  return null;
}

export function createClockController(settings: ClockSettings, host: ControllerHost): ClockController {
  let game = createWebClock(settings);
  let cancelTimer: (() => void) | null = null;
  let scheduler = createCallScheduler(host.play);

  /** One timer, for the next displayed second or call; none while hidden, paused or idle. */
  const refresh = () => {
    const now = host.now();
    const state = game.state();
    host.paint(state, now);
    scheduler.scheduleAhead(state, now, host.hidden() ? HIDDEN_LOOKAHEAD_MS : LOOKAHEAD_MS);
    if (cancelTimer !== null) cancelTimer();
    cancelTimer = null;
    if (host.hidden()) return;
    const wake = nextWake(state, now);
    if (wake !== null) cancelTimer = host.setTimer(refresh, Math.max(0, wake - host.now()));
  };

  const feed = (input: Input, atMs: number): string | null => {
    const events = game.apply(input, atMs);
    scheduler.inputAt(game.state().atMs);
    scheduler.playNow(events);
    for (const e of events) {
      const text = noticeOf(e);
      if (text !== null) host.tell(text);
    }
    refresh();
    const refused = events.find((e) => e.type === 'rejected');
    return refused !== undefined && refused.type === 'rejected' ? refusalText(refused, t, 'web') : null;
  };

  return {
    game: () => game,
    present: () => step(game.state(), { type: 'tick' }, Math.max(game.state().atMs, Math.round(host.now()))).state,
    feed: feed,
    playerPress(side, atMs) {
      feed(playerInput(game.state(), side), atMs);
    },
    togglePause(atMs) {
      feed(pauseToggle(game.state()), atMs);
    },
    refresh: refresh,
    newGame(next) {
      if (cancelTimer !== null) cancelTimer();
      cancelTimer = null;
      // The old game's calls still scheduled ahead are cancelled with it.
      scheduler.inputAt(-1);
      game = createWebClock(next);
      scheduler = createCallScheduler(host.play);
      refresh();
    },
    scheduled: () => scheduler.scheduled(),
    voiceChanged() {
      scheduler.inputAt(host.now());
      refresh();
    },
  };
}
