// Checks JavaScript against what Espruino's interpreter (2v29) runs: it parses the code and walks the
// syntax tree for syntax and globals Espruino lacks and for its known pitfalls. Each problem names its
// place, so a violation in the built bundle can be traced to the source.
import { parse, type Node } from 'acorn';
import { ancestor, base } from 'acorn-walk';

export interface Problem {
  line: number;
  column: number;
  rule: string;
  snippet: string;
}

type AnyNode = Node & Record<string, any>;

const MISSING_GLOBALS = ['Map', 'Set', 'WeakMap', 'WeakSet', 'Symbol', 'Proxy', 'Reflect', 'globalThis'];
const MISSING_STATICS: Record<string, string[]> = {
  Object: ['freeze'],
  Array: ['from', 'of'],
  Math: ['trunc', 'log10', 'log2', 'hypot', 'imul'],
  Number: ['isInteger', 'isNaN', 'EPSILON', 'MAX_SAFE_INTEGER'],
};
const MISSING_METHODS = ['lastIndexOf', 'flat', 'at', 'toFixed'];
const RESERVED_NAMES = ['of', 'static', 'let'];

/** The node whose first token starts an expression (`a` in `a.b(c) ? d : e`). */
function leftmost(node: AnyNode): AnyNode {
  switch (node.type) {
    case 'BinaryExpression':
    case 'LogicalExpression':
    case 'AssignmentExpression':
      return leftmost(node.left);
    case 'ConditionalExpression':
      return leftmost(node.test);
    case 'SequenceExpression':
      return leftmost(node.expressions[0]);
    case 'MemberExpression':
      return leftmost(node.object);
    case 'CallExpression':
      return leftmost(node.callee);
    default:
      return node;
  }
}

function isFunction(node: AnyNode): boolean {
  return node.type === 'FunctionDeclaration' || node.type === 'FunctionExpression' || node.type === 'ArrowFunctionExpression';
}

/** Identifiers used as values (not property names, not keys). */
function isReference(node: AnyNode, parent: AnyNode | undefined): boolean {
  if (!parent) return true;
  if (parent.type === 'MemberExpression' && parent.property === node && !parent.computed) return false;
  if ((parent.type === 'Property' || parent.type === 'MethodDefinition' || parent.type === 'PropertyDefinition') && parent.key === node && !parent.computed) return parent.shorthand === true;
  return true;
}

function identifiersIn(node: AnyNode, skipFunctions: boolean): { name: string; node: AnyNode; insideFunction: boolean }[] {
  const found: { name: string; node: AnyNode; insideFunction: boolean }[] = [];
  const visit = (n: AnyNode, parent: AnyNode | undefined, insideFunction: boolean) => {
    if (n.type === 'Identifier' && isReference(n, parent)) found.push({ name: n.name, node: n, insideFunction: insideFunction });
    const inFunction = insideFunction || isFunction(n);
    if (skipFunctions && isFunction(n) && n !== node) return;
    for (const key of Object.keys(n)) {
      if (key === 'type' || key === 'loc' || key === 'start' || key === 'end') continue;
      const child = n[key];
      if (Array.isArray(child)) for (const c of child) if (c && typeof c.type === 'string') visit(c, n, inFunction);
      if (child && typeof child.type === 'string') visit(child, n, inFunction);
    }
  };
  visit(node, undefined, false);
  return found;
}

export function checkEspruino(code: string): Problem[] {
  const problems: Problem[] = [];
  const ast = parse(code, { ecmaVersion: 'latest', sourceType: 'script', locations: true }) as AnyNode;
  const report = (node: AnyNode, rule: string) => {
    problems.push({
      line: node.loc!.start.line,
      column: node.loc!.start.column,
      rule: rule,
      snippet: code.slice(Math.max(0, node.start - 20), Math.min(code.length, node.end + 20)).replace(/\s+/g, ' '),
    });
  };

  ancestor(ast, {
    AssignmentPattern: (n) => report(n as AnyNode, 'default parameter or default in destructuring'),
    RestElement: (n) => report(n as AnyNode, 'rest parameter or element'),
    SpreadElement: (n) => report(n as AnyNode, 'spread'),
    ObjectPattern: (n) => report(n as AnyNode, 'destructuring'),
    ArrayPattern: (n) => report(n as AnyNode, 'destructuring'),
    ChainExpression: (n) => report(n as AnyNode, 'optional chaining ?.'),
    LabeledStatement: (n) => report(n as AnyNode, 'label'),
    AwaitExpression: (n) => report(n as AnyNode, 'await'),
    YieldExpression: (n) => report(n as AnyNode, 'yield'),
    Property: (n) => {
      if ((n as AnyNode).computed) report(n as AnyNode, 'computed key');
    },
    MethodDefinition: (n) => {
      if ((n as AnyNode).computed) report(n as AnyNode, 'computed key');
    },
    BinaryExpression: (n) => {
      if ((n as AnyNode).operator === '**') report(n as AnyNode, 'exponent operator **');
    },
    AssignmentExpression: (n) => {
      if ((n as AnyNode).operator === '**=') report(n as AnyNode, 'exponent operator **=');
    },
    Literal: (n) => {
      const regex = (n as AnyNode).regex;
      if (regex && /\(\?<?[=!]/.test(regex.pattern)) report(n as AnyNode, 'regex lookaround (always false on Espruino)');
      // Espruino 2v29 does not know {n} or {n,m}: /^[a-z]{1,9}$/.test("zk") is false there.
      if (regex && /(^|[^\\])\{\d+(,\d*)?\}/.test(regex.pattern)) report(n as AnyNode, 'counted regex quantifier {n,m} (never matches on Espruino)');
      // Nor non-capturing groups, nor a quantified group: /a(?:b)c/ and /a(b)?c/ never match there.
      if (regex && /\(\?:|(^|[^\\])\)[?*+]/.test(regex.pattern)) report(n as AnyNode, 'regex group that is non-capturing or quantified (never matches on Espruino)');
    },
    Class: (n) => {
      const superClass = (n as AnyNode).superClass;
      if (superClass && superClass.type === 'Identifier' && superClass.name === 'Error') report(n as AnyNode, 'class extends Error');
    },
    VariableDeclarator: (n) => {
      const id = (n as AnyNode).id;
      if (id.type === 'Identifier' && RESERVED_NAMES.indexOf(id.name) >= 0) report(n as AnyNode, 'variable named ' + id.name);
    },
    Function: (n) => {
      const f = n as AnyNode;
      if (f.async) report(f, 'async function');
      if (f.generator) report(f, 'generator');
      for (const p of f.params) if (p.type === 'Identifier' && RESERVED_NAMES.indexOf(p.name) >= 0) report(p, 'parameter named ' + p.name);
      if (f.id && RESERVED_NAMES.indexOf(f.id.name) >= 0) report(f, 'function named ' + f.id.name);
    },
    Identifier: (n, _state, ancestors) => {
      const node = n as AnyNode;
      const parent = ancestors[ancestors.length - 2] as AnyNode | undefined;
      if (MISSING_GLOBALS.indexOf(node.name) >= 0 && isReference(node, parent)) report(node, node.name + ' does not exist');
    },
    MemberExpression: (n, _state, ancestors) => {
      const m = n as AnyNode;
      if (m.computed || m.property.type !== 'Identifier') return;
      const name = m.property.name;
      if (m.object.type === 'Identifier' && (MISSING_STATICS[m.object.name] ?? []).indexOf(name) >= 0) {
        report(m, m.object.name + '.' + name + ' does not exist');
      }
      if (m.object.type === 'MemberExpression' && !m.object.computed && m.object.property.name === 'prototype' &&
        m.object.object.type === 'Identifier' && m.object.object.name === 'Array') {
        report(m, 'Array.prototype.' + name + ' as a value throws (use [].' + name + ')');
      }
      const parent = ancestors[ancestors.length - 2] as AnyNode | undefined;
      if (parent && parent.type === 'CallExpression' && parent.callee === m && MISSING_METHODS.indexOf(name) >= 0) {
        report(m, '.' + name + '() ' + (name === 'toFixed' ? 'rounds differently on Espruino' : 'does not exist'));
      }
      if (parent && parent.type === 'CallExpression' && parent.callee === m && m.object.type === 'Identifier' && m.object.name === 'JSON') {
        const extra = parent.arguments[1] as AnyNode | undefined;
        if (name === 'parse' && extra) report(parent, 'JSON.parse reviver is ignored');
        if (name === 'stringify' && extra && !(extra.type === 'Literal' && extra.value === null)) report(parent, 'JSON.stringify replacer is ignored');
      }
    },
    SwitchCase: (n) => {
      // Espruino 2v29 takes the wrong branch of `case "x": "a" !== b ? … : …`: a statement in a case
      // that starts with a string literal (terser writes these when it turns an if into ?:).
      for (const statement of (n as AnyNode).consequent) {
        if (statement.type !== 'ExpressionStatement') continue;
        const first = leftmost(statement.expression);
        if (first.type === 'Literal' && typeof first.value === 'string') report(statement, 'statement in a switch case starting with a string literal (Espruino misreads it)');
      }
    },
    ForStatement: (n) => checkLoopClosures(n as AnyNode, (n as AnyNode).init),
    ForOfStatement: (n) => checkLoopClosures(n as AnyNode, (n as AnyNode).left),
    ForInStatement: (n) => checkLoopClosures(n as AnyNode, (n as AnyNode).left),
  }, base);

  /** Espruino gives all iterations of `for (let i …)` one `i`: a closure over it sees the last value. */
  function checkLoopClosures(loop: AnyNode, declaration: AnyNode | null): void {
    if (!declaration || declaration.type !== 'VariableDeclaration' || declaration.kind === 'var') return;
    const names = declaration.declarations.flatMap((d: AnyNode) => (d.id.type === 'Identifier' ? [d.id.name] : []));
    const shadowed = new Set<string>();
    for (const ref of identifiersIn(loop.body, false)) {
      if (ref.insideFunction && names.indexOf(ref.name) >= 0 && !shadowed.has(ref.name)) {
        if (declaredInside(loop.body, ref.name)) shadowed.add(ref.name);
        else report(ref.node, 'closure captures the loop variable ' + ref.name + ' (shared across iterations on Espruino)');
      }
    }
  }

  /** Whether a function inside `node` declares `name` itself (a parameter or local), shadowing the loop's. */
  function declaredInside(node: AnyNode, name: string): boolean {
    let found = false;
    ancestor(node, {
      Function: (f) => {
        for (const p of (f as AnyNode).params) if (p.type === 'Identifier' && p.name === name) found = true;
      },
      VariableDeclarator: (d) => {
        if ((d as AnyNode).id.type === 'Identifier' && (d as AnyNode).id.name === name) found = true;
      },
    }, base);
    return found;
  }

  checkCallsBeforeDeclaration(ast, report);
  checkVarsBeforeDeclaration(ast, report);
  return problems;
}

/**
 * Espruino does not hoist `var` either: using a name before its `var` in the same function reaches the
 * enclosing scope's variable of that name, and an assignment overwrites it (terser emits such code when
 * it inlines a function and collects its locals in a late `var`).
 */
function checkVarsBeforeDeclaration(ast: AnyNode, report: (node: AnyNode, rule: string) => void): void {
  const bodies: AnyNode[] = [ast];
  ancestor(ast, { Function: (f) => bodies.push((f as AnyNode).body) }, base);
  for (const body of bodies) {
    const declaredAt: Record<string, number> = {};
    const collect = (n: AnyNode) => {
      if (n !== body && isFunction(n)) return;
      if (n.type === 'VariableDeclaration' && n.kind === 'var') {
        for (const d of n.declarations) if (d.id.type === 'Identifier' && declaredAt[d.id.name] === undefined) declaredAt[d.id.name] = d.start;
      }
      for (const key of Object.keys(n)) {
        const child = n[key];
        if (Array.isArray(child)) for (const c of child) if (c && typeof c.type === 'string') collect(c);
        if (child && typeof child.type === 'string' && key !== 'loc') collect(child);
      }
    };
    collect(body);
    for (const ref of identifiersIn(body, true)) {
      const at = declaredAt[ref.name];
      if (at !== undefined && ref.node.start < at) report(ref.node, ref.name + ' used before its var declaration (Espruino does not hoist var)');
    }
  }
}

/** Espruino does not hoist functions: a call in a scope that runs before the declaration throws. */
function checkCallsBeforeDeclaration(ast: AnyNode, report: (node: AnyNode, rule: string) => void): void {
  const scopes: AnyNode[][] = [];
  ancestor(ast, {
    Program: (n) => scopes.push((n as AnyNode).body),
    BlockStatement: (n) => scopes.push((n as AnyNode).body),
  }, base);
  for (const body of scopes) {
    const declaredAt: Record<string, number> = {};
    body.forEach((statement, index) => {
      if (statement.type === 'FunctionDeclaration') declaredAt[statement.id.name] = index;
    });
    body.forEach((statement, index) => {
      if (statement.type === 'FunctionDeclaration') return;
      ancestor(statement, {
        CallExpression: (n, _state, ancestors) => {
          const call = n as AnyNode;
          if (call.callee.type !== 'Identifier') return;
          const at = declaredAt[call.callee.name];
          // Calls made later, from inside a function, are fine once everything is declared.
          const insideFunction = ancestors.slice(0, -1).some((a) => isFunction(a as AnyNode));
          if (at !== undefined && at > index && !insideFunction) report(call, call.callee.name + '() called before its declaration');
        },
      }, base);
    });
  }
}
