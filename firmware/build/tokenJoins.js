// Espruino's pretokeniser (what `npm run flash` saves) drops every space between tokens, so `a+ +b`
// would reach the board as `a++b`, another program. The build fails on any such pair, naming where.
import { tokenizer } from 'acorn';

/** Token texts that run together into another token once the space between them is gone. */
function joinsWrongly(before, after) {
  const last = before.charAt(before.length - 1);
  return (last === '+' || last === '-') && after.charAt(0) === last;
}

export function refuseMergingTokens() {
  return {
    name: 'refuse-merging-tokens',
    renderChunk(code) {
      let previous = null;
      for (const token of tokenizer(code, { ecmaVersion: 2020 })) {
        if (previous !== null && previous.end !== token.start && joinsWrongly(code.slice(previous.start, previous.end), code.slice(token.start, token.end))) {
          this.error('refuse-merging-tokens: "' + code.slice(previous.start - 30, token.end + 10) + '" would be pretokenised as ' +
            code.slice(previous.start, previous.end) + code.slice(token.start, token.end) + ': write the sum another way (a ? 1 : 0, or String(b))');
        }
        previous = token;
      }
      return null;
    },
  };
}
