// The web clock's forms as a player or referee fills them, for the browser tests: a time control's fields,
// a correction's, and the record menu.
import type { Page } from 'playwright-core';

/** Types a time into its fields (hours, minutes, seconds) whose ids start with `id`: a Setup field (f-…) or the correction. */
export async function setTime(page: Page, id: string, ms: number): Promise<void> {
  const [h, m, s] = [Math.floor(ms / 3600000), Math.floor((ms % 3600000) / 60000), Math.floor((ms % 60000) / 1000)];
  const part = (unit: string) => '#' + id + '-' + unit;
  // A time that cannot reach an hour has no hours' field.
  if (h > 0 || (await page.locator(part('h')).count()) > 0) await page.fill(part('h'), String(h));
  await page.fill(part('m'), String(m));
  await page.fill(part('s'), String(s));
}

/** Builds `control` in the open Setup's fields: its system, then each of its fields. */
export async function setControl(page: Page, control: Record<string, string | number>): Promise<void> {
  await page.selectOption('#system', String(control.system));
  for (const key of Object.keys(control)) {
    if (key === 'system') continue;
    if (key.endsWith('Ms')) await setTime(page, 'f-' + key, Number(control[key]));
    else await page.fill('#f-' + key, String(control[key]));
  }
}

/** In the open referee panel: `item` (as it is listed, "Black · main time") set to `ms`, and its before → after asked for. */
export async function previewCorrection(page: Page, item: string, ms: number): Promise<void> {
  await page.selectOption('#correctionItem', { label: item });
  await setTime(page, 'correction', ms);
  await page.click('#showCorrection');
}

/** Clicks a download of the record menu (#jsonl or #sgf), opening the menu first. */
export async function clickRecord(page: Page, button: '#jsonl' | '#sgf'): Promise<void> {
  if (!(await page.locator('#moreDialog').isVisible())) await page.click('#more');
  await page.click(button);
}
