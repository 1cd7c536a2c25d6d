// The firmware build's plugins (firmware/build/), each on a small input: what it does, and that a mark,
// name or pattern that fits nothing fails it loudly.
import { describe, expect, it } from 'vitest';
import { readMarks } from '../../firmware/build/marks.js';
import { keepFunctionsDeclared } from '../../firmware/build/keepDeclared.js';
import { inlineConstants } from '../../firmware/build/inlineConstants.js';
import { hoistRepeatedStrings } from '../../firmware/build/hoistStrings.js';
import { publicMembers, publicNames } from '../../firmware/build/minify.js';
import { refuseMergingTokens } from '../../firmware/build/tokenJoins.js';
import { functionsAsLets } from '../../firmware/build/functionsAsLets.js';
import { bracketCaseStrings } from '../../firmware/build/caseStrings.js';

/** Runs a plugin's renderChunk as Rollup would, its this.error throwing. */
function render(plugin: { renderChunk: (code: string, chunk: unknown) => unknown }, code: string, chunk: unknown = {}): string {
  const context = { error: (message: string) => { throw new Error(message); } };
  const result = plugin.renderChunk.call(context, code, chunk) as { code: string } | null;
  return result === null ? code : result.code;
}

describe('the marks in the source', () => {
  it('reads a hot module, its lead functions and a native import', () => {
    const source = "// A module.\n// @espruino-hot: its functions run at every wake-up.\nimport { crc32 } from './crc32'; // @espruino-native ../../drivers/nativeCrc32.ts\n// @espruino-lead\nexport function paint() {}\n";
    const marks = readMarks('/work/main/firmware/app/record/x.ts'.replace('/work/main', process.cwd()), source);
    expect(marks.hot).toBe(true);
    expect(marks.lead).toEqual(['paint']);
    expect([...marks.native.keys()]).toEqual(['./crc32']);
  });

  it('reads a lead variable, and fails on a lead mark before no declaration, and on a native mark naming no file', () => {
    expect(readMarks(process.cwd() + '/firmware/x.ts', '// @espruino-lead\nlet shown = null;\n').lead).toEqual(['shown']);
    expect(() => readMarks(process.cwd() + '/firmware/x.ts', '// @espruino-lead\nshown = 1;\n')).toThrow(/@espruino-lead mark stands before no function or variable/);
    expect(() => readMarks(process.cwd() + '/firmware/x.ts', "import { a } from './a'; // @espruino-native ./gone.ts\n")).toThrow(/names \.\/gone\.ts, which does not exist/);
  });
});

describe('keep-functions-declared', () => {
  const code = 'function helper(){}function paint(){}function createThing(){return 1}helper();paint();createThing()';
  const chunk = { modules: { '/m.ts': { code: 'function paint(){}\nfunction helper(){}\nfunction createThing(){return 1}' } } };

  it('marks the calls of a hot module’s functions, not its factories, and declares the lead ones first', () => {
    const out = render(keepFunctionsDeclared({ hot: new Set(['/m.ts']), lead: ['paint'] }), code, chunk);
    expect(out).toContain('/*#__NOINLINE__*/helper()');
    expect(out).toContain('/*#__NOINLINE__*/paint()');
    expect(out).not.toContain('/*#__NOINLINE__*/createThing()');
    expect(out.indexOf('function paint')).toBeLessThan(out.indexOf('function helper'));
    expect(out.startsWith('function paint(){}')).toBe(true);
  });

  it('keeps declared every function that makes functions, hot or not, so that what it makes closes over its scope alone', () => {
    const out = render(keepFunctionsDeclared({ hot: new Set(), lead: [] }), 'function createClock(){return {tick(){}}}function plain(){return 1}createClock();plain()', {});
    expect(out).toContain('/*#__NOINLINE__*/createClock()');
    expect(out).not.toContain('/*#__NOINLINE__*/plain()');
  });

  it('fails on a lead function the bundle does not declare, and on a hot module that brings no function', () => {
    expect(() => render(keepFunctionsDeclared({ hot: new Set(['/m.ts']), lead: ['gone'] }), code, chunk)).toThrow(/@espruino-lead marks gone/);
    expect(() => render(keepFunctionsDeclared({ hot: new Set(['/empty.ts']), lead: [] }), code, chunk)).toThrow(/bring the bundle no function: \/empty\.ts/);
  });

  it('declares a lead variable set to a literal first, and fails on one set to anything else', () => {
    const withVariables = code.replace('function helper', 'let shown=null;let made=paint();function helper');
    const out = render(keepFunctionsDeclared({ hot: new Set(['/m.ts']), lead: ['shown'] }), withVariables, chunk);
    expect(out.indexOf('let shown=null;')).toBeLessThan(out.indexOf('function paint'));
    expect(() => render(keepFunctionsDeclared({ hot: new Set(['/m.ts']), lead: ['made'] }), withVariables, chunk)).toThrow(/marks made, set to no literal/);
  });
});

describe('inline-constants', () => {
  it('writes a numeric constant where it is read, and keeps one whose name is bound elsewhere', () => {
    const code = 'function f(x){return x*WIDTH+{WIDTH}.WIDTH+o.WIDTH}const WIDTH=128;const BACK=-1;const PAGE=8;function g(PAGE){return PAGE+BACK}f(1);g(2)';
    const out = render(inlineConstants(), code);
    expect(out).toContain('return x*128+{WIDTH: 128}.WIDTH+o.WIDTH}');
    expect(out).toContain('return PAGE+(-1)}');
    expect(out).not.toContain('const WIDTH');
    expect(out).not.toContain('const BACK');
    expect(out).toContain('const PAGE=8;');
  });
});

describe('hoist-repeated-strings', () => {
  it('holds a repeated string once at the top and the builtins read more than once first, under short names', () => {
    const code = 'var a="byoyomi-period",b="byoyomi-period",c="byoyomi-period";Math.floor(1);Math.ceil(2)';
    const out = render(hoistRepeatedStrings(10), code);
    expect(out).toMatch(/^Object,String,Function,Array,Uint8Array;var _a=Math,_b="byoyomi-period";/);
    expect(out.match(/"byoyomi-period"/g)).toHaveLength(1);
    expect(out).toContain('_a.floor(1)');
  });

  it('holds them after the lead declarations, which read their properties by name and keep their literals', () => {
    const code = 'let shown="byoyomi-period";function paint(o){return o.byoyomiPeriod+"byoyomi-period"}function other(o){return o.byoyomiPeriod+o.byoyomiPeriod+o.byoyomiPeriod+"byoyomi-period"}paint({});other({})';
    const out = render(hoistRepeatedStrings(1, { lead: ['shown', 'paint'] }), code);
    expect(out).toMatch(/^Object,String,Function,Array,Uint8Array;let shown="byoyomi-period";function paint\(o\)\{return o\.byoyomiPeriod\+_[ab]\}var _[ab]="[a-zP-]+",_[ab]="[a-zP-]+";function other/);
    expect(out).toMatch(/return o\[(_[ab])\]\+o\[\1\]\+o\[\1\]\+_[ab]\}/);
    expect(() => render(hoistRepeatedStrings(10, { lead: ['shown', 'paint', 'other', 'gone'] }), code)).toThrow(/does not begin with its 4 lead declarations/);
  });

  it('leaves a string that saves too little', () => {
    const code = 'var a="ab",b="ab"';
    expect(render(hoistRepeatedStrings(24), code)).toBe(code);
  });
});

describe('refuse-merging-tokens', () => {
  it('fails on signs that the pretokeniser would run together, and passes the same sums written safely', () => {
    for (const code of ['a=b+ +c;', 'a=b- -c;', 'a=b+ ++c;', 'a=b- --c;', 'a=b++ +c;']) {
      expect(() => render(refuseMergingTokens(), code), code).toThrow(/refuse-merging-tokens/);
    }
    for (const code of ['a=b+(+c);', 'a=b-(-c);', 'a=b++;c++;', 'a=b+-c;', 'a=b-+c;']) expect(render(refuseMergingTokens(), code)).toBe(code);
  });
});

describe('minify-for-espruino’s public names', () => {
  it('keeps the members of a public file, less its private interfaces', () => {
    const text = 'export interface Seen { mainMs: number; show(): void }\n// @espruino-private\nexport interface Inside { secret: number }\n';
    expect(publicMembers('x.ts', text)).toEqual(['mainMs', 'show']);
    expect(() => publicMembers('x.ts', '// @espruino-private\nconst x = 1;\n')).toThrow(/@espruino-private mark stands before no interface/);
  });

  it('takes the names the firmware marks public, and fails on an Espruino name the bundle never reads', () => {
    const names = publicNames('firmware', 'x.version;globals.clock=1;');
    expect(names).toEqual(expect.arrayContaining(['mainMs', 'configure', 'version', 'clock']));
    expect(names).not.toContain('periodLeftMs' + 'Private');
    expect(() => publicNames('firmware', 'x.version;')).toThrow(/never reads \.clock/);
  });
});

describe('functions-as-lets', () => {
  it('declares each run of top-level functions and lets as one let, the functions arrows, an only return as the arrow’s expression, leaving the functions inside them', () => {
    const code = 'function a(x){function inner(){}return x}function b(){return a(1)}let c=2;function d(){}function o(p,q){return {p:p}}function s(){return a(1),2}var v=1;let w=3,y;d();';
    const out = render(functionsAsLets(), code);
    expect(out).toBe('let a=x=>{function inner(){}return x},b=()=>a(1),c=2,d=()=>{},o=(p,q)=>({p:p}),s=()=>(a(1),2);var v=1;let w=3,y;d();');
    expect(() => render(functionsAsLets(), '(function(){function a(){}})();')).toThrow(/declares no function at its top level/);
  });

  it('keeps a function that reads its own this or arguments a function, and sees through arrows inside it but not functions', () => {
    const code = 'function t(){return this.x}function u(){return()=>arguments[0]}function v(){return function(){return this}}';
    expect(render(functionsAsLets(), code)).toBe('let t=function(){return this.x},u=function(){return()=>arguments[0]},v=()=>function(){return this};');
  });
});

describe('bracket-case-strings', () => {
  it('brackets a string that begins a statement of a case, which Espruino 2v29 would take the wrong branch of, and no other', () => {
    const code = 'switch(a){case"x":"p"!==b?c():d();"q"===b&&e();break;default:"p"!==b?c():d()}"p"!==b?c():d();';
    expect(render(bracketCaseStrings(), code)).toBe('switch(a){case"x":("p")!==b?c():d();("q")===b&&e();break;default:"p"!==b?c():d()}"p"!==b?c():d();');
    expect(render(bracketCaseStrings(), 'switch(a){case"x":f();break}')).toBe('switch(a){case"x":f();break}');
  });
});
