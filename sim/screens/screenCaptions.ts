// The contact sheets' captions (sim/screens/screenWords.ts), drawn as the faces draw their words: English in the
// faces' own font, another language in a font of its captions' characters, made as the device's is
// (sim/deviceFont.ts).
import { drawText, lineHeight, useFont } from '../../firmware/app/faces/font';
import type { TextLanguage } from '../../firmware/core/index';
import { faceFont, FONT_SOURCES } from '../deviceFont';
import { FakeGraphics } from '../espruino/fakeGraphics';
import { filesStorage } from '../deviceWords';
import { wordsIn } from '../words';

/** Each caption drawn, by its key, and the height of its line in pixels. */
export interface Captions {
  height: number;
  drawn: Map<string, FakeGraphics>;
}

/** The captions of `keys` in `language`, each drawn on a canvas `width` pixels wide. */
export function drawCaptions(language: TextLanguage, keys: string[], width: number): Captions {
  const say = wordsIn(language);
  const texts = keys.map((key) => say(key));
  let codes = new Map<string, number>();
  if (FONT_SOURCES[language] !== undefined) {
    const font = faceFont(language, texts);
    codes = font.codes;
    useFont(filesStorage([{ name: 'captions', data: font.file }]), 'captions');
  }
  const drawn = new Map<string, FakeGraphics>();
  keys.forEach((key, i) => {
    const canvas = new FakeGraphics(width, 16);
    const text = [...texts[i]].map((char) => (codes.has(char) ? String.fromCharCode(codes.get(char) as number) : char)).join('');
    drawText(canvas as never, text, 0, 0, 1);
    drawn.set(key, canvas);
  });
  const height = lineHeight;
  useFont(null, '');
  return { height: height, drawn: drawn };
}
