// The Espruino the firmware needs. It is tested on 2v29, the version whose interpreter the project runs
// it on; older ones lack or differ in what the record relies on (Storage.read with an offset, getStats,
// StorageFile chunks), so an older board gets a message on the faces instead of a crash.
export const REQUIRED_VERSION = '2v29';

/** "2v29" → [2, 29]; a cutting-edge build's "2v29.12" → [2, 29, 12]; anything else → []. */
function parts(version: string): number[] {
  const v = version.indexOf('v');
  const numbers = [version.slice(0, v)].concat(version.slice(v + 1).split('.'));
  const out: number[] = [];
  for (let i = 0; i < numbers.length; i++) {
    // Versions keep a leading zero (2v05): every character must be a digit.
    const text = numbers[i];
    for (let k = 0; k < text.length; k++) if (text.charAt(k) < '0' || text.charAt(k) > '9') return [];
    if (text === '') return [];
    out.push(parseInt(text, 10));
  }
  return v > 0 ? out : [];
}

export function versionAtLeast(found: string, required: string): boolean {
  const a = parts(found);
  const b = parts(required);
  if (a.length === 0) return false;
  for (let i = 0; i < b.length; i++) {
    const x = a[i] ?? 0;
    if (x !== b[i]) return x > b[i];
  }
  return true;
}
