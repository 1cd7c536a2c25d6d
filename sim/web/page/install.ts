// The installer page (install.html): the firmware npm run flash writes, with the chosen language's words and
// voice, put on a Jolt.js over Web Serial or Web Bluetooth by installer.ts. What it writes is listed in
// firmware/install.json, which the site's build makes (buildSite.ts).
import { install, InstallStop, type Carried, type InstallFile, type InstallManifest } from './installer';
import { ERASE_ALL, recordFileName } from '../../host/installSteps';
import { JOURNAL_FILE } from '../../../firmware/app/record/journal';
import { BOARD } from '../../../firmware/boards';
import { LANGUAGE_NAMES, TEXT_LANGUAGES, textLanguageOf, type TextLanguage } from '../../../firmware/core/index';
import { languageFolder, LANGUAGES as VOICES, SETTINGS_FILE } from '../../../firmware/app/settings';
import { storageFromTakes } from '../../voice/voiceFromTakes';
import { keptTakes, voicesKept } from './takeStore';
import { ownVoiceNames } from './ownVoices';
import { RECORDED, voiceLanguage } from './savedSettings';
import { t } from './pageLanguage';
import { useLanguage } from './view';
import { bluetoothLink, failureText, latin1, serialLink, type Link } from './installLinks';

const $ = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;

async function fetchBytes(path: string): Promise<string> {
  // Offline, or a site that lacks the file: nothing can be written.
  const response = await fetch(path).catch(() => null);
  if (response === null || !response.ok) throw new InstallStop(t('install.download'));
  return latin1(new Uint8Array(await response.arrayBuffer()));
}

/** The files to write: the firmware first, as npm run flash lays Storage out, then the faces' words and font, then the voice (its index last, in the list). */
async function chosenFiles(manifest: InstallManifest, text: string, voice: string): Promise<InstallFile[]> {
  const names = [['firmware/' + manifest.firmware, '.bootcde']]
    .concat((manifest.texts[text] ?? []).map((name) => ['firmware/storage/' + name, name]))
    .concat((manifest.voices[voice] ?? []).map((name) => ['firmware/voice/' + voice + '/' + name, name]));
  const files: InstallFile[] = [];
  for (const [path, name] of names) files.push({ name: name, bytes: await fetchBytes(path) });
  return voice.indexOf(RECORDED) === 0 ? files.concat(await recordedFiles(voice.slice(RECORDED.length))) : files;
}

/** The Storage voice of a voice recorded on this browser's record.html, made from its takes as npm run voice -- --storage --human makes it. */
async function recordedFiles(voice: string): Promise<InstallFile[]> {
  const language = voiceLanguage(voice);
  const made = storageFromTakes({ id: language, folder: languageFolder(language) }, await keptTakes(voice));
  return Object.keys(made.files).map((name) => ({ name: name, bytes: latin1(made.files[name]) }));
}

/** The voices offered: none (a card speaks), the site's, and those recorded in this browser. */
async function voiceChoices(manifest: InstallManifest): Promise<HTMLOptionElement[]> {
  const own = ownVoiceNames();
  const recorded = (await voicesKept().catch(() => [])).filter((v) => VOICES.indexOf(v) >= 0 || own[v] !== undefined);
  const label = (v: string) => (own[v] !== undefined ? t('voice.own', { name: own[v] }) : t('voice.' + RECORDED + v));
  return [new Option(t('install.voiceCard'), '')]
    .concat(VOICES.filter((v) => manifest.voices[v] !== undefined).map((v) => new Option(t('voice.' + v), v)))
    .concat(recorded.map((v) => new Option(label(v), RECORDED + v)));
}

/** Offers `record` as a download, and clicks it: the player keeps the game the clock held, before its Storage is erased. */
function saveRecord(record: string): void {
  const name = recordFileName(new Date());
  const anchor = $<HTMLAnchorElement>('record');
  anchor.href = URL.createObjectURL(new Blob([Uint8Array.from(record, (c) => c.charCodeAt(0) & 0xff)], { type: 'text/plain' }));
  anchor.download = name;
  anchor.textContent = name;
  $('recordSaved').hidden = false;
  anchor.click();
}

/** Why each way to a board cannot work in this browser, '' where it can. */
function unavailable(): { usb: string; bluetooth: string } {
  // Both need a secure page: over plain HTTP a browser offers neither.
  if (!isSecureContext) return { usb: t('install.insecure'), bluetooth: t('install.insecure') };
  const serial = 'serial' in navigator;
  const bluetooth = 'bluetooth' in navigator;
  return {
    usb: serial ? '' : t(bluetooth ? 'install.noUsb.other' : 'install.noUsb'),
    bluetooth: bluetooth ? '' : t(serial ? 'install.noBluetooth.other' : 'install.noBluetooth'),
  };
}

async function start(): Promise<void> {
  useLanguage(textLanguageOf(new URLSearchParams(location.search).get('lang') ?? navigator.language));
  document.title = t('install.title', { board: BOARD.name });
  $('heading').textContent = document.title;
  $('intro').textContent = t('install.intro');
  $('devNote').textContent = t('install.devNote', { firmware: '.bootcde', journal: JOURNAL_FILE, settings: SETTINGS_FILE, erase: ERASE_ALL });
  $('recordSavedText').textContent = t('install.recordSaved');
  const radioItem = t('device.item.radio');
  // The clock keeps its console closed to Bluetooth but for a few minutes after the referee opens it.
  $('bluetoothFirst').textContent = t('install.bluetoothFirst', { item: radioItem });
  const manifest = (await (await fetch('firmware/install.json')).json()) as InstallManifest;
  const page = textLanguageOf(document.documentElement.lang);
  $<HTMLSelectElement>('text').innerHTML = TEXT_LANGUAGES.map((l: TextLanguage) => `<option value="${l}"${l === page ? ' selected' : ''}>${LANGUAGE_NAMES[l]}</option>`).join('');
  $<HTMLSelectElement>('voice').replaceChildren(...(await voiceChoices(manifest)));
  // The card's steps only where the site holds a card folder to download.
  $('card').hidden = manifest.cards.length === 0;
  $('cards').innerHTML = manifest.cards.map((v) => `<li><a href="card/voice-${v}.zip">${t('voice.' + v)}</a></li>`).join('');
  const say = (text: string) => ($('status').textContent = text);
  const buttons = { usb: $<HTMLButtonElement>('usb'), bluetooth: $<HTMLButtonElement>('bluetooth') };
  const why = unavailable();
  let running = false;
  // Settings read from a board whose install stopped after erasing it, put back when it is installed again.
  const carried: Carried = { settings: null };
  /** Enables each way that can work, and says beside the others why they cannot. */
  const offer = () => {
    for (const way of ['usb', 'bluetooth'] as const) {
      buttons[way].disabled = why[way] !== '';
      $(way + 'Why').textContent = why[way];
    }
    $('bluetoothFirst').hidden = why.bluetooth !== '';
  };
  offer();
  // A browser with Web Bluetooth on a computer without a radio, or with it off.
  void (navigator as unknown as { bluetooth?: { getAvailability?: () => Promise<boolean> } }).bluetooth?.getAvailability?.().then((on) => {
    if (on || why.bluetooth !== '') return;
    why.bluetooth = t('install.bluetoothOff');
    if (!running) offer();
  });
  const run = async (open: () => Promise<Link>, bluetooth: boolean) => {
    running = true;
    buttons.usb.disabled = buttons.bluetooth.disabled = true;
    const progress = $<HTMLProgressElement>('progress');
    let link: Link | null = null;
    try {
      const files = await chosenFiles(manifest, $<HTMLSelectElement>('text').value, $<HTMLSelectElement>('voice').value);
      link = await open();
      await install(
        link,
        files,
        {
          progress(share) {
            progress.value = share;
            say(t('install.working', { share: Math.floor(share * 100) }));
          },
          saveRecord: saveRecord,
          erasing: (seconds) => say(t('install.erasing', { seconds: seconds })),
        },
        carried,
        t,
      );
      say(t('install.done'));
    } catch (error) {
      say(failureText(error, bluetooth, radioItem, t));
    } finally {
      if (link !== null) link.console.close();
      running = false;
      offer();
    }
  };
  buttons.usb.addEventListener('click', () => void run(serialLink, false));
  buttons.bluetooth.addEventListener('click', () => void run(bluetoothLink, true));
}

void start();
