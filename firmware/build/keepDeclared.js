// Terser makes a function used once a function expression called where it was used, and Espruino makes
// that function again at each call, copying its code (the faces' painter, inlined so, cost a repaint
// about 80 work units on the interpreter). The functions of the modules marked `@espruino-hot` (they run
// at every wake-up), at their top or inside a factory, therefore stay declared: each call of one by its
// name gets a `/*#__NOINLINE__*/` mark before terser runs. So does every top-level function that makes
// functions (a factory, `createX`, most of all): inlined into another, the functions it makes close over
// two scopes, its caller's and its own, and Espruino gives each a copy of that chain (jsparse.c,
// jspeiGetScopesAsVar), three variables more a closure; kept, each holds its one scope (npm run
// bench:chip: about 330 variables fewer after a boot). A kept function costs Espruino about five variables.
// The functions marked `@espruino-lead` lead the bundle: Espruino finds a name by reading its scope's
// list from the start, and declares a name where its declaration stands: earlier is always safe for a
// function, and for a variable set to a literal (a numeric constant is one by then: inlineConstants.js
// runs first).
import { parse } from 'acorn';
import { full } from 'acorn-walk';
import MagicString from 'magic-string';

const FACTORY = /^create[A-Z]/;

/** `marks` is what espruinoMarks() read: the hot modules' ids and the lead functions' names. */
export function keepFunctionsDeclared(marks) {
  return {
    name: 'keep-functions-declared',
    renderChunk(code, chunk) {
      const kept = new Set();
      const idle = [];
      for (const id of marks.hot) {
        const module = chunk.modules[id];
        const declared = [];
        // The functions a factory declares inside it too: a runtime's step made at each wake-up is the same cost.
        if (module !== undefined) full(parse(module.code || '', { ecmaVersion: 'latest' }), (node) => node.type === 'FunctionDeclaration' && declared.push(node));
        if (declared.length === 0) idle.push(id);
        for (const node of declared) if (!FACTORY.test(node.id.name)) kept.add(node.id.name);
      }
      if (idle.length > 0) this.error('keep-functions-declared: @espruino-hot marks modules that bring the bundle no function: ' + idle.join(', '));
      const out = new MagicString(code);
      const ast = parse(code, { ecmaVersion: 'latest' });
      const makers = new Set();
      for (const node of ast.body) {
        if (node.type !== 'FunctionDeclaration') continue;
        let makes = false;
        full(node.body, (inner) => {
          if (/Function/.test(inner.type)) makes = true;
        });
        if (makes) makers.add(node.id.name);
      }
      full(ast, (node) => {
        if (node.type === 'CallExpression' && node.callee.type === 'Identifier' && (kept.has(node.callee.name) || makers.has(node.callee.name))) out.appendLeft(node.start, '/*#__NOINLINE__*/');
      });
      const body = ast.body;
      const leadName = (node) =>
        node.type === 'FunctionDeclaration' ? node.id.name : node.type === 'VariableDeclaration' && node.declarations.length === 1 ? node.declarations[0].id.name : null;
      const leading = body.filter((node) => marks.lead.indexOf(leadName(node)) >= 0);
      const missing = marks.lead.filter((name) => !leading.some((node) => leadName(node) === name));
      if (missing.length > 0) this.error('keep-functions-declared: @espruino-lead marks ' + missing.join(', ') + ', which the bundle does not declare at its top');
      const unsafe = leading.filter((node) => node.type === 'VariableDeclaration' && node.declarations[0].init !== null && node.declarations[0].init.type !== 'Literal');
      if (unsafe.length > 0) this.error('keep-functions-declared: @espruino-lead marks ' + unsafe.map(leadName).join(', ') + ', set to no literal: it cannot be declared first');
      // One already first stays where it is.
      for (const node of leading) if (node.start > body[0].start) out.move(node.start, node.end, body[0].start);
      return { code: out.toString(), map: out.generateMap({ hires: true }) };
    },
  };
}
