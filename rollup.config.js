// Builds dist/firmware.js (Jolt.js) and dist/firmware-pico.js: minified IIFEs that Espruino's interpreter runs as they are.
import esbuild from 'rollup-plugin-esbuild';
import { minify } from 'terser';
import { readFileSync } from 'node:fs';
import ts from 'typescript';
import { parse } from 'acorn';
import { ancestor, full } from 'acorn-walk';
import MagicString from 'magic-string';

// The property names the firmware bundle must keep, so that every other one can be shortened: the
// names Espruino's API and the console user see, the fields of what crosses JSON (settings, the record,
// the console), and any name that code reaches through a string (`draft[item.key]`).

/** Declarations whose every member is public: Espruino's API, and the types that cross JSON or the console. */
const PUBLIC_DECLARATIONS = ['firmware/espruino.d.ts', 'firmware/core/types.ts', 'firmware/core/controls.ts', 'firmware/app/settings.ts', 'firmware/app/clockApp.ts', 'firmware/app/clockConsole.ts', 'firmware/app/link/protocol.ts'];
/**
 * Types in those files that stay inside the firmware: the clock state, the largest object Espruino holds
 * several of, reaches the console only through `publicState`; a face's view is made at every repaint.
 */
const PRIVATE_TYPES = ['ClockState', 'StepResult', 'FaceView'];
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
        compress: { ecma: 5, passes: 2, arrows: false, unsafe_arrows: false, inline: 1, conditionals: false, keep_fargs: false },
        // Espruino cannot take these as variable names.
        // Nor may a local take the name of a builtin held under a short one (hoistRepeatedStrings).
        mangle: { reserved: ['of', 'static', 'let', 'yield', 'await'].concat(HELD_BUILTINS), properties: { reserved: publicNames(code), keep_quoted: 'strict' } },
        format: { ecma: 5 },
      });
      return { code: result.code, map: result.map };
    },
  };
}

/**
 * The modules whose functions run at every wake-up or step of the core: the core itself, the voice, the
 * faces, the drivers, the wake-ups and what a deadline or repaint calls. Terser makes a function used once
 * a function expression called where it was used, and Espruino makes that function again at each call,
 * copying its code (the faces' painter, inlined so, cost a repaint about 80 work units on the interpreter).
 * A function kept declared costs Espruino about six variables all the time instead.
 */
const HOT_MODULES = /\/firmware\/(core\/|voice\/|app\/faces\/|drivers\/|app\/(wakeups|timeline|sound|voicePlayer|battery)\.ts|app\/link\/live\.ts|app\/hall\/|app\/record\/(recorder|ticks|recordLines)\.ts)/;
/** A factory runs once, at boot: inlined where it is called, it costs no variables afterwards. */
const FACTORY = /^create[A-Z]/;
/**
 * On the Pico, whose variables are few, only the functions a repaint calls stay declared (a repaint is
 * most wake-ups); Jolt.js keeps every hot module's function declared.
 */
const REPAINT_PATH = ['countdownAt', 'figureFor', 'paintFigure', 'paintFace', 'sameBody', 'bigLayout', 'figureX', 'tickFigure', 'changeDigit', 'fillSegments', 'fillOne', 'bigTextWidth'];

/**
 * Marks each call of a function `keep(name, moduleId)` chooses, for terser not to inline it (see
 * HOT_MODULES), and with `lead` declares the repaint's first; `named` lists functions it must find
 * (test/wakeWork.test.ts checks what a repaint makes).
 */
function keepFunctionsDeclared(keep, named, lead) {
  return {
    name: 'keep-functions-declared',
    renderChunk(code, chunk) {
      const kept = new Set();
      for (const [id, module] of Object.entries(chunk.modules)) {
        if (!module.code) continue;
        for (const node of parse(module.code, { ecmaVersion: 'latest' }).body) if (node.type === 'FunctionDeclaration' && keep(node.id.name, id)) kept.add(node.id.name);
      }
      const missing = named.filter((name) => !kept.has(name));
      if (missing.length > 0) this.error('keep-functions-declared: no module declares ' + missing.join(', '));
      const out = new MagicString(code);
      const ast = parse(code, { ecmaVersion: 'latest' });
      full(ast, (node) => {
        if (node.type === 'CallExpression' && node.callee.type === 'Identifier' && kept.has(node.callee.name)) out.appendLeft(node.start, '/*#__NOINLINE__*/');
      });
      // With `lead`, the repaint's functions lead the bundle (most wake-ups are a repaint): Espruino finds a
      // name by reading its scope's list from the start, and declares a function where its declaration
      // stands (earlier is always safe). Moving every kept function ahead measured no better on Jolt.js (the
      // constants they read then lie behind them); on the Pico the order cost the memory model a few
      // variables its restore has not got, and its repaint is in budget without it.
      const body = ast.body[0].expression.callee.body.body;
      if (lead) for (const node of body) if (node.type === 'FunctionDeclaration' && REPAINT_PATH.indexOf(node.id.name) >= 0) out.move(node.start, node.end, body[0].end);
      return { code: out.toString(), map: out.generateMap({ hires: true }) };
    },
  };
}

/**
 * A string must save at least this many bytes to be hoisted: each one held costs Espruino two or three
 * variables. The Pico, short of variables, hoists only the strings that save the most.
 */
const HOIST_MIN_SAVING = { full: 24, byoyomi: 48 };

/**
 * Espruino looks a name up scope by scope, each a list it reads through: a builtin read inside the
 * bundle's function is compared with every one of the bundle's top-level names (about 350 on Jolt.js)
 * before it is found, at each use. Those read in a wake-up are held first among them, under short names.
 */
const HELD_BUILTINS = ['Math', 'getTime', 'E', 'JSON', 'setTimeout', 'clearTimeout', 'String', 'Number'];

/** The uses of each of `wanted` in `ast` that read the global itself: none of a name the bundle declares anywhere. */
function builtinReads(ast, wanted) {
  const declared = new Set();
  const reads = new Map();
  ancestor(ast, {
    VariablePattern(node) {
      declared.add(node.name);
    },
    Identifier(node, _state, ancestors) {
      const parent = ancestors[ancestors.length - 2];
      if (wanted.indexOf(node.name) < 0) return;
      // `{E}` names a property too: such a name is left as it is.
      if (parent.type === 'Property' && parent.shorthand) declared.add(node.name);
      if (!reads.has(node.name)) reads.set(node.name, []);
      reads.get(node.name).push(node);
    },
  });
  for (const name of declared) reads.delete(name);
  return reads;
}

/** Names for the hoisted strings, shortest first, that the bundle does not already use. */
function* freshNames(used) {
  const letters = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
  for (const first of '_$') {
    for (const second of letters) {
      const name = first + second;
      if (!used.has(name)) yield name;
    }
  }
}

/**
 * Each string literal the bundle repeats ("byoyomi" 32 times, "paused" 16…) becomes one variable at the
 * top of the bundle, referred to by a two-letter name. The bundle is smaller, and Espruino, which makes a
 * new string each time it evaluates a literal, makes these once. The builtins of HELD_BUILTINS join them,
 * ahead of the strings. A separate plugin after terser, so that Rollup chains its source map onto terser's.
 */
function hoistRepeatedStrings(minSaving) {
  return {
    name: 'hoist-repeated-strings',
    renderChunk(code) {
      const ast = parse(code, { ecmaVersion: 'latest' });
      const used = new Set();
      const uses = new Map();
      full(ast, (node) => {
        if (node.type === 'Identifier') used.add(node.name);
      });
      // Each string, with its uses: where it stands, what it saves as the name, how the name is written there.
      const add = (value, raw, use) => {
        if (!uses.has(value)) uses.set(value, { raw: raw, uses: [] });
        const entry = uses.get(value);
        if (entry.raw === null) entry.raw = raw;
        entry.uses.push(use);
      };
      // A literal may touch a keyword (`case"x":`, `"x"in o`): a name there needs a space.
      const word = (at) => /[\w$]/.test(code.charAt(at));
      ancestor(ast, {
        Literal(node, _state, ancestors) {
          if (typeof node.value !== 'string') return;
          const parent = ancestors[ancestors.length - 2];
          if (parent.type === 'Property' && parent.key === node && !parent.computed) return;
          if (parent.type === 'ExpressionStatement' && parent.directive !== undefined) return;
          const raw = code.slice(node.start, node.end);
          add(node.value, raw, { start: node.start, end: node.end, saving: raw.length - 2, write: (name) => (word(node.start - 1) ? ' ' : '') + name + (word(node.end) ? ' ' : '') });
        },
        // `o.mainMs` as `o[_k]` where "mainMs" is held anyway or used often enough (the public names).
        MemberExpression(node) {
          if (node.computed || node.property.type !== 'Identifier' || code.charAt(node.property.start - 1) !== '.') return;
          const name = node.property.name;
          add(name, null, { start: node.property.start - 1, end: node.property.end, saving: name.length - 3, write: (held) => '[' + held + ']' });
        },
      });
      const names = freshNames(used);
      const declarations = [];
      const out = new MagicString(code);
      const worth = (entry) => entry.uses.reduce((total, use) => total + use.saving, 0) - ((entry.raw ?? '  ').length + 4);
      const ranked = [...uses.entries()].sort((a, b) => worth(b[1]) - worth(a[1]));
      // The builtins first: the first names of a scope are the quickest found.
      for (const [builtin, reads] of builtinReads(ast, HELD_BUILTINS)) {
        if (reads.length < 2) continue;
        const name = names.next().value;
        if (name === undefined) break;
        declarations.push(name + '=' + builtin);
        for (const read of reads) out.overwrite(read.start, read.end, name);
      }
      for (const [value, entry] of ranked) {
        // Each use saves what it stands for less the name; the declaration costs the name, "=", the literal and ",".
        if (worth(entry) < minSaving) break;
        const name = names.next().value;
        if (name === undefined) break;
        declarations.push(name + '=' + (entry.raw ?? JSON.stringify(value)));
        for (const use of entry.uses) if (use.saving > 0) out.overwrite(use.start, use.end, use.write(name));
      }
      if (declarations.length === 0) return null;
      const body = ast.body[0].expression.argument.callee.body.body;
      out.appendLeft(body[0].end, 'var ' + declarations.join(',') + ';');
      return { code: out.toString(), map: out.generateMap({ hires: true }) };
    },
  };
}

/**
 * A firmware with fewer rooms: each import named in `substitutes` ("importer's path suffix|source") is
 * resolved to the given file instead, so what the original would bring is never bundled.
 */
function substitute(substitutes) {
  return {
    name: 'substitute',
    resolveId(source, importer) {
      for (const [from, to] of Object.entries(substitutes)) {
        const [importerSuffix, wanted] = from.split('|');
        if (importer && importer.endsWith(importerSuffix) && source === wanted) return new URL(to, import.meta.url).pathname;
      }
      return null;
    },
  };
}

/** What turns the TypeScript into a bundle Espruino runs, after a build has chosen its modules: `build` is the board's (firmware/boards/profile.ts). */
function compileForEspruino(build) {
  const everyHot = (name, id) => HOT_MODULES.test(id) && !FACTORY.test(name);
  const repaint = (name) => REPAINT_PATH.indexOf(name) >= 0;
  return [
    // ES2015 output: esbuild lowers ?., ??, ** and class fields; what remains is checked by test/bundle.test.ts.
    esbuild({ target: 'es2015', minify: false }),
    build === 'full' ? keepFunctionsDeclared(everyHot, [], true) : keepFunctionsDeclared(repaint, REPAINT_PATH, false),
    minifyForEspruino(),
    hoistRepeatedStrings(HOIST_MIN_SAVING[build]),
  ];
}

/** What both firmware builds take from Espruino's native code in place of our JavaScript. */
const NATIVE = { '/app/record/recordLines.ts|./crc32': 'firmware/drivers/nativeCrc32.ts' };

const firmware = {
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
  // Jolt.js's firmware carries its own board's profile only.
  plugins: [substitute({ '/firmware/boards.ts|./boards/list': 'firmware/boards/joltOnly.ts', ...NATIVE })].concat(compileForEspruino('full')),
};

/**
 * The Pico's firmware: the byo-yomi family only (byo-yomi, moves per period, sudden death), no SGF writer
 * (the simulator turns its record into SGF: sim/recordSgf.ts), neither Jolt.js's profile nor Bluetooth, and
 * no referee's link (app/link/linkOffDevice.ts) while the board's future is undecided (issue 23).
 */
const firmwarePico = Object.assign({}, firmware, {
  output: Object.assign({}, firmware.output, { file: 'dist/firmware-pico.js' }),
  plugins: [
    substitute({
      '/core/systems/index.ts|./registry': 'firmware/core/systems/registryByoyomi.ts',
      '/app/record/exportRecord.ts|./sgf': 'firmware/app/record/sgfOffDevice.ts',
      '/firmware/boards.ts|./boards/list': 'firmware/boards/picoOnly.ts',
      '/firmware/main.ts|./drivers/nrfRadio': 'firmware/drivers/noRadio.ts',
      '/app/clockApp.ts|./link/bluetoothLink': 'firmware/app/link/bluetoothOff.ts',
      '/app/clockApp.ts|./hall/hallAdvertiser': 'firmware/app/link/bluetoothOff.ts',
      '/app/clockApp.ts|./link/live': 'firmware/app/link/bluetoothOff.ts',
      '/app/consoleApi.ts|./link/link': 'firmware/app/link/linkOffDevice.ts',
      ...NATIVE,
    }),
  ].concat(compileForEspruino('byoyomi')),
});

/** The web clock's page (sim/web/page/): the same core and voice in a browser; `npm run build:web` adds the site around it. */
const web = {
  input: 'sim/web/page/main.ts',
  output: { file: 'dist/web/app.js', format: 'iife', sourcemap: true },
  plugins: [esbuild({ target: 'es2019', minify: true, tsconfig: 'sim/web/page/tsconfig.json' })],
};

/** The device page: the fake Espruino that runs dist/firmware.js in the page (sim/web/page/device.ts). */
const device = Object.assign({}, web, { input: 'sim/web/page/device.ts', output: { file: 'dist/web/device.js', format: 'iife', sourcemap: true } });

/** The tournament hall's page (sim/web/page/hall.ts): every board's clock, from the hall's MQTT broker. */
const hall = Object.assign({}, web, { input: 'sim/web/page/hall.ts', output: { file: 'dist/web/hall.js', format: 'iife', sourcemap: true } });

export default [firmware, firmwarePico, web, device, hall];
