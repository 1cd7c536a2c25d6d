// OpenGotha's tournament file as a strict XML parser reads it (npm's saxes): a file that is not well-formed
// XML (truncated, say) or that uses an entity XML does not predefine is refused, as OpenGotha's own parser
// (Java's DocumentBuilder, ExternalDocument.getDocumentFromXMLFile) gives it no tournament; a comment or a
// CDATA section is never an element. The elements OpenGotha reads by name (getElementsByTagName, at any
// depth: <Player>, <Game>, <ByePlayer>) are kept with their attributes and, for <Game>, where its start tag
// lies in the text, so that results are written back into the real games alone and the rest stays byte for
// byte. The file is bounded in size and read in chunks that give the event loop its turn, so a hostile file
// never stops the hall.
import { SaxesParser } from 'saxes';
import { PairingsError } from './pairingTypes';

/** At most this many characters: a 2,000-board federation's file of ten rounds is some 5 MB. */
export const MAX_GOTHA_CHARS = 8 * 1024 * 1024;
/** Characters parsed between two turns of the event loop (a few milliseconds' work). */
const CHUNK_CHARS = 64 * 1024;

/** An element OpenGotha reads: its attributes, and its start tag's place in the text (from `<` to after `>`). */
export interface GothaElement {
  attributes: Record<string, string>;
  start: number;
  end: number;
}

/** What the hall reads of a tournament file. */
export interface GothaDocument {
  /** The <Tournament> element's attributes (dataVersion among them). */
  tournament: Record<string, string>;
  players: GothaElement[];
  games: GothaElement[];
  byes: GothaElement[];
}

const KEPT: Record<string, 'players' | 'games' | 'byes'> = { Player: 'players', Game: 'games', ByePlayer: 'byes' };

/** A parser that fills `doc` from `text`, throwing a PairingsError at the first fault. */
function parserFor(text: string, doc: GothaDocument): SaxesParser {
  const parser = new SaxesParser({ position: true });
  let root: string | null = null;
  let start = 0;
  parser.on('error', (error) => {
    throw new PairingsError('not well-formed XML, line ' + error.message.replace(/^(\d+):(\d+): /, '$1, column $2: ').replace(/\.$/, ''));
  });
  // An internal subset declares entities, which OpenGotha's files never do (a "billion laughs" is one).
  parser.on('doctype', (doctype) => {
    if (doctype.includes('[')) throw new PairingsError('line ' + parser.line + ': a DOCTYPE that declares entities, which an OpenGotha file never has');
  });
  parser.on('opentagstart', () => {
    start = text.lastIndexOf('<', parser.position - 1);
  });
  parser.on('opentag', (tag) => {
    if (root === null) {
      root = tag.name;
      if (root !== 'Tournament') throw new PairingsError('not an OpenGotha tournament: no <Tournament> element');
      doc.tournament = tag.attributes as Record<string, string>;
    }
    const list = KEPT[tag.name];
    if (list !== undefined) doc[list].push({ attributes: tag.attributes as Record<string, string>, start: start, end: parser.position });
  });
  return parser;
}

function emptyDocument(text: string): GothaDocument {
  if (text.length > MAX_GOTHA_CHARS) throw new PairingsError('the file has ' + text.length + ' characters, more than the ' + MAX_GOTHA_CHARS + ' a tournament file needs');
  return { tournament: {}, players: [], games: [], byes: [] };
}

/** Reads `text` at once (a file already in hand, small); throws a PairingsError naming the fault. */
export function parseGothaXml(text: string): GothaDocument {
  const doc = emptyDocument(text);
  parserFor(text, doc).write(text).close();
  return doc;
}

/** Reads `text` a chunk at a time, the event loop served between chunks; rejects with a PairingsError naming the fault. */
export async function readGothaXml(text: string): Promise<GothaDocument> {
  const doc = emptyDocument(text);
  const parser = parserFor(text, doc);
  for (let at = 0; at < text.length; at += CHUNK_CHARS) {
    // A chunk may end between a surrogate pair's halves: saxes takes the pair whole across writes.
    parser.write(text.slice(at, at + CHUNK_CHARS));
    await new Promise<void>((resolve) => setImmediate(resolve));
  }
  parser.close();
  return doc;
}
