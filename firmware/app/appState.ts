// What the clock app knows at any moment, in one object that its parts (gestures, presenter, console)
// read directly: on Espruino each accessor closure would cost variables for the whole game. The field
// names are not the console's (timeline, recovered…), so the bundle can shorten them.
import type { ClockSettings } from '../core/index';
import type { BatteryReading } from './battery';
import type { MenuState } from './menus/menus';
import type { SavedSettings } from './settings';
import type { Timeline } from './timeline';

export interface AppState {
  saved: SavedSettings;
  clockSettings: ClockSettings;
  /** The game: its timeline of settled and pending inputs. */
  game: Timeline;
  /** Game time = hardware time + offset: continuous across a power cut, so the record's instants stay valid. */
  offsetMs: number;
  /** The clock booted into a game it recovered from the record after a power cut, not yet resumed. */
  recoveredGame: boolean;
  /** The record proves no game although it holds one: kept until the referee starts a new game. */
  damagedRecord: boolean;
  menuState: MenuState | null;
  /** Why the last save from the setup menu was refused, or "". */
  menuError: string;
  /** The last battery reading. */
  supply: BatteryReading;
  /** Storage has no room for the record: the game goes on unrecorded. */
  unrecorded: boolean;
  /** The key of what a power cut while Storage compacted lost (the settings, the record), said before the next game; or "". */
  lost: string;
  /** Minutes the Bluetooth console stays open, or 0 when it is closed. */
  radioMinutes: number;
  /** The key a phone pairing over Bluetooth asks the referee for, shown on the faces; "" when none pairs. */
  passkey: string;
}

/** The face a side's clock is on. */
export function buttonOf(app: AppState, side: 'black' | 'white'): 'left' | 'right' {
  const black = app.saved.blackButton;
  return side === 'black' ? black : black === 'left' ? 'right' : 'left';
}
