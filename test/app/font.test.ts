// The faces' font, rendered glyph by glyph: every character the menus and faces use is in it, and no two
// of its glyphs are close enough to be mistaken for each other on the panel.
import { describe, expect, it } from 'vitest';
import { FakeGraphics } from '../../sim/espruino/fakeGraphics';
import { drawText, FONT_CHARS, GLYPH_HEIGHT, GLYPH_WIDTH } from '../../firmware/app/faces/font';
import { draftFrom, menuFace, menuGesture, openMenu, resultDraft, type MenuState } from '../../firmware/app/menus/menus';
import { DEFAULT_SETTINGS, settingsOf } from '../../firmware/app/settings';
import { findPreset, newClock, parseSettings, step, type ClockState } from '../../firmware/core/index';
import { word } from '../../firmware/app/words/words';
import { deviceTexts, printedKey } from '../../sim/deviceWords';

/** The lit pixels of one character, drawn by the firmware's own drawText at scale 1. */
function rendered(char: string): Set<string> {
  const canvas = new FakeGraphics(8, 8);
  drawText(canvas as never, char, 0, 0, 1);
  const bytes = new Uint8Array(canvas.buffer);
  const lit = new Set<string>();
  for (let x = 0; x < 8; x++) for (let y = 0; y < 8; y++) if ((bytes[x] >> y) & 1) lit.add(x + ',' + y);
  return lit;
}

function distance(a: string, b: string): number {
  const pa = rendered(a);
  const pb = rendered(b);
  let differ = 0;
  for (const p of pa) if (!pb.has(p)) differ++;
  for (const p of pb) if (!pa.has(p)) differ++;
  return differ;
}

/** Every text the menus show: each item's title, label and keys, and every value its editor steps through. */
function menuTexts(): string[] {
  const texts: string[] = [];
  const clocks: ClockState[] = [];
  for (const tc of [
    { system: 'byoyomi', mainMs: 0, periods: 3, periodMs: 30000 },
    { system: 'moves', mainMs: 60000, moves: 15, periodMs: 600000 },
    { system: 'absolute', mainMs: 2000 },
  ]) {
    const settings = parseSettings(tc, 'tc', findPreset);
    const started = step(newClock(settings), { type: 'start' }, 0).state;
    clocks.push(step(started, { type: 'pause' }, 1000).state, step(started, { type: 'tick' }, 700000).state);
  }
  const walk = (first: MenuState, clock: ClockState) => {
    let menu = first;
    for (let item = 0; item < 40; item++) {
      const face = menuFace(menu, clock);
      texts.push(face.heading, face.item, face.shown, ...face.hints);
      let editor = menuGesture(menu, clock, 'right', 'tap').state;
      for (let value = 0; editor !== null && editor.editing !== null && value < 70; value++) {
        const editing = menuFace(editor, clock);
        texts.push(editing.shown, ...editing.hints);
        editor = menuGesture(editor, clock, 'right', 'tap').state;
      }
      menu = menuGesture(menu, clock, 'left', 'tap').state!;
    }
  };
  const draft = draftFrom(settingsOf(DEFAULT_SETTINGS), DEFAULT_SETTINGS);
  walk(openMenu('setup', draft), clocks[0]);
  walk(openMenu('setup', Object.assign({}, draft, { odds: true })), clocks[0]);
  for (const clock of clocks) walk(openMenu(clock.phase === 'flagged' ? 'flag' : 'referee', null), clock);
  // The result menu, as it opens after END, and with a count's margin items.
  const ended = step(clocks[0], { type: 'end' }, 2000).state;
  walk(openMenu('result', resultDraft(null)), ended);
  walk(openMenu('result', resultDraft('W+361.5')), ended);
  texts.push(word('device.noMargin'));
  return texts;
}

/** The faces' own words in English (the catalogue's, their slots filled), beside what the menus show, and the marks drawn as they are. */
const FACE_WORDS = deviceTexts('en')
  .filter(([key]) => !printedKey(key))
  .map(([, text]) => text.replace(/\{\w+\}/g, '361.5'))
  .concat(['#123', 'USB', '90%', '1:23:45']);

describe('the faces’ font', () => {
  it('is 5x7 or larger', () => {
    expect([GLYPH_WIDTH >= 5, GLYPH_HEIGHT >= 7]).toEqual([true, true]);
  });

  it('has a glyph for every character the menus and faces show', () => {
    const used = new Set(menuTexts().concat(FACE_WORDS).join(''));
    expect([...used].filter((char) => FONT_CHARS.indexOf(char) < 0)).toEqual([]);
    expect([...used].filter((char) => char !== ' ' && rendered(char).size === 0)).toEqual([]);
  });

  it('keeps every two glyphs at least 3 pixels apart, and the pairs people confuse at least 5', () => {
    const close: string[] = [];
    for (let i = 0; i < FONT_CHARS.length; i++) {
      for (let j = i + 1; j < FONT_CHARS.length; j++) if (distance(FONT_CHARS[i], FONT_CHARS[j]) < 3) close.push(FONT_CHARS[i] + FONT_CHARS[j]);
    }
    expect(close).toEqual([]);
    const confused = ['WH', 'B8', 'NM', '0O', '0D', 'OD', '5S', '1I', '1L', 'IL', '2Z'];
    expect(confused.filter((pair) => distance(pair[0], pair[1]) < 5)).toEqual([]);
  });

  it('labels White’s items W and Black’s B, never H', () => {
    const labels = menuTexts().filter((text) => /^[A-Z] /.test(text));
    expect(labels.filter((label) => !/^[BWRL] /.test(label))).toEqual([]);
    expect(labels.some((label) => label.startsWith('W '))).toBe(true);
  });
});
