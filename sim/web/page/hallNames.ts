// The players' names on the hall page's tiles: written as pieces a line may break between (hallReading.ts), and
// fitted to what the tile leaves them: drawn smaller until they fit, never below the smallest a room reads;
// a name that still does not fit is cut with an ellipsis (.clipped), its tile keeping its size, so that a
// screen's rows always fit it.
import { namePieces } from './hallReading';
import { MIN_TEXT_PX } from './hallLayout';
import { escapeXml } from '../../host/markup';
import type { PlayerText, Tile } from './hallTiles';

/** About how wide a name is, in Latin letters: a CJK character is two. */
const widthOf = (text: string) => Array.from(text).reduce((sum, char) => sum + (char.charCodeAt(0) >= 0x2e80 ? 2 : 1), 0);

/**
 * A player's name and rank, each piece whole on a line. Where the two names need more than the tile's width,
 * each gives up room by its width (flex-shrink), but a name at most half as wide as the other gives up none:
 * a short name stays whole on its line, and the long one wraps.
 */
function nameHtml(side: 'black' | 'white', player: PlayerText, text: string, other: string): string {
  const width = widthOf(text);
  const shrink = 2 * width <= widthOf(other) ? 0 : width;
  const pieces = namePieces(player.name, player.rank).map((piece) => '<span class="w">' + escapeXml(piece) + '</span>');
  return '<span class="player ' + side + '" style="flex-shrink: ' + shrink + '">' + pieces.join(' ') + '</span>';
}

/** A tile's players as HTML: '' without pairings. */
export function playersHtml(tile: Tile): string {
  if (tile.players === null) return '';
  return nameHtml('black', tile.players.black, tile.blackPlayer, tile.whitePlayer) + nameHtml('white', tile.players.white, tile.whitePlayer, tile.blackPlayer);
}

/** The names' font in em of the tile's (hall.html's .players), before a tile's own --name-scale. */
const NAMES_EM = 1.15;
/** Rounds of shrinking at most: each takes a tile's names most of the way (by the square root of what they lack). */
const FIT_ROUNDS = 6;
const nameScales = new WeakMap<HTMLElement, number>();

/**
 * How much of what a tile's names need their room holds (1: they fit), down and across: their lines' height,
 * and their longest pieces side by side, which are never broken.
 */
function roomFor(players: HTMLElement): { down: number; across: number } {
  const share = (room: number, needs: number) => Math.min(1, room / Math.max(1, needs - 1));
  return { down: share(players.clientHeight, players.scrollHeight), across: share(players.clientWidth, players.scrollWidth) };
}

/**
 * Shrinks names until each tile's fit what the tile leaves them, the tiles' font being `fontPx`: `changed`
 * tiles' players from full size, `grown` ones from where they are. Every size is read before anything is
 * written again: one layout a round, not one a tile.
 */
export function fitNames(changed: HTMLElement[], grown: HTMLElement[], fontPx: number): void {
  for (const players of changed) {
    nameScales.set(players, 1);
    players.style.removeProperty('--name-scale');
    players.classList.remove('clipped');
  }
  const smallest = MIN_TEXT_PX / (fontPx * NAMES_EM);
  let left = changed.concat(grown);
  for (let round = 0; round < FIT_ROUNDS && left.length > 0; round++) {
    const sizes = left.map((players) => ({ players: players, room: roomFor(players) }));
    left = [];
    for (const size of sizes.filter((measured) => measured.room.down < 1 || measured.room.across < 1)) {
      const scale = nameScales.get(size.players) ?? 1;
      // At the smallest legible size and still too long: cut with an ellipsis, the tile's size kept.
      if (scale <= smallest || round === FIT_ROUNDS - 1) size.players.classList.add('clipped');
      else {
        // Lines wrap as the font shrinks, so a height falls about as the square of the font; a word's width, as the font.
        const next = Math.max(smallest, scale * Math.min(0.95, Math.sqrt(size.room.down), size.room.across));
        nameScales.set(size.players, next);
        size.players.style.setProperty('--name-scale', next.toFixed(3));
        left.push(size.players);
      }
    }
  }
}
