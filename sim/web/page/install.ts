// The installer page (install.html): the firmware npm run flash writes, with the chosen language's words and
// voice, put on a Jolt.js over Web Serial or Web Bluetooth by installer.ts. What it writes is listed in
// firmware/install.json, which the site's build makes (buildSite.ts).
import { install, InstallStop, TEMPORARY_FILE, type InstallFile, type InstallManifest } from './installer';
import type { ConsoleLine } from '../../../hardware/boardIdentity';
import { BOARD } from '../../../firmware/boards';
import { LANGUAGE_NAMES, TEXT_LANGUAGES, textLanguageOf, type TextLanguage } from '../../../firmware/core/index';
import { LANGUAGES as VOICES, SETTINGS_FILE } from '../../../firmware/app/settings';
import { t } from './pageLanguage';
import { useLanguage } from './view';
import { BOARD_NAME_PREFIX, bytesOf } from './bluetoothTransport';

/** Espruino's console over Bluetooth LE: the Nordic UART service its boards advertise. */
const UART = { service: '6e400001-b5a3-f393-e0a9-e50e24dcca9e', tx: '6e400002-b5a3-f393-e0a9-e50e24dcca9e', rx: '6e400003-b5a3-f393-e0a9-e50e24dcca9e' };
/** Bytes a Bluetooth LE write carries without a larger MTU, as Espruino's tools send them. */
const BLE_WRITE_BYTES = 20;

const $ = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;
type Link = { console: ConsoleLine; ended: Promise<void> };
/* eslint-disable @typescript-eslint/no-explicit-any -- Web Serial and Web Bluetooth are not in TypeScript's DOM library */

const latin1 = (bytes: Uint8Array) => Array.from(bytes, (b) => String.fromCharCode(b)).join('');
const encode = (text: string) => Uint8Array.from(text, (c) => c.charCodeAt(0) & 0xff);

async function serialLink(): Promise<Link> {
  const port = await (navigator as any).serial.requestPort();
  await port.open({ baudRate: 115200 });
  const writer = port.writable.getWriter();
  const listeners: ((text: string) => void)[] = [];
  let end = () => undefined as void;
  const ended = new Promise<void>((resolve) => (end = resolve));
  port.addEventListener('disconnect', end);
  void (async () => {
    const reader = port.readable.getReader();
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
      if (done) return end();
      for (const listener of listeners) listener(latin1(value));
    }
  })();
  const console: ConsoleLine = {
    send: (text) => void writer.write(encode(text)).catch(end),
    onText: (listener) => void listeners.push(listener),
    close: () => void port.close().catch(() => undefined),
  };
  return { console: console, ended: ended };
}

async function bluetoothLink(): Promise<Link> {
  const device = await (navigator as any).bluetooth.requestDevice({ filters: [{ namePrefix: BOARD_NAME_PREFIX }], optionalServices: [UART.service] });
  const server = await device.gatt.connect();
  const service = await server.getPrimaryService(UART.service);
  const tx = await service.getCharacteristic(UART.tx);
  const rx = await service.getCharacteristic(UART.rx);
  const listeners: ((text: string) => void)[] = [];
  let end = () => undefined as void;
  const ended = new Promise<void>((resolve) => (end = resolve));
  device.addEventListener('gattserverdisconnected', end);
  rx.addEventListener('characteristicvaluechanged', (e: any) => listeners.forEach((l) => l(latin1(bytesOf(e.target.value)))));
  await rx.startNotifications();
  // Writes go one after another, each at most one packet.
  let queue = Promise.resolve();
  const console: ConsoleLine = {
    send(text) {
      for (let i = 0; i < text.length; i += BLE_WRITE_BYTES) {
        const part = encode(text.slice(i, i + BLE_WRITE_BYTES));
        queue = queue.then(() => tx.writeValue(part)).catch(end);
      }
    },
    onText: (listener) => void listeners.push(listener),
    close: () => device.gatt.disconnect(),
  };
  return { console: console, ended: ended };
}

async function fetchBytes(path: string): Promise<string> {
  const response = await fetch(path);
  if (!response.ok) throw new Error(path + ': ' + response.status);
  return latin1(new Uint8Array(await response.arrayBuffer()));
}

/** The files to write, the firmware last: the faces' words and font first, then the voice (its index last, in the list). */
async function chosenFiles(manifest: InstallManifest, text: string, voice: string): Promise<InstallFile[]> {
  const names = (manifest.texts[text] ?? []).map((name) => ['firmware/storage/' + name, name]).concat((manifest.voices[voice] ?? []).map((name) => ['firmware/voice/' + voice + '/' + name, name]));
  const files: InstallFile[] = [];
  for (const [path, name] of names) files.push({ name: name, bytes: await fetchBytes(path) });
  files.push({ name: '.bootcde', bytes: await fetchBytes('firmware/' + manifest.firmware) });
  return files;
}

async function start(): Promise<void> {
  useLanguage(textLanguageOf(new URLSearchParams(location.search).get('lang') ?? navigator.language));
  document.title = t('install.title', { board: BOARD.name });
  $('heading').textContent = document.title;
  $('intro').textContent = t('install.intro', { firmware: '.bootcde', temporary: TEMPORARY_FILE, settings: SETTINGS_FILE });
  // The clock keeps its console closed to Bluetooth but for a few minutes after the referee opens it.
  $('bluetoothFirst').textContent = t('install.bluetoothFirst', { item: t('device.item.radio') });
  const manifest = (await (await fetch('firmware/install.json')).json()) as InstallManifest;
  const page = textLanguageOf(document.documentElement.lang);
  $<HTMLSelectElement>('text').innerHTML = TEXT_LANGUAGES.map((l: TextLanguage) => `<option value="${l}"${l === page ? ' selected' : ''}>${LANGUAGE_NAMES[l]}</option>`).join('');
  const voices = VOICES.filter((v) => manifest.voices[v] !== undefined);
  $<HTMLSelectElement>('voice').innerHTML = `<option value="">${t('install.voiceCard')}</option>` + voices.map((v) => `<option value="${v}">${t('voice.' + v)}</option>`).join('');
  // The card's steps only where the site holds a card folder to download.
  $('card').hidden = manifest.cards.length === 0;
  $('cards').innerHTML = manifest.cards.map((v) => `<li><a href="card/voice-${v}.zip">${t('voice.' + v)}</a></li>`).join('');
  const say = (text: string) => ($('status').textContent = text);
  const run = async (open: () => Promise<Link>, available: boolean) => {
    if (!available) return void say(t('install.unreachable'));
    const buttons = [$<HTMLButtonElement>('usb'), $<HTMLButtonElement>('bluetooth')];
    buttons.forEach((b) => (b.disabled = true));
    const progress = $<HTMLProgressElement>('progress');
    let link: Link | null = null;
    try {
      const files = await chosenFiles(manifest, $<HTMLSelectElement>('text').value, $<HTMLSelectElement>('voice').value);
      link = await open();
      await install(link, files, (share) => {
        progress.value = share;
        say(t('install.working', { share: Math.floor(share * 100) }));
      }, t);
      say(t('install.done'));
    } catch (error) {
      say(error instanceof InstallStop ? error.message : t('install.silent'));
    } finally {
      if (link !== null) link.console.close();
      buttons.forEach((b) => (b.disabled = false));
    }
  };
  $('usb').addEventListener('click', () => void run(serialLink, 'serial' in navigator));
  $('bluetooth').addEventListener('click', () => void run(bluetoothLink, 'bluetooth' in navigator));
}

void start();
