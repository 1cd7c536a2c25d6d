// npm run release: one folder a static host serves. Held to the real things it meets: sha256sum checks its
// checksums, unzip opens each card's zip and gives back the pack's own clips, the guide's GitHub Pages steps are run
// as written against a repository, and the folder served by a plain HTTPS server runs the clock in chromium as a
// secure context, its service worker installed.
import { execFileSync, spawnSync } from 'node:child_process';
import { createHash, X509Certificate } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:https';
import { extname, join, normalize } from 'node:path';
import { chromium } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { CHROMIUM, POLL_MS } from '../../sim/web/browser';
import { certificatesFor } from '../../sim/web/certificates';
import { filesUnder } from '../../sim/web/buildSite';
import { CHECKSUMS, GITHUB_FILE_LIMIT, oversizedWarning } from '../../sim/releaseCli';
import { SAMPLE_PACKS_DIR } from '../../sim/voice/samplePack';
import { program } from '../helpers/programs';
import { scratchDir } from '../helpers/scratch';

const out = join(scratchDir('release-'), 'release');
// No Storage voice: what this machine built is not the release's to take.
const made = spawnSync(process.execPath, program('sim/releaseCli.ts', '--out', out, '--voice', SAMPLE_PACKS_DIR, '--storage-voices', scratchDir('no-voices-')), { encoding: 'utf8' });
const GIT_ID = { GIT_AUTHOR_NAME: 'test', GIT_AUTHOR_EMAIL: 'test@example.org', GIT_COMMITTER_NAME: 'test', GIT_COMMITTER_EMAIL: 'test@example.org' };

describe('a release', () => {
  it('holds every part, each file in SHA256SUMS, and sha256sum agrees', () => {
    expect([made.status, made.stderr]).toEqual([0, '']);
    expect(made.stdout).toMatch(/^the installer offers no Storage voice .*\n.*a release of \d+ files, each in .*SHA256SUMS; the largest .+, [\d,]+ bytes\n$/);
    // The installer's page offers each card folder the release holds.
    expect(JSON.parse(readFileSync(join(out, 'firmware', 'install.json'), 'utf8'))).toMatchObject({ firmware: 'bootcde', voices: {}, cards: ['zh', 'yue', 'ja', 'ko', 'en'] });
    for (const part of ['index.html', 'device.html', 'hall.html', 'install.html', 'install.js', 'firmware/install.json', 'firmware/bootcde', 'sw.js', 'firmware/firmware.js', 'firmware/upload.js', 'firmware/storage/words.en', 'firmware/storage/words.ja', 'firmware/storage/font.ja', 'case/body.stl', 'case/lid.stl', 'case/front.png', 'guide/README.md', 'guide/screens.png', 'guide/enclosure/views/front.png']) {
      expect(existsSync(join(out, part)), part).toBe(true);
    }
    const listed = readFileSync(join(out, CHECKSUMS), 'utf8').trim().split('\n').map((line) => line.slice(66));
    expect(listed).toEqual(filesUnder(out).filter((file) => file !== CHECKSUMS));
    expect(spawnSync('sha256sum', ['-c', '--quiet', CHECKSUMS], { cwd: out, encoding: 'utf8' }).status).toBe(0);
  });

  it('warns in one line about each file over the 100 MB GitHub Pages takes, as a full release’s card zips can be', () => {
    // The sample release above has none: its stderr is empty.
    expect(oversizedWarning([{ file: 'card/voice-zh.zip', bytes: GITHUB_FILE_LIMIT }, { file: 'index.html', bytes: 5000 }])).toBe('');
    expect(oversizedWarning([{ file: 'card/voice-zh.zip', bytes: 124 * 1024 * 1024 }, { file: 'card/voice-ja.zip', bytes: GITHUB_FILE_LIMIT + 1 }])).toBe(
      'warning: card/voice-zh.zip (124 MB), card/voice-ja.zip (100 MB) are over 100 MB, which GitHub Pages refuses: serve the release from a web server, or see sim/web/README.md (A release)',
    );
    expect(readFileSync('sim/web/README.md', 'utf8')).toContain('GitHub refuses any file over 100 MB');
  });

  it('gives each language’s card folder as a zip that unzip opens to the pack’s own clips', () => {
    for (const [language, folder] of [['zh', '01'], ['yue', '02'], ['ja', '03'], ['ko', '04'], ['en', '05']]) {
      const zipFile = join(out, 'card', 'voice-' + language + '.zip');
      expect(spawnSync('unzip', ['-tq', zipFile], { encoding: 'utf8' }).stdout, language).toMatch(/^No errors detected/);
      const into = scratchDir('card-');
      execFileSync('unzip', ['-q', zipFile, '-d', into]);
      const clips = filesUnder(join(SAMPLE_PACKS_DIR, 'sd', folder));
      expect(filesUnder(into), language).toEqual(clips.map((clip) => folder + '/' + clip));
      for (const clip of clips) expect(readFileSync(join(into, folder, clip)).equals(readFileSync(join(SAMPLE_PACKS_DIR, 'sd', folder, clip))), clip).toBe(true);
    }
  });

  it('becomes a gh-pages branch by the web guide’s own steps, the same files', () => {
    const guide = readFileSync('sim/web/README.md', 'utf8');
    const steps = /\*\*GitHub Pages\.\*\*[\s\S]*?```sh\n([\s\S]*?)```/.exec(guide)?.[1] ?? '';
    expect(steps).toContain('git push --force REPOSITORY gh-pages');
    const remote = scratchDir('pages-');
    execFileSync('git', ['init', '-q', '--bare', remote]);
    // As written, but for the release already made, where it is, and the repository here.
    const script = steps.replace('npm run release\n', '').replace('cd dist/release', 'cd ' + JSON.stringify(out)).replace('REPOSITORY', JSON.stringify(remote));
    execFileSync('bash', ['-e', '-c', script], { env: Object.assign({}, process.env, GIT_ID), stdio: 'pipe' });
    const checkout = scratchDir('pages-checkout-');
    execFileSync('git', ['clone', '-q', '-b', 'gh-pages', remote, checkout]);
    expect(spawnSync('sha256sum', ['-c', '--quiet', CHECKSUMS], { cwd: checkout, encoding: 'utf8' }).status).toBe(0);
  }, 60000);

  it('runs the clock from a plain HTTPS static server, a secure context with its service worker', async () => {
    const certificates = certificatesFor(['127.0.0.1', 'localhost'], scratchDir('cert-'));
    const types: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json', '.svg': 'image/svg+xml', '.webmanifest': 'application/manifest+json', '.opus': 'audio/ogg', '.wav': 'audio/wav' };
    // Nothing but files: what any static host does.
    const server = createServer({ key: certificates.keyPem, cert: certificates.certPem }, (request, response) => {
      const path = normalize(decodeURIComponent((request.url ?? '/').split('?')[0])).replace(/^(\.\.[/\\])+/, '');
      const file = join(out, path.endsWith('/') ? path + 'index.html' : path);
      if (!file.startsWith(out) || !existsSync(file) || statSync(file).isDirectory()) return void response.writeHead(404).end();
      response.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' }).end(readFileSync(file));
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    const port = (server.address() as { port: number }).port;
    // Chromium trusts the server's key as it would a certificate from a public authority.
    const spki = createHash('sha256').update(new X509Certificate(certificates.certPem).publicKey.export({ type: 'spki', format: 'der' })).digest('base64');
    const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--ignore-certificate-errors-spki-list=' + spki] });
    try {
      const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
      await page.goto('https://localhost:' + port + '/');
      await page.waitForFunction('navigator.serviceWorker.controller !== null || navigator.serviceWorker.ready.then(() => true)', null, { timeout: 20000, polling: POLL_MS });
      expect(await page.evaluate('window.isSecureContext')).toBe(true);
      expect(await page.evaluate('navigator.serviceWorker.ready.then((r) => r.active !== null)')).toBe(true);
      await expect(page.locator('#bottom .figure').textContent()).resolves.toBe('1:55:00');
    } finally {
      await browser.close();
      server.close();
    }
  }, 60000);
});
