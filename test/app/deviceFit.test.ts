// Every device text of every language drawn, by the firmware's own drawText and the language's font from
// Storage, into the box where the faces or menus show it: one that runs past its box fails, named. Every
// device key has a box here, so a new text cannot go unmeasured.
import { describe, expect, it } from 'vitest';
import { FakeGraphics } from '../../sim/espruino/fakeGraphics';
import { drawText, lineHeight, textWidth } from '../../firmware/app/faces/font';
import { FACE_WIDTH } from '../../firmware/app/faces/faceLook';
import { word } from '../../firmware/app/words/words';
import { TEXT_LANGUAGES, type TextLanguage } from '../../firmware/core/index';
import { deviceKeys, printedKey } from '../../sim/deviceWords';
import { useLanguage } from '../helpers/faceLanguage';
import { CATALOGUE } from '../../sim/words';

type Slots = Record<string, string | number>;

/** Where a text stands: its width in pixels at `scale`, and the slots that make it longest. */
interface Box {
  keys: string[];
  width: () => number;
  scale?: number;
  slots?: () => Slots;
}

/** The keys of the catalogue matching `pattern`. */
const keysLike = (pattern: RegExp) => deviceKeys().filter((key) => pattern.test(key));

/** The widest side name, with the gap after it. */
const sideWidth = () => Math.max(textWidth(word('device.black') + ' ', 1), textWidth(word('device.white') + ' ', 1)) + 1;
/**
 * Row B's room: before a full battery's outline (faceLook.ts batteryLeft); under a language's taller lines, after the
 * opponent's shortest time (faceLook.ts faceLook), where a detail that does not fit gives way.
 */
const detailRoom = () => (lineHeight > 8 ? FACE_WIDTH - sideWidth() - textWidth('0:00', 1) - 3 : FACE_WIDTH - BATTERY_ROOM);
/** A full battery's outline and the gap before it. */
const BATTERY_ROOM = 18 + 3;
/** The aside's room right of the figure (faceRenderer.ts drawAside). */
const ASIDE_ROOM = FACE_WIDTH - 74;
const seconds = (n: number) => word('device.seconds', { n: n });

const BOXES: Box[] = [
  // Row A: a status word or notice beside the side's name (the move number gives way), before the battery under a language's taller lines.
  {
    keys: keysLike(/^[a-z]+\.device$/).concat(['device.main', 'device.flag', 'device.sealed', 'device.paused', 'device.noVoice', 'device.beep', 'device.silent', 'device.noRecord',
      'device.key', 'device.recDamaged', 'device.holdNew', 'device.recovered', 'device.radioOpen', 'device.minutesLeft', 'device.storageFull', 'device.noVoiceBeeps',
      'device.checkWiring', 'device.noCard', 'device.noClips', 'device.cardOut', 'device.voiceError', 'ing.device.ext', 'moves.device.left', 'device.settingsLost', 'device.recordLost']),
    width: () => FACE_WIDTH - sideWidth() - (lineHeight > 8 ? BATTERY_ROOM : 0),
    slots: () => ({ key: '123456', minutes: 10, n: '3/3' }),
  },
  // Row B: how the game was decided or the flag fell, or whose clock runs on resume.
  {
    keys: ['device.byLateness', 'device.onTime', 'device.wonByLateness', 'device.wonOnTime', 'device.toMove', 'device.byPoints', 'device.byResign', 'device.byForfeit', 'device.firstFlag', 'device.stage'],
    width: detailRoom,
    slots: () => ({ margin: '361.5', stage: 3 }),
  },
  // Row B: what the system adds to a move, the stage's last move, the first flag with how it fell, a sealed move's
  // resumption: each where it fits, else shorter words (above) or none; in the faces' own font always.
  {
    keys: ['fischer.device.capped', 'delay.device.detail', 'bronstein.device.detail', 'canadian.device.then', 'ing.device.penalty', 'ing.device.offer', 'device.stageTo',
      'device.firstFlagOnTime', 'device.firstFlagLate', 'device.runsOnResume'],
    width: () => (lineHeight > 8 ? FACE_WIDTH : detailRoom()),
    slots: () => ({ time: seconds(30), cap: '1:00:00', moves: 25, points: 18, stage: 3, move: 120 }),
  },
  { keys: ['device.firstFlagHow'], width: detailRoom, slots: () => ({ how: '' }) },
  // Row B: LOW before a low battery's outline, beside a short detail.
  { keys: ['device.low'], width: () => 30 },
  // Row C: the opponent's side, a long time and a one-digit count with its words (faceLook.ts opponentParts).
  {
    keys: ['byoyomi.device.periodsLeft', 'canadian.device.stonesLeft', 'device.seconds'],
    width: () => FACE_WIDTH - sideWidth() - textWidth('0:00:00', 1) - textWidth(seconds(30).replace('30', ''), 1),
    slots: () => ({ count: 9, n: 30 }),
  },
  // The menus' headings, items, values and keys, a line each.
  {
    keys: keysLike(/^device\.(menu|item|hint|rules|button|sound|voice|count|by|text|preset)\./).concat(keysLike(/^[a-z]+\.device\.[a-z]+Ms$|^[a-z]+\.device\.(periods|moves|penaltyPoints|maxExtensions)$/),
      ['device.on', 'device.off', 'device.none', 'device.half', 'device.black', 'device.white', 'device.jigo', 'device.pairing', 'device.typeOnPhone', 'device.espruino', 'device.needs']),
    width: () => FACE_WIDTH,
    slots: () => ({ at: 18, of: 18, found: '2V20.123', version: '2V29' }),
  },
  // A side's item: its side's name before the longest item name.
  { keys: ['device.sideB', 'device.sideW'], width: () => FACE_WIDTH, slots: () => ({ label: word('device.item.mainCalls') }) },
  // The result, large in the body; what the clock restores, large on both faces.
  { keys: ['device.won', 'device.lost', 'device.over', 'device.restoring', 'device.tidying', 'device.keepOn'], width: () => FACE_WIDTH - 4, scale: 2 },
  // Beside the figure: the stones' and a delay's labels.
  { keys: ['canadian.device.stones', 'delay.device'], width: () => ASIDE_ROOM },
  // Beside byo-yomi's seconds: the periods' word, under their count or after it.
  { keys: ['device.left'], width: () => (lineHeight > 8 ? FACE_WIDTH - 76 - textWidth('3', 3) : ASIDE_ROOM), scale: 2 },
];

/** What the right face says, in words broken into lines, when the menu refuses to save. */
const REFUSALS = ['device.noMargin', 'device.badControl'];

/** The pixels `text` lights at `scale`, drawn from the origin: its right and bottom edges (-1: none). */
function extent(text: string, scale: number): { right: number; bottom: number } {
  const canvas = new FakeGraphics(WIDE, 64);
  drawText(canvas as never, text, 0, 0, scale);
  let right = -1;
  let bottom = -1;
  for (let x = 0; x < WIDE; x++) {
    for (let y = 0; y < 64; y++) {
      if (canvas.getPixel(x, y) === 0) continue;
      right = Math.max(right, x);
      bottom = Math.max(bottom, y);
    }
  }
  return { right: right, bottom: bottom };
}

/** A canvas wider than any text, so that one too wide is measured, not cut. */
const WIDE = 512;

describe('the device’s words in every language', () => {
  it('each fit the box where they are shown', () => {
    const overflows: string[] = [];
    for (const language of TEXT_LANGUAGES) {
      useLanguage(language);
      for (const box of BOXES) {
        const scale = box.scale ?? 1;
        for (const key of box.keys) {
          const text = word(key, box.slots?.());
          const drawn = extent(text, scale);
          const written = CATALOGUE[key][TEXT_LANGUAGES.indexOf(language)];
          if (drawn.right >= box.width()) overflows.push(language + ' ' + key + ': "' + written + '" is ' + (drawn.right + 1) + ' px wide, its box ' + box.width());
          if (drawn.bottom >= lineHeight * scale) overflows.push(language + ' ' + key + ': runs below its line');
        }
      }
    }
    useLanguage('en');
    expect(overflows).toEqual([]);
  });

  it('breaks each refusal on the menu into the five lines the right face holds, each word within a line', () => {
    for (const [language, key] of TEXT_LANGUAGES.flatMap((l) => REFUSALS.map((key) => [l, key] as [TextLanguage, string]))) {
      useLanguage(language);
      const words = word(key).split(' ');
      let lines = 1;
      let line = '';
      for (const part of words) {
        expect(extent(part, 1).right, language + ': ' + part).toBeLessThan(FACE_WIDTH);
        const joined = line === '' ? part : line + ' ' + part;
        if (line !== '' && textWidth(joined, 1) > FACE_WIDTH) (lines++, (line = part));
        else line = joined;
      }
      expect(lines, language + ' ' + key).toBeLessThanOrEqual(5);
    }
    useLanguage('en');
  });

  it('has a box for every device key', () => {
    const boxed = new Set(BOXES.flatMap((box) => box.keys).concat(REFUSALS));
    expect(deviceKeys().filter((key) => !boxed.has(key) && !printedKey(key))).toEqual([]);
  });
});
