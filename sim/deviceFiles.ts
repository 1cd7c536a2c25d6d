// The files npm run flash writes to Storage beside the firmware: each text language's words, with its font
// when the faces' own cannot write it (sim/deviceFont.ts).
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { FONT_FILE } from '../firmware/app/words/words';
import type { TextLanguage } from '../firmware/core/index';
import { faceFont, FONT_SOURCES } from './deviceFont';
import { deviceTexts, deviceWordsFile, printedKey, type StorageFile } from './deviceWords';

/** Each language's files once made: a font takes its bitmap font's whole file to read. */
const made = new Map<TextLanguage, StorageFile[]>();

/** The Storage files of `language`: its words, and its font if it has one. */
export function textFiles(language: TextLanguage): StorageFile[] {
  const kept = made.get(language);
  if (kept !== undefined) return kept;
  const files = makeTextFiles(language);
  made.set(language, files);
  return files;
}

function makeTextFiles(language: TextLanguage): StorageFile[] {
  if (FONT_SOURCES[language] === undefined) return [deviceWordsFile(language)];
  // A {slot}'s name is no text: its value is filled in, in the faces' own characters.
  const drawn = deviceTexts(language).filter(([key]) => !printedKey(key));
  const font = faceFont(language, drawn.map(([, text]) => text.replace(/\{\w+\}/g, '')));
  return [deviceWordsFile(language, font.codes), { name: FONT_FILE + language, data: font.file }];
}

/** The text files of `languages`, each once, as npm run flash writes them. */
export function textFilesFor(languages: TextLanguage[]): StorageFile[] {
  return languages.filter((language, i) => languages.indexOf(language) === i).flatMap(textFiles);
}

/** Writes the text files of `languages` into `dir`, each under its Storage name and a byte a character (latin1), as npm run flash sends them; answers where each went. */
export function writeTextFiles(languages: TextLanguage[], dir: string): { name: string; path: string }[] {
  return textFilesFor(languages).map((file) => {
    const path = join(dir, file.name);
    writeFileSync(path, Buffer.from(file.data, 'latin1'));
    return { name: file.name, path: path };
  });
}
