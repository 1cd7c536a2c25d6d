// The voice kept in Storage, on the built firmware in the fake: Waveform plays each call the Storage
// holds on its instant, composed phrases part after part, and anything else is beeped.
import { beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { actionEdges, bootFirmware, GAME_ORIGIN_MS } from '../../sim/espruino/firmwareRun';
import { allocation, FlashStorage } from '../../sim/espruino/flashModel';
import { buildStorageVoice, storageRoomBytes, storageVoicePhrases, type StorageVoice } from '../../sim/voice/storageVoice';
import { misquoted, quotedFigures } from '../bench/figures';
import { textFiles } from '../../sim/deviceFiles';
import { TEXT_LANGUAGES } from '../../firmware/core/index';
import { LANGUAGES as VOICE_IDS } from '../../firmware/app/settings';
import { LANGUAGES } from '../../sim/voice/texts';
import { parseScenario, scenarioEvents } from '../../sim/scenario';
import { BOARD } from '../../firmware/boards';
import { samplePeriodMs, WaveformModel } from '../../sim/espruino/waveformModel';
import { VOICE_RATE_HZ } from '../../firmware/voice/storageFormat';
import { RECORD_ROOM_BYTES, STORAGE_SPARE } from '../../sim/host/storageBudget';
import { savedBytes } from '../../sim/espruino/boardBudget';
import { phraseFor } from '../../firmware/voice/phrases';
import { beepFor } from '../../firmware/voice/beeps';
import { scratchDir } from '../helpers/scratch';

const TC = { system: 'byoyomi', mainMs: 3000, periods: 2, periodMs: 60000 };
const GAME = [{ at: 0, do: 'start' }];
const UNTIL = 125000;

let voice: StorageVoice;
beforeAll(async () => {
  // Budgeted over the whole sweep, as npm run voice -- --storage and the bench build it.
  voice = await buildStorageVoice(LANGUAGES.filter((l) => l.id === 'zh')[0], scratchDir('storage-voice-'));
}, 120000);

/** Jolt.js's Storage with the voice written into it, as npm run flash -- --voice writes it. */
function storageWithVoice(): FlashStorage {
  const storage = new FlashStorage({ totalBytes: BOARD.storageBytes, pageBytes: BOARD.storagePageBytes });
  for (const name of Object.keys(voice.files)) {
    const data = readFileSync(voice.files[name], 'latin1');
    storage.create(name, data.length);
    storage.writeAt(name, data, 0);
  }
  return storage;
}

function coreCalls(): { atMs: number; call: string }[] {
  const events = scenarioEvents(parseScenario({ timeControl: TC, actions: GAME, until: UNTIL }));
  return events.filter((e) => e.type === 'call').map((e) => ({ atMs: GAME_ORIGIN_MS + e.at, call: (e as { call: string }).call }));
}

describe('the voice in Storage', () => {
  it('holds the rules’ calls in one language within Storage, beside the firmware and a long game, with a quarter to spare', () => {
    const phrases = storageVoicePhrases('zh');
    for (const n of [1, 5, 10]) expect(phrases['count-' + n]).toHaveLength(1);
    // 还剩 + 二 + 十 + 三 + 分钟: composed from the count's own clips.
    expect(phrases['minutes-left-23']).toEqual(['还剩', '二', '十', '三', '分钟']);
    expect(phrases['minutes-left-2']).toEqual(['还剩', '两', '分钟']);
    expect(storageVoicePhrases('en')['minutes-left-1']).toEqual(['1 minute left']);
    expect(storageVoicePhrases('en')['minutes-left-4']).toEqual(['4', ' minutes left']);
    const saved = savedBytes() ?? 0;
    expect(saved).toBeGreaterThan(0);
    expect(saved + RECORD_ROOM_BYTES + voice.bytes).toBeLessThanOrEqual(BOARD.storageBytes * (1 - STORAGE_SPARE));
    expect(voice.largestPartBytes).toBeLessThan(65536);
    // The guide quotes what it takes, and its room, as the code gives them.
    expect(misquoted([{ name: 'storage-voice-zh', value: voice.bytes }, { name: 'storage-voice-room', value: storageRoomBytes(saved) }])).toEqual([]);
  });

  it('leaves room beside each language’s voice, as the guide quotes it, for that language’s words and font, which npm run flash writes with it', () => {
    const quoted = (name: string) => Number((quotedFigures().find((f) => f.name === name) as { text: string }).text.replace(/,/g, ''));
    const room = storageRoomBytes(savedBytes() ?? 0);
    for (const language of LANGUAGES) {
      const text = TEXT_LANGUAGES[VOICE_IDS.indexOf(language.id)];
      const words = textFiles(text).reduce((sum, file) => sum + allocation(file.data.length), 0);
      expect(quoted('storage-voice-' + language.id) + words, language.id + ' and ' + text).toBeLessThanOrEqual(room);
    }
  });

  it('starts each call one sample after its instant, plays composed phrases part after part, and lets the speaker go', () => {
    const fake = bootFirmware({ timeControl: TC, language: 'zh', countStyle: 'cn' }, { storage: storageWithVoice() });
    for (const action of GAME) actionEdges(fake, action);
    fake.runUntil(GAME_ORIGIN_MS + UNTIL + 2000);
    expect(fake.waveform.errors).toEqual([]);
    // The DFPlayer is never spoken to when Storage holds the voice.
    expect(fake.dfplayer.commands).toEqual([]);
    const plays = fake.waveform.plays;
    const period = samplePeriodMs(VOICE_RATE_HZ);
    expect(period).toBe(0.124);
    const held = storageVoicePhrases('zh');
    const context = { periodMs: TC.periodMs, rules: 'later' as const, style: 'cn' as const };
    const all = coreCalls();
    const calls = all.filter((c) => held[phraseFor(c.call, context)] !== undefined);
    expect(calls.length).toBeGreaterThan(20);
    for (const c of calls) {
      const first = plays.filter((p) => p.calledMs >= c.atMs && p.calledMs < c.atMs + 1)[0];
      expect(first, c.call + ' at ' + c.atMs).toBeDefined();
      expect(first.firstSampleMs - c.atMs).toBeLessThanOrEqual(1);
    }
    // "还剩一分钟" after the first minute: three parts, each starting as the one before ends.
    const left = calls.filter((c) => c.call === 'left:1')[0];
    const parts = plays.filter((p) => p.calledMs >= left.atMs && p.calledMs < left.atMs + 5000);
    expect(parts.length).toBeGreaterThanOrEqual(3);
    for (let i = 1; i < 3; i++) expect(parts[i].calledMs).toBe(parts[i - 1].endMs);
    // What Storage does not hold ("开始读秒，保留两分钟") is beeped; nothing else is.
    const beeped = fake.piezo.patterns(0, 100).map((p) => p.atMs);
    expect(beeped).toEqual(all.filter((c) => calls.indexOf(c) < 0 && beepFor(c.call) !== null).map((c) => c.atMs));
    expect(beeped.length).toBeGreaterThan(0);
    // Awake from the first call made ready; asleep again once the last has played and none is waiting.
    expect(fake.waveform.bankOnMs).toBeGreaterThan(0);
    expect(fake.waveform.awake()).toBe(false);
    expect(WaveformModel.cpuShare(VOICE_RATE_HZ)).toBeLessThan(0.05);
  });

  it('beeps every call when the language chosen is not the one Storage holds', () => {
    const fake = bootFirmware({ timeControl: TC, language: 'ja', countStyle: 'cn' }, { storage: storageWithVoice() });
    for (const action of GAME) actionEdges(fake, action);
    fake.runUntil(GAME_ORIGIN_MS + UNTIL + 2000);
    expect(fake.waveform.plays).toEqual([]);
    const beeped = new Set(fake.piezo.tones.map((t) => t.atMs));
    for (const c of coreCalls()) if (c.call !== 'flag') expect(beeped.has(c.atMs), c.call).toBe(true);
  });
});
