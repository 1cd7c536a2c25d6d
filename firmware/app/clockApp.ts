// The clock as a device: button gestures in, faces and voice out, one timer. It knows the devices only
// through their interfaces, so the simulator runs it on fakes and the firmware on Espruino drivers.
import type { BatteryDevice, BeeperDevice, ButtonEdge, ButtonId, FaceDevice, StorageDevice, TimerDevice, VoiceDevice, ButtonsDevice } from '../devices';
import {
  controlOf,
  sideClockOf,
  faceView,
  nextDeadline,
  nextWake,
  newClock,
  publicState,
  otherSide,
  step,
  parseAdjustment,
  adjustmentRefusal,
  type ClockEvent,
  type ClockSettings,
  type ClockState,
  type Input,
  type Side,
} from '../core/index';
import { addInput, advance, newTimeline, nextSettle, stateAt, type Timeline } from './timeline';
import { createRecorder } from './recorder';
import { sawDamage, type RecordReading } from './record';
import { createSound, eventKey } from './sound';
import { BATTERY_READ_MS, batteryReading, type BatteryReading } from './battery';
import { drawFace, drawSmallText, type FaceMarks } from './faceRenderer';
import { draftFrom, draftTimeControl, menuGesture, menuLines, openMenu, type MenuKey, type MenuState, type SetupDraft } from './menus';
import { fieldError } from '../core/validate';
import { SETTINGS_FILE, copyPlainSettings, loadSettings, parseRecordFormat, settingsOf, validateConfiguration, type SavedSettings } from './settings';

export interface AppDevices {
  buttons: ButtonsDevice;
  left: FaceDevice;
  right: FaceDevice;
  voice: VoiceDevice;
  beeper: BeeperDevice;
  battery: BatteryDevice;
  storage: StorageDevice;
  timer: TimerDevice;
}

export interface AppOptions {
  /** How long a press may arrive after its hardware instant (debounce + main-loop latency). */
  lateInputMs: number;
  /** A call delivered later than this is dropped rather than spoken late. */
  staleMs: number;
  /** Starts each clip this much early so its spoken onset lands on the second. */
  latencyMs: number;
}

const HOLD_MS = 1000;
const LONG_HOLD_MS = 3000;

export interface ClockApp {
  timeline(): Timeline;
  settings(): SavedSettings;
  /** Whether the clock booted into a game it recovered from the record after a power cut. */
  recovered(): boolean;
  /** Whether the record proves no game although it holds one: kept until the referee starts a new game. */
  damaged(): boolean;
  /** What reading the record at boot found, or null when there was none. */
  recovery(): RecordReading | null;
  /** The console API (clock.state(), clock.configure(json), clock.adjust(json), clock.record(format)). */
  console: ClockConsole;
}

export interface ClockConsole {
  /** Brings the clock up to now and returns its settled state (final: no late press can change it). */
  state(): ClockState;
  /** Changes the settings; refused while a game runs, and the time control only outside a game. */
  configure(json: unknown): SavedSettings;
  /** A referee's correction, in pause: {"side":…, "mainMs"?, "periods"?, "periodUsedMs"?, "moves"?, "periodMs"?}. */
  adjust(json: unknown): ClockEvent[];
  /** The game record, printed line by line as it is replayed: every event as JSON Lines, or "sgf". */
  record(format?: string): void;
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

export function startClockApp(devices: AppDevices, options: AppOptions): ClockApp {
  let saved = loadSettings(devices.storage);
  let clockSettings: ClockSettings = settingsOf(saved);
  let timeline = newTimeline(newClock(clockSettings), options.lateInputMs);
  /** Game time = hardware time + offset: continuous across a power cut, so the record's instants stay valid. */
  let offsetMs = 0;
  let recoveredGame = false;
  let damagedRecord = false;
  let recovery: RecordReading | null = null;
  const recorder = createRecorder(devices.storage);
  const clockNow = () => devices.timer.nowMs() + offsetMs;
  /** Hardware time of the next battery reading, and what the last one found. */
  let batteryDueMs = 0;
  let battery: BatteryReading = { bars: -1, low: false };
  let batteryWarned = false;
  const downAt: Record<ButtonId, number | null> = { left: null, right: null, mode: null, set: null };
  /** The button's down edge already acted (a move, or MODE's pause): its release does nothing more. */
  const actedOnDown: Record<ButtonId, boolean> = { left: false, right: false, mode: false, set: false };
  let menu: MenuState | null = null;
  let menuError = '';
  /** Both player buttons went down together: a chord, answered when the second is released. */
  let chord = false;
  let shown: Record<string, string> = { left: '', right: '' };
  // A voice module that fails or comes back changes the faces at once, not at the next wake-up.
  const sound = createSound(devices.voice, devices.beeper, {
    staleMs: options.staleMs,
    settings: () => saved,
    clock: () => clockSettings,
    now: clockNow,
    changed: () => update(),
  });

  const sideOf = (button: ButtonId): Side => ((button === saved.blackButton) ? 'black' : 'white');
  const buttonOf = (side: Side): 'left' | 'right' => (side === 'black' ? saved.blackButton : saved.blackButton === 'left' ? 'right' : 'left');

  function showFace(face: FaceDevice, key: string, signature: string, inverted: boolean, draw: () => void): void {
    if (shown[key] === signature) return;
    shown[key] = signature;
    draw();
    face.show(inverted);
  }

  function render(nowMs: number): void {
    if (menu !== null) {
      const lines = menuLines(menu, timeline.present);
      if (menuError !== '') lines.right = [menuError.slice(0, 16), menuError.slice(16, 32), 'HOLD L EXIT'];
      const menuFace = (face: FaceDevice, key: string, text: string[]) =>
        showFace(face, key, 'menu' + text.join('|'), false, () => {
          face.canvas.clear();
          face.canvas.setColor(1);
          for (let i = 0; i < text.length && i < 4; i++) drawSmallText(face.canvas, text[i].slice(0, 16), 0, i * 16, 2);
        });
      menuFace(devices.left, 'left', lines.left);
      menuFace(devices.right, 'right', lines.right);
      return;
    }
    const settled = timeline.settled;
    for (let s = 0; s < 2; s++) {
      const side: Side = s === 0 ? 'black' : 'white';
      const view = faceView(timeline.present, side, nowMs);
      const flagged = settled.flagged === side;
      const face = buttonOf(side) === 'left' ? devices.left : devices.right;
      const notice = noticeOf(s, view.paused);
      // A face whose status already says why the voice is down does not say it twice.
      const marks: FaceMarks = { sound: voiceNoticeShown() ? '' : sound.mark(), batteryBars: battery.bars, batteryLow: battery.low };
      const signature = valuesOf(view) + valuesOf(marks) + flagged;
      showFace(face, buttonOf(side), signature + notice, view.running, () =>
        drawFace(face.canvas, view, side === 'black' ? 'BLACK' : 'WHITE', flagged, notice, marks),
      );
    }
  }

  /**
   * What replaces a face's status label: after a power cut, until the referee resumes; a damaged record
   * until a new game; before a game, a voice that cannot speak and why.
   */
  function noticeOf(face: number, paused: boolean): string | null {
    if (damagedRecord) return face === 0 ? 'REC DAMAGED' : 'HOLD 3S NEW';
    if (recoveredGame && paused) return 'RECOVERED';
    if (voiceNoticeShown()) return face === 0 ? 'NO VOICE' : sound.problem();
    return null;
  }

  /** Before a game the faces' status says that the chosen voice cannot speak (a recovered game is never ready). */
  function voiceNoticeShown(): boolean {
    return !damagedRecord && timeline.present.phase === 'ready' && sound.mark() === 'NO VOICE';
  }

  /** The supply, read at most once a minute: the faces' mark, and one "low battery" call. */
  function readBattery(nowMs: number): void {
    const hardwareNow = devices.timer.nowMs();
    if (hardwareNow < batteryDueMs) return;
    batteryDueMs = hardwareNow + BATTERY_READ_MS;
    battery = batteryReading(devices.battery.volts());
    if (battery.low && !batteryWarned) sound.say('low-battery', nowMs);
    batteryWarned = batteryWarned || battery.low;
  }

  function schedule(nowMs: number): void {
    // Any wake-up settles what is due; a wake just to settle is needed only when nothing else is coming
    // (after a flag or a pause), so a move costs no extra wake-up.
    let wake = nextWake(timeline.present, nowMs);
    if (wake === null) wake = nextSettle(timeline);
    const deadline = nextDeadline(timeline.present);
    if (options.latencyMs > 0 && deadline !== null && deadline - options.latencyMs > nowMs) {
      if (wake === null || deadline - options.latencyMs < wake) wake = deadline - options.latencyMs;
    }
    const hardwareWake = wake === null ? batteryDueMs : Math.min(wake - offsetMs, batteryDueMs);
    devices.timer.wakeAt(hardwareWake, update);
  }

  /** Latency compensation: clips for the next deadline start `latencyMs` before it. */
  function playEarly(nowMs: number): void {
    const deadline = nextDeadline(timeline.present);
    if (options.latencyMs === 0 || deadline === null || deadline - options.latencyMs > nowMs) return;
    const preview = step(timeline.present, { type: 'tick' }, deadline).events;
    for (let i = 0; i < preview.length; i++) sound.announce(preview[i], deadline);
  }

  function update(): void {
    const nowMs = clockNow();
    const changes = advance(timeline, nowMs);
    // A damaged record is kept as it is until the referee starts a new game.
    if (!damagedRecord) recorder.record(changes.settledInputs, changes.settled, timeline.settled);
    for (let i = 0; i < changes.settled.length; i++) if (changes.settled[i].type === 'resume') recoveredGame = false;
    if (changes.retracted.length > 0) sound.retract(changes.retracted.map(eventKey));
    for (let i = 0; i < changes.fresh.length; i++) sound.announce(changes.fresh[i], nowMs);
    playEarly(nowMs);
    readBattery(nowMs);
    render(nowMs);
    schedule(nowMs);
  }

  function feed(input: Input, atMs: number): void {
    addInput(timeline, input, atMs);
    update();
  }

  function newGame(): void {
    clockSettings = settingsOf(saved);
    timeline = newTimeline(newClock(clockSettings), options.lateInputMs);
    offsetMs = -devices.timer.nowMs();
    recoveredGame = false;
    damagedRecord = false;
    recorder.begin(clockSettings);
    shown = { left: '', right: '' };
  }

  /**
   * After a power cut the record holds the game up to the last instant it proves: continue from there
   * in pause. A record that holds a game it cannot prove is kept, and the faces say so; booting never
   * fails on the record.
   */
  function restore(): boolean {
    let reading: RecordReading | null;
    try {
      reading = recorder.recover(clockSettings);
    } catch (error) {
      // Whatever went wrong, the clock boots: the record is kept for the referee, as a damaged one.
      damagedRecord = true;
      return true;
    }
    recovery = reading;
    if (reading === null) return false;
    const state = reading.state;
    if (state === null || state.phase === 'ready') {
      // Only a record with nothing but its header may be replaced without the referee.
      damagedRecord = state === null || sawDamage(reading);
      return damagedRecord;
    }
    clockSettings = state.settings;
    offsetMs = reading.lastAt - devices.timer.nowMs();
    timeline = newTimeline(state, options.lateInputMs);
    recoveredGame = true;
    if (state.phase === 'running') addInput(timeline, { type: 'pause' }, reading.lastAt);
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
      menuError = (error as Error).message.replace('timeControl.', '').toUpperCase();
      return false;
    }
    saved = next;
    devices.storage.write(SETTINGS_FILE, JSON.stringify(saved));
    devices.voice.setVolume(saved.volume);
    newGame();
    return true;
  }

  function openMenuFor(phase: string): void {
    if (phase === 'ready') menu = openMenu('setup', draftFrom(clockSettings, saved));
    else if (phase === 'paused') menu = openMenu('referee', null);
    else if (phase === 'flagged') menu = openMenu('flag', null);
    menuError = '';
  }

  function onMenuGesture(key: MenuKey, heldMs: number, atMs: number): void {
    if (menu === null) return;
    const result = menuGesture(menu, timeline.present, key, heldMs >= HOLD_MS ? 'hold' : 'tap');
    menuError = '';
    for (let i = 0; i < result.effect.inputs.length; i++) feed(result.effect.inputs[i], atMs);
    if (result.effect.save !== undefined && !saveSetup(result.effect.save)) return;
    menu = result.state;
    shown = { left: '', right: '' };
  }

  function onRelease(button: ButtonId, heldMs: number, atMs: number): void {
    const phase = timeline.present.phase;
    if (menu !== null) {
      onMenuGesture(button === 'left' ? 'left' : 'right', heldMs, atMs);
      return;
    }
    if (heldMs >= LONG_HOLD_MS) {
      // A deliberate long hold is the referee's gesture: a simple manipulation changes nothing.
      if (phase === 'running') feed({ type: 'pause' }, atMs);
      else if (phase === 'paused') feed({ type: 'resume' }, atMs);
      else if (phase === 'ended' || damagedRecord) newGame();
      else openMenuFor(phase);
      return;
    }
    if (heldMs >= HOLD_MS) {
      // A player's right: hold your own button to hear your own time left.
      feed({ type: 'query', side: sideOf(button) }, atMs);
      return;
    }
    if (phase === 'ready' && !damagedRecord && (button === 'left' || button === 'right')) {
      // Before the game a player's tap starts the opponent's clock: White taps, Black's clock runs.
      feed({ type: 'start', side: otherSide(sideOf(button)) }, atMs);
    }
  }

  function onEdge(hardwareEdge: ButtonEdge): void {
    const button = hardwareEdge.button;
    const edge = { button: button, down: hardwareEdge.down, timeMs: hardwareEdge.timeMs + offsetMs };
    if (edge.down) {
      downAt[button] = edge.timeMs;
      // Judge the edge by the clock as it was at the edge's hardware instant: it may arrive after a
      // deadline that it beat.
      const present = stateAt(timeline, edge.timeMs);
      if (button === 'mode') {
        if (menu !== null) {
          actedOnDown[button] = false;
          return;
        }
        if (present.phase === 'running') {
          // One touch: under the 1988 rules, a pause in byo-yomi is a capture pause (Art. 23.4).
          const onMove = present.onMove;
          const capture = clockSettings.rules === '1988' && controlOf(present, onMove).system === 'byoyomi' && sideClockOf(present, onMove).mainMs === 0;
          feed(capture ? { type: 'pause', reason: 'capture' } : { type: 'pause' }, edge.timeMs);
        }
        else if (present.phase === 'paused') feed({ type: 'resume' }, edge.timeMs);
        actedOnDown[button] = present.phase === 'running' || present.phase === 'paused';
        return;
      }
      if (button === 'set') {
        actedOnDown[button] = false;
        return;
      }
      if (downAt[button === 'left' ? 'right' : 'left'] !== null) chord = true;
      // The move ends at the instant the hardware saw the press, never when this handler runs.
      actedOnDown[button] = menu === null && present.phase === 'running' && present.onMove === sideOf(button);
      if (actedOnDown[button]) feed({ type: 'press', side: sideOf(button) }, edge.timeMs);
      return;
    }
    const pressedAt = downAt[button];
    downAt[button] = null;
    if (chord && (button === 'left' || button === 'right')) {
      // A chord opens the menu of the moment once both buttons are up; its releases do nothing else.
      actedOnDown[button] = false;
      if (downAt.left === null && downAt.right === null) {
        chord = false;
        if (menu === null) openMenuFor(timeline.present.phase);
        update();
      }
      return;
    }
    if (pressedAt === null || actedOnDown[button]) {
      actedOnDown[button] = false;
      return;
    }
    if (button === 'mode' && menu !== null) {
      onMenuGesture('left', edge.timeMs - pressedAt, edge.timeMs);
      update();
      return;
    }
    if (button === 'set') {
      const phase = timeline.present.phase;
      if (menu !== null) onMenuGesture('right', edge.timeMs - pressedAt, edge.timeMs);
      // The side on move cannot hold its own button to ask (a press ends its move): SET asks for it.
      else if (phase === 'running') feed({ type: 'query', side: timeline.present.onMove }, edge.timeMs);
      else openMenuFor(phase);
      update();
      return;
    }
    onRelease(button, edge.timeMs - pressedAt, edge.timeMs);
    update();
  }

  const consoleApi: ClockConsole = {
    state() {
      update();
      return publicState(timeline.settled);
    },
    configure(json: unknown) {
      update();
      const phase = timeline.settled.phase;
      if (phase === 'running') throw new Error('clock.configure: refused while the game runs; pause it first');
      const next = validateConfiguration(json, saved, phase === 'paused');
      devices.storage.write(SETTINGS_FILE, JSON.stringify(next));
      const timeChanged = JSON.stringify(settingsOf(next)) !== JSON.stringify(clockSettings);
      saved = next;
      devices.voice.setVolume(saved.volume);
      if (phase !== 'paused' && timeChanged) newGame();
      shown = { left: '', right: '' };
      update();
      return saved;
    },
    adjust(json: unknown) {
      update();
      if (timeline.present.phase !== 'paused') throw new Error('clock.adjust: the clock must be paused first');
      const adjustment = parseAdjustment(json, clockSettings, 'adjust', []);
      const refusal = adjustmentRefusal(timeline.present, adjustment);
      if (refusal !== null) {
        throw fieldError('adjust.' + refusal.field, refusal.reason === 'idle-side' ? 'applies to the side on move only' : 'applies in byo-yomi only (give mainMs 0)');
      }
      const nowMs = clockNow();
      const result = step(timeline.present, Object.assign({ type: 'adjust' as const }, adjustment), nowMs);
      feed(Object.assign({ type: 'adjust' as const }, adjustment), nowMs);
      return result.events;
    },
    record(format?: string) {
      update();
      recorder.export(parseRecordFormat(format), timeline.settled, (line) => {
        devices.timer.keepAlive();
        print(line);
      });
    },
  };

  devices.voice.setVolume(saved.volume);
  if (!restore()) newGame();
  devices.buttons.listen(onEdge);
  update();
  if (recoveredGame) sound.say('recovered', clockNow());
  return {
    timeline: () => timeline,
    settings: () => saved,
    recovered: () => recoveredGame,
    damaged: () => damagedRecord,
    recovery: () => recovery,
    console: consoleApi,
  };
}
