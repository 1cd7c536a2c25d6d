// Each string literal the bundle repeats ("byoyomi" 32 times, "paused" 16…) becomes one variable at the
// top of the bundle, referred to by a two-letter name (three once those are taken). The bundle is smaller,
// and Espruino, which makes a new string each time it evaluates a literal, makes these once. A string must
// save at least `minSaving` bytes to be hoisted: each one held costs Espruino two or three variables.
// Espruino looks a name up scope by scope, each a list it reads through: a builtin read inside the
// bundle is compared with every one of the bundle's top-level names before it is found, at
// each use. The builtins of HELD_BUILTINS are held first among them, under short names, those a wake-up
// reads first of all; then undefined, for each `void 0`.
// The declarations marked `@espruino-lead` (keepDeclared.js put them first) stay ahead of the held names, as
// the hot code looks them up most; and a lead function reads its properties by name (`box.height`), as a
// held name costs Espruino a lookup through the scope at each use where a name written out costs none.
// A plugin after terser, so that Rollup chains its source map onto terser's.
import { parse } from 'acorn';
import { ancestor, full } from 'acorn-walk';
import MagicString from 'magic-string';

export const HELD_BUILTINS = ['Math', 'getTime', 'E', 'JSON', 'setTimeout', 'clearTimeout', 'String', 'Number', 'Object', 'Error', 'parseInt', 'NRF'];

/**
 * The builtins whose prototypes Espruino looks up by name in its root's list at each method of a string, a function
 * or an array, and each property an object lacks, `valueOf` among them at each comparison of an object
 * (jspeiFindChildFromStringInParents, src/jsparse.c; jsvGetValueOf, src/jsvar.c); and the typed array a face's
 * repaint makes. Read once before anything else, each is made at the list's head, the most read first, rather than
 * where the bundle first happens to use it (the list's end for a builtin first read at a repaint).
 */
export const PROTOTYPES_FIRST = ['Object', 'String', 'Function', 'Array', 'Uint8Array'];

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

/** Whether the position `at` lies in one of `ranges` ([start, end] each). */
const inside = (at, ranges) => ranges.some((range) => at >= range[0] && at < range[1]);

/** Each `void 0` of `ast` outside the lead functions and variables (which read no held name). */
function undefinedReads(ast, lead) {
  const reads = [];
  full(ast, (node) => {
    if (node.type !== 'UnaryExpression' || node.operator !== 'void' || node.argument.type !== 'Literal' || node.argument.value !== 0) return;
    if (!inside(node.start, lead.functions) && !inside(node.start, lead.variables)) reads.push(node);
  });
  return reads;
}

/** Names for the hoisted strings, shortest first, that the bundle does not already use. */
function* freshNames(used) {
  const letters = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
  for (const first of '_$') for (const second of letters) if (!used.has(first + second)) yield first + second;
  for (const first of '_$') for (const second of letters) for (const third of letters) if (!used.has(first + second + third)) yield first + second + third;
}

/** Every string of `code` worth a name: its literal and its uses (where it stands, what it saves, how the name is written there). */
function stringUses(code, ast, lead) {
  const uses = new Map();
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
      // A lead variable is set before the held names are declared.
      if (inside(node.start, lead.variables)) return;
      const raw = code.slice(node.start, node.end);
      add(node.value, raw, { start: node.start, end: node.end, saving: (held) => raw.length - held, write: (name) => (word(node.start - 1) ? ' ' : '') + name + (word(node.end) ? ' ' : '') });
    },
    // `o.mainMs` as `o[_k]` where "mainMs" is held anyway or used often enough (the public names).
    MemberExpression(node) {
      if (node.computed || node.property.type !== 'Identifier' || code.charAt(node.property.start - 1) !== '.') return;
      if (inside(node.start, lead.functions)) return;
      const name = node.property.name;
      add(name, null, { start: node.property.start - 1, end: node.property.end, saving: (held) => name.length - 1 - held, write: (held) => '[' + held + ']' });
    },
  });
  return uses;
}

/**
 * The lead declarations at the top of the bundle's `body`: `count` names
 * declared, each a function or a variable set to a literal. Where the held names go, and the ranges of the
 * lead functions and variables; null when the bundle does not begin so.
 */
function leadRun(body, count) {
  const run = { end: body[0].start, functions: [], variables: [] };
  let declared = 0;
  for (let i = 0; declared < count; i++) {
    const node = body[i];
    if (node === undefined) return null;
    if (node.type === 'FunctionDeclaration') {
      run.functions.push([node.start, node.end]);
      declared++;
    } else if (node.type === 'VariableDeclaration' && node.declarations.every((d) => d.init === null || d.init.type === 'Literal')) {
      run.variables.push([node.start, node.end]);
      declared += node.declarations.length;
    } else return null;
    run.end = node.end;
  }
  return declared === count ? run : null;
}

/**
 * `marks.lead`: the names marked `@espruino-lead` (espruinoMarks() fills it), which lead the bundle.
 * @param {number} minSaving
 * @param {{ lead: string[] }} marks
 */
export function hoistRepeatedStrings(minSaving, marks = { lead: [] }) {
  return {
    name: 'hoist-repeated-strings',
    renderChunk(code) {
      const ast = parse(code, { ecmaVersion: 'latest' });
      const body = ast.body;
      const lead = leadRun(body, marks.lead.length);
      if (lead === null) this.error('hoist-repeated-strings: the bundle does not begin with its ' + marks.lead.length + ' lead declarations (keepDeclared.js), each a function or a variable set to a literal');
      const used = new Set();
      full(ast, (node) => {
        if (node.type === 'Identifier') used.add(node.name);
      });
      const uses = stringUses(code, ast, lead);
      const names = freshNames(used);
      const declarations = [];
      const out = new MagicString(code);
      // Each use saves what it stands for less the name (of `held` letters); the declaration costs the name, "=", the literal and ",".
      const worth = (entry, held) => entry.uses.reduce((total, use) => total + Math.max(0, use.saving(held)), 0) - ((entry.raw ?? '  ').length + held + 2);
      const ranked = [...uses.entries()].sort((a, b) => worth(b[1], 2) - worth(a[1], 2));
      // The builtins first, in HELD_BUILTINS' order, the wake-ups' own first: the first names of a scope are the quickest found.
      const held = [...builtinReads(ast, HELD_BUILTINS)].sort((a, b) => HELD_BUILTINS.indexOf(a[0]) - HELD_BUILTINS.indexOf(b[0]));
      for (const [builtin, reads] of held) {
        if (reads.length < 2) continue;
        const name = names.next().value;
        if (name === undefined) break;
        declarations.push(name + '=' + builtin);
        for (const read of reads) out.overwrite(read.start, read.end, name);
      }
      // `undefined` too, as `void 0` is written: a name declared with no value holds it, in two letters rather than six.
      const voids = undefinedReads(ast, lead);
      if (voids.length >= 2) {
        const name = names.next().value;
        if (name !== undefined) {
          declarations.push(name);
          for (const read of voids) out.overwrite(read.start, read.end, name);
        }
      }
      let name = names.next().value;
      for (const [value, entry] of ranked) {
        if (name === undefined) break;
        // Once the two-letter names are taken, a string takes a three-letter one if it is still worth it.
        if (worth(entry, name.length) < minSaving) continue;
        declarations.push(name + '=' + (entry.raw ?? JSON.stringify(value)));
        for (const use of entry.uses) if (use.saving(name.length) > 0) out.overwrite(use.start, use.end, use.write(name));
        name = names.next().value;
      }
      if (declarations.length === 0) return null;
      out.appendLeft(lead.end, 'var ' + declarations.join(',') + ';');
      out.prepend(PROTOTYPES_FIRST.join(',') + ';');
      return { code: out.toString(), map: out.generateMap({ hires: true }) };
    },
  };
}
