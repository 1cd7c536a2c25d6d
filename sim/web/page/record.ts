// The recorder's page (record.html): a person records a voice for the clock, phrase by phrase, from the
// microphone. Each take is made into a clip by takes.ts, as npm run voice -- --storage --human makes it, or refused
// with why; takes are kept in IndexedDB, exported as a zip of WAVs named by id, and imported on another phone.
import { LANGUAGES as VOICES } from '../../../firmware/app/settings';
import { textLanguageOf, voiceOf } from '../../../firmware/core/index';
import { recordings, type Recording } from '../../voice/storagePhrases';
import { processTake, type Take } from '../../voice/takes';
import { readZip, writeZip, type ZipFile } from '../../voice/takeZip';
import { t } from './pageLanguage';
import { useLanguage } from './view';
import { keepTake, keptTakes } from './takeStore';
import { startRecording, type Recorder } from './microphone';
import { refusalText, whenSaid } from './recordWords';

const $ = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;

let voice = 'zh';
let takes: Record<string, Uint8Array> = {};
/** The take being recorded, and its row's id. */
let recording: { id: string; recorder: Recorder } | null = null;
let player: AudioContext | null = null;

const clipOf = (r: Recording, wav: Uint8Array): Take => processTake(wav, r.id, r.budgetMs);

function say(text: string): void {
  $('status').textContent = text;
}

/** A row's take, as kept or refused; `refused` is a take just refused, shown while the kept one stays. */
function showTake(row: HTMLElement, r: Recording, refused?: Take): void {
  const state = row.querySelector('.state') as HTMLElement;
  const kept = takes[r.id] === undefined ? null : clipOf(r, takes[r.id]);
  const shown = refused ?? kept;
  state.className = 'state ' + (shown === null ? '' : shown.ok ? 'kept' : 'why');
  state.textContent = shown === null ? t('rec.none') : shown.ok ? t('rec.kept', { ms: shown.ms }) : refusalText(shown.refusal, r.text, t);
  (row.querySelector('.play') as HTMLButtonElement).disabled = kept === null || !kept.ok;
}

function showProgress(): void {
  const needed = recordings(voice).filter((r) => r.needed);
  const done = needed.filter((r) => takes[r.id] !== undefined && clipOf(r, takes[r.id]).ok).length;
  $<HTMLProgressElement>('progress').value = done / needed.length;
  $('progressText').textContent = t('rec.progress', { done: done, total: needed.length });
}

async function toggle(row: HTMLElement, r: Recording): Promise<void> {
  const button = row.querySelector('.rec') as HTMLButtonElement;
  const meter = row.querySelector('meter') as HTMLMeterElement;
  if (recording !== null && recording.id !== r.id) return;
  if (recording === null) {
    try {
      recording = { id: r.id, recorder: await startRecording((peak) => (meter.value = peak)) };
    } catch (error) {
      say(t('rec.noMic', { why: (error as Error).message }));
      return;
    }
    button.textContent = t('rec.stop');
    return;
  }
  const wav = recording.recorder.stop();
  recording = null;
  button.textContent = t('rec.record');
  const take = clipOf(r, wav);
  // A refused take leaves the kept one in place: a cough does not lose a good take.
  if (take.ok) {
    takes[r.id] = wav;
    await keepTake(voice, r.id, wav);
  }
  showTake(row, r, take.ok ? undefined : take);
  showProgress();
}

function play(r: Recording): void {
  const take = clipOf(r, takes[r.id]);
  if (!take.ok) return;
  player = player ?? new AudioContext();
  const audio = player;
  void audio.decodeAudioData(take.wav.slice().buffer).then((buffer) => {
    const source = audio.createBufferSource();
    source.buffer = buffer;
    source.connect(audio.destination);
    source.start();
  });
}

function render(): void {
  for (const list of ['needed', 'optional']) $(list).innerHTML = '';
  for (const r of recordings(voice)) {
    const row = document.createElement('li');
    row.dataset.id = r.id;
    row.innerHTML = '<span class="text"></span> <span class="when"></span><br><button class="rec"></button><button class="play"></button><meter min="0" max="1" value="0"></meter> <span class="state"></span>';
    (row.querySelector('.text') as HTMLElement).textContent = r.text;
    (row.querySelector('.when') as HTMLElement).textContent = whenSaid(r.id, r.part, t);
    (row.querySelector('.rec') as HTMLElement).textContent = t('rec.record');
    (row.querySelector('.play') as HTMLElement).textContent = t('rec.play');
    row.querySelector('.rec')?.addEventListener('click', () => void toggle(row, r));
    row.querySelector('.play')?.addEventListener('click', () => play(r));
    $(r.needed ? 'needed' : 'optional').appendChild(row);
    showTake(row, r);
  }
  showProgress();
}

async function choose(chosen: string): Promise<void> {
  voice = chosen;
  takes = await keptTakes(voice);
  render();
}

function exportVoice(): void {
  const files = recordings(voice).filter((r) => takes[r.id] !== undefined).map((r) => ({ name: r.id + '.wav', bytes: takes[r.id] }));
  const anchor = document.createElement('a');
  anchor.href = URL.createObjectURL(new Blob([writeZip(files).slice()], { type: 'application/zip' }));
  anchor.download = 'goclock-voice-' + voice + '.zip';
  anchor.click();
}

/** A zip entry's bytes, inflated by the browser where another tool compressed it. */
async function bytesOf(file: ZipFile): Promise<Uint8Array> {
  if (file.method === 0) return file.bytes;
  const stream = new Blob([file.bytes.slice()]).stream().pipeThrough(new DecompressionStream('deflate-raw'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

async function importVoice(file: File): Promise<void> {
  try {
    const ids = recordings(voice).map((r) => r.id);
    let imported = 0;
    for (const entry of readZip(new Uint8Array(await file.arrayBuffer()))) {
      const id = entry.name.slice(entry.name.lastIndexOf('/') + 1).replace(/\.wav$/i, '');
      if (ids.indexOf(id) < 0) continue;
      await keepTake(voice, id, await bytesOf(entry));
      imported++;
    }
    await choose(voice);
    say(t('rec.imported', { n: imported }));
  } catch (error) {
    say(t('rec.importFailed', { why: (error as Error).message }));
  }
}

function start(): void {
  const query = new URLSearchParams(location.search);
  const language = textLanguageOf(query.get('lang') ?? navigator.language);
  useLanguage(language);
  document.title = t('rec.title');
  const asked = query.get('voice');
  const first = asked !== null && VOICES.indexOf(asked) >= 0 ? asked : voiceOf(language);
  $<HTMLSelectElement>('voice').innerHTML = VOICES.map((v) => `<option value="${v}"${v === first ? ' selected' : ''}>${t('voice.' + v)}</option>`).join('');
  $('voice').addEventListener('change', () => void choose($<HTMLSelectElement>('voice').value));
  $('export').addEventListener('click', exportVoice);
  $<HTMLInputElement>('import').addEventListener('change', () => {
    const file = $<HTMLInputElement>('import').files?.[0];
    if (file !== undefined) void importVoice(file);
  });
  void choose(first);
}

start();
