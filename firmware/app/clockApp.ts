// The clock as a device: button gestures in, faces and voice out, one timer. It knows the devices only
// through their interfaces, so the simulator runs it on fakes and the firmware on Espruino drivers.
// This file wires the parts: runtime.ts (the timeline and its timer), outputs.ts (what the runtime's
// results drive), gestures.ts (buttons to inputs), recorder.ts (the game record) and consoleApi.ts.
// @espruino-public: the members declared here cross JSON or the console, so the build keeps their names.
import type { BatteryDevice, BeeperDevice, ButtonEdge, ClockServiceDevice, FaceDevice, RadioConsoleDevice, StorageDevice, TimerDevice, VoiceDevice, ButtonsDevice } from '../devices';
import { newClock, resultAsked } from '../core/index';
import { addInput, newTimeline, type Timeline } from './timeline';
import { createRuntime } from './runtime';
import { createOutputs } from './outputs';
import { createRecorder } from './record/recorder';
import { sawDamage, type RecordReading } from './record/record';
import { createSound } from './sound/sound';
import { draftFrom, draftTimeControl, menuGesture, openMenu, resultDraft, type MenuGesture, type MenuKey, type SetupDraft } from './menus/menus';
import { SETTINGS_FILE, copyPlainSettings, loadSettings, settingsOf, settingsText, type SavedSettings } from './settings';
import { mark, marked, recordKept, SAVED_SETTINGS } from './record/journal';
import { createPresenter } from './faces/presenter';
import { createGestures } from './gestures';
import { bringUpReport } from './console/bringUp';
import { createConsole } from './console/consoleApi';
import { createRadioGate } from './console/radioConsole';
import { createBluetoothLink } from './link/bluetoothLink';
import { createHallAdvertiser } from './hall/hallAdvertiser';
import { createLiveEncoder } from './link/live';
import type { ClockConsole } from './console/clockConsole';

export type { ClockConsole } from './console/clockConsole';
import type { AppState } from './appState';
import { word } from './words/words';
import { showTextLanguage, textLanguagesKept } from './words/textLanguage';

export interface AppDevices {
  buttons: ButtonsDevice;
  left: FaceDevice;
  right: FaceDevice;
  voice: VoiceDevice;
  beeper: BeeperDevice;
  battery: BatteryDevice;
  storage: StorageDevice;
  timer: TimerDevice;
  /** The console over Bluetooth, on a board that has it. */
  radio: RadioConsoleDevice | null;
  /** The clock's own Bluetooth service for a referee's phone, on a board that has it. */
  clockService: ClockServiceDevice | null;
}

export interface AppOptions {
  /** How long a press may arrive after its hardware instant (debounce + main-loop latency). */
  lateInputMs: number;
  /** A call delivered later than this is dropped rather than spoken late. */
  staleMs: number;
  /** Starts each clip this much early so its spoken onset lands on the second. */
  latencyMs: number;
}

export interface ClockApp {
  timeline(): Timeline;
  /** Whether the record proves no game although it holds one: kept until the referee starts a new game. */
  damaged(): boolean;
  /** What reading the record at boot found, or null when there was none. */
  recovery(): RecordReading | null;
  /** The console API (clock.state(), clock.configure(json), clock.adjust(json), clock.record(format)). */
  console: ClockConsole;
}

/** Whether saved settings' text is JSON at all (loadSettings checks each field). */
function readable(text: string | undefined): boolean {
  try {
    JSON.parse(text as string);
    return true;
  } catch (error) {
    return false;
  }
}

export function startClockApp(devices: AppDevices, options: AppOptions): ClockApp {
  const saved = loadSettings(devices.storage);
  showTextLanguage(devices.storage, saved);
  const clockSettings = settingsOf(saved);
  const app: AppState = {
    saved: saved,
    clockSettings: clockSettings,
    game: newTimeline(newClock(clockSettings), options.lateInputMs),
    offsetMs: 0,
    recoveredGame: false,
    damagedRecord: false,
    menuState: null,
    menuError: '',
    supply: { bars: -1, low: false },
    radioMinutes: 0,
    passkey: '',
    unrecorded: false,
    // Settings once saved that no longer read: a power cut took them, and the defaults are in use.
    lost: marked(devices.storage, SAVED_SETTINGS) && !readable(settingsText(devices.storage)) ? 'device.settingsLost' : '',
  };
  const radio = createRadioGate(devices.radio);
  let recovery: RecordReading | null = null;
  const recorder = createRecorder(devices.storage);
  const clockNow = () => devices.timer.nowMs() + app.offsetMs;
  // A voice module that fails or comes back changes the faces at once, not at the next wake-up.
  const sound = createSound(devices.voice, devices.beeper, {
    staleMs: options.staleMs,
    settings: () => app.saved,
    clock: () => app.clockSettings,
    now: clockNow,
    changed: () => runtime.update(),
  });
  const presenter = createPresenter(devices.left, devices.right, sound, app, options.latencyMs);
  const outputs = createOutputs(app, { recorder: recorder, sound: sound, presenter: presenter, radio: radio, battery: devices.battery, timer: devices.timer });
  const runtime = createRuntime(app, devices.timer, outputs, { lateInputMs: options.lateInputMs, latencyMs: options.latencyMs });
  const update = runtime.update;
  const feed = runtime.feed;

  function newGame(): void {
    app.clockSettings = settingsOf(app.saved);
    app.game = newTimeline(newClock(app.clockSettings), options.lateInputMs);
    beginGame();
  }

  /** Starts the record and the faces of the game `app.game` holds, not yet begun. */
  function beginGame(): void {
    app.offsetMs = -devices.timer.nowMs();
    app.recoveredGame = false;
    app.damagedRecord = false;
    recorder.begin(app.clockSettings, () => presenter.showNotice(word('device.tidying'), word('device.keepOn')));
    presenter.redrawAll();
  }

  /**
   * Keeps `next` as the settings, in flash too; with `startNew`, a new game starts from them, unless the
   * record is a damaged one the clock keeps: only the referee's long hold, after the faces have said what
   * it erases, replaces that (gestures.ts), and the new game then takes these settings.
   */
  function keep(next: SavedSettings, startNew: boolean): void {
    app.saved = next;
    // Marked first: settings a cut takes in the middle of their write are then said lost, not silently defaulted.
    if (!marked(devices.storage, SAVED_SETTINGS)) mark(devices.storage, SAVED_SETTINGS);
    devices.storage.write(SETTINGS_FILE, JSON.stringify(next));
    showTextLanguage(devices.storage, next);
    devices.voice.setVolume(next.volume);
    if (startNew && !app.damagedRecord) newGame();
    presenter.redrawAll();
  }

  /**
   * After a power cut the record holds the game up to the last instant it proves: continue from there
   * in pause. A record that holds a game it cannot prove is kept, and the faces say so; booting never
   * fails on the record.
   */
  function restore(): boolean {
    let reading: RecordReading | null;
    try {
      // Reading a game back takes over a second on the board: the faces say so, and how far it has come.
      reading = recorder.recover(app.clockSettings, (percent) => presenter.showNotice(word('device.restoring'), percent + '%'));
    } catch (error) {
      // Whatever went wrong, the clock boots: the record is kept for the referee, as a damaged one.
      app.damagedRecord = true;
      return true;
    }
    recovery = reading;
    if (reading === null) {
      // No record where the journal says one was kept: a power cut while Storage compacted lost it.
      if (recordKept(devices.storage)) app.lost = 'device.recordLost';
      return false;
    }
    const state = reading.state;
    if (state === null || state.phase === 'ready') {
      // A record of its header copies alone holds no game, even with a copy cut short by the power: it is
      // replaced at once. Anything more that proves no game is kept for the referee.
      app.damagedRecord = !(reading.inputs === 0 && reading.lines <= 2) && (state === null || sawDamage(reading));
      return app.damagedRecord;
    }
    app.clockSettings = state.settings;
    app.offsetMs = reading.lastAt - devices.timer.nowMs();
    app.game = newTimeline(state, options.lateInputMs);
    app.recoveredGame = true;
    if (state.phase === 'running') addInput(app.game, { type: 'pause' }, reading.lastAt);
    return true;
  }

  function saveSetup(draft: SetupDraft): boolean {
    const next = {} as SavedSettings;
    copyPlainSettings(draft, next);
    const raw = draftTimeControl(draft);
    // The preset's own control is saved as its name only.
    if (JSON.stringify(raw) !== JSON.stringify(draftTimeControl(draftFrom(settingsOf(next), next)))) next.timeControl = raw;
    try {
      settingsOf(next);
    } catch (error) {
      // The core's reason names a field in code: the faces say in words that the control cannot be used.
      app.menuError = word('device.badControl');
      return false;
    }
    keep(next, true);
    return true;
  }

  function openMenuOfTheMoment(): void {
    const phase = app.game.present.phase;
    if (phase === 'ready') app.menuState = openMenu('setup', draftFrom(app.clockSettings, app.saved), radio.present, textLanguagesKept(devices.storage));
    else if (phase === 'paused') app.menuState = openMenu('referee', null);
    else if (phase === 'flagged') app.menuState = openMenu('flag', null);
    else if (resultAsked(app.game.present)) app.menuState = openMenu('result', resultDraft(app.game.present.result ?? null));
    app.menuError = '';
  }

  function onMenuGesture(key: MenuKey, gesture: MenuGesture, atMs: number): void {
    if (app.menuState === null) return;
    const result = menuGesture(app.menuState, app.game.present, key, gesture);
    const wasOver = app.game.present.phase === 'ended';
    app.menuError = result.effect.error ?? '';
    for (let i = 0; i < result.effect.inputs.length; i++) feed(result.effect.inputs[i], atMs);
    if (result.effect.save !== undefined && !saveSetup(result.effect.save)) return;
    if (result.effect.radio) radio.open(devices.timer.nowMs());
    app.menuState = result.state;
    // A game the referee has just ended asks at once who won and how.
    if (!wasOver && resultAsked(app.game.present)) openMenuOfTheMoment();
    presenter.redrawAll();
  }

  devices.voice.setVolume(app.saved.volume);
  // Without a game to restore, the one the app was made with is the new game.
  if (!restore()) beginGame();
  const onEdge = createGestures(app, { openMenu: openMenuOfTheMoment, menuGesture: onMenuGesture, feed: feed, newGame: newGame, refresh: update });
  // Buttons are stamped in hardware time; the clock works in game time. A watch callback only queues its
  // edge, charged at its stamp: the clock takes edges up once the callback has returned.
  const edges: ButtonEdge[] = [];
  const takeEdges = () => {
    while (edges.length > 0) onEdge(edges.shift() as ButtonEdge);
  };
  devices.buttons.listen((edge) => {
    edges.push({ button: edge.button, down: edge.down, timeMs: edge.timeMs + app.offsetMs });
    if (edges.length === 1) devices.timer.soon(takeEdges);
  });
  update();
  if (app.recoveredGame) sound.say('recovered', clockNow());
  // Made after the restore, which then has their variables free.
  const bringUp = () => bringUpReport(devices, sound);
  const consoleParts = createConsole(app, { refresh: update, keep: keep, gameNow: clockNow, feed: feed, bringUp: bringUp }, recorder, devices.timer);
  if (devices.clockService !== null) {
    const pairing = (key: string) => {
      if (app.passkey === key) return;
      app.passkey = key;
      update();
    };
    const live = createLiveEncoder();
    const bluetooth = createBluetoothLink(devices.clockService, consoleParts.linkHost(), pairing, update, live);
    outputs.tell({ bluetooth: bluetooth, hall: createHallAdvertiser(devices.clockService, live, () => app.supply.low), live: live });
  }
  return {
    timeline: () => app.game,
    damaged: () => app.damagedRecord,
    recovery: () => recovery,
    console: consoleParts.console,
  };
}
