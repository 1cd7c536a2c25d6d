// The web clock's wake-ups in chromium: timers the page fires per displayed second while a clock runs, and
// while paused or hidden (the goal is none).
import { openPhone, openSite } from '../../sim/web/browser';

/** Counts the page's timer callbacks as they run. Scripts go to the page as text: tsx would name their functions with a helper the page lacks. */
const COUNT_TIMERS = 'window.fired = 0; const set = window.setTimeout; window.setTimeout = (fn, ms) => set(() => (window.fired++, fn()), ms);';
const HIDE = "Object.defineProperty(document, 'hidden', { get: () => true }); document.dispatchEvent(new Event('visibilitychange'));";

export async function benchWeb(): Promise<string[]> {
  const site = await openSite();
  try {
    const page = await openPhone(site, { preset: 'cn-national', sound: 'silent' });
    await page.addInitScript(COUNT_TIMERS);
    await page.reload();
    const fired = () => page.evaluate('window.fired') as Promise<number>;
    const during = async (ms: number) => {
      const before = await fired();
      await page.waitForTimeout(ms);
      return (await fired()) - before;
    };
    await page.locator('#top').dispatchEvent('pointerdown');
    const running = await during(5000);
    await page.click('#pause');
    const paused = await during(3000);
    await page.click('#pause');
    await page.evaluate(HIDE);
    const hidden = await during(3000);
    return [
      'web: wake-ups per displayed second, running  ' + (running / 5).toFixed(2) + ' (goal 1 or fewer)',
      'web: wake-ups in 3 s paused, in 3 s hidden   ' + paused + ', ' + hidden + ' (goal none)',
    ];
  } finally {
    await site.close();
  }
}
