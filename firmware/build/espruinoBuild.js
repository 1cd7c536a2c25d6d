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
import { functionsAsLets } from './functionsAsLets.js';
import { bracketCaseStrings } from './caseStrings.js';

/** A string is hoisted when it saves at least this many bytes (each one held costs Espruino two or three variables). */
const HOIST_MIN_SAVING = 8;

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
    functionsAsLets(),
    bracketCaseStrings(),
    refuseMergingTokens(),
  ];
}

/**
 * Rollup's output for a firmware bundle at `file`: code at Espruino's top level, in no function of its own. A
 * wrapping function cost a boot a scan of the whole bundle to find its end before running it (about 320 work
 * units on the interpreter), and each function of the bundle a variable for its closure, the wrapper's scope.
 * Its names are then the interpreter's globals: minify.js keeps them off Espruino's own (E, the pins).
 */
export function espruinoOutput(file) {
  return {
    file: file,
    format: 'es',
    // Rollup would otherwise wrap namespaces in Object.freeze, which Espruino lacks.
    freeze: false,
    // A map for tracing a compatibility problem back to the TypeScript, without a comment in the bundle.
    sourcemap: 'hidden',
    generatedCode: { constBindings: false, arrowFunctions: true, objectShorthand: false },
  };
}
