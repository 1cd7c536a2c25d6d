// How the hall page's tiles fill a screen read across a room, without the DOM: from the number of tiles and
// the space below the header, the grid's columns and the tiles' font size. Every size in a tile is in em of
// that font (hall.html), so a tile needs TILE_EM of it whatever the font; the columns are those that let the
// font be largest with every tile on the screen. When even the smallest legible text would not fit them all,
// the tiles are shown a screen at a time (a wall screen cannot be scrolled), each screen of whole rows.

/** What a tile needs, in em of its font: both times side by side (hours, the side on move in bold), two lines of names, its head and result. */
export const TILE_EM = { width: 18.2, height: 7.6, gap: 0.3 };
/** The smallest text on the page, in px: a room cannot read less, a director's screen barely. */
export const MIN_TEXT_PX = 11;
/** The smallest text in a tile (its head and result), in em of the tile's font. */
export const SMALLEST_TEXT_EM = 0.9;
/** The tiles' font below which the smallest text would be under MIN_TEXT_PX. */
export const MIN_FONT_PX = Math.ceil(MIN_TEXT_PX / SMALLEST_TEXT_EM);

export interface HallLayout {
  columns: number;
  /** The tiles' font, whole px. */
  fontPx: number;
  /** Each row's height, whole px: the screen's height shared out among the rows a screen shows. */
  rowPx: number;
  /** How many tiles a screen shows: all of them, or, when they cannot all fit at MIN_FONT_PX, as many whole rows as fit, shared evenly among the screens. */
  perPage: number;
}

/** Tiles in `columns` with the grid's padding and gaps (one gap each), in em, across and down. */
function gridEm(count: number, columns: number): { across: number; down: number } {
  const rows = Math.ceil(count / columns);
  return { across: columns * TILE_EM.width + (columns + 1) * TILE_EM.gap, down: rows * TILE_EM.height + (rows + 1) * TILE_EM.gap };
}

/** The rows of `fontPx` tiles that share `height` px, and the height of each, whole px. */
function rowsOf(rows: number, fontPx: number, height: number): number {
  return Math.floor((height - (rows + 1) * TILE_EM.gap * fontPx) / rows);
}

/** The layout of `count` tiles in `width` × `height` px: the largest font that fits them all, or the smallest legible one, a screen at a time. */
export function hallLayout(count: number, width: number, height: number): HallLayout {
  const tiles = Math.max(1, count);
  let best = { columns: 1, fontPx: 0 };
  for (let columns = 1; columns <= tiles; columns++) {
    const em = gridEm(tiles, columns);
    const fontPx = Math.floor(Math.min(width / em.across, height / em.down));
    if (fontPx > best.fontPx) best = { columns: columns, fontPx: fontPx };
  }
  if (best.fontPx >= MIN_FONT_PX) return { columns: best.columns, fontPx: best.fontPx, rowPx: rowsOf(Math.ceil(tiles / best.columns), best.fontPx, height), perPage: tiles };
  // As many columns and whole rows of legible tiles as the screen holds (one at least), the screens made even.
  const columns = Math.min(tiles, Math.max(1, Math.floor((width / MIN_FONT_PX - TILE_EM.gap) / (TILE_EM.width + TILE_EM.gap))));
  const fullRows = Math.max(1, Math.floor((height / MIN_FONT_PX - TILE_EM.gap) / (TILE_EM.height + TILE_EM.gap)));
  const pages = Math.ceil(tiles / (columns * fullRows));
  const perPage = Math.ceil(tiles / pages);
  return { columns: columns, fontPx: MIN_FONT_PX, rowPx: rowsOf(Math.ceil(perPage / columns), MIN_FONT_PX, height), perPage: perPage };
}
