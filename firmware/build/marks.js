// The build's choices, read from marks in the firmware's own source, so that a rename or a move carries
// its choice along and a mark that no longer fits fails the build:
// - `// @espruino-hot` in a module: its functions run at every wake-up, so they stay declared (keepDeclared.js);
// - `// @espruino-lead` on the line before a function, or a variable set to a literal: it is declared first in the bundle;
// - `// @espruino-native PATH` after an import: the firmware takes PATH (Espruino's native code) in its place;
// - `// @espruino-bundle PATH` after an import: the same, for a module the build has done the work of (wordIds.js).
import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

const HOT = /^\/\/ @espruino-hot\b/m;
const LEAD = /\/\/ @espruino-lead\n(?:export )?(?:function|let|const) (\w+)/g;
const NATIVE = /^import [^;]* from '([^']+)';[ \t]*\/\/ @espruino-(?:native|bundle) (\S+)$/gm;

/** What one module's source marks, or an error naming the mark that fits nothing. */
export function readMarks(id, source) {
  const lead = [...source.matchAll(LEAD)].map((match) => match[1]);
  const leadMarks = (source.match(/@espruino-lead/g) || []).length;
  if (leadMarks !== lead.length) throw new Error(id + ': an @espruino-lead mark stands before no function or variable declaration');
  const native = new Map();
  for (const match of source.matchAll(NATIVE)) {
    const target = resolve(dirname(id), match[2]);
    if (!existsSync(target)) throw new Error(id + ': @espruino-native or -bundle names ' + match[2] + ', which does not exist');
    native.set(match[1], target);
  }
  if ((source.match(/@espruino-(?:native|bundle)/g) || []).length !== native.size) throw new Error(id + ': an @espruino-native or -bundle mark follows no import');
  return { hot: HOT.test(source), lead: lead, native: native };
}

/**
 * The plugin that reads the marks (it must come before the TypeScript compiler, which drops comments) and
 * takes the native modules in place of the marked imports. `marks.hot`, `marks.lead` are filled for the
 * plugins after it.
 */
export function espruinoMarks() {
  const marks = { hot: new Set(), lead: [], native: new Map() };
  const applied = new Set();
  return {
    name: 'espruino-marks',
    marks: marks,
    buildStart() {
      marks.hot.clear();
      marks.lead.length = 0;
      marks.native.clear();
      applied.clear();
    },
    transform(code, id) {
      if (!id.endsWith('.ts')) return null;
      let found;
      try {
        found = readMarks(id, code);
      } catch (error) {
        this.error(error.message);
      }
      if (found.hot) marks.hot.add(id);
      marks.lead.push(...found.lead);
      for (const [source, target] of found.native) marks.native.set(id + '|' + source, target);
      return null;
    },
    resolveId(source, importer) {
      const key = importer + '|' + source;
      if (!marks.native.has(key)) return null;
      applied.add(key);
      return marks.native.get(key);
    },
    buildEnd(error) {
      if (error) return;
      for (const key of marks.native.keys()) if (!applied.has(key)) this.error('@espruino-native: ' + key + ' was never imported');
    },
  };
}
