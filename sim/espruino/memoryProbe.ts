// The fake's memory model: at a moment the fake chooses (memorySampler.ts), the firmware is
// paused through Node's inspector and everything it holds is counted in Espruino's terms: the variables
// of each bundle frame on the stack and of the closures they run in, the globals it made, the callbacks
// the interpreter keeps for it, and, through every function reached, that function's own closure. So
// data that only a running function or a closure holds (an array of every event, a whole file in a
// string) is seen, as the interpreter's variable store sees it.
import inspector from 'node:inspector';
import { nameCost, numberCost, stringCost, MAPPED_KEY } from './fakeMemory';
import { KNOWN_KEY, ROOTS_KEY } from './fakeSetup';

/**
 * In the firmware's realm: a scope as the inspector hands it over (from a function's [[Scopes]] as {description,
 * object}, from a frame as itself), as its names, their values, and its key (the names joined).
 */
const SCOPE_ENTRY = `function (raw) {
  var scope = raw.description !== undefined && raw.object ? raw.object : raw;
  var names = Object.keys(scope);
  return { names: names, values: names.map(function (k) { return scope[k]; }), key: names.join(',') };
}`;
/** In the firmware's realm: whether the values of a scope the count took, `taken`, are those of `entry`, a scope of the same names. */
const SAME_VALUES = 'function (taken, entry) { return taken.every(function (v, i) { return v === entry.values[i]; }); }';

/**
 * Runs inside the firmware's realm (which has no Set or WeakSet, as on Espruino). Counts the JsVars of
 * `roots` (each a scope or a value) not already counted in `state`, and lists the functions it met so
 * that their closures can be fetched. Cost model for 13-byte variables, measured on Espruino 2v29's
 * interpreter (fakeMemory.ts): an object or array is a variable, plus a name for each key; an integer
 * under 2^29 sits in its name variable, any other number, a boolean or null takes one; a string as
 * stringCost says, one a string Storage read from flash (fakeMemory.ts, MAPPED_KEY); a buffer one for each twelve bytes; a function five, plus one a parameter (its code
 * stays in flash), and a closure a name variable for each of its variables. An object of the fake
 * itself (a bus, the Storage module) stands for one of the interpreter's built-ins: a variable, plus
 * its buffer if it has one (a Graphics context); so does `global` when the firmware holds it.
 */
const COUNT = `function (state) {
  var roots = Array.prototype.slice.call(arguments, 1);
  var nameCost = ${nameCost.toString()};
  var stringCost = ${stringCost.toString()};
  var numberCost = ${numberCost.toString()};
  var realm = Function('return this')();
  var mapped = realm.${MAPPED_KEY} || {};
  var known = realm.${KNOWN_KEY} || [];
  var scopeEntry = ${SCOPE_ENTRY};
  var sameValues = ${SAME_VALUES};
  var cost = function (value) {
    if (value === undefined) return 0;
    if (value === null) return 1;
    var type = typeof value;
    if (type === 'number') return numberCost(value);
    if (type === 'boolean') return 1;
    if (type === 'string') return Object.prototype.hasOwnProperty.call(mapped, value) ? 1 : stringCost(value);
    if (type !== 'object' && type !== 'function') return 1;
    if (state.seen.indexOf(value) >= 0) return 0;
    state.seen.push(value);
    var kind = Object.prototype.toString.call(value);
    if (kind === '[object ArrayBuffer]') return 1 + Math.ceil(value.byteLength / 12);
    if (ArrayBuffer.isView(value)) return 2 + cost(value.buffer);
    // Not made by the firmware: one of the interpreter's own objects (a bus, a module, a graphics context),
    // or \`global\` itself, whose firmware-made members the fake hands over as roots of their own.
    if (value === realm) return 1;
    if (!(value instanceof Object)) return kind === '[object Object]' && value.buffer ? 1 + cost(value.buffer) : 1;
    if (type === 'function') {
      if (known.indexOf(value) < 0) state.functions.push(value);
      return 5 + value.length;
    }
    var n = 1;
    var keys = Object.keys(value);
    for (var i = 0; i < keys.length; i++) n += (Array.isArray(value) ? 1 : nameCost(keys[i])) + cost(value[keys[i]]);
    return n;
  };
  var total = 0;
  for (var r = 0; r < roots.length; r++) {
    var root = roots[r];
    if (!root || !root.scope) { total += cost(root && root.value); continue; }
    var entry = scopeEntry(root.scope);
    var sameNames = state.scopes[entry.key] || (state.scopes[entry.key] = []);
    if (sameNames.some(function (taken) { return sameValues(taken, entry); })) continue;
    sameNames.push(entry.values);
    for (var i = 0; i < entry.names.length; i++) total += nameCost(entry.names[i]) + cost(entry.values[i]);
  }
  state.vars += total;
  var fresh = state.functions.slice(state.fetched);
  state.fetched = state.functions.length;
  return fresh;
}`;

type Post = (method: string, params?: object) => any;

/** An argument of a call in the firmware's realm: an object the inspector handed out, or a plain value. */
type Argument = { objectId: string } | { value: boolean };
const objects = (ids: string[]): Argument[] => ids.map((id) => ({ objectId: id }));

/** The inspector's group for the objects one count asks for, released when it ends. */
const GROUP = 'memory-probe';

export class MemoryProbe {
  private readonly session = new inspector.Session();
  private readonly urls: Record<string, string> = {};
  private result = -1;

  constructor(private readonly filename: string) {
    this.session.connect();
    this.session.on('Debugger.scriptParsed', (m) => {
      this.urls[m.params.scriptId] = m.params.url;
    });
    this.post('Debugger.enable');
    this.session.on('Debugger.paused', (m) => {
      try {
        this.result = this.count(m.params.callFrames);
      } finally {
        this.post('Debugger.resume');
      }
    });
  }

  /**
   * The firmware's JsVars now: everything on its stack and in its closures, plus the roots the caller
   * left on the firmware's global object under ROOTS_KEY (its globals, the callbacks the interpreter keeps).
   * Call it from a function the firmware called, so that its frames are on the stack.
   */
  sample(): number {
    this.result = -1;
    // eslint-disable-next-line no-debugger
    debugger;
    if (this.result < 0) throw new Error('the memory probe found no firmware frame on the stack');
    return this.result;
  }

  close(): void {
    this.post('Debugger.disable');
    this.session.disconnect();
  }

  private post: Post = (method, params) => {
    let out: any;
    let failure: Error | null = null;
    this.session.post(method, params, (error, result) => {
      failure = error;
      out = result;
    });
    if (failure) throw failure;
    return out;
  };

  private call(objectId: string, functionDeclaration: string, args: Argument[] = []): string | undefined {
    return this.post('Runtime.callFunctionOn', { objectId: objectId, functionDeclaration: functionDeclaration, arguments: args, objectGroup: GROUP }).result.objectId;
  }

  private count(frames: inspector.Debugger.CallFrame[]): number {
    const scopeIds: string[] = [];
    for (const frame of frames) {
      if (this.urls[frame.location.scriptId] !== this.filename) continue;
      for (const scope of frame.scopeChain) if (scope.type !== 'global' && scope.object.objectId !== undefined) scopeIds.push(scope.object.objectId);
    }
    if (scopeIds.length === 0) return -1;
    // Any object of the firmware's realm serves to run the counter there.
    const anchor = scopeIds[0];
    // The values of the scopes taken, by their names joined: a scope is compared only with those of the same names.
    const state = this.call(anchor, 'function () { return { seen: [], functions: [], fetched: 0, scopes: Object.create(null), vars: 0 }; }') as string;
    // The scopes are marked as such in the realm, in the same call that counts them: a call of the inspector's each is what costs.
    let fresh: string | undefined = this.call(
      anchor,
      'function (state) { var roots = (Function("return this")().' + ROOTS_KEY + ' || []).map(function (v) { return { value: v }; });' +
        ' var frames = Array.prototype.slice.call(arguments, 1).map(function (s) { return { scope: s }; });' +
        ' return (' + COUNT + ').apply(null, [state].concat(roots, frames)); }',
      objects([state].concat(scopeIds)),
    );
    while (fresh !== undefined) fresh = this.countClosures(anchor, fresh, state);
    const vars = this.post('Runtime.callFunctionOn', { objectId: state, functionDeclaration: 'function () { return this.vars; }', returnByValue: true }).result.value as number;
    // What the inspector handed out for this count is let go, or the realm's garbage grows sample by sample.
    this.post('Runtime.releaseObjectGroup', { objectGroup: GROUP });
    return vars;
  }

  /**
   * Counts the closures of the functions in the remote array `listId` (each function's [[Scopes]], read in the realm,
   * the global scope left out: it is counted apart), and gives the functions met there not yet fetched (undefined
   * when there were none to fetch). A call of the inspector's each is what costs: one per function, for its
   * [[Scopes]] list, and one to count them all.
   */
  private countClosures(anchor: string, listId: string, state: string): string | undefined {
    const args: Argument[] = [{ objectId: state }];
    for (const entry of this.post('Runtime.getProperties', { objectId: listId, ownProperties: true }).result) {
      if (!/^\d+$/.test(entry.name) || !entry.value?.objectId) continue;
      const internal: { name: string; value?: { objectId?: string; value?: { scriptId?: string } } }[] = this.post('Runtime.getProperties', { objectId: entry.value.objectId, ownProperties: true }).internalProperties ?? [];
      const scopes = internal.find((p) => p.name === '[[Scopes]]')?.value?.objectId;
      if (scopes === undefined) continue;
      const location = internal.find((p) => p.name === '[[FunctionLocation]]')?.value?.value?.scriptId;
      args.push({ objectId: entry.value.objectId }, { objectId: scopes }, { value: location !== undefined && this.urls[location] === this.filename });
    }
    return args.length === 1 ? undefined : this.call(anchor, COUNT_CLOSURES, args);
  }
}

/**
 * In the firmware's realm: counts the closure scopes of each (function, its [[Scopes]] list, whether the bundle
 * made it) after `state`, and gives the functions met not yet fetched, as COUNT does. A bundle function's outermost
 * closure is the bundle's top-level scope (the script's own, for its lets), which every sample takes from its
 * frames: it is left out, and a bundle function that closes over it alone goes on the KNOWN_KEY list, never fetched again.
 */
const COUNT_CLOSURES = `function (state) {
  var known = Function('return this')().${KNOWN_KEY};
  var roots = [state];
  for (var i = 1; i < arguments.length; i += 3) {
    var chain = arguments[i + 1];
    var closures = [];
    for (var k = 0; k < chain.length; k++) if (!/^Global/.test(chain[k].description || '')) closures.push(chain[k]);
    var counted = closures.length;
    if (arguments[i + 2]) {
      counted--;
      if (counted === 0 && chain.length === 2) known.push(arguments[i]);
    }
    for (var c = 0; c < counted; c++) roots.push({ scope: closures[c] });
  }
  return (${COUNT}).apply(null, roots);
}`;

let shared: MemoryProbe | null = null;

/** One inspector session serves every fake of the process. */
export function sharedProbe(filename: string): MemoryProbe {
  if (shared === null) shared = new MemoryProbe(filename);
  return shared;
}

/** Ends the shared session, which slows everything while it is open. */
export function closeMemoryProbe(): void {
  if (shared !== null) shared.close();
  shared = null;
}
