// The voice packs, through the sample pack npm test builds with the same code as the full one (`npm run
// voice -- --sample`): clips that start on their word and fit their second, levelled loudness, and
// rendered tracks whose calls start on their instants as measured from the audio. That every phrase has
// words in every language and every call a clip is checked from the catalogue (voice.test.ts).
import { describe, expect, it } from 'vitest';
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { allPhrases } from '../../firmware/voice/clips';
import { LANGUAGES, phraseText, shortPhraseText } from '../../sim/voice/texts';
import { readManifest, type Manifest } from '../../sim/voice/packs';
import { buildRecordedPack } from '../../sim/voice/recordedPack';
import { cardFromTakes } from '../../sim/voice/voiceFromTakes';
import { readTakes } from '../../sim/voice/storageVoice';
import { presetSequences, SAFETY_MS } from '../../sim/voice/budgets';
import { SPEED_FLOOR } from '../../sim/voice/fit';
import { SAMPLE_PACKS_DIR as PACKS_DIR, SAMPLE_SCENARIOS, samplePhrases } from '../../sim/voice/samplePack';
import { onsetIndex, readWav, soundingRms } from '../../sim/voice/wav';
import { packSource, renderTrack, spokenPhrases } from '../../sim/voice/render';
import { parseScenario, scenarioEvents } from '../../sim/scenario';
import { program } from '../helpers/programs';
import { scratchDir } from '../helpers/scratch';

const manifests: Manifest[] = LANGUAGES.map((l) => {
  const m = readManifest(l.id, PACKS_DIR);
  if (m === null) throw new Error('no ' + l.id + ' voice pack in ' + PACKS_DIR + ': run npm run voice -- --sample (npm test does)');
  return m;
});
const catalogue = allPhrases();

describe('the sample pack, in every language', () => {
  it.each(manifests.map((m) => [m.language, m]))('%s has a clip for every sample phrase, numbered as the catalogue says, on the card in its folder', (_l, manifest) => {
    const m = manifest as Manifest;
    expect(m.missing).toEqual([]);
    expect(m.clips.map((c) => c.phrase).sort()).toEqual(samplePhrases());
    for (const clip of m.clips) expect(clip.clip).toBe(catalogue.find((c) => c.phrase === clip.phrase)!.clip);
    for (const clip of m.clips) {
      expect(clip.file).toBe(join('sd', String(m.folder).padStart(2, '0'), String(clip.clip).padStart(4, '0') + '.wav'));
      expect(existsSync(join(PACKS_DIR, clip.pcm8))).toBe(true);
    }
  });
});

describe('clips', () => {
  it.each(manifests.map((m) => [m.language, m]))('%s: under every preset, count style and rules, each clip and each back-to-back sequence ends before the next call', (_l, manifest) => {
    const m = manifest as Manifest;
    const lengths: Record<string, number> = {};
    for (const clip of m.clips) lengths[clip.phrase] = clip.durationMs;
    let checked = 0;
    for (const sequence of presetSequences()) {
      const spoken = sequence.phrases.reduce((sum, p) => sum + lengths[p], 0);
      expect(spoken, sequence.label + ': ' + sequence.phrases.join(' + ')).toBeLessThan(sequence.gapMs);
      checked++;
    }
    expect(checked).toBeGreaterThan(1000);
  });

  it.each(manifests.map((m) => [m.language, m]))('%s: no clip is sped up past the floor, and one with room to spare is not sped up at all', (_l, manifest) => {
    const m = manifest as Manifest;
    for (const clip of m.clips) {
      expect(clip.speed, clip.phrase).toBeLessThanOrEqual(SPEED_FLOOR);
      expect(clip.speed, clip.phrase).toBeGreaterThanOrEqual(1);
      if (clip.budgetMs === null || clip.naturalMs <= clip.budgetMs - 10) expect(clip.speed, clip.phrase).toBe(1);
      // Words are shortened only as a referee would shorten them, never made up.
      if (clip.text !== phraseText(m.language, clip.phrase)) expect(clip.text, clip.phrase).toBe(shortPhraseText(m.language, clip.phrase));
    }
    // "58 seconds" in a 60 s period has 2 s before "1 minute": spoken as it is, in every language.
    const sec58 = m.clips.find((c) => c.phrase === 'sec-58')!;
    expect(sec58.budgetMs).toBe(2000 - SAFETY_MS);
    expect(sec58.speed).toBe(1);
    expect(Math.abs(sec58.durationMs - sec58.naturalMs)).toBeLessThanOrEqual(2);
  });

  it.each(manifests.map((m) => [m.language, m]))('%s: each word starts at the clip’s start and loudness is levelled', (_l, manifest) => {
    const m = manifest as Manifest;
    const sample = m.clips.filter((c) => /^count-|^sec-(10|30|58)$|^timeout$|^minutes-left-(1|4)$/.test(c.phrase));
    const levels: number[] = [];
    for (const clip of sample) {
      const pcm = readWav(readFileSync(join(PACKS_DIR, clip.file)));
      expect(onsetIndex(pcm.samples, 0), clip.phrase).toBeLessThanOrEqual(Math.round(pcm.rate * 0.003));
      levels.push(soundingRms(pcm.samples));
    }
    const loudest = Math.max(...levels);
    const quietest = Math.min(...levels);
    expect(20 * Math.log10(loudest / quietest)).toBeLessThan(6);
  });

  it('8-bit unsigned PCM at 8 kHz for Waveform, the same length as the card clip', () => {
    const clip = manifests[0].clips.find((c) => c.phrase === 'count-7')!;
    const bytes = statSync(join(PACKS_DIR, clip.pcm8)).size;
    expect(Math.abs(bytes - clip.durationMs * 8)).toBeLessThan(80);
    expect(execFileSync('soxi', ['-r', join(PACKS_DIR, clip.file)], { encoding: 'utf8' }).trim()).toBe('16000');
  });
});

describe('a rendered voice track', () => {
  const scenarios = SAMPLE_SCENARIOS;

  it.each(LANGUAGES.flatMap((l) => scenarios.map((s, i) => [l.id, i, s])))('%s, scenario %i: each call’s onset, from the audio, is within ±20 ms of its instant', (language, _i, raw) => {
    const scenario = parseScenario(raw);
    const manifest = manifests.find((m) => m.language === language)!;
    const source = packSource(manifest, PACKS_DIR);
    const placed = spokenPhrases(scenario.settings, scenarioEvents(scenario), source);
    const track = renderTrack(placed, source, scenario.until);
    const rate = track.rate;
    expect(placed.length).toBeGreaterThan(5);
    placed.forEach((p, i) => {
      const previous = placed[i - 1];
      if (previous !== undefined && previous.at === p.at) {
        // Back to back: the next clip of the same instant starts as the one before it ends.
        expect(p.startMs).toBe(previous.startMs + Math.ceil((source(previous.phrase).samples.length * 1000) / rate));
        return;
      }
      // Search from 20 ms before the instant, or from where the previous clip stopped sounding.
      const previousEnd = previous === undefined ? 0 : Math.min(Math.round((p.startMs * rate) / 1000), Math.round((previous.startMs * rate) / 1000) + source(previous.phrase).samples.length);
      const from = Math.max(previousEnd, Math.round(((p.at - 20) * rate) / 1000));
      const onsetMs = (onsetIndex(track.samples, from) * 1000) / rate;
      expect(Math.abs(onsetMs - p.at), p.phrase + ' at ' + p.at).toBeLessThanOrEqual(20);
    });
  });

  it('is written by npm run sim -- --scenario FILE --wav OUT.wav', () => {
    const dir = scratchDir('track-');
    writeFileSync(join(dir, 's.json'), JSON.stringify(scenarios[0]));
    const result = spawnSync(process.execPath, program('sim/cli.ts', '--scenario', join(dir, 's.json'), '--wav', join(dir, 'out.wav'), '--language', 'ko', '--packs', PACKS_DIR), { encoding: 'utf8' });
    expect(result.stderr).toBe('');
    expect(execFileSync('soxi', ['-D', join(dir, 'out.wav')], { encoding: 'utf8' }).trim()).toBe('125.000000');
  });
});

describe('a human voice', () => {
  it('builds recorded WAVs (any rate, channels) into the same formats through the recorder page\'s take processing, and lists the missing phrases', async () => {
    const recordings = scratchDir('human-');
    const out = scratchDir('pack-');
    // Stand-ins for recordings: 44.1 kHz stereo with 200 ms of silence before the "word".
    for (const phrase of ['count-1', 'count-2', 'sec-30']) {
      execFileSync('sox', ['-n', '-r', '44100', '-c', '2', join(recordings, phrase + '.wav'), 'synth', '0.5', 'sine', '440', 'pad', '0.2', '0.1']);
    }
    const { manifest } = await buildRecordedPack(LANGUAGES[0], recordings, out);
    expect(manifest.clips.map((c) => c.phrase)).toEqual(['count-1', 'count-2', 'sec-30']);
    expect(manifest.missing).toContain('count-3');
    const pcm = readWav(readFileSync(join(out, manifest.clips[0].file)));
    expect(pcm.rate).toBe(16000);
    // The silence trimmed to the 20 ms takes.ts keeps before a word's first loud frame.
    expect(onsetIndex(pcm.samples, 0)).toBeLessThanOrEqual(340);
    expect(manifest.clips[0].durationMs).toBeGreaterThan(490);
    expect(manifest.clips[0].durationMs).toBeLessThan(600);
    // The card's WAV is the one the recorder page's card folder holds, and the web clock has its Opus.
    expect(readFileSync(join(out, manifest.clips[0].file)).equals(Buffer.from(cardFromTakes(LANGUAGES[0], readTakes(recordings)).files[manifest.clips[0].file.replace(/^sd\//, '')]))).toBe(true);
    expect(existsSync(join(out, manifest.clips[0].web))).toBe(true);
  }, 30000);
});
