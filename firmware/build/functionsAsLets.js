// The bundle's top-level functions declared as arrows in `let`s, `let f=(a,b)=>{…}`, each run of them and of
// the `let`s beside them in one `let`.
// On Espruino's interpreter a top-level function declaration cost the boot about three times what the same
// function assigned to a `let` costs (npm run bench:chip: the module code took about 1,550 work units one way
// and 500 the other). An arrow is shorter than an anonymous function, and holds no `this` when its body
// reads none (jsparse.c, jspeArrowFunction); a named function would hold its name, two variables more. One
// that reads `this` or `arguments` stays a function. Espruino hoists no declaration at the top level, so a
// function is reached only after its line either way.
import { parse } from 'acorn';
import { base, simple } from 'acorn-walk';
import MagicString from 'magic-string';

/** Walks a body into its arrows, which read `this` and `arguments` from it, but not into other functions. */
const ARROWS_ONLY = Object.assign({}, base, { FunctionExpression: () => undefined, FunctionDeclaration: () => undefined });

/** Whether the function `node` reads its own `this` or `arguments`. */
function readsOwnThis(node) {
  let reads = false;
  simple(node.body, { ThisExpression: () => (reads = true), Identifier: (id) => id.name === 'arguments' && (reads = true) }, ARROWS_ONLY);
  return reads;
}

/** Writes the body of `node` as an arrow's: the returned expression when the function only returns one (in brackets when it is an object or a sequence), else the block as it is. */
function writeArrowBody(out, node) {
  const only = node.body.body.length === 1 ? node.body.body[0] : null;
  if (only === null || only.type !== 'ReturnStatement' || only.argument === null) return;
  const bracket = only.argument.type === 'ObjectExpression' || only.argument.type === 'SequenceExpression';
  const replace = (start, end, text) => (text === '' ? out.remove(start, end) : out.overwrite(start, end, text));
  replace(node.body.start, only.argument.start, bracket ? '(' : '');
  replace(only.argument.end, node.body.end, bracket ? ')' : '');
}

/** Whether a top-level statement joins a run of one `let`: a function, or a `let` itself. */
const joins = (node) => node !== undefined && (node.type === 'FunctionDeclaration' || (node.type === 'VariableDeclaration' && node.kind === 'let'));

export function functionsAsLets() {
  return {
    name: 'functions-as-lets',
    renderChunk(code) {
      const body = parse(code, { ecmaVersion: 'latest' }).body;
      const out = new MagicString(code);
      let declared = 0;
      for (let i = 0; i < body.length; i++) {
        const node = body[i];
        if (!joins(node)) continue;
        const lead = joins(body[i - 1]) ? ',' : 'let ';
        // The run's statements end in one semicolon, after its last (added after the edits, which would drop it).
        const end = code.charAt(node.end - 1) === ';' ? node.end - 1 : node.end;
        const close = () => {
          if (end < node.end) out.remove(end, node.end);
          if (!joins(body[i + 1])) out.appendLeft(end, ';');
        };
        if (node.type === 'VariableDeclaration') {
          if (lead === ',') out.overwrite(node.start, node.declarations[0].start, ',');
          close();
          continue;
        }
        if (node.async || node.generator) this.error('functions-as-lets: ' + node.id.name + ' is async or a generator, which Espruino lacks');
        const head = lead + node.id.name + '=';
        if (node.params.every((param) => param.type === 'Identifier') && !readsOwnThis(node)) {
          const names = node.params.map((param) => param.name);
          // `function f(a,b){…}` becomes `f=(a,b)=>{…}`, or `f=a=>…` with one parameter.
          out.overwrite(node.start, node.body.start, head + (names.length === 1 ? names[0] : '(' + names.join(',') + ')') + '=>');
          writeArrowBody(out, node);
        } else out.overwrite(node.start, node.id.end, head + 'function');
        close();
        declared++;
      }
      if (declared === 0) this.error('functions-as-lets: the bundle declares no function at its top level: is it still wrapped?');
      return { code: out.toString(), map: out.generateMap({ hires: true }) };
    },
  };
}
