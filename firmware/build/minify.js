// Terser for Espruino, with every property name shortened except the public ones: shorter code, and
// shorter keys in the objects Espruino keeps in its variable store (a key longer than a block costs more
// blocks). Public are the names Espruino's API and the console user see, the fields of what crosses JSON
// (settings, the record, the console), and any name code reaches through a string (`draft[item.key]`).
// A file marked `// @espruino-public` declares public members only; an interface of it marked
// `// @espruino-private` on the line before stays inside the firmware.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
// TypeScript's parser through its JavaScript API, which TypeScript 6 keeps (TypeScript 7, the type checker, has none yet).
import ts from '@typescript/typescript6';
import { parse } from 'acorn';
import { full } from 'acorn-walk';
import { minify } from 'terser';

/** Espruino's own names the firmware reads on objects declared nowhere (`process`, the globals). */
export const ESPRUINO_NAMES = ['version', 'clock'];
/** Espruino cannot take these as variable names. */
const NOT_NAMES = ['of', 'static', 'let', 'yield', 'await'];

function sourceFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sourceFiles(path) : path.endsWith('.ts') ? [path] : [];
  });
}

/** The members a marked file declares public, or an error naming a private mark that fits nothing. */
export function publicMembers(file, text) {
  const names = [];
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.ES2020, true);
  let privateMarks = 0;
  const visit = (node) => {
    if (ts.isInterfaceDeclaration(node) && /\/\/ @espruino-private\s*$/.test(text.slice(0, node.getStart(source)))) {
      privateMarks++;
      return;
    }
    const isMember = ts.isPropertySignature(node) || ts.isMethodSignature(node);
    if (isMember && node.name && (ts.isIdentifier(node.name) || ts.isStringLiteral(node.name))) names.push(node.name.text);
    ts.forEachChild(node, visit);
  };
  visit(source);
  if (privateMarks !== (text.match(/@espruino-private/g) || []).length) throw new Error(file + ': an @espruino-private mark stands before no interface');
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

/** The public names of the firmware under `root` whose bundle is `code`. */
export function publicNames(root, code) {
  const names = identifierStrings(code);
  for (const name of ESPRUINO_NAMES) {
    if (code.indexOf('.' + name) < 0) throw new Error('minify-for-espruino: the bundle never reads .' + name + ' (ESPRUINO_NAMES)');
    names.push(name);
  }
  const marked = sourceFiles(root).filter((file) => /^\/\/ @espruino-public\b/m.test(readFileSync(file, 'utf8')));
  if (marked.length === 0) throw new Error('minify-for-espruino: no file under ' + root + ' is marked @espruino-public');
  for (const file of marked) names.push(...publicMembers(file, readFileSync(file, 'utf8')));
  return Array.from(new Set(names)).sort();
}

/**
 * The names a mangled top-level name must not take: the bundle's names are Espruino's globals (espruinoBuild.js),
 * where these are the interpreter's own (E, a pin: D0, H7, A3…) or the bench's (H, chipPrograms.ts).
 */
function espruinoOwnNames() {
  const names = [];
  for (const letter of 'ABCDEFGHIJKLMNOPQRSTUVWXYZ') {
    names.push(letter);
    for (let n = 0; n < 100; n++) names.push(letter + n);
  }
  return names;
}

/**
 * Every property name JavaScript's own objects have (Array's, String's, Math's, JSON's…), as this Node gives them:
 * Espruino's are among them, and its own API's are public in espruino.d.ts. Terser keeps a list of names the
 * browser's objects have (`width`, `status`, `effect`, `close`…); the firmware runs in no browser, so that list
 * gives way to this one, and its own properties of those names are mangled like the rest.
 */
function javascriptNames() {
  const owners = [Object, Object.prototype, Function.prototype, Array, Array.prototype, String, String.prototype, Number, Number.prototype,
    Boolean.prototype, Math, JSON, Date, Date.prototype, RegExp.prototype, Error, Error.prototype, ArrayBuffer, ArrayBuffer.prototype,
    Uint8Array, Object.getPrototypeOf(Uint8Array.prototype), Promise, Promise.prototype];
  const names = new Set(['length', 'prototype', 'constructor', 'name', 'message', 'arguments', 'caller']);
  for (const owner of owners) for (const name of Object.getOwnPropertyNames(owner)) names.add(name);
  return [...names];
}

/** `reserved`: names no name of the bundle may take (the builtins held under short names). */
export function minifyForEspruino(root, reserved) {
  return {
    name: 'minify-for-espruino',
    async renderChunk(code) {
      let names;
      try {
        names = publicNames(root, code);
      } catch (error) {
        this.error(error.message);
      }
      const result = await minify(code, {
        ecma: 5,
        sourceMap: true,
        // Inlining a function with arguments turns them into a `var` declared after its use, and Espruino
        // does not hoist var (the assignment would overwrite an outer variable): inline only simple ones.
        // Turning if/else into ?: can start a statement in a switch case with a string literal, whose branch
        // Espruino 2v29 gets wrong: caseStrings.js brackets each such string.
        // Each pass past the second still finds bytes the one before left (a constant folded lets a branch go).
        // Comparisons may be reversed and a property read dropped when unused: no value of the firmware's has a
        // valueOf of its own or a getter.
        // A function expression becomes an arrow (shorter, and no `this` held where it reads none): the
        // firmware reads `this` nowhere and calls none of its functions with `new`, which is what makes that
        // "unsafe" in general (test/build/bundle.test.ts holds the bundle to it).
        compress: { ecma: 2015, passes: 4, arrows: true, unsafe_arrows: true, inline: 1, conditionals: true, keep_fargs: false, unsafe_comps: true, pure_getters: true },
        toplevel: true,
        mangle: { reserved: NOT_NAMES.concat(reserved, espruinoOwnNames()), properties: { reserved: names.concat(javascriptNames()), builtins: true, keep_quoted: 'strict' } },
        format: { ecma: 5 },
      });
      return { code: result.code, map: result.map };
    },
  };
}
