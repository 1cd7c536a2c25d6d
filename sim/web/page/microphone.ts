// A take from the microphone: getUserMedia with the browser's voice processing off (its gain control and noise
// suppression would level and gate the take before takes.ts does, and differently on each phone), the samples
// gathered as they come, and each block's peak given to a level meter.
import { toInt16, writeWavBytes } from '../../voice/wavBytes';

export interface Recorder {
  /** Ends the take: the microphone released, the take as a 16-bit WAV at the microphone's rate. */
  stop(): Uint8Array;
}

export async function startRecording(level: (peak: number) => void): Promise<Recorder> {
  const stream = await navigator.mediaDevices.getUserMedia({ audio: { echoCancellation: false, noiseSuppression: false, autoGainControl: false } });
  const audio = new AudioContext();
  const source = audio.createMediaStreamSource(stream);
  // A ScriptProcessorNode, though deprecated, needs no module file beside the bundle, as an AudioWorklet would.
  const processor = audio.createScriptProcessor(4096, 1, 1);
  const blocks: Float32Array[] = [];
  processor.onaudioprocess = (event) => {
    const block = new Float32Array(event.inputBuffer.getChannelData(0));
    blocks.push(block);
    level(block.reduce((peak, v) => Math.max(peak, Math.abs(v)), 0));
  };
  source.connect(processor);
  // A processor runs only when its output goes somewhere; it writes nothing, so nothing is heard.
  processor.connect(audio.destination);
  return {
    stop() {
      processor.disconnect();
      source.disconnect();
      for (const track of stream.getTracks()) track.stop();
      void audio.close();
      const samples = new Float32Array(blocks.reduce((n, b) => n + b.length, 0));
      let at = 0;
      for (const block of blocks) {
        samples.set(block, at);
        at += block.length;
      }
      level(0);
      return writeWavBytes(audio.sampleRate, toInt16(samples));
    },
  };
}
