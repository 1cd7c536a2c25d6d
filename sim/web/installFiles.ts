// What the installer page (install.html) writes to a Jolt.js, in the site under firmware/: the program npm run
// flash saves (its dry run's file less the line that sets the board's clock), each text language's words and
// font, each Storage voice npm run voice -- --storage built, and install.json, which lists them.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FIRMWARE_BUNDLE } from '../espruino/bundlePaths';
import { writeTextFiles } from '../deviceFiles';
import { VOICE_INDEX_FILE } from '../../firmware/drivers/storageVoice';
import { TEXT_LANGUAGES } from '../../firmware/core/index';
import { LANGUAGES as VOICES } from '../../firmware/app/settings';
import type { InstallManifest } from './page/installer';

/** npm run flash's dry run of the bundle, made again only when the bundle is newer. */
const UPLOAD = 'dist/upload.js';

/** The program npm run flash saves as .bootcde, pretokenised by the espruino tool as it sends it. */
export function savedProgram(): Buffer {
  if (!existsSync(UPLOAD) || statSync(UPLOAD).mtimeMs < statSync(FIRMWARE_BUNDLE).mtimeMs) {
    // Made aside and moved in whole: test files that build a site at once never read half of it.
    const made = join(mkdtempSync(join(tmpdir(), 'upload-')), 'upload.js');
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'hardware/flash.ts', '--dry-run', made], { encoding: 'utf8' });
    if (result.status !== 0) throw new Error('npm run flash -- --dry-run failed: ' + (result.stdout + result.stderr).trim().split('\n').pop());
    renameSync(made, UPLOAD);
  }
  const sent = readFileSync(UPLOAD);
  return sent.subarray(sent.indexOf(10) + 1);
}

/** Writes firmware/ into `siteDir`, with the Storage voices under `storageVoices`; a voice's card folder is offered where `siteDir`/card holds its zip. */
export function writeInstallFiles(siteDir: string, storageVoices: string): void {
  const out = join(siteDir, 'firmware');
  mkdirSync(join(out, 'storage'), { recursive: true });
  writeFileSync(join(out, 'bootcde'), savedProgram());
  const manifest: InstallManifest = { firmware: 'bootcde', texts: {}, voices: {}, cards: [] };
  for (const language of TEXT_LANGUAGES) manifest.texts[language] = writeTextFiles([language], join(out, 'storage')).map((file) => file.name);
  for (const voice of VOICES) {
    const dir = join(storageVoices, voice);
    if (existsSync(join(dir, VOICE_INDEX_FILE))) {
      cpSync(dir, join(out, 'voice', voice), { recursive: true });
      // The index last: until it is written, the firmware takes the voice for absent.
      manifest.voices[voice] = readdirSync(dir).filter((name) => name !== VOICE_INDEX_FILE).concat([VOICE_INDEX_FILE]);
    }
    if (existsSync(join(siteDir, 'card', 'voice-' + voice + '.zip'))) manifest.cards.push(voice);
  }
  writeFileSync(join(out, 'install.json'), JSON.stringify(manifest));
}
