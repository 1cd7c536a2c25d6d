// Builds dist/firmware.js: one minified IIFE that Espruino's interpreter runs as it is.
import esbuild from 'rollup-plugin-esbuild';
import { minify } from 'terser';
import { readFileSync } from 'node:fs';
import ts from 'typescript';
import { parse } from 'acorn';
import { full } from 'acorn-walk';

// The property names the firmware bundle must keep, so that every other one can be shortened: the
// names Espruino's API and the console user see, the fields of what crosses JSON (settings, the record,
// the console), and any name that code reaches through a string (`draft[item.key]`).

/** Declarations whose every member is public: Espruino's API, and the types that cross JSON or the console. */
const PUBLIC_DECLARATIONS = ['firmware/espruino.d.ts', 'firmware/core/types.ts', 'firmware/app/settings.ts', 'firmware/app/clockApp.ts'];
/**
 * Types in those files that stay inside the firmware: the clock state, the largest object Espruino holds
 * several of, reaches the console only through `publicState`.
 */
const PRIVATE_TYPES = ['ClockState', 'StepResult'];
/** Espruino's own names the firmware reads on objects not declared above (`process`, the globals). */
const ESPRUINO_NAMES = ['env', 'BOARD', 'version', 'memory', 'clock'];

function memberNames(file) {
  const names = [];
  const visit = (node) => {
    if (ts.isInterfaceDeclaration(node) && PRIVATE_TYPES.indexOf(node.name.text) >= 0) return;
    const isMember = ts.isPropertySignature(node) || ts.isMethodSignature(node);
    if (isMember && node.name && (ts.isIdentifier(node.name) || ts.isStringLiteral(node.name))) names.push(node.name.text);
    ts.forEachChild(node, visit);
  };
  visit(ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.ES2020, true));
  return names;
}

/** Every string in the code that could name a property. */
function identifierStrings(code) {
  const names = [];
  full(parse(code, { ecmaVersion: 'latest' }), (node) => {
    if (node.type === 'Literal' && typeof node.value === 'string' && /^[A-Za-z_$][\w$]*$/.test(node.value)) names.push(node.value);
  });
  return names;
}

function publicNames(code) {
  const names = ESPRUINO_NAMES.concat(identifierStrings(code));
  for (const file of PUBLIC_DECLARATIONS) names.push(...memberNames(file));
  return Array.from(new Set(names)).sort();
}

/**
 * Terser, with every property name shortened except the public ones: shorter code, and shorter keys in
 * the objects Espruino keeps in its variable store (a key longer than a block costs more blocks).
 */
function minifyForEspruino() {
  return {
    name: 'minify-for-espruino',
    async renderChunk(code) {
      const result = await minify(code, {
        ecma: 5,
        sourceMap: true,
        // Inlining a function with arguments turns them into a `var` declared after its use, and Espruino
        // does not hoist var (the assignment would overwrite an outer variable): inline only simple ones.
        // Turning if/else into ?: can start a statement in a switch case with a string literal
        // (`case"x":"paused"!==a.phase?…`), whose branch Espruino 2v29 gets wrong: keep the ifs.
        compress: { ecma: 5, passes: 2, arrows: false, unsafe_arrows: false, inline: 1, conditionals: false },
        // Espruino cannot take these as variable names.
        mangle: { reserved: ['of', 'static', 'let', 'yield', 'await'], properties: { reserved: publicNames(code), keep_quoted: 'strict' } },
        format: { ecma: 5 },
      });
      return { code: result.code, map: result.map };
    },
  };
}

export default {
  input: 'firmware/main.ts',
  output: {
    file: 'dist/firmware.js',
    format: 'iife',
    // Rollup would otherwise wrap namespaces in Object.freeze, which Espruino lacks.
    freeze: false,
    // A map for tracing a compatibility problem back to the TypeScript, without a comment in the bundle.
    sourcemap: 'hidden',
    generatedCode: { constBindings: false, arrowFunctions: true, objectShorthand: false },
  },
  plugins: [
    // ES2015 output: esbuild lowers ?., ??, ** and class fields; what remains is checked by test/bundle.test.ts.
    esbuild({ target: 'es2015', minify: false }),
    minifyForEspruino(),
  ],
};
