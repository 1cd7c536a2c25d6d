// The deterministic figures the documents quote, each by name, as the code gives them now. A document
// writes one as `75,133<!--fig:bundle-bytes-->` (the number right before the mark); a test fails when it
// differs (test/project/documents.test.ts the quick ones; the tests that measure the others, as they measure them),
// and `npm run bench` prints every one.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { FIRMWARE_BUNDLE } from '../../sim/espruino/bundlePaths';
import { allPhrases } from '../../firmware/voice/clips';
import { presets, systemNames, LANGUAGE_NAMES, TEXT_LANGUAGES } from '../../firmware/core/index';
import { textFiles } from '../../sim/deviceFiles';
import { LANGUAGES } from '../../sim/voice/texts';
import { samplePhrases } from '../../sim/voice/samplePack';
import { recordings } from '../../sim/voice/storagePhrases';
import { bootPeak, gameToTheFlagPeak, playLongGame, savedBytes, wakeWork } from '../../sim/espruino/boardBudget';
import { closeMemoryProbe } from '../../sim/espruino/memoryProbe';
import { BOARD } from '../../firmware/boards';
import { buildStorageVoice, STORAGE_VOICE_DIR, storageRoomBytes, type StorageVoice } from '../../sim/voice/storageVoice';
import { storedTotal } from '../../sim/host/storageBudget';

export interface Figure {
  name: string;
  value: number;
  /** What it is, in a line. */
  what: string;
}

/** The figures that cost nothing to work out: sizes and counts. */
export function quickFigures(): Figure[] {
  const sample = samplePhrases().length;
  return [
    { name: 'bundle-bytes', value: statSync(FIRMWARE_BUNDLE).size, what: 'the firmware bundle, dist/firmware.js, in bytes' },
    { name: 'full-clips', value: allPhrases().length, what: 'clips in each language of the full voice packs' },
    { name: 'sample-clips', value: sample, what: 'clips in each language of the sample packs the tests build' },
    { name: 'sample-files', value: sample + 1, what: 'files the web clock keeps for a language of the sample packs (its clips and manifest)' },
    { name: 'presets', value: presets().length, what: 'preset time controls' },
    { name: 'time-systems', value: systemNames().length, what: 'time systems the firmware holds' },
    { name: 'languages', value: LANGUAGES.length, what: 'languages of the voice' },
    { name: 'variables', value: BOARD.variables, what: 'variables (JsVars) of Jolt.js' },
  ].concat(textFigures(), takeFigures());
}

/** How many takes each language's recorded voice needs (the recorder page's list). */
function takeFigures(): Figure[] {
  return LANGUAGES.map((language) => ({ name: 'takes-' + language.id, value: recordings(language.id).filter((r) => r.needed).length, what: 'takes a person records for the ' + language.name + ' Storage voice' }));
}

/** What each text language's words and font take as files (npm run flash writes them to Storage), and the most and least a language with a font takes of Storage, headers included. */
function textFigures(): Figure[] {
  const stored = TEXT_LANGUAGES.filter((language) => textFiles(language).length > 1).map((language) => storedTotal(textFiles(language).map((file) => file.data.length)));
  const range = [
    { name: 'text-stored-least', value: Math.min(...stored), what: 'bytes of Storage the least of the Chinese, Japanese and Korean words and fonts take, with their headers' },
    { name: 'text-stored-most', value: Math.max(...stored), what: 'bytes of Storage the most of the Chinese, Japanese and Korean words and fonts take, with their headers' },
  ];
  return range.concat(TEXT_LANGUAGES.flatMap((language) =>
    textFiles(language).map((file) => ({
      name: file.name.replace('.', '-'),
      value: file.data.length,
      what: 'bytes of the ' + (file.name.startsWith('font.') ? 'faces\' font' : 'faces\' words') + ' in ' + LANGUAGE_NAMES[language] + ', ' + file.name + ' in Storage',
    })),
  ));
}

/** The figures that run the firmware on the fake or the flashing tool: some seconds each. */
export function measuredFigures(): Figure[] {
  const saved = savedBytes();
  const work = wakeWork();
  const long = playLongGame(BOARD, saved ?? 64 * 1024);
  const values: Record<string, number> = {
    'saved-bytes': saved ?? -1,
    'game-storage': long.allocatedBytes,
    'wear-games': long.gamesToWearOut,
    'wake-calls-main': work.main.calls.median,
    'wake-calls-byo': work.byoyomi.calls.median,
    'boot-peak': bootPeak(),
    'game-peak': gameToTheFlagPeak(),
  };
  closeMemoryProbe();
  return MEASURED.map((m) => ({ name: m.name, value: values[m.name], what: m.what }));
}

/** The figures measuredFigures() gives: the tests that measure them check what the documents quote. */
const MEASURED: { name: string; what: string }[] = [
  { name: 'saved-bytes', what: 'bytes npm run flash saves on the board (pretokenised)' },
  { name: 'game-storage', what: 'bytes of Storage a 1,000-move, four-hour game takes (record and ticks)' },
  { name: 'wear-games', what: 'four-hour games before a page of Storage reaches its 10,000 rated erase cycles' },
  { name: 'wake-calls-main', what: 'function calls of the median main-time wake-up, in the fake' },
  { name: 'wake-calls-byo', what: 'function calls of the median byo-yomi wake-up, in the fake' },
  { name: 'boot-peak', what: 'variables at boot, by the memory model' },
  { name: 'game-peak', what: 'variables in a cn-local game to the flag, by the memory model' },
];

/** What each language's Storage voice takes (npm run voice -- --storage), and the room it has: about a minute. */
export async function storageVoiceFigures(): Promise<Figure[]> {
  const figures: Figure[] = [{ name: 'storage-voice-room', value: storageRoomBytes(), what: 'bytes of Storage a voice may take beside the firmware and a long game, a quarter spare' }];
  let headers = 0;
  for (const language of LANGUAGES) {
    const voice = await buildStorageVoice(language, STORAGE_VOICE_DIR);
    figures.push({ name: 'storage-voice-' + language.id, value: voice.bytes, what: 'bytes of Storage the ' + language.name + ' Storage voice takes' });
    headers = Math.max(headers, storageVoiceHeaders(voice));
  }
  figures.push({ name: 'storage-voice-headers', value: headers, what: 'bytes the headers and word padding of the largest Storage voice\'s files take beyond their data' });
  return figures;
}

/** Their names, known without measuring them. */
export const MEASURED_NAMES = MEASURED.map((m) => m.name).concat(['storage-voice-room', 'storage-voice-headers'], LANGUAGES.map((l) => 'storage-voice-' + l.id));

/** What a Storage voice's files take beyond their bytes: a header each, and each padded to a word. */
export function storageVoiceHeaders(voice: StorageVoice): number {
  return storedTotal(Object.values(voice.files).map((path) => statSync(path).size)) - voice.bytes;
}

/** Every Markdown document of the project, less what is installed or built. */
export function documents(dir = '.'): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name === 'node_modules' || name === 'dist' || name.startsWith('.')) return [];
    return statSync(path).isDirectory() ? documents(path) : name.endsWith('.md') ? [path] : [];
  });
}

/** Every figure a document quotes: where, its name and what it says. */
export function quotedFigures(): { doc: string; name: string; text: string }[] {
  const mark = /(\d[\d,.]*)<!--fig:([\w-]+)-->/g;
  return documents().flatMap((doc) => [...readFileSync(doc, 'utf8').matchAll(mark)].map((m) => ({ doc: doc, name: m[2], text: m[1] })));
}

/** Where a document quotes one of `figures` otherwise than the code gives it now. */
export function misquoted(figures: { name: string; value: number }[]): string[] {
  const wrong: string[] = [];
  for (const q of quotedFigures()) {
    const figure = figures.filter((f) => f.name === q.name)[0];
    if (figure !== undefined && q.text !== written(figure.value)) wrong.push(q.doc + ': ' + q.name + ' is ' + written(figure.value) + ', not ' + q.text);
  }
  return wrong;
}

/** A figure as the documents write it: thousands with commas. */
export function written(value: number): string {
  return value.toLocaleString('en-US');
}
