// Builds dist/firmware.js: one minified IIFE that Espruino's interpreter runs as it is.
import esbuild from 'rollup-plugin-esbuild';
import terser from '@rollup/plugin-terser';

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
    terser({
      ecma: 5,
      // Inlining a function with arguments turns them into a `var` declared after its use, and Espruino
      // does not hoist var (the assignment would overwrite an outer variable): inline only simple ones.
      // Turning if/else into ?: can start a statement in a switch case with a string literal
      // (`case"x":"paused"!==a.phase?…`), whose branch Espruino 2v29 gets wrong: keep the ifs.
      compress: { ecma: 5, passes: 2, arrows: false, unsafe_arrows: false, inline: 1, conditionals: false },
      // Espruino cannot take these as variable names.
      mangle: { reserved: ['of', 'static', 'let', 'yield', 'await'] },
      format: { ecma: 5 },
    }),
  ],
};
