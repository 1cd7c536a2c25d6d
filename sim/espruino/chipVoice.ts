// A voice a person recorded, on the interpreter: the Storage voice made from takes by the recorder page's own code
// (sim/voice/voiceFromTakes.ts), written beside the firmware, and a byo-yomi game left to run to the flag. Linux
// drives no pins, so Waveform's output is stubbed: each part's start is noted, and it ends after its samples at the
// voice's rate, as on the board. The takes are tones: what is measured is when each call starts, not how it sounds.
import { EDGE } from './chipPrograms';
import { LANGUAGES } from '../voice/texts';
import { recordings } from '../voice/storagePhrases';
import { storageFromTakes, type Takes } from '../voice/voiceFromTakes';
import { toInt16, writeWavBytes } from '../voice/wavBytes';
import { VOICE_RATE_HZ } from '../../firmware/voice/storageFormat';

/** `.boot0`'s appendix: Waveform's output noted in H.plays rather than driven. */
export const VOICE_STUB = `H.plays=[];
Waveform.prototype.startOutput=function(){H.plays.push(getTime());var w=this;w.running=true;H.st(function(){if(!w.running)return;w.running=false;w.emit('finish');},1000*w.buffer.length/${VOICE_RATE_HZ});};
Waveform.prototype.stop=function(){this.running=false;};`;

/**
 * Starts the game (the settings' 40 s of main time, one 60 s period) and prints each part's start, in ms from the
 * game's start: the release of the press that starts it, as the firmware takes it.
 */
export const VOICE_PROGRAM = `${EDGE}var st=H.st;
st(function(){edge('D44',true);st(function(){H.start=getTime();edge('D44',false);},80);},2000);
st(function(){print('VOICE '+H.plays.map(function(t){return Math.round((t-H.start)*1000);}).join(' '));quit();},2000+40000+61500);`;

/** A take of a 400 ms tone between 300 ms of quiet, at 16 kHz. */
function toneTake(): Uint8Array {
  const rate = 16000;
  const samples = new Float32Array(rate);
  for (let i = 0.3 * rate; i < 0.7 * rate; i++) samples[i] = 0.2 * Math.sin((2 * Math.PI * 330 * i) / rate);
  return writeWavBytes(rate, toInt16(samples));
}

/** The Mandarin Storage voice made from a take for each call it needs, as the installer page writes it. */
export function recordedVoiceFiles(): { name: string; data: Buffer }[] {
  const takes: Takes = {};
  for (const recording of recordings('zh').filter((r) => r.needed)) takes[recording.id] = toneTake();
  const made = storageFromTakes(LANGUAGES.filter((l) => l.id === 'zh')[0], takes);
  return Object.keys(made.files).map((name) => ({ name: name, data: Buffer.from(made.files[name]) }));
}

/** What the plays say: each second's first call (a call queued behind another starts when it ends), and how late each started. */
export function voiceTiming(plays: number[]): string {
  const seconds: number[] = [];
  let latest = 0;
  for (const ms of plays) {
    const second = Math.floor(ms / 1000);
    if (seconds.indexOf(second) >= 0) continue;
    seconds.push(second);
    latest = Math.max(latest, ms - second * 1000);
  }
  return 'a voice recorded on record.html, from Storage: calls at ' + seconds.join(', ') + ' s of the game, each started within ' + latest + ' ms of its second';
}
