// `npm run build:web`: the static site in dist/web/ that any static host serves: the page, its bundle
// (built by rollup), the voice packs' card clips, the installer's files (installFiles.ts), a manifest to install it, and a service worker that keeps it
// working offline once loaded.
import { cpSync, existsSync, mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fail, failOnUncaught, flagValue, startedAs } from '../host/cliFail';
import { buildFirst, takeBuildFlag } from '../host/buildFirst';
import { PACKS_DIR } from '../voice/packs';
import { SAMPLE_PACKS_DIR } from '../voice/samplePack';
import { FIRMWARE_BUNDLE } from '../espruino/bundlePaths';
import { writeInstallFiles } from './installFiles';
import { STORAGE_VOICE_DIR } from '../voice/storageVoice';

export const SITE_DIR = 'dist/web';

const USAGE = `usage: npm run build:web [-- --voice DIR]
  writes the web clock to ${SITE_DIR}/ (run after npm run build, which makes its app.js)
  --voice DIR   the voice packs to serve (default ${PACKS_DIR} if npm run voice built it, else ${SAMPLE_PACKS_DIR})`;

/** Every file under `dir`, relative to it, with forward slashes, sorted. */
export function filesUnder(dir: string, prefix = ''): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir).sort()) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...filesUnder(path, prefix + name + '/'));
    else out.push(prefix + name);
  }
  return out;
}

/** The site in `siteDir`: its voice packs from `voiceDir`, the installer's Storage voices from `storageVoices`. */
export function buildSite(voiceDir: string, siteDir = SITE_DIR, storageVoices = STORAGE_VOICE_DIR): void {
  if (!existsSync(join(SITE_DIR, 'app.js'))) throw new Error(join(SITE_DIR, 'app.js') + ' is missing: run npm run build first');
  if (!existsSync(voiceDir)) throw new Error('no voice packs in ' + voiceDir + ': run npm run voice (or npm run voice -- --sample)');
  mkdirSync(siteDir, { recursive: true });
  if (siteDir !== SITE_DIR) cpSync(join(SITE_DIR, 'app.js'), join(siteDir, 'app.js'));
  for (const file of ['index.html', 'device.html', 'hall.html', 'install.html', 'record.html', 'style.css', 'icon.svg']) cpSync(join('sim/web/page', file), join(siteDir, file));
  // The device page runs the firmware bundle itself; the hall page speaks MQTT with npm's mqtt, as it ships for browsers.
  if (siteDir !== SITE_DIR) for (const bundle of ['device.js', 'hall.js', 'install.js', 'record.js']) cpSync(join(SITE_DIR, bundle), join(siteDir, bundle));
  cpSync('node_modules/mqtt/dist/mqtt.min.js', join(siteDir, 'mqtt.min.js'));
  cpSync(FIRMWARE_BUNDLE, join(siteDir, basename(FIRMWARE_BUNDLE)));
  // The installer's files: what npm run flash writes, the words, the Storage voices.
  writeInstallFiles(siteDir, storageVoices);
  // The card clips and manifests only: the 8-bit PCM is the device's.
  cpSync(voiceDir, join(siteDir, 'voice'), { recursive: true, filter: (source) => !source.includes('pcm8') });
  writeFileSync(
    join(siteDir, 'manifest.webmanifest'),
    JSON.stringify({ name: 'Go clock', short_name: 'Go clock', start_url: '.', display: 'fullscreen', background_color: '#111111', theme_color: '#111111', icons: [{ src: 'icon.svg', sizes: 'any', type: 'image/svg+xml' }] }, null, 1),
  );
  // The shell and each language's manifest up front; a game's clips as the page loads them for it.
  const manifests = filesUnder(join(siteDir, 'voice')).filter((f) => f.endsWith('manifest.json')).map((f) => 'voice/' + f);
  writeFileSync(join(siteDir, 'sw.js'), serviceWorker(['./', 'index.html', 'style.css', 'app.js', 'manifest.webmanifest', 'icon.svg', 'device.html', 'device.js', basename(FIRMWARE_BUNDLE)].concat(manifests)));
}

/**
 * Cache-first, keeping what it fetches: after one load, and a game's clips loaded, the clock needs no network.
 * Asked by the page ({keep: [files]} with a port), it keeps a whole voice pack, telling each file's progress and
 * how many it had to fetch (none when the pack was already kept).
 */
function serviceWorker(files: string[]): string {
  return `const CACHE = 'goclock-${Date.now().toString(36)}';
const FILES = ${JSON.stringify(files)};
self.addEventListener('install', (e) => e.waitUntil(caches.open(CACHE).then((c) => c.addAll(FILES)).then(() => self.skipWaiting())));
self.addEventListener('activate', (e) => e.waitUntil(caches.keys().then((keys) => Promise.all(keys.filter((k) => k !== CACHE).map((k) => caches.delete(k)))).then(() => self.clients.claim())));
self.addEventListener('fetch', (e) => e.respondWith(caches.match(e.request, { ignoreSearch: true }).then((hit) => hit || fetch(e.request).then((r) => {
  if (r.ok) { const copy = r.clone(); caches.open(CACHE).then((c) => c.put(e.request, copy)); }
  return r;
}))));
self.addEventListener('message', (e) => {
  const files = e.data && Array.isArray(e.data.keep) ? e.data.keep : null;
  const port = e.ports[0];
  if (files === null || port === undefined) return;
  let kept = 0;
  let failed = 0;
  let fetched = 0;
  const tell = () => port.postMessage({ kept: kept, failed: failed, total: files.length, fetched: fetched });
  e.waitUntil(caches.open(CACHE).then((c) => Promise.all(files.map((f) => c.match(f).then((hit) => hit || fetch(f).then((r) => {
    if (!r.ok) throw new Error(String(r.status));
    fetched++;
    return c.put(f, r);
  })).then(() => { kept++; tell(); }, () => { failed++; tell(); })))));
});
`;
}

function main(args: string[]): void {
  const build = takeBuildFlag(args);
  if (args.includes('--help')) {
    process.stdout.write(USAGE + '\n');
    return;
  }
  let voiceDir = existsSync(PACKS_DIR) ? PACKS_DIR : SAMPLE_PACKS_DIR;
  for (let i = 0; i < args.length; i += 2) voiceDir = flagValue(args, i, ['--voice']);
  if (build) buildFirst('build:sample');
  try {
    buildSite(voiceDir);
  } catch (error) {
    fail((error as Error).message);
  }
  process.stdout.write(SITE_DIR + '/: the web clock, voice from ' + voiceDir + '\n');
}

if (startedAs('buildSite')) {
  failOnUncaught();
  main(process.argv.slice(2));
}
