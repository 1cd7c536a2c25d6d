// Every distinct screen the faces show, each reached on the built firmware by its buttons from a time control: the
// contact sheets' frames (npm run screens) and what the faces' layout test checks in every language.
import { ButtonWalker, HOLD_MS, LONG_MS } from '../espruino/buttonWalker';
import type { TextLanguage } from '../../firmware/core/index';
import type { FakeEspruino } from '../espruino/fake';

const BYOYOMI = { system: 'byoyomi', mainMs: 600000, periods: 3, periodMs: 30000 };
/** Two seconds of main time before its byo-yomi, sudden death, or a block of moves. */
const SHORT_BYOYOMI = { system: 'byoyomi', mainMs: 2000, periods: 3, periodMs: 30000 };
const QUICK_FLAG = { system: 'absolute', mainMs: 2000 };
const LATENESS = { system: 'byoyomi', mainMs: 600000, periods: 3, periodMs: 30000, lateness: { limitMs: 2000 } };

/** A few moves, so that the move numbers show. */
function moves(w: ButtonWalker, count: number): void {
  for (let i = 0; i < count; i++) w.tap(i % 2 === 0 ? 'left' : 'right');
}
const SHORT_MOVES = { system: 'moves', mainMs: 2000, moves: 15, periodMs: 600000 };
const FISCHER = { system: 'fischer', mainMs: 300000, incrementMs: 3000, maxMs: 600000 };
const DELAY = { system: 'delay', mainMs: 300000, delayMs: 10000 };
const CANADIAN = { system: 'canadian', mainMs: 2000, moves: 25, periodMs: 600000 };
const ING = { system: 'ing', mainMs: 2000, extensionMs: 2100000, penaltyPoints: 2, maxExtensions: 3 };
const FIDE = { system: 'stages', stages: [{ system: 'fischer', mainMs: 5400000, incrementMs: 30000, untilMove: 40 }, { system: 'fischer', mainMs: 1800000, incrementMs: 30000 }] };

export interface Screen {
  /** Its caption's key (sim/screens/screenWords.ts). */
  label: string;
  timeControl: object;
  voiceMissing?: boolean;
  reach: (walker: ButtonWalker) => void;
}

export const SCREENS: Screen[] = [
  { label: 'screens.ready', timeControl: BYOYOMI, reach: () => undefined },
  { label: 'screens.mainTime', timeControl: BYOYOMI, reach: (w) => w.start() },
  { label: 'screens.byoyomi', timeControl: SHORT_BYOYOMI, reach: (w) => (w.start(), w.wait(6000)) },
  { label: 'screens.moves', timeControl: SHORT_MOVES, reach: (w) => (w.start(), w.wait(4000)) },
  { label: 'screens.fischer', timeControl: FISCHER, reach: (w) => (w.start(), moves(w, 3)) },
  { label: 'screens.delay', timeControl: DELAY, reach: (w) => (w.start(), w.wait(3000)) },
  { label: 'screens.canadian', timeControl: CANADIAN, reach: (w) => (w.start(), w.wait(4000)) },
  { label: 'screens.ing', timeControl: ING, reach: (w) => (w.start(), w.wait(4000)) },
  { label: 'screens.stages', timeControl: FIDE, reach: (w) => (w.start(), moves(w, 3)) },
  { label: 'screens.paused', timeControl: BYOYOMI, reach: (w) => (w.start(), moves(w, 5), w.tap('mode')) },
  { label: 'screens.sealed', timeControl: BYOYOMI, reach: (w) => (w.start(), moves(w, 4), w.tap('mode'), w.both(), tapLeft(w, 5), w.tap('right')) },
  { label: 'screens.flag', timeControl: QUICK_FLAG, reach: (w) => (w.start(), w.wait(3000)) },
  { label: 'screens.flagMenu', timeControl: QUICK_FLAG, reach: (w) => (w.start(), w.wait(3000), w.both()) },
  { label: 'screens.lostOnTime', timeControl: QUICK_FLAG, reach: (w) => (w.start(), w.wait(3000), w.both(), w.tap('right')) },
  { label: 'screens.lostLate', timeControl: LATENESS, reach: (w) => (w.start(), w.wait(3000), w.tap('mode'), w.both(), tapLeft(w, 7), w.tap('right'), w.both(), w.tap('right')) },
  { label: 'screens.resultMenu', timeControl: BYOYOMI, reach: (w) => (w.start(), moves(w, 3), w.tap('mode'), w.both(), tapLeft(w, 8), w.tap('right')) },
  { label: 'screens.resigned', timeControl: BYOYOMI, reach: (w) => (w.start(), moves(w, 3), w.tap('mode'), w.both(), tapLeft(w, 8), w.tap('right'), tapLeft(w, 2), w.tap('right')) },
  { label: 'screens.setup', timeControl: BYOYOMI, reach: (w) => w.hold('left', LONG_MS) },
  { label: 'screens.editor', timeControl: BYOYOMI, reach: (w) => (w.hold('left', LONG_MS), w.tap('left'), w.tap('left'), w.tap('right'), w.hold('left', HOLD_MS)) },
  { label: 'screens.referee', timeControl: BYOYOMI, reach: (w) => (w.start(), w.tap('mode'), w.both()) },
  { label: 'screens.query', timeControl: BYOYOMI, reach: (w) => (w.start(), w.hold('right', HOLD_MS)) },
  { label: 'screens.noVoice', timeControl: BYOYOMI, voiceMissing: true, reach: (w) => w.wait(4000) },
  { label: 'screens.pairing', timeControl: BYOYOMI, reach: (w) => (w.fake.radio?.connect('referee').requestPairing(), w.wait(300)) },
  { label: 'screens.pairingInGame', timeControl: BYOYOMI, reach: (w) => (w.start(), w.fake.radio?.connect('referee').requestPairing(), w.wait(300)) },
];

function tapLeft(w: ButtonWalker, count: number): void {
  for (let i = 0; i < count; i++) w.tap('left');
}

/** The firmware on the fake, walked to `screen` with its faces in `text`'s words. */
export function reachScreen(screen: Screen, text: TextLanguage): { label: string; fake: FakeEspruino; left: FakeEspruino['displays']['left']; right: FakeEspruino['displays']['right'] } {
  const walker = new ButtonWalker({ timeControl: screen.timeControl, text: text }, screen.voiceMissing ? { dfplayer: { present: false } } : {});
  screen.reach(walker);
  const fake = walker.fake;
  return { label: screen.label, fake: fake, left: fake.displays.left, right: fake.displays.right };
}
