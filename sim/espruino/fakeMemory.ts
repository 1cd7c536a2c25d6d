// process.memory() for the fake: an estimate of the JsVars a set of values takes on a board (Jolt.js
// has 12,000 of 14 bytes). Espruino stores each object, property name and value in ~13-byte blocks; code stays in flash
// when saved, so it is not counted. Closures are invisible from here: an estimate, not a measurement.

// The costs of names and values in 13-byte variables, measured on Espruino 2v29's interpreter
// (process.memory() before and after making each kind of value). The memory model (memoryProbe.ts) runs
// these very functions inside the firmware's realm, so they are plain ES5.

/** A property or variable name: four characters in its own variable, nine in each one more. */
export function nameCost(name: string): number {
  return name.length <= 4 ? 1 : 1 + Math.ceil((name.length - 4) / 9);
}

/** A string value: eight characters in its first variable, nine in each one more. */
export function stringCost(text: string): number {
  return text.length <= 8 ? 1 : 1 + Math.ceil((text.length - 8) / 9);
}

/**
 * The global under which the fake keeps every string its Storage module's read returned. Storage is mapped
 * into memory on Jolt.js, so such a string is a native one, a single variable pointing into flash however long
 * it is (src/jsflash.c, jsvAddressToVar: jsvNewNativeString on every build but Linux's).
 */
export const MAPPED_KEY = '__storageMapped';

/** A number value: an integer under 2^29 sits in the name that holds it; any other takes a variable. */
export function numberCost(n: number): number {
  return Math.floor(n) === n && Math.abs(n) < 536870912 ? 0 : 1;
}

export function estimateMemory(roots: unknown[], total: number, blockBytes: number, mapped: Record<string, 1> = {}) {
  const seen = new WeakSet<object>();
  let usage = 0;
  const walk = (value: unknown) => {
    if (typeof value === 'string') usage += Object.prototype.hasOwnProperty.call(mapped, value) ? 1 : stringCost(value);
    else if (typeof value === 'number') usage += numberCost(value);
    else if (typeof value === 'boolean' || value === null) usage += 1;
    else if (typeof value === 'object' && !seen.has(value)) {
      seen.add(value);
      usage += 1;
      if (ArrayBuffer.isView(value)) usage += Math.ceil((value as Uint8Array).byteLength / 12);
      else for (const key of Object.keys(value)) {
        usage += Array.isArray(value) ? 1 : nameCost(key);
        walk((value as Record<string, unknown>)[key]);
      }
    }
  };
  for (const root of roots) walk(root);
  return { free: total - usage, usage: usage, total: total, history: 0, gc: 0, gctime: 0, blocksize: blockBytes };
}
