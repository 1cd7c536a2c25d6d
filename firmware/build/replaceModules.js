// A firmware with fewer rooms: each module named in `replacements` (a path from the project's root) is
// built from another file instead, so what the original would bring is never bundled. A replacement
// that matches no module of the build fails it.
import { resolve } from 'node:path';

export function replaceModules(replacements) {
  const wanted = new Map(Object.entries(replacements).map(([from, to]) => [resolve(from), resolve(to)]));
  const used = new Set();
  return {
    name: 'replace-modules',
    async resolveId(source, importer, options) {
      if (importer === undefined) return null;
      const resolved = await this.resolve(source, importer, Object.assign({}, options, { skipSelf: true }));
      if (resolved === null || !wanted.has(resolved.id)) return null;
      used.add(resolved.id);
      return wanted.get(resolved.id);
    },
    buildEnd(error) {
      if (error) return;
      for (const from of wanted.keys()) if (!used.has(from)) this.error('replace-modules: no module of the build is ' + from);
    },
  };
}
