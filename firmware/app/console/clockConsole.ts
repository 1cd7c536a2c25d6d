// What the clock offers on its console (over USB): its names are public, so the bundle keeps them.
// @espruino-public: the members declared here cross JSON or the console, so the build keeps their names.
import type { ClockEvent, ClockState } from '../../core/index';
import type { SavedSettings } from '../settings';
import type { BringUpReport } from './bringUp';

export interface ClockConsole {
  /** Brings the clock up to now and returns its settled state (final: no late press can change it). */
  state(): ClockState;
  /** Changes the settings; refused while a game runs, and the time control only outside a game. */
  configure(json: unknown): SavedSettings;
  /** A referee's correction, in pause: {"side":…, "mainMs"?, "periods"?, "periodUsedMs"?, "moves"?, "periodMs"?}. */
  adjust(json: unknown): ClockEvent[];
  /** The game record, printed line by line as it is replayed: every event as JSON Lines, or "sgf". */
  record(format?: string): void;
  /** Each face, the voice, the buttons held and the battery, as the firmware sees them (a maker's bring-up). */
  bringUp(): BringUpReport;
  /** One request of the link protocol (app/link/protocol.ts), as its JSON text; prints its one reply line. */
  link(frame: string): void;
  /** What a power cut while Storage compacted lost, as the faces say it: the id (build/wordIds.js) of "device.settingsLost" or "device.recordLost", or "". */
  notice(): string;
}
