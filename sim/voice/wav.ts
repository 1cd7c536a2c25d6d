// 16-bit mono PCM WAV in and out, and the clip processing every pack gets: leading silence trimmed so
// the word starts at the clip's start, trailing silence trimmed, loudness levelled.

export interface Pcm {
  rate: number;
  samples: Int16Array;
}

export function readWav(buffer: Buffer): Pcm {
  if (buffer.toString('ascii', 0, 4) !== 'RIFF' || buffer.toString('ascii', 8, 12) !== 'WAVE') throw new Error('not a WAV file');
  let offset = 12;
  let rate = 0;
  let channels = 0;
  let bits = 0;
  while (offset + 8 <= buffer.length) {
    const id = buffer.toString('ascii', offset, offset + 4);
    let size = buffer.readUInt32LE(offset + 4);
    const body = offset + 8;
    if (id === 'fmt ') {
      channels = buffer.readUInt16LE(body + 2);
      rate = buffer.readUInt32LE(body + 4);
      bits = buffer.readUInt16LE(body + 14);
    } else if (id === 'data') {
      if (channels !== 1 || bits !== 16) throw new Error('expected 16-bit mono PCM, got ' + channels + ' channels of ' + bits + ' bits');
      // espeak-ng streaming to stdout leaves the data size unknown (0 or 0xffffffff): take the rest.
      if (size === 0 || size === 0xffffffff || body + size > buffer.length) size = buffer.length - body;
      const samples = new Int16Array(Math.floor(size / 2));
      for (let i = 0; i < samples.length; i++) samples[i] = buffer.readInt16LE(body + i * 2);
      return { rate: rate, samples: samples };
    }
    offset = body + size + (size % 2);
  }
  throw new Error('WAV file has no data');
}

export function writeWav(pcm: Pcm): Buffer {
  const data = Buffer.alloc(pcm.samples.length * 2);
  for (let i = 0; i < pcm.samples.length; i++) data.writeInt16LE(pcm.samples[i], i * 2);
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVE', 8, 'ascii');
  header.write('fmt ', 12, 'ascii');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(pcm.rate, 24);
  header.writeUInt32LE(pcm.rate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

/** A sample counts as sound above this level (about −40 dBFS). */
export const SOUND_LEVEL = 330;
const TAIL_MS = 15;
/** Every clip is levelled to this RMS (about −16 dBFS) over its sounding part, without clipping. */
const TARGET_RMS = 5200;
const PEAK_LIMIT = 32000;

/** The first sample at or after `from` whose level reaches SOUND_LEVEL, or -1. */
export function onsetIndex(samples: Int16Array, from: number): number {
  for (let i = from; i < samples.length; i++) if (Math.abs(samples[i]) >= SOUND_LEVEL) return i;
  return -1;
}

export function processClip(pcm: Pcm): Pcm {
  const start = onsetIndex(pcm.samples, 0);
  if (start < 0) throw new Error('the clip is silent');
  let end = pcm.samples.length - 1;
  while (end > start && Math.abs(pcm.samples[end]) < SOUND_LEVEL) end--;
  end = Math.min(pcm.samples.length - 1, end + Math.round((pcm.rate * TAIL_MS) / 1000));
  const cut = pcm.samples.slice(start, end + 1);
  let energy = 0;
  let sounding = 0;
  let peak = 1;
  for (let i = 0; i < cut.length; i++) {
    const v = Math.abs(cut[i]);
    if (v >= SOUND_LEVEL) {
      energy += v * v;
      sounding++;
    }
    if (v > peak) peak = v;
  }
  const rms = Math.sqrt(energy / Math.max(1, sounding));
  const gain = Math.min(TARGET_RMS / rms, PEAK_LIMIT / peak);
  const out = new Int16Array(cut.length);
  for (let i = 0; i < cut.length; i++) out[i] = Math.max(-32768, Math.min(32767, Math.round(cut[i] * gain)));
  return { rate: pcm.rate, samples: out };
}

export function durationMs(pcm: Pcm): number {
  return Math.round((pcm.samples.length * 1000) / pcm.rate);
}

/** RMS over the sounding part: what "loudness levelled" is measured by. */
export function soundingRms(samples: Int16Array): number {
  let energy = 0;
  let n = 0;
  for (let i = 0; i < samples.length; i++) {
    if (Math.abs(samples[i]) >= SOUND_LEVEL) {
      energy += samples[i] * samples[i];
      n++;
    }
  }
  return Math.sqrt(energy / Math.max(1, n));
}
