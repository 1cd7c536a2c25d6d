// The recorder's take processing (sim/voice/takes.ts) on synthetic takes: a tone burst between silences is trimmed
// to the burst and levelled to the voice's loudness whatever its level or rate; a silent take, a take of noise, a
// clipped one and one longer than its phrase's budget are refused, saying why.
import { describe, expect, it } from 'vitest';
import { PEAK_LIMIT, TARGET_RMS, TAKE_RATE, processTake, takeBudget } from '../../sim/voice/takes';
import { readWavBytes, toInt16, writeWavBytes } from '../../sim/voice/wavBytes';
import { scratchDir } from '../helpers/scratch';

/** A deterministic noise in [-1, 1] (a linear congruential generator), so a failure repeats. */
function noise(seed: number): () => number {
  let state = seed;
  return () => ((state = (state * 1103515245 + 12345) % 2147483648) / 1073741824) - 1;
}

/** `silenceMs` of room noise at `noiseLevel`, a tone of `toneMs` at `amplitude`, then `silenceMs` again, as a 16-bit WAV at `rate`. */
function take(o: { rate?: number; silenceMs?: number; toneMs?: number; amplitude?: number; noiseLevel?: number }): Uint8Array {
  const rate = o.rate ?? 48000;
  const silence = Math.round(((o.silenceMs ?? 400) * rate) / 1000);
  const tone = Math.round(((o.toneMs ?? 500) * rate) / 1000);
  const random = noise(7);
  const samples = new Float32Array(silence * 2 + tone);
  for (let i = 0; i < samples.length; i++) {
    const inTone = i >= silence && i < silence + tone;
    samples[i] = (o.noiseLevel ?? 0.001) * random() + (inTone ? (o.amplitude ?? 0.3) * Math.sin((2 * Math.PI * 220 * i) / rate) : 0);
  }
  return writeWavBytes(rate, toInt16(samples));
}

function kept(wav: Uint8Array, budget: number | null = 940) {
  const result = processTake(wav, 'count-7', budget);
  if (!result.ok) throw new Error('refused: ' + JSON.stringify(result.refusal));
  return { ms: result.ms, clip: readWavBytes(result.wav) };
}

const rms = (s: Float32Array) => Math.sqrt(s.reduce((sum, v) => sum + v * v, 0) / s.length);

describe('a recorded take', () => {
  it('is trimmed to its sound, at the clip rate, and levelled to one loudness from any level or rate', () => {
    for (const [rate, amplitude] of [[48000, 0.3], [44100, 0.05], [16000, 0.8], [8000, 0.02]]) {
      const { ms, clip } = kept(take({ rate: rate, amplitude: amplitude }));
      expect(clip.rate).toBe(TAKE_RATE);
      // The 500 ms burst with at most 20 ms before it and 60 ms after.
      expect(ms).toBeGreaterThanOrEqual(495);
      expect(ms).toBeLessThanOrEqual(585);
      // Levelled over the burst: its middle at the target, within a dB.
      const middle = clip.samples.slice(Math.round(0.1 * TAKE_RATE), Math.round(0.4 * TAKE_RATE));
      expect(20 * Math.log10(rms(middle) / TARGET_RMS)).toBeCloseTo(0, 0);
      expect(Math.max(...clip.samples.map(Math.abs))).toBeLessThanOrEqual(PEAK_LIMIT + 1 / 32768);
    }
  });

  it('keeps a voice in room noise, and gives the same clip from the same take', () => {
    const wav = take({ noiseLevel: 0.02, amplitude: 0.3 });
    const a = processTake(wav, 'count-7', 940);
    const b = processTake(wav.slice(), 'count-7', 940);
    expect(a.ok && b.ok).toBe(true);
    expect(a.ok && b.ok && Buffer.from(a.wav).equals(Buffer.from(b.wav))).toBe(true);
    expect(a.ok && a.ms).toBeLessThanOrEqual(585);
  });

  it('is refused when silent, only noise, clipped or unreadable', () => {
    expect(processTake(take({ amplitude: 0, noiseLevel: 0.0005 }), 'count-7', 940)).toEqual({ ok: false, refusal: { why: 'silent' } });
    expect(processTake(take({ amplitude: 0, noiseLevel: 0.2 }), 'count-7', 940)).toEqual({ ok: false, refusal: { why: 'noise' } });
    const clipped = processTake(take({ amplitude: 3 }), 'count-7', 940);
    expect(clipped.ok === false && clipped.refusal.why).toBe('clipped');
    expect(processTake(new Uint8Array(50), 'count-7', 940)).toEqual({ ok: false, refusal: { why: 'unreadable', detail: 'not a WAV file' } });
  });

  it('is refused when it cannot end before the next call, naming the phrase and both lengths', () => {
    const result = processTake(take({ toneMs: 1200 }), 'count-7', takeBudget('count-7'));
    expect(result.ok).toBe(false);
    expect(!result.ok && result.refusal).toMatchObject({ why: 'long', phrase: 'count-7', budgetMs: 940 });
    expect(!result.ok && result.refusal.why === 'long' && result.refusal.ms).toBeGreaterThan(1200);
    // The time-out ends the game: nothing follows it.
    expect(takeBudget('timeout')).toBeNull();
    expect(takeBudget('sec-58')).toBe(1940);
  });
});

describe('a voice exported as a zip', () => {
  it('is read back as it was written, and unzip reads it', async () => {
    const { writeZip, readZip } = await import('../../sim/voice/takeZip');
    const { execFileSync } = await import('node:child_process');
    const { writeFileSync, readFileSync } = await import('node:fs');
    const { join } = await import('node:path');
    const files = [{ name: 'count-1.wav', bytes: take({}) }, { name: 'part-还剩.wav', bytes: new Uint8Array([1, 2, 3]) }];
    const zip = writeZip(files);
    expect(readZip(zip)).toEqual(files.map((f) => ({ name: f.name, bytes: f.bytes, method: 0 })));
    const dir = scratchDir('zip-');
    writeFileSync(join(dir, 'voice.zip'), zip);
    execFileSync('unzip', ['-q', join(dir, 'voice.zip'), '-d', dir]);
    expect(Buffer.from(readFileSync(join(dir, 'part-还剩.wav'))).equals(Buffer.from([1, 2, 3]))).toBe(true);
    expect(() => readZip(new Uint8Array(30))).toThrow('not a zip file');
  });
});
