// The registry builds a system when first asked and keeps only the few a game asks for: a menu that
// lists every system, or a validation that names one, leaves none held (on Espruino every function of a
// held system is RAM for the whole game).
import { describe, expect, it } from 'vitest';
import { registryOf } from '../../firmware/core/systems/lookup';
import type { TimeSystem } from '../../firmware/core/systems/system';

function counting(names: string[]) {
  const builds: Record<string, number> = {};
  const factories: Record<string, () => TimeSystem> = {};
  for (const name of names) {
    factories[name] = () => {
      builds[name] = (builds[name] ?? 0) + 1;
      return { systemName: name } as TimeSystem;
    };
  }
  return { registry: registryOf(factories), builds };
}

describe('the registry of time systems', () => {
  it('builds a system a game asks for once, and keeps the last four', () => {
    const { registry, builds } = counting(['a', 'b', 'c', 'd', 'e']);
    for (const name of ['a', 'b', 'a', 'b']) registry.of(name);
    expect(builds).toEqual({ a: 1, b: 1 });
    for (const name of ['c', 'd', 'e', 'a']) registry.of(name);
    expect(builds).toEqual({ a: 2, b: 1, c: 1, d: 1, e: 1 });
    expect(registry.of('nope')).toBeUndefined();
  });

  it('keeps nothing a menu or a validation asks for, but lends what a game keeps', () => {
    const { registry, builds } = counting(['a', 'b', 'c']);
    registry.of('a');
    for (const name of registry.names()) registry.peek(name);
    expect(builds).toEqual({ a: 1, b: 1, c: 1 });
    registry.peek('b');
    registry.of('a');
    expect(builds).toEqual({ a: 1, b: 2, c: 1 });
    expect(registry.peek('nope')).toBeUndefined();
  });
});
