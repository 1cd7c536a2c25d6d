// What the installer page (install.html) writes to a Jolt.js, in the site under firmware/: the program npm run
// flash saves (sim/espruino/savedProgram.ts), each text language's words and font, each Storage voice npm run voice -- --storage built, and install.json, which lists them.
import { cpSync, existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { savedProgram } from '../espruino/savedProgram';
import { writeTextFiles } from '../deviceFiles';
import { VOICE_INDEX_FILE } from '../../firmware/voice/storageFormat';
import { TEXT_LANGUAGES } from '../../firmware/core/index';
import { LANGUAGES as VOICES } from '../../firmware/app/settings';
import type { InstallManifest } from './page/installer';

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
