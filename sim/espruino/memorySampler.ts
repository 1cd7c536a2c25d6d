// When the fake samples its memory model (memoryProbe.ts), and the peak it keeps. Samples come at the
// firmware's calls into the fake (Storage reads, printed lines, repaints) and, with `callEvery`, at
// function entries inside the bundle itself: growth that lives only between two calls into the fake (a
// whole file parsed into an array, then replayed) is seen as it happens.
import { parse } from 'acorn';
import { full } from 'acorn-walk';
import type vm from 'node:vm';
import { sharedProbe } from './memoryProbe';

import { CALL_HOOK, KNOWN_KEY, MADE_HOOK, ROOTS_KEY, type SamplerSetup } from './fakeSetup';


export class MemorySampler {
  /** The most JsVars the memory model counted at any sample, and how many samples it took. */
  peak = 0;
  samples = 0;
  private events = 0;
  private calls = 0;
  private context: vm.Context | null = null;
  /** The functions the probe need not ask the inspector about again (memoryProbe.ts, KNOWN_KEY). */
  private readonly known: unknown[] = [];

  constructor(private readonly filename: string, private readonly setup: SamplerSetup) {}

  /** The bundle as the fake should run it: with a hook at each function entry when calls are sampled. */
  prepare(code: string, context: vm.Context): string {
    this.context = context;
    if (this.setup.callEvery <= 0) return code;
    context[CALL_HOOK] = () => {
      if (this.calls++ % this.setup.callEvery === 0) this.sample();
    };
    return instrumentCalls(code);
  }

  /** The firmware called into the fake. */
  event(): void {
    if (this.events++ % this.setup.every === 0) this.sample();
  }

  /** Samples now, whatever the counts: what the firmware holds at this moment (0 before it runs). */
  now(): number {
    return this.sample();
  }

  private sample(): number {
    const context = this.context;
    if (context === null) return 0;
    context[ROOTS_KEY] = this.setup.roots();
    context[KNOWN_KEY] = this.known;
    try {
      const count = sharedProbe(this.filename).sample();
      this.peak = Math.max(this.peak, count);
      this.samples++;
      return count;
    } finally {
      delete context[ROOTS_KEY];
      delete context[KNOWN_KEY];
    }
  }
}

/**
 * `code` with a call of CALL_HOOK first in every function body (after its directives); with `made`, also a
 * call of MADE_HOOK with the code's length where each function is made: a function expression as it is
 * evaluated, a declaration inside a function as its statement is reached (Espruino hoists none, and
 * copies a function's code when it makes it). Methods, made with their object, are not counted.
 */
export function instrumentCalls(code: string, made = false): string {
  const inserts: { at: number; text: string }[] = [];
  const hook = CALL_HOOK + '();';
  const ast = parse(code, { ecmaVersion: 'latest' });
  const methods = new Set<unknown>();
  if (made) full(ast, (node: any) => {
    if ((node.type === 'Property' && (node.method || node.kind !== 'init')) || node.type === 'MethodDefinition') methods.add(node.value);
  });
  full(ast, (node: any) => {
    if (node.type !== 'FunctionDeclaration' && node.type !== 'FunctionExpression' && node.type !== 'ArrowFunctionExpression') return;
    if (made && !methods.has(node)) {
      const report = MADE_HOOK + '(' + (node.end - node.start) + ')';
      if (node.type === 'FunctionDeclaration') inserts.push({ at: node.start, text: report + ';' });
      else inserts.push({ at: node.start, text: '(' + report + ',' }, { at: node.end, text: ')' });
    }
    const body = node.body;
    if (body.type !== 'BlockStatement') {
      inserts.push({ at: body.start, text: '(' + CALL_HOOK + '(),' }, { at: body.end, text: ')' });
      return;
    }
    let at = body.start + 1;
    for (const statement of body.body) {
      if (statement.directive === undefined) break;
      at = statement.end;
    }
    inserts.push({ at: at, text: hook });
  });
  inserts.sort((a, b) => b.at - a.at);
  let out = code;
  for (const insert of inserts) out = out.slice(0, insert.at) + insert.text + out.slice(insert.at);
  return out;
}
