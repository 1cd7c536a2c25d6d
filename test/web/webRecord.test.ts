// The recorder's page (record.html) in Debian's chromium, its microphone a WAV made of espeak-ng's words with quiet
// and room noise between them (chromium's fake capture device, which plays the file from its start at each take):
// every call the Mandarin Storage voice needs recorded through the page's own buttons; a take too long, one clipped
// and one of silence refused saying why; the takes kept across a reload, exported and imported on another phone;
// the voice then heard in the web clock at the calls' instants, and installed on a clock on the fake Espruino by the
// installer page, byte for byte the Storage voice npm run voice -- --storage --human makes from the exported takes.
/* eslint-disable @typescript-eslint/no-explicit-any -- the page's globals, which the tests' TypeScript (no DOM) cannot type */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFileSync, spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { CHROMIUM, openSite, POLL_MS, type Site } from '../../sim/web/browser';
import { TARGET_RMS } from '../../sim/voice/takes';
import { readZip } from '../../sim/voice/takeZip';
import { recordings } from '../../sim/voice/storagePhrases';
import { cardFromTakes, phraseClips } from '../../sim/voice/voiceFromTakes';
import { readTakes } from '../../sim/voice/storageVoice';
import { LANGUAGES } from '../../sim/voice/texts';
import { readSavedSettings, STORE_KEY } from '../../sim/web/page/savedSettings';
import { bootFirmware, GAME_ORIGIN_MS } from '../../sim/espruino/firmwareRun';
import { installerBeside, installOverUsb } from '../helpers/installerBeside';
import { instrument } from '../helpers/audioStarts';
import { program } from '../helpers/programs';
import { clipFor } from '../../firmware/voice/clips';
import { scratchDir } from '../helpers/scratch';

/**
 * The microphone, at 48 kHz with −60 dBFS room noise throughout: quiet, "七", quiet, "五", quiet, "七" clipped, quiet.
 * The quiet is long enough that a take stopped late on a loaded machine, or started early, still ends in it.
 */
const LEAD_S = 1;
const GAP_S = 2;
/** Where a take ends in the quiet after a word. */
const INTO_GAP_S = 0.4;
let site: Site;
let browser: Browser;
/** How long to record, from the take's start, for each kind of take. */
const takeMs = { silent: 300, word: 0, long: 0 };
let micMs = 0;
const zh = LANGUAGES.filter((l) => l.id === 'zh')[0];
const needed = recordings('zh').filter((r) => r.needed);

beforeAll(async () => {
  const dir = scratchDir('mic-');
  const at = (name: string) => join(dir, name);
  const seconds = (name: string) => Number(execFileSync('soxi', ['-D', at(name)]).toString());
  execFileSync('espeak-ng', ['-v', 'cmn', '-w', at('word.wav'), '七']);
  // Another word after the first: a take of both, with the quiet between, outlasts a count's 940 ms.
  execFileSync('espeak-ng', ['-v', 'cmn', '-w', at('long.wav'), '五']);
  const parts = ['word', 'long', 'clipped'].map((name) => at(name + '48.wav'));
  execFileSync('sox', [at('word.wav'), '-r', '48000', '-c', '1', '-b', '16', parts[0], 'pad', '0', String(GAP_S)]);
  execFileSync('sox', [at('long.wav'), '-r', '48000', '-c', '1', '-b', '16', parts[1], 'pad', '0', String(GAP_S)]);
  execFileSync('sox', ['-V1', '-v', '40', at('word.wav'), '-r', '48000', '-c', '1', '-b', '16', parts[2], 'pad', '0', String(GAP_S)]);
  execFileSync('sox', parts.concat([at('speech.wav'), 'pad', String(LEAD_S), '0']));
  execFileSync('sox', ['-n', '-r', '48000', '-c', '1', '-b', '16', at('room.wav'), 'synth', String(seconds('speech.wav')), 'whitenoise', 'vol', '0.001']);
  // Mixed at their own levels (sox -m would halve each), so that the clipped word stays clipped.
  execFileSync('sox', ['-V1', '-m', '-v', '1', at('speech.wav'), '-v', '1', at('room.wav'), at('mic.wav')]);
  // A word's take ends in the quiet after it; the long one in the quiet after the next word; the clipped one is all of it.
  takeMs.word = (LEAD_S + seconds('word48.wav') - GAP_S + INTO_GAP_S) * 1000;
  takeMs.long = (LEAD_S + seconds('word48.wav') + seconds('long48.wav') - GAP_S + INTO_GAP_S) * 1000;
  micMs = seconds('mic.wav') * 1000;
  const { chromium } = await import('playwright-core');
  browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--autoplay-policy=no-user-gesture-required', '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream', '--use-file-for-fake-audio-capture=' + at('mic.wav')],
  });
  site = await openSite(undefined, browser);
}, 60000);

afterAll(async () => {
  await site?.close();
  await browser?.close();
});

const stateOf = (page: Page, id: string) => page.locator(`li[data-id="${id}"] .state`).textContent();

/** Records `id` for `ms` through its row's button: Record, then Stop. */
async function record(page: Page, id: string, ms: number): Promise<string | null> {
  const button = page.locator(`li[data-id="${id}"] .rec`);
  await button.click();
  await page.waitForFunction((row) => (globalThis as any).document.querySelector(`li[data-id="${row}"] .rec`).textContent === 'Stop', id, { polling: POLL_MS });
  await page.waitForTimeout(ms);
  await button.click();
  // The take judged and kept or refused: the button is Record again, and enabled.
  await page.waitForFunction((row) => {
    const again = (globalThis as any).document.querySelector(`li[data-id="${row}"] .rec`);
    return again.textContent === 'Record' && !again.disabled;
  }, id, { polling: POLL_MS });
  return stateOf(page, id);
}

async function recorder(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await page.goto(site.url + 'record.html?lang=en&voice=zh');
  await page.waitForSelector('li[data-id="sec-30"]');
  return page;
}

/** Saves what clicking `button` on `page` downloads, and answers its path. */
async function downloaded(page: Page, button: string): Promise<string> {
  const download = page.waitForEvent('download');
  await page.click(button);
  const path = join(scratchDir('voice-'), 'voice.zip');
  await (await download).saveAs(path);
  return path;
}

async function importZip(page: Page, zipPath: string): Promise<string | null> {
  await page.setInputFiles('#import', zipPath);
  await page.waitForFunction(() => (globalThis as any).document.getElementById('status').textContent !== '', null, { polling: POLL_MS });
  return page.locator('#status').textContent();
}

describe('the recorder page', () => {
  it('gives the clock a recorded voice to choose, heard in its language\'s count style', () => {
    const read = readSavedSettings(JSON.stringify({ language: 'recorded-ko' }), 'en');
    expect(read.fields).toEqual([]);
    expect(read.settings.language).toBe('recorded-ko');
    expect(read.settings.countStyle).toBe('kr');
    expect(readSavedSettings(JSON.stringify({ language: 'recorded-xx' }), 'en').fields).toEqual(['language']);
    // A voice of the user's own, saying Cantonese's calls, is heard in their count style.
    expect(readSavedSettings(JSON.stringify({ language: 'recorded-yue~2' }), 'en').settings.countStyle).toBe('cn');
    expect(readSavedSettings(JSON.stringify({ language: 'recorded-xx~1' }), 'en').fields).toEqual(['language']);
  });

  it('records every call a voice needs, refuses the takes it cannot use, and the clock plays and installs the voice', async () => {
    const context = await browser.newContext({ acceptDownloads: true });
    const page = await recorder(context);
    // The needed calls in a referee's order, with when each is said.
    const rows = await page.locator('#needed li').evaluateAll((items) => items.map((li: any) => li.dataset.id));
    expect(rows).toEqual(needed.map((r) => r.id));
    expect(await page.locator('li[data-id="part-七"] .when').textContent()).toBe('A part of “X minutes left”');
    expect(await page.locator('li[data-id="sec-30"] .when').textContent()).toBe('When a period reaches 30 s');

    // Every needed call through the page's own buttons: five phones' worth of pages at once, each a fifth of the rows.
    const pages = [page].concat(await Promise.all([1, 2, 3, 4].map(() => recorder(context))));
    await Promise.all(
      pages.map(async (on, i) => {
        for (const id of rows.filter((_, row) => row % pages.length === i)) expect(await record(on, id, takeMs.word), id).toMatch(/^Kept: \d+ ms$/);
      }),
    );
    await page.reload();
    await page.waitForSelector('li[data-id="sec-30"]');
    expect(await page.locator('#progressText').textContent()).toBe(rows.length + ' of the ' + rows.length + ' needed calls recorded');
    const kept = await stateOf(page, 'part-七');
    // Refused with why, the kept take staying: the word and the next one after it, the clipped word, the quiet.
    expect(await record(page, 'part-七', takeMs.long)).toMatch(/^“七” lasts \d+ ms but must end within 940 ms: say it faster\.$/);
    expect(await record(page, 'part-七', micMs)).toMatch(/^Too loud: [\d.]+% of it is clipped\. Hold the microphone further away\.$/);
    expect(await record(page, 'sec-30', takeMs.silent)).toBe('Nothing was heard: come closer to the microphone and record again.');
    await page.reload();
    await page.waitForSelector('li[data-id="sec-30"]');
    expect(await stateOf(page, 'part-七')).toBe(kept);

    // The exported takes as recorded, and each kept clip trimmed to the word, levelled, within its budget.
    const zipPath = await downloaded(page, '#export');
    const takesDir = scratchDir('takes-');
    for (const file of readZip(readFileSync(zipPath))) writeFileSync(join(takesDir, file.name), file.bytes);
    expect(readdirSync(takesDir).sort()).toEqual(rows.map((id) => id + '.wav').sort());
    const takes = readTakes(takesDir);
    const clips = phraseClips('zh', takes, ['count-7', 'sec-30']);
    expect(clips.missing.concat(clips.refused.map((r) => r.id))).toEqual([]);
    for (const clip of Object.values(clips.clips)) {
      expect(clip.length / 16000).toBeLessThan(takeMs.word / 1000 - LEAD_S);
      const loud = clip.filter((v) => Math.abs(v) > 0.01);
      const rms = Math.sqrt(loud.reduce((sum, v) => sum + v * v, 0) / loud.length);
      expect(Math.abs(20 * Math.log10(rms / TARGET_RMS))).toBeLessThan(3);
    }
    expect(await stateOf(page, 'part-七')).toBe('Kept: ' + Math.round((clips.clips['count-7'].length * 1000) / 16000) + ' ms');
    // The card folder is the one npm run voice -- --human makes from the same takes.
    const card = readZip(readFileSync(await downloaded(page, '#card')));
    const expected = cardFromTakes(zh, takes).files;
    expect(card.map((f) => f.name).sort()).toEqual(Object.keys(expected).sort());
    for (const file of card) expect(Buffer.from(file.bytes).equals(Buffer.from(expected[file.name])), file.name).toBe(true);

    // The Storage voice npm run voice makes from the exported takes…
    const storageDir = scratchDir('storage-');
    const built = spawnSync(process.execPath, program('sim/voiceCli.ts', '--storage', '--human', takesDir, '--language', 'zh', '--out', storageDir), { encoding: 'utf8' });
    expect(built.stderr).toBe('');
    expect(built.stdout).toMatch(/^zh\s+\d+ phrases from \d+ clips\s+[\d,]+ bytes of Storage \(fits/);
    // …is what the installer page writes on another phone, where the zip was imported.
    const fake = bootFirmware({ timeControl: { system: 'byoyomi', mainMs: 3000, periods: 1, periodMs: 60000 }, language: 'zh', countStyle: 'cn' });
    fake.runUntil(GAME_ORIGIN_MS);
    const installer = await installerBeside(site, fake);
    expect(await importZip(await recorder(installer.context()), zipPath)).toBe('Imported ' + rows.length + ' takes');
    await installer.reload();
    await installer.selectOption('#voice', 'recorded-zh');
    await expect(installOverUsb(installer)).resolves.toBe('Written and checked: the clock starts again on the new firmware.');
    for (const name of readdirSync(join(storageDir, 'zh'))) expect(fake.storage.read(name), name).toBe(readFileSync(join(storageDir, 'zh', name), 'latin1'));
    // The clock it starts speaks the period's calls from them, each on its second: 30, 40, 50 s, the count 1…10, and
    // the time-out after "10".
    fake.runUntil(fake.now + 2000);
    const started = fake.now;
    fake.press(fake.board.buttons.right, started, 80);
    fake.runUntil(started + 3000 + 61000);
    const plays = fake.waveform.plays.filter((p) => p.calledMs > started);
    expect(plays.map((p) => Math.floor((p.calledMs - started - 3000) / 1000))).toEqual([30, 40, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 60]);
    // Each play is its phrase's recorded clip, as the index names it (" 130:11": sec-30 is the part v11).
    const index = readFileSync(join(storageDir, 'zh', 'voice'), 'latin1');
    const partOf = (phrase: string) => index.split(' ').find((entry) => entry.startsWith(clipFor(phrase) + ':'))!.split(':')[1];
    const said = ['sec-30', 'sec-40', 'sec-50'].concat([1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((n) => 'count-' + n), ['timeout']);
    expect(plays.map((p) => p.bytes)).toEqual(said.map((phrase) => readFileSync(join(storageDir, 'zh', 'v' + partOf(phrase))).length));

    // The web clock on the first phone plays the recorded clips, each started on the audio clock at its call's instant.
    const clock = await context.newPage();
    await clock.addInitScript(instrument, 0);
    await clock.goto(site.url + 'record.html');
    const control = { system: 'byoyomi', mainMs: 2000, periods: 1, periodMs: 4000 };
    await clock.evaluate(([key, stored]) => (globalThis as any).localStorage.setItem(key, stored), [STORE_KEY, JSON.stringify({ timeControl: JSON.stringify(control), language: 'recorded-zh', sound: 'voice', mainTimeCalls: true })]);
    await clock.goto(site.url);
    await clock.locator('#top').dispatchEvent('pointerdown');
    await clock.waitForFunction(() => (globalThis as any).document.querySelector('#bottom').classList.contains('flagged'), null, { timeout: 15000, polling: POLL_MS });
    await clock.waitForTimeout(300);
    const seen = await clock.evaluate(() => ({ calls: (globalThis as any).goClock.scheduled(), starts: (globalThis as any).starts }));
    const spoken = phraseClips('zh', takes, ['count-1', 'count-2', 'count-3', 'count-4', 'timeout']).clips;
    const voiced = seen.calls.filter((c: { call: string }) => /^(count|timeout)/.test(c.call));
    expect(voiced.map((c: { call: string }) => c.call)).toEqual(['count:1', 'count:2', 'count:3', 'count:4', 'timeout']);
    const starts = seen.starts.filter((s: { seconds: number }) => s.seconds > 0).sort((a: { when: number }, b: { when: number }) => a.when - b.when);
    expect(starts).toHaveLength(voiced.length);
    voiced.forEach((c: { at: number; call: string }, i: number) => {
      const phrase = c.call === 'timeout' ? 'timeout' : 'count-' + c.call.slice(6);
      expect(starts[i].seconds, c.call).toBeCloseTo(spoken[phrase].length / 16000, 3);
      expect(Math.abs(starts[i].when - (starts[i].audio + (c.at - starts[i].page) / 1000)), c.call).toBeLessThanOrEqual(0.001);
    });
    await context.close();
  }, 120000);

  it('makes a voice of the user\'s own, saying a language\'s calls, shared with its name', async () => {
    const phone = await browser.newContext({ acceptDownloads: true });
    const page = await recorder(phone);
    await page.selectOption('#voice', '');
    await page.fill('#ownName', 'Shanghainese');
    await page.selectOption('#ownLanguage', 'zh');
    await page.click('#create');
    await page.waitForFunction(() => (globalThis as any).document.getElementById('voice').value === 'zh~1', null, { polling: POLL_MS });
    expect(await page.locator('#voice option:checked').textContent()).toBe('Shanghainese');
    expect(await record(page, 'sec-30', takeMs.word)).toMatch(/^Kept: \d+ ms$/);
    const zipPath = await downloaded(page, '#export');
    expect(readZip(readFileSync(zipPath)).map((f) => f.name).sort()).toEqual(['sec-30.wav', 'voice.json']);
    // Another phone imports it as the same voice, and its clock offers it by name.
    const other = await recorder(await browser.newContext());
    expect(await importZip(other, zipPath)).toBe('Imported 1 takes');
    expect(await other.locator('#voice option:checked').textContent()).toBe('Shanghainese');
    await other.goto(site.url + '?lang=en');
    await other.click('#setup');
    expect(await other.locator('#language option[value="recorded-zh~1"]').textContent()).toBe('Shanghainese (recorded on this phone)');
    await other.selectOption('#language', 'recorded-zh~1');
    await other.waitForFunction(() => !(globalThis as any).document.getElementById('voiceLacking').hidden, null, { polling: POLL_MS });
    expect(await other.locator('#voiceLacking').textContent()).toBe(needed.length - 1 + ' of the ' + needed.length + ' calls this voice needs are not recorded: they beep. Record them on “Record a voice”.');
    await phone.close();
    await other.context().close();
  }, 60000);
});
