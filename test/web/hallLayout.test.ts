// The hall page's layout (sim/web/page/hallLayout.ts) on a 1920×1080 screen read across a room: the tiles
// fill the screen below the header without scrolling wherever they can, as large as they fit, and the text
// never falls below the smallest a room can read, showing a screen of whole rows at a time instead; and the page reckons when a report was
// heard, so one slowed on its way does not make its board lag.
import { describe, expect, it } from 'vitest';
import { hallLayout, MIN_FONT_PX, MIN_TEXT_PX, SMALLEST_TEXT_EM, TILE_EM } from '../../sim/web/page/hallLayout';
import { arrivalClock } from '../../sim/web/page/hallTiles';

/** The screen below the header, as the page measures it at 1920×1080. */
const WIDTH = 1920;
const HEIGHT = 1080 - 60;

/** The grid the layout asks for, in px: its tiles, gaps and padding across and down. */
function gridPx(count: number, layout: { columns: number; fontPx: number; rowPx: number }) {
  const rows = Math.ceil(count / layout.columns);
  const gap = TILE_EM.gap * layout.fontPx;
  return { across: layout.columns * TILE_EM.width * layout.fontPx + (layout.columns + 1) * gap, down: rows * layout.rowPx + (rows + 1) * gap };
}

describe('the hall page’s layout', () => {
  it('fills the screen with 4 and 40 boards, without scrolling, each tile as large as its text needs', () => {
    for (const count of [4, 40]) {
      const layout = hallLayout(count, WIDTH, HEIGHT);
      const grid = gridPx(count, layout);
      expect(layout.perPage, count + ' boards').toBe(count);
      expect(grid.across, count + ' boards across').toBeLessThanOrEqual(WIDTH);
      expect(grid.down, count + ' boards down').toBeLessThanOrEqual(HEIGHT);
      expect(layout.rowPx).toBeGreaterThanOrEqual(TILE_EM.height * layout.fontPx);
      // Filled: one more px of font would no longer fit, across or down.
      const larger = gridPx(count, { columns: layout.columns, fontPx: layout.fontPx + 1, rowPx: TILE_EM.height * (layout.fontPx + 1) });
      expect(larger.across > WIDTH || larger.down > HEIGHT, count + ' boards filled').toBe(true);
    }
  });

  it('gives 4 boards huge tiles and 40 large ones', () => {
    const four = hallLayout(4, WIDTH, HEIGHT);
    const forty = hallLayout(40, WIDTH, HEIGHT);
    expect(four).toMatchObject({ columns: 2 });
    expect(four.fontPx).toBeGreaterThanOrEqual(48);
    expect(forty.fontPx).toBeGreaterThanOrEqual(16);
  });

  it('shows 400 boards a screen of whole rows at a time rather than shrink their text below the floor, with as many columns as fit', () => {
    const layout = hallLayout(400, WIDTH, HEIGHT);
    expect(layout.fontPx).toBe(MIN_FONT_PX);
    expect(layout.fontPx * SMALLEST_TEXT_EM).toBeGreaterThanOrEqual(MIN_TEXT_PX);
    expect(gridPx(400, layout).across).toBeLessThanOrEqual(WIDTH);
    expect(gridPx(400, { ...layout, columns: layout.columns + 1 }).across).toBeGreaterThan(WIDTH);
    // A screen's rows fit whole, each as tall as a tile needs; the screens are even (58 a screen, not 63 and a last of 22).
    expect(gridPx(layout.perPage, layout).down).toBeLessThanOrEqual(HEIGHT);
    expect(layout.rowPx).toBeGreaterThanOrEqual(TILE_EM.height * layout.fontPx);
    const pages = Math.ceil(400 / layout.perPage);
    expect(pages).toBeGreaterThan(1);
    expect(400 - (pages - 1) * layout.perPage).toBeGreaterThan(layout.perPage - pages);
  });

  it('never shrinks the text below the floor, whatever the count and the window, and never grows it with more boards', () => {
    for (const [width, height] of [[1920, 1020], [1280, 660], [800, 540], [390, 780], [200, 100]]) {
      let before = Infinity;
      for (let count = 0; count <= 2000; count += count < 100 ? 1 : 50) {
        const layout = hallLayout(count, width, height);
        expect(layout.fontPx * SMALLEST_TEXT_EM, count + ' boards in ' + width + '×' + height).toBeGreaterThanOrEqual(MIN_TEXT_PX);
        expect(layout.columns).toBeGreaterThanOrEqual(1);
        // Whole rows on a screen wherever one row of tiles fits at all.
        if (height >= (TILE_EM.height + 2 * TILE_EM.gap) * MIN_FONT_PX && count > 0) expect(gridPx(layout.perPage, layout).down, count + ' boards in ' + width + '×' + height).toBeLessThanOrEqual(height);
        expect(layout.fontPx).toBeLessThanOrEqual(before);
        before = layout.fontPx;
      }
    }
  });
});

describe("the hall page's reckoning of the gateway's clock", () => {
  it('counts a report held up on its way from when the gateway heard it, and an old retained one as old', () => {
    const heardOnPage = arrivalClock();
    // The gateway's clock runs 1,000,000 ms ahead of the page's; the quickest report took 20 ms.
    expect(heardOnPage(1_005_000, 5_030)).toBe(5_030);
    expect(heardOnPage(1_006_000, 6_020)).toBe(6_020);
    // Held up 2 s by a busy page: counted from when it was heard, not from when it came.
    expect(heardOnPage(1_007_000, 9_000)).toBe(7_020);
    // A retained report heard a minute before the page opened reads as a minute old.
    expect(heardOnPage(946_000, 9_100)).toBe(-53_980);
  });
});
