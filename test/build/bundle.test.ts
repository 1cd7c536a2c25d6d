// The built bundle must run on Espruino's interpreter: checked against the list of what it lacks.
import { describe, expect, it } from 'vitest';
import { parse } from 'acorn';
import { full } from 'acorn-walk';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { SourceMapConsumer } from 'source-map-js';
import { checkEspruino, type Problem } from '../helpers/espruinoCompat';
import { FIRMWARE_BUNDLE } from '../../sim/espruino/bundlePaths';
import { PROTOTYPES_FIRST } from '../../firmware/build/hoistStrings.js';

const BUNDLE = FIRMWARE_BUNDLE;

function describeProblems(problems: Problem[], bundle: string): string {
  const map = existsSync(bundle + '.map') ? new SourceMapConsumer(JSON.parse(readFileSync(bundle + '.map', 'utf8'))) : null;
  return problems
    .map((p) => {
      const source = map?.originalPositionFor({ line: p.line, column: p.column });
      const from = source && source.source ? ' (' + source.source + ':' + source.line + ':' + source.column + ')' : '';
      return bundle + ':' + p.line + ':' + p.column + from + ' ' + p.rule + ': …' + p.snippet + '…';
    })
    .join('\n');
}

describe('the firmware bundle', () => {
  it('exists, minified, its code at Espruino’s top level, its functions as lets, none named as Espruino’s own (what Storage holds is the flash tool’s check)', () => {
    const bundle = BUNDLE;
    const code = readFileSync(bundle, 'utf8');
    expect(code.split('\n').length).toBeLessThanOrEqual(2);
    expect(statSync(bundle).size).toBeGreaterThan(0);
    const body = (parse(code, { ecmaVersion: 'latest' }) as any).body as any[];
    expect(body.filter((node) => node.type === 'FunctionDeclaration')).toEqual([]);
    const names = body.flatMap((node) => (node.type === 'VariableDeclaration' ? node.declarations.map((d: any) => d.id.name as string) : []));
    expect(names.length).toBeGreaterThan(300);
    // E, a pin (D45, H0…), the bench's H: a name of the firmware's there would overwrite the interpreter's.
    expect(names.filter((name) => /^[A-Z]\d*$/.test(name))).toEqual([]);
    // Each function an arrow, or an anonymous function where it reads its own this: a named one holds its name, two variables more.
    const functions = body.flatMap((node) => (node.type === 'VariableDeclaration' ? node.declarations.filter((d: any) => /^(Arrow)?FunctionExpression$/.test(d.init?.type)) : []));
    expect(functions.length).toBeGreaterThan(200);
    expect(functions.filter((d: any) => d.init.id !== null)).toEqual([]);
    // Terser makes functions arrows (minify.js) on the understanding that none reads `this` or is called with `new`.
    const made: string[] = [];
    full(parse(code, { ecmaVersion: 'latest' }), (node: any) => {
      if (node.type === 'ThisExpression') made.push('this');
      if (node.type === 'NewExpression' && node.callee.type === 'Identifier' && functions.some((d: any) => d.id.name === node.callee.name)) made.push('new ' + node.callee.name);
    });
    expect(made).toEqual([]);
  });

  it('holds each much-repeated string once, at the top, and refers to it by name (a literal makes a new string each time Espruino evaluates it)', () => {
    const code = readFileSync(BUNDLE, 'utf8');
    // First the builtins whose prototypes Espruino looks up by name, read once; then the lead declarations
    // (functions, and variables set to a literal), then one var holding the builtins, then the strings.
    expect(code.startsWith(PROTOTYPES_FIRST.join(',') + ';')).toBe(true);
    const body = (parse(code, { ecmaVersion: 'latest' }) as any).body as any[];
    const heldAt = body.findIndex((node) => node.type === 'VariableDeclaration' && node.declarations[0].init?.type === 'Identifier');
    expect(heldAt).toBeGreaterThan(0);
    const leading = body.slice(1, heldAt);
    expect(leading.every((node) => node.declarations.every((d: any) => d.init === null || d.init.type === 'Literal' || /^(Arrow)?FunctionExpression$/.test(d.init.type)))).toBe(true);
    const inits = (body[heldAt].declarations as { init: { type: string; name?: string; value?: unknown } | null }[]).map((d) => d.init);
    // A name declared with no value holds undefined, for each `void 0`.
    const values = inits.map((init) => (init === null ? 'undefined' : init.type === 'Identifier' ? (init.name as string) : JSON.stringify(init.value)));
    const held = values.filter((v) => !v.startsWith('"'));
    const hoisted = values.filter((v) => v.startsWith('"')).map((v) => JSON.parse(v) as string);
    expect(hoisted).toContain('paused');
    // The builtins read in a wake-up come first (the first names of a scope are the quickest found).
    expect(held).toEqual(expect.arrayContaining(['Math', 'getTime', 'setTimeout']));
    expect(values.slice(0, held.length)).toEqual(held);
    const literals = new Map<string, number>();
    const reads = new Map<string, number>();
    full(parse(code, { ecmaVersion: 'latest' }), (node) => {
      if (node.type === 'Literal' && typeof (node as { value: unknown }).value === 'string') {
        const value = (node as { value: string }).value;
        literals.set(value, (literals.get(value) ?? 0) + 1);
      }
      if (node.type === 'Identifier') reads.set((node as { name: string }).name, (reads.get((node as { name: string }).name) ?? 0) + 1);
    });
    for (const value of hoisted) expect(literals.get(value), value).toBe(1);
    // A held builtin is read by its own name only where it is held (and at the top, for its prototype); undefined is held too, and `void 0` left only in the lead.
    for (const builtin of held.filter((name) => name !== 'undefined')) expect(reads.get(builtin), builtin).toBe(PROTOTYPES_FIRST.includes(builtin) ? 2 : 1);
    expect(held).toContain('undefined');
    expect(code.split('void 0').length - 1).toBeLessThan(10);
  });

  it('uses nothing Espruino lacks', () => {
    const bundle = BUNDLE;
    const problems = checkEspruino(readFileSync(bundle, 'utf8'));
    expect(problems, describeProblems(problems, bundle)).toEqual([]);
  });
});

describe('the compatibility check catches each thing Espruino lacks', () => {
  it.each([
    ['function f(a = 1) {}', 'default parameter'],
    ['function f(...a) {}', 'rest parameter'],
    ['f(...a);', 'spread'],
    ['var o = {...a};', 'spread'],
    ['var {a} = o;', 'destructuring'],
    ['var [a] = o;', 'destructuring'],
    ['var o = {[k]: 1};', 'computed key'],
    ['a?.b;', 'optional chaining'],
    ['a ** 2;', 'exponent operator'],
    ['async function f() {}', 'async function'],
    ['function* g() {}', 'generator'],
    ['outer: for (;;) break outer;', 'label'],
    ['new Map();', 'Map does not exist'],
    ['var s = new Set();', 'Set does not exist'],
    ['Symbol("x");', 'Symbol does not exist'],
    ['Reflect.ownKeys(o);', 'Reflect does not exist'],
    ['Object.freeze(o);', 'Object.freeze does not exist'],
    ['Array.from(o);', 'Array.from does not exist'],
    ['Math.trunc(x);', 'Math.trunc does not exist'],
    ['Number.isInteger(x);', 'Number.isInteger does not exist'],
    ['a.lastIndexOf(1);', '.lastIndexOf() does not exist'],
    ['a.at(-1);', '.at() does not exist'],
    ['x.toFixed(2);', 'toFixed'],
    ['var f = Array.prototype.slice;', 'Array.prototype.slice as a value'],
    ['JSON.stringify(o, replacer);', 'replacer'],
    ['JSON.parse(s, reviver);', 'reviver'],
    ['/a(?=b)/.test(s);', 'lookaround'],
    ['/^[0-9a-z]{1,9}$/.test(s);', 'counted regex quantifier'],
    ['/a(?:b)c/.test(s);', 'non-capturing or quantified'],
    ['/a(b)?c/.test(s);', 'non-capturing or quantified'],
    ['class E extends Error {}', 'class extends Error'],
    ['var of = 1;', 'variable named of'],
    ['for (let i = 0; i < 3; i++) setTimeout(function () { return i; });', 'closure captures the loop variable i'],
    ['for (const x of xs) fns.push(() => x);', 'closure captures the loop variable x'],
    ['f(); function f() {}', 'f() called before its declaration'],
    ['function r() {} (function () { r = 1; var r; })();', 'r used before its var declaration'],
    ['switch (x) { case "a": "paused" !== p ? f() : g(); }', 'switch case starting with a string literal'],
  ])('%s', (code, rule) => {
    const problems = checkEspruino(code);
    expect(problems.map((p) => p.rule).join('; ')).toContain(rule);
  });

  it.each([
    ['for (let i = 0; i < 3; i++) f(i);'],
    ['for (const x of xs) fns.push(function (x) { return x; });'],
    ['function f() {} f();'],
    ['(function () { var r; r = 1; })();'],
    ['switch (x) { case "a": p !== "paused" ? f() : g(); }'],
    ['function g() { return h(); } function h() {}'],
    ['var o = { of: 1, at: 2 }; o.at;'],
    ['JSON.stringify(o, null, 2);'],
    ['[].slice.call(a);'],
  ])('lets %s pass', (code) => {
    expect(checkEspruino(code)).toEqual([]);
  });
});
