// Every `const` the minified bundle declares becomes `let`: the same block scope on Espruino, two bytes
// shorter in the bundle, and the firmware never assigns a constant (TypeScript refuses it).
import { parse } from 'acorn';
import { full } from 'acorn-walk';
import MagicString from 'magic-string';

export function letForConst() {
  return {
    name: 'let-for-const',
    renderChunk(code) {
      const out = new MagicString(code);
      full(parse(code, { ecmaVersion: 'latest' }), (node) => {
        if (node.type === 'VariableDeclaration' && node.kind === 'const') out.overwrite(node.start, node.start + 5, 'let');
      });
      return { code: out.toString(), map: out.generateMap({ hires: true }) };
    },
  };
}
