// firmware/USING.md's button table, walked gesture by gesture through the built firmware: each row is in the
// guide word for word, and leads where it says.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ButtonWalker, HOLD_MS, LONG_MS } from '../../sim/espruino/buttonWalker';
import { showsText } from '../helpers/firmwareHelpers';

/** Two seconds of main time, then sudden death: a flag comes quickly. */
const QUICK = { system: 'absolute', mainMs: 2000 };

interface Row {
  when: string;
  gesture: string;
  what: string;
  /** From a fresh boot: brings the clock to the row's moment, does the gesture, and checks where it led. */
  walk: (clock: Walker) => void;
}

class Walker extends ButtonWalker {
  constructor(timeControl: object = { system: 'byoyomi', mainMs: 600000, periods: 3, periodMs: 30000 }) {
    super({ timeControl: timeControl });
  }

  /** Whether a face (the left unless told) shows `text`: a menu's title, a status word, a mark. */
  shows(text: string, face: 'left' | 'right' = 'left'): boolean {
    return showsText(this.fake.displays[face], text);
  }

  started(): void {
    this.start();
  }

  flagged(): void {
    this.start();
    this.wait(3000);
    expect(this.state().phase).toBe('flagged');
  }
}

const ROWS: Row[] = [
  {
    when: 'before the game',
    gesture: 'tap your button',
    what: "the opponent's clock starts (White taps, Black's clock runs)",
    walk: (c) => {
      c.tap('right');
      expect(c.state()).toMatchObject({ phase: 'running', onMove: 'black' });
    },
  },
  {
    when: 'before the game',
    gesture: 'hold a button more than 3 s, or both buttons together',
    what: 'the setup menu: preset, time control, odds, rules, sides, sound, language, count (kept in flash)',
    walk: (c) => {
      c.hold('left', LONG_MS);
      expect(c.shows('SETUP')).toBe(true);
      c.hold('left', HOLD_MS);
      expect(c.shows('SETUP')).toBe(false);
      c.both();
      expect(c.shows('SETUP')).toBe(true);
    },
  },
  {
    when: 'your move',
    gesture: 'press your button',
    what: "your move ends at the instant the button closed; the opponent's clock runs",
    walk: (c) => {
      c.started();
      c.tap('left');
      expect(c.state()).toMatchObject({ phase: 'running', onMove: 'white', move: 2 });
    },
  },
  {
    when: "opponent's move",
    gesture: 'hold your button 1–3 s, release',
    what: "the clock says your own time left (a player's right, 1988 Art. 16.1)",
    walk: (c) => {
      c.started();
      const plays = c.fake.dfplayer.plays().length;
      c.hold('right', HOLD_MS);
      expect(c.fake.dfplayer.plays().length).toBe(plays + 1);
      expect(c.state()).toMatchObject({ phase: 'running', onMove: 'black', move: 1 });
    },
  },
  {
    when: 'running',
    gesture: 'hold the idle button more than 3 s, release',
    what: 'pause (both clocks stop); the same gesture resumes',
    walk: (c) => {
      c.started();
      c.hold('right', LONG_MS);
      expect(c.state().phase).toBe('paused');
      expect(c.shows('PAUSED')).toBe(true);
      c.hold('right', LONG_MS);
      expect(c.state().phase).toBe('running');
    },
  },
  {
    when: 'paused',
    gesture: 'both buttons together',
    what: "the referee's menu: resume, corrections, seal, late arrivals, end",
    walk: (c) => {
      c.started();
      c.tap('mode');
      c.both();
      expect(c.shows('REFEREE')).toBe(true);
    },
  },
  {
    when: 'after a flag',
    gesture: 'hold a button more than 3 s, or both buttons together',
    what: "the referee's decision: lost, a pass (later rules), or void the flag",
    walk: (c) => {
      c.flagged();
      c.hold('left', LONG_MS);
      expect(c.shows('FLAG')).toBe(true);
      c.hold('left', HOLD_MS);
      c.both();
      expect(c.shows('FLAG')).toBe(true);
    },
  },
  {
    when: 'after the end',
    gesture: 'hold a button more than 3 s, release',
    what: 'a new game with the same settings',
    walk: (c) => {
      c.flagged();
      c.both();
      // LOST, the decision's first item.
      c.tap('right');
      expect(c.state().phase).toBe('ended');
      // Until a new game, both faces say who lost and how, the first flag still marked.
      expect([c.shows('LOST'), c.shows('1ST FLAG'), c.shows('WON', 'right'), c.shows('ON TIME', 'right')]).toEqual([true, true, true, true]);
      c.hold('left', LONG_MS);
      expect(c.state()).toMatchObject({ phase: 'ready', move: 1 });
    },
  },
  {
    when: 'optional MODE button',
    gesture: 'tap',
    what: 'pause / resume at once (in a menu: the left button)',
    walk: (c) => {
      c.started();
      c.tap('mode');
      expect(c.state().phase).toBe('paused');
      // Both faces say PAUSED; Black's (the left) says whose move it is.
      expect(c.shows('PAUSED') && c.shows('PAUSED', 'right')).toBe(true);
      expect([c.shows('TO MOVE', 'left'), c.shows('TO MOVE', 'right')]).toEqual([true, false]);
      c.tap('mode');
      expect(c.state().phase).toBe('running');
    },
  },
  {
    when: 'optional SET button',
    gesture: 'tap',
    what: 'the player on move hears their own time left (their own button would end the move); before the game or in pause, the menu (in a menu: the right button)',
    walk: (c) => {
      c.tap('set');
      expect(c.shows('SETUP')).toBe(true);
      c.hold('left', HOLD_MS);
      c.started();
      const plays = c.fake.dfplayer.plays().length;
      c.tap('set');
      expect(c.fake.dfplayer.plays().length).toBe(plays + 1);
      expect(c.state()).toMatchObject({ phase: 'running', onMove: 'black', move: 1 });
      c.tap('mode');
      c.tap('set');
      expect(c.shows('REFEREE')).toBe(true);
    },
  },
];

describe("firmware/USING.md's button table, on the firmware", () => {
  const readme = readFileSync('firmware/USING.md', 'utf8');

  it.each(ROWS.map((row) => [row.when + ': ' + row.gesture, row]))('%s', (_name, row) => {
    const r = row as Row;
    expect(readme).toContain('| ' + r.when + ' | ' + r.gesture + ' | ' + r.what + ' |');
    r.walk(new Walker(r.when.indexOf('flag') >= 0 || r.when.indexOf('end') >= 0 ? QUICK : undefined));
  });

  it('has no row the firmware was not walked through', () => {
    const table = readme.slice(readme.indexOf('| when | gesture | what happens |'));
    const rows = table.slice(0, table.indexOf('\n\n')).split('\n').slice(2);
    expect(rows.length).toBe(ROWS.length);
  });
});
