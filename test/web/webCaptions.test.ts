// The web clock in chromium as the phone met it: the words in the language the address asks for, each
// call written on its side's half at its instant (a muted phone reads the count), the result form's margin only
// for a result by points and its success not in the error's colour, and Setup's hint for what its check takes.
/* eslint-disable @typescript-eslint/no-explicit-any -- the page's globals, which the tests' TypeScript (no DOM) cannot type */
import { describe, expect, it } from 'vitest';
import { siteForTests } from '../helpers/browserSite';
import { openPhone, POLL_MS } from '../../sim/web/browser';
import { holdReferee } from '../../sim/web/screens';
import { setTime } from '../helpers/webForms';
import { wordsIn } from '../../sim/words';

const currentSite = siteForTests();

/** Notes each caption as it shows: its text, its half, and the page's instant. */
function watchCaptions(): void {
  const w = globalThis as any;
  w.captions = [];
  w.addEventListener('DOMContentLoaded', () => {
    for (const caption of w.document.querySelectorAll('.caption')) {
      new w.MutationObserver(() => caption.textContent !== '' && w.captions.push({ text: caption.textContent, half: caption.parentElement.id, at: w.performance.now() })).observe(caption, { childList: true, characterData: true, subtree: true });
    }
  });
}

describe('the web clock’s words on a phone', () => {
  it('shows the words ?lang= asks for, and sets the page’s language', async () => {
    const page = await openPhone(currentSite(), null);
    await page.goto(currentSite().url + '?lang=ja');
    const ja = wordsIn('ja');
    await expect(page.evaluate(() => (globalThis as any).document.documentElement.lang)).resolves.toBe('ja');
    await expect(page.locator('#setup').textContent()).resolves.toBe(ja('btn.setup'));
    await expect(page.title()).resolves.toBe(ja('page.title'));
    // A Japanese voice is heard in the Japanese count style, and the chooser names it as a style of the voice.
    await page.click('#setup');
    await expect(page.locator('#countStyle').inputValue()).resolves.toBe('jp');
    await page.selectOption('#language', 'ko');
    await expect(page.locator('#countStyle').inputValue()).resolves.toBe('kr');
    // What the period length's check takes is what its hint says.
    await page.selectOption('#preset', 'fast-30s');
    await expect(page.locator('#controlFields').textContent()).resolves.toContain(ja('field.inFives', { min: '0:05', max: '10:00' }));
    await setTime(page, 'f-periodMs', 3000);
    await expect(page.locator('#e-periodMs').textContent()).resolves.toContain(ja('field.range', { field: ja('byoyomi.periodMs'), min: '0:05', max: '10:00' }));
    await page.context().close();
  }, 20000);

  it('writes each call on its side’s half at its instant, silent as a muted phone is', async () => {
    const control = { system: 'byoyomi', mainMs: 1000, periods: 1, periodMs: 5000 };
    const page = await openPhone(currentSite(), { timeControl: JSON.stringify(control), sound: 'silent', text: 'en', language: 'en', countStyle: 'cn' }, watchCaptions);
    await page.locator('#top').dispatchEvent('pointerdown');
    await page.waitForFunction(() => (globalThis as any).document.querySelector('#bottom').classList.contains('flagged'), null, { timeout: 15000, polling: POLL_MS });
    const seen = await page.evaluate(() => ({ captions: (globalThis as any).captions, calls: (globalThis as any).goClock.scheduled() }));
    expect(seen.captions.map((c: { text: string }) => c.text)).toEqual(['byo-yomi, 1 period', '1', '2', '3', '4', '5', 'time']);
    seen.captions.forEach((caption: { half: string; at: number }, i: number) => {
      expect(caption.half).toBe('bottom');
      // On its call's instant, within a timer's lateness on a loaded machine.
      expect(caption.at - seen.calls[i].at).toBeGreaterThanOrEqual(-1);
      expect(caption.at - seen.calls[i].at).toBeLessThan(250);
    });
    await page.context().close();
  }, 20000);

  it('asks a margin only for a result by points, and says the game ended in no error’s colour', async () => {
    const page = await openPhone(currentSite(), { preset: 'cn-national', sound: 'silent', text: 'en' });
    await page.locator('#top').dispatchEvent('pointerdown');
    await holdReferee(page);
    await page.click('#refereeDialog >> text=Pause the clock');
    await page.click('#refereeDialog >> text=End the game');
    await expect(page.locator('#resultBy').inputValue()).resolves.toBe('resign');
    await expect(page.locator('#resultMargin').isVisible()).resolves.toBe(false);
    await page.selectOption('#resultBy', 'points');
    await expect(page.locator('#resultMargin').isVisible()).resolves.toBe(true);
    await page.selectOption('#resultWinner', 'jigo');
    await expect(page.locator('#resultBy').isVisible()).resolves.toBe(false);
    const said = page.locator('#refereeDialog [role=alert]');
    await expect(said.textContent()).resolves.toBe('Done: End the game.');
    await expect(said.getAttribute('class')).resolves.not.toContain('error');
    await page.context().close();
  }, 20000);
});
