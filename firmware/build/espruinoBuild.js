// What turns the firmware's TypeScript into a bundle Espruino runs: the plugins in their order, for
// rollup.config.js and for tests that build a firmware with fewer rooms (replaceModules.js).
import esbuild from 'rollup-plugin-esbuild';
import { espruinoMarks } from './marks.js';
import { keepFunctionsDeclared } from './keepDeclared.js';
import { inlineConstants } from './inlineConstants.js';
import { minifyForEspruino } from './minify.js';
import { HELD_BUILTINS, hoistRepeatedStrings } from './hoistStrings.js';
import { replaceModules } from './replaceModules.js';
import { refuseMergingTokens } from './tokenJoins.js';
import { shortenWordKeys } from './shortWords.js';
import { letForConst } from './letForConst.js';

/** A string is hoisted when it saves at least this many bytes. */
const HOIST_MIN_SAVING = 16;

/** The plugins; `replacements` (path → path) builds a firmware with fewer rooms. */
export function espruinoPlugins(replacements = {}) {
  const marks = espruinoMarks();
  return [
    replaceModules(replacements),
    marks,
    // ES2015 output: esbuild lowers ?., ??, ** and class fields; what remains is checked by test/build/bundle.test.ts.
    esbuild({ target: 'es2015', minify: false }),
    inlineConstants(),
    keepFunctionsDeclared(marks.marks),
    minifyForEspruino('firmware', HELD_BUILTINS),
    letForConst(),
    shortenWordKeys(),
    hoistRepeatedStrings(HOIST_MIN_SAVING, marks.marks),
    refuseMergingTokens(),
  ];
}

/** Rollup's output for a firmware bundle at `file`: an IIFE Espruino's interpreter runs as it is. */
export function espruinoOutput(file) {
  return {
    file: file,
    format: 'iife',
    // Rollup would otherwise wrap namespaces in Object.freeze, which Espruino lacks.
    freeze: false,
    // A map for tracing a compatibility problem back to the TypeScript, without a comment in the bundle.
    sourcemap: 'hidden',
    generatedCode: { constBindings: false, arrowFunctions: true, objectShorthand: false },
  };
}
