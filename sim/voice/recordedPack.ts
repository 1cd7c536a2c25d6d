// The voice pack of a person's takes, as `npm run voice -- --human DIR` builds it: the card folder made by the
// recorder page's own code (voiceFromTakes.ts), byte for byte the page's card zip; from each card WAV the 8-bit PCM
// and the web clock's Ogg Opus; and the manifest every player of a pack reads. A take is held to its budget when it is
// made into a clip (takes.ts), so nothing here speeds a person up: a take that cannot fit is refused, saying why.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { allPhrases } from '../../firmware/voice/clips';
import { phraseText, type Language } from './texts';
import { manifestPath, type Manifest, type ManifestClip } from './packs';
import { cardFromTakes, pcm8, type MadeVoice } from './voiceFromTakes';
import { readTakes } from './storageVoice';
import { readWavBytes } from './wavBytes';
import { takeBudget } from './takes';
import { runTool } from './tools';

/** Builds the pack of `language` from the takes in `humanDir` into `outDir` (the card's sd/, web/, and the language's folder). */
export async function buildRecordedPack(language: Language, humanDir: string, outDir: string): Promise<{ manifest: Manifest; made: MadeVoice }> {
  const made = cardFromTakes(language, readTakes(humanDir));
  const folder = String(language.folder).padStart(2, '0');
  for (const sub of [join('sd', folder), join('web', folder), join(language.id, 'pcm8')]) {
    rmSync(join(outDir, sub), { recursive: true, force: true });
    mkdirSync(join(outDir, sub), { recursive: true });
  }
  const clips: ManifestClip[] = [];
  const missing: string[] = [];
  for (const { phrase, clip } of allPhrases()) {
    const name = String(clip).padStart(4, '0');
    const wav = made.files[folder + '/' + name + '.wav'];
    if (wav === undefined) {
      missing.push(phrase);
      continue;
    }
    const entry: ManifestClip = {
      phrase: phrase, clip: clip, text: phraseText(language.id, phrase),
      file: join('sd', folder, name + '.wav'), pcm8: join(language.id, 'pcm8', name + '.raw'), web: join('web', folder, name + '.opus'),
      durationMs: 0, naturalMs: 0, speed: 1, budgetMs: takeBudget(phrase),
    };
    const read = readWavBytes(wav);
    entry.durationMs = entry.naturalMs = Math.round((read.samples.length * 1000) / read.rate);
    writeFileSync(join(outDir, entry.file), wav);
    writeFileSync(join(outDir, entry.pcm8), pcm8(read.samples));
    await runTool('opusenc', ['--quiet', '--bitrate', '24', join(outDir, entry.file), join(outDir, entry.web)]);
    clips.push(entry);
  }
  const manifest: Manifest = { language: language.id, folder: language.folder, source: 'human:' + humanDir, clips: clips, missing: missing, overruns: [] };
  mkdirSync(dirname(manifestPath(language.id, outDir)), { recursive: true });
  writeFileSync(manifestPath(language.id, outDir), JSON.stringify(manifest, null, 1));
  return { manifest: manifest, made: made };
}
