// WAV files as bytes, read and written without Node's Buffer, so that the browser's recorder and the Node
// tools share one reader: a take is any PCM WAV a phone or a recorder makes (8, 16, 24 or 32-bit integers or
// 32-bit floats, any channels, any rate), read as mono floats in [-1, 1].

export interface Samples {
  rate: number;
  /** Mono, the channels averaged, each sample in [-1, 1]. */
  samples: Float32Array;
}

const ascii = (view: DataView, at: number) => String.fromCharCode(view.getUint8(at), view.getUint8(at + 1), view.getUint8(at + 2), view.getUint8(at + 3));

/** One sample of `bits` at byte `at`, as a float in [-1, 1]. */
function sampleAt(view: DataView, at: number, bits: number, float: boolean): number {
  if (float) return view.getFloat32(at, true);
  if (bits === 8) return (view.getUint8(at) - 128) / 128;
  if (bits === 16) return view.getInt16(at, true) / 32768;
  if (bits === 24) return ((view.getUint8(at) | (view.getUint8(at + 1) << 8) | (view.getInt8(at + 2) << 16)) >> 0) / 8388608;
  return view.getInt32(at, true) / 2147483648;
}

/** The samples of a WAV file; throws saying what it is not. */
export function readWavBytes(bytes: Uint8Array): Samples {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (bytes.length < 12 || ascii(view, 0) !== 'RIFF' || ascii(view, 8) !== 'WAVE') throw new Error('not a WAV file');
  let rate = 0;
  let channels = 0;
  let bits = 0;
  let float = false;
  for (let offset = 12; offset + 8 <= bytes.length; ) {
    const id = ascii(view, offset);
    let size = view.getUint32(offset + 4, true);
    const body = offset + 8;
    if (id === 'fmt ') {
      const format = view.getUint16(body, true);
      channels = view.getUint16(body + 2, true);
      rate = view.getUint32(body + 4, true);
      bits = view.getUint16(body + 14, true);
      // 0xfffe is WAVE_FORMAT_EXTENSIBLE, whose sub-format's first two bytes say PCM (1) or float (3).
      const kind = format === 0xfffe && size >= 26 ? view.getUint16(body + 24, true) : format;
      float = kind === 3;
      if ((kind !== 1 && kind !== 3) || (float && bits !== 32) || [8, 16, 24, 32].indexOf(bits) < 0) throw new Error('not PCM audio (format ' + kind + ', ' + bits + ' bits)');
    } else if (id === 'data') {
      if (channels === 0) throw new Error('WAV file has no format before its data');
      // A recorder streaming its file (espeak-ng to stdout) leaves the size unknown: take the rest.
      if (size === 0 || size === 0xffffffff || body + size > bytes.length) size = bytes.length - body;
      const width = (bits / 8) * channels;
      const samples = new Float32Array(Math.floor(size / width));
      for (let i = 0; i < samples.length; i++) {
        let sum = 0;
        for (let c = 0; c < channels; c++) sum += sampleAt(view, body + i * width + (c * bits) / 8, bits, float);
        samples[i] = sum / channels;
      }
      return { rate: rate, samples: samples };
    }
    offset = body + size + (size % 2);
  }
  throw new Error('WAV file has no data');
}

/** A 16-bit mono PCM WAV file. */
export function writeWavBytes(rate: number, samples: Int16Array): Uint8Array {
  const bytes = new Uint8Array(44 + samples.length * 2);
  const view = new DataView(bytes.buffer);
  const text = (at: number, s: string) => {
    for (let i = 0; i < s.length; i++) view.setUint8(at + i, s.charCodeAt(i));
  };
  text(0, 'RIFF');
  view.setUint32(4, 36 + samples.length * 2, true);
  text(8, 'WAVE');
  text(12, 'fmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true);
  view.setUint16(22, 1, true);
  view.setUint32(24, rate, true);
  view.setUint32(28, rate * 2, true);
  view.setUint16(32, 2, true);
  view.setUint16(34, 16, true);
  text(36, 'data');
  view.setUint32(40, samples.length * 2, true);
  for (let i = 0; i < samples.length; i++) view.setInt16(44 + i * 2, samples[i], true);
  return bytes;
}

/** Float samples as 16-bit, rounded and held to the 16-bit range. */
export function toInt16(samples: Float32Array | number[]): Int16Array {
  const out = new Int16Array(samples.length);
  for (let i = 0; i < samples.length; i++) out[i] = Math.max(-32768, Math.min(32767, Math.round(samples[i] * 32768)));
  return out;
}
