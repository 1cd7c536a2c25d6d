// The recorder's page (record.html): a person records a voice for the clock, phrase by phrase, from the
// microphone: one of the clock's languages, or a voice of their own saying one's calls. Each take is made into a clip
// by takes.ts, as npm run voice -- --human makes it, or refused with why; takes are kept in IndexedDB, exported as a
// zip of WAVs named by id (and the voice's name) and imported on another phone; the DFPlayer's card folder is made
// here by the code npm run voice makes it with.
import { LANGUAGES as VOICES } from '../../../firmware/app/settings';
import { voiceOf } from '../../../firmware/core/index';
import { recordings, type Recording } from '../../voice/storagePhrases';
import { processTake, type Take } from '../../voice/takes';
import { readZip, writeZip, type ZipFile } from '../../voice/takeZip';
import { cardFromTakes } from '../../voice/voiceFromTakes';
import { languageFolder } from '../../../firmware/app/settings';
import { addOwnVoice, ownVoiceNames } from './ownVoices';
import { readSavedSettings, STORE_KEY, voiceLanguage } from './savedSettings';
import { t } from './pageLanguage';
import { useLanguage } from './view';
import { keepTake, keptTakes } from './takeStore';
import { startRecording, type Recorder } from './microphone';
import { refusalText, whenSaid } from './recordWords';

const $ = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;

let voice = 'zh';
/** The voice chooser's last choice: a new voice of the user's own. */
const NEW_VOICE = '';
/** In a zip of a voice of the user's own: its name and the language whose calls it says. */
const VOICE_NAME_FILE = 'voice.json';
let takes: Record<string, Uint8Array> = {};
/** The take being recorded, and its row's id. */
let recording: { id: string; recorder: Recorder } | null = null;
let player: AudioContext | null = null;

/** Each take judged once: the progress reads every needed take after each new one. */
const judged = new WeakMap<Uint8Array, Take>();
function clipOf(r: Recording, wav: Uint8Array): Take {
  const take = judged.get(wav) ?? processTake(wav, r.id, r.budgetMs);
  judged.set(wav, take);
  return take;
}

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
  const needed = recordings(voiceLanguage(voice)).filter((r) => r.needed);
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
  // Until the take is judged and kept, another tap would start a take the kept one has not made room for.
  button.disabled = true;
  const take = clipOf(r, wav);
  // A refused take leaves the kept one in place: a cough does not lose a good take.
  if (take.ok) {
    takes[r.id] = wav;
    await keepTake(voice, r.id, wav);
  }
  showTake(row, r, take.ok ? undefined : take);
  showProgress();
  button.disabled = false;
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
  for (const r of recordings(voiceLanguage(voice))) {
    const row = document.createElement('li');
    row.dataset.id = r.id;
    row.innerHTML = '<span class="text"></span> <span class="when"></span><button class="rec"></button><button class="play"></button><meter min="0" max="1" value="0"></meter> <span class="state"></span>';
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

/** The voices: the clock's languages, the user's own, and a choice to make a new one. */
function fillVoices(chosen: string): void {
  const own = ownVoiceNames();
  $<HTMLSelectElement>('voice').replaceChildren(
    ...VOICES.map((v) => new Option(t('voice.' + v), v)),
    ...Object.keys(own).map((id) => new Option(own[id], id)),
    new Option(t('rec.newVoice'), NEW_VOICE),
  );
  $<HTMLSelectElement>('voice').value = chosen;
}

async function choose(chosen: string): Promise<void> {
  $('ownVoice').hidden = chosen !== NEW_VOICE;
  if (chosen === NEW_VOICE) return;
  voice = chosen;
  takes = await keptTakes(voice);
  render();
}

/** The voice of the user's own named in the form, made and chosen. */
async function createVoice(): Promise<void> {
  const name = $<HTMLInputElement>('ownName').value.trim();
  if (name === '') return say(t('rec.noName'));
  const id = addOwnVoice(name, $<HTMLSelectElement>('ownLanguage').value);
  fillVoices(id);
  await choose(id);
}

/** Offers `bytes` as the download `name`. */
function download(bytes: Uint8Array, name: string): void {
  const anchor = document.createElement('a');
  anchor.href = URL.createObjectURL(new Blob([bytes.slice()], { type: 'application/zip' }));
  anchor.download = name;
  anchor.click();
}

function exportVoice(): void {
  const files = recordings(voiceLanguage(voice)).filter((r) => takes[r.id] !== undefined).map((r) => ({ name: r.id + '.wav', bytes: takes[r.id] }));
  const name = ownVoiceNames()[voice];
  // A voice of the user's own carries its name and language, to be made again on the phone that imports it.
  if (name !== undefined) files.push({ name: VOICE_NAME_FILE, bytes: new TextEncoder().encode(JSON.stringify({ name: name, language: voiceLanguage(voice) })) });
  download(writeZip(files), 'goclock-voice-' + voice + '.zip');
}

/** The DFPlayer's card folder: NN/NNNN.wav for each call the takes make, to copy onto the card as it is. */
function exportCard(): void {
  const language = voiceLanguage(voice);
  const card = cardFromTakes({ id: language, folder: languageFolder(language) }, takes);
  download(writeZip(Object.keys(card.files).map((name) => ({ name: name, bytes: card.files[name] }))), 'goclock-card-' + voice + '.zip');
}

/** A zip entry's bytes, inflated by the browser where another tool compressed it. */
async function bytesOf(file: ZipFile): Promise<Uint8Array> {
  if (file.method === 0) return file.bytes;
  const stream = new Blob([file.bytes.slice()]).stream().pipeThrough(new DecompressionStream('deflate-raw'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/** The voice a zip's takes go to: the one it names, made here when it is a voice of someone's own, or the one chosen. */
async function voiceOfZip(entries: ZipFile[]): Promise<string> {
  const named = entries.find((entry) => entry.name === VOICE_NAME_FILE);
  if (named === undefined) return voice;
  const { name, language } = JSON.parse(new TextDecoder().decode(await bytesOf(named))) as { name: string; language: string };
  if (typeof name !== 'string' || VOICES.indexOf(language) < 0) throw new Error(VOICE_NAME_FILE + ': names no voice the clock can say');
  const own = ownVoiceNames();
  const same = Object.keys(own).find((id) => own[id] === name && voiceLanguage(id) === language);
  return same ?? addOwnVoice(name, language);
}

async function importVoice(file: File): Promise<void> {
  try {
    const entries = readZip(new Uint8Array(await file.arrayBuffer()));
    voice = await voiceOfZip(entries);
    fillVoices(voice);
    const ids = recordings(voiceLanguage(voice)).map((r) => r.id);
    let imported = 0;
    for (const entry of entries) {
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
  // In the words the clock was set to, which its Setup links here from.
  const language = readSavedSettings(localStorage.getItem(STORE_KEY), navigator.language, query.get('lang')).settings.text;
  useLanguage(language);
  document.title = t('rec.title');
  const asked = query.get('voice');
  const first = asked !== null && (VOICES.indexOf(asked) >= 0 || ownVoiceNames()[asked] !== undefined) ? asked : voiceOf(language);
  fillVoices(first);
  $<HTMLSelectElement>('ownLanguage').replaceChildren(...VOICES.map((v) => new Option(t('voice.' + v), v)));
  $('voice').addEventListener('change', () => void choose($<HTMLSelectElement>('voice').value));
  $('ownVoice').addEventListener('submit', (event) => {
    event.preventDefault();
    void createVoice();
  });
  $('export').addEventListener('click', exportVoice);
  $('card').addEventListener('click', exportCard);
  // The browser's own file chooser speaks the browser's language, not the page's: a button of the page's opens it.
  $('importButton').addEventListener('click', () => $<HTMLInputElement>('import').click());
  $<HTMLInputElement>('import').addEventListener('change', () => {
    const file = $<HTMLInputElement>('import').files?.[0];
    if (file !== undefined) void importVoice(file);
  });
  void choose(first);
}

start();
