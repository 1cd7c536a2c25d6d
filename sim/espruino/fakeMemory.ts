// process.memory() for the fake: an estimate of the JsVars a set of values takes on a Pico (5,100 of
// 13 bytes). Espruino stores each object, property name and value in ~13-byte blocks; code stays in flash
// when saved, so it is not counted. Closures are invisible from here: an estimate, not a measurement.

export const PICO_JSVARS = 5100;

export function estimateMemory(roots: unknown[]) {
  const seen = new WeakSet<object>();
  let usage = 0;
  const walk = (value: unknown) => {
    if (typeof value === 'string') usage += 1 + Math.floor(value.length / 12);
    else if (typeof value === 'number' || typeof value === 'boolean') usage += 1;
    else if (value !== null && typeof value === 'object' && !seen.has(value)) {
      seen.add(value);
      usage += 1;
      if (ArrayBuffer.isView(value)) usage += Math.ceil((value as Uint8Array).byteLength / 12);
      else for (const key of Object.keys(value)) {
        usage += 1;
        walk((value as Record<string, unknown>)[key]);
      }
    }
  };
  for (const root of roots) walk(root);
  return { free: PICO_JSVARS - usage, usage: usage, total: PICO_JSVARS, history: 0, gc: 0, gctime: 0, blocksize: 13 };
}
