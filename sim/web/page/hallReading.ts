// What the hall page reads out of the codes it is sent, in the room's language (hallWords.ts): a result as
// SGF writes it ("W+R", "B+3.5", "0"), a rank as OpenGotha writes it ("9P", "5D", "1K"), a game's handicap,
// the round's byes, and where a player's name may break across lines. A code the page does not know is shown as it came.
import { resultParts, resultProblem, type Say } from '../../../firmware/core/index';

/** A result in words: "白中盘胜", "White wins by 3.5 points"; jigo as the hall's word. */
export function resultWords(result: string, say: Say): string {
  if (resultProblem(result) !== '') return result;
  const parts = resultParts(result);
  if (parts.winner === 'jigo') return say('hall.jigo');
  const side = say(parts.winner === 'black' ? 'hall.black' : 'hall.white');
  if (parts.by !== 'points') return say('hall.won.' + parts.by, { side: side });
  const whole = Math.floor(parts.margin);
  const half = parts.margin !== whole;
  if (whole === 0) return say('hall.won.half', { side: side });
  if (whole === 1 && !half) return say('hall.won.one', { side: side });
  return say(half ? 'hall.won.pointsHalf' : 'hall.won.points', { side: side, points: whole });
}

/** A rank in words: 9P as 职业九段 or プロ九段, 5D as 5段 or 五段, 1K as 1级; one it cannot read, as written. */
export function rankWords(rank: string, say: Say): string {
  const match = /^\s*(\d{1,2})\s*([kdp])\s*$/i.exec(rank);
  if (match === null) return rank;
  const n = Number(match[1]);
  const kind = match[2].toLowerCase();
  if (kind === 'k') return say('hall.rank.kyu', { n: n });
  // A dan from 1 to 9 in the language's own numerals; beyond, as figures.
  const digits = Array.from(say(kind === 'p' ? 'hall.rank.proDigits' : 'hall.rank.danDigits'));
  return say(kind === 'p' ? 'hall.rank.pro' : 'hall.rank.dan', { n: n >= 1 && n <= 9 ? digits[n - 1] : n });
}

/** A game's handicap on its tile: the stones from 2, no komi for 1 (as OpenGotha gives it), nothing for an even game. */
export function handicapWords(handicap: number, say: Say): string {
  if (!Number.isInteger(handicap) || handicap < 1) return '';
  return handicap === 1 ? say('hall.noKomi') : say('hall.handicap', { stones: handicap });
}

/** The round's byes in a line ("Bye: Ann Berg 2D, Bo Lind 1K"), each player with their rank in words; '' for none. */
export function byesWords(byes: { name: string; rank: string }[], say: Say): string {
  if (byes.length === 0) return '';
  const players = byes.map((player) => (player.name.trim() + ' ' + rankWords(player.rank, say)).trim());
  return say('hall.byes', { players: players.join(say('hall.between')) });
}

/** Particles that belong to the family name after them: "Van den Berghe" breaks before "Van", never after it. */
const PARTICLES = new Set(['van', 'von', 'der', 'den', 'de', 'del', 'della', 'di', 'da', 'do', 'dos', 'das', 'du', 'le', 'la', 'ten', 'ter', 'zu', 'af', 'av', 'bin', 'ibn', 'al', 'el', 'mac', 'st.']);
/** Letters of an alphabet that writes spaces between a name's words. */
const SPACED = /[A-Za-z\u00c0-\u024f\u0370-\u03ff\u0400-\u04ff]/;

/**
 * A player's name and rank as the pieces a line may break between: a name's words, each whole (a hyphen never
 * breaks), a particle kept with the word after it, the rank with the last word. A name written without
 * spaces between its words' meaning (Chinese, Japanese, Korean) is one piece with its rank.
 */
export function namePieces(name: string, rank: string): string[] {
  const words = name.trim().split(/\s+/).filter((word) => word !== '');
  if (rank !== '') words.push(rank);
  if (!SPACED.test(name)) return words.length === 0 ? [] : [words.join(' ')];
  const pieces: string[] = [];
  let held = '';
  words.forEach((word, i) => {
    const text = held === '' ? word : held + ' ' + word;
    const last = i === words.length - 1;
    if (!last && PARTICLES.has(word.toLowerCase())) held = text;
    else if (last && rank !== '' && pieces.length > 0 && held === '') pieces[pieces.length - 1] += ' ' + word;
    else (pieces.push(text), (held = ''));
  });
  return pieces;
}
