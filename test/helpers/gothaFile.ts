// A tournament file as OpenGotha writes one (ExternalDocument.java's export, cited in sim/hall/pairings.ts),
// made here for the hall's tests: six players whose names try every hard case, and two rounds of games.
import { gothaKey } from '../../sim/hall/pairings';

export const PLAYERS = [
  { name: 'Müller', firstName: 'Zoé', rank: '3D' },
  { name: '李', firstName: '昌镐', rank: '9D' },
  { name: "O'Neil", firstName: "D'Arcy", rank: '1K' },
  { name: 'Smith & Sons', firstName: '<b>Bold</b>', rank: '15K' },
  { name: 'van der Berg', firstName: 'Anna Maria', rank: '2D' },
  { name: 'Ōta', firstName: 'Ken', rank: '5K' },
];

const xmlText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** What a test changes in the file: round 2, table 3's handicap, a bye in round 2, text put before <Games>. */
export interface GothaFileOptions {
  handicap?: number;
  bye?: boolean;
  before?: string;
}

/** A tournament file as OpenGotha writes one: players, then games of two rounds, keyed by gothaKey (a bye and a handicap as asked). */
export function gothaFile(options: GothaFileOptions = {}): string {
  const key = (i: number) => xmlText(gothaKey(PLAYERS[i].name, PLAYERS[i].firstName));
  const players = PLAYERS.map((p) => '<Player agaId="" club="Ams&amp;" country="NL" egfPin="" firstName="' + xmlText(p.firstName) + '" name="' + xmlText(p.name) + '" rank="' + p.rank + '" rating="1900" registeringStatus="FIN"/>');
  const game = (round: number, table: number, black: number, white: number, handicap = 0) =>
    '<Game blackPlayer="' + key(black) + '" handicap="' + handicap + '" knownColor="true" result="RESULT_UNKNOWN" roundNumber="' + round + '" tableNumber="' + table + '" whitePlayer="' + key(white) + '"/>';
  const games = [game(1, 1, 0, 1), game(1, 2, 2, 3), game(1, 3, 4, 5), game(2, 1, 1, 2), game(2, 2, 3, 4), game(2, 3, 5, 0, options.handicap ?? 0)];
  // OpenGotha writes <ByePlayers> after <Games> (ExternalDocument.java, generateXMLByePlayersElement).
  const byes = options.bye === true ? '<ByePlayers>\n<ByePlayer player="' + key(0) + '" roundNumber="2"/>\n</ByePlayers>\n' : '';
  return '<?xml version="1.0" encoding="UTF-8" standalone="no"?>\n<Tournament dataVersion="201" fullVersionNumber="3.51">\n<Players>\n' + players.join('\n') +
    '\n</Players>\n' + (options.before ?? '') + '<Games>\n' + games.join('\n') + '\n</Games>\n' + byes + '</Tournament>\n';
}
