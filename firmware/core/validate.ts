// Small checks for untrusted JSON. Every error names the field and the reason,
// e.g. "timeControl.periodMs: must be a whole number of seconds (got 1500)".
// @espruino-hot: its functions run at every wake-up, so the build keeps them declared.

/** Messages are one line of at most this many characters. */
const MAX_MESSAGE = 400;
const MAX_FIELD = 80;

/**
 * One line of at most 400 characters (room for the list of preset names) with every control character escaped, so that nothing a user
 * typed (a newline, an escape sequence, a megabyte of text) reaches a terminal as it is.
 */
export function oneLine(text: string): string {
  let out = '';
  for (let i = 0; i < text.length && out.length <= MAX_MESSAGE; i++) {
    const code = text.charCodeAt(i);
    const control = code < 0x20 || (code >= 0x7f && code < 0xa0) || code === 0x2028 || code === 0x2029;
    out += control ? '\\u' + ('000' + code.toString(16)).slice(-4) : text.charAt(i);
  }
  return out.length > MAX_MESSAGE ? out.slice(0, MAX_MESSAGE - 3) + '...' : out;
}

export function fieldError(field: string, reason: string): Error {
  const name = field.length > MAX_FIELD ? field.slice(0, MAX_FIELD - 3) + '...' : field;
  return new Error(oneLine(name + ': ' + reason));
}

/** A short, escaped picture of a value, however large or deeply nested it is. */
function sketch(value: unknown, depth: number): string {
  if (typeof value === 'string') return JSON.stringify(value.length > 40 ? value.slice(0, 40) : value);
  if (Array.isArray(value)) {
    if (depth > 1) return '[...]';
    const items: string[] = [];
    for (let i = 0; i < value.length && i < 4; i++) items.push(sketch(value[i], depth + 1));
    return '[' + items.join(',') + (value.length > 4 ? ',...' : '') + ']';
  }
  if (isRecord(value)) {
    if (depth > 1) return '{...}';
    const keys = Object.keys(value);
    const items: string[] = [];
    for (let i = 0; i < keys.length && i < 3; i++) items.push(sketch(keys[i], 2) + ':' + sketch(value[keys[i]], depth + 1));
    return '{' + items.join(',') + (keys.length > 3 ? ',...' : '') + '}';
  }
  return String(value);
}

export function describe(value: unknown): string {
  if (value === undefined) return 'nothing';
  const text = sketch(value, 0);
  return text.length > 40 ? text.slice(0, 37) + '...' : text;
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The object's own enumerable fields, copied onto an object with no prototype: nothing inherited is
 * ever read as a setting, and a "__proto__" key is just an unknown field.
 */
export function requireRecord(value: unknown, field: string): Record<string, unknown> {
  if (!isRecord(value)) throw fieldError(field, 'must be an object (got ' + describe(value) + ')');
  const own = Object.create(null) as Record<string, unknown>;
  const keys = Object.keys(value);
  for (let i = 0; i < keys.length; i++) own[keys[i]] = value[keys[i]];
  return own;
}

/** Rejects keys outside `allowed`, so a misspelt field is an error instead of a silent default. */
export function rejectUnknownKeys(record: Record<string, unknown>, allowed: string[], field: string): void {
  const keys = Object.keys(record);
  for (let i = 0; i < keys.length; i++) {
    if (allowed.indexOf(keys[i]) < 0) {
      throw fieldError(field + '.' + keys[i], 'is not a known field (known: ' + allowed.join(', ') + ')');
    }
  }
}

export function isWholeNumber(value: unknown): value is number {
  return typeof value === 'number' && isFinite(value) && Math.floor(value) === value;
}

export function requireInteger(value: unknown, field: string, min: number, max: number): number {
  if (!isWholeNumber(value)) throw fieldError(field, 'must be a whole number (got ' + describe(value) + ')');
  if (value < min || value > max) {
    throw fieldError(field, 'must be between ' + min + ' and ' + max + ' (got ' + value + ')');
  }
  return value;
}

export function requireBoolean(value: unknown, field: string): boolean {
  if (typeof value !== 'boolean') throw fieldError(field, 'must be true or false (got ' + describe(value) + ')');
  return value;
}

export function requireOneOf<T extends string>(value: unknown, choices: T[], field: string): T {
  for (let i = 0; i < choices.length; i++) if (value === choices[i]) return choices[i];
  throw fieldError(field, 'must be one of "' + choices.join('", "') + '" (got ' + describe(value) + ')');
}

/** An array of whole numbers in [min, max], strictly increasing (or decreasing when `descending`). */
export function requireSortedIntegers(
  value: unknown,
  field: string,
  min: number,
  max: number,
  descending: boolean,
): number[] {
  if (!Array.isArray(value)) throw fieldError(field, 'must be an array of whole numbers (got ' + describe(value) + ')');
  const out: number[] = [];
  for (let i = 0; i < value.length; i++) {
    const n = requireInteger(value[i], field + '[' + i + ']', min, max);
    if (i > 0 && (descending ? n >= out[i - 1] : n <= out[i - 1])) {
      throw fieldError(field, 'must be strictly ' + (descending ? 'decreasing' : 'increasing') + ' (got ' + describe(value) + ')');
    }
    out.push(n);
  }
  return out;
}
