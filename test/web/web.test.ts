// The web clock in a real browser: Debian's chromium driven by playwright-core. A scripted game into
// byo-yomi and through the count, with taps and keys; every call's audio start on the audio clock; a tap
// charged at its event's timestamp; the record identical to the scenario runner's; a reload offline.
/* eslint-disable @typescript-eslint/no-explicit-any -- the page's globals, which the tests' TypeScript (no DOM) cannot type */
import { describe, expect, it } from 'vitest';
import { siteForTests } from '../helpers/browserSite';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { openPhone, POLL_MS } from '../../sim/web/browser';
import { previewCorrection, setTime } from '../helpers/webForms';
import { instrument } from '../helpers/audioStarts';
import { holdReferee } from '../../sim/web/screens';
import { SAMPLE_PACKS_DIR } from '../../sim/voice/samplePack';
import { parseScenario, scenarioEvents } from '../../sim/scenario';
import { findPreset, parseSettings, type TimedInput } from '../../firmware/core/index';
import { callContext, phraseFor } from '../../firmware/voice/phrases';

/**
 * 3 s of main time, then one 5 s period: byo-yomi, the count 1…5 and the time-out within 9 s. The main time leaves
 * room for the first moves' waits on a loaded machine, where a second of it let Black's run out before its move.
 */
const TIME_CONTROL = { system: 'byoyomi', mainMs: 3000, periods: 1, periodMs: 5000 };
/** How long the page's own tap handler is held up after the tap, to tell the event's instant from the handler's. */
const HANDLER_DELAY_MS = 150;

const currentSite = siteForTests();

/** A page with the game's settings stored, every audio start recorded, and the tap handler held up. */
function openClock(): Promise<Page> {
  return openPhone(currentSite(), { timeControl: JSON.stringify(TIME_CONTROL), language: 'zh', sound: 'voice', mainTimeCalls: true }, instrument, HANDLER_DELAY_MS);
}

describe('the web clock in chromium', () => {
  it('plays into byo-yomi and through the count with taps and keys, each call started on the audio clock at its instant', async () => {
    const page = await openClock();
    await expect(page.locator('#bottom .figure').textContent()).resolves.toBe('0:03');
    // White taps its half (the top one, turned to face it): Black's clock runs. Black moves with its key, White with a tap.
    await page.locator('#top').dispatchEvent('pointerdown');
    await page.waitForTimeout(300);
    await page.keyboard.press('a');
    await page.waitForTimeout(300);
    await page.locator('#top').dispatchEvent('pointerdown');
    await page.waitForFunction(() => (globalThis as any).document.querySelector('#bottom').classList.contains('flagged'), null, { timeout: 15000, polling: POLL_MS });
    await page.waitForTimeout(300);
    const seen = await page.evaluate(() => {
      const w = globalThis as any;
      const g = w.goClock;
      const calls: { at: number; call: string }[] = g.scheduled();
      const until = Math.round(performance.now());
      return {
        calls: calls.map((c) => ({ at: c.at, call: c.call })),
        starts: (w.starts as { when: number; audio: number; page: number; stopped: boolean }[]).filter((s) => !s.stopped),
        taps: w.taps as number[],
        inputs: g.game().inputs() as TimedInput[],
        jsonl: g.game().jsonl(until) as string,
        until: until,
        bottom: w.document.querySelector('#bottom .info').textContent as string,
      };
    });
    expect(seen.calls.map((c) => c.call)).toEqual(['byoyomi:1', 'count:1', 'count:2', 'count:3', 'count:4', 'count:5', 'timeout']);
    // Every call the pack has a clip for started within 1 ms of its instant on the audio clock.
    const settings = parseSettings(TIME_CONTROL, 'tc', findPreset);
    const pack = (JSON.parse(readFileSync(join(SAMPLE_PACKS_DIR, 'zh', 'manifest.json'), 'utf8')) as { clips: { phrase: string }[] }).clips.map((c) => c.phrase);
    const voiced = seen.calls.filter((c) => pack.indexOf(phraseFor(c.call, callContext(settings, 'black'))) >= 0);
    expect(voiced.length).toBeGreaterThanOrEqual(6);
    expect(seen.starts).toHaveLength(voiced.length);
    const starts = seen.starts.slice().sort((a, b) => a.when - b.when);
    voiced.forEach((c, i) => {
      const instant = starts[i].audio + (c.at - starts[i].page) / 1000;
      expect(Math.abs(starts[i].when - instant), c.call).toBeLessThanOrEqual(0.001);
    });
    // Each tap is charged at its event's instant, not when the held-up handler ran.
    const taps = seen.inputs.filter((input) => input.input.type === 'start' || (input.input.type === 'press' && input.input.side === 'white'));
    expect(taps.map((t) => t.at)).toEqual(seen.taps.map((t) => Math.round(t)));
    // The record is the scenario runner's for the same inputs.
    const raw = seen.inputs.map((i) => Object.assign({ at: i.at, do: i.input.type }, 'side' in i.input ? { side: i.input.side } : {}));
    const expected = scenarioEvents(parseScenario({ timeControl: TIME_CONTROL, actions: raw, until: seen.until }));
    expect(seen.jsonl.trim().split('\n').map((l) => JSON.parse(l))).toEqual(expected);
    expect(seen.bottom).toMatch(/TIME OUT/);
    // Chromium plays Ogg Opus: the clips come as Opus, never as the card's WAVs.
    // The page loads its clips as it loads (the voice is made then), so its own resource list has them all.
    const fetched: string[] = await page.evaluate(() => (globalThis as any).performance.getEntriesByType('resource').map((e: { name: string }) => e.name));
    expect(fetched.some((u) => u.endsWith('.opus'))).toBe(true);
    expect(fetched.filter((u) => u.endsWith('.wav'))).toEqual([]);
    await page.context().close();
  }, 40000);

  it('sets up any time control from its fields, says a field out of bounds in words, and the referee corrects a time in fields', async () => {
    const page = await openClock();
    await page.click('#setup');
    await page.selectOption('#system', 'fischer');
    await setTime(page, 'f-mainMs', 60000);
    await setTime(page, 'f-incrementMs', 0);
    await page.click('#start');
    // The field says it, and the game does not start.
    await expect(page.locator('#setupError').textContent()).resolves.toMatch(/^Increment must be from 0:01 to /);
    await expect(page.locator('#e-incrementMs').textContent()).resolves.toMatch(/Increment must be from 0:01 to /);
    await expect(page.locator('#setupDialog').isVisible()).resolves.toBe(true);
    await setTime(page, 'f-incrementMs', 5000);
    await expect(page.locator('#controlWords').textContent()).resolves.toBe('Fischer 1:00 + 5 s a move');
    await page.click('#start');
    await expect(page.locator('#bottom .info').textContent()).resolves.toBe('Fischer +5 s a move');
    await page.locator('#top').dispatchEvent('pointerdown');
    await page.click('#pause');
    await holdReferee(page);
    await expect(page.locator('#refereeDialog').isVisible()).resolves.toBe(true);
    // No typed command: the side's item, then its value in fields, shown before -> after.
    await expect(page.locator('#correction').count()).resolves.toBe(0);
    await previewCorrection(page, 'Black · main time', 11 * 3600000);
    await expect(page.locator('#refereeDialog .preview').textContent()).resolves.toMatch(/^main time must be from 0:0\d to 10:00:00$/);
    await previewCorrection(page, 'Black · main time', 40000);
    // Black's clock ran from the tap to the pause: on a loaded machine that can take more than a second.
    await expect(page.locator('#refereeDialog .preview').textContent()).resolves.toMatch(/^Black’s main time (1:00|0:59) -> 0:40\?$/);
    await page.click('#refereeDialog >> text=Apply');
    // Done, not refused: said in no error's colour.
    await expect(page.locator('#refereeDialog .done').textContent()).resolves.toBe('Done: Corrected Black’s main time 1:00 -> 0:40.');
    await page.click('#refereeDialog >> text=Resume the game');
    const state = await page.evaluate(() => (globalThis as any).goClock.game().state());
    expect(state).toMatchObject({ phase: 'running', black: { mainMs: 40000 } });
    await page.context().close();
  }, 30000);

  it('plays Opus clips whose speech lines up with the card WAV\'s, decoded by the browser itself', async () => {
    const page = await openPhone(currentSite(), { preset: 'fast-10s' });
    const clips = (JSON.parse(readFileSync(join(SAMPLE_PACKS_DIR, 'zh', 'manifest.json'), 'utf8')) as { clips: { file: string; web: string }[] }).clips;
    // Each pair decoded at 16 kHz: the length difference, and the lag (ms) at which the Opus best matches the
    // WAV, searched over ±80 ms (an MP3's encoder delay would put it near 70 ms).
    const measured: number[][] = await page.evaluate(async (pairs) => {
      const context = new (globalThis as any).OfflineAudioContext(1, 16000, 16000);
      const decode = async (file: string) => (await context.decodeAudioData(await (await fetch('voice/' + file)).arrayBuffer())).getChannelData(0);
      const out = [];
      for (const [wavFile, opusFile] of pairs) {
        const wav = await decode(wavFile);
        const opus = await decode(opusFile);
        let bestLag = 0;
        let best = -Infinity;
        for (let lag = -1280; lag <= 1280; lag++) {
          let sum = 0;
          for (let i = Math.max(0, -lag); i < Math.min(wav.length, 4000) && i + lag < opus.length; i++) sum += wav[i] * opus[i + lag];
          if (sum > best) {
            best = sum;
            bestLag = lag;
          }
        }
        out.push([(opus.length - wav.length) / 16, bestLag / 16]);
      }
      return out;
    }, clips.map((c) => [c.file, c.web]));
    expect(measured).toHaveLength(clips.length);
    for (const [i, [length, lag]] of measured.entries()) {
      expect(Math.abs(length), clips[i].web + ' length').toBeLessThanOrEqual(1);
      expect(Math.abs(lag), clips[i].web + ' lag').toBeLessThanOrEqual(1);
    }
    await page.context().close();
  }, 60000);

  it('runs the firmware in the device page: its faces on canvases, its buttons as keys', async () => {
    const page = await currentSite().browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(currentSite().url + 'device.html');
    await page.waitForFunction(() => (globalThis as any).device !== undefined, null, { polling: POLL_MS });
    await page.waitForTimeout(1000);
    const fischer = await page.evaluate(() => {
      try {
        (globalThis as any).device.console('clock.configure({"timeControl":{"system":"fischer","mainMs":300000,"incrementMs":3000}})');
        return 'accepted';
      } catch (error) {
        return (error as Error).message;
      }
    });
    // White's button (the right one) starts Black's clock, as on the board.
    await page.keyboard.down('l');
    await page.waitForTimeout(120);
    await page.keyboard.up('l');
    await page.waitForTimeout(1500);
    const seen = await page.evaluate(() => {
      const w = globalThis as any;
      const lit = (id: string) => Array.from(w.document.querySelector(id).getContext('2d').getImageData(0, 0, 128, 64).data as number[]).filter((v, i) => i % 4 === 0 && v > 0).length;
      return { state: w.device.console('clock.state()'), left: lit('#left'), right: lit('#right') };
    });
    expect(errors).toEqual([]);
    await expect(page.title()).resolves.toBe('Go clock device: Espruino Jolt.js');
    expect(fischer).toBe('accepted');
    expect(seen.state).toMatchObject({ phase: 'running', onMove: 'black', move: 1 });
    // Both faces drawn; Black's, running, is the inverted one (mostly lit).
    expect(seen.right).toBeGreaterThan(300);
    expect(seen.left).toBeGreaterThan(128 * 64 / 2);
    // Its own words come from the catalogue, in the language asked for.
    await page.goto(currentSite().url + 'device.html?lang=ja');
    await expect(page.locator('h1').textContent()).resolves.toBe('時計のファームウェアをここで動かしています');
    await expect(page.locator('.keys').textContent()).resolves.toBe('左両方右モードセット');
    await expect(page.title()).resolves.toBe('囲碁の対局時計：Espruino Jolt.js のファームウェア');
    await page.close();
  }, 30000);

  it('reloads offline from its service worker', async () => {
    const page = await openClock();
    await page.evaluate(() => (globalThis as any).navigator.serviceWorker.ready.then(() => undefined));
    await page.reload();
    await page.context().setOffline(true);
    await page.reload();
    await expect(page.locator('#bottom .figure').textContent()).resolves.toBe('0:03');
    await page.context().close();
  }, 30000);
});
