// What the built firmware's faces say at the moments a referee reads them: a seal, the end of a game,
// the move number, the digit under edit. Read back from the SSD1306 model's pixels.
import { describe, expect, it } from 'vitest';
import { ButtonWalker, HOLD_MS, LONG_MS } from '../../sim/espruino/buttonWalker';
import type { FirmwareSettings } from '../../sim/espruino/firmwareRun';
import { showsText } from '../helpers/firmwareHelpers';

const BYOYOMI = { system: 'byoyomi', mainMs: 600000, periods: 3, periodMs: 30000 };

class Clock extends ButtonWalker {
  constructor(settings: FirmwareSettings = { timeControl: BYOYOMI }) {
    super(settings);
  }

  shows(text: string, face: 'left' | 'right'): boolean {
    return showsText(this.fake.displays[face], text);
  }

  moves(count: number): void {
    for (let i = 0; i < count; i++) this.tap(i % 2 === 0 ? 'left' : 'right');
  }

  /** In pause: the referee menu, `item` left taps down, and a right tap. */
  refereeItem(item: number): void {
    this.both();
    for (let i = 0; i < item; i++) this.tap('left');
    this.tap('right');
  }
}

describe('the faces', () => {
  it('before the referee decides, the SGF has no result', () => {
    const clock = new Clock({ timeControl: { system: 'absolute', mainMs: 2000 } });
    clock.start();
    clock.wait(3000);
    expect(clock.state().phase).toBe('flagged');
    expect(clock.fake.consoleOutput('clock.record("sgf")')).not.toContain('RE[');
  });

  it('after a seal say SEALED, and the side whose clock starts on resume', () => {
    const clock = new Clock();
    clock.start();
    clock.moves(4);
    clock.tap('mode');
    clock.refereeItem(5);
    expect(clock.state()).toMatchObject({ phase: 'paused', sealed: true, onMove: 'white' });
    expect([clock.shows('SEALED', 'left'), clock.shows('SEALED', 'right')]).toEqual([true, true]);
    expect([clock.shows('RUNS ON RESUME', 'left'), clock.shows('RUNS ON RESUME', 'right')]).toEqual([false, true]);
    clock.tap('mode');
    expect([clock.shows('SEALED', 'left'), clock.shows('RUNS ON RESUME', 'right')]).toEqual([false, false]);
  });

  it('show the move number beside the side’s name, unless the setting hides it', () => {
    const shown = new Clock();
    shown.start();
    shown.moves(3);
    expect([shown.shows('BLACK #4', 'left'), shown.shows('WHITE #4', 'right')]).toEqual([true, true]);
    const hidden = new Clock({ timeControl: BYOYOMI, moveNumbers: false });
    hidden.start();
    hidden.moves(3);
    expect([hidden.shows('BLACK #', 'left'), hidden.shows('BLACK', 'left')]).toEqual([false, true]);
  });

  it('after a lateness forfeit decided as lost say who lost and how', () => {
    const clock = new Clock({ timeControl: Object.assign({ lateness: { limitMs: 2000 } }, BYOYOMI) });
    clock.start();
    clock.wait(3000);
    clock.tap('mode');
    clock.refereeItem(7);
    clock.both();
    clock.tap('right');
    expect(clock.state()).toMatchObject({ phase: 'ended', flagged: 'white', flagReason: 'late' });
    expect([clock.shows('WON', 'left'), clock.shows('OPP. LATE', 'left'), clock.shows('LOST', 'right'), clock.shows('1ST FLAG, LATE', 'right')]).toEqual([true, true, true, true]);
    // The firmware's own SGF gives the result once the referee has decided.
    expect(clock.fake.consoleOutput('clock.record("sgf")')).toContain(']RE[B+F]');
    clock.hold('left', LONG_MS);
    expect([clock.shows('LOST', 'right'), clock.shows('WON', 'left')]).toEqual([false, false]);
  });

  it('invert the digit under edit in the time editor, the hours shown when they are 0', () => {
    const clock = new Clock();
    clock.hold('left', LONG_MS);
    clock.tap('left');
    clock.tap('left');
    clock.tap('right');
    const face = clock.fake.displays.left;
    expect(showsText(face, 'MAIN')).toBe(true);
    // "0:10:00" at scale 3 from y 34: a lit pixel just above a digit's glyph is the cursor's background.
    const cursorAbove = (char: number) => face.pixel(char * 18 + 1, 32);
    expect([0, 2, 3, 5, 6].map(cursorAbove)).toEqual([true, false, false, false, false]);
    clock.hold('left', HOLD_MS);
    expect([0, 2, 3, 5, 6].map(cursorAbove)).toEqual([false, true, false, false, false]);
  });

  it('show the opponent’s time, ticking with their clock: in Bronstein’s given-back seconds too, and in a simple delay the main time that waits', () => {
    const bronstein = new Clock({ timeControl: { system: 'bronstein', mainMs: 300000, delayMs: 5000 } });
    bronstein.start();
    expect(bronstein.shows('BLACK 5:00', 'right')).toBe(true);
    bronstein.wait(2000);
    // Black's main time runs from the move's start: White's face follows it each second.
    expect(bronstein.shows('BLACK 4:58', 'right')).toBe(true);
    const delay = new Clock({ timeControl: { system: 'delay', mainMs: 300000, delayMs: 5000 } });
    delay.start();
    delay.wait(2000);
    expect(delay.shows('BLACK 5:00', 'right')).toBe(true);
    delay.wait(5000);
    expect(delay.shows('BLACK 4:58', 'right')).toBe(true);
  });
});
