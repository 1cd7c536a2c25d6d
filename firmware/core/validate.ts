// Small checks for untrusted JSON. Every error names the field and the reason,
// e.g. "timeControl.periodMs: must be a whole number of seconds (got 1500)".

export function fieldError(field: string, reason: string): Error {
  return new Error(field + ': ' + reason);
}

export function describe(value: unknown): string {
  if (value === undefined) return 'nothing';
  const text = JSON.stringify(value);
  return text.length > 40 ? text.slice(0, 37) + '...' : text;
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function requireRecord(value: unknown, field: string): Record<string, unknown> {
  if (!isRecord(value)) throw fieldError(field, 'must be an object (got ' + describe(value) + ')');
  return value;
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
