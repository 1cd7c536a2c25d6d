// The fake Espruino in Node: the machine (fakeMachine.ts) running the bundle in a node:vm context, which also
// loses the JavaScript features Espruino lacks, so code that leans on them fails here as it would on the board;
// and the memory model's sampler, which pauses the bundle through Node's inspector.
import vm from 'node:vm';
import { instrumentCalls, MemorySampler } from './memorySampler';
import { FakeMachine } from './fakeMachine';
import { CALL_HOOK, MADE_HOOK, SAVED_CODE_FILE, type FakeOptions, type Host } from './fakeSetup';

export { SAVED_CODE_FILE, FIRMWARE_BUDGET_BYTES, type FakeOptions } from './fakeSetup';

/** What Espruino (2v29) lacks; removed from the context so use of them throws as on a board. */
const MISSING_GLOBALS = ['Map', 'Set', 'WeakMap', 'WeakSet', 'Symbol', 'Proxy', 'Reflect'];
const MISSING_STATICS: [string, string[]][] = [
  ['Object', ['freeze']],
  ['Array', ['from', 'of']],
  ['Math', ['trunc', 'log10', 'log2', 'hypot', 'imul']],
  ['Number', ['isInteger', 'isNaN', 'EPSILON', 'MAX_SAFE_INTEGER']],
];
const MISSING_ARRAY_METHODS = ['lastIndexOf', 'flat', 'at'];

const NODE_HOST: Host = {
  createContext(globals) {
    const context = vm.createContext(globals);
    context.global = context;
    vm.runInContext(
      MISSING_GLOBALS.map((name) => 'delete globalThis.' + name + ';').join('') +
        MISSING_STATICS.map(([owner, names]) => names.map((n) => 'delete ' + owner + '.' + n + ';').join('')).join('') +
        MISSING_ARRAY_METHODS.map((n) => 'delete Array.prototype.' + n + ';').join(''),
      context,
    );
    return context;
  },
  run: (code, context, filename) => vm.runInContext(code, context as vm.Context, filename === undefined ? undefined : { filename: filename }),
  makeSampler: (filename, setup) => new MemorySampler(filename, setup),
};

/** NODE_HOST, running the firmware with its function entries and the code of the functions it makes counted in `calls` (for the bench). */
function countingHost(calls: FunctionWork): Host {
  return {
    createContext(globals) {
      const context = NODE_HOST.createContext(globals);
      context[CALL_HOOK] = () => void calls.count++;
      context[MADE_HOOK] = (bytes: number) => void (calls.madeBytes += bytes);
      return context;
    },
    run: (code, context, filename) => NODE_HOST.run(filename === SAVED_CODE_FILE ? instrumentCalls(code, true) : code, context, filename),
    makeSampler: () => null,
  };
}

/** What the firmware's JavaScript did, counted since the fake was made. */
export interface FunctionWork {
  /** Function entries. */
  count: number;
  /** Bytes of the code of the functions made (expressions evaluated, declarations inside functions reached), which Espruino copies as it makes one. */
  madeBytes: number;
}

export class FakeEspruino extends FakeMachine {
  /** With `countCalls`: what the firmware's JavaScript did since the fake was created. */
  readonly calls: FunctionWork;

  constructor(options: FakeOptions = {}) {
    const calls = { count: 0, madeBytes: 0 };
    if (options.countCalls && options.probeMemory) throw new Error('countCalls and probeMemory both instrument the bundle: take one');
    super(options, options.countCalls ? countingHost(calls) : NODE_HOST);
    this.calls = calls;
  }
}
