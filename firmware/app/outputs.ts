// Where the runtime's results go: the record keeps what became final, the sound makes the calls, the
// battery is read, the faces show the clock or the open menu, and a connected phone and the hall are
// told what the faces show. They read what they are handed and the app's state; none calls back.
// @espruino-hot: its functions run at every wake-up, so the build keeps them declared.
import type { BatteryDevice, TimerDevice } from '../devices';
import type { ClockState, RunningCountdown } from '../core/index';
import type { Outputs } from './runtime';
import type { Timeline, TimelineUpdate } from './timeline';
import type { AppState } from './appState';
import type { Recorder } from './record/recorder';
import type { Sound } from './sound/sound';
import type { Presenter } from './faces/presenter';
import type { RadioGate } from './console/radioConsole';
import type { BluetoothLink } from './link/bluetoothLink';
import type { HallAdvertiser } from './hall/hallAdvertiser';
import type { LiveEncoder } from './link/live';
import { BATTERY_READ_MS, batteryReading } from './battery';
import { menuFace } from './menus/menus';

/** The parts the outputs drive, made once at boot. */
export interface OutputParts {
  recorder: Recorder;
  sound: Sound;
  presenter: Presenter;
  radio: RadioGate;
  battery: BatteryDevice;
  timer: TimerDevice;
}

/** What a board with Bluetooth tells: the phone's link, the hall's advertiser, and the encoder both share. */
export interface Tellers {
  bluetooth: BluetoothLink;
  hall: HallAdvertiser;
  live: LiveEncoder;
}

export interface AppOutputs extends Outputs {
  /** From now on a phone and the hall are told too (made after the console, whose link host they need). */
  tell(tellers: Tellers): void;
}

export function createOutputs(app: AppState, parts: OutputParts): AppOutputs {
  const presenter = parts.presenter;
  let tellers: Tellers | null = null;
  /** Hardware time of the next battery reading. */
  let batteryDueMs = 0;
  let batteryWarned = false;
  /** When the battery or the console's gate next needs reading, in hardware time. */
  let devicesDueMs = 0;

  /**
   * The battery and the console's gate read at `nowMs`: whether what the faces show of them changed, and
   * (devicesDueMs) when they next need reading, in hardware time.
   */
  function readDevices(nowMs: number): boolean {
    const supply = app.supply;
    const minutes = app.radioMinutes;
    readBattery(nowMs);
    // The Bluetooth console never stays open into a game.
    const hardwareNow = parts.timer.nowMs();
    const radioDue = parts.radio.check(hardwareNow, app.game.present.phase !== 'ready');
    app.radioMinutes = parts.radio.minutesLeft(hardwareNow);
    devicesDueMs = radioDue === null ? batteryDueMs : Math.min(batteryDueMs, radioDue);
    return app.supply.bars !== supply.bars || app.supply.low !== supply.low || app.radioMinutes !== minutes;
  }

  /** The supply, read at most once a minute: the faces' mark, and one "low battery" call. */
  function readBattery(nowMs: number): void {
    const hardwareNow = parts.timer.nowMs();
    if (hardwareNow < batteryDueMs) return;
    batteryDueMs = hardwareNow + BATTERY_READ_MS;
    app.supply = batteryReading(parts.battery.volts());
    if (app.supply.low && !batteryWarned) parts.sound.say('low-battery', nowMs);
    batteryWarned = batteryWarned || app.supply.low;
  }

  /** What became final goes into the record (a damaged record is kept as it is until a new game); a resume ends the recovered game's notice. */
  function settle(changes: TimelineUpdate, game: Timeline): void {
    if (!app.damagedRecord) parts.recorder.record(changes.settledInputs, changes.settled, game.settled, game.settledAtMs);
    app.unrecorded = !parts.recorder.recording();
    for (let i = 0; i < changes.settled.length; i++) if (changes.settled[i].type === 'resume') app.recoveredGame = false;
  }

  /**
   * Tells a connected phone, and the hall, what the faces show now; `countingOnly` when only the running
   * figure changed since they were drawn whole (a repaint, most wake-ups: the hall is told less often then).
   * Notes until when a repaint need not tell them again.
   */
  function tellShown(nowMs: number, countingOnly: boolean): void {
    if (!tellers) return;
    const phone = tellers.bluetooth.shown(app.game.present, nowMs);
    const hall = tellers.hall.shown(app.game.present, nowMs, app.saved.board, countingOnly);
    outputs.quietUntilMs = phone < hall ? phone : hall;
  }

  const outputs: AppOutputs = {
    quietUntilMs: 0,
    updated(changes, game, nowMs) {
      // The calls go out before the record is written: a flash write holds the chip until it is done.
      presenter.handToSound(changes, game.present, nowMs);
      settle(changes, game);
      readDevices(nowMs);
      if (app.menuState !== null) presenter.showMenu(menuFace(app.menuState, game.present), app.menuError);
      else presenter.showClock(game.present, game.settled, nowMs);
      tellShown(nowMs, false);
      return devicesDueMs;
    },
    devicesDue: (nowMs) => (readDevices(nowMs) ? null : devicesDueMs),
    called(changes, prior: ClockState, countdown: RunningCountdown, nowMs) {
      presenter.handToSound(changes, app.game.present, nowMs);
      settle(changes, app.game);
      // The faces and the live state follow the deadline, with no view made again.
      presenter.follow(countdown);
      if (tellers) tellers.live.follow(prior, app.game.present, countdown);
    },
    tellShown: (nowMs) => tellShown(nowMs, true),
    // The parts' own methods, not wrappers: none of them reads `this`.
    repaint: presenter.repaint,
    countdown: presenter.countdown,
    prepare: parts.sound.prepare,
    tick: parts.recorder.tick,
    nextTickAt: parts.recorder.nextTickAt,
    tell(next) {
      tellers = next;
    },
  };
  return outputs;
}
