// A module's numeric constant (`const PITCH = 6;` at the bundle's top) is written where it is read: Espruino
// finds a name by reading its scope's list of names from the start, and the bundle's scope holds hundreds,
// so each read of a constant declared late cost a repaint a fraction of a work unit. Terser leaves them, as
// a function declared before one may run before it is set. Only a name declared nowhere else is inlined.
import { parse } from 'acorn';
import { fullAncestor } from 'acorn-walk';
import MagicString from 'magic-string';

/** A number literal, or one negated: its source text, else null. */
function numberText(init, code) {
  if (init === null) return null;
  if (init.type === 'Literal' && typeof init.value === 'number') return code.slice(init.start, init.end);
  if (init.type === 'UnaryExpression' && init.operator === '-' && init.argument.type === 'Literal' && typeof init.argument.value === 'number') {
    return '(' + code.slice(init.start, init.end) + ')';
  }
  return null;
}

export function inlineConstants() {
  return {
    name: 'inline-constants',
    renderChunk(code) {
      const ast = parse(code, { ecmaVersion: 'latest' });
      const body = ast.body;
      const values = new Map();
      const declarations = new Map();
      for (const node of body) {
        if (node.type !== 'VariableDeclaration' || node.kind !== 'const' || node.declarations.length !== 1) continue;
        const declarator = node.declarations[0];
        const text = declarator.id.type === 'Identifier' ? numberText(declarator.init, code) : null;
        if (text !== null) {
          values.set(declarator.id.name, text);
          declarations.set(declarator.id.name, node);
        }
      }
      // acorn-walk visits a name that binds (a declaration, a parameter) as a VariablePattern, and one that is
      // read as an Identifier (not a property's name or a label; a shorthand property's once). A name bound
      // anywhere but its own declaration keeps its constant: no scope analysis is needed then.
      const bound = new Map();
      const reads = [];
      fullAncestor(ast, (node, _state, ancestors, type) => {
        if (type === 'VariablePattern') bound.set(node.name, (bound.get(node.name) || 0) + 1);
        else if (node.type === 'Identifier') reads.push([node, ancestors[ancestors.length - 2]]);
      });
      for (const name of [...values.keys()]) if (bound.get(name) !== 1) values.delete(name);
      const out = new MagicString(code);
      for (const [node, parent] of reads) {
        if (!values.has(node.name)) continue;
        if (parent.type === 'Property' && parent.shorthand) out.appendLeft(node.end, ': ' + values.get(node.name));
        else out.overwrite(node.start, node.end, values.get(node.name));
      }
      for (const name of values.keys()) out.remove(declarations.get(name).start, declarations.get(name).end);
      return { code: out.toString(), map: out.generateMap({ hires: true }) };
    },
  };
}
