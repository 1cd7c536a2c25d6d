// Every key of the device's words the bundle names becomes its short id (wordIds.js), as the words file in
// Storage names them: "device.flag", "moves.device.left " (a key and its figure to come), and the parts the
// firmware completes at run time ("device.menu." + kind). The build fails on a string that looks like a key
// and has no id, and on an id the bundle never uses (a key the firmware no longer names still in WORD_KEYS), but for
// the keys of a time system the build leaves out.
// A plugin after terser, which would otherwise take each id that reads like a name for a public property's.
import { parse } from 'acorn';
import { full } from 'acorn-walk';
import MagicString from 'magic-string';
import { KEY_LIKE, WORD_KEYS, WORD_PREFIXES, WORD_SUFFIXES, wordId } from './wordIds.js';

export function shortenWordKeys() {
  return {
    name: 'shorten-word-keys',
    renderChunk(code) {
      const out = new MagicString(code);
      const unused = new Set(WORD_KEYS.concat(WORD_PREFIXES.map((p) => p[0]), WORD_SUFFIXES.map((s) => s[0])));
      const errors = [];
      const named = new Set();
      full(parse(code, { ecmaVersion: 'latest' }), (node) => {
        if (node.type !== 'Literal' || typeof node.value !== 'string') return;
        // A key and the figure the firmware adds after a space ("moves.device.left " + n).
        const key = node.value.replace(/ $/, '');
        if (!KEY_LIKE.test(key)) return;
        const quote = code.charAt(node.start);
        try {
          out.overwrite(node.start, node.end, quote + wordId(key) + node.value.slice(key.length) + quote);
          unused.delete(key);
          named.add(key);
        } catch (error) {
          errors.push(error.message);
        }
      });
      // A time system's keys are owed only by a build that has the system, whose module names its own "<system>.device.<x>"
      // keys (a registry that leaves it out names none of them; the faces may still name its "<system>.device").
      const systems = new Set([...named].filter((key) => key.split('.').length > 2).map((key) => key.split('.')[0]));
      for (const key of unused) if (key.startsWith('device.') || systems.has(key.split('.')[0])) errors.push('wordIds.js: the bundle never names ' + key + ', which has an id');
      if (errors.length > 0) this.error('shorten-word-keys: ' + errors.join('; '));
      return { code: out.toString(), map: out.generateMap({ hires: true }) };
    },
  };
}
