// Espruino 2v29 takes the wrong branch of a statement that follows `case X:` and begins with a string literal:
// `case"x":"p"!==b?c():d()` calls c when b is "p" (tried on the interpreter; `default:` and other places are
// right). Terser writes such statements when it turns an if/else into ?: or &&, so each string that begins a
// statement of a case goes in brackets: `case"x":("p")!==b?c():d()`, which Espruino reads right.
import { parse } from 'acorn';
import { full } from 'acorn-walk';
import MagicString from 'magic-string';

export function bracketCaseStrings() {
  return {
    name: 'bracket-case-strings',
    renderChunk(code) {
      const ast = parse(code, { ecmaVersion: 'latest' });
      const starts = new Set();
      full(ast, (node) => {
        if (node.type === 'SwitchCase' && node.test !== null) for (const statement of node.consequent) starts.add(statement.start);
      });
      const out = new MagicString(code);
      let bracketed = 0;
      full(ast, (node) => {
        if (node.type !== 'Literal' || typeof node.value !== 'string' || !starts.has(node.start)) return;
        starts.delete(node.start);
        out.appendLeft(node.start, '(');
        out.appendRight(node.end, ')');
        bracketed++;
      });
      return bracketed === 0 ? null : { code: out.toString(), map: out.generateMap({ hires: true }) };
    },
  };
}
