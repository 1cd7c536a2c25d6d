// npm run voice -- --storage --human DIR: the Storage voice from a person's takes, each made into a clip by the
// recorder's own take processing; a take refused or missing leaves its call to the beep, and says why.
import { describe, expect, it } from 'vitest';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildStorageVoice } from '../../sim/voice/storageVoice';
import { LANGUAGES } from '../../sim/voice/texts';
import { toInt16, writeWavBytes } from '../../sim/voice/wavBytes';
import { VOICE_RATE_HZ } from '../../firmware/voice/storageFormat';
import { scratchDir } from '../helpers/scratch';

/** A 44.1 kHz take: half a second of quiet, a 220 Hz tone of `toneMs`, half a second of quiet. */
function take(toneMs: number): Uint8Array {
  const rate = 44100;
  const quiet = rate / 2;
  const samples = new Float32Array(quiet * 2 + Math.round((toneMs * rate) / 1000));
  for (let i = quiet; i < samples.length - quiet; i++) samples[i] = 0.2 * Math.sin((2 * Math.PI * 220 * i) / rate);
  return writeWavBytes(rate, toInt16(samples));
}

describe('the Storage voice from takes', () => {
  it('keeps the takes that fit, trimmed to their sound, and names the refused and the missing', async () => {
    const takes = scratchDir('takes-');
    writeFileSync(join(takes, 'count-1.wav'), take(400));
    writeFileSync(join(takes, 'count-2.wav'), take(1500));
    const voice = await buildStorageVoice(LANGUAGES.filter((l) => l.id === 'en')[0], scratchDir('storage-'), undefined, ['count-1', 'count-2', 'count-3'], takes);
    expect(voice.missing).toEqual(['count-3']);
    expect(voice.refused).toEqual([{ id: 'count-2', refusal: expect.objectContaining({ why: 'long', phrase: 'count-2', budgetMs: 940 }) }]);
    // One clip, the 400 ms tone with no more than 80 ms kept around it, at the device's 8-bit rate.
    const clip = readFileSync(voice.files.v1);
    expect(clip.length / VOICE_RATE_HZ).toBeGreaterThan(0.39);
    expect(clip.length / VOICE_RATE_HZ).toBeLessThan(0.49);
    expect(readFileSync(voice.files.voice, 'latin1')).toMatch(/^ F\d+ \d+:1$/);
  });
});
