// The registry's lookups. A system is built from its factory when first asked for and kept while it is
// among the few in use: on Espruino each method of a held system is a function in RAM the whole game,
// so a clock holds the systems of the game it plays, not every one it knows.
// @espruino-hot: its functions run at every wake-up, so the build keeps them declared.
import type { Registry, TimeSystem } from './system';

/** A game uses at most four systems at once (time odds, each side a multi-stage control and its stage). */
const KEEP = 4;

export type Factories = Record<string, (registry: Registry) => TimeSystem>;

/** A registry over `factories`, one per system name, in the order a menu offers them. */
export function registryOf(factories: Factories): Registry {
  const built: TimeSystem[] = [];
  const held = (name: string) => {
    for (let i = 0; i < built.length; i++) if (built[i].systemName === name) return built[i];
    return undefined;
  };
  const registry: Registry = {
    last: null,
    of(name: string) {
      let system = held(name);
      if (system === undefined && factories[name] !== undefined) {
        system = factories[name](registry);
        built.unshift(system);
        if (built.length > KEEP) built.pop();
      }
      if (system !== undefined) registry.last = system;
      return system;
    },
    // A menu lists every system and a validation may name any: neither should leave systems held all game.
    peek(name: string) {
      const kept = held(name);
      return kept !== undefined || factories[name] === undefined ? kept : factories[name](registry);
    },
    names() {
      return Object.keys(factories);
    },
  };
  return registry;
}
