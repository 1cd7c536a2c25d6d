// A module's numeric constant (`const PITCH = 6;` at the bundle's top) is written where it is read: Espruino
// finds a name by reading its scope's list of names from the start, and the bundle's scope holds hundreds,
// so each read of a constant declared late cost a repaint a fraction of a work unit. Terser leaves them, as
// a function declared before one may run before it is set. Only a name declared nowhere else is inlined.
import { parse } from 'acorn';
import MagicString from 'magic-string';

/** Every node under `node` with its parent, depth first. */
function visit(node, parent, each) {
  each(node, parent);
  for (const key of Object.keys(node)) {
    const value = node[key];
    if (Array.isArray(value)) for (const child of value) if (child && typeof child.type === 'string') visit(child, node, each);
    if (value && typeof value.type === 'string' && key !== 'type') visit(value, node, each);
  }
}

/** A number literal, or one negated: its source text, else null. */
function numberText(init, code) {
  if (init === null) return null;
  if (init.type === 'Literal' && typeof init.value === 'number') return code.slice(init.start, init.end);
  if (init.type === 'UnaryExpression' && init.operator === '-' && init.argument.type === 'Literal' && typeof init.argument.value === 'number') {
    return '(' + code.slice(init.start, init.end) + ')';
  }
  return null;
}

/** Whether `node`, an Identifier under `parent`, names a variable rather than a property or a label. */
function readsVariable(node, parent) {
  if (parent.type === 'MemberExpression' && parent.property === node && !parent.computed) return false;
  if ((parent.type === 'Property' || parent.type === 'MethodDefinition') && parent.key === node && !parent.computed && !parent.shorthand) return false;
  return !['LabeledStatement', 'BreakStatement', 'ContinueStatement'].includes(parent.type);
}

export function inlineConstants() {
  return {
    name: 'inline-constants',
    renderChunk(code) {
      const ast = parse(code, { ecmaVersion: 'latest' });
      const body = ast.body[0].expression.callee.body.body;
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
      // A name bound anywhere else (a parameter, a local) keeps its constant: no scope analysis is needed then.
      const bound = new Map();
      const bind = (id) => id && id.type === 'Identifier' && bound.set(id.name, (bound.get(id.name) || 0) + 1);
      visit(ast, null, (node) => {
        if (node.type === 'VariableDeclarator') bind(node.id);
        if (node.type === 'FunctionDeclaration' || node.type === 'FunctionExpression' || node.type === 'ArrowFunctionExpression') {
          bind(node.id);
          node.params.forEach(bind);
        }
        if (node.type === 'CatchClause') bind(node.param);
      });
      for (const name of [...values.keys()]) if (bound.get(name) !== 1) values.delete(name);
      const out = new MagicString(code);
      // A shorthand property's key and value are one name in the source: it is written once.
      const written = new Set();
      visit(ast, null, (node, parent) => {
        if (node.type !== 'Identifier' || !values.has(node.name) || parent === null || !readsVariable(node, parent) || written.has(node.start)) return;
        written.add(node.start);
        if (parent.type === 'VariableDeclarator' && parent.id === node) return;
        if (parent.type === 'Property' && parent.shorthand) out.appendLeft(node.end, ': ' + values.get(node.name));
        else out.overwrite(node.start, node.end, values.get(node.name));
      });
      for (const name of values.keys()) out.remove(declarations.get(name).start, declarations.get(name).end);
      return { code: out.toString(), map: out.generateMap({ hires: true }) };
    },
  };
}
