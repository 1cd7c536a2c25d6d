// The words' short ids (firmware/build/wordIds.js): every key the firmware can ask for, whole or completed at
// run time from a part ('device.menu.' + kind), is found in every language's words file under the id the bundle
// builds for it, and the build refuses a key without an id and an id the bundle never uses.
import { describe, expect, it } from 'vitest';
import { WORD_KEYS, WORD_PREFIXES, WORD_SUFFIXES, wordId } from '../../firmware/build/wordIds.js';
import { shortenWordKeys } from '../../firmware/build/shortWords.js';
import { adjustFields, PRESETS, systemNames, TEXT_LANGUAGES } from '../../firmware/core/index';
import { COUNT_STYLES } from '../../firmware/core/timeControl';
import { LANGUAGES } from '../../firmware/app/settings';
import { deviceKeys } from '../../sim/deviceWords';
import { textFiles } from '../../sim/deviceFiles';

/** What the firmware completes each part with at run time: its menus' kinds (menus/draft.ts), presets, voices, text languages, count styles, sides, correctable fields and systems. */
const COMPLETIONS: Record<string, string[]> = {
  'device.menu.': ['setup', 'referee', 'flag', 'result'],
  'device.preset.': PRESETS.map((preset) => preset.name),
  'device.voice.': LANGUAGES,
  'device.text.': [...TEXT_LANGUAGES],
  'device.count.': COUNT_STYLES,
  'device.sgf.': ['black', 'white'],
  'device.sgf.field.': adjustFields(),
  '.device': systemNames(),
};

/** Every key the firmware can ask for, and the id the bundle looks it up by: a part's id joined to its completion, as the bundle joins them. */
function askedIds(): [string, string][] {
  const asked: [string, string][] = WORD_KEYS.map((key: string) => [key, wordId(key)]);
  for (const [prefix, id] of WORD_PREFIXES) for (const rest of COMPLETIONS[prefix]) asked.push([prefix + rest, id + rest]);
  for (const [suffix, id] of WORD_SUFFIXES) for (const start of COMPLETIONS[suffix]) asked.push([start + suffix, start + id]);
  return asked;
}

/** Runs the plugin on `code` as rollup would, its error thrown. */
function shorten(code: string): string {
  const plugin = shortenWordKeys();
  const context = { error: (message: string) => { throw new Error(message); } };
  return (plugin.renderChunk as (this: typeof context, code: string) => { code: string }).call(context, code).code;
}

describe('the words’ short ids', () => {
  it('knows every part the firmware completes', () => {
    expect(Object.keys(COMPLETIONS).sort()).toEqual(WORD_PREFIXES.map((p: string[]) => p[0]).concat(WORD_SUFFIXES.map((s: string[]) => s[0])).sort());
  });

  it('finds every key the firmware can ask for in every language’s words file, under the id the bundle builds', () => {
    for (const language of TEXT_LANGUAGES) {
      const held = new Set([...textFiles(language)[0].data.matchAll(/\n([^\t\n]+)\t/g)].map((match) => match[1]));
      const lost = askedIds().filter(([, id]) => !held.has(id)).map(([key]) => language + ' ' + key);
      expect(lost).toEqual([]);
    }
  });

  it('gives each key of the device’s words an id of its own, with no tab, line break or space', () => {
    const ids = deviceKeys().map((key) => wordId(key));
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.filter((id) => /[\t\n ]/.test(id))).toEqual([]);
  });

  it('writes each key, a key before its figure and a part as its id in the bundle', () => {
    const all = WORD_KEYS.map((key: string) => '"' + key + '"').concat(['"moves.device.left "', "'device.menu.'", '".device"', '"device.sgf.field."']);
    const code = '(function(){f(' + all.join(',') + ',"device.preset.",".device","device.voice.","device.text.","device.count.","device.sgf.")})();';
    const out = shorten(code);
    expect(out).toContain('"' + wordId('moves.device.left') + ' "');
    expect(out).toContain("'.m'");
    expect(out).not.toMatch(/device/);
  });

  it('fails the build on a key without an id, and on an id the bundle never uses', () => {
    expect(() => shorten('f("device.nowhere")')).toThrow(/device\.nowhere has no id/);
    expect(() => shorten('f("device.flag")')).toThrow(/never names device\.black/);
  });
});
