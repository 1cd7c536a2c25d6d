// What Espruino's lexer reads in a pretokenised program (what `npm run flash` saves as .bootcde), written
// back as JavaScript, so that the fake runs the very bytes a board keeps. Followed: Espruino's src/jslex.h
// (LEX_TYPES: a byte from 138 up is an operator or a reserved word, in that list's order; 209 and 210
// a raw string of an 8- or 16-bit length; 211 to 213 a raw integer) and src/jslex.c (jslGetRawString,
// jslGetNextToken: a raw string's length comes low byte first, a 16-bit integer too, and an 8-bit one
// is signed). Quoted strings, template literals and comments are read through as the lexer reads them, so a
// byte above 127 inside one stays a character.

/** LEX_EQUAL (138) onwards: `_LEX_OPERATOR1`, `=>`, then the reserved words up to LEX_R_OF (198). */
const TOKENS_FROM_138 = [
  '==', '===', '!=', '!==', '<=', '<<', '<<=', '>=', '>>', '>>>', '>>=', '>>>=', '+=', '-=', '++', '--', '*=', '/=', '%=', '&=',
  '&&', '|=', '||', '^=', '=>',
  'if', 'else', 'do', 'while', 'for', 'break', 'continue', 'function', 'return', 'var', 'let', 'const', 'this', 'throw', 'try',
  'catch', 'finally', 'true', 'false', 'null', 'undefined', 'new', 'in', 'instanceof', 'switch', 'case', 'default', 'delete',
  'typeof', 'void', 'debugger', 'class', 'extends', 'super', 'static', 'of',
];
const FIRST_TOKEN = 138;
/** _LEX_OPERATOR2_START (LEX_R_OF + 10): `??`, then the raw values. */
const NULLISH = 208;
const RAW_STRING8 = 209;
const RAW_STRING16 = 210;
const RAW_INT0 = 211;
const RAW_INT8 = 212;
const RAW_INT16 = 213;

/** A value as JavaScript source, spaced so it never runs into a word beside it. */
const word = (text: string) => ' ' + text + ' ';

/** A raw integer (a negative one is a number with its minus, as the pretokeniser took it); spaced, so that no `-` runs into it. */
const integer = (value: number) => word(String(value));

/** How far a quoted string, template literal or comment starting at `at` reaches (one past its end). */
function plainEnd(code: string, at: number): number {
  const open = code[at];
  if (open === '/') {
    const close = code[at + 1] === '/' ? '\n' : '*/';
    const end = code.indexOf(close, at + 2);
    return end < 0 ? code.length : end + close.length;
  }
  let i = at + 1;
  while (i < code.length && code[i] !== open) i += code[i] === '\\' ? 2 : 1;
  return i + 1;
}

/** The JavaScript a pretokenised program stands for; `bytes` a byte a character (latin1). Throws on a byte no lexer reads. */
export function detokenise(bytes: string): string {
  let out = '';
  let i = 0;
  while (i < bytes.length) {
    const code = bytes.charCodeAt(i);
    const c = bytes[i];
    if (c === '"' || c === "'" || c === '`' || (c === '/' && (bytes[i + 1] === '/' || bytes[i + 1] === '*'))) {
      const end = plainEnd(bytes, i);
      out += bytes.slice(i, end);
      i = end;
    } else if (code < 128) {
      out += c;
      i++;
    } else if (code === RAW_STRING8 || code === RAW_STRING16) {
      const wide = code === RAW_STRING16;
      const length = bytes.charCodeAt(i + 1) | (wide ? bytes.charCodeAt(i + 2) << 8 : 0);
      const from = i + (wide ? 3 : 2);
      out += JSON.stringify(bytes.slice(from, from + length));
      i = from + length;
    } else if (code === RAW_INT0) {
      out += word('0');
      i++;
    } else if (code === RAW_INT8) {
      out += integer((bytes.charCodeAt(i + 1) << 24) >> 24);
      i += 2;
    } else if (code === RAW_INT16) {
      out += integer(((bytes.charCodeAt(i + 1) | (bytes.charCodeAt(i + 2) << 8)) << 16) >> 16);
      i += 3;
    } else if (code === NULLISH) {
      out += '??';
      i++;
    } else if (code >= FIRST_TOKEN && code < FIRST_TOKEN + TOKENS_FROM_138.length) {
      out += word(TOKENS_FROM_138[code - FIRST_TOKEN]);
      i++;
    } else {
      throw new Error('byte ' + code + ' at ' + i + ' is no token Espruino reads');
    }
  }
  return out;
}
