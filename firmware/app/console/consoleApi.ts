// The clock's console API over USB: clock.state(), clock.configure(json), clock.adjust(json),
// clock.record(format), and clock.link(frame) for a referee's phone (app/link/). Every call first brings
// the clock up to now; bad JSON is refused with the field and the reason, and changes nothing.
import { adjustmentRefusal, fieldError, parseAdjustment, publicState, step, type Input } from '../../core/index';
import { parseRecordFormat, settingsOf, validateConfiguration, type SavedSettings } from '../settings';
import type { Recorder } from '../record/recorder';
import { settledNow } from '../timeline';
import type { AppState } from '../appState';
import type { TimerDevice } from '../../devices';
import type { ClockConsole } from './clockConsole';
import { linkReply, type LinkHost } from '../link/link';
import type { BringUpReport } from './bringUp';

/** What the console does to the app. */
export interface ConsoleActions {
  /** Brings the clock up to now. */
  refresh(): void;
  /** Keeps `next` in flash and uses it; with `newGame`, a new game starts from it. */
  keep(next: SavedSettings, newGame: boolean): void;
  gameNow(): number;
  feed(input: Input, atMs: number): void;
  /** Each part as the firmware sees it. */
  bringUp(): BringUpReport;
}

/** The console, and what the referee's link asks of the app through it (over USB, and over Bluetooth). */
export function createConsole(app: AppState, host: ConsoleActions, recorder: Recorder, timer: TimerDevice): { console: ClockConsole; linkHost: () => LinkHost } {
  const clockConsole: ClockConsole = {
    state() {
      host.refresh();
      return publicState(settledNow(app.game));
    },
    configure(json: unknown) {
      host.refresh();
      const phase = app.game.settled.phase;
      if (phase === 'running') throw new Error('clock.configure: refused while the game runs; pause it first');
      const next = validateConfiguration(json, app.saved, phase === 'paused');
      const timeChanged = JSON.stringify(settingsOf(next)) !== JSON.stringify(app.clockSettings);
      host.keep(next, phase !== 'paused' && timeChanged);
      host.refresh();
      return next;
    },
    adjust(json: unknown) {
      host.refresh();
      const present = app.game.present;
      if (present.phase !== 'paused') throw new Error('clock.adjust: the clock must be paused first');
      const adjustment = parseAdjustment(json, app.clockSettings, 'adjust', []);
      const refusal = adjustmentRefusal(present, adjustment);
      if (refusal !== null) {
        throw fieldError('adjust.' + refusal.field, refusal.reason === 'idle-side' ? 'applies to the side on move only' : 'applies in byo-yomi only (give mainMs 0)');
      }
      const nowMs = host.gameNow();
      const input = Object.assign({ type: 'adjust' as const }, adjustment);
      const result = step(present, input, nowMs);
      host.feed(input, nowMs);
      return result.events;
    },
    record(format?: string) {
      host.refresh();
      recorder.export(parseRecordFormat(format), settledNow(app.game), (line) => {
        // Printing a long record must not trip the watchdog.
        timer.keepAlive();
        print(line);
      });
    },
    bringUp: () => host.bringUp(),
    // Asked by npm run cuts:chip after each power cut: what the faces say, without reading their pixels.
    notice: () => app.lost,
    link(frame: string) {
      print(linkReply(linkHost(), frame));
    },
  };
  // Made when asked for: a board without a link holds none of it.
  const linkHost = (): LinkHost => ({
    console: clockConsole,
    present() {
      host.refresh();
      return app.game.present;
    },
    act: (input) => host.feed(input, host.gameNow()),
    saved: () => app.saved,
    recordLines(line) {
      host.refresh();
      recorder.export('raw', settledNow(app.game), (text) => {
        timer.keepAlive();
        line(text);
      });
    },
  });
  return { console: clockConsole, linkHost: linkHost };
}
